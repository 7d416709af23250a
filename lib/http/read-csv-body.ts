import { ApiError } from "./error-codes";
import { readRawBody } from "./read-json-body";
import { requireMediaType } from "./require-media-type";

// A CSV upload: text/csv only (415 otherwise), at most `limit` bytes (413), UTF-8.
export async function readCsvBody(request: Request, limit: number): Promise<string> {
  requireMediaType(request, "text/csv");
  const bytes = await readRawBody(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("VALIDATION_ERROR", "The CSV is not UTF-8 text", [
      { field: "(body)", issue: "save the file as CSV UTF-8" },
    ]);
  }
}
