import { adminRoute } from "@/lib/framework/admin-route";
import { rotateApiKeyOperation } from "@/lib/api-keys/api-key-operations";
import { rotateApiKey } from "@/lib/api-keys/manage-api-keys";
import { envelope } from "@/lib/http/respond";

export const POST = adminRoute(rotateApiKeyOperation, async ({ principal, params }) =>
  envelope("apiKey", await rotateApiKey(principal, params.id)),
);
