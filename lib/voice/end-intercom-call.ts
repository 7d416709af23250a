import type { Prisma } from "../db/generated/client";
import type { Carrier, CallStatus } from "../db/generated/enums";
import { CALL_EVENT } from "./call-event-types";
import { recordCallEvents } from "./record-call-event";

export type CarrierReport = {
  carrier: Carrier;
  carrierCallId: string;
  carrierStatus: CallStatus;
  at?: Date;
  detail?: Prisma.InputJsonObject;
};

const ENDED: CallStatus[] = ["completed", "busy", "no_answer", "failed", "canceled"];

// A carrier reports the visitor's call status; an ending status ends the call, others are only logged.
export async function reportCarrierStatus(tx: Prisma.TransactionClient, report: CarrierReport) {
  const call = await tx.call.findUnique({
    where: { carrier_carrierCallId: { carrier: report.carrier, carrierCallId: report.carrierCallId } },
    select: { id: true },
  });
  if (!call) return null;
  const type = ENDED.includes(report.carrierStatus) ? CALL_EVENT.ended : CALL_EVENT.carrierStatus;
  return recordCallEvents(tx, call.id, [
    { type, payload: { carrierStatus: report.carrierStatus, ...report.detail }, occurredAt: report.at },
  ]);
}
