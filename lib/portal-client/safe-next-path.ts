import { PORTAL_SIGN_IN, safeNextPath as safeNextPathIn } from "../api-client/safe-next-path";

// The portal's sign-in follows only portal paths.
export const safeNextPath = (value: string | null | undefined) => safeNextPathIn(value, PORTAL_SIGN_IN);

export const signInPath = (next: string) => `/portal/sign-in?next=${encodeURIComponent(next)}`;
