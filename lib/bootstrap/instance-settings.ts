import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dataDir } from "../config/data-dir";
import { setConfigDefaults } from "../config/read-config";

// Everything a local instance keeps between starts: the embedded database's port and
// password and the secrets generated when the environment leaves them unset.
const settingsSchema = z.object({
  postgresPort: z.number().int(),
  postgresPassword: z.string().min(16),
  nextAuthSecret: z.string().min(32),
  coreJwtSecret: z.string().min(32),
  guestPassSecret: z.string().min(32),
});

export type InstanceSettings = z.infer<typeof settingsSchema>;

const settingsFile = (folder: string) => path.join(folder, "instance.json");
const secret = () => randomBytes(32).toString("base64url");

export function readInstanceSettings(folder = dataDir()): InstanceSettings | null {
  if (!existsSync(settingsFile(folder))) return null;
  return settingsSchema.parse(JSON.parse(readFileSync(settingsFile(folder), "utf8")));
}

export function loadInstanceSettings(folder = dataDir(), defaultPort = 54329): InstanceSettings {
  const existing = readInstanceSettings(folder);
  if (existing) return existing;
  const created: InstanceSettings = {
    postgresPort: defaultPort,
    postgresPassword: secret(),
    nextAuthSecret: secret(),
    coreJwtSecret: secret(),
    guestPassSecret: secret(),
  };
  saveInstanceSettings(created, folder);
  return created;
}

export function saveInstanceSettings(settings: InstanceSettings, folder = dataDir()): void {
  // The folder stays traversable: PostgreSQL runs as its own user below it.
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  writeFileSync(settingsFile(folder), JSON.stringify(settings, null, 2) + "\n", { mode: 0o600 });
}

// With `socketFolder`, clients connect through PostgreSQL's Unix socket in that folder rather than 127.0.0.1.
export function embeddedDatabaseUrl(settings: InstanceSettings, database = "gatehouse", socketFolder?: string): string {
  const socket = socketFolder ? `?host=${encodeURIComponent(socketFolder)}` : "";
  return `postgresql://postgres:${encodeURIComponent(settings.postgresPassword)}@127.0.0.1:${settings.postgresPort}/${database}${socket}`;
}

// Fill the secrets the environment leaves unset from the instance settings.
export function applySecretDefaults(settings: InstanceSettings): void {
  setConfigDefaults({
    NEXTAUTH_SECRET: settings.nextAuthSecret,
    CORE_JWT_SECRET: settings.coreJwtSecret,
    GUEST_PASS_SECRET: settings.guestPassSecret,
  });
}
