import type { EventType } from "@/lib/events-out/event-schemas";

// One phrase per event sent to customers' endpoints, shown beside the event's name, which a receiver's code uses.
export const WEBHOOK_EVENT_LABELS: Record<EventType, string> = {
  "call.started": "Call started",
  "call.completed": "Call ended",
  "door.opened": "Door opened",
  "door.denied": "Door refused",
  "guest_pass.used": "Guest pass used",
  "device.online": "Device online",
  "device.offline": "Device offline",
  "user.created": "User added",
  "user.updated": "User changed",
  "webhook.test": "Test event",
};

// The events an endpoint can subscribe to: a test event goes to one endpoint, when asked for.
export const SUBSCRIBABLE_EVENTS = (Object.keys(WEBHOOK_EVENT_LABELS) as EventType[]).filter(
  (type) => type !== "webhook.test",
);

export const webhookEventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as EventType] ?? type;
