import { serializeUser, type UserWithUnits } from "../auth/serialize-user";

export function serializeProfile(user: UserWithUnits) {
  return { ...serializeUser(user), notificationPrefs: user.notificationPrefs };
}
