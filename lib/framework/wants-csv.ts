import type { AdminOperation } from "./admin-operation";

// A list operation answers CSV when the caller's Accept header names text/csv.
export function wantsCsv(request: Request, spec: AdminOperation): boolean {
  const listing = spec.method === "get" && (spec.response.status === 200 && (spec.response.shape === "A" || spec.response.list === true));
  if (!listing) return false;
  const accept = request.headers.get("accept") ?? "";
  return accept.split(",").some((part) => part.split(";")[0].trim().toLowerCase() === "text/csv");
}
