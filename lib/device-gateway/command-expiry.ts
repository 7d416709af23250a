import { z } from "zod";

const expiring = z.object({ expiresAt: z.iso.datetime() });

// A command payload whose expiresAt has passed (or cannot be read) must not reach a door.
export function commandExpired(payload: Buffer | string, now = Date.now()): boolean {
  try {
    const parsed = expiring.safeParse(JSON.parse(payload.toString()));
    return !parsed.success || Date.parse(parsed.data.expiresAt) <= now;
  } catch {
    return true;
  }
}
