import { config } from "../config/read-config";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { restoreBackup } from "../backup/restore-backup";
import { takeBackup } from "../backup/take-backup";
import { applyMigrations } from "../bootstrap/apply-migrations";
import { embeddedDatabaseUrl, loadInstanceSettings } from "../bootstrap/instance-settings";
import { startEmbeddedDatabase } from "../bootstrap/start-embedded-database";
import { createDatabaseClient, endDatabaseClient } from "../db/client";
import { seedDemoData } from "../seed/seed-demo-data";

const EXTRA_ACCESS_EVENTS = config().BENCH_BACKUP_EVENTS ?? 1_000_000;

// The demo tenant grown to EXTRA_ACCESS_EVENTS access events, copied from its seeded ones.
async function growDemoTenant(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(
    `WITH source AS (SELECT row_number() OVER () - 1 AS i, * FROM access_events WHERE "tenantId" = 'demo-tenant')
     INSERT INTO access_events (id, "tenantId", "propertyId", "deviceId", "userId", method, result, reason, "occurredAt")
     SELECT 'bench' || n, s."tenantId", s."propertyId", s."deviceId", s."userId", s.method, s.result, s.reason, s."occurredAt" - make_interval(mins => n)
     FROM generate_series(1, $1) AS n JOIN source s ON s.i = n % (SELECT count(*) FROM source)`,
    [EXTRA_ACCESS_EVENTS],
  );
  await client.end();
}

async function measure(label: string, fill: (url: string) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-bench-backup-"));
  chmodSync(folder, 0o755);
  const file = `${folder}.tar.gz`;
  try {
    const database = await startEmbeddedDatabase(folder);
    await applyMigrations(database.url);
    await fill(database.url);
    const backup = await takeBackup({
      adminUrl: embeddedDatabaseUrl(loadInstanceSettings(folder), "postgres"),
      dataFolder: folder,
      out: file,
    });
    await database.stop();
    const restore = await restoreBackup({ file, dataFolder: folder, force: true });
    const startedAt = Date.now();
    const restarted = await startEmbeddedDatabase(folder);
    const recoveryMs = Date.now() - startedAt;
    await restarted.stop();
    console.log(
      `backup ${label}: ${(backup.dataBytes / 2 ** 20).toFixed(0)} MB of data -> ${(backup.fileBytes / 2 ** 20).toFixed(1)} MB file in ${(backup.ms / 1000).toFixed(1)} s; ` +
        `restore ${(restore.ms / 1000).toFixed(1)} s + first start (WAL replay) ${(recoveryMs / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(file, { force: true });
  }
}

// `npm run bench:backup`: time to take and restore a backup of an empty instance and of a large demo tenant.
await measure("empty (migrated, no rows)", async () => undefined);
await measure(`large demo tenant (+${EXTRA_ACCESS_EVENTS} access events)`, async (url) => {
  const client = createDatabaseClient(url);
  await seedDemoData(client);
  await endDatabaseClient(client);
  await growDemoTenant(url);
});
