import { randomBytes } from "node:crypto";
import { config, setConfigDefaults } from "../config/read-config";
import type { Database } from "../db/client";

const SECRETS = ["NEXTAUTH_SECRET", "CORE_JWT_SECRET", "GUEST_PASS_SECRET"] as const;

// With an external database, the secrets the environment leaves unset are generated once and kept in
// that database, so every instance sharing it signs and verifies with the same keys.
export async function applySharedSecrets(database: Database): Promise<string[]> {
  const missing = SECRETS.filter((name) => !config()[name]);
  for (const name of missing) {
    await database.$executeRaw`INSERT INTO platform_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString("base64url")})
      ON CONFLICT (name) DO NOTHING`;
  }
  const stored = await database.platformSecret.findMany({ where: { name: { in: missing } } });
  setConfigDefaults(Object.fromEntries(stored.map(({ name, value }) => [name, value])));
  return missing;
}
