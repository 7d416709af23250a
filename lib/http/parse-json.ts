// A string or key holding half of a UTF-16 pair (an escape such as "\ud800" alone): PostgreSQL and Prisma can neither
// store nor compare it. Decoded bytes never hold one, so only the text's own \u escapes can.
export class LoneSurrogateError extends SyntaxError {
  constructor() {
    super("a string holds a lone UTF-16 surrogate (\\uD800 to \\uDFFF without its pair)");
  }
}

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

function wellFormed(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!next.isWellFormed()) return false;
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (!key.isWellFormed()) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

// JSON.parse for text from outside (request bodies, cursors, device messages): malformed JSON throws its SyntaxError,
// a lone surrogate a LoneSurrogateError.
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (SURROGATE_ESCAPE.test(text) && !wellFormed(value)) throw new LoneSurrogateError();
  return value;
}
