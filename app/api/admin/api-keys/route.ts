import { adminRoute } from "@/lib/admin/admin-route";
import { createApiKeyBody, listApiKeysQuery } from "@/lib/api-keys/api-key-schemas";
import { createApiKey, listApiKeys } from "@/lib/api-keys/manage-api-keys";
import { envelope } from "@/lib/http/respond";

export const GET = adminRoute({ scope: "api_keys:read", query: listApiKeysQuery }, async ({ principal, query }) => {
  const { apiKeys, total } = await listApiKeys(principal, query);
  return envelope("apiKeys", apiKeys, { meta: { total, limit: query.limit, offset: query.offset } });
});

export const POST = adminRoute({ scope: "api_keys:write", body: createApiKeyBody }, async ({ principal, body }) =>
  envelope("apiKey", await createApiKey(principal, body), { status: 201 }),
);
