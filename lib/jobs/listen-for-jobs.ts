import type { Notification, Pool, PoolClient } from "pg";
import { log } from "../http/log";

// The channel a job queued by addJobSql announces itself on at commit: "<queue schema> <kind> <job id>".
export const JOB_NOTICES = "gatehouse:jobs";
// graphile-worker's announcement of each migration it applies, to every queue schema's runners (no schema named).
const MIGRATION_NOTICES = "worker:migrate";

export type JobNotices = { stop: () => Promise<void> };

// One connection hears every queued job and wakes only its kind's runner: the library's own notice names no kind, so
// each job woke every kind's runner into a fetch that found nothing (docs/architecture.md, "Background jobs"). It also
// hears the library's migrations, which `migrated` checks against the worker's own schema.
export async function listenForJobs(
  pool: Pool,
  schema: string,
  wake: (kind: string) => void,
  migrated: () => void,
): Promise<JobNotices> {
  let client: PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const onNotice = ({ channel, payload = "" }: Notification) => {
    if (channel === MIGRATION_NOTICES) return migrated();
    const [noticeSchema, kind] = payload.split(" ");
    if (channel !== JOB_NOTICES || noticeSchema !== schema || !kind) return;
    try {
      wake(kind);
    } catch {
      // A runner shutting down refuses to be woken (the library asserts it); its jobs wait for the next worker.
    }
  };
  const listen = async (): Promise<void> => {
    const next = await pool.connect();
    next.on("notification", onNotice);
    next.once("error", (error) => {
      if (client !== next) return;
      client = null;
      next.release(true);
      // The pool has logged the loss (open-pool.ts). Idle workers still poll, so a job queued meanwhile waits at most
      // one poll interval.
      log.debug("job notices reconnecting", { error: error.message });
      reconnect(1_000);
    });
    try {
      await next.query(`LISTEN "${MIGRATION_NOTICES}"`);
      await next.query(`LISTEN "${JOB_NOTICES}"`);
    } catch (error) {
      next.release(true);
      throw error;
    }
    if (stopped) next.release(true);
    else client = next;
  };
  const reconnect = (delayMs: number) => {
    retry = setTimeout(() => {
      if (stopped) return;
      listen().catch((error: Error) => {
        log.warn("job notices could not reconnect; trying again", { error: error.message, inMs: delayMs * 2 });
        reconnect(Math.min(delayMs * 2, 30_000));
      });
    }, delayMs).unref();
  };
  await listen();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      current?.release(true);
    },
  };
}
