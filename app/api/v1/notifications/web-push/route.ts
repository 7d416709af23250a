import { envelope } from "@/lib/http/respond";
import { vapidPublicKey } from "@/lib/notifications/send-web-push";
import { RESIDENTS, residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

// The VAPID public key the portal subscribes with; null when web push is not configured.
export const GET = residentRoute({ roles: RESIDENTS }, async () =>
  envelope("webPush", { publicKey: vapidPublicKey() }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
