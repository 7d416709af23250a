import { adminRoute } from "@/lib/framework/admin-route";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { deleteUnit } from "@/lib/units/delete-unit";
import { findUnit } from "@/lib/units/find-unit";
import { serializeUnit } from "@/lib/units/serialize-unit";
import { deleteUnitOperation, getUnitOperation, updateUnitOperation } from "@/lib/units/unit-operations";
import { updateUnit } from "@/lib/units/update-unit";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getUnitOperation, async ({ principal, params }) =>
  envelope("unit", serializeUnit((await findUnit(principal, params.id)).unit)),
);

export const PATCH = adminRoute(updateUnitOperation, async ({ principal, params, body }) =>
  envelope("unit", await updateUnit(principal, params.id, body)),
);

export const DELETE = adminRoute(deleteUnitOperation, async ({ principal, params }) =>
  deletionResponse(await deleteUnit(principal, params.id)),
);

export const { POST, PUT, OPTIONS } = refuseOtherMethods({ GET, PATCH, DELETE });
