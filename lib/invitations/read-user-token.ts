import { db } from "../db/client";
import type { UserTokenPurpose } from "../db/generated/enums";
import { hashTokenSecret, sameHash } from "./token-secret";

export type TokenState = "valid" | "used" | "expired" | "withdrawn" | "unknown";

export type TokenLookup = {
  state: TokenState;
  purpose: UserTokenPurpose | null;
  tokenId: string | null;
  userId: string | null;
  email: string | null;
};

// What a link's secret is worth now; the stored hash is looked up, then compared again in constant time.
export async function readUserToken(secret: string): Promise<TokenLookup> {
  const hash = hashTokenSecret(secret);
  const token = await db().userToken.findUnique({
    where: { tokenHash: hash },
    include: { user: { select: { email: true, status: true, deactivatedAt: true } } },
  });
  if (!token?.tokenHash || !sameHash(token.tokenHash, hash))
    return { state: "unknown", purpose: null, tokenId: null, userId: null, email: null };
  const state: TokenState = token.usedAt
    ? "used"
    : token.revokedAt || token.user.status === "suspended" || token.user.deactivatedAt
      ? "withdrawn"
      : token.expiresAt <= new Date()
        ? "expired"
        : "valid";
  return { state, purpose: token.purpose, tokenId: token.id, userId: token.userId, email: token.user.email };
}
