import { adminRoute } from "@/lib/framework/admin-route";
import { rotateApiKeyOperation } from "@/lib/api-keys/api-key-operations";
import { rotateApiKey } from "@/lib/api-keys/manage-api-keys";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(rotateApiKeyOperation, async ({ principal, params }) =>
  envelope("apiKey", await rotateApiKey(principal, params.id)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
