// Only portal paths are followed after sign-in, never another site.
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/portal") || value.startsWith("/portal/sign-in")) return "/portal";
  return value;
}

export const signInPath = (next: string) => `/portal/sign-in?next=${encodeURIComponent(next)}`;
