import { issueSession } from "@/lib/auth/issue-session";
import { json } from "@/lib/http/respond";
import { EVERY_ROLE, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = residentRoute({ roles: EVERY_ROLE }, async ({ user }) => json(await issueSession(user)));

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
