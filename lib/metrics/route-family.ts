const API_AREAS = new Set(["admin", "v1", "webhooks", "health", "auth"]);
const TOP_LEVEL = new Set(["access", "devices", "telnyx", "twilio", "registration", "metrics", "admin", "portal"]);
const WORD = /^[a-z][a-z-]{0,30}$/;

// A bounded label for a path: ids and unknown paths never become label values.
export function routeFamily(pathname: string): string {
  const [first = "", second = "", third = ""] = pathname.split("/").filter(Boolean);
  if (first === "api") {
    if (!API_AREAS.has(second)) return "api/other";
    return WORD.test(third) && !/\d/.test(third) ? `api/${second}/${third}` : `api/${second}`;
  }
  return TOP_LEVEL.has(first) ? first : "other";
}
