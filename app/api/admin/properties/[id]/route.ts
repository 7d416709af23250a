import { adminRoute, idParams } from "@/lib/admin/admin-route";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { deleteProperty } from "@/lib/properties/delete-property";
import { findProperty } from "@/lib/properties/find-property";
import { updatePropertyBody } from "@/lib/properties/property-schemas";
import { serializeProperty } from "@/lib/properties/serialize-property";
import { updateProperty } from "@/lib/properties/update-property";

export const GET = adminRoute({ scope: "properties:read", params: idParams }, async ({ principal, params }) =>
  envelope("property", serializeProperty(await findProperty(principal, params.id))),
);

export const PATCH = adminRoute({ scope: "properties:write", params: idParams, body: updatePropertyBody }, async ({ principal, params, body }) =>
  envelope("property", await updateProperty(principal, params.id, body)),
);

export const DELETE = adminRoute({ scope: "properties:write", params: idParams }, async ({ principal, params }) =>
  deletionResponse(await deleteProperty(principal, params.id)),
);
