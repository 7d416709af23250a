import { collectDefaultMetrics, Registry } from "prom-client";

type Store = { registry: Registry; metrics: Map<string, unknown> };
const globalForMetrics = globalThis as unknown as { gatehouseMetrics?: Store };

// One registry per process, kept on globalThis so every route bundle and hot reload shares it.
function store(): Store {
  if (!globalForMetrics.gatehouseMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "gatehouse_" });
    globalForMetrics.gatehouseMetrics = { registry, metrics: new Map() };
  }
  return globalForMetrics.gatehouseMetrics;
}

export const metricsRegistry = (): Registry => store().registry;

// Each feature declares its metrics through this: created once under its name, registered in the one registry.
export function defineMetric<M>(name: string, create: (registry: Registry) => M): M {
  const { registry, metrics } = store();
  if (!metrics.has(name)) metrics.set(name, create(registry));
  return metrics.get(name) as M;
}
