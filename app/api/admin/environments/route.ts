import { adminRoute } from "@/lib/framework/admin-route";
import { listEnvironmentsOperation } from "@/lib/admin-proxy/environment-operations";
import { readEnvironments } from "@/lib/admin-proxy/read-environments";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listEnvironmentsOperation, async () =>
  envelope(
    "environments",
    readEnvironments().map(({ name, configured, local }) => ({ name, configured, local })),
  ),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
