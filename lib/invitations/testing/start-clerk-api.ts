import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ClerkInvitation = {
  id: string;
  email_address: string;
  public_metadata: Record<string, unknown>;
  redirect_url: string | null;
  notify: boolean;
  status: "pending" | "revoked";
};

export type ClerkUser = { id: string; email: string };
export type ClerkSessionRecord = { id: string; userId: string; status: "active" | "revoked"; createdAt?: number };

// Clerk's Backend API as @clerk/backend calls it: Bearer secret key, snake_case JSON, objects named by `object`.
// Invitations (create, revoke), users by email (list and count) and a user's sessions (list by status, revoke).
export async function startClerkApi(secretKey: string) {
  const invitations: ClerkInvitation[] = [];
  const users: ClerkUser[] = [];
  const sessions: ClerkSessionRecord[] = [];
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const answer = (status: number, body: object) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      const fail = (status: number, code: string, message: string) =>
        answer(status, { errors: [{ code, message, long_message: message }] });
      const view = (invitation: ClerkInvitation) => ({
        object: "invitation",
        id: invitation.id,
        email_address: invitation.email_address,
        public_metadata: invitation.public_metadata,
        status: invitation.status,
        revoked: invitation.status === "revoked",
        url: null,
        created_at: Date.now(),
        updated_at: Date.now(),
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return fail(401, "authentication_invalid", "Invalid secret key");
      if (request.method === "POST" && request.url === "/v1/invitations") {
        const body = (() => {
          try {
            return JSON.parse(raw) as Record<string, unknown>;
          } catch {
            return {};
          }
        })();
        const email = typeof body.email_address === "string" ? body.email_address : "";
        if (!/^[^@\s]+@[^@\s]+$/.test(email))
          return fail(422, "form_param_format_invalid", "email_address is required");
        if (!body.ignore_existing && invitations.some((i) => i.email_address === email && i.status === "pending"))
          return fail(422, "duplicate_record", "already invited");
        const invitation: ClerkInvitation = {
          id: `inv_${invitations.length + 1}`,
          email_address: email,
          public_metadata: (body.public_metadata as Record<string, unknown>) ?? {},
          redirect_url: typeof body.redirect_url === "string" ? body.redirect_url : null,
          notify: body.notify !== false,
          status: "pending",
        };
        invitations.push(invitation);
        return answer(200, view(invitation));
      }
      const url = new URL(request.url ?? "/", "http://clerk.test");
      const userView = (user: ClerkUser) => ({
        object: "user",
        id: user.id,
        email_addresses: [
          {
            object: "email_address",
            id: `idn_${user.id}`,
            email_address: user.email,
            verification: null,
            linked_to: [],
          },
        ],
        created_at: Date.now(),
        updated_at: Date.now(),
      });
      const sessionView = (session: ClerkSessionRecord) => ({
        object: "session",
        id: session.id,
        user_id: session.userId,
        client_id: `client_${session.userId}`,
        status: session.status,
        created_at: session.createdAt ?? 0,
        updated_at: Date.now(),
      });
      if (request.method === "GET" && (url.pathname === "/v1/users" || url.pathname === "/v1/users/count")) {
        const emails = url.searchParams.getAll("email_address").map((email) => email.toLowerCase());
        const found = users.filter((user) => !emails.length || emails.includes(user.email.toLowerCase()));
        if (url.pathname.endsWith("/count")) return answer(200, { object: "total_count", total_count: found.length });
        return answer(200, found.map(userView));
      }
      if (request.method === "GET" && url.pathname === "/v1/sessions") {
        const userId = url.searchParams.get("user_id");
        if (!userId && !url.searchParams.get("client_id"))
          return fail(422, "form_param_missing", "client_id or user_id is required");
        const status = url.searchParams.get("status");
        const found = sessions.filter((s) => s.userId === userId && (!status || s.status === status));
        return answer(200, { data: found.map(sessionView), total_count: found.length });
      }
      const endSession = /^\/v1\/sessions\/([^/]+)\/revoke$/.exec(url.pathname);
      const session = endSession && sessions.find((s) => s.id === endSession[1]);
      if (request.method === "POST" && session) {
        session.status = "revoked";
        return answer(200, sessionView(session));
      }
      const revoke = /^\/v1\/invitations\/([^/]+)\/revoke$/.exec(request.url ?? "");
      const found = revoke && invitations.find((i) => i.id === revoke[1]);
      if (request.method === "POST" && found) {
        if (found.status === "revoked") return fail(400, "invitation_already_revoked", "already revoked");
        found.status = "revoked";
        return answer(200, view(found));
      }
      return fail(404, "resource_not_found", "not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    invitations,
    users,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
