import { adminRoute, idParams } from "@/lib/admin/admin-route";
import { updateApiKeyBody } from "@/lib/api-keys/api-key-schemas";
import { findApiKey, revokeApiKey, updateApiKey } from "@/lib/api-keys/manage-api-keys";
import { serializeApiKey } from "@/lib/api-keys/serialize-api-key";
import { deletionResponse, envelope } from "@/lib/http/respond";

export const GET = adminRoute({ scope: "api_keys:read", params: idParams }, async ({ principal, params }) =>
  envelope("apiKey", serializeApiKey(await findApiKey(principal, params.id))),
);

export const PATCH = adminRoute({ scope: "api_keys:write", params: idParams, body: updateApiKeyBody }, async ({ principal, params, body }) =>
  envelope("apiKey", await updateApiKey(principal, params.id, body)),
);

export const DELETE = adminRoute({ scope: "api_keys:write", params: idParams }, async ({ principal, params }) => {
  await revokeApiKey(principal, params.id);
  return deletionResponse("revoked");
});
