import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { distDir } from "./dist-dir";
import { childEnvironment } from "../config/read-config";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "package.json",
  "package-lock.json",
  "next.config.js",
  "postcss.config.mjs",
  "proxy.ts",
  "instrumentation.ts",
];

// Test files are not part of the bundle, so editing one must not force a rebuild.
const NOT_BUNDLED = /\.(test|spec)\.tsx?$/;

function newestChange(entry: string): number {
  if (!existsSync(entry) || NOT_BUNDLED.test(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

// `npm start` builds only when no build exists or a source file changed after it.
export function ensureProductionBuild(): void {
  const buildId = path.join(distDir(), "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt && SOURCES.every((source) => newestChange(source) < builtAt)) return;
  console.log("Building the production bundle (next build)...");
  const build = spawnSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
    stdio: "inherit",
    env: { NEXT_TELEMETRY_DISABLED: "1", ...childEnvironment() },
  });
  if (build.status !== 0) throw new Error("next build failed");
}
