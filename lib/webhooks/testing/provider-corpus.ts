import { randomUUID } from "node:crypto";

// Provider events in the shapes the providers publish, each with where its shape comes from. They are
// written field for field after the providers' documented examples, with fresh ids so a replay is new.
export type CorpusEntry = { name: string; source: string; event: () => unknown };

const now = () => Math.floor(Date.now() / 1000);

export const telnyxCorpus: CorpusEntry[] = [
  {
    name: "call.initiated with a dashed caller number",
    source: 'Telnyx Call Control webhook reference, call.initiated example (from "+1-202-555-0133")',
    event: () => ({
      data: {
        record_type: "event",
        event_type: "call.initiated",
        id: randomUUID(),
        occurred_at: new Date().toISOString(),
        payload: {
          call_control_id: `v3:${randomUUID()}`,
          connection_id: "7267xxxxxxxxxxxxxx",
          call_leg_id: randomUUID(),
          call_session_id: randomUUID(),
          client_state: null,
          from: "+1-202-555-0133",
          to: "+1-202-555-0146",
          direction: "incoming",
          state: "parked",
        },
      },
      meta: { attempt: 1, delivered_to: "https://example.com/webhooks" },
    }),
  },
  {
    name: "call.recording.saved (no call_control_id)",
    source: "Telnyx Call Control webhook reference, call.recording.saved example",
    event: () => ({
      data: {
        record_type: "event",
        event_type: "call.recording.saved",
        id: randomUUID(),
        occurred_at: new Date().toISOString(),
        payload: {
          call_leg_id: randomUUID(),
          call_session_id: randomUUID(),
          channels: "single",
          client_state: null,
          connection_id: "7267xxxxxxxxxxxxxx",
          recording_started_at: new Date().toISOString(),
          recording_ended_at: new Date().toISOString(),
          recording_urls: { mp3: "https://example.com/recording.mp3", wav: null },
          public_recording_urls: { mp3: null, wav: null },
        },
      },
    }),
  },
  {
    name: "call.hangup of a call this system never saw",
    source: "Telnyx Call Control webhook reference, call.hangup example",
    event: () => ({
      data: {
        record_type: "event",
        event_type: "call.hangup",
        id: randomUUID(),
        occurred_at: new Date().toISOString(),
        payload: {
          call_control_id: `v3:${randomUUID()}`,
          call_leg_id: randomUUID(),
          call_session_id: randomUUID(),
          from: "+35319605860",
          to: "+13129457420",
          hangup_cause: "call_rejected",
          hangup_source: "caller",
          sip_hangup_cause: "603",
          state: "hangup",
        },
      },
    }),
  },
  {
    name: "message.received (not a call event)",
    source: "Telnyx Messaging webhook reference, message.received example",
    event: () => ({
      data: {
        record_type: "event",
        event_type: "message.received",
        id: randomUUID(),
        occurred_at: new Date().toISOString(),
        payload: { id: randomUUID(), direction: "inbound", from: { phone_number: "+13125550001" }, text: "Hello" },
      },
    }),
  },
];

export const stripeCorpus: CorpusEntry[] = [
  {
    name: "customer.subscription.updated for a customer no tenant has",
    source: "Stripe API reference, the Subscription object and the customer.subscription.updated event",
    event: () => ({
      id: `evt_${randomUUID().replace(/-/g, "")}`,
      object: "event",
      api_version: "2025-10-29.clover",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type: "customer.subscription.updated",
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: "sub_1MowQVLkdIwHu7ixeRlqHVzs",
          object: "subscription",
          customer: `cus_${randomUUID().slice(0, 14)}`,
          status: "active",
          metadata: {},
          items: { object: "list", data: [] },
        },
        previous_attributes: { status: "trialing" },
      },
    }),
  },
  {
    name: "invoice.payment_failed for a customer no tenant has",
    source: "Stripe API reference, the Invoice object and the invoice.payment_failed event",
    event: () => ({
      id: `evt_${randomUUID().replace(/-/g, "")}`,
      object: "event",
      api_version: "2025-10-29.clover",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type: "invoice.payment_failed",
      data: {
        object: {
          id: "in_1MtHbELkdIwHu7ixl4OzzPMv",
          object: "invoice",
          customer: `cus_${randomUUID().slice(0, 14)}`,
          status: "open",
          attempt_count: 1,
        },
      },
    }),
  },
  {
    name: "charge.succeeded (an event type the billing does not use)",
    source: "Stripe API reference, the Charge object",
    event: () => ({
      id: `evt_${randomUUID().replace(/-/g, "")}`,
      object: "event",
      api_version: "2025-10-29.clover",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type: "charge.succeeded",
      data: {
        object: { id: "ch_3MmlLrLkdIwHu7ix0snN0B15", object: "charge", amount: 1099, currency: "usd", customer: null },
      },
    }),
  },
];

export const clerkCorpus: CorpusEntry[] = [
  {
    name: "user.created with no email address (a phone-only sign-up)",
    source: "Clerk webhooks reference, the user.created payload",
    event: () => ({
      type: "user.created",
      object: "event",
      timestamp: Date.now(),
      data: {
        id: `user_${randomUUID().slice(0, 12)}`,
        object: "user",
        first_name: null,
        last_name: null,
        username: null,
        email_addresses: [],
        primary_email_address_id: null,
        phone_numbers: [{ id: "idn_1", phone_number: "+15555550100" }],
        primary_phone_number_id: "idn_1",
        public_metadata: {},
        created_at: Date.now(),
      },
    }),
  },
  {
    name: "session.created (an event type the sync does not use)",
    source: "Clerk webhooks reference, the session.created payload",
    event: () => ({
      type: "session.created",
      object: "event",
      timestamp: Date.now(),
      data: {
        id: `sess_${randomUUID().slice(0, 12)}`,
        object: "session",
        status: "active",
        user_id: "user_29w83sxmDNGwOuEthce5gg56FcC",
      },
    }),
  },
  {
    name: "user.deleted of a user never seen",
    source: "Clerk webhooks reference, the user.deleted payload",
    event: () => ({
      type: "user.deleted",
      object: "event",
      timestamp: Date.now(),
      data: { id: `user_${randomUUID().slice(0, 12)}`, object: "user", deleted: true },
    }),
  },
];
