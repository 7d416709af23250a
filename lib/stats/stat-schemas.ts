import { z } from "zod";
import { id, timestamp } from "../framework/common-schemas";

const count = z.number().int().min(0);

export const USER_ROLES = ["platform_admin", "owner", "staff", "resident"] as const;
export const DEVICE_STATUSES = ["provisioning", "online", "offline", "retired"] as const;

// An object of counts with exactly the given keys.
export const countsOf = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K[number], typeof count>);

export const statsQuery = z
  .object({ tenantId: id.optional().describe("platform callers: count one tenant only") })
  .strict();

export const statsSchema = z
  .object({
    tenantId: id.nullable().describe("the tenant counted; null when the whole platform is"),
    generatedAt: timestamp,
    tenants: count,
    properties: z.object({ total: count, active: count }),
    units: count,
    users: z.object({
      total: count,
      active: count,
      byRole: countsOf(USER_ROLES).describe("every user, whatever the status"),
      activeByRole: countsOf(USER_ROLES).describe("active users only; sums to `active`"),
    }),
    devices: z.object({ total: count, byStatus: countsOf(DEVICE_STATUSES) }),
    calls: z
      .object({
        last24Hours: count,
        last7Days: count,
        live: count.describe("calls under way now, whenever they started"),
      })
      .describe("calls started in the window"),
    doorOpens: z.object({ last24Hours: count }).describe("granted access events"),
  })
  .meta({ id: "Stats" });

export type StatsQuery = z.infer<typeof statsQuery>;
export type StatsView = z.infer<typeof statsSchema>;
