import { createHmac, createSecretKey } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { JwtRefused, verifyHs256Jwt } from "./verify-hs256-jwt";

const SECRET = "a-core-jwt-secret-of-at-least-32-characters";
const key = createSecretKey(Buffer.from(SECRET));
const expected = { issuer: "gatehouse", audience: "gatehouse-api" };
const now = () => Math.floor(Date.now() / 1000);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

// Signed by jose, the library that issues the tokens.
const issued = (claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}) =>
  new SignJWT({ iss: "gatehouse", aud: "gatehouse-api", sub: "u1", exp: now() + 60, ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", ...header })
    .sign(new TextEncoder().encode(SECRET));

// Any header and payload, signed with the right key as HS256 over the segments given.
function handMade(header: unknown, payload: unknown, secret = SECRET) {
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createHmac("sha256", secret).update(signingInput).digest("base64url")}`;
}

function refusal(token: string) {
  try {
    verifyHs256Jwt(token, key, expected);
  } catch (error) {
    if (error instanceof JwtRefused) return error.expired ? "expired" : "invalid";
    throw error;
  }
  return "accepted";
}

describe("verifyHs256Jwt", () => {
  it("accepts a token jose signed, with its claims", async () => {
    const claims = verifyHs256Jwt(await issued({ role: "resident", sv: 3 }), key, expected);
    expect(claims).toMatchObject({ sub: "u1", role: "resident", sv: 3, iss: "gatehouse" });
    expect(refusal(await issued({ aud: ["other", "gatehouse-api"], nbf: now() - 5, iat: now() }))).toBe("accepted");
  });

  it("refuses another key's signature and any change to the header, payload or signature", async () => {
    const genuine = await issued();
    const [header, payload, signature] = genuine.split(".");
    expect(refusal(handMade({ alg: "HS256" }, { iss: "gatehouse", aud: "gatehouse-api" }, `${SECRET}x`))).toBe(
      "invalid",
    );
    expect(
      refusal(
        `${header}.${encode({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "u2" })}.${signature}`,
      ),
    ).toBe("invalid");
    expect(refusal(`${encode({ alg: "HS256", typ: "other" })}.${payload}.${signature}`)).toBe("invalid");
    expect(refusal(`${header}.${payload}.${signature.slice(0, -2)}`)).toBe("invalid");
    expect(refusal(`${header}.${payload}.`)).toBe("invalid");
    // The same 32 bytes with the last character's two unused bits set: another spelling of the genuine signature.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.at(-1)!) + 1];
    expect(Buffer.from(respelled, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    expect(refusal(`${header}.${payload}.${respelled}`)).toBe("invalid");
  });

  it("refuses every algorithm but HS256, unsigned tokens and critical header parameters", () => {
    const claims = { iss: "gatehouse", aud: "gatehouse-api", exp: now() + 60 };
    expect(refusal(handMade({ alg: "HS256" }, claims))).toBe("accepted");
    for (const header of [{ alg: "none" }, { alg: "HS512" }, { alg: "RS256" }, {}, { alg: "HS256", crit: ["exp"] }])
      expect(refusal(handMade(header, claims)), JSON.stringify(header)).toBe("invalid");
    expect(refusal(handMade({ alg: "HS256", b64: false, crit: ["b64"] }, claims))).toBe("invalid");
    expect(refusal(`${encode({ alg: "none" })}.${encode(claims)}.`)).toBe("invalid");
  });

  it("refuses malformed tokens without throwing anything else", () => {
    const claims = { iss: "gatehouse", aud: "gatehouse-api" };
    for (const token of [
      "",
      "a.b",
      "a.b.c.d",
      "not a token",
      "eyJ.eyJ.c2ln",
      `${encode({ alg: "HS256" })}.${encode(claims)}.!!!`,
      handMade([1], claims),
      handMade({ alg: "HS256" }, [claims]),
      handMade({ alg: "HS256" }, "text"),
      handMade({ alg: "HS256" }, null),
    ])
      expect(refusal(token), token).toBe("invalid");
    const notJson = Buffer.from("{not json").toString("base64url");
    const signingInput = `${encode({ alg: "HS256" })}.${notJson}`;
    expect(refusal(`${signingInput}.${createHmac("sha256", SECRET).update(signingInput).digest("base64url")}`)).toBe(
      "invalid",
    );
  });

  it("checks the issuer, the audience and the times", () => {
    const valid = { iss: "gatehouse", aud: "gatehouse-api", exp: now() + 60 };
    const sign = (claims: Record<string, unknown>) => handMade({ alg: "HS256" }, { ...valid, ...claims });
    expect(refusal(sign({ iss: "someone" }))).toBe("invalid");
    expect(refusal(sign({ iss: undefined }))).toBe("invalid");
    expect(refusal(sign({ aud: "another-api" }))).toBe("invalid");
    expect(refusal(sign({ aud: ["another-api"] }))).toBe("invalid");
    expect(refusal(sign({ exp: now() }))).toBe("expired");
    expect(refusal(sign({ exp: now() - 3600 }))).toBe("expired");
    expect(refusal(sign({ exp: "tomorrow" }))).toBe("invalid");
    expect(refusal(sign({ nbf: now() + 60 }))).toBe("invalid");
    expect(refusal(sign({ iat: "now" }))).toBe("invalid");
    expect(refusal(sign({ exp: now() + 1 }))).toBe("accepted");
  });
});
