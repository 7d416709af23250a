import { z } from "zod";
import { revokeDeviceCredentials } from "../device-gateway/broker-accounts";
import { defineJob } from "../jobs/define-job";

// Ends a retired or deleted device's broker account when the route's own attempt failed; repeating it is harmless.
export const endDeviceAccessJob = defineJob({
  kind: "devices.end-access",
  schema: z.object({ deviceId: z.string().min(1) }),
  maxAttempts: 12,
  run: async ({ deviceId }) => {
    await revokeDeviceCredentials(deviceId);
  },
});
