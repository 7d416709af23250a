import { z } from "zod";
import { parseApiCallStatus } from "../../calls/call-status";
import type { CallStatus } from "../../db/generated/enums";

export const callSid = z.string().min(1).max(64);

export const voiceParams = z.object({
  CallSid: callSid,
  From: z.string().max(64).default(""),
  To: z.string().min(1).max(64),
});
export const gatherParams = z.object({ CallSid: callSid, Digits: z.string().max(32).default("") });
export const directoryQuery = z.object({
  callId: z.string().min(1),
  attempt: z.coerce.number().int().min(0).max(10).default(0),
});
export const residentQuery = z.object({
  callId: z.string().min(1),
  residentId: z.string().min(1),
  index: z.coerce.number().int().min(0).max(100),
});
export const dialStatusParams = z.object({ CallSid: callSid, DialCallStatus: z.string().default("failed") });
export const legStatusParams = z.object({ CallSid: callSid, CallStatus: z.string().default("initiated") });
export const statusParams = z.object({
  CallSid: callSid,
  CallStatus: z.string().min(1),
  Timestamp: z.string().optional(),
  SequenceNumber: z.string().optional(),
});

const TWILIO_WORDS: Record<string, string> = { initiated: "queued", answered: "in-progress" };

// Twilio's CallStatus as a stored status; null for a word Twilio may add later, which then changes nothing.
export const carrierStatus = (value: string): CallStatus | null =>
  parseApiCallStatus(Object.hasOwn(TWILIO_WORDS, value) ? TWILIO_WORDS[value] : value);
