import { adminRoute } from "@/lib/framework/admin-route";
import { envelope, listResponse } from "@/lib/http/respond";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { createUserOperation, listUsersOperation } from "@/lib/users/user-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(listUsersOperation, async ({ principal, query }) => {
  const { users, ...page } = await listUsers(principal, query);
  return listResponse("users", users, { ...query, ...page });
});

export const POST = adminRoute(createUserOperation, async ({ principal, body }) =>
  envelope("user", await createUser(principal, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET, POST });
