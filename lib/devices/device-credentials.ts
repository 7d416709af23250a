import { createHash, randomBytes } from "node:crypto";
import { sameHash } from "../crypto/same-hash";

// 256 random bits; only the SHA-256 hash is stored, so the password is shown once.
export function generateDevicePassword(): { password: string; hash: string } {
  const password = randomBytes(32).toString("base64url");
  return { password, hash: hashDevicePassword(password) };
}

export const hashDevicePassword = (password: string) => createHash("sha256").update(password).digest("hex");

export function devicePasswordMatches(password: string, storedHash: string | null): boolean {
  return storedHash !== null && sameHash(hashDevicePassword(password), storedHash);
}
