import type pg from "pg";
import { REBUILD_ROLLUPS_SQL } from "../analytics/rebuild-rollups";

export const LARGE = {
  properties: 2000,
  units: 100_000,
  residents: 120_000,
  devices: 8000,
  calls: 1_000_000,
  accessEvents: 2_000_000,
};
export const LARGE_TENANT_ID = "large-tenant";

// A year of data ending now, spread by PostgreSQL's random() (seeded, so every run of the same factors builds the same
// shape).
const callRows = (first: number, last: number, withEvents: boolean) => [
  `WITH inserted AS (
     INSERT INTO calls (id, "propertyId", "unitId", "residentId", carrier, "carrierCallId", "from", "to", status, outcome, "startedAt", "answeredAt", "endedAt", "durationSeconds", "updatedAt")
     SELECT 'lc-' || i, 'lp-' || p, 'lu-' || (p + ${LARGE.properties} * (i % ${LARGE.units / LARGE.properties})), 'lr-' || (p + ${LARGE.properties} * (i % ${LARGE.units / LARGE.properties})),
       (CASE WHEN i % 2 = 0 THEN 'twilio' ELSE 'telnyx' END)::"Carrier", 'lc-' || i, '+15550001111', '+1555' || lpad(p::text, 7, '0'),
       (CASE WHEN r < 0.6 THEN 'completed' WHEN r < 0.8 THEN 'no-answer' WHEN r < 0.85 THEN 'busy' WHEN r < 0.9 THEN 'failed' ELSE 'canceled' END)::"CallStatus",
       (CASE WHEN r < 0.45 THEN 'door_opened' WHEN r < 0.6 THEN 'declined' WHEN r < 0.85 THEN 'unanswered' END)::"CallOutcome",
       started, CASE WHEN r < 0.6 THEN started + make_interval(secs => 4 + (i % 20)) END, started + make_interval(secs => 30 + (i % 60)), 30 + (i % 60), now()
     FROM (SELECT i, 1 + (i::bigint * 7919) % ${LARGE.properties} AS p, random() AS r,
       (now() AT TIME ZONE 'UTC') - make_interval(secs => floor(random() * 365 * 86400)) AS started
       FROM generate_series(${first}, ${last}) i) g
     RETURNING id, "startedAt"
   )
   INSERT INTO call_events (id, "callId", type, status, "occurredAt")
   SELECT c.id || '-' || e.n, c.id, e.type, e.status::"CallStatus", c."startedAt" + make_interval(secs => e.n * 5)
   FROM inserted c CROSS JOIN (VALUES (1, 'ringing', 'ringing'), (2, 'answered', 'in-progress'), (3, 'completed', 'completed')) e(n, type, status)
   WHERE ${withEvents}`,
];

const accessEventRows = (first: number, last: number) => [
  `INSERT INTO access_events (id, "tenantId", "propertyId", "deviceId", method, result, "occurredAt")
   SELECT 'la-' || i, '${LARGE_TENANT_ID}', 'lp-' || p, 'ld-' || (p + ${LARGE.properties} * (i % ${LARGE.devices / LARGE.properties})),
     (ARRAY['app', 'portal', 'admin', 'dtmf', 'pin', 'qr'])[1 + i % 6]::"AccessMethod",
     (CASE WHEN i % 10 = 0 THEN 'denied' ELSE 'granted' END)::"AccessResult",
     (now() AT TIME ZONE 'UTC') - make_interval(secs => floor(random() * 365 * 86400))
   FROM (SELECT i, 1 + (i::bigint * 104729) % ${LARGE.properties} AS p FROM generate_series(${first}, ${last}) i) g`,
];

