import { createHmac, timingSafeEqual, type KeyObject } from "node:crypto";

export type JwtPayload = Record<string, unknown>;
export type JwtExpectations = { issuer: string; audience: string };

// Why a token was refused: an expired one can be renewed by signing in, any other is simply not valid.
export class JwtRefused extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? "expired" : "invalid");
  }
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeObject(segment: string): JwtPayload {
  const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new JwtRefused(false);
  return value as JwtPayload;
}

const isTime = (value: unknown) => typeof value === "number" && Number.isFinite(value);

// A compact HS256 JWT checked synchronously with node:crypto: every resident request checks one, and WebCrypto's
// asynchronous verify cost about six times the CPU (docs/architecture.md, "Scale"). Only HS256, no critical header
// parameters, the issuer and audience asked for, and exp, nbf and iat as RFC 7519 reads them.
export function verifyHs256Jwt(token: string, key: KeyObject, expected: JwtExpectations): JwtPayload {
  const segments = token.split(".");
  if (segments.length !== 3 || !segments.every((segment) => SEGMENT.test(segment))) throw new JwtRefused(false);
  const [header, payload, signature] = segments;
  const given = Buffer.from(signature, "base64url");
  const wanted = createHmac("sha256", key).update(`${header}.${payload}`).digest();
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new JwtRefused(false);
  // One spelling per signature: base64url's unused last bits would otherwise let one token be written four ways.
  if (given.toString("base64url") !== signature) throw new JwtRefused(false);
  let protectedHeader: JwtPayload, claims: JwtPayload;
  try {
    protectedHeader = decodeObject(header);
    claims = decodeObject(payload);
  } catch {
    throw new JwtRefused(false);
  }
  if (protectedHeader.alg !== "HS256" || protectedHeader.crit !== undefined || protectedHeader.b64 !== undefined)
    throw new JwtRefused(false);
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== expected.issuer || !audience.includes(expected.audience)) throw new JwtRefused(false);
  const now = Math.floor(Date.now() / 1000);
  for (const claim of ["exp", "nbf", "iat"] as const)
    if (claims[claim] !== undefined && !isTime(claims[claim])) throw new JwtRefused(false);
  if (claims.nbf !== undefined && (claims.nbf as number) > now) throw new JwtRefused(false);
  if (claims.exp !== undefined && (claims.exp as number) <= now) throw new JwtRefused(true);
  return claims;
}
