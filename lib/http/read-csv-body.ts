import { ApiError } from "./error-codes";
import { readRawBody } from "./read-json-body";

const CSV_TYPE = /^text\/csv\s*(;|$)/i;

// A CSV upload: text/csv only (415 otherwise), at most `limit` bytes (413), UTF-8.
export async function readCsvBody(request: Request, limit: number): Promise<string> {
  if (!CSV_TYPE.test(request.headers.get("content-type") ?? ""))
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the body as text/csv");
  const bytes = await readRawBody(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("VALIDATION_ERROR", "The CSV is not UTF-8 text", [
      { field: "(body)", issue: "save the file as CSV UTF-8" },
    ]);
  }
}
