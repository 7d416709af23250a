// Text PostgreSQL and Prisma cannot store or compare: bytes that are not UTF-8 (decoded loosely they would be stored as
// U+FFFD), a string or key holding half of a UTF-16 pair (an escape such as "\ud800" alone), or a NUL ("\u0000").
export class UnreadableTextError extends SyntaxError {}

// JSON text can hold either only as an escape, so text without one is not walked.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const NUL_ESCAPE = /\\u0000/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

function everyString(value: unknown, test: (text: string) => boolean): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!test(next)) return false;
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (!test(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

function decode(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new UnreadableTextError("the text is not valid UTF-8");
  }
}

// JSON.parse for text or bytes from outside (request bodies, cursors, device messages): malformed JSON throws its
// SyntaxError, bytes that are not UTF-8, a lone surrogate or a NUL an UnreadableTextError.
export function parseJson(input: string | Uint8Array): unknown {
  const text = typeof input === "string" ? input : decode(input);
  const value: unknown = JSON.parse(text);
  if (SURROGATE_ESCAPE.test(text) && !everyString(value, (string) => string.isWellFormed()))
    throw new UnreadableTextError("a string holds a lone UTF-16 surrogate (\\uD800 to \\uDFFF without its pair)");
  if (NUL_ESCAPE.test(text) && !everyString(value, (string) => !string.includes("\u0000")))
    throw new UnreadableTextError("a string holds a NUL character (\\u0000)");
  return value;
}
