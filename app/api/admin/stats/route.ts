import { adminRoute } from "@/lib/framework/admin-route";
import { envelope } from "@/lib/http/respond";
import { readStats } from "@/lib/stats/read-stats";
import { readStatsOperation } from "@/lib/stats/stat-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(readStatsOperation, async ({ principal, query }) =>
  envelope("stats", await readStats(principal, query)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
