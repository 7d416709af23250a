import { randomFillSync } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const RANDOM_CHARACTERS = 15;

// Random bytes drawn 256 ids at a time: one call into the system's generator per batch instead of one per id.
const pool = Buffer.alloc(RANDOM_CHARACTERS * 256);
let next = pool.length;

// An id for rows written in bulk SQL, where Prisma's cuid() default does not run: shaped like one (25 lowercase
// characters, "c" first, a time prefix), with 15 random characters (over 75 bits) so ids made together never meet.
export function newRowId(): string {
  const time = Date.now().toString(36).padStart(9, "0");
  if (next + RANDOM_CHARACTERS > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  let tail = "";
  for (let i = next; i < next + RANDOM_CHARACTERS; i++) tail += ALPHABET[pool[i] % 36];
  next += RANDOM_CHARACTERS;
  return `c${time}${tail}`;
}
