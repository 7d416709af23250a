import pg from "pg";
import { issueApiKey } from "../api-keys/issue-api-key";
import { ALL_SCOPES } from "../auth/scopes";
import { config } from "../config/read-config";
import type { Database } from "../db/client";
import { startTestServer, type TestServer } from "../testing/start-test-server";
import type { TestDatabase } from "../testing/start-test-database";
import { buildLargeTenant, growLargeTenant, LARGE, LARGE_TENANT_ID } from "./build-large-tenant";
import { checkRoomToGrow, databaseBytes } from "./check-room-to-grow";
import { percentile } from "./percentile";

const SAMPLES = config().BENCH_SCALE_SAMPLES ?? 20;
const READ_SCOPES = ALL_SCOPES.filter((scope) => scope.endsWith(":read"));

type Route = { label: string; path: string; platform?: boolean };

const day = 24 * 3600 * 1000;
const since = (days: number) => encodeURIComponent(new Date(Date.now() - days * day).toISOString());

// Every admin list (first page, deep page, filters, search), detail, stats and analytics read.
const ROUTES: Route[] = [
  { label: "tenants list", path: "/api/admin/tenants?limit=50", platform: true },
  { label: "tenant", path: `/api/admin/tenants/${LARGE_TENANT_ID}` },
  { label: "properties list", path: "/api/admin/properties?limit=50" },
  { label: "properties deep page", path: "/api/admin/properties?limit=50&offset=1900" },
  { label: "properties q", path: "/api/admin/properties?q=Property%201999" },
  { label: "property", path: "/api/admin/properties/lp-1999" },
  { label: "units list", path: "/api/admin/units?limit=50" },
  { label: "units offset 90000", path: "/api/admin/units?limit=50&offset=90000" },
  { label: "units of a property", path: "/api/admin/units?propertyId=lp-7&limit=50" },
  { label: "unit", path: "/api/admin/units/lu-99999" },
  { label: "users list", path: "/api/admin/users?limit=50" },
  { label: "users q", path: "/api/admin/users?q=Resident%2011999" },
  { label: "users offset 100000", path: "/api/admin/users?limit=50&offset=100000" },
  { label: "user", path: "/api/admin/users/lr-11999" },
  { label: "calls newest", path: "/api/admin/calls?limit=50" },
  { label: "calls offset 500000", path: "/api/admin/calls?limit=50&offset=500000" },
  { label: "calls of a property", path: "/api/admin/calls?propertyId=lp-7&limit=50" },
  { label: "calls by status", path: "/api/admin/calls?status=busy&limit=50" },
  { label: "calls last 30 days offset 50000", path: `/api/admin/calls?from=${since(30)}&limit=50&offset=50000` },
  { label: "call", path: "/api/admin/calls/lc-4242" },
  { label: "access events newest", path: "/api/admin/access-events?limit=50" },
  { label: "access events offset 1000000", path: "/api/admin/access-events?limit=50&offset=1000000" },
  { label: "access events of a property", path: "/api/admin/access-events?propertyId=lp-7&limit=50" },
  { label: "access events denied", path: "/api/admin/access-events?result=denied&limit=50" },
  { label: "access events last 30 days", path: `/api/admin/access-events?from=${since(30)}&limit=50` },
  {
    label: "access events a year to 10 days ago, offset 1000000",
    path: `/api/admin/access-events?from=${since(365)}&to=${since(10)}&limit=50&offset=1000000`,
  },
  { label: "devices list", path: "/api/admin/devices?limit=50" },
  { label: "devices offset 7000", path: "/api/admin/devices?limit=50&offset=7000" },
  { label: "device", path: "/api/admin/devices/ld-4242" },
  { label: "stats", path: "/api/admin/stats" },
  { label: "analytics 30 d by day", path: "/api/admin/analytics" },
  { label: "analytics 365 d by week", path: `/api/admin/analytics?from=${since(365)}&interval=week` },
  { label: "analytics 7 d by hour", path: `/api/admin/analytics?from=${since(7)}&interval=hour` },
  // The dashboard's own asks: its days in the buildings' zone; a half-hour zone splits an hour at each bound.
  { label: "analytics 30 d by day, New York", path: "/api/admin/analytics?timeZone=America/New_York" },
  {
    label: "analytics 365 d by week, New York",
    path: `/api/admin/analytics?from=${since(365)}&interval=week&timeZone=America/New_York`,
  },
  {
    label: "analytics 365 d by day, New York",
    path: `/api/admin/analytics?from=${since(365)}&interval=day&timeZone=America/New_York`,
  },
  { label: "analytics 30 d by day, Kolkata", path: "/api/admin/analytics?timeZone=Asia/Kolkata" },
  {
    label: "analytics 365 d by week, Kolkata",
    path: `/api/admin/analytics?from=${since(365)}&interval=week&timeZone=Asia/Kolkata`,
  },
  {
    label: "analytics 365 d by day, Kolkata",
    path: `/api/admin/analytics?from=${since(365)}&interval=day&timeZone=Asia/Kolkata`,
  },
  {
    label: "analytics 7 d by hour, Kolkata",
    path: `/api/admin/analytics?from=${since(7)}&interval=hour&timeZone=Asia/Kolkata`,
  },
  {
    label: "analytics 83 d by hour, Kolkata",
    path: `/api/admin/analytics?from=${since(83)}&interval=hour&timeZone=Asia/Kolkata`,
  },
  {
    label: "analytics 365 d, one property",
    path: `/api/admin/analytics?from=${since(365)}&interval=week&propertyId=lp-7`,
  },
];

