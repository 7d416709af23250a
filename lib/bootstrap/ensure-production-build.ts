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

// The newest source time a build covers: kept beside the build when ensureProductionBuild made it (the newest time seen
// before it began, so a file saved while next build ran counts as newer), else the time of a build made by hand.
function coveredUntil(dist: string): number {
  const stamp = path.join(dist, "sources-stamp");
  if (existsSync(stamp)) return Number(readFileSync(stamp, "utf8"));
  const buildId = path.join(dist, "BUILD_ID");
  return existsSync(buildId) ? statSync(buildId).mtimeMs - 1 : -1;
}

// `npm start` builds only when no build exists or a source file changed since the last one began.
export function ensureProductionBuild({ root = process.cwd(), build = nextBuild } = {}): void {
  const dist = path.resolve(root, distDir());
  const newest = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  if (existsSync(path.join(dist, "BUILD_ID")) && newest <= coveredUntil(dist)) return;
  console.log("Building the production bundle (next build)...");
  if (build() !== 0) throw new Error("next build failed");
  writeFileSync(path.join(dist, "sources-stamp"), String(newest));
}
