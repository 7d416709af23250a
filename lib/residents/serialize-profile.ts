import { serializeUser, type UserWithUnits } from "../users/serialize-user";

export function serializeProfile(user: UserWithUnits) {
  return { ...serializeUser(user), notificationPrefs: user.notificationPrefs };
}
