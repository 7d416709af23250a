import { adminRoute } from "@/lib/framework/admin-route";
import { resendInvitationOperation, withdrawInvitationOperation } from "@/lib/invitations/invitation-operations";
import { resendInvitation, withdrawInvitation } from "@/lib/invitations/manage-invitations";
import { deletionResponse, envelope } from "@/lib/http/respond";

export const POST = adminRoute(resendInvitationOperation, async ({ principal, params }) =>
  envelope("invitation", await resendInvitation(principal, params.id)),
);

export const DELETE = adminRoute(withdrawInvitationOperation, async ({ principal, params }) =>
  deletionResponse(await withdrawInvitation(principal, params.id)),
);
