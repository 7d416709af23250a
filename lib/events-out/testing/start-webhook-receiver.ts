import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type Received = {
  headers: IncomingHttpHeaders;
  body: string;
  verified: boolean;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  // When the whole request had arrived (epoch milliseconds).
  arrivedAt: number;
};

export type ReceiverOptions = {
  secret?: () => string;
  statuses?: number[];
  // Answers this long after a request arrives; `hang` never answers.
  answerAfterMs?: number;
  hang?: boolean;
};

// A customer's receiver on loopback: verifies each request with the standardwebhooks package and answers the next scripted status.
export async function startWebhookReceiver(options: ReceiverOptions = {}) {
  const received: Received[] = [];
  const statuses = [...(options.statuses ?? [])];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      let verified = false;
      try {
        if (options.secret) new Webhook(options.secret()).verify(body, request.headers as Record<string, string>);
        verified = Boolean(options.secret);
      } catch {
        verified = false;
      }
      received.push({ headers: request.headers, body, verified, payload: JSON.parse(body), arrivedAt: Date.now() });
      if (options.hang) return;
      const status = statuses.length > 1 ? statuses.shift()! : (statuses[0] ?? 200);
      const answer = () =>
        response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "not now");
      if (options.answerAfterMs) setTimeout(answer, options.answerAfterMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    setStatuses: (next: number[]) => statuses.splice(0, statuses.length, ...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
