import { z } from "zod";
import type { CallStatus } from "../db/generated/enums";

// Call statuses as the API, the carriers and public/admin.yaml spell them; Prisma names the enum values with underscores.
export const API_CALL_STATUSES = [
  "queued",
  "ringing",
  "in-progress",
  "completed",
  "busy",
  "no-answer",
  "failed",
  "canceled",
] as const;
export type ApiCallStatus = (typeof API_CALL_STATUSES)[number];

// The product's meaning, which can differ from the carrier's word for the same call.
export const apiCallStatus = z.enum(API_CALL_STATUSES).meta({
  description:
    "queued, ringing, in-progress: under way. completed: a resident answered. busy, no-answer: every resident rung was busy, or none answered. " +
    "failed: the carrier could not connect the call. canceled: nobody was rung (the visitor hung up at the prompt, dialled an unknown unit, " +
    "or called outside intercom hours), even when the carrier reports the call as completed.",
});

// Calls still under way: the "live now" count and the rows that refresh themselves.
export const LIVE_CALL_STATUSES: CallStatus[] = ["queued", "ringing", "in_progress"];

const toApi: Record<CallStatus, ApiCallStatus> = {
  queued: "queued",
  ringing: "ringing",
  in_progress: "in-progress",
  completed: "completed",
  busy: "busy",
  no_answer: "no-answer",
  failed: "failed",
  canceled: "canceled",
};

const fromApi = Object.fromEntries(Object.entries(toApi).map(([stored, api]) => [api, stored])) as Record<
  ApiCallStatus,
  CallStatus
>;

export const toApiCallStatus = (status: CallStatus): ApiCallStatus => toApi[status];
export const fromApiCallStatus = (status: ApiCallStatus): CallStatus => fromApi[status];

// For carrier callbacks and other untrusted text: the stored status, or null when the word is not a call status.
export const parseApiCallStatus = (value: string): CallStatus | null =>
  Object.hasOwn(fromApi, value) ? fromApi[value as ApiCallStatus] : null;
