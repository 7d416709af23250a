import { adminRoute } from "@/lib/framework/admin-route";
import { withdrawInvitationOperation } from "@/lib/invitations/invitation-operations";
import { withdrawInvitation } from "@/lib/invitations/manage-invitations";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(withdrawInvitationOperation, async ({ principal, params }) =>
  envelope("user", await withdrawInvitation(principal, params.id)),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
