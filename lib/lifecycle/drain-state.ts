// inFlight: requests in a route handler; received: requests the HTTP server has taken and not yet answered, counted
// from their arrival, so one still being routed or compiled by Next.js also holds the drain.
type DrainState = { draining: boolean; inFlight: number; received: number };
const globalForDrain = globalThis as unknown as { gatehouseDrain?: DrainState };

// Shared by every route bundle of the process: whether it is shutting down and how many requests it is answering.
export function drainState(): DrainState {
  globalForDrain.gatehouseDrain ??= { draining: false, inFlight: 0, received: 0 };
  return globalForDrain.gatehouseDrain;
}
