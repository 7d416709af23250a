import { z } from "zod";
import { adminOperation } from "../framework/admin-operation";
import { ENVIRONMENTS } from "./environment-schemas";

export const environmentSchema = z
  .object({
    name: z.enum(ENVIRONMENTS),
    configured: z.boolean().describe("this instance can serve or forward requests for it"),
    local: z.boolean().describe("served by this instance"),
  })
  .meta({ id: "Environment" });

export const listEnvironmentsOperation = adminOperation({
  method: "get",
  path: "/api/admin/environments",
  resource: "environments",
  summary: "List the admin environments",
  description:
    "DEV, TEST, STAGING and PROD, whether each has an address, and which one this instance serves. Send X-Admin-Env: <name> on any /api/admin request to have it served by that environment.",
  scope: "environments:read",
  response: { status: 200, shape: "B", key: "environments", item: environmentSchema, list: true },
  example: () => ({}),
});

export const environmentOperations = [listEnvironmentsOperation];
