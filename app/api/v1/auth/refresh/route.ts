import { issueSession } from "@/lib/auth/issue-session";
import { json } from "@/lib/http/respond";
import { EVERY_ROLE, residentRoute } from "@/lib/framework/resident-route";

export const POST = residentRoute({ roles: EVERY_ROLE }, async ({ user }) => json(await issueSession(user)));
