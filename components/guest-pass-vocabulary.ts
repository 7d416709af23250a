import { unusableReasonWords, type GuestPassView } from "@/lib/guest-passes/guest-pass-schemas";

// "Not usable: …" for a pass whose status still promises entry (active or scheduled) but that opens no door; a pass
// already expired, used up or revoked says so with its status alone.
export function notUsableLabel(pass: Pick<GuestPassView, "status" | "unusableReason">): string | null {
  if (!pass.unusableReason || (pass.status !== "active" && pass.status !== "scheduled")) return null;
  return `Not usable: ${unusableReasonWords(pass.unusableReason)}`;
}
