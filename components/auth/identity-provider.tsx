import { ClerkProvider } from "@clerk/nextjs";
import type { ReactNode } from "react";

// Clerk wraps the app only when it is configured; without it the app runs on the legacy SSO and the development sign-in.
export function IdentityProvider({ publishableKey, children }: { publishableKey: string | null; children: ReactNode }) {
  if (!publishableKey) return <>{children}</>;
  return <ClerkProvider publishableKey={publishableKey}>{children}</ClerkProvider>;
}
