import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";

const SECRETS = ["NEXTAUTH_SECRET", "CORE_JWT_SECRET", "GUEST_PASS_SECRET"] as const;

// With an external database, the secrets the environment leaves unset are generated once and kept in
// that database, so every instance sharing it signs and verifies with the same keys.
export async function applySharedSecrets(database: Database, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const missing = SECRETS.filter((name) => !env[name]);
  for (const name of missing) {
    await database.$executeRaw`INSERT INTO platform_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString("base64url")})
      ON CONFLICT (name) DO NOTHING`;
  }
  const stored = await database.platformSecret.findMany({ where: { name: { in: missing } } });
  for (const { name, value } of stored) env[name] = value;
  return missing;
}
