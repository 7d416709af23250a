import type { DeviceStatusPeriod } from "@/lib/admin-client/admin-types";

export type PeriodStatus = DeviceStatusPeriod["status"];

// The words and marks of the uptime chart: each status has a fill and a pattern, so none is told by colour alone.
export const PERIOD_LOOK: Record<
  PeriodStatus,
  { label: string; color: string; pattern: "solid" | "stripes" | "dots" | "cross" }
> = {
  online: { label: "Online", color: "#059669", pattern: "solid" },
  offline: { label: "Offline", color: "#e11d48", pattern: "stripes" },
  provisioning: { label: "Provisioning", color: "#d97706", pattern: "dots" },
  retired: { label: "Retired", color: "#475569", pattern: "cross" },
  unknown: { label: "No status yet", color: "#cbd5e1", pattern: "solid" },
};

export const PERIOD_ORDER: PeriodStatus[] = ["online", "offline", "provisioning", "retired", "unknown"];
