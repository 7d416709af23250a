type DrainState = { draining: boolean; inFlight: number };
const globalForDrain = globalThis as unknown as { gatehouseDrain?: DrainState };

// Shared by every route bundle of the process: whether it is shutting down and how many requests it is answering.
export function drainState(): DrainState {
  globalForDrain.gatehouseDrain ??= { draining: false, inFlight: 0 };
  return globalForDrain.gatehouseDrain;
}
