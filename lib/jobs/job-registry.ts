import { endClerkSessionsJob } from "../clerk/end-clerk-sessions-job";
import { publishUnlockJob } from "../device-gateway/publish-unlock-job";
import { endDeviceAccessJob } from "../devices/end-device-access-job";
import { deliverSlowWebhookJob } from "../events-out/deliver-slow-webhook-job";
import { deliverWebhookJob } from "../events-out/deliver-webhook-job";
import { mailEndpointDisabledJob } from "../events-out/mail-endpoint-disabled-job";
import { strandedDeliveriesSweep } from "../events-out/queue-stranded-deliveries";
import { SLOW_QUEUE_PREFIX } from "../events-out/schedule-delivery";
import { passwordResetJob } from "../invitations/request-password-reset";
import { revokeClerkInvitationJob } from "../invitations/revoke-clerk-invitation-job";
import { sendUserTokenJob } from "../invitations/send-user-token-job";
import { retryNotificationJob } from "../notifications/retry-notification-job";
import { sendNotificationJob } from "../notifications/send-notification-job";
import { cancelTwilioLegJob } from "../voice/twilio/cancel-twilio-leg-job";
import { sendTelnyxCommandsJob } from "../voice/telnyx/send-telnyx-commands-job";
import { applyTelnyxEventJob, LEG_QUEUE_PREFIX } from "../voice/telnyx/telnyx-intake";
import type { JobDefinition } from "./define-job";
import type { Sweep } from "./define-sweep";

// Every job kind the worker runs, one line each; a job file lives in its concern's folder.
export const jobs: JobDefinition[] = [
  deliverWebhookJob,
  deliverSlowWebhookJob,
  mailEndpointDisabledJob,
  publishUnlockJob,
  endDeviceAccessJob,
  sendNotificationJob,
  retryNotificationJob,
  sendUserTokenJob,
  passwordResetJob,
  revokeClerkInvitationJob,
  endClerkSessionsJob,
  applyTelnyxEventJob,
  sendTelnyxCommandsJob,
  cancelTwilioLegJob,
];

// The named queues' prefixes the job kinds use; any other empty named queue is an earlier release's and is dropped.
export const queuePrefixes: string[] = [LEG_QUEUE_PREFIX, SLOW_QUEUE_PREFIX];

// What every worker process repeats on a timer beside its jobs.
export const sweeps: Sweep[] = [strandedDeliveriesSweep];
