import type { Prisma } from "../../db/generated/client";
import type { FlowState } from "./telnyx-client-state";
import type { TelnyxCommand } from "./telnyx-client";
import type { TelnyxEvent } from "./telnyx-event";

// One Call Control event kind: the commands it sends back, decided in the event's transaction.
export type TelnyxHandler = (
  tx: Prisma.TransactionClient,
  event: TelnyxEvent,
  state: FlowState | null,
) => Promise<TelnyxCommand[]>;

export async function visitorLeg(tx: Prisma.TransactionClient, callId: string): Promise<string> {
  return (await tx.call.findUniqueOrThrow({ where: { id: callId }, select: { carrierCallId: true } })).carrierCallId;
}
