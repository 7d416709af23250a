import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// 32 random bytes, base64url: the only copy leaves in the mail; the database keeps its SHA-256.
export function mintTokenSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashTokenSecret(secret) };
}

export const hashTokenSecret = (secret: string): string => createHash("sha256").update(secret, "utf8").digest("hex");

export function sameHash(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a, "hex"), Buffer.from(b, "hex")];
  return left.length === right.length && timingSafeEqual(left, right);
}