type Timing = { median: number; p95: number; status: number };

// Sequential requests, two untimed first, so each figure is one request's own time.
async function time(baseUrl: string, route: Route, key: string): Promise<Timing> {
  const get = () => fetch(`${baseUrl}${route.path}`, { headers: { authorization: `Bearer ${key}` } });
  let status = 0;
  for (let i = 0; i < 2; i++)
    status = await get().then(async (response) => (await response.arrayBuffer(), response.status));
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const response = await get();
    await response.arrayBuffer();
    times.push(performance.now() - start);
    status = response.status;
  }
  return { median: percentile(times, 50), p95: percentile(times, 95), status };
}

const ms = (value: number) => Math.round(value * 10) / 10;

// `npm run bench -- --scale`: the large tenant in a throwaway database, every admin read timed, then the same at
// `factor` times the calls and access events, each factor grown from the one before (BENCH_SCALE_FACTORS, default
// "1,10").
export async function runScaleBench(
  { url: databaseUrl, folder }: TestDatabase,
  database: Database,
  track: (server: TestServer) => void,
): Promise<void> {
  const factors = (config().BENCH_SCALE_FACTORS ?? "1,10").split(",").map(Number);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const results: Timing[][] = [];
  let built = 0;
  let oneX = 0;
  try {
    for (const factor of factors) {
      const started = Date.now();
      console.log(
        factor === 1
          ? `Building the large tenant (${JSON.stringify(LARGE)})...`
          : `Growing calls and access events to ${factor}x...`,
      );
      if (factor === 1) {
        await buildLargeTenant(client);
        oneX = await databaseBytes(client);
      } else {
        const growth = { from: built, to: factor };
        checkRoomToGrow(growth, oneX, folder);
        await growLargeTenant(client, growth.from, growth.to);
      }
      built = factor;
      console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
      const tenantKey = (
        await issueApiKey(database, {
          name: `scale ${factor}`,
          scopes: READ_SCOPES,
          tenantId: LARGE_TENANT_ID,
          rateLimitPerMinute: 100_000_000,
        })
      ).key;
      const platformKey = (
        await issueApiKey(database, {
          name: `scale platform ${factor}`,
          scopes: READ_SCOPES,
          tenantId: null,
          rateLimitPerMinute: 100_000_000,
        })
      ).key;
      const server = await startTestServer(databaseUrl);
      track(server);
      const timings: Timing[] = [];
      for (const route of ROUTES)
        timings.push(await time(server.baseUrl, route, route.platform ? platformKey : tenantKey));
      await server.stop();
      results.push(timings);
    }
  } finally {
    await client.end();
    // What was timed is printed even when a later growth is refused or fails.
    if (results.length) printTimings(factors, results);
  }
}

function printTimings(factors: number[], results: Timing[][]): void {
  console.log(
    `\nAdmin reads on the large tenant, ${SAMPLES} sequential requests each after 2 untimed, ms (next start, embedded PostgreSQL, loopback)`,
  );
  console.table(
    Object.fromEntries(
      ROUTES.map((route, index) => {
        const row: Record<string, number | string> = {};
        factors.forEach((factor, f) => {
          const timing = results[f]?.[index];
          if (!timing) return;
          row[`${factor}x median`] = ms(timing.median);
          row[`${factor}x p95`] = ms(timing.p95);
          if (timing.status !== 200) row[`${factor}x status`] = timing.status;
        });
        const [first, last] = [results[0]?.[index], results.at(-1)?.[index]];
        if (results.length > 1 && first && last) row.growth = Number((last.median / first.median).toFixed(2));
        return [`${route.label}  ${route.path.split("?")[0]}`, row];
      }),
    ),
  );
}
