import { adminRoute } from "@/lib/admin/admin-route";
import { envelope, listResponse } from "@/lib/http/respond";
import { createProperty } from "@/lib/properties/create-property";
import { listProperties } from "@/lib/properties/list-properties";
import { createPropertyBody, listPropertiesQuery } from "@/lib/properties/property-schemas";

export const GET = adminRoute({ scope: "properties:read", query: listPropertiesQuery }, async ({ principal, query }) => {
  const { properties, total } = await listProperties(principal, query);
  return listResponse("properties", properties, { total, ...query });
});

export const POST = adminRoute({ scope: "properties:write", body: createPropertyBody }, async ({ principal, body }) =>
  envelope("property", await createProperty(principal, body), { status: 201 }),
);
