import { adminRoute } from "@/lib/framework/admin-route";
import { deletionResponse, envelope } from "@/lib/http/respond";
import { deactivateUser } from "@/lib/users/deactivate-user";
import { findUser } from "@/lib/users/find-user";
import { serializeUser } from "@/lib/auth/serialize-user";
import { updateUser } from "@/lib/users/update-user";
import { deactivateUserOperation, getUserOperation, updateUserOperation } from "@/lib/users/user-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(getUserOperation, async ({ principal, params }) =>
  envelope("user", serializeUser(await findUser(principal, params.id))),
);

export const PATCH = adminRoute(updateUserOperation, async ({ principal, params, body }) =>
  envelope("user", await updateUser(principal, params.id, body)),
);

export const DELETE = adminRoute(deactivateUserOperation, async ({ principal, params }) =>
  deletionResponse(await deactivateUser(principal, params.id)),
);

export const { POST, PUT, OPTIONS } = refuseOtherMethods({ GET, PATCH, DELETE });
