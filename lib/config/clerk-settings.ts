import { config } from "./read-config";

// Clerk runs only with both keys set; without them the app uses the legacy SSO and the development sign-in.
export function clerkPublishableKey(): string | null {
  const { NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY, CLERK_SECRET_KEY } = config();
  return NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY && CLERK_SECRET_KEY ? NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY : null;
}

export const clerkConfigured = () => clerkPublishableKey() !== null;
