import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { UserRole } from "../db/generated/enums";
import { config } from "../config/read-config";
import { ApiError } from "../http/error-codes";

export const CORE_JWT_ISSUER = "gatehouse";
export const CORE_JWT_AUDIENCE = "gatehouse-api";
export const CORE_JWT_LIFETIME_SECONDS = 60 * 60;

export type CoreClaims = { sub: string; role: UserRole; tenantId: string | null; jti: string; exp: number; sv: number };

let imported: { secret: string; key: Promise<CryptoKey> } | null = null;

// Imported once per secret: importing the key cost as much CPU as checking a token with it.
function secretKey(): Promise<CryptoKey> {
  const secret = config().CORE_JWT_SECRET;
  // Refusing to sign with an empty key beats issuing tokens anyone could forge.
  if (!secret || secret.length < 32) throw new ApiError("SERVICE_UNAVAILABLE", "CORE_JWT_SECRET is not configured");
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    imported = {
      secret,
      key: crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]),
    };
  }
  return imported.key;
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
    .sign(await secretKey());
  return { token, expiresIn: CORE_JWT_LIFETIME_SECONDS };
}

export async function verifyCoreJwt(token: string): Promise<CoreClaims> {
  try {
    const { payload } = await jwtVerify(token, await secretKey(), {
      algorithms: ["HS256"],
      issuer: CORE_JWT_ISSUER,
      audience: CORE_JWT_AUDIENCE,
    });
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
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired)
      throw new ApiError("UNAUTHORIZED", "The token has expired; sign in again or refresh it before it expires");
    throw new ApiError("UNAUTHORIZED", "The token is not valid");
  }
}
