import { adminRoute } from "@/lib/framework/admin-route";
import { resendInvitationOperation } from "@/lib/invitations/invitation-operations";
import { resendInvitation } from "@/lib/invitations/manage-invitations";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(resendInvitationOperation, async ({ principal, params }) =>
  envelope("invitation", await resendInvitation(principal, params.id)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
