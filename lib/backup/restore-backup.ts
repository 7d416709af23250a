import { execFileSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  rmSync,
  renameSync,
  statSync,
  writeFileSync,
  chmodSync,
} from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract as createExtract } from "tar-stream";
import { databaseAccount } from "../bootstrap/database-account";
import { lockDataFolder } from "../bootstrap/data-folder-lock";
import { dataFolderMajor, embeddedPostgresMajor } from "../bootstrap/embedded-postgres-major";
import { DATA_PREFIX, MANIFEST_NAME, SETTINGS_NAME, type BackupManifest, type Progress } from "./take-backup";

export class RestoreRefusedError extends Error {}

const STOPPED = "The restore was stopped; nothing was changed.";

export type RestoreSummary = BackupManifest & { file: string; ms: number };

// Archive names stay inside the staging folder.
function safeTarget(root: string, name: string): string {
  const target = path.resolve(root, name);
  if (target !== root && !target.startsWith(root + path.sep))
    throw new RestoreRefusedError(`The backup holds an unsafe path: ${name}`);
  return target;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// PostgreSQL runs as the postgres user when the platform runs as root, so its files must be that user's.
function chownForPostgres(folder: string): void {
  const account = databaseAccount();
  if (account) execFileSync("chown", ["-R", `${account.uid}:${account.gid}`, folder]);
}

async function unpack(
  file: string,
  staging: string,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<{ manifest: BackupManifest | null; settings: Buffer | null }> {
  let manifest: BackupManifest | null = null;
  let settings: Buffer | null = null;
  const extract = createExtract();
  extract.on("entry", (header, stream, next) => {
    const done = (error?: unknown) => (error ? extract.destroy(error as Error) : next());
    if (header.name === MANIFEST_NAME || header.name === SETTINGS_NAME) {
      readAll(stream).then((buffer) => {
        if (header.name === MANIFEST_NAME) manifest = JSON.parse(buffer.toString("utf8")) as BackupManifest;
        else settings = buffer;
        done();
      }, done);
      return;
    }
    if (!header.name.startsWith(DATA_PREFIX)) return stream.resume().once("end", () => done());
    const target = safeTarget(staging, header.name.slice(DATA_PREFIX.length));
    if (header.type === "directory") {
      mkdirSync(target, { recursive: true, mode: header.mode ?? 0o700 });
      return stream.resume().once("end", () => done());
    }
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    pipeline(stream, createWriteStream(target, { mode: header.mode ?? 0o600 })).then(() => done(), done);
  });
  const total = statSync(file).size;
  let read = 0;
  const source = createReadStream(file, { highWaterMark: 1 << 20 });
  source.on("data", (chunk) => onProgress?.((read += chunk.length), total));
  await pipeline(source, createGunzip(), extract as unknown as Writable, { signal });
  return { manifest, settings };
}

// Replaces the embedded cluster in the data folder with the one in a backup; PostgreSQL replays the
// backup's WAL on its next start. The platform must be stopped (the data folder lock says so).
export async function restoreBackup(options: {
  file: string;
  dataFolder: string;
  force: boolean;
  onProgress?: Progress;
  // Stops the unpacking (Ctrl-C): the staging folder goes and the data folder stays as it was.
  signal?: AbortSignal;
}): Promise<RestoreSummary> {
  const started = Date.now();
  if (!existsSync(options.file)) throw new RestoreRefusedError(`No backup file at ${options.file}.`);
  if (statSync(options.file).isDirectory())
    throw new RestoreRefusedError(`${options.file} is a folder: name a backup file (gatehouse-<time>.tar.gz) in it.`);
  mkdirSync(options.dataFolder, { recursive: true, mode: 0o755 });
  const release = lockDataFolder(options.dataFolder);
  const target = path.join(options.dataFolder, "postgres");
  const staging = path.join(options.dataFolder, "postgres.restoring");
  const replaced = path.join(options.dataFolder, "postgres.replaced");
  try {
    const existing = dataFolderMajor(target);
    // A restore cut off between its two renames leaves the previous cluster only under postgres.replaced.
    if (existing === null && dataFolderMajor(replaced) !== null && !options.force) {
      throw new RestoreRefusedError(
        `${replaced} holds the database an interrupted restore was replacing; nothing was changed. Move it back to ${target}, or run again with --force to replace it.`,
      );
    }
    if (existing !== null && !options.force) {
      throw new RestoreRefusedError(
        `${target} already holds a database; nothing was changed. Run again with --force to replace it (take a backup of it first).`,
      );
    }
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { mode: 0o700 });
    // A file that is not a gzip'd tar, or one cut short, fails in the unpacking: said as what it means.
    const { manifest, settings } = await unpack(options.file, staging, options.onProgress, options.signal).catch(
      (error: unknown) => {
        if (options.signal?.aborted) throw new RestoreRefusedError(STOPPED);
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new RestoreRefusedError(
          `${options.file} is not a readable Gatehouse backup (${reason}); nothing was changed.`,
        );
      },
    );
    if (!manifest || !existsSync(path.join(staging, "backup_label"))) {
      throw new RestoreRefusedError(
        `${options.file} is not a complete Gatehouse backup (it ends before its manifest); nothing was changed.`,
      );
    }
    const major = embeddedPostgresMajor();
    if (manifest.postgresMajor !== major) {
      throw new RestoreRefusedError(
        `${options.file} holds PostgreSQL ${manifest.postgresMajor} data and this build embeds PostgreSQL ${major}; restore it with a build of the same major version, then upgrade (README, Operations).`,
      );
    }
    if (options.signal?.aborted) throw new RestoreRefusedError(STOPPED);
    chmodSync(staging, 0o700);
    chownForPostgres(staging);
    // Two renames swap the clusters and the old one is deleted after: the folder is without a cluster for a moment,
    // not for as long as deleting one takes.
    rmSync(replaced, { recursive: true, force: true });
    if (existsSync(target)) renameSync(target, replaced);
    renameSync(staging, target);
    // The cluster's password lives inside it, so the settings that connect to it come from the same backup.
    if (settings) writeFileSync(path.join(options.dataFolder, "instance.json"), settings, { mode: 0o600 });
    // The restore is whole by now; an old cluster that cannot be deleted is left for the next restore to remove.
    try {
      rmSync(replaced, { recursive: true, force: true });
    } catch {
      // left in place
    }
    return { ...manifest, file: options.file, ms: Date.now() - started };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
