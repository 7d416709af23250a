import type { User } from "@/lib/admin-client/admin-types";
import type { Tone } from "@/components/ui/badge";

export const ROLE_LABELS: Record<User["role"], string> = {
  platform_admin: "Platform admin",
  owner: "Owner",
  staff: "Staff",
  resident: "Resident",
};
export const STATUS_LABELS: Record<User["status"], string> = {
  active: "Active",
  invited: "Invited",
  suspended: "Suspended",
};
export const USER_STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
export const STATUS_TONES: Record<User["status"], Tone> = { active: "green", invited: "blue", suspended: "red" };

// Roles a caller may hand out: platform admins only by platform admins.
export const assignableRoles = (platform: boolean) =>
  (Object.keys(ROLE_LABELS) as User["role"][])
    .filter((role) => platform || role !== "platform_admin")
    .map((role) => ({ value: role, label: ROLE_LABELS[role] }));
