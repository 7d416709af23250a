import type { Config } from "../config/config-schema";
import { config } from "../config/read-config";
import { ENVIRONMENTS, type EnvironmentName } from "./environment-schemas";

export type Environment = { name: EnvironmentName; configured: boolean; local: boolean; url: URL | null };

export function parseEnvironmentName(value: string): EnvironmentName | null {
  const name = value.trim().toUpperCase();
  return (ENVIRONMENTS as readonly string[]).includes(name) ? (name as EnvironmentName) : null;
}

function parseBaseUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

// ADMIN_ENV names this instance (DEV when unset); ADMIN_ENV_<NAME>_URL gives every other environment's base address.
export function readEnvironments(env: Config = config()): Environment[] {
  const local = parseEnvironmentName(env.ADMIN_ENV ?? "DEV") ?? "DEV";
  return ENVIRONMENTS.map((name) => {
    const url = parseBaseUrl(env[`ADMIN_ENV_${name}_URL`]);
    return { name, local: name === local, configured: name === local || url !== null, url };
  });
}
