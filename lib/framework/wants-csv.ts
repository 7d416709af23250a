import type { AdminOperation } from "./admin-operation";

// The operations that answer CSV: every GET answering a list (shape A, or a shape B list).
export const isCsvList = (spec: AdminOperation) =>
  spec.method === "get" && spec.response.status === 200 && (spec.response.shape === "A" || spec.response.list === true);

// A list operation answers CSV when the caller's Accept header names text/csv.
export function wantsCsv(request: Request, spec: AdminOperation): boolean {
  if (!isCsvList(spec)) return false;
  const accept = request.headers.get("accept") ?? "";
  return accept.split(",").some((part) => part.split(";")[0].trim().toLowerCase() === "text/csv");
}
