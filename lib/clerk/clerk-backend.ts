import { createClerkClient } from "@clerk/backend";
import { config } from "../config/read-config";
import { withinTimeLimit } from "../http/within-time-limit";

// The SDK's requests have no timeout of their own.
export const CLERK_TIMEOUT_MS = 10_000;

// Every method of one API group, each call bounded by CLERK_TIMEOUT_MS.
function bounded<T extends object>(api: T): T {
  return new Proxy(api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? withinTimeLimit(result, CLERK_TIMEOUT_MS, "Clerk's Backend API") : result;
      };
    },
  });
}

// Clerk's Backend API with the instance's secret key (CLERK_API_URL points it at a stand-in in tests); the groups the
// platform uses, each call given at most CLERK_TIMEOUT_MS.
export function clerkBackend() {
  const { CLERK_SECRET_KEY, CLERK_API_URL } = config();
  const client = createClerkClient({
    secretKey: CLERK_SECRET_KEY,
    ...(CLERK_API_URL ? { apiUrl: CLERK_API_URL } : {}),
  });
  return {
    invitations: bounded(client.invitations),
    users: bounded(client.users),
    sessions: bounded(client.sessions),
  };
}