const portfolioRows = [
  `INSERT INTO tenants (id, name, slug, plan, "updatedAt") VALUES ('${LARGE_TENANT_ID}', 'Large Portfolio', 'large', 'enterprise', now())`,
  `INSERT INTO properties (id, "tenantId", name, address, "phoneNumber", "updatedAt")
   SELECT 'lp-' || i, '${LARGE_TENANT_ID}', 'Property ' || i, i || ' Large Street', '+1555' || lpad(i::text, 7, '0'), now() FROM generate_series(1, ${LARGE.properties}) i`,
  `INSERT INTO units (id, "propertyId", label, floor, "directoryCode", "updatedAt")
   SELECT 'lu-' || i, 'lp-' || (1 + (i - 1) % ${LARGE.properties}), 'Unit ' || i, (i % 30)::text, i::text, now() FROM generate_series(1, ${LARGE.units}) i`,
  `INSERT INTO users (id, "tenantId", email, name, role, status, "updatedAt")
   SELECT 'lr-' || i, '${LARGE_TENANT_ID}', 'resident' || i || '@large.test', 'Resident ' || i, 'resident', 'active', now() FROM generate_series(1, ${LARGE.residents}) i`,
  `INSERT INTO unit_memberships ("userId", "unitId") SELECT 'lr-' || i, 'lu-' || (1 + (i - 1) % ${LARGE.units}) FROM generate_series(1, ${LARGE.residents}) i`,
  `INSERT INTO devices (id, "propertyId", name, kind, "serialNumber", status, "lastSeenAt", "updatedAt")
   SELECT 'ld-' || i, 'lp-' || (1 + (i - 1) % ${LARGE.properties}), 'Device ' || i, (ARRAY['intercom', 'door_controller', 'reader', 'camera'])[1 + i % 4]::"DeviceKind",
     'LD-' || i, (CASE WHEN i % 20 = 0 THEN 'offline' ELSE 'online' END)::"DeviceStatus", now(), now() FROM generate_series(1, ${LARGE.devices}) i`,
  `INSERT INTO device_status_events (id, "deviceId", status, "occurredAt")
   SELECT 'ls-' || i || '-' || n, 'ld-' || i, (CASE WHEN n % 2 = 0 THEN 'offline' ELSE 'online' END)::"DeviceStatus",
     (now() AT TIME ZONE 'UTC') - make_interval(days => 370 - n * 70, secs => i)
   FROM generate_series(1, ${LARGE.devices}) i CROSS JOIN generate_series(1, 5) n`,
];

const CHUNK = 250_000;

async function run(client: pg.Client, statements: string[]): Promise<void> {
  for (const statement of statements) await client.query(statement);
}

async function inChunks(
  client: pg.Client,
  first: number,
  last: number,
  rows: (a: number, b: number) => string[],
): Promise<void> {
  for (let start = first; start <= last; start += CHUNK)
    await run(client, rows(start, Math.min(last, start + CHUNK - 1)));
}

// The tables a load fills by the million: their indexes (all but primary keys, unique ones included: the rows are
// unique by construction) are built once after the load, many times faster than kept up to date row by row.
const BULK_TABLES = ["calls", "call_events", "access_events"];

async function withoutIndexes(client: pg.Client, load: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
  try {
    await load();
  } finally {
    await client.query("SET maintenance_work_mem = '512MB'");
    for (const index of indexes) await client.query(index.definition);
  }
}

// Loads with triggers and foreign-key checks off (the rows are consistent by construction), then recounts the rollups.
async function bulkLoad(client: pg.Client, load: () => Promise<void>): Promise<void> {
  await client.query("SELECT setseed(0.42)");
  await client.query("SET session_replication_role = replica");
  try {
    await withoutIndexes(client, load);
  } finally {
    await client.query("SET session_replication_role = origin");
  }
  await run(client, REBUILD_ROLLUPS_SQL);
  await client.query("VACUUM ANALYZE");
  // The load's dirty pages written now, not by a checkpoint spread over the timed reads that follow.
  await client.query("CHECKPOINT");
}

// The large customer: 2,000 properties, 100,000 units, 120,000 residents, 8,000 devices,
// 1,000,000 calls (3 events each) over a year and 2,000,000 access events.
export async function buildLargeTenant(client: pg.Client): Promise<void> {
  await bulkLoad(client, async () => {
    await run(client, portfolioRows);
    await inChunks(client, 1, LARGE.calls, (a, b) => callRows(a, b, true));
    await inChunks(client, 1, LARGE.accessEvents, accessEventRows);
  });
}

// Grows the calls and access events from `from` to `to` times the large tenant's (the new calls without call events).
export async function growLargeTenant(client: pg.Client, from: number, to: number): Promise<void> {
  await bulkLoad(client, async () => {
    await inChunks(client, LARGE.calls * from + 1, LARGE.calls * to, (a, b) => callRows(a, b, false));
    await inChunks(client, LARGE.accessEvents * from + 1, LARGE.accessEvents * to, accessEventRows);
  });
}
