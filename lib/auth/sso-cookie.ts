// The legacy SSO's session cookie, renamed from next-auth's default (README, Legacy login and sign-in throttles).
export const SSO_COOKIE = "sso-session";
export const SSO_MAX_AGE_SECONDS = 8 * 60 * 60;
