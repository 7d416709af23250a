import type { z } from "zod";
import { startOfZonedDay } from "../admin-client/zoned-day";
import { db } from "../db/client";
import { ApiError, notFound } from "../http/error-codes";
import { residentUnitsInService } from "../residents/resident-scope";
import { dayText, type UserWithUnits } from "../auth/serialize-user";
import { inService } from "../properties/property-in-service";
import { localToday } from "../units/membership-dates";
import { generatePin, generateQrToken, hashPin, hashQrToken } from "./guest-pass-secret";
import type { createGuestPassBody } from "./guest-pass-schemas";
import { withHolders } from "./pass-usability";
import { serializeGuestPass } from "./serialize-guest-pass";

// A PIN is unique among the passes of its property that can still be used, so a keypad entry names one pass.
async function freePin(propertyId: string): Promise<{ pin: string; pinHash: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pin = generatePin();
    const pinHash = hashPin(propertyId, pin);
    const taken = await db().guestPass.count({
      where: { propertyId, pinHash, revokedAt: null, validUntil: { gt: new Date() } },
    });
    if (!taken) return { pin, pinHash };
  }
  throw new ApiError("CONFLICT", "No free PIN could be found for this property; try again");
}

// A unit the resident moves into later, in service, takes passes from the move-in day: said so rather than 404.
async function beforeMoveIn(user: UserWithUnits, unitId: string | undefined): Promise<ApiError | null> {
  // The soonest move-in, when no unit is named.
  const upcoming = user.memberships
    .filter(
      (membership) =>
        (!unitId || membership.unitId === unitId) &&
        membership.moveInOn &&
        membership.moveInOn > localToday(membership.unit.property.timezone),
    )
    .sort((a, b) => Number(a.moveInOn) - Number(b.moveInOn))[0];
  if (!upcoming?.moveInOn || !(await db().unit.count({ where: { id: upcoming.unitId, property: inService } })))
    return null;
  const day = dayText(upcoming.moveInOn);
  return new ApiError("VALIDATION_ERROR", `Your guest passes start on your move-in day, ${day}`, [
    { field: "unitId", issue: `your move-in is on ${day}` },
  ]);
}

// The PIN and QR payload are answered once; only their hashes are kept.
export async function createGuestPass(user: UserWithUnits, input: z.infer<typeof createGuestPassBody>) {
  const units = await residentUnitsInService(user);
  const unit = input.unitId ? units.find((candidate) => candidate.id === input.unitId) : units[0];
  if (!unit) throw (await beforeMoveIn(user, input.unitId)) ?? notFound("Unit");
  const unitId = unit.id;
  // A pass ends no later than its creator's move-out: the start of that day in the property's zone.
  const membership = user.memberships.find((candidate) => candidate.unitId === unitId);
  const moveOut =
    membership?.moveOutOn &&
    startOfZonedDay(membership.moveOutOn.toISOString().slice(0, 10), membership.unit.property.timezone);
  const validUntil = moveOut && moveOut < input.validUntil ? moveOut : input.validUntil;
  if (validUntil <= input.validFrom)
    throw new ApiError("VALIDATION_ERROR", "The pass would start after your move-out", [
      { field: "validFrom", issue: "must be before your move-out date" },
    ]);
  const { pin, pinHash } = await freePin(unit.propertyId);
  const qrToken = generateQrToken();
  const pass = await db().guestPass.create({
    data: {
      propertyId: unit.propertyId,
      unitId,
      createdById: user.id,
      name: input.name,
      pinHash,
      qrTokenHash: hashQrToken(qrToken),
      validFrom: input.validFrom,
      validUntil,
      maxUses: input.maxUses,
    },
    include: withHolders,
  });
  return { ...serializeGuestPass(pass), pin, qrPayload: `gatehouse:pass:${qrToken}` };
}
