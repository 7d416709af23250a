import http from "node:http";
import type { AddressInfo } from "node:net";

export type TelnyxCommand = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  receivedAt: number;
};

export type FakeTelnyxApi = {
  url: string;
  // Each command once: a repeat of a command_id on the same path is acknowledged and dropped, as Telnyx does.
  commands: TelnyxCommand[];
  repeats: number;
  // The next `count` requests answer 500, to exercise the client's retries.
  failNext: (count: number) => void;
  // Every answer takes this long (a bad minute at the carrier).
  setDelay: (ms: number) => void;
  // Every request answers 503 for the next `ms` milliseconds.
  failFor: (ms: number) => void;
  stop: () => Promise<void>;
};

// A local stand-in for the Telnyx Call Control API that records every command it receives.
export async function startFakeTelnyxApi(): Promise<FakeTelnyxApi> {
  const commands: TelnyxCommand[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  let failures = 0;
  let delayMs = 0;
  let failingUntil = 0;
  let dialed = 0;
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => setTimeout(answer, delayMs));
    const answer = () => {
      if (Date.now() < failingUntil) {
        response.writeHead(503, { "content-type": "application/json" }).end('{"errors":[{"detail":"unavailable"}]}');
        return;
      }
      if (failures > 0) {
        failures--;
        response.writeHead(500, { "content-type": "application/json" }).end('{"errors":[{"detail":"try again"}]}');
        return;
      }
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const key = `${request.url} ${String(body.command_id)}`;
      if (seen.has(key)) {
        repeats++;
        response.writeHead(200, { "content-type": "application/json" }).end('{"data":{"result":"ok"}}');
        return;
      }
      seen.add(key);
      commands.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body,
        receivedAt: Date.now(),
      });
      const data = request.url?.endsWith("/calls")
        ? {
            call_control_id: `v3:resident-leg-${++dialed}`,
            call_leg_id: `leg-${dialed}`,
            call_session_id: `session-${dialed}`,
          }
        : { result: "ok" };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data }));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    commands,
    get repeats() {
      return repeats;
    },
    failNext: (count) => (failures = count),
    setDelay: (ms) => (delayMs = ms),
    failFor: (ms) => (failingUntil = Date.now() + ms),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
