import { adminRoute } from "@/lib/framework/admin-route";
import { envelope } from "@/lib/http/respond";
import { readStats } from "@/lib/stats/read-stats";
import { readStatsOperation } from "@/lib/stats/stat-operations";

export const GET = adminRoute(readStatsOperation, async ({ principal, query }) => envelope("stats", await readStats(principal, query)));
