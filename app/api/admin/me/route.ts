import { adminRoute } from "@/lib/framework/admin-route";
import { readAdminSession } from "@/lib/admin-session/read-admin-session";
import { readAdminSessionOperation } from "@/lib/admin-session/session-operations";
import { envelope } from "@/lib/http/respond";

export const GET = adminRoute(readAdminSessionOperation, async ({ principal }) => envelope("session", await readAdminSession(principal)));
