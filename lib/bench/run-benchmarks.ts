import { loadavg } from "node:os";
import { issueApiKey } from "../api-keys/issue-api-key";
import { ensureProductionBuild } from "../bootstrap/ensure-production-build";
import { closeDatabase, createDatabaseClient, endDatabaseClient, type Database } from "../db/client";
import { seedDemoData } from "../seed/seed-demo-data";
import { StartupError } from "../bootstrap/startup-error";
import { startTestDatabase, type TestDatabase } from "../testing/start-test-database";
import { startTestServer, type TestServer } from "../testing/start-test-server";
import { benchDevices } from "./bench-devices";
import { benchIdlePlatform } from "./bench-idle-platform";
import { benchLoginFlood, printFloodFigures } from "./bench-login-flood";
import { benchResidentImport } from "./bench-resident-import";
import { benchTelnyxWebhook } from "./bench-telnyx-webhook";
import { benchTwilioVoice, type TwilioVoiceBenchResult } from "./bench-twilio-voice";
import { benchWebhooks } from "./bench-webhooks";
import { measureRoute, warmUp, type LoadSettings, type RouteFigures } from "./measure-route";
import { mib, printCores, printIdle, printMemory, printRoundFigures } from "./print-figures";
import { runScaleBench } from "./run-scale-bench";
import { settleDatabase } from "./settle-database";
import { signInDemo } from "./sign-in-demo";
import { peakOf, readMemoryByRole } from "./read-process-memory";
import { startCpuReading, type CoresByRole } from "./read-process-cpu";
import { config, setConfigDefaults } from "../config/read-config";

const LOAD: LoadSettings = {
  connections: config().BENCH_CONNECTIONS ?? 50,
  durationSeconds: config().BENCH_SECONDS ?? 10,
};
// Each route is loaded this many times, taking turns with the others.
const ROUNDS = 5;
// Covers a cold `next build` plus both runs; past it the bench stops everything and fails.
const GIVE_UP_AFTER_MS = (process.argv.includes("--scale") ? 120 : 20) * 60_000;

let database: TestDatabase | undefined;
let client: Database | undefined;
let server: TestServer | undefined;

// Taken out of the variables first, so a second caller (Ctrl-C during the finally) finds nothing left to stop.
async function stopEverything(): Promise<void> {
  const running = { server, client, database };
  server = client = database = undefined;
  await running.server?.stop();
  if (running.client) await endDatabaseClient(running.client);
  // The shared client too (webhook attempts and job workers ran in this process), before its database goes away.
  await closeDatabase();
  await running.database?.remove();
}

async function benchScale(): Promise<void> {
  ensureProductionBuild();
  console.log("Starting a throwaway PostgreSQL...");
  database = await startTestDatabase();
  client = createDatabaseClient(database.url);
  await runScaleBench(database, client, (started) => (server = started));
}

