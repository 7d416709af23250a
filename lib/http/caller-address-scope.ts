import { AsyncLocalStorage } from "node:async_hooks";
import { clientAddress } from "./client-address";

// The address of the caller whose request is being served, so every audit entry it causes can name it.
const callerAddressScope = new AsyncLocalStorage<string>();

// Null outside a caller's request: jobs, provider webhooks, the CLI, or a request with no known peer.
export const callerAddress = (): string | null => callerAddressScope.getStore() ?? null;

export function runAsCaller<T>(request: Request, work: () => T): T {
  const address = clientAddress(request);
  return address === "unknown" ? work() : callerAddressScope.run(address, work);
}
