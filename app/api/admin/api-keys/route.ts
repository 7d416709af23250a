import { adminRoute } from "@/lib/framework/admin-route";
import { createApiKeyOperation, listApiKeysOperation } from "@/lib/api-keys/api-key-operations";
import { createApiKey, listApiKeys } from "@/lib/api-keys/manage-api-keys";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listApiKeysOperation, async ({ principal, query }) => {
  const { apiKeys, total, nextCursor } = await listApiKeys(principal, query);
  return envelope("apiKeys", apiKeys, { meta: { total, limit: query.limit, offset: query.offset, nextCursor } });
});

export const POST = adminRoute(createApiKeyOperation, async ({ principal, body }) =>
  envelope("apiKey", await createApiKey(principal, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
