import type { LoadSettings, RouteFigures } from "./measure-route";
import { ROLES, type MemoryByRole } from "./read-process-memory";

const mib = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

// One table for the routes, then the ratio that says what the admin list costs over a bare request.
export function printFigures(figures: RouteFigures[], load: LoadSettings): void {
  console.log(
    `\nnext start (production build), embedded PostgreSQL, loopback; ${load.connections} connections, ${load.durationSeconds} s per route`,
  );
  console.table(
    Object.fromEntries(
      figures.map((figure) => [
        figure.label,
        {
          "req/s": Math.round(figure.requestsPerSecond),
          "p50 ms": figure.p50Ms,
          "p99 ms": figure.p99Ms,
          "steady p50 ms": figure.steadyP50Ms,
          "steady p99 ms": figure.steadyP99Ms,
          requests: figure.requests,
          "non-2xx": figure.non2xx,
          errors: figure.errors,
        },
      ]),
    ),
  );
  const trivial = figures.find((figure) => figure.label.includes("/health/live"));
  for (const figure of figures) {
    if (figure === trivial || !trivial?.requestsPerSecond) continue;
    console.log(
      `Requests per second, ${figure.label} / trivial: ${(figure.requestsPerSecond / trivial.requestsPerSecond).toFixed(3)}`,
    );
  }
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
