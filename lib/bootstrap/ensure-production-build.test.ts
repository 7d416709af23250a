import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { distDir } from "./dist-dir";
import { ensureProductionBuild } from "./ensure-production-build";

const roots: string[] = [];
beforeEach(() => void vi.spyOn(console, "log").mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

// A checkout with one source file; `writeBuildId` does what next build does last.
function checkout() {
  const root = mkdtempSync(path.join(os.tmpdir(), "gatehouse-build-"));
  roots.push(root);
  mkdirSync(path.join(root, "lib"));
  const source = path.join(root, "lib", "page.ts");
  writeFileSync(source, "export {};\n");
  const dist = path.resolve(root, distDir());
  const writeBuildId = () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, "BUILD_ID"), "build\n");
  };
  // File times tick coarsely on some kernels: a save is dated a second later than anything before it.
  const save = () => {
    writeFileSync(source, "export const saved = 1;\n");
    const later = new Date(Date.now() + 1000);
    utimesSync(source, later, later);
  };
  return { root, dist, writeBuildId, save };
}

describe("ensureProductionBuild", () => {
  it("builds again after a source saved while the last build ran, and not after that", () => {
    const { root, writeBuildId, save } = checkout();
    const builds: string[] = [];
    ensureProductionBuild({ root, build: () => (builds.push("first"), save(), writeBuildId(), 0) });
    const plain = () => (builds.push("again"), writeBuildId(), 0);
    ensureProductionBuild({ root, build: plain });
    ensureProductionBuild({ root, build: plain });
    expect(builds).toEqual(["first", "again"]);
  });

  it("keeps a build made by hand (next build) that is newer than every source", () => {
    const { root, writeBuildId } = checkout();
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, "lib", "page.ts"), earlier, earlier);
    utimesSync(path.join(root, "lib"), earlier, earlier);
    writeBuildId();
    const build = vi.fn(() => 0);
    ensureProductionBuild({ root, build });
    expect(build).not.toHaveBeenCalled();
  });

  it("says the build failed and keeps no stamp of it", () => {
    const { root, dist } = checkout();
    expect(() => ensureProductionBuild({ root, build: () => 1 })).toThrow("next build failed");
    expect(existsSync(path.join(dist, "sources-stamp"))).toBe(false);
  });
});
