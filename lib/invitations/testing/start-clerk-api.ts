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

// Clerk's Backend API invitations as @clerk/backend calls them: Bearer secret key, snake_case JSON, an `invitation` object back.
export async function startClerkApi(secretKey: string) {
  const invitations: ClerkInvitation[] = [];
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
