import type { Prisma } from "../db/generated/client";
import { ACKNOWLEDGED } from "../webhooks/webhook-event";
import type { WebhookIntake } from "../webhooks/webhook-route";
import { endClerkMembership, syncClerkMembership } from "./sync-clerk-membership";
import { suspendClerkOrganization, syncClerkOrganization } from "./sync-clerk-organization";
import { deactivateClerkUser, syncClerkUser } from "./sync-clerk-user";
import { verifyClerkWebhook, type ClerkEvent } from "./verify-clerk-webhook";

const HANDLERS: Partial<Record<string, (tx: Prisma.TransactionClient, data: unknown) => Promise<void>>> = {
  "user.created": syncClerkUser,
  "user.updated": syncClerkUser,
  "user.deleted": deactivateClerkUser,
  "organization.created": syncClerkOrganization,
  "organization.updated": syncClerkOrganization,
  "organization.deleted": suspendClerkOrganization,
  "organizationMembership.created": syncClerkMembership,
  "organizationMembership.updated": syncClerkMembership,
  "organizationMembership.deleted": endClerkMembership,
};

// POST /api/webhooks/clerk: users, organizations and memberships kept in sync with users, tenants and roles.
export const clerkIntake: WebhookIntake<ClerkEvent> = {
  sender: "clerk",
  verify: verifyClerkWebhook,
  apply: async (tx, { event }) => {
    await HANDLERS[event.type]?.(tx, event.data);
    return ACKNOWLEDGED;
  },
};
