// Runs once as the server starts; NEXT_RUNTIME is fixed at build time, so the Node-only check stays out of other runtimes.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("./lib/config/exit-on-bad-config")).exitOnBadConfig();
}
