import type { LoadSettings, RouteFigures } from "./measure-route";

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

// One table for both routes, then the ratio that says what the admin list costs over a bare request.
export function printFigures(figures: RouteFigures[], idleRssBytes: number, load: LoadSettings): void {
  console.log(`\nnext start (production build), embedded PostgreSQL, loopback; ${load.connections} connections, ${load.durationSeconds} s per route`);
  console.table(
    Object.fromEntries(
      figures.map((figure) => [
        figure.label,
        {
          "req/s": Math.round(figure.requestsPerSecond),
          "p50 ms": figure.p50Ms,
          "p99 ms": figure.p99Ms,
          requests: figure.requests,
          "non-2xx": figure.non2xx,
          errors: figure.errors,
          "peak RSS MiB": Number(mib(figure.peakRssBytes)),
        },
      ]),
    ),
  );
  console.log(`Server RSS (next-server process tree) at rest before the runs: ${mib(idleRssBytes)} MiB`);
  const [list, trivial] = figures;
  if (list && trivial?.requestsPerSecond) {
    console.log(`Requests per second, list / trivial: ${(list.requestsPerSecond / trivial.requestsPerSecond).toFixed(3)}`);
  }
}
