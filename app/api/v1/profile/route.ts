import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";
import { getProfileOperation, updateProfileOperation } from "@/lib/residents/resident-operations";
import { serializeProfile } from "@/lib/residents/serialize-profile";
import { updateProfile } from "@/lib/residents/update-profile";

export const GET = residentRoute(getProfileOperation, async ({ user }) => envelope("profile", serializeProfile(user)));

export const PATCH = residentRoute(updateProfileOperation, async ({ user, body }) =>
  envelope("profile", await updateProfile(user, body)),
);

export const { POST, PUT, DELETE, OPTIONS } = refuseOtherMethods({ GET, PATCH });
