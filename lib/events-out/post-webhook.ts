import http from "node:http";
import https from "node:https";
import { assertOutsideTransaction } from "../db/transaction-scope";
import { guardedLookup, privateAddressesAllowed, privateLiteralOf } from "./private-address";

export type PostResult = { statusCode: number | null; body: string; error: string | null; durationMs: number };

const TIMEOUT_MS = 10_000;
const MAX_BODY = 4096;

// One POST with a 10 s budget; redirects are not followed and every outcome is an answer, never a throw
// (except being called inside a database transaction, a programming error).
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate = privateAddressesAllowed(),
): Promise<PostResult> {
  assertOutsideTransaction("A webhook delivery");
  const started = performance.now();
  const done = (statusCode: number | null, text: string, error: string | null): PostResult => ({
    statusCode,
    body: text.slice(0, MAX_BODY),
    error,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(done(null, "", "invalid URL"));
    }
    const literal = allowPrivate ? null : privateLiteralOf(target);
    if (literal) return resolve(done(null, "", `refused private address ${literal}`));
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(target, {
      method: "POST",
      headers: {
        ...headers,
        "content-length": Buffer.byteLength(body).toString(),
        "user-agent": "Gatehouse-Webhooks/1",
      },
      lookup: allowPrivate ? undefined : guardedLookup,
      timeout: TIMEOUT_MS,
    });
    const timer = setTimeout(() => request.destroy(new Error("timed out after 10 s")), TIMEOUT_MS);
    request.on("timeout", () => request.destroy(new Error("timed out after 10 s")));
    request.on("error", (error) => {
      clearTimeout(timer);
      resolve(done(null, "", error.message));
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (text.length < MAX_BODY) text += chunk;
      });
      response.on("end", () => {
        clearTimeout(timer);
        resolve(done(response.statusCode ?? null, text, null));
      });
      response.on("error", (error) => {
        clearTimeout(timer);
        resolve(done(response.statusCode ?? null, text, error.message));
      });
    });
    request.end(body);
  });
}
