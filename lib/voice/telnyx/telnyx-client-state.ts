import { z } from "zod";

// The flow's step rides along on every Telnyx command as client_state (base64 JSON) and comes back on the next event.
export const flowState = z.discriminatedUnion("step", [
  z.object({
    step: z.literal("refuse"),
    leg: z.literal("visitor"),
    reason: z.enum(["unknown_number", "after_hours"]),
    callId: z.string().nullable(),
  }),
  z.object({
    step: z.literal("directory"),
    leg: z.literal("visitor"),
    callId: z.string(),
    attempt: z.number().int().min(0),
  }),
  z.object({ step: z.literal("waiting"), leg: z.literal("visitor"), callId: z.string() }),
  z.object({
    step: z.literal("resident"),
    leg: z.literal("resident"),
    callId: z.string(),
    residentId: z.string(),
    index: z.number().int().min(0),
  }),
  z.object({
    step: z.literal("goodbye"),
    leg: z.enum(["visitor", "resident"]),
    callId: z.string().nullable(),
    residentId: z.string().optional(),
    index: z.number().int().optional(),
  }),
]);

export type FlowState = z.infer<typeof flowState>;

export const encodeState = (state: FlowState): string => Buffer.from(JSON.stringify(state)).toString("base64");

// A missing or unreadable client_state means the event starts a fresh leg.
export function decodeState(clientState: string | null | undefined): FlowState | null {
  if (!clientState) return null;
  try {
    const parsed = flowState.safeParse(JSON.parse(Buffer.from(clientState, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
