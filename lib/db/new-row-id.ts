import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

// An id for rows written in bulk SQL, where Prisma's cuid() default does not run: shaped like one (25 lowercase
// characters, "c" first, a time prefix), with 15 random characters (over 75 bits) so ids made together never meet.
export function newRowId(): string {
  const time = Date.now().toString(36).padStart(9, "0");
  const random = randomBytes(15);
  let tail = "";
  for (const byte of random) tail += ALPHABET[byte % 36];
  return `c${time}${tail}`;
}
