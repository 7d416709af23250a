import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { importSPKI, jwtVerify } from "jose";
import { scriptedFaults } from "./scripted-faults";

export type FcmReceived = { token: string; message: Record<string, unknown> };

const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
// FCM's status and error code for the failures a test scripts.
const FAULT_CODES: Record<number, [string, string]> = {
  400: ["INVALID_ARGUMENT", "INVALID_ARGUMENT"],
  429: ["RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED"],
  500: ["INTERNAL", "INTERNAL"],
  503: ["UNAVAILABLE", "UNAVAILABLE"],
};
const fcmError = (status: number, code: string, errorCode: string, message: string) => ({
  error: {
    code: status,
    message,
    status: code,
    details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode }],
  },
});

// Checks a message as FCM HTTP v1 does: exactly one target, string-only data, a known Android priority and a ttl
// in seconds. Answers a reason, or null for a valid message.
function invalidMessage(message: Record<string, unknown> | undefined): string | null {
  if (!message || typeof message !== "object") return "message is required";
  const targets = ["token", "topic", "condition"].filter((target) => typeof message[target] === "string");
  if (targets.length !== 1) return "exactly one of token, topic or condition";
  const data = (message.data ?? {}) as Record<string, unknown>;
  if (Object.values(data).some((value) => typeof value !== "string")) return "data values must be strings";
  const notification = (message.notification ?? {}) as Record<string, unknown>;
  if (["title", "body"].some((field) => field in notification && typeof notification[field] !== "string"))
    return "notification title and body must be strings";
  const android = (message.android ?? {}) as Record<string, unknown>;
  if (android.priority !== undefined && !["normal", "high", "NORMAL", "HIGH"].includes(String(android.priority)))
    return "android.priority must be normal or high";
  if (android.ttl !== undefined && !/^\d+(\.\d{1,9})?s$/.test(String(android.ttl))) return "android.ttl is a duration";
  const known = [
    "name",
    "data",
    "notification",
    "android",
    "webpush",
    "apns",
    "fcm_options",
    "token",
    "topic",
    "condition",
  ];
  const unknown = Object.keys(message).find((field) => !known.includes(field));
  return unknown ? `Invalid JSON payload received. Unknown name "${unknown}"` : null;
}

// Google's OAuth token endpoint and FCM's send endpoint, as a service account's client sees them. The token
// endpoint verifies the RS256 assertion with the account's public key (iss, aud, scope, a lifetime of at most an
// hour) and issues a bearer token; the send endpoint takes only that token, for that project.
export async function startFcmService(projectId = `gatehouse-test-${randomBytes(3).toString("hex")}`) {
  const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const publicKey = await importSPKI(keys.publicKey.export({ type: "spki", format: "pem" }).toString(), "RS256");
  const issued = new Set<string>();
  const registered = new Set<string>();
  const received: FcmReceived[] = [];
  const refusals: string[] = [];
  const faults = scriptedFaults();
  let tokenRequests = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", async () => {
      const answer = (status: number, json: object) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      const refuse = (status: number, json: object, why: string) => {
        refusals.push(why);
        answer(status, json);
      };
      if (request.method === "POST" && request.url === "/token") {
        tokenRequests += 1;
        const form = new URLSearchParams(body);
        if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
          return refuse(400, { error: "unsupported_grant_type" }, "grant_type");
        try {
          const { payload } = await jwtVerify(form.get("assertion") ?? "", publicKey, {
            algorithms: ["RS256"],
            issuer: clientEmail,
            audience: GOOGLE_TOKEN_URL,
          });
          if (!payload.iat || !payload.exp || payload.exp - payload.iat > 3600) throw new Error("lifetime over 1 h");
          if (!String(payload.scope).split(" ").includes(FCM_SCOPE)) throw new Error("no firebase.messaging scope");
        } catch (error) {
          return refuse(400, { error: "invalid_grant", error_description: (error as Error).message }, "assertion");
        }
        const accessToken = `ya29.${randomBytes(24).toString("base64url")}`;
        issued.add(accessToken);
        return answer(200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
      }
      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? "");
      if (request.method !== "POST" || !send) return refuse(404, { error: { code: 404 } }, "no such route");
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!bearer || !issued.has(bearer))
        return refuse(401, fcmError(401, "UNAUTHENTICATED", "THIRD_PARTY_AUTH_ERROR", "bad token"), "bearer");
      if (send[1] !== projectId)
        return refuse(403, fcmError(403, "PERMISSION_DENIED", "SENDER_ID_MISMATCH", "project"), "project");
      let message: Record<string, unknown> | undefined;
      try {
        message = (JSON.parse(body) as { message?: Record<string, unknown> }).message;
      } catch {
        return refuse(400, fcmError(400, "INVALID_ARGUMENT", "INVALID_ARGUMENT", "not JSON"), "json");
      }
      const invalid = invalidMessage(message);
      if (invalid) return refuse(400, fcmError(400, "INVALID_ARGUMENT", "INVALID_ARGUMENT", invalid), invalid);
      const token = String(message?.token);
      const fault = faults.take(token);
      if (fault === "drop") return request.socket.destroy();
      if (fault) {
        const [code, errorCode] = FAULT_CODES[fault.status] ?? ["UNKNOWN", "UNSPECIFIED_ERROR"];
        const body = fcmError(fault.status, code, fault.reason ?? errorCode, "scripted failure");
        const headers = {
          "content-type": "application/json",
          ...(fault.retryAfter ? { "retry-after": fault.retryAfter } : {}),
        };
        return response.writeHead(fault.status, headers).end(JSON.stringify(body));
      }
      if (!registered.has(token))
        return answer(404, fcmError(404, "NOT_FOUND", "UNREGISTERED", "Requested entity was not found."));
      received.push({ token, message: message as Record<string, unknown> });
      answer(200, { name: `projects/${projectId}/messages/${randomBytes(8).toString("hex")}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serviceAccountFile = path.join(mkdtempSync(path.join(os.tmpdir(), "fcm-")), "service-account.json");
  writeFileSync(
    serviceAccountFile,
    JSON.stringify({
      type: "service_account",
      project_id: projectId,
      private_key_id: randomBytes(20).toString("hex"),
      private_key: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      client_email: clientEmail,
      token_uri: GOOGLE_TOKEN_URL,
    }),
  );
  return {
    baseUrl,
    tokenUrl: `${baseUrl}/token`,
    serviceAccountFile,
    received,
    refusals,
    // Faults by registration token, and the sends each token received.
    failNext: faults.failNext,
    tries: faults.tries,
    tokenRequests: () => tokenRequests,
    // What the app's FCM SDK does on first start: a fresh registration token.
    register(): string {
      const token = `${randomBytes(11).toString("base64url")}:APA91b${randomBytes(100).toString("base64url")}`;
      registered.add(token);
      return token;
    },
    unregister: (token: string) => registered.delete(token),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
