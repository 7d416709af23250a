import type { Progress } from "./take-backup";

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

// A progress line every two seconds, so short work prints only its summary.
export function printProgress(verb: string, every = 2000): Progress {
  let last = Date.now();
  return (done, total) => {
    if (Date.now() - last < every) return;
    last = Date.now();
    const percent = total ? Math.floor((done / total) * 100) : 100;
    console.log(`${verb}: ${percent}% (${formatBytes(done)} of ${formatBytes(total)})`);
  };
}
