export const ENVIRONMENT_NAMES = ["DEV", "TEST", "STAGING", "PROD"] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

const STORAGE_KEY = "gatehouse.admin-env";
const listeners = new Set<() => void>();
let current: EnvironmentName | null = null;
let loaded = false;

function load(): void {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  const saved = window.localStorage.getItem(STORAGE_KEY);
  current = (ENVIRONMENT_NAMES as readonly string[]).includes(saved ?? "") ? (saved as EnvironmentName) : null;
}

// The environment the dashboard talks to; null until chosen, meaning "this instance's own".
export function selectedEnvironment(): EnvironmentName | null {
  load();
  return current;
}

export function selectEnvironment(name: EnvironmentName | null): void {
  current = name;
  loaded = true;
  if (name) window.localStorage.setItem(STORAGE_KEY, name);
  else window.localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function subscribeEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
