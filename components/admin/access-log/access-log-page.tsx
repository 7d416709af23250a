"use client";

import type { AccessEventEntry, Device } from "@/lib/admin-client/admin-types";
import { Badge, type Tone } from "@/components/ui/badge";
import type { Column } from "@/components/ui/data-table";
import { FilterLink, FilterSelect } from "@/components/ui/list-filters";
import { LogPage, type LinkedFilter } from "../log-page";
import { useAdminList } from "../use-admin-query";
import { useRangeTimeZone } from "../use-range-time-zone";
import { useUrlState } from "@/components/ui/use-url-state";
import { DateTime } from "@/components/ui/date-time";
import { ACCESS_METHOD_LABELS, ACCESS_RESULT_LABELS } from "@/components/access-vocabulary";

const METHOD_OPTIONS = Object.entries(ACCESS_METHOD_LABELS).map(([value, label]) => ({ value, label }));
const RESULT_TONE: Record<AccessEventEntry["result"], Tone> = { granted: "green", denied: "amber", alarm: "red" };
const RESULT_OPTIONS = Object.entries(ACCESS_RESULT_LABELS).map(([value, label]) => ({ value, label }));

// Who opened (or tried to): the person, else the pass or key that asked.
const who = (event: AccessEventEntry) =>
  event.userName ??
  (event.guestPassId ? "Guest pass" : event.apiKeyId ? "API key" : event.callId ? "Visitor call" : "—");

const columns = (timeZone: string): Column<AccessEventEntry>[] => [
  { header: "When", cell: (e) => <DateTime value={e.occurredAt} timeZone={timeZone} /> },
  { header: "Property", cell: (e) => e.propertyName, hideOnMobile: true },
  { header: "Door", cell: (e) => e.deviceName ?? "—" },
  { header: "Who", cell: (e) => <FilterLink to={e.userId ? { userId: e.userId } : null}>{who(e)}</FilterLink> },
  { header: "How", cell: (e) => ACCESS_METHOD_LABELS[e.method], hideOnMobile: true },
  { header: "Result", cell: (e) => <Badge tone={RESULT_TONE[e.result]}>{ACCESS_RESULT_LABELS[e.result]}</Badge> },
  { header: "Reason", cell: (e) => e.reason ?? "—", hideOnMobile: true },
];

const LINKED: LinkedFilter<AccessEventEntry>[] = [
  {
    param: "userId",
    label: (id, rows) => `User: ${rows.find((event) => event.userId === id)?.userName ?? id}`,
  },
];

export function AccessLogPage() {
  const { get } = useUrlState();
  // Days and times in the property's zone, as on the calls page.
  const zone = useRangeTimeZone(get("propertyId"));
  const devices = useAdminList<Device>("devices", "/api/admin/devices", {
    limit: 200,
    propertyId: get("propertyId") || undefined,
  });
  const deviceOptions = (devices.data?.items ?? []).map((device) => ({ value: device.id, label: device.name }));
  return (
    <LogPage
      title="Access log"
      description="Every door opening and refusal, newest first."
      plural="accessEvents"
      path="/api/admin/access-events"
      exportAs="access-events"
      noun="access events"
      params={["propertyId", "deviceId", "userId", "method", "result"]}
      selects={
        <>
          <FilterSelect name="propertyId" label="Property" options={zone.options} />
          <FilterSelect name="deviceId" label="Door" options={deviceOptions} />
          <FilterSelect name="method" label="Method" options={METHOD_OPTIONS} />
          <FilterSelect name="result" label="Result" options={RESULT_OPTIONS} />
        </>
      }
      linked={LINKED}
      columns={columns(zone.timeZone)}
      zone={zone}
    />
  );
}
