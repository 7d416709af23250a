import { checkPortFree } from "../check-port-free";
import type { PlatformPart } from "../platform-part";

// Checked first, so a busy port stops the start before the database is started for nothing.
export const appPortPart: PlatformPart = {
  name: "app port",
  start: async ({ port }) => checkPortFree(port, "the web server", "PORT"),
};
