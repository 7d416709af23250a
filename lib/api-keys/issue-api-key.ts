import type { Database } from "../db/client";
import type { Scope } from "../auth/scopes";
import { generateApiKey } from "../auth/api-key-format";
import { serializeApiKey } from "./serialize-api-key";

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
  const saved = await database.apiKey.create({ data: { ...input, scopes: [...new Set(input.scopes)], prefix, hashedKey } });
  return { ...serializeApiKey(saved), key };
}
