import { adminRoute } from "@/lib/framework/admin-route";
import { readAnalytics } from "@/lib/analytics/read-analytics";
import { readAnalyticsOperation } from "@/lib/analytics/analytic-operations";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = adminRoute(readAnalyticsOperation, async ({ principal, query }) =>
  envelope("analytics", await readAnalytics(principal, query)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
