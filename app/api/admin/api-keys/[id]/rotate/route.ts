import { adminRoute, idParams } from "@/lib/admin/admin-route";
import { rotateApiKey } from "@/lib/api-keys/manage-api-keys";
import { envelope } from "@/lib/http/respond";

export const POST = adminRoute({ scope: "api_keys:write", params: idParams }, async ({ principal, params }) =>
  envelope("apiKey", await rotateApiKey(principal, params.id)),
);
