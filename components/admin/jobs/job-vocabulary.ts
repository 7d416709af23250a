// What each job kind does, in words, shown above the kind itself (which the worker's logs use).
export const JOB_KIND_LABELS: Record<string, string> = {
  "webhooks.deliver": "Webhook delivery",
  "webhooks.deliver-slow": "Webhook delivery, retry lane",
  "webhooks.mail-disabled": "Mail: webhook endpoint disabled",
  "devices.publish-unlock": "Door unlock to a device",
  "devices.end-access": "End a removed device's access",
  "notifications.send": "Notification to a resident",
  "notifications.retry": "Notification, retried",
  "users.send-link": "Mail: invitation or sign-in link",
  "users.password-reset": "Mail: password reset",
  "users.revoke-clerk-invitation": "Withdraw a Clerk invitation",
  "users.end-clerk-sessions": "End a user's Clerk sessions",
  "telnyx.events": "Telnyx call event",
  "telnyx.commands": "Telnyx call commands",
  "twilio.cancel-leg": "Hang up a Twilio call leg",
};

export const STATE_LABELS: Record<string, string> = { failed: "Failed", waiting: "Waiting" };
