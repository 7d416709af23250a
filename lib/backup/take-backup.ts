import {
  createWriteStream,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  closeSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { Client } from "pg";
import { pack as createPack, type Pack } from "tar-stream";
import { walkDataFiles, type DataEntry } from "./walk-data-files";

export const MANIFEST_NAME = "gatehouse-backup.json";
export const DATA_PREFIX = "postgres/";
export const SETTINGS_NAME = "instance.json";

export type BackupManifest = {
  format: 1;
  postgresMajor: number;
  takenAt: string;
  startLsn: string;
  stopLsn: string;
  dataBytes: number;
};
export type BackupSummary = BackupManifest & { file: string; fileBytes: number; ms: number };
export type Progress = (done: number, total: number) => void;

const CHUNK = 1 << 20;

// A file read up to the size seen when it was listed: PostgreSQL may extend or truncate it meanwhile, and WAL replay repairs either.
function* readUpTo(file: string, size: number): Generator<Buffer> {
  let fd: number | null = null;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let done = 0;
  try {
    while (done < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - done));
      const read = fd === null ? 0 : readSync(fd, buffer, 0, buffer.length, done);
      if (read === 0) {
        yield Buffer.alloc(size - done); // shrank or vanished: the header already promised this many bytes
        return;
      }
      done += read;
      yield read === buffer.length ? buffer : buffer.subarray(0, read);
    }
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

async function addEntries(
  pack: Pack,
  root: string,
  entries: DataEntry[],
  progress: (bytes: number) => void,
): Promise<void> {
  for (const entry of entries) {
    const name = DATA_PREFIX + entry.name;
    if (entry.directory) {
      pack.entry({ name, type: "directory", mode: entry.mode });
      continue;
    }
    const sink = pack.entry({ name, size: entry.size, mode: entry.mode });
    await pipeline(Readable.from(readUpTo(path.join(root, entry.name), entry.size)), sink);
    progress(entry.size);
  }
}

// A consistent copy of a running cluster through PostgreSQL's backup API: files copied between
// pg_backup_start and pg_backup_stop plus the WAL written meanwhile, which a temporary slot keeps.
export async function takeBackup(options: {
  adminUrl: string;
  dataFolder: string;
  out: string;
  onProgress?: Progress;
}): Promise<BackupSummary> {
  const started = Date.now();
  const root = path.join(options.dataFolder, "postgres");
  const partial = `${options.out}.partial`;
  const client = new Client({ connectionString: options.adminUrl });
  await client.connect();
  try {
    const { rows: version } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    const postgresMajor = Math.floor(Number(version[0].server_version_num) / 10000);
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [
      `gatehouse_backup_${process.pid}`,
    ]);
    const { rows: begun } = await client.query<{ lsn: string }>("SELECT pg_backup_start($1, true)::text AS lsn", [
      `gatehouse ${new Date().toISOString()}`,
    ]);

    const files = walkDataFiles(root, { skipWal: true });
    const total = files.reduce((sum, entry) => sum + entry.size, 0);
    let done = 0;
    const progress = (bytes: number) => {
      done += bytes;
      options.onProgress?.(done, total);
    };

    const pack = createPack();
    const written = pipeline(pack, createGzip({ level: 1 }), createWriteStream(partial, { mode: 0o600 }));
    try {
      if (existsSync(path.join(options.dataFolder, "instance.json"))) {
        pack.entry({ name: SETTINGS_NAME, mode: 0o600 }, readFileSync(path.join(options.dataFolder, "instance.json")));
      }
      await addEntries(pack, root, files, progress);
      const { rows: stopped } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
        "SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)",
      );
      // WAL is listed after the stop, so it reaches past the backup's end record.
      await addEntries(pack, root, walkDataFiles(root, { skipWal: false, only: "pg_wal" }), progress);
      pack.entry({ name: `${DATA_PREFIX}backup_label`, mode: 0o600 }, stopped[0].labelfile);
      if (stopped[0].spcmapfile)
        pack.entry({ name: `${DATA_PREFIX}tablespace_map`, mode: 0o600 }, stopped[0].spcmapfile);
      const manifest: BackupManifest = {
        format: 1,
        postgresMajor,
        takenAt: new Date(started).toISOString(),
        startLsn: begun[0].lsn,
        stopLsn: stopped[0].lsn,
        dataBytes: done,
      };
      // Last, so an archive cut short has no manifest and is refused on restore.
      pack.entry({ name: MANIFEST_NAME, mode: 0o600 }, JSON.stringify(manifest));
      pack.finalize();
      await written;
      renameSync(partial, options.out);
      return { ...manifest, file: options.out, fileBytes: statSync(options.out).size, ms: Date.now() - started };
    } catch (error) {
      pack.destroy();
      await written.catch(() => undefined);
      rmSync(partial, { force: true });
      throw error;
    }
  } finally {
    await client.end(); // ends a backup still in progress and drops the temporary slot
  }
}
