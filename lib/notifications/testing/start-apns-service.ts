import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createSecureServer, constants, type IncomingHttpHeaders } from "node:http2";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { scriptedFaults } from "./scripted-faults";
import { selfSignedCertificate } from "./start-push-service";

export type ApnsReceived = { token: string; headers: IncomingHttpHeaders; payload: Record<string, unknown> };

const PUSH_TYPES = ["alert", "background", "voip", "complication", "fileprovider", "mdm", "liveactivity"];

// Apple's push service as a provider sees it: HTTP/2 over TLS only, a provider JWT (ES256, kid = key id, iss = team
// id, at most an hour old) verified with the signing key, an apns-topic the key may push to, a device token of hex
// digits and a JSON payload with aps of at most 4 KB. A token the app gave up answers 410 Unregistered.
export async function startApnsService(options: { teamId: string; keyId: string; topic: string }) {
  const tls = selfSignedCertificate();
  const keys = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const publicKey = await importSPKI(keys.publicKey.export({ type: "spki", format: "pem" }).toString(), "ES256");
  const keyFile = path.join(path.dirname(tls.certFile), `AuthKey_${options.keyId}.p8`);
  writeFileSync(keyFile, keys.privateKey.export({ type: "pkcs8", format: "pem" }));
  const registered = new Set<string>();
  const received: ApnsReceived[] = [];
  const refusals: string[] = [];
  const faults = scriptedFaults();
  const server = createSecureServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const headers = request.headers;
      const answer = (status: number, reason?: string, extra: object = {}) => {
        if (reason && status !== 410) refusals.push(reason);
        response.writeHead(status, { "apns-id": String(headers["apns-id"] ?? randomUUID()) });
        if (reason) response.end(JSON.stringify({ reason, ...extra }));
        else response.end();
      };
      const device = /^\/3\/device\/(.+)$/.exec(headers[constants.HTTP2_HEADER_PATH] as string)?.[1];
      if (headers[constants.HTTP2_HEADER_METHOD] !== "POST") return answer(405, "MethodNotAllowed");
      if (!device) return answer(404, "BadPath");
      const jwt = /^bearer (.+)$/i.exec(headers.authorization ?? "")?.[1];
      if (!jwt) return answer(403, "MissingProviderToken");
      try {
        if (decodeProtectedHeader(jwt).kid !== options.keyId) throw new Error("kid");
        const { payload } = await jwtVerify(jwt, publicKey, { algorithms: ["ES256"], issuer: options.teamId });
        if (!payload.iat) throw new Error("iat");
        if (payload.iat < Date.now() / 1000 - 3600) return answer(403, "ExpiredProviderToken");
      } catch {
        return answer(403, "InvalidProviderToken");
      }
      const topic = headers["apns-topic"];
      if (!topic) return answer(400, "MissingTopic");
      if (topic !== options.topic) return answer(400, "TopicDisallowed");
      if (headers["apns-push-type"] && !PUSH_TYPES.includes(String(headers["apns-push-type"])))
        return answer(400, "InvalidPushType");
      if (headers["apns-priority"] && !["1", "5", "10"].includes(String(headers["apns-priority"])))
        return answer(400, "BadPriority");
      if (headers["apns-collapse-id"] && Buffer.byteLength(String(headers["apns-collapse-id"])) > 64)
        return answer(400, "BadCollapseId");
      const body = Buffer.concat(chunks);
      if (body.length > 4096) return answer(413, "PayloadTooLarge");
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      } catch {
        return answer(400, "BadPayload");
      }
      if (typeof payload.aps !== "object" || payload.aps === null) return answer(400, "PayloadEmpty");
      if (!/^[0-9a-f]{64,200}$/i.test(device)) return answer(400, "BadDeviceToken");
      const fault = faults.take(device);
      // A reset stream: the request ends with no answer.
      if (fault === "drop") return response.stream.close(constants.NGHTTP2_INTERNAL_ERROR);
      if (fault) {
        response.writeHead(fault.status, { "apns-id": String(headers["apns-id"] ?? randomUUID()) });
        return response.end(JSON.stringify({ reason: fault.reason ?? "ServiceUnavailable" }));
      }
      if (!registered.has(device)) return answer(410, "Unregistered", { timestamp: Date.now() });
      received.push({ token: device, headers, payload });
      answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    caFile: tls.certFile,
    keyFile,
    received,
    refusals,
    // Faults by device token, and the requests each token received.
    failNext: faults.failNext,
    tries: faults.tries,
    // What an iPhone's registerForRemoteNotifications hands the app: 32 bytes, sent as hex.
    register(): string {
      const token = randomBytes(32).toString("hex");
      registered.add(token);
      return token;
    },
    unregister: (token: string) => registered.delete(token),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
