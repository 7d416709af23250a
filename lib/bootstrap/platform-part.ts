export type LaunchMode = "dev" | "start";

// What every part may read: how the platform was launched.
export type LaunchContext = { mode: LaunchMode; port: number; embeddedDatabase: boolean };

// A started part: how to stop it and, for a process that runs until stopped, when it ends on its own (its exit code).
export type RunningPart = { stop?: () => Promise<void>; ended?: Promise<number> };

// One piece of `npm run dev` / `npm start` (a check, the database, a worker, the web server), started in list order.
export type PlatformPart = { name: string; start: (context: LaunchContext) => Promise<RunningPart | void> };

export type RunningPlatform = { stop: () => Promise<void>; ended: Promise<number> };

// Starts the parts in order; if one fails, the ones already started stop in reverse order and the error is rethrown.
export async function startPlatformParts(parts: PlatformPart[], context: LaunchContext): Promise<RunningPlatform> {
  const started: RunningPart[] = [];
  const stop = async () => {
    for (const part of started.splice(0).reverse())
      await part
        .stop?.()
        .catch((error) => console.error(`Stopping: ${error instanceof Error ? error.message : error}`));
  };
  try {
    for (const part of parts) started.push((await part.start(context)) ?? {});
  } catch (error) {
    await stop();
    throw error;
  }
  const endings = started.flatMap((part) => (part.ended ? [part.ended] : []));
  return { stop, ended: endings.length ? Promise.race(endings) : new Promise<number>(() => {}) };
}
