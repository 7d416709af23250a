"use client";

import type { AccessEventEntry, Device } from "@/lib/admin-client/admin-types";
import { Badge, type Tone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { DataTable, NoRows, type Column } from "../data-table";
import { DateRangeFilter, useDayRange } from "../date-range-filter";
import { ExportButton } from "../export-button";
import { formatDateTime, humanize } from "../format";
import { FilterBar, FilterSelect } from "../list-filters";
import { PageHeader } from "../page-header";
import { UrlPagination } from "../pagination";
import { RemovableFilter } from "../removable-filter";
import { tableState, useAdminList } from "../use-admin-query";
import { usePropertyOptions } from "../use-property-options";
import { useUrlState } from "../use-url-state";

const LIMIT = 25;
const METHOD_LABELS: Record<AccessEventEntry["method"], string> = {
  app: "Mobile app",
  portal: "Resident portal",
  admin: "Dashboard or API",
  dtmf: "Intercom call (key 9)",
  pin: "Keypad PIN",
  qr: "QR code",
  device: "Reported by the door",
};
const METHOD_OPTIONS = Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label }));
const RESULT_TONE: Record<AccessEventEntry["result"], Tone> = { granted: "green", denied: "amber", alarm: "red" };
const RESULT_OPTIONS = ["granted", "denied", "alarm"].map((value) => ({ value, label: humanize(value) }));

// Who opened (or tried to): the person, else the pass or key that asked.
const who = (event: AccessEventEntry) =>
  event.userName ??
  (event.guestPassId ? "Guest pass" : event.apiKeyId ? "API key" : event.callId ? "Visitor call" : "—");

export function AccessLogPage() {
  const { get, set } = useUrlState();
  const offset = Number(get("offset")) || 0;
  const cursor = get("cursor");
  const range = useDayRange();
  const filters = {
    propertyId: get("propertyId") || undefined,
    deviceId: get("deviceId") || undefined,
    userId: get("userId") || undefined,
    method: get("method") || undefined,
    result: get("result") || undefined,
    ...range,
  };
  const list = useAdminList<AccessEventEntry>("accessEvents", "/api/admin/access-events", {
    ...filters,
    limit: LIMIT,
    ...(cursor ? { cursor } : { offset }),
  });
  const properties = usePropertyOptions();
  const devices = useAdminList<Device>("devices", "/api/admin/devices", { limit: 200, propertyId: filters.propertyId });
  const deviceOptions = (devices.data?.items ?? []).map((device) => ({ value: device.id, label: device.name }));
  const columns: Column<AccessEventEntry>[] = [
    { header: "When", cell: (e) => formatDateTime(e.occurredAt) },
    { header: "Property", cell: (e) => e.propertyName, hideOnMobile: true },
    { header: "Door", cell: (e) => e.deviceName ?? "—" },
    {
      header: "Who",
      cell: (e) =>
        e.userId ? (
          <button type="button" className="text-indigo-700 hover:underline" onClick={() => set({ userId: e.userId })}>
            {who(e)}
          </button>
        ) : (
          who(e)
        ),
    },
    { header: "How", cell: (e) => METHOD_LABELS[e.method], hideOnMobile: true },
    { header: "Result", cell: (e) => <Badge tone={RESULT_TONE[e.result]}>{humanize(e.result)}</Badge> },
    { header: "Reason", cell: (e) => e.reason ?? "—", hideOnMobile: true },
  ];
  const userName = list.data?.items.find((event) => event.userId === filters.userId)?.userName;
  return (
    <>
      <PageHeader
        title="Access log"
        description="Every door opening and refusal, newest first."
        actions={<ExportButton path="/api/admin/access-events" filters={filters} filename="access-events" />}
      />
      <Card>
        <FilterBar>
          <FilterSelect name="propertyId" label="Property" options={properties.options} />
          <FilterSelect name="deviceId" label="Door" options={deviceOptions} />
          <FilterSelect name="method" label="Method" options={METHOD_OPTIONS} />
          <FilterSelect name="result" label="Result" options={RESULT_OPTIONS} />
          <DateRangeFilter />
          {filters.userId ? (
            <RemovableFilter label={`User: ${userName ?? filters.userId}`} onRemove={() => set({ userId: null })} />
          ) : null}
        </FilterBar>
        <DataTable
          label="access events"
          columns={columns}
          {...tableState(list)}
          empty={<NoRows noun="access events" filtered={Object.values(filters).some(Boolean)} />}
        />
        <UrlPagination page={list.data} limit={LIMIT} />
      </Card>
    </>
  );
}
