import { adminRoute } from "@/lib/framework/admin-route";
import { readAdminSession } from "@/lib/admin-session/read-admin-session";
import { readAdminSessionOperation } from "@/lib/admin-session/session-operations";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(readAdminSessionOperation, async ({ principal }) =>
  envelope("session", await readAdminSession(principal)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
