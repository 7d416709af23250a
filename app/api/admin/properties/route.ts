import { adminRoute } from "@/lib/framework/admin-route";
import { envelope, listResponse } from "@/lib/http/respond";
import { createProperty } from "@/lib/properties/create-property";
import { listProperties } from "@/lib/properties/list-properties";
import { createPropertyOperation, listPropertiesOperation } from "@/lib/properties/property-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listPropertiesOperation, async ({ principal, query }) => {
  const { properties, ...page } = await listProperties(principal, query);
  return listResponse("properties", properties, { ...query, ...page });
});

export const POST = adminRoute(createPropertyOperation, async ({ principal, body }) =>
  envelope("property", await createProperty(principal, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
