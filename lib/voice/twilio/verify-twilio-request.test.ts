import twilio from "twilio";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../http/error-codes";
import { signedUrl, verifyTwilioRequest } from "./verify-twilio-request";

const token = "twilio-test-token";
const params = { CallSid: "CA1", To: "+15005550006", From: "+16175550100" };
const body = Buffer.from(new URLSearchParams(params).toString());

function request(url: string, signature: string | null, host?: string) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  if (signature) headers.set("x-twilio-signature", signature);
  if (host) headers.set("host", host);
  return new Request(url, { method: "POST", headers });
}

describe("verifyTwilioRequest", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("checks the signature over PUBLIC_BASE_URL with the path and query when it is set", () => {
    vi.stubEnv("TWILIO_AUTH_TOKEN", token);
    vi.stubEnv("PUBLIC_BASE_URL", "https://voice.example.test/");
    const signature = twilio.getExpectedTwilioSignature(
      token,
      "https://voice.example.test/twilio/gather?step=directory",
      params,
    );
    const verified = verifyTwilioRequest(
      body,
      request("http://localhost:3000/twilio/gather?step=directory", signature),
    );
    expect(verified).toEqual({ path: "/twilio/gather", query: { step: "directory" }, form: params });
  });

  it("uses the address the request reached without PUBLIC_BASE_URL", () => {
    vi.stubEnv("PUBLIC_BASE_URL", "");
    expect(signedUrl(request("http://localhost:3000/twilio/voice?a=1", null, "127.0.0.1:4100"))).toBe(
      "http://127.0.0.1:4100/twilio/voice?a=1",
    );
  });

  it("refuses a missing, wrong or unconfigured signature with INVALID_SIGNATURE", () => {
    vi.stubEnv("PUBLIC_BASE_URL", "https://voice.example.test");
    const good = twilio.getExpectedTwilioSignature(token, "https://voice.example.test/twilio/voice", params);
    const codeOf = (run: () => unknown) => {
      try {
        run();
        return "ok";
      } catch (error) {
        return error instanceof ApiError ? error.code : "other";
      }
    };
    vi.stubEnv("TWILIO_AUTH_TOKEN", token);
    expect(codeOf(() => verifyTwilioRequest(body, request("http://localhost/twilio/voice", null)))).toBe(
      "INVALID_SIGNATURE",
    );
    expect(
      codeOf(() => verifyTwilioRequest(Buffer.from("CallSid=CA2"), request("http://localhost/twilio/voice", good))),
    ).toBe("INVALID_SIGNATURE");
    vi.stubEnv("TWILIO_AUTH_TOKEN", "");
    expect(codeOf(() => verifyTwilioRequest(body, request("http://localhost/twilio/voice", good)))).toBe(
      "INVALID_SIGNATURE",
    );
  });

  it("refuses a Host or X-Forwarded-Proto that makes no URL as an invalid signature, not a fault", () => {
    vi.stubEnv("TWILIO_AUTH_TOKEN", token);
    vi.stubEnv("PUBLIC_BASE_URL", "");
    const refusal = (build: (headers: Headers) => void) => {
      const sent = request("http://localhost/twilio/voice", "x");
      build(sent.headers);
      try {
        verifyTwilioRequest(body, sent);
        return "ok";
      } catch (error) {
        return error instanceof ApiError ? error.code : String(error);
      }
    };
    expect(refusal((headers) => headers.set("host", "a b"))).toBe("INVALID_SIGNATURE");
    expect(refusal((headers) => headers.set("host", "x:99999999"))).toBe("INVALID_SIGNATURE");
    expect(refusal((headers) => headers.set("x-forwarded-proto", "a b"))).toBe("INVALID_SIGNATURE");
  });
});
