import { config } from "../config/read-config";
import { dataDir } from "../config/data-dir";
import { formatBytes, printProgress } from "./print-progress";
import { restoreBackup } from "./restore-backup";
import { exitWithUsage, strayArgumentLine } from "./exit-with-usage";

const USAGE = "usage: npm run db:restore -- FILE [--force]";

// `npm run db:restore -- FILE [--force]`: the embedded database becomes the one in FILE.
async function main(args: string[]): Promise<void> {
  const files = args.filter((arg) => !arg.startsWith("-"));
  const stray = args.find((arg) => arg.startsWith("-") && arg !== "--force") ?? files[1];
  if (stray !== undefined) exitWithUsage(strayArgumentLine(stray, USAGE));
  if (!files.length) exitWithUsage(USAGE);
  if (config().DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is set: restore that server with its provider's tools or pg_restore (README, Operations); db:restore covers the embedded database.",
    );
  }
  // Ctrl-C (or a SIGTERM) stops the unpacking and still cleans up; the swap itself is never cut in half.
  const stop = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop.abort());
  const summary = await restoreBackup({
    file: files[0],
    dataFolder: dataDir(),
    force: args.includes("--force"),
    onProgress: printProgress("restore"),
    signal: stop.signal,
  });
  console.log(
    `Restored ${formatBytes(summary.dataBytes)} of data backed up at ${summary.takenAt} into ${dataDir()} in ${(summary.ms / 1000).toFixed(1)} s; the next start replays its WAL.`,
  );
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
