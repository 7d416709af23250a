import twilio from "twilio";
import type { WebhookTestServer } from "./start-webhook-test-server";

export type TwilioAnswer = { status: number; body: string; contentType: string | null; duplicate: boolean };

type Options = { signature?: string | null; signedParams?: Record<string, string>; signedPath?: string };

// Posts a form the way Twilio does, signed with the server's auth token over its public URL.
export async function postTwilio(
  { server, secrets }: WebhookTestServer,
  path: string,
  params: Record<string, string>,
  options: Options = {},
): Promise<TwilioAnswer> {
  const signature =
    options.signature === undefined
      ? twilio.getExpectedTwilioSignature(
          secrets.twilioAuthToken,
          `${secrets.publicBaseUrl}${options.signedPath ?? path}`,
          options.signedParams ?? params,
        )
      : options.signature;
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature === null ? {} : { "x-twilio-signature": signature }),
    },
    body: new URLSearchParams(params).toString(),
  });
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get("content-type"),
    duplicate: response.headers.get("x-webhook-duplicate") === "true",
  };
}

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

// The value of the first `attribute` on a `tag` element of a TwiML answer.
export function twimlAttribute(twiml: string, tag: string, attribute: string): string {
  const element = new RegExp(`<${tag}\\b[^>]*\\b${attribute}="([^"]*)"`).exec(twiml);
  if (!element) throw new Error(`No <${tag} ${attribute}> in ${twiml}`);
  return unescape(element[1]);
}
