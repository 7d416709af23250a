import { config } from "../config/read-config";

// Whether the browser reached the app over HTTPS: directly, by the public URL, or through a proxy that
// terminated TLS. Believing a forged X-Forwarded-Proto only makes the caller's own cookies Secure.
export function reachedOverHttps(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (config().NEXTAUTH_URL?.startsWith("https://")) return true;
  return request.headers.get("x-forwarded-proto")?.split(",")[0].trim().toLowerCase() === "https";
}
