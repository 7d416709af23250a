import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// Files that assert how fast something happens, count rows across the whole database, load the machine with servers
// of their own, or mock a module: `npm test` runs them one at a time after the others, each in a fresh process
// (docs/architecture.md, Tests).
export const SERIAL_TEST_FILES = [
  "lib/analytics/analytics-rollups.test.ts",
  "lib/auth/login-enumeration.test.ts",
  "lib/auth/login-flood.test.ts",
  "lib/backup/backup-restore.test.ts",
  "lib/bootstrap/many-instances.test.ts",
  "lib/bootstrap/start-embedded-database.test.ts",
  "lib/bootstrap/start-up-failures.test.ts",
  "lib/device-gateway/device-gateway.test.ts",
  "lib/device-gateway/mosquitto.test.ts",
  "lib/device-gateway/qos-redelivery.test.ts",
  "lib/events-out/slow-webhook-endpoints.test.ts",
  "lib/jobs/job-queue.test.ts",
  "lib/jobs/worker-restart.test.ts",
  "lib/lifecycle/platform-lifecycle.test.ts",
  "lib/seed/seed-demo-data.test.ts",
  "lib/voice/telnyx/telnyx-outage.test.ts",
];

// TEST_SET=concurrent runs every other file, two at a time; TEST_SET=serial runs the list above; unset, all files.
const set = process.env.TEST_SET;

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    environment: "node",
    include: set === "serial" ? SERIAL_TEST_FILES : ["{app,lib,components}/**/*.test.ts"],
    exclude: set === "concurrent" ? [...configDefaults.exclude, ...SERIAL_TEST_FILES] : configDefaults.exclude,
    ...(set === "concurrent"
      ? { maxWorkers: 2, minWorkers: 1 }
      : set === "serial"
        ? { maxWorkers: 1, minWorkers: 1 }
        : {}),
    globalSetup: ["lib/testing/global-setup.ts"],
    setupFiles: ["lib/testing/restore-environment.ts"],
    pool: "forks",
    // The concurrent files share their worker's loaded modules instead of importing them again for each file.
    isolate: set !== "concurrent",
    // Generous: the concurrent files share two cores; what a test asserts about time it asserts itself.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: "silent" },
  },
});
