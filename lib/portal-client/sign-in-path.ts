// The portal's sign-in page, coming back to `next` afterwards (checked there by safeNextPath).
export const signInPath = (next: string) => `/portal/sign-in?next=${encodeURIComponent(next)}`;
