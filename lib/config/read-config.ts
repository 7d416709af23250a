import { configSchema, type Config, type ConfigName } from "./config-schema";

export class ConfigError extends Error {}

const names = Object.keys(configSchema.shape) as ConfigName[];

// An empty variable counts as unset, as `VAR= npm start` means.
function rawSettings(): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, process.env[name] || undefined]));
}

function parse(raw: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new ConfigError(
    `Gatehouse cannot start: ${problems.join("; ")}. Fix ${problems.length === 1 ? "this setting" : "these settings"} in the environment (README, Configuration).`,
  );
}

let cached: { key: string; config: Config } | undefined;
// Shared by every bundle of a Next.js server process, which fixes its environment once it has started.
const fixed = globalThis as unknown as { gatehouseFixedConfig?: Config };

// Parsed once; parsed again only if the environment changed since, as the launcher and tests change it at run time.
// A process whose environment no longer changes (the server, after fixConfig) skips the check: reading ~80 variables
// from process.env costs a call into the runtime each, which every request paid several times over.
export function config(): Config {
  if (fixed.gatehouseFixedConfig) return fixed.gatehouseFixedConfig;
  const raw = rawSettings();
  const key = JSON.stringify(raw);
  if (cached?.key !== key) cached = { key, config: parse(raw) };
  return cached.config;
}

// Called once the process's environment is final (instrumentation.ts, as the server starts): the parse is kept from
// then on. Only setConfigDefaults writes the environment outside tests, and it lets go of the kept parse.
export function fixConfig(): void {
  fixed.gatehouseFixedConfig = config();
}

// Start-up check: every bad setting in one message, or nothing.
export function assertConfig(): void {
  config();
}

// Fill settings left unset (the launcher's generated secrets and embedded database), for this process and its children.
export function setConfigDefaults(values: Partial<Record<ConfigName, string>>): void {
  for (const [name, value] of Object.entries(values)) process.env[name] ||= value;
  fixed.gatehouseFixedConfig = undefined;
}

// Set settings whatever they were (the launcher's mode sets NODE_ENV), for this process and its children.
export function setConfigValues(values: Partial<Record<ConfigName, string>>): void {
  Object.assign(process.env, values);
  fixed.gatehouseFixedConfig = undefined;
}

// The environment handed to a child process (next, prisma), with overrides.
export function childEnvironment(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
