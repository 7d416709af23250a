import type { Database } from "../db/client";
import type { Scope } from "../auth/scopes";
import { generateApiKey } from "../auth/api-key-format";
import { serializeApiKey, withCreator } from "./serialize-api-key";

// The per-minute limit of a key made without one, and the most a signed-in person may give a key.
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

export type IssueApiKey = {
  name: string;
  scopes: Scope[];
  tenantId: string | null;
  createdById?: string | null;
  expiresAt?: Date | null;
  rateLimitPerMinute?: number;
};

// Stores a new key's hash and returns the secret, the only time it is ever visible.
export async function issueApiKey(database: Pick<Database, "apiKey">, input: IssueApiKey) {
  const { key, prefix, hashedKey } = generateApiKey();
  const saved = await database.apiKey.create({
    data: { ...input, scopes: [...new Set(input.scopes)], prefix, hashedKey },
    include: withCreator,
  });
  return { ...serializeApiKey(saved), key };
}
