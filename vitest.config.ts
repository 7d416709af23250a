import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    environment: "node",
    include: ["{app,lib,components}/**/*.test.ts"],
    globalSetup: ["lib/testing/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: "silent" },
  },
});
