import { ApiError } from "./error-codes";

// Deeper than any genuine event or request body, shallower than what PostgreSQL's jsonb and the parsers accept.
export const MAX_JSON_DEPTH = 64;

// Scans the raw bytes (strings skipped) before anything parses them, so a hostile nesting costs one pass.
export function jsonDepth(raw: Uint8Array, stopAt = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c) i++;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      deepest = Math.max(deepest, ++depth);
      if (deepest > stopAt) return deepest;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return deepest;
}

export function refuseDeepJson(raw: Uint8Array, limit = MAX_JSON_DEPTH): void {
  if (jsonDepth(raw, limit) > limit) {
    throw new ApiError("VALIDATION_ERROR", `The body nests deeper than ${limit} levels`, [
      { field: "(body)", issue: `nested deeper than ${limit} levels` },
    ]);
  }
}
