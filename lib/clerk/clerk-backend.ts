import { createClerkClient } from "@clerk/backend";
import { config } from "../config/read-config";

// Clerk's Backend API with the instance's secret key (CLERK_API_URL points it at a stand-in in tests).
export function clerkBackend() {
  const { CLERK_SECRET_KEY, CLERK_API_URL } = config();
  return createClerkClient({ secretKey: CLERK_SECRET_KEY, ...(CLERK_API_URL ? { apiUrl: CLERK_API_URL } : {}) });
}
