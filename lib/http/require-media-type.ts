import { ApiError } from "./error-codes";

// The media types bodies are read as, with the suffixes JSON allows (application/problem+json and the like).
const MEDIA_TYPES = {
  "application/json": /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i,
  "application/x-www-form-urlencoded": /^application\/x-www-form-urlencoded\s*(;|$)/i,
  "text/csv": /^text\/csv\s*(;|$)/i,
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;

const charsetOf = (type: string) => /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type)?.[1];

// A body declared as another type, or in a charset other than UTF-8, is refused (415) rather than read as what it is not.
export function requireMediaType(request: Request, type: MediaType): void {
  const declared = request.headers.get("content-type") ?? "";
  const charset = charsetOf(declared);
  if (!MEDIA_TYPES[type].test(declared) || (charset !== undefined && !/^utf-?8$/i.test(charset)))
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", `Send the body as ${type} in UTF-8`);
}
