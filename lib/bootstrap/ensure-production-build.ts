import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

const nextBuild = () =>
  spawnSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
    stdio: "inherit",
    env: { NEXT_TELEMETRY_DISABLED: "1", ...childEnvironment() },
  }).status;

// `npm start` builds only when no build exists or a source file changed since the last one began. The newest source
// time seen before building is kept beside the build: a file saved while next build ran is newer, so it counts.
export function ensureProductionBuild({ root = process.cwd(), build = nextBuild } = {}): void {
  const stamp = path.join(root, distDir(), "sources-stamp");
  const newest = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  const built =
    existsSync(path.join(root, distDir(), "BUILD_ID")) && existsSync(stamp) ? readFileSync(stamp, "utf8") : "";
  if (built && newest <= Number(built)) return;
  console.log("Building the production bundle (next build)...");
  if (build() !== 0) throw new Error("next build failed");
  writeFileSync(stamp, String(newest));
}
