import { AsyncLocalStorage } from "node:async_hooks";
import { clientAddress } from "./client-address";

// The request being served, so every audit entry it causes can name its caller's address (read only then).
const callerScope = new AsyncLocalStorage<Request>();

// Null outside a caller's request: jobs, provider webhooks, the CLI, or a request with no known peer.
export function callerAddress(): string | null {
  const request = callerScope.getStore();
  const address = request ? clientAddress(request) : "unknown";
  return address === "unknown" ? null : address;
}

export const runAsCaller = <T>(request: Request, work: () => T): T => callerScope.run(request, work);
