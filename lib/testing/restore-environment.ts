import { afterAll } from "vitest";
import { setConfigDefaults } from "../config/read-config";

// Files share a worker process (vitest.config.ts, isolate: false): each leaves the environment as it found it, so a
// setting one file made for its own server (a job schema, a provider's secret) never reaches the next file.
const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
  // A configuration a file fixed (as a server does at start-up) is let go, so the next file's is parsed afresh.
  setConfigDefaults({});
});
