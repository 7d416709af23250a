import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { scriptedFaults } from "./scripted-faults";

export type SmsReceived = { accountSid: string; to: string; from: string | null; body: string };
export type CallUpdate = { callSid: string; status: string | null };

// Twilio's REST API as the SDK sees it: Basic auth with the account SID and auth token, a form body; the Messaging
// API answers a 201 message resource, a call update (POST .../Calls/{sid}.json) the call resource with its new status.
export async function startTwilioMessaging(accountSid: string, authToken: string) {
  const received: SmsReceived[] = [];
  const callUpdates: CallUpdate[] = [];
  const faults = scriptedFaults();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const answer = (status: number, json: object) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      if (request.headers.authorization !== expected)
        return answer(401, { code: 20003, message: "Authenticate", status: 401 });
      const call = /^\/2010-04-01\/Accounts\/(AC\w+)\/Calls\/(CA\w+)\.json$/.exec(request.url ?? "");
      if (request.method === "POST" && call && call[1] === accountSid) {
        const status = new URLSearchParams(body).get("Status");
        if (status !== null && !["canceled", "completed"].includes(status))
          return answer(400, { code: 21218, message: "Invalid Status", status: 400 });
        callUpdates.push({ callSid: call[2], status });
        return answer(200, {
          sid: call[2],
          account_sid: accountSid,
          status: status ?? "ringing",
          date_updated: new Date().toUTCString(),
        });
      }
      const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(request.url ?? "");
      if (request.method !== "POST" || !match || match[1] !== accountSid)
        return answer(404, { code: 20404, message: "Not found", status: 404 });
      const form = new URLSearchParams(body);
      const to = form.get("To") ?? "";
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return answer(400, { code: 21211, message: "Invalid 'To' Phone Number", status: 400 });
      if (!form.get("Body") || (!form.get("From") && !form.get("MessagingServiceSid")))
        return answer(400, { code: 21602, message: "Message body and sender are required", status: 400 });
      const fault = faults.take(to);
      if (fault === "drop") return request.socket.destroy();
      if (fault)
        return response
          .writeHead(fault.status, { "content-type": "application/json" })
          .end(JSON.stringify({ code: 20500, message: fault.reason ?? "scripted failure", status: fault.status }));
      received.push({ accountSid: match[1], to, from: form.get("From"), body: form.get("Body") ?? "" });
      answer(201, {
        sid: `SM${received.length.toString().padStart(32, "0")}`,
        account_sid: accountSid,
        to,
        from: form.get("From"),
        body: form.get("Body"),
        status: "queued",
        date_created: new Date().toUTCString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    callUpdates,
    // Faults by the message's To number, and the messages each number was sent.
    failNext: faults.failNext,
    tries: faults.tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
