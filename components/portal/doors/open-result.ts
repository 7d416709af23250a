import { PortalApiError } from "@/lib/portal-client/portal-api-error";
import type { AccessEvent, CommandState } from "@/lib/portal-client/portal-types";

export type OpenResult =
  | { kind: "opened"; event: AccessEvent }
  | { kind: "waiting"; event: AccessEvent; command: CommandState }
  | { kind: "no-answer"; event: AccessEvent }
  | { kind: "door-failed"; event: AccessEvent; reason: string }
  | { kind: "offline"; event: AccessEvent }
  | { kind: "refused"; event: AccessEvent | null; reason: string }
  | { kind: "unsent"; event: null; message: string }
  | { kind: "unknown"; event: null; message: string };

// The API records every attempt: denied with why, or granted with an unlock command whose state says
// whether the door acted: "Door opened" only once the door acknowledged it.
export function openResult(event: AccessEvent, latest: CommandState | null = event.command): OpenResult {
  if (event.result === "granted") {
    if (!latest || latest.status === "acknowledged") return { kind: "opened", event };
    if (latest.status === "expired") return { kind: "no-answer", event };
    if (latest.status === "failed")
      return { kind: "door-failed", event, reason: latest.failureReason ?? "the door reported a failure" };
    return { kind: "waiting", event, command: latest };
  }
  if (event.reason?.startsWith("device ")) return { kind: "offline", event };
  return { kind: "refused", event, reason: event.reason ?? "access denied" };
}

export function failedOpen(error: unknown): OpenResult {
  if (error instanceof PortalApiError && error.status === 404)
    return { kind: "refused", event: null, reason: "this door is no longer yours to open" };
  const message = error instanceof Error ? error.message : "The request failed.";
  // No answer at all: the request never reached the server, so nothing was refused and nothing reached the door.
  if (error instanceof PortalApiError && error.status === 0) return { kind: "unsent", event: null, message };
  // The server failed while handling it: the unlock may or may not have gone to the door.
  if (error instanceof PortalApiError && error.status >= 500) return { kind: "unknown", event: null, message };
  return { kind: "refused", event: null, reason: message.replace(/\.$/, "") };
}
