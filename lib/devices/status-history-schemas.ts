import { z } from "zod";
import { id, instant, timestamp } from "../framework/common-schemas";
import type { DeviceStatus } from "../db/generated/enums";

export const STATUS_HISTORY_MAX_DAYS = 31;
const DAY_MS = 24 * 3600 * 1000;

// `to` defaults to now and `from` to 24 hours before `to`.
export function resolveHistoryRange(query: { from?: string; to?: string }, now: Date) {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DAY_MS);
  return { from, to };
}

export const statusHistoryQuery = z
  .object({
    from: instant.optional().describe("start of the range, inclusive; default 24 hours before `to`"),
    to: instant.optional().describe("end of the range, exclusive; default now"),
  })
  .strict()
  .superRefine((query, context) => {
    const { from, to } = resolveHistoryRange(query, new Date());
    if (from >= to) context.addIssue({ code: "custom", path: ["from"], message: "from must be before to" });
    else if (to.getTime() - from.getTime() > STATUS_HISTORY_MAX_DAYS * DAY_MS)
      context.addIssue({
        code: "custom",
        path: ["from"],
        message: `the range is at most ${STATUS_HISTORY_MAX_DAYS} days`,
      });
  });

// Every device status, and `unknown` for the time before a device's first recorded one.
export const PERIOD_STATUSES = ["online", "offline", "provisioning", "retired", "unknown"] as const satisfies readonly (
  DeviceStatus | "unknown"
)[];
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

const seconds = z.number().min(0);

export const statusHistorySchema = z
  .object({
    deviceId: id,
    from: timestamp,
    to: timestamp,
    uptime: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe("online time / (online + offline) time within the range, as in analytics; null without either"),
    onlineSeconds: seconds,
    offlineSeconds: seconds,
    periods: z
      .array(z.object({ status: z.enum(PERIOD_STATUSES), from: timestamp, to: timestamp }))
      .describe(
        "consecutive, oldest first, covering [from, to) up to now; `unknown` before the device's first recorded status",
      ),
  })
  .meta({ id: "DeviceStatusHistory" });

export type StatusHistoryQuery = z.infer<typeof statusHistoryQuery>;
export type StatusHistoryView = z.infer<typeof statusHistorySchema>;
export type StatusPeriodView = StatusHistoryView["periods"][number];
