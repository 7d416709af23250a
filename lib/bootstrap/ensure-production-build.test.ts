import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureProductionBuild } from "./ensure-production-build";

const roots: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

// A checkout with one source file; `build` stands in for next build and writes BUILD_ID as it does, last.
function checkout() {
  const root = mkdtempSync(path.join(os.tmpdir(), "gatehouse-build-"));
  roots.push(root);
  mkdirSync(path.join(root, "lib"));
  writeFileSync(path.join(root, "lib", "page.ts"), "export {};\n");
  const writeBuildId = () => {
    mkdirSync(path.join(root, ".next"), { recursive: true });
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "build\n");
  };
  return { root, writeBuildId };
}

describe("ensureProductionBuild", () => {
  it("builds again after a source saved while the last build ran, and not after that", () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const { root, writeBuildId } = checkout();
    const builds: string[] = [];
    // The first build: the source is saved part way through it.
    ensureProductionBuild({
      root,
      build: () => {
        builds.push("first");
        writeFileSync(path.join(root, "lib", "page.ts"), "export const saved = 1;\n");
        writeBuildId();
        return 0;
      },
    });
    const plain = () => (builds.push("again"), writeBuildId(), 0);
    ensureProductionBuild({ root, build: plain });
    ensureProductionBuild({ root, build: plain });
    expect(builds).toEqual(["first", "again"]);
  });

  it("says the build failed and keeps no stamp of it", () => {
    const { root } = checkout();
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(() => ensureProductionBuild({ root, build: () => 1 })).toThrow("next build failed");
  });
});
