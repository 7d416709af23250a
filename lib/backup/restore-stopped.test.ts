import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { pack as createPack } from "tar-stream";
import { describe, expect, it } from "vitest";
import { dataFolderHolder } from "../bootstrap/data-folder-lock";
import { restoreBackup } from "./restore-backup";
import { DATA_PREFIX } from "./take-backup";

// A backup-shaped archive of several MiB that does not compress, so its unpacking reports progress more than once.
async function largeArchive(folder: string): Promise<string> {
  const file = path.join(folder, "large.tar.gz");
  const pack = createPack();
  const written = pipeline(pack, createGzip({ level: 1 }), createWriteStream(file));
  pack.entry({ name: `${DATA_PREFIX}PG_VERSION` }, "18\n");
  for (let i = 0; i < 4; i++) pack.entry({ name: `${DATA_PREFIX}base/${i}` }, randomBytes(1 << 20));
  pack.finalize();
  await written;
  return file;
}

// A backup and a data folder whose `cluster` subfolder holds `file` with `text`, in a folder of their own.
async function scratchRestore(cluster: string, file: string, text: string) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "gatehouse-restore-"));
  const dataFolder = path.join(scratch, "data");
  mkdirSync(path.join(dataFolder, cluster), { recursive: true });
  writeFileSync(path.join(dataFolder, cluster, file), text);
  return { file: await largeArchive(scratch), dataFolder };
}

describe("a restore stopped half way", () => {
  it("leaves the data folder as it was, without its staging folder or its lock", async () => {
    const { file, dataFolder } = await scratchRestore("postgres", "keep.txt", "the cluster before");
    const stop = new AbortController();
    const progress: number[] = [];

    const restoring = restoreBackup({
      file,
      dataFolder,
      force: true,
      signal: stop.signal,
      onProgress: (done) => (progress.push(done), stop.abort()),
    });

    await expect(restoring).rejects.toThrow("The restore was stopped; nothing was changed.");
    expect(progress.length).toBeGreaterThan(0);
    expect(readFileSync(path.join(dataFolder, "postgres", "keep.txt"), "utf8")).toBe("the cluster before");
    expect(existsSync(path.join(dataFolder, "postgres.restoring"))).toBe(false);
    expect(existsSync(path.join(dataFolder, "gatehouse.lock"))).toBe(false);
    expect(dataFolderHolder(dataFolder)).toBeNull();
  });

  it("refuses, without --force, a data folder whose database an interrupted swap left under postgres.replaced", async () => {
    const { file, dataFolder } = await scratchRestore("postgres.replaced", "PG_VERSION", "18\n");

    await expect(restoreBackup({ file, dataFolder, force: false })).rejects.toThrow(
      `${path.join(dataFolder, "postgres.replaced")} holds the database an interrupted restore was replacing; nothing was changed.`,
    );
    expect(readFileSync(path.join(dataFolder, "postgres.replaced", "PG_VERSION"), "utf8")).toBe("18\n");
    expect(existsSync(path.join(dataFolder, "postgres"))).toBe(false);
  });
});
