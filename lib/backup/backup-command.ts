import { config } from "../config/read-config";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { dataFolderHolder } from "../bootstrap/data-folder-lock";
import { dataDir } from "../config/data-dir";
import { embeddedDatabaseUrl, readInstanceSettings } from "../bootstrap/instance-settings";
import { startEmbeddedDatabase } from "../bootstrap/start-embedded-database";
import { formatBytes, printProgress } from "./print-progress";
import { backupFileName } from "./schedule-backups";
import { takeBackup } from "./take-backup";
import { exitWithUsage, strayArgumentLine } from "./exit-with-usage";

const USAGE = "usage: npm run db:backup -- [--out FILE]";

// --out FILE, else a file named for the time in this folder; anything else is refused rather than ignored.
function outArgument(args: string[]): string {
  const [option, file, ...rest] = args;
  const stray = option !== undefined && option !== "--out" ? option : rest[0];
  if (stray !== undefined) exitWithUsage(strayArgumentLine(stray, USAGE));
  if (option && (!file || file.startsWith("-"))) exitWithUsage(`--out needs a file name; ${USAGE}`);
  return path.resolve(file ?? backupFileName());
}

// `npm run db:backup -- --out FILE`: a consistent backup of the embedded database, running or not.
async function main(args: string[]): Promise<void> {
  const out = outArgument(args);
  if (config().DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is set: back up that server with its provider's backups or pg_dump of its major version (README, Operations); db:backup covers the embedded database.",
    );
  }
  if (!statSync(path.dirname(out), { throwIfNoEntry: false })?.isDirectory())
    throw new Error(
      `The folder ${path.dirname(out)} does not exist: create it, or give --out a file in another folder.`,
    );
  const folder = dataDir();
  if (!existsSync(path.join(folder, "postgres", "PG_VERSION")))
    throw new Error(`No embedded database in ${folder}: nothing to back up.`);
  // A running platform is backed up through its own server; otherwise the server is started for the backup.
  const started = dataFolderHolder(folder) ? null : await startEmbeddedDatabase(folder);
  try {
    const settings = readInstanceSettings(folder);
    if (!settings) throw new Error(`${folder}/instance.json is missing: the database's password is kept there.`);
    const summary = await takeBackup({
      adminUrl: embeddedDatabaseUrl(settings, "postgres"),
      dataFolder: folder,
      out,
      onProgress: printProgress("backup"),
    });
    console.log(
      `Backed up ${formatBytes(summary.dataBytes)} of PostgreSQL ${summary.postgresMajor} data to ${summary.file} (${formatBytes(summary.fileBytes)}) in ${(summary.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    await started?.stop();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
