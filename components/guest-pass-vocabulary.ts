import type { GuestPassView, UnusableReason } from "@/lib/guest-passes/guest-pass-schemas";

// One phrase per reason a pass stops opening doors beyond its own status, for the dashboard and the portal alike.
export const UNUSABLE_REASON_LABELS: Record<UnusableReason, string> = {
  property_archived: "property archived",
  creator_suspended: "creator suspended",
  creator_moved_out: "creator moved out",
};

// "Not usable: …" for a pass whose status still promises entry (active or scheduled) but that opens no door; a pass
// already expired, used up or revoked says so with its status alone.
export function notUsableLabel(pass: Pick<GuestPassView, "status" | "unusableReason">): string | null {
  if (!pass.unusableReason || (pass.status !== "active" && pass.status !== "scheduled")) return null;
  return `Not usable: ${UNUSABLE_REASON_LABELS[pass.unusableReason]}`;
}
