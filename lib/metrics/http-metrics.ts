import { Counter, Histogram } from "prom-client";
import { defineMetric } from "./metrics-registry";
import { routeFamily } from "./route-family";

const requests = () =>
  defineMetric(
    "http_requests",
    (registry) =>
      new Counter({
        name: "gatehouse_http_requests_total",
        help: "HTTP requests answered, by route family, method and status",
        labelNames: ["family", "method", "status"],
        registers: [registry],
      }),
  );

const latency = () =>
  defineMetric(
    "http_latency",
    (registry) =>
      new Histogram({
        name: "gatehouse_http_request_duration_seconds",
        help: "Time to answer an HTTP request, by route family and method",
        labelNames: ["family", "method"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
  );

export function recordRequest(pathname: string, method: string, status: number, seconds: number): void {
  const family = routeFamily(pathname);
  requests().inc({ family, method, status: String(status) });
  latency().observe({ family, method }, seconds);
}
