import { AsyncLocalStorage } from "node:async_hooks";

// Set for the duration of every interactive transaction of the platform's database clients.
const transactionScope = new AsyncLocalStorage<true>();

export const insideTransaction = (): boolean => transactionScope.getStore() === true;

export function runInTransactionScope<T>(work: () => T): T {
  return transactionScope.run(true, work);
}

// Called by every outbound client (carrier HTTP, broker publish, mail): a slow provider must never hold a pooled connection.
export function assertOutsideTransaction(what: string): void {
  if (insideTransaction())
    throw new Error(`${what} was attempted while a database transaction is open; queue a job with enqueueJob instead`);
}
