import type { AdminPrincipal } from "../auth/admin-principal";
import { inTenantProperty } from "../framework/tenant-scope";
import { db } from "../db/client";
import { notFound } from "../http/error-codes";
import type { CallWithEventsView } from "./call-schemas";
import { serializeCall, serializeCallEvent } from "./serialize-call";

// A call the caller may see, with its event timeline, or 404 for another tenant's call.
export async function findCall(principal: AdminPrincipal, id: string): Promise<CallWithEventsView> {
  const call = await db().call.findFirst({
    where: { id, ...inTenantProperty(principal) },
    include: { events: { orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!call) throw notFound("Call");
  return { ...serializeCall(call), events: call.events.map(serializeCallEvent) };
}
