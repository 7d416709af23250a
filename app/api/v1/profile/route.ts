import { envelope } from "@/lib/http/respond";
import { EVERY_ROLE, residentRoute } from "@/lib/framework/resident-route";
import { updateProfileBody } from "@/lib/residents/resident-schemas";
import { serializeProfile } from "@/lib/residents/serialize-profile";
import { updateProfile } from "@/lib/residents/update-profile";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const GET = residentRoute({ roles: EVERY_ROLE }, async ({ user }) =>
  envelope("profile", serializeProfile(user)),
);

export const PATCH = residentRoute({ roles: EVERY_ROLE, body: updateProfileBody }, async ({ user, body }) =>
  envelope("profile", await updateProfile(user, body)),
);

export const { POST, PUT, DELETE, OPTIONS } = refuseOtherMethods({ GET, PATCH });
