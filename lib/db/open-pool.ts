import { Pool, type PoolClient, type PoolConfig } from "pg";
import { log } from "../http/log";

const openConnections = new WeakMap<Pool, Set<PoolClient>>();

// A pg pool whose dropped connections, idle or held, are logged once each as `lostMessage` instead of crashing the
// process (a database restart), and whose connections endPool can wait for.
export function openPool(config: PoolConfig, lostMessage: string): Pool {
  const pool = new Pool(config);
  const open = new Set<PoolClient>();
  openConnections.set(pool, open);
  pool.on("connect", (client) => {
    open.add(client);
    client.once("end", () => open.delete(client));
    // pg can report one drop twice (the server's notice, then the closed socket); the first says it.
    let reported = false;
    client.on("error", (error) => {
      if (reported || pool.ending) return;
      reported = true;
      log.warn(lostMessage, { error: error.message });
    });
  });
  // The pool repeats an idle connection's error as its own; the connection's listener above has logged it.
  pool.on("error", () => {});
  return pool;
}

// pg's end waits for checked-out connections to be released, then resolves once it has asked them all to close, not
// once they have: this waits until every one has, up to 5 s in all, so a database stopped next cuts none of them and a
// connection never released (held by a query the server dropped) cannot hold a stop forever.
export async function endPool(pool: Pool): Promise<void> {
  const open = openConnections.get(pool);
  const closed = (async () => {
    await pool.end();
    while (open?.size) await new Promise((resolve) => [...open][0].once("end", resolve));
  })();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
}
