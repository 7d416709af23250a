import { adminOperation } from "../framework/admin-operation";
import { adminSessionSchema } from "./session-schemas";

// environments:read because the dashboard reads both to set up its frame, and every admin role holds it.
export const readAdminSessionOperation = adminOperation({
  method: "get",
  path: "/api/admin/me",
  resource: "environments",
  summary: "Who is calling",
  description: "The caller's role, tenant and scopes, so a client (the dashboard) offers only what the caller may do.",
  scope: "environments:read",
  response: { status: 200, shape: "B", key: "session", item: adminSessionSchema },
  example: () => ({}),
});

export const adminSessionOperations = [readAdminSessionOperation];
