import { generateKeyPairSync, sign } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../http/error-codes";
import { verifyTelnyxSignature } from "./verify-telnyx-signature";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const rawKey = publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("base64");
const body = Buffer.from('{"data":{"id":"e1"}}');
const now = 1_800_000_000;

const headers = (timestamp: number, signed = body) =>
  new Headers({
    "telnyx-timestamp": String(timestamp),
    "telnyx-signature-ed25519": sign(null, Buffer.concat([Buffer.from(`${timestamp}|`), signed]), privateKey).toString(
      "base64",
    ),
  });

const codeOf = (run: () => void) => {
  try {
    run();
    return "ok";
  } catch (error) {
    return error instanceof ApiError ? error.code : "other";
  }
};

describe("verifyTelnyxSignature", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("accepts Ed25519 over timestamp|body within 300 seconds and refuses anything else", () => {
    vi.stubEnv("TELNYX_PUBLIC_KEY", rawKey);
    expect(codeOf(() => verifyTelnyxSignature(body, headers(now), now * 1000))).toBe("ok");
    expect(codeOf(() => verifyTelnyxSignature(body, headers(now - 300), now * 1000))).toBe("ok");
    expect(codeOf(() => verifyTelnyxSignature(body, headers(now - 301), now * 1000))).toBe("INVALID_SIGNATURE");
    expect(codeOf(() => verifyTelnyxSignature(Buffer.from('{"data":{"id":"e2"}}'), headers(now), now * 1000))).toBe(
      "INVALID_SIGNATURE",
    );
    expect(
      codeOf(() => verifyTelnyxSignature(body, new Headers({ "telnyx-timestamp": String(now) }), now * 1000)),
    ).toBe("INVALID_SIGNATURE");
  });

  it("refuses everything when no public key is configured", () => {
    vi.stubEnv("TELNYX_PUBLIC_KEY", "");
    expect(codeOf(() => verifyTelnyxSignature(body, headers(now), now * 1000))).toBe("INVALID_SIGNATURE");
  });
});
