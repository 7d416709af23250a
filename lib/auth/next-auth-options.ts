import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "../config/read-config";
import { clientAddress } from "../http/client-address";
import { ApiError } from "../http/error-codes";
import { log } from "../http/log";
import { reachedOverHttps } from "../http/reached-over-https";
import { sameOriginPath } from "../http/same-origin-path";
import { endSessions } from "./end-sessions";
import { SSO_COOKIE, SSO_MAX_AGE_SECONDS } from "./sso-cookie";
import { verifyCredentials } from "./verify-credentials";

const messageOf = (metadata: unknown): string | undefined => {
  if (metadata instanceof Error) return metadata.message;
  const inner = (metadata as { error?: unknown; message?: unknown } | null)?.error ?? metadata;
  return inner instanceof Error ? inner.message : typeof inner === "string" ? inner : undefined;
};

// The legacy SSO (next-auth v4): email and password of database users, a JWT session in the `sso-session` cookie.
// The token carries the user's session version (sv); signing out raises it, so a copied cookie stops working.
// A throttled or too-busy sign-in is handed to `refused`, for the route to answer with its status and Retry-After.
export function nextAuthOptions(
  request: Request,
  refused: (error: ApiError) => void = () => undefined,
): NextAuthOptions {
  const secure = reachedOverHttps(request);
  return {
    secret: config().NEXTAUTH_SECRET,
    useSecureCookies: secure,
    session: { strategy: "jwt", maxAge: SSO_MAX_AGE_SECONDS },
    cookies: { sessionToken: { name: SSO_COOKIE, options: { httpOnly: true, sameSite: "lax", path: "/", secure } } },
    pages: { signIn: "/signin", signOut: "/signout", error: "/signin" },
    // Its own logger prints what the caller sent (a callbackUrl with line breaks) as raw lines; ours writes JSON.
    logger: {
      error: (code, metadata) => log.warn("next-auth error", { code, error: messageOf(metadata) }),
      warn: (code) => log.warn("next-auth warning", { code }),
      debug: () => undefined,
    },
    callbacks: {
      jwt: ({ token, user }) =>
        user ? { ...token, sv: (user as { sessionVersion?: number }).sessionVersion ?? 0 } : token,
      redirect: ({ url, baseUrl }) => `${baseUrl}${sameOriginPath(url, baseUrl)}`,
    },
    events: {
      signOut: async ({ token }) => {
        if (typeof token?.sub === "string") await endSessions(token.sub);
      },
    },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          if (!credentials?.email || !credentials.password) return null;
          try {
            const user = await verifyCredentials(credentials.email, credentials.password, clientAddress(request));
            return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
          } catch (error) {
            // next-auth shows the message on the sign-in page as ?error=...
            if (error instanceof ApiError && (error.code === "RATE_LIMITED" || error.code === "SERVICE_UNAVAILABLE")) {
              refused(error);
              throw new Error(error.code === "RATE_LIMITED" ? "locked" : "busy");
            }
            if (error instanceof ApiError) return null;
            throw error;
          }
        },
      }),
    ],
  };
}
