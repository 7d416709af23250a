import { residentRoute } from "@/lib/framework/resident-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { envelope } from "@/lib/http/respond";
import { getWebPushOperation } from "@/lib/notifications/notification-operations";
import { vapidPublicKey } from "@/lib/notifications/send-web-push";

// The VAPID public key the portal subscribes with; null when web push is not configured.
export const GET = residentRoute(getWebPushOperation, async () => envelope("webPush", { publicKey: vapidPublicKey() }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET });
