import { createHash, randomBytes } from "node:crypto";

export const API_KEY_PREFIX = "gh_live_";
const SECRET_PATTERN = /^gh_live_[A-Za-z0-9_-]{43}$/;

export type NewApiKey = { key: string; prefix: string; hashedKey: string };

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

// A recognizable prefix and 256 random bits; only the SHA-256 hash is stored.
export function generateApiKey(): NewApiKey {
  const key = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6), hashedKey: hashApiKey(key) };
}

export const looksLikeApiKey = (value: string) => SECRET_PATTERN.test(value);
