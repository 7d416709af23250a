import type { TwilioVoiceBenchResult } from "./bench-twilio-voice";
import type { LoadSettings, RouteFigures } from "./measure-route";
import { ROLES, type MemoryByRole } from "./read-process-memory";
import { median } from "./percentile";
import type { CoresByRole } from "./read-process-cpu";
import type { IdleFigures } from "./bench-idle-platform";
import { availableParallelism } from "node:os";

export const mib = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const ratios = (values: number[], trivial: number[]) => values.map((value, i) => value / trivial[i]);
const list = (values: number[], digits = 0) => values.map((value) => value.toFixed(digits)).join(", ");

// One row per route: each round's rate, the medians of the rounds, and the rate over the trivial route's in the same
// round (a slow minute of a shared machine then lowers both sides of a ratio, not one route's figure).
export function printRoundFigures(
  rounds: RouteFigures[][],
  voice: { label: string; rounds: TwilioVoiceBenchResult[] },
  load: LoadSettings,
): void {
  console.log(
    `\nnext start (production build), embedded PostgreSQL, loopback; ${load.connections} connections, ${rounds.length} rounds of ${load.durationSeconds} s per route, the routes taking turns`,
  );
  const labels = rounds[0].map((figure) => figure.label);
  const of = (label: string) => rounds.map((round) => round.find((figure) => figure.label === label)!);
  const trivial = of(labels.find((label) => label.includes("/health/live"))!).map((figure) => figure.requestsPerSecond);
  const row = (rates: number[], steadyP99: number[], p99: number[], extra: Record<string, number | string>) => ({
    "req/s per round": list(rates),
    "req/s median": Math.round(median(rates)),
    "vs trivial per round": list(ratios(rates, trivial), 2),
    "vs trivial median": Number(median(ratios(rates, trivial)).toFixed(3)),
    "p99 ms median": median(p99),
    "steady p99 ms per round": list(steadyP99),
    "steady p99 ms median": median(steadyP99),
    ...extra,
  });
  console.table({
    ...Object.fromEntries(
      labels.map((label) => {
        const figures = of(label);
        return [
          label,
          row(
            figures.map((figure) => figure.requestsPerSecond),
            figures.map((figure) => figure.steadyP99Ms),
            figures.map((figure) => figure.p99Ms),
            {
              "steady p50 ms median": median(figures.map((figure) => figure.steadyP50Ms)),
              requests: sum(figures.map((figure) => figure.requests)),
              "non-2xx": sum(figures.map((figure) => figure.non2xx)),
              errors: sum(figures.map((figure) => figure.errors)),
            },
          ),
        ];
      }),
    ),
    [voice.label]: row(
      voice.rounds.map((result) => result.requestsPerSecond),
      voice.rounds.map((result) => result.steadyP99LatencyMs),
      voice.rounds.map((result) => result.p99LatencyMs),
      {
        requests: sum(voice.rounds.map((result) => result.requestsSent)),
        "non-2xx": sum(voice.rounds.map((result) => result.non2xx)),
        errors: sum(voice.rounds.map((result) => result.errors)),
      },
    ),
  });
  const calls = (pick: (result: TwilioVoiceBenchResult) => number) => sum(voice.rounds.map(pick));
  console.log(
    `${voice.label}: ${calls((result) => result.callsCreated)} calls stored for ${calls((result) => result.responses2xx)} answers 200, ${calls((result) => result.lost)} lost, ${calls((result) => result.duplicated)} duplicated`,
  );
}

// Proportional set size per role: idle, and the peak seen while each route was loaded.
export function printMemory(idle: MemoryByRole, underLoad: { label: string; memory: MemoryByRole }[]): void {
  console.log("\nMemory: PSS (proportional set size, /proc/<pid>/smaps_rollup) summed over each role's processes, MiB");
  const row = (memory: MemoryByRole) =>
    Object.fromEntries(ROLES.map((role) => [role, memory[role].processes ? mib(memory[role].pssBytes) : "-"]));
  console.table({
    processes: Object.fromEntries(ROLES.map((role) => [role, idle[role].processes])),
    idle: row(idle),
    ...Object.fromEntries(underLoad.map(({ label, memory }) => [`peak, ${label}`, row(memory)])),
  });
}

// The CPU each process role kept busy while each route was loaded: the medians of the rounds, in cores.
export function printCores(cores: Record<string, CoresByRole[]>): void {
  console.log(
    `\nCPU while each route was loaded, in cores (median of the rounds; this machine has ${availableParallelism()}): app (next start), PostgreSQL, and the bench process generating the load`,
  );
  const of = (readings: CoresByRole[], role: keyof CoresByRole) =>
    Number(median(readings.map((reading) => reading[role])).toFixed(2));
  console.table(
    Object.fromEntries(
      Object.entries(cores).map(([label, readings]) => [
        label,
        { app: of(readings, "app"), postgres: of(readings, "postgres"), client: of(readings, "client") },
      ]),
    ),
  );
}

export function printIdle(figures: IdleFigures): void {
  console.log(
    `\nThe app and a worker process with nothing to do, ${figures.seconds} s: the database's transactions a second (every connection's) and each process role's CPU in cores`,
  );
  const cores = (value: number) => Number(value.toFixed(3));
  console.table({
    idle: {
      "transactions/s": Number(figures.transactionsPerSecond.toFixed(1)),
      app: cores(figures.appCores),
      worker: cores(figures.workerCores),
      postgres: cores(figures.postgresCores),
    },
  });
}
