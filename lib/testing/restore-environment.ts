import { afterAll } from "vitest";

// Files share a worker process (vitest.config.ts, isolate: false): each leaves the environment as it found it, so a
// setting one file made for its own server (a job schema, a provider's secret) never reaches the next file.
const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
  (globalThis as { gatehouseFixedConfig?: unknown }).gatehouseFixedConfig = undefined;
});
