import { z } from "zod";
import { id, listQuery, timestamp } from "../framework/common-schemas";
import { pagingSchema } from "../http/parse-paging";

export const MAX_PASS_DAYS = 90;

export const createGuestPassBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    validFrom: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
    validUntil: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
    maxUses: z.number().int().min(1).max(100),
    unitId: id.optional().describe("one of the resident's units; the first one when omitted"),
  })
  .strict()
  .refine((pass) => pass.validUntil > pass.validFrom, { path: ["validUntil"], message: "must be after validFrom" })
  .refine((pass) => pass.validUntil > new Date(), { path: ["validUntil"], message: "must be in the future" })
  .refine((pass) => pass.validUntil.getTime() - pass.validFrom.getTime() <= MAX_PASS_DAYS * 86_400_000, {
    path: ["validUntil"],
    message: `a pass lasts at most ${MAX_PASS_DAYS} days`,
  });

export const listGuestPassesQuery = pagingSchema.extend({ status: z.enum(["active", "past"]).optional() }).strict();
export const guestPassParams = z.object({ id });

export const keypadBody = z.union([
  z.object({ deviceId: id, pin: z.string().regex(/^\d{6}$/, "six digits") }).strict(),
  z.object({ deviceId: id, qrPayload: z.string().min(1).max(200) }).strict(),
]);

export const guestPassSchema = z
  .object({
    id,
    propertyId: id,
    unitId: id,
    name: z.string(),
    validFrom: timestamp,
    validUntil: timestamp,
    maxUses: z.number().int(),
    useCount: z.number().int(),
    remainingUses: z.number().int(),
    status: z.enum(["scheduled", "active", "expired", "revoked", "used_up"]),
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
