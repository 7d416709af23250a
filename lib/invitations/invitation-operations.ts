import { adminOperation } from "../framework/admin-operation";
import { idParams } from "../framework/common-schemas";
import { userSchema } from "../users/user-schemas";
import { invitationSchema } from "./invitation-schemas";

const resource = "users";

export const resendInvitationOperation = adminOperation({
  method: "post",
  path: "/api/admin/users/{id}/resend-invitation",
  resource,
  summary: "Send the invitation again",
  description:
    "Queues a new single-use set-password link for an invited user (by mail, or through Clerk when Clerk is configured); every earlier link stops working. A user who is not invited is a 409.",
  scope: "users:write",
  params: idParams,
  response: { status: 200, shape: "B", key: "invitation", item: invitationSchema },
  errors: ["FORBIDDEN", "CONFLICT"],
  example: (ids) => ({ params: { id: ids.invitedUserId } }),
});

export const withdrawInvitationOperation = adminOperation({
  method: "post",
  path: "/api/admin/users/{id}/withdraw-invitation",
  resource,
  summary: "Withdraw the invitation",
  description:
    "Every link of the invited user stops working and the account is deactivated; the answer is the deactivated user. A user who is not invited is a 409.",
  scope: "users:write",
  params: idParams,
  response: { status: 200, shape: "B", key: "user", item: userSchema },
  errors: ["FORBIDDEN", "CONFLICT"],
  example: (ids) => ({ params: { id: ids.invitedUserId } }),
});

export const invitationOperations = [resendInvitationOperation, withdrawInvitationOperation];
