import autocannon from "autocannon";
import twilio from "twilio";
import type { Database } from "../db/client";
import { steadyLatency } from "./measure-route";

export type TwilioVoiceBenchOptions = {
  baseUrl: string;
  database: Database;
  authToken: string;
  // The base the server checks signatures against (its PUBLIC_BASE_URL); the server's own address when unset.
  publicBaseUrl?: string;
  // A property number the server knows; the demo property by default.
  to?: string;
  connections?: number;
  durationSeconds?: number;
};

export type TwilioVoiceBenchResult = {
  requestsPerSecond: number;
  p99LatencyMs: number;
  // Over the requests started after the first second (steadyLatency in measure-route.ts).
  steadyP99LatencyMs: number;
  requestsSent: number;
  responses2xx: number;
  non2xx: number;
  errors: number;
  callsCreated: number;
  // A 2xx answer without its call row, or more rows than answers: both must be 0.
  lost: number;
  duplicated: number;
};

// Signed POST /twilio/voice with a unique CallSid per request at 50 connections, then the calls counted in the database.
export async function benchTwilioVoice(options: TwilioVoiceBenchOptions): Promise<TwilioVoiceBenchResult> {
  const run = `CAbench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signedUrl = `${(options.publicBaseUrl ?? options.baseUrl).replace(/\/+$/, "")}/twilio/voice`;
  const to = options.to ?? "+15005550006";
  let issued = 0;
  const load = (duration: number) =>
    autocannon({
      url: options.baseUrl,
      connections: options.connections ?? 50,
      duration,
      requests: [
        {
          method: "POST",
          path: "/twilio/voice",
          setupRequest: (request) => {
            const params = {
              CallSid: `${run}-${++issued}`,
              From: "+16175550100",
              To: to,
              CallStatus: "ringing",
              Direction: "inbound",
            };
            return {
              ...request,
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                "x-twilio-signature": twilio.getExpectedTwilioSignature(options.authToken, signedUrl, params),
              },
              body: new URLSearchParams(params).toString(),
            };
          },
        },
      ],
    });
  // Untimed first, as for the other routes: the route's first load and its statements' first preparation stay out.
  const warm = await load(2);
  const timed = load(options.durationSeconds ?? 10);
  const steady = steadyLatency(timed);
  const result = await timed;
  // Requests still in flight when the clock stopped may finish just after; let them land before counting.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const where = { carrier: "twilio" as const, carrierCallId: { startsWith: `${run}-` } };
  const callsCreated = await options.database.call.count({ where });
  const distinct = (await options.database.call.groupBy({ by: ["carrierCallId"], where })).length;
  const answered = result["2xx"] + warm["2xx"];
  return {
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    steadyP99LatencyMs: steady().p99,
    requestsSent: issued,
    responses2xx: answered,
    non2xx: result.non2xx + warm.non2xx,
    errors: result.errors + warm.errors,
    callsCreated,
    lost: Math.max(0, answered - callsCreated),
    duplicated: callsCreated - distinct + Math.max(0, callsCreated - issued),
  };
}