async function bench(): Promise<void> {
  ensureProductionBuild();
  console.log("Starting a throwaway PostgreSQL with the demo data...");
  database = await startTestDatabase();
  client = createDatabaseClient(database.url);
  await seedDemoData(client);
  const demo = await client.tenant.findUniqueOrThrow({ where: { slug: "demo" } });
  // A limit far above what the run can reach, so the rate limiter does its work but never refuses.
  const { key } = await issueApiKey(client, {
    name: "bench",
    scopes: ["properties:read"],
    tenantId: demo.id,
    rateLimitPerMinute: 100_000_000,
  });

  // `npm run bench -- --telnyx` runs the Telnyx webhook bench alone (it starts its own server).
  if (process.argv.includes("--telnyx")) return benchTelnyx(key);
  // `npm run bench -- --devices` runs the device fleet alone (it starts its own server).
  if (process.argv.includes("--devices")) return benchFleet(demo.id);
  // `npm run bench -- --flood` runs the sign-in flood alone (it starts its own server).
  if (process.argv.includes("--flood")) return benchFlood(demo.id);
  const twilioAuthToken = "bench-twilio-auth-token";
  server = await startTestServer(database.url, { TWILIO_AUTH_TOKEN: twilioAuthToken });
  // `npm run bench -- --import` runs the rent-roll import alone.
  if (process.argv.includes("--import")) return benchImport(demo.id);
  // `npm run bench -- --webhooks` runs the webhook deliveries alone.
  if (process.argv.includes("--webhooks")) return benchWebhookDeliveries(demo.id);
  const residentToken = await signInDemo(server.baseUrl, "resident@gatehouse.local");
  const list = {
    label: "GET /api/admin/properties?limit=50",
    url: `${server.baseUrl}/api/admin/properties?limit=50`,
    headers: { authorization: `Bearer ${key}` },
  };
  const resident = {
    label: "GET /api/v1/profile",
    url: `${server.baseUrl}/api/v1/profile`,
    headers: { authorization: `Bearer ${residentToken}` },
  };
  const trivial = { label: "GET /api/health/live", url: `${server.baseUrl}/api/health/live`, headers: {} };
  const routes = [list, resident, trivial];
  for (const route of routes) {
    const probe = await fetch(route.url, { headers: route.headers });
    if (probe.status !== 200) throw new Error(`${route.label} answered ${probe.status}: ${await probe.text()}`);
  }

  const idle = readMemoryByRole();
  // `npm run bench -- --idle` runs this part alone; `--routes` leaves it out.
  if (!process.argv.includes("--routes")) printIdle(await benchIdlePlatform(client, database.url));
  if (process.argv.includes("--idle")) return;
  // Each process role's CPU while each route is loaded, round by round.
  const cores: Record<string, CoresByRole[]> = {};
  const readingCores = async <T>(label: string, load: () => Promise<T>): Promise<T> => {
    const reading = startCpuReading();
    const result = await load();
    (cores[label] ??= []).push(reading());
    return result;
  };
  const voice = { baseUrl: server.baseUrl, database: client, authToken: twilioAuthToken, ...LOAD };
  for (const route of routes) await warmUp(route.url, route.headers, LOAD.connections);
  // The routes take turns, round after round, so a slow minute of a shared machine lands on each of them.
  const rounds: RouteFigures[][] = [];
  const voiceRounds: TwilioVoiceBenchResult[] = [];
  let voicePeak = readMemoryByRole();
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(
      `Round ${round} of ${ROUNDS}: each route, then the signed POST /twilio/voice (one new call per request), ${LOAD.connections} connections, ${LOAD.durationSeconds} s each...`,
    );
    const figures: RouteFigures[] = [];
    for (const route of routes)
      figures.push(await readingCores(route.label, () => measureRoute(route.label, route.url, route.headers, LOAD)));
    rounds.push(figures);
    const sampler = setInterval(() => (voicePeak = peakOf(voicePeak, readMemoryByRole())), 250);
    voiceRounds.push(
      await readingCores("POST /twilio/voice", () => benchTwilioVoice(voice)).finally(() => clearInterval(sampler)),
    );
    console.log(
      `  PostgreSQL settled after the webhook load in ${await settleDatabase(client)} ms (vacuum, checkpoint)`,
    );
  }
  printRoundFigures(rounds, { label: "POST /twilio/voice", rounds: voiceRounds }, LOAD);
  printCores(cores);
  const routePeaks = routes.map((route, i) => ({
    label: route.label,
    memory: rounds.map((figures) => figures[i].peakMemory).reduce(peakOf),
  }));

  // `npm run bench -- --routes` stops here: the request rates and the Twilio webhook alone.
  if (process.argv.includes("--routes"))
    return printMemory(idle, [...routePeaks, { label: "POST /twilio/voice", memory: voicePeak }]);

  await benchWebhookDeliveries(demo.id);
  await benchImport(demo.id);
  await benchTelnyx(key);
  await benchFleet(demo.id);
  await benchFlood(demo.id);

  printMemory(idle, [...routePeaks, { label: "POST /twilio/voice", memory: voicePeak }]);
}

// Signed webhooks delivered to a local verifying receiver, then the delay from an unlock to its webhook.
async function benchWebhookDeliveries(tenantId: string): Promise<void> {
  if (!database || !client || !server) throw new Error("the bench database or server is not running");
  console.log("\nDelivering signed webhooks to a local receiver that verifies each one...");
  // Delivery attempts run in this process and reach the database through the shared client.
  setConfigDefaults({ DATABASE_URL: database.url });
  const door = await client.device.findFirstOrThrow({
    where: { property: { tenantId }, status: "online", kind: "door_controller" },
  });
  const { key: unlockKey } = await issueApiKey(client, {
    name: "bench unlock",
    scopes: ["devices:write"],
    tenantId,
    rateLimitPerMinute: 100_000_000,
  });
  const webhooks = await benchWebhooks({
    database: client,
    databaseUrl: database.url,
    baseUrl: server.baseUrl,
    apiKey: unlockKey,
    tenantId,
    deviceId: door.id,
    events: 1000,
    samples: 50,
    concurrency: 16,
  });
  console.table({
    webhooks: {
      "events/s delivered": Math.round(webhooks.eventsPerSecond),
      events: webhooks.events,
      verified: webhooks.verified,
      "door->webhook p50 ms": webhooks.doorToWebhookP50Ms,
      "door->webhook p99 ms": webhooks.doorToWebhookP99Ms,
      samples: webhooks.samples,
    },
  });
}

