import { execFileSync } from "node:child_process";
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { importJWK, jwtVerify } from "jose";
import webpush from "web-push";
import { scriptedFaults } from "./scripted-faults";

type Ece = { decrypt: (buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }) => Buffer };
const ece = createRequire(import.meta.url)("http_ece") as Ece;

export type PushReceived = {
  path: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  vapidKey: string;
};
export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
};

// A self-signed certificate for 127.0.0.1, trusted by the sender through PUSH_SERVICE_CA_FILE.
export function selfSignedCertificate() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "push-service-"));
  const [key, cert] = [path.join(folder, "key.pem"), path.join(folder, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

// Checks what a push service checks: a VAPID JWT (ES256, aud = this origin, exp within 24 h) signed by
// the key in `k`, and an aes128gcm body, which it decrypts with the subscriber's keys (RFC 8291).
export async function startPushService(statusFor: (subscriptionPath: string) => number = () => 201) {
  const tls = selfSignedCertificate();
  const subscribers = new Map<string, BrowserSubscription>();
  const received: PushReceived[] = [];
  const refusals: string[] = [];
  const faults = scriptedFaults();
  let origin = "";
  const server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const refuse = (status: number, why: string) => {
        refusals.push(why);
        response.writeHead(status).end(why);
      };
      try {
        const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? "");
        if (!match) return refuse(401, "no VAPID authorization");
        const point = Buffer.from(match[2], "base64url");
        if (point.length !== 65 || point[0] !== 4) return refuse(401, "k is not an uncompressed P-256 key");
        const key = await importJWK(
          {
            kty: "EC",
            crv: "P-256",
            x: point.subarray(1, 33).toString("base64url"),
            y: point.subarray(33).toString("base64url"),
          },
          "ES256",
        );
        const { payload } = await jwtVerify(match[1], key, { algorithms: ["ES256"], audience: origin });
        if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) return refuse(403, "exp more than 24 h ahead");
        if (!/^(mailto:|https:)/.test(String(payload.sub)))
          return refuse(403, "sub is not a mailto: or https: contact");
        if (request.headers["content-encoding"] !== "aes128gcm") return refuse(415, "not aes128gcm");
        if (!request.headers.ttl) return refuse(400, "no TTL");
        const subscriber = subscribers.get(request.url ?? "");
        if (!subscriber) return refuse(404, "unknown subscription");
        const fault = faults.take(request.url ?? "");
        if (fault === "drop") return request.socket.destroy();
        if (fault)
          return response.writeHead(fault.status, fault.retryAfter ? { "retry-after": fault.retryAfter } : {}).end();
        const status = statusFor(request.url ?? "");
        if (status === 404 || status === 410) return response.writeHead(status).end();
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: subscriber.ecdh,
          authSecret: subscriber.authSecret,
        });
        received.push({
          path: request.url ?? "",
          payload: JSON.parse(plain.toString("utf8")),
          ttl: request.headers.ttl as string,
          urgency: request.headers.urgency as string | undefined,
          vapidKey: match[2],
        });
        response.writeHead(status).end();
      } catch (error) {
        refuse(400, `refused: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const caFile = path.join(path.dirname(tls.certFile), "ca.pem");
  writeFileSync(caFile, tls.cert);
  return {
    origin,
    caFile,
    received,
    refusals,
    // Faults by subscription path (new URL(endpoint).pathname), and the requests each path received.
    failNext: faults.failNext,
    tries: faults.tries,
    // What a browser does on pushManager.subscribe(): a fresh P-256 key pair and a 16-byte auth secret.
    subscribe(): BrowserSubscription {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscriptionPath = `/push/${randomBytes(8).toString("hex")}`;
      const subscription = {
        endpoint: `${origin}${subscriptionPath}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
        ecdh,
        authSecret,
      };
      subscribers.set(subscriptionPath, subscription);
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The sender's Web Push settings against this stand-in: fresh VAPID keys, and its certificate trusted.
export function webPushEnv(caFile: string) {
  const vapid = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:ops@gatehouse.test",
    PUSH_SERVICE_CA_FILE: caFile,
  };
}
