export type SignInArea = { home: string; signIn: string };

// Only paths inside the area are followed after sign-in: never another site ("//host", "/\host"), never the sign-in page again.
export function safeNextPath(value: string | null | undefined, { home, signIn }: SignInArea): string {
  if (!value || !value.startsWith(home) || /^\/[/\\]/.test(value) || value.startsWith(signIn)) return home;
  return value;
}

export const DASHBOARD_SIGN_IN: SignInArea = { home: "/", signIn: "/signin" };
export const PORTAL_SIGN_IN: SignInArea = { home: "/portal", signIn: "/portal/sign-in" };
