import { createSecretKey, randomUUID, type KeyObject } from "node:crypto";
import { SignJWT } from "jose";
import type { UserRole } from "../db/generated/enums";
import { config } from "../config/read-config";
import { ApiError } from "../http/error-codes";
import { JwtRefused, verifyHs256Jwt, type JwtPayload } from "./verify-hs256-jwt";

export const CORE_JWT_ISSUER = "gatehouse";
export const CORE_JWT_AUDIENCE = "gatehouse-api";
export const CORE_JWT_LIFETIME_SECONDS = 60 * 60;

export type CoreClaims = { sub: string; role: UserRole; tenantId: string | null; jti: string; exp: number; sv: number };

let kept: { secret: string; key: KeyObject } | null = null;

// Made once per secret: tokens are checked with node:crypto on every resident request (verify-hs256-jwt.ts).
function secretKey(): KeyObject {
  const secret = config().CORE_JWT_SECRET;
  // Refusing to sign with an empty key beats issuing tokens anyone could forge.
  if (!secret || secret.length < 32) throw new ApiError("SERVICE_UNAVAILABLE", "CORE_JWT_SECRET is not configured");
  if (kept?.secret !== secret) kept = { secret, key: createSecretKey(Buffer.from(secret, "utf8")) };
  return kept.key;
}

// sv is the user's session version: "sign out everywhere" raises it and every older token stops working.
export async function issueCoreJwt(user: {
  id: string;
  role: UserRole;
  tenantId: string | null;
  sessionVersion: number;
}): Promise<{ token: string; expiresIn: number }> {
  const token = await new SignJWT({ role: user.role, tenantId: user.tenantId, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(CORE_JWT_ISSUER)
    .setAudience(CORE_JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${CORE_JWT_LIFETIME_SECONDS}s`)
    .setJti(randomUUID())
    .sign(secretKey());
  return { token, expiresIn: CORE_JWT_LIFETIME_SECONDS };
}

export function verifyCoreJwt(token: string): CoreClaims {
  let payload: JwtPayload;
  try {
    payload = verifyHs256Jwt(token, secretKey(), { issuer: CORE_JWT_ISSUER, audience: CORE_JWT_AUDIENCE });
  } catch (error) {
    if (!(error instanceof JwtRefused)) throw error;
    throw new ApiError(
      "UNAUTHORIZED",
      error.expired ? "The token has expired; sign in again or refresh it before it expires" : "The token is not valid",
    );
  }
  if (
    typeof payload.sub !== "string" ||
    typeof payload.role !== "string" ||
    typeof payload.jti !== "string" ||
    typeof payload.exp !== "number"
  ) {
    throw new ApiError("UNAUTHORIZED", "The token is missing required claims");
  }
  return {
    sub: payload.sub,
    role: payload.role as UserRole,
    tenantId: typeof payload.tenantId === "string" ? payload.tenantId : null,
    jti: payload.jti,
    exp: payload.exp,
    sv: typeof payload.sv === "number" ? payload.sv : 0,
  };
}
