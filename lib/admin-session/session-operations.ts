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

// Every admin role may end its own sessions, so the scope is the one they all hold.
export const endAdminSessionsOperation = adminOperation({
  method: "delete",
  path: "/api/admin/me/sessions",
  resource: "environments",
  summary: "Sign out everywhere",
  description:
    "Ends every dashboard session and core JWT of the signed-in person, this one included: they carry the old " +
    "session version and answer 401 from the next request. An API key has no sessions; nothing changes for it.",
  scope: "environments:read",
  response: { status: 204 },
  example: () => ({}),
});

export const adminSessionOperations = [readAdminSessionOperation, endAdminSessionsOperation];
