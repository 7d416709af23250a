import { adminRoute } from "@/lib/framework/admin-route";
import { getApiKeyOperation, revokeApiKeyOperation, updateApiKeyOperation } from "@/lib/api-keys/api-key-operations";
import { findApiKey, revokeApiKey, updateApiKey } from "@/lib/api-keys/manage-api-keys";
import { serializeApiKey } from "@/lib/api-keys/serialize-api-key";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getApiKeyOperation, async ({ principal, params }) =>
  envelope("apiKey", serializeApiKey(await findApiKey(principal, params.id))),
);

export const PATCH = adminRoute(updateApiKeyOperation, async ({ principal, params, body }) =>
  envelope("apiKey", await updateApiKey(principal, params.id, body)),
);

export const DELETE = adminRoute(revokeApiKeyOperation, async ({ principal, params }) => {
  await revokeApiKey(principal, params.id);
  return deletionResponse("revoked");
});

export const { POST, PUT, OPTIONS } = refuseOtherMethods({ GET, PATCH, DELETE });
