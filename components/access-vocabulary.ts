import type { AccessEventEntry } from "@/lib/admin-client/admin-types";

type Method = AccessEventEntry["method"];
type Result = AccessEventEntry["result"];

// One phrase per API access method and result, used by the access log, the overview's chart and the unlock dialog.
export const ACCESS_METHOD_LABELS: Record<Method, string> = {
  app: "Mobile app",
  portal: "Resident portal",
  admin: "Dashboard or API",
  dtmf: "Intercom call (key 9)",
  pin: "Keypad PIN",
  qr: "QR code",
  device: "Reported by the door",
};
export const ACCESS_RESULT_LABELS: Record<Result, string> = { granted: "Granted", denied: "Denied", alarm: "Alarm" };
