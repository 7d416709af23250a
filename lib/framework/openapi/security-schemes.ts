import { SSO_COOKIE } from "../../auth/sso-cookie";

// How lib/auth/authenticate-admin.ts accepts a caller: API keys for programs, sessions for the dashboard.
export const SECURITY_SCHEMES = {
  apiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "gh_live_<secret>",
    description:
      "An API key (dashboard, POST /api/admin/api-keys, or `npm run cli -- api-keys create`) as `Authorization: Bearer gh_live_...`. Only API keys are rate-limited and get RateLimit-* headers. A Clerk session token (a JWT) is accepted in the same header.",
  },
  ssoSession: {
    type: "apiKey",
    in: "cookie",
    name: SSO_COOKIE,
    description: "The legacy SSO (next-auth) session of a signed-in admin.",
  },
  clerkSession: {
    type: "apiKey",
    in: "cookie",
    name: "__session",
    description: "A Clerk session whose active organization maps to a tenant.",
  },
};

export const SECURITY = Object.keys(SECURITY_SCHEMES).map((name) => ({ [name]: [] }));
