import { PortalApiError } from "@/lib/portal-client/portal-api-error";
import type { AccessEvent } from "@/lib/portal-client/portal-types";

export type OpenResult =
  | { kind: "opened"; event: AccessEvent }
  | { kind: "offline"; event: AccessEvent }
  | { kind: "refused"; event: AccessEvent | null; reason: string };

// The API records every attempt: granted, or denied with why; a door that is not online cannot open ("device offline").
export function openResult(event: AccessEvent): OpenResult {
  if (event.result === "granted") return { kind: "opened", event };
  if (event.reason?.startsWith("device ")) return { kind: "offline", event };
  return { kind: "refused", event, reason: event.reason ?? "access denied" };
}

export function failedOpen(error: unknown): OpenResult {
  if (error instanceof PortalApiError && error.status === 404) return { kind: "refused", event: null, reason: "this door is no longer yours to open" };
  return { kind: "refused", event: null, reason: error instanceof Error ? error.message : "the request failed" };
}
