import { z } from "zod";

export const deviceCredentialsSchema = z
  .object({
    username: z.string().describe("the device id"),
    password: z.string().describe("shown once; only its hash is stored"),
    clientId: z.string().describe("the device id; the broker refuses any other"),
    mqttUrl: z.string(),
    topicPrefix: z.string().describe("gatehouse/v1/devices/{deviceId}/"),
  })
  .meta({ id: "DeviceCredentials" });

export type DeviceCredentialsView = z.infer<typeof deviceCredentialsSchema>;
