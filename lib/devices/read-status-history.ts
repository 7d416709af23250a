import type { AdminPrincipal } from "../auth/admin-principal";
import { db } from "../db/client";
import { findDevice } from "./find-device";
import { resolveHistoryRange, type StatusHistoryQuery, type StatusHistoryView } from "./status-history-schemas";
import { secondsIn, toStatusPeriods } from "./status-periods";

const select = { status: true, occurredAt: true } as const;
const order = (direction: "asc" | "desc") => [{ occurredAt: direction }, { id: direction }];

// A device's online and offline periods over [from, to), cut at now, from its status events, and its uptime there.
export async function readStatusHistory(
  principal: AdminPrincipal,
  id: string,
  query: StatusHistoryQuery,
  now = new Date(),
): Promise<StatusHistoryView> {
  const device = await findDevice(principal, id);
  const { from, to } = resolveHistoryRange(query, now);
  const end = to < now ? to : now;
  const [start, changes] = await Promise.all([
    db().deviceStatusEvent.findFirst({
      where: { deviceId: device.id, occurredAt: { lte: from } },
      orderBy: order("desc"),
      select,
    }),
    end > from
      ? db().deviceStatusEvent.findMany({
          where: { deviceId: device.id, occurredAt: { gt: from, lt: end } },
          orderBy: order("asc"),
          select,
        })
      : Promise.resolve([]),
  ]);
  const periods = end > from ? toStatusPeriods(start, changes, from, end) : [];
  const onlineSeconds = secondsIn(periods, "online");
  const offlineSeconds = secondsIn(periods, "offline");
  const known = onlineSeconds + offlineSeconds;
  return {
    deviceId: device.id,
    from: from.toISOString(),
    to: to.toISOString(),
    uptime: known > 0 ? onlineSeconds / known : null,
    onlineSeconds,
    offlineSeconds,
    periods: periods.map((p) => ({ status: p.status, from: p.from.toISOString(), to: p.to.toISOString() })),
  };
}
