import { adminRoute } from "@/lib/framework/admin-route";
import { issueDeviceCredentialsOperation } from "@/lib/devices/device-operations";
import { issueDeviceCredentials } from "@/lib/devices/issue-device-credentials";
import { envelope } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(issueDeviceCredentialsOperation, async ({ principal, params }) =>
  envelope("credentials", await issueDeviceCredentials(principal, params.id), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });
