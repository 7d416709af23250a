import type { z } from "zod";
import { ApiError } from "./error-codes";
import { refuseDeepJson } from "./json-depth";
import { UnreadableTextError, parseJson } from "./parse-json";
import { requireMediaType } from "./require-media-type";

export const MAX_BODY_BYTES = 1024 * 1024;

// Reads at most 1 MiB of the raw body; a larger body is refused before it is buffered whole. A compressed body is
// refused rather than read as text: nothing here inflates it, and its size limit would not hold if something did.
export async function readRawBody(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const encoding = request.headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity")
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the body uncompressed, with no Content-Encoding");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new ApiError("PAYLOAD_TOO_LARGE", `The request body exceeds ${limit} bytes`);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError("PAYLOAD_TOO_LARGE", `The request body exceeds ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  // JSON travels as UTF-8 (RFC 8259).
  requireMediaType(request, "application/json");
  const bytes = await readRawBody(request);
  refuseDeepJson(bytes);
  let parsed: unknown;
  try {
    parsed = parseJson(bytes);
  } catch (error) {
    throw new ApiError("VALIDATION_ERROR", "The request body is not valid JSON", [
      { field: "(body)", issue: error instanceof UnreadableTextError ? error.message : "malformed JSON" },
    ]);
  }
  return schema.parse(parsed);
}
