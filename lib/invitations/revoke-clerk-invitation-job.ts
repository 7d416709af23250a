import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { revokeClerkInvitation } from "./send-clerk-invitation";

export const revokeClerkInvitationJob = defineJob({
  kind: "users.revoke-clerk-invitation",
  schema: z.object({ invitationId: z.string().min(1) }),
  maxAttempts: 5,
  run: async ({ invitationId }) => {
    await revokeClerkInvitation(invitationId);
  },
});