// A 10,000-row rent roll (CSV) through the admin API into the demo's first property, then the same file again.
async function benchImport(tenantId: string): Promise<void> {
  console.log("\nImporting a 10,000-row rent roll (CSV), then the same file again...");
  const harbor = await client!.property.findFirstOrThrow({
    where: { tenantId },
    orderBy: { createdAt: "asc" },
  });
  const { key: importKey } = await issueApiKey(client!, {
    name: "bench import",
    scopes: ["users:write", "units:write"],
    tenantId,
    rateLimitPerMinute: 100_000_000,
  });
  const imported = await benchResidentImport({
    baseUrl: server!.baseUrl,
    apiKey: importKey,
    propertyName: harbor.name,
    rows: 10_000,
  });
  const perSecond = (ms: number) => Math.round((imported.rows / ms) * 1000);
  console.table({
    "POST /api/admin/imports/residents": {
      rows: imported.rows,
      KiB: imported.kib,
      "first ms": imported.firstMs,
      "first rows/s": perSecond(imported.firstMs),
      "again ms": imported.againMs,
      "again rows/s": perSecond(imported.againMs),
      created: imported.created,
      unchanged: imported.unchanged,
    },
  });
}

// Signed Telnyx webhooks while Telnyx's API answers in 8 s (throughput, p99), then event to command with a fast API.
async function benchTelnyx(adminKey: string): Promise<void> {
  if (!database || !client) throw new Error("the bench database is not running");
  console.log(
    `\nLoading signed POST /telnyx/webhook after an untimed warm-up, with Telnyx answering commands in 8 s (${LOAD.connections} connections, ${LOAD.durationSeconds} s), then timing event to command with a fast Telnyx...`,
  );
  const telnyx = await benchTelnyxWebhook({ databaseUrl: database.url, database: client, adminKey, ...LOAD });
  const { burst } = telnyx;
  console.log(
    `${burst.calls} calls at once, Telnyx API 8 s: answers ${JSON.stringify(burst.answers)}, p50 ${burst.answerP50Ms} ms, ` +
      `slowest ${burst.answerMaxMs} ms; meanwhile admin list p99 ${burst.adminP99Ms} ms, resident read p99 ` +
      `${burst.residentP99Ms} ms (${burst.probes} probes); ${burst.delivered} of ${burst.calls} answer commands at ` +
      `Telnyx, the last ${burst.lastDeliveredAfterMs} ms after the calls`,
  );
  console.table({
    "signed POST /telnyx/webhook (Telnyx API 8 s)": {
      "req/s": Math.round(telnyx.slowRequestsPerSecond),
      "p99 ms": telnyx.slowP99Ms,
      "2xx": telnyx.slow2xx,
      "non-2xx": telnyx.slowNon2xx,
      timeouts: telnyx.slowTimeouts,
    },
    "webhook answer (fast Telnyx API)": {
      "p50 ms": telnyx.answerP50Ms,
      "p99 ms": telnyx.answerP99Ms,
      events: telnyx.eventsTimed,
    },
    "event to command (fast Telnyx API)": {
      "p50 ms": telnyx.eventToCommandP50Ms,
      "p99 ms": telnyx.eventToCommandP99Ms,
      events: telnyx.eventsTimed,
    },
  });
  console.log(
    `Worker process (npm run worker) PSS: ${mib(telnyx.workerIdleBytes)} MiB idle, ${mib(telnyx.workerPeakBytes)} MiB at its peak while applying the events and sending the commands`,
  );
  console.log(`Slow run answers by status: ${JSON.stringify(telnyx.slowStatuses)}`);
  for (const [answer, body] of Object.entries(telnyx.slowSamples)) console.log(`  ${answer}: ${body}`);
  // The figures depend on what else the machine runs; the load average puts them in context.
  console.log(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(1))
      .join(", ")}`,
  );
}

// 1,000 (BENCH_DEVICES) controllers connected, unlocks at 50/s: delivery and ack times, broker memory per device.
async function benchFleet(tenantId: string): Promise<void> {
  const { key } = await issueApiKey(client!, {
    name: "bench fleet",
    scopes: ["devices:write"],
    tenantId,
    rateLimitPerMinute: 100_000_000,
  });
  const fleetSize = config().BENCH_DEVICES ?? 1000;
  console.log(
    `\n${fleetSize} simulated controllers on the embedded broker; unlocks through the admin API at 50/s for 10 s...`,
  );
  const fleetProperty = await client!.property.create({
    data: { tenantId, name: "Bench fleet", address: "1 Bench Road" },
  });
  // The fleet's app runs with the bench broker's settings, as `npm start` runs it beside its broker.
  await server?.stop();
  server = undefined;
  const devices = await benchDevices({
    databaseUrl: database!.url,
    database: client!,
    startServer: async (env) => (server = await startTestServer(database!.url, env)),
    apiKey: key,
    propertyId: fleetProperty.id,
    devices: fleetSize,
    ratePerSecond: 50,
    seconds: 10,
  });
  console.table({
    [`${devices.devices} devices, unlocks at ${devices.ratePerSecond}/s`]: {
      online: devices.online,
      "online after s": Number(devices.connectSeconds.toFixed(1)),
      unlocks: devices.unlocks,
      refused: devices.refused,
      delivered: devices.delivered,
      acknowledged: devices.acknowledged,
      "API p50 ms": devices.apiP50Ms,
      "API p99 ms": devices.apiP99Ms,
      "request->device p50 ms": devices.deliveryP50Ms,
      "request->device p99 ms": devices.deliveryP99Ms,
      "request->ack p50 ms": devices.ackP50Ms,
      "request->ack p99 ms": devices.ackP99Ms,
    },
  });
  console.log(`Unlock answers by status: ${JSON.stringify(devices.answers)}`);
  console.log(
    `Broker + gateway process: ${mib(devices.brokerIdleBytes)} MiB idle, ${mib(devices.brokerConnectedBytes)} MiB with ${devices.devices} devices ` +
      `(${((devices.brokerConnectedBytes - devices.brokerIdleBytes) / 1024 / devices.devices).toFixed(1)} KiB per device); app ${mib(devices.appBytes)} MiB`,
  );
}

// 20 clients' worth of password guesses at one account from one address for 10 s, on a server with the shipped
// sign-in limits, while liveness and an admin list are timed; the account's owner signs in from elsewhere meanwhile.
async function benchFlood(tenantId: string): Promise<void> {
  const { key } = await issueApiKey(client!, {
    name: "bench flood",
    scopes: ["properties:read"],
    tenantId,
    rateLimitPerMinute: 100_000_000,
  });
  await server?.stop();
  server = await startTestServer(database!.url, {
    SIGN_IN_ATTEMPTS_PER_MINUTE: "",
    SIGN_IN_FAILURES_PER_CLIENT: "",
    SIGN_IN_CONCURRENCY_PER_CLIENT: "",
    SIGN_IN_REFUSAL_DELAY_MS: "",
  });
  const options = {
    baseUrl: server.baseUrl,
    adminKey: key,
    email: "staff@gatehouse.local",
    password: "gatehouse",
    connections: 20,
    seconds: 10,
  };
  console.log(
    `\nFlooding POST /registration/login from one address (${options.connections} connections, ${options.seconds} s) while timing liveness and an admin list...`,
  );
  printFloodFigures(await benchLoginFlood(options), options);
}

// `npm run bench`: everything it starts, it stops, also on Ctrl-C and when it runs too long.
async function main(): Promise<void> {
  const giveUp = setTimeout(() => {
    console.error(`Bench gave up after ${GIVE_UP_AFTER_MS / 60_000} minutes`);
    void stopEverything().finally(() => process.exit(1));
  }, GIVE_UP_AFTER_MS);
  process.once("SIGINT", () => void stopEverything().finally(() => process.exit(130)));
  try {
    await (process.argv.includes("--scale") ? benchScale() : bench());
  } finally {
    clearTimeout(giveUp);
    await stopEverything();
  }
}

main().catch((error) => {
  // A failure the user can fix is one line; anything else keeps its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
