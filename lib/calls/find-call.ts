import type { AdminPrincipal } from "../auth/admin-principal";
import { inTenantProperty } from "../framework/tenant-scope";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";
import type { CallWithEventsView } from "./call-schemas";
import { readDialSequence } from "./read-dial-sequence";
import { serializeCall, serializeCallEvent } from "./serialize-call";

// A call the caller may see, with its event timeline, who was rung and what opened, or 404 for another tenant's call.
export async function findCall(principal: AdminPrincipal, id: string): Promise<CallWithEventsView> {
  const call = await db().call.findFirst({
    where: { id, ...inTenantProperty(principal) },
    include: {
      events: { orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }, { id: "asc" }] },
      property: { select: { id: true, name: true, timezone: true } },
      unit: { select: { id: true, label: true } },
      accessEvents: {
        orderBy: [{ occurredAt: "asc" }, { id: "asc" }],
        include: { device: { select: { id: true, name: true } } },
      },
    },
  });
  if (!call) throw notFound("Call");
  const { steps, answeredById: answeredInLog } = readDialSequence(call.events, Boolean(call.endedAt));
  // Calls recorded without a dial log still name the resident who answered.
  const answeredById = answeredInLog ?? (call.answeredAt ? call.residentId : null);
  const ids = [...new Set([...steps.map((step) => step.residentId), ...(answeredById ? [answeredById] : [])])];
  const residents = await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const person = (residentId: string) => ({
    id: residentId,
    name: residents.find((r) => r.id === residentId)?.name ?? "Former resident",
  });
  return {
    ...serializeCall(call),
    events: call.events.map(serializeCallEvent),
    property: call.property,
    unit: call.unit,
    rung: steps.map((step) => ({
      resident: person(step.residentId),
      order: step.order,
      result: step.result,
      dialedAt: step.dialedAt.toISOString(),
    })),
    answeredBy: answeredById ? person(answeredById) : null,
    doorOpens: call.accessEvents.map((event) => ({
      id: event.id,
      device: event.device,
      method: event.method,
      result: event.result,
      occurredAt: event.occurredAt.toISOString(),
    })),
  };
}
