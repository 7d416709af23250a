import { ClerkProvider } from "@clerk/nextjs";
import type { ReactNode } from "react";

// Clerk wraps the app only when both of its keys are configured; without them the app runs on the legacy SSO and the development sign-in.
export function IdentityProvider({ children }: { children: ReactNode }) {
  const publishableKey = process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY;
  if (!publishableKey || !process.env.CLERK_SECRET_KEY) return <>{children}</>;
  return <ClerkProvider publishableKey={publishableKey}>{children}</ClerkProvider>;
}
