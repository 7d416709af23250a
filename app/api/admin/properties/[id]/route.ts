import { adminRoute } from "@/lib/framework/admin-route";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { deleteProperty } from "@/lib/properties/delete-property";
import { findProperty } from "@/lib/properties/find-property";
import {
  deletePropertyOperation,
  getPropertyOperation,
  updatePropertyOperation,
} from "@/lib/properties/property-operations";
import { serializeProperty } from "@/lib/properties/serialize-property";
import { updateProperty } from "@/lib/properties/update-property";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getPropertyOperation, async ({ principal, params }) =>
  envelope("property", serializeProperty(await findProperty(principal, params.id))),
);

export const PATCH = adminRoute(updatePropertyOperation, async ({ principal, params, body }) =>
  envelope("property", await updateProperty(principal, params.id, body)),
);

export const DELETE = adminRoute(deletePropertyOperation, async ({ principal, params }) =>
  deletionResponse(await deleteProperty(principal, params.id)),
);

export const { POST, PUT, OPTIONS } = refuseOtherMethods({ GET, PATCH, DELETE });
