import { z } from "zod";
import { id, timestamp } from "../framework/common-schemas";
import { callSchema } from "../calls/call-schemas";
import { accessEventSchema } from "../devices/access-event-schema";
import { deviceSchema } from "../devices/device-schemas";
import { userSchema } from "../users/user-schemas";

const guestPassUse = z
  .object({
    guestPassId: id,
    name: z.string().describe("the guest's name as the resident entered it"),
    unitId: id,
    propertyId: id,
    deviceId: id.nullable().describe("the door the pass opened"),
    accessEventId: id,
    useCount: z.number().int(),
    maxUses: z.number().int(),
    occurredAt: timestamp,
  })
  .meta({ id: "GuestPassUse" });

// Every event type sent to customers' endpoints, with the schema its `data` must match.
export const EVENT_CATALOG = {
  "call.started": { summary: "A visitor's intercom call reached the platform", data: z.object({ call: callSchema }) },
  "call.completed": { summary: "An intercom call ended (answered or not)", data: z.object({ call: callSchema }) },
  "door.opened": { summary: "A door was opened (access granted)", data: z.object({ accessEvent: accessEventSchema }) },
  "door.denied": { summary: "A door opening was refused", data: z.object({ accessEvent: accessEventSchema }) },
  "guest_pass.used": { summary: "A guest pass opened a door", data: z.object({ guestPassUse: guestPassUse }) },
  "device.online": { summary: "A device came online", data: z.object({ device: deviceSchema }) },
  "device.offline": { summary: "A device went offline", data: z.object({ device: deviceSchema }) },
  "user.created": { summary: "A user was created", data: z.object({ user: userSchema }) },
  "user.updated": { summary: "A user was changed", data: z.object({ user: userSchema }) },
  "webhook.test": {
    summary: "Sent only by POST /api/admin/webhook-endpoints/{id}/test",
    data: z.object({ webhookEndpointId: id, message: z.string() }).meta({ id: "WebhookTestData" }),
  },
} as const;

export type EventType = keyof typeof EVENT_CATALOG;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_CATALOG)[T]["data"]>;
export const EVENT_TYPES = Object.keys(EVENT_CATALOG) as EventType[];
// The types an endpoint may subscribe to; the test event goes only where it is asked for.
export const SUBSCRIBABLE_TYPES = EVENT_TYPES.filter((type) => type !== "webhook.test");
export const subscribableType = z.enum(SUBSCRIBABLE_TYPES as [EventType, ...EventType[]]);

// What a receiver gets: the Standard Webhooks payload shape.
export const eventEnvelope = <T extends EventType>(type: T) =>
  z.object({ type: z.literal(type), timestamp, data: EVENT_CATALOG[type].data }).meta({
    id: `${type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase())}Event`,
  });
