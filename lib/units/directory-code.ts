import type { Prisma } from "../db/generated/client";
import { ApiError } from "../http/error-codes";

export const DIRECTORY_CODE_MAX = 20;
// The characters a visitor can key or say at the intercom.
const KEYABLE = "0-9A-Za-z";

// What a visitor keys or says at the intercom is read as its letters and digits, without regard to case.
export const keyedCode = (text: string) => text.replace(new RegExp(`[^${KEYABLE}]`, "g"), "");
// Codes compare without regard to case, in this check and the rent-roll import's alike.
export const codeKey = (code: string) => code.toUpperCase();

// A code a visitor can key: letters and digits only (its length is checked on its own, so each fault is one issue).
export const DIRECTORY_CODE = new RegExp(`^[${KEYABLE}]*$`);
export const DIRECTORY_CODE_ISSUE = "use only letters and digits, which a visitor can key at the intercom";

// A new unit's code when none is given: its label's letters and digits ("Apt 3-B" is reached as Apt3B); empty when
// the label has none.
export const labelCode = (label: string) => keyedCode(label).slice(0, DIRECTORY_CODE_MAX);

export function codeFromLabel(label: string): string {
  const code = labelCode(label);
  if (!code)
    throw new ApiError("VALIDATION_ERROR", "The unit needs a directory code", [
      { field: "directoryCode", issue: "is required when the label has no letter or digit" },
    ]);
  return code;
}

// One writer of a tenant's units at a time (a unit created or recoded, a rent roll imported), so each checks its codes
// against what the one before wrote. Taken first in the transaction, before any row, so writers cannot deadlock.
export async function lockTenantUnits(tx: Prisma.TransactionClient, tenantId: string): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`units:${tenantId}`}))::text`;
}

// A transaction under that lock: an import checks and writes a large file in one (the default 5 s would cut off 10,000
// rows on a busy host), and a unit write may wait behind it.
export const UNITS_TRANSACTION = { timeout: 60_000, maxWait: 10_000 };

// Codes are unique within a property without regard to case, as the intercom matches them (the database's index
// compares them exactly). Called under lockTenantUnits, before the unit's write: a unit holding the label being written
// is left to the label's unique index, which names the label instead. A code taken from the label (the caller
// entered none) is said as such, so the caller knows to enter one.
export async function requireCodeFree(
  tx: Prisma.TransactionClient,
  unit: { propertyId: string; id?: string; label?: string },
  code: string,
  { fromLabel = false } = {},
): Promise<void> {
  const [clash] = await tx.$queryRaw<{ label: string }[]>`
    SELECT u.label FROM units u
    WHERE u."propertyId" = ${unit.propertyId} AND upper(u."directoryCode") = ${codeKey(code)}
      AND u.id IS DISTINCT FROM ${unit.id ?? null}::text AND u.label IS DISTINCT FROM ${unit.label ?? null}::text
    LIMIT 1`;
  if (!clash) return;
  if (fromLabel)
    throw new ApiError("CONFLICT", `The directory code ${code}, taken from the label, is unit ${clash.label}'s`, [
      { field: "directoryCode", issue: `${code}, taken from the label, is unit ${clash.label}'s: enter a code` },
    ]);
  throw new ApiError("CONFLICT", `The directory code ${code} is read at the intercom as unit ${clash.label}'s`, [
    {
      field: "directoryCode",
      issue: `is already unit ${clash.label}'s (the intercom reads codes without regard to case)`,
    },
  ]);
}
