import { z } from "zod";
import { id } from "../framework/common-schemas";
import { scopeSchema } from "../api-keys/api-key-schemas";

// The admin API's refusal of a resident's session, which the dashboard answers by sending them to the portal.
export const RESIDENT_REFUSAL = "Residents cannot use the admin API";

export const adminSessionSchema = z
  .object({
    kind: z.enum(["api_key", "session"]),
    userId: id.nullable().describe("the signed-in person; null for an API key"),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(["platform_admin", "owner", "staff"]).nullable().describe("null for an API key"),
    tenantId: id.nullable().describe("null for platform callers"),
    tenantName: z.string().nullable(),
    scopes: z.array(scopeSchema).describe("what the caller may do; the dashboard offers only these"),
  })
  .meta({ id: "AdminSession" });

export type AdminSessionView = z.infer<typeof adminSessionSchema>;
