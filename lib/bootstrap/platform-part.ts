export type LaunchMode = "dev" | "start";

// What every part may read: how the platform was launched.
export type LaunchContext = { mode: LaunchMode; port: number; embeddedDatabase: boolean };

// A started part: how to stop it and, for a process that runs until stopped, when it ends on its own (its exit code).
export type RunningPart = { stop?: () => Promise<void>; ended?: Promise<number> };

// One piece of `npm run dev` / `npm start` (a check, the database, a worker, the web server), started in list order.
export type PlatformPart = { name: string; start: (context: LaunchContext) => Promise<RunningPart | void> };

export type RunningPlatform = { stop: () => Promise<void>; ended: Promise<number> };

// How long one part may take to stop before the next is stopped anyway: each bounds its own work well inside it, so
// only a part that hangs reaches it, and the database and the launcher still stop.
export const PART_STOP_MS = 30_000;

async function stopPart(name: string, part: RunningPart): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`Stopping: the ${name} did not stop within ${PART_STOP_MS / 1000} s; stopping the rest.`);
      resolve();
    }, PART_STOP_MS);
  });
  const stopped = Promise.resolve()
    .then(() => part.stop?.())
    .catch((error) => console.error(`Stopping the ${name}: ${error instanceof Error ? error.message : error}`));
  await Promise.race([stopped, late]);
  clearTimeout(timer);
}

// Starts the parts in order; if one fails, the ones already started stop in reverse order and the error is rethrown.
export async function startPlatformParts(parts: PlatformPart[], context: LaunchContext): Promise<RunningPlatform> {
  const started: { name: string; running: RunningPart }[] = [];
  const stop = async () => {
    for (const { name, running } of started.splice(0).reverse()) await stopPart(name, running);
  };
  try {
    for (const part of parts) started.push({ name: part.name, running: (await part.start(context)) ?? {} });
  } catch (error) {
    await stop();
    throw error;
  }
  const endings = started.flatMap(({ running }) => (running.ended ? [running.ended] : []));
  return { stop, ended: endings.length ? Promise.race(endings) : new Promise<number>(() => {}) };
}
