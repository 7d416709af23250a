import { z } from "zod";
import { id, instant, listQuery, timestamp } from "../framework/common-schemas";
import { pagingSchema } from "../http/parse-paging";

export const MAX_PASS_DAYS = 90;

// What stops a pass beyond its own status (pass-usability.ts decides which applies).
export const UNUSABLE_REASONS = [
  "property_archived",
  "creator_suspended",
  "creator_moved_out",
  "creator_not_moved_in",
] as const;
export type UnusableReason = (typeof UNUSABLE_REASONS)[number];
// The reason's words are its code spaced out, so the keypad's refusal ("Access denied: creator moved out") and the
// consoles' "Not usable: …" cannot drift from the code a pass answer carries.
export const unusableReasonWords = (reason: UnusableReason) => reason.replace(/_/g, " ");

export const createGuestPassBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    validFrom: instant.transform((value) => new Date(value)),
    validUntil: instant.transform((value) => new Date(value)),
    maxUses: z.number().int().min(1).max(100),
    unitId: id
      .optional()
      .describe(
        "one of the resident's units, today's or to come; when omitted the first one lived in today, else the soonest move-in",
      ),
  })
  .strict()
  .superRefine(({ validFrom, validUntil }, context) => {
    // Zod still runs this when a field failed its own check, and then that field is the client's string.
    if (!(validFrom instanceof Date && validUntil instanceof Date)) return;
    const issue = (message: string) => context.addIssue({ code: "custom", path: ["validUntil"], message });
    if (validUntil <= validFrom) issue("must be after validFrom");
    if (validUntil <= new Date()) issue("must be in the future");
    if (validUntil.getTime() - validFrom.getTime() > MAX_PASS_DAYS * 86_400_000)
      issue(`a pass lasts at most ${MAX_PASS_DAYS} days`);
  });

export const listGuestPassesQuery = pagingSchema.extend({ status: z.enum(["active", "past"]).optional() }).strict();
export const guestPassParams = z.object({ id });

export const keypadBody = z.union(
  [
    z.object({ deviceId: id, pin: z.string().regex(/^\d{6}$/, "six digits") }).strict(),
    z.object({ deviceId: id, qrPayload: z.string().min(1).max(200) }).strict(),
  ],
  { error: "send deviceId with either pin or qrPayload, not both" },
);

export const guestPassSchema = z
  .object({
    id,
    propertyId: id,
    propertyTimezone: z.string().describe("the property's IANA time zone, the clock the pass's window is read on"),
    unitId: id,
    name: z.string(),
    validFrom: timestamp,
    validUntil: timestamp,
    maxUses: z.number().int(),
    useCount: z.number().int(),
    remainingUses: z.number().int(),
    status: z
      .enum(["scheduled", "active", "expired", "revoked", "used_up"])
      .describe("the pass's own state: its window, its uses and whether it was revoked"),
    usable: z
      .boolean()
      .describe("whether the pass opens a door now: its status is active and nothing in unusableReason stops it"),
    unusableReason: z
      .enum(UNUSABLE_REASONS)
      .nullable()
      .describe(
        "what stops the pass, whatever its status: its property is archived, its creator is suspended, its creator no longer lives in its unit (moved out) or has not moved in yet; a pass yet to start is judged at its start. Null when nothing does. Undoing it (un-archiving, reactivating, a membership again) makes the pass usable again within its own window and uses",
      ),
    revokedAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "GuestPass" });

// Answered once, on creation: the PIN and QR payload are never shown again.
export const createdGuestPassSchema = guestPassSchema
  .extend({
    pin: z.string().describe("six digits for the keypad"),
    qrPayload: z.string().describe("the text of the pass's QR code"),
  })
  .meta({ id: "CreatedGuestPass" });

export const listUnitGuestPassesQuery = listQuery({});
export type ListUnitGuestPassesQuery = z.infer<typeof listUnitGuestPassesQuery>;
export type GuestPassView = z.infer<typeof guestPassSchema>;
export type CreatedGuestPassView = z.infer<typeof createdGuestPassSchema>;
