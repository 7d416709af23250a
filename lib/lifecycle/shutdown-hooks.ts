import { log } from "../http/log";

type Hook = { name: string; run: () => Promise<void> };
const globalForHooks = globalThis as unknown as { gatehouseShutdownHooks?: Hook[] };

const hooks = () => (globalForHooks.gatehouseShutdownHooks ??= []);

// A feature that holds work or connections (job workers, the device broker, the database pool) registers how to let go.
export function onShutdown(name: string, run: () => Promise<void>): void {
  if (!hooks().some((hook) => hook.name === name)) hooks().push({ name, run });
}

// Newest first, so the pool registered at the first query closes after the workers that use it.
export async function runShutdownHooks(): Promise<void> {
  for (const hook of [...hooks()].reverse()) {
    await hook.run().catch((error) => log.error("shutdown step failed", { step: hook.name, error }));
  }
}
