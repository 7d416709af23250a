import type { Server } from "node:http";
import { log } from "../http/log";
import { drainState } from "./drain-state";
import { runShutdownHooks } from "./shutdown-hooks";

type WithHandles = { _getActiveHandles?: () => unknown[] };

// Next.js does not hand its HTTP server out; the process's listening servers are found among its handles.
function httpServers(): Server[] {
  const handles = (process as unknown as WithHandles)._getActiveHandles?.() ?? [];
  return handles.filter((handle): handle is Server => typeof (handle as Server)?.closeIdleConnections === "function");
}

// SIGTERM or SIGINT: readiness turns 503, the listening socket closes, requests in flight finish
// (up to graceMs), then the shutdown hooks run (workers, broker, pool) and the process exits 0.
export function drainOnSignal(graceMs: number): void {
  const state = drainState();
  const drain = async (signal: NodeJS.Signals) => {
    if (state.draining) return;
    state.draining = true;
    log.info("shutting down", { signal, inFlight: state.inFlight, graceMs });
    const deadline = Date.now() + graceMs;
    const servers = httpServers();
    for (const server of servers) server.close();
    const busy = () => state.inFlight > 0 || state.received > 0;
    while (busy() && Date.now() < deadline) {
      for (const server of servers) server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const server of servers) server.closeIdleConnections();
    if (busy()) log.warn("shutdown grace ran out", { inFlight: state.inFlight, received: state.received });
    await runShutdownHooks();
    process.exit(0);
  };
  process.on("SIGTERM", () => void drain("SIGTERM"));
  process.on("SIGINT", () => void drain("SIGINT"));
}
