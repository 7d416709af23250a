import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { withinLimit, type ConcurrencyLimit } from "../http/limit-concurrency";
import { signInLimits } from "./sign-in-limits";

// scrypt is memory-hard: N=2^15, r=8 costs 32 MiB per hash.
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

// At most PASSWORD_HASH_CONCURRENCY hashes at once in this process, so a flood of sign-ins cannot take every core.
const hashing: ConcurrencyLimit = { running: 0, waiting: [] };

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const { hashConcurrency, hashQueue } = signInLimits();
  return withinLimit(
    hashing,
    hashConcurrency,
    hashQueue,
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    "The server is busy checking passwords; try again shortly",
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const expected = Buffer.from(parts[5], "base64url");
  const actual = await derive(password, Buffer.from(parts[4], "base64url"), n, r, p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
