import type { AdminPrincipal } from "../auth/admin-principal";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { resolveTenant } from "../framework/tenant-scope";
import { lockTenantUnits, UNITS_TRANSACTION } from "../units/directory-code";
import { ApiError } from "../http/error-codes";
import { applyResidentImport } from "./apply-resident-import";
import type { ImportResult } from "./import-schemas";
import { loadImportTargets } from "./load-import-targets";
import { planResidentImport } from "./plan-resident-import";
import { readResidentRows } from "./read-resident-rows";

// Reads a rent roll, plans it against the tenant's current rows and, unless it is a dry run or any row is wrong, applies it whole.
export async function importResidents(
  principal: AdminPrincipal,
  options: { dryRun?: boolean; tenantId?: string },
  text: string,
): Promise<ImportResult> {
  const tenantId = await resolveTenant(principal, options.tenantId, { required: true });
  const dryRun = options.dryRun ?? false;
  const { columns, rows, errors } = readResidentRows(text);
  return db().$transaction(async (tx) => {
    // One import of a tenant at a time, and no unit created meanwhile: the next plans against what this one wrote.
    await lockTenantUnits(tx, tenantId);
    const targets = await loadImportTargets(tx, tenantId, rows);
    const plan = planResidentImport(principal, tenantId, targets, rows, columns);
    const allErrors = [...errors, ...plan.errors].sort((a, b) => a.row - b.row);
    if (plan.newUnits.length && !principal.scopes.has("units:write")) {
      throw new ApiError(
        "INSUFFICIENT_SCOPE",
        `This file creates ${plan.newUnits.length} units, which requires the scope units:write`,
      );
    }
    const counts = {
      rows: rows.length + new Set(errors.map((error) => error.row)).size,
      created: plan.creates.length,
      updated: plan.updated,
      unchanged: plan.unchanged,
      unitsCreated: plan.newUnits.length,
    };
    const applied = !dryRun && allErrors.length === 0;
    // A file that changes nothing leaves no trace, not even an audit entry.
    if (applied && counts.created + counts.updated + counts.unitsCreated > 0) {
      await applyResidentImport(tx, tenantId, plan);
      await recordAudit(tx, principal, {
        tenantId,
        action: "residents.import",
        targetType: "tenant",
        targetId: tenantId,
        data: counts,
      });
    }
    return { dryRun, applied, ...counts, errors: allErrors };
  }, UNITS_TRANSACTION);
}
