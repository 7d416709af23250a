import type { Prisma } from "../db/generated/client";
import { ACKNOWLEDGED } from "../webhooks/webhook-event";
import type { WebhookIntake } from "../webhooks/webhook-route";
import { clerkEventTime } from "./clerk-event-time";
import { endClerkMembership, joinClerkOrganization, syncClerkMembership } from "./sync-clerk-membership";
import { suspendClerkOrganization, syncClerkOrganization } from "./sync-clerk-organization";
import { deactivateClerkUser, syncClerkUser } from "./sync-clerk-user";
import { verifyClerkWebhook, type ClerkEvent } from "./verify-clerk-webhook";

const HANDLERS: Partial<
  Record<string, (tx: Prisma.TransactionClient, data: unknown, at: Date | null) => Promise<void>>
> = {
  "user.created": syncClerkUser,
  "user.updated": syncClerkUser,
  "user.deleted": deactivateClerkUser,
  "organization.created": syncClerkOrganization,
  "organization.updated": syncClerkOrganization,
  "organization.deleted": suspendClerkOrganization,
  "organizationMembership.created": joinClerkOrganization,
  "organizationMembership.updated": syncClerkMembership,
  "organizationMembership.deleted": endClerkMembership,
};

// POST /api/webhooks/clerk: users, organizations and memberships kept in sync with users, tenants and roles.
// Each is applied in the order of its own time (clerkEventTime), not of arrival, as Stripe events are.
export const clerkIntake: WebhookIntake<ClerkEvent> = {
  sender: "clerk",
  mediaType: "application/json",
  verify: verifyClerkWebhook,
  apply: async (tx, { event }) => {
    await HANDLERS[event.type]?.(tx, event.data, clerkEventTime(event));
    return ACKNOWLEDGED;
  },
};
