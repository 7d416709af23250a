import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { percentileMs, probeLatency, timedGet, type Sample } from "./probe-latency";

export type FloodOptions = {
  baseUrl: string;
  adminKey: string;
  email: string;
  password: string;
  connections: number;
  seconds: number;
};

type Probes = { liveness: Sample[]; admin: Sample[] };

export type FloodFigures = {
  baseline: Probes;
  flood: Probes;
  statuses: Record<string, number>;
  attempts: number;
  errors: number;
  owner: { status: number; ms: number };
  loadBefore: number[];
  loadAfter: number[];
};

const FLOODER = "198.51.100.50";
const OWNER = "203.0.113.77";
// The flood's client needs a moment to start; the probes measure only while it is at full speed.
const SETTLE_MS = 500;

type FloodResult = { statuses: Record<string, number>; attempts: number; errors: number };

// autocannon in a process of its own, so the flood's client work does not delay the probes' own clock.
function floodSignIn(url: string, body: string, connections: number, seconds: number): Promise<FloodResult> {
  const cli = path.join("node_modules", "autocannon", "autocannon.js");
  const args = ["-c", String(connections), "-d", String(seconds), "-m", "POST", "-b", body, "-j", "-n"];
  const headers = ["-H", "content-type=application/json", "-H", `x-forwarded-for=${FLOODER}`];
  const child = spawn(process.execPath, [cli, ...args, ...headers, url], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const result = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as {
        statusCodeStats?: Record<string, { count: number }>;
        requests: { total: number };
        errors: number;
        timeouts: number;
      };
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]),
      );
      resolve({ statuses, attempts: result.requests.total, errors: result.errors + result.timeouts });
    });
  });
}

// Liveness every 25 ms and an admin list every 50 ms, one request at a time each, until `until`.
async function probeRoutes(options: FloodOptions, until: number): Promise<Probes> {
  const [liveness, admin] = await Promise.all([
    probeLatency(until, 25, `${options.baseUrl}/api/health/live`),
    probeLatency(until, 50, `${options.baseUrl}/api/admin/properties?limit=5`, {
      authorization: `Bearer ${options.adminKey}`,
    }),
  ]);
  return { liveness, admin };
}

const signIn = (options: FloodOptions, client: string) =>
  fetch(`${options.baseUrl}/registration/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });

// Password guesses at /registration/login for one account from one client (`connections` at once, each sending
// the next as soon as the last is answered) while liveness and an admin list are timed; halfway, the account's
// owner signs in from another address. The same routes are timed first without the flood.
export async function benchLoginFlood(options: FloodOptions): Promise<FloodFigures> {
  for (let round = 0; round < 5; round++) {
    await timedGet(`${options.baseUrl}/api/health/live`);
    await timedGet(`${options.baseUrl}/api/admin/properties?limit=5`, { authorization: `Bearer ${options.adminKey}` });
  }
  const baseline = await probeRoutes(options, Date.now() + 3_000);
  const loadBefore = loadavg();
  const body = JSON.stringify({ email: options.email, password: "a wrong guess" });
  const flooding = floodSignIn(`${options.baseUrl}/registration/login`, body, options.connections, options.seconds);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const probing = probeRoutes(options, Date.now() + options.seconds * 1000 - 2 * SETTLE_MS);
  await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 2 - SETTLE_MS));
  const started = performance.now();
  const answer = await signIn(options, OWNER);
  await answer.arrayBuffer();
  const owner = { status: answer.status, ms: Math.round(performance.now() - started) };
  const flood = await probing;
  const loadAfter = loadavg();
  return { baseline, flood, ...(await flooding), owner, loadBefore, loadAfter };
}

const loads = (load: number[]) => load.map((value) => value.toFixed(1)).join(", ");

export function printFloodFigures(figures: FloodFigures, options: FloodOptions): void {
  const row = (samples: Sample[]) => ({
    "p50 ms": percentileMs(samples, 50),
    "p99 ms": percentileMs(samples, 99),
    samples: samples.length,
    "non-200": samples.filter((sample) => sample.status !== 200).length,
  });
  console.table({
    "GET /api/health/live, no flood": row(figures.baseline.liveness),
    "GET /api/health/live, flood": row(figures.flood.liveness),
    "GET /api/admin/properties?limit=5, no flood": row(figures.baseline.admin),
    "GET /api/admin/properties?limit=5, flood": row(figures.flood.admin),
  });
  console.log(
    `Flood: ${figures.attempts} sign-ins in ${options.seconds} s (${Math.round(figures.attempts / options.seconds)}/s) ` +
      `from ${options.connections} connections, by status ${JSON.stringify(figures.statuses)}, ${figures.errors} errors`,
  );
  console.log(`The owner, from another address, halfway: ${figures.owner.status} in ${figures.owner.ms} ms`);
  console.log(`Load average (1, 5, 15 min): before ${loads(figures.loadBefore)}; after ${loads(figures.loadAfter)}`);
}
