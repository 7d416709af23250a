import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { ApiError } from "../http/error-codes";
import { isPrivateAddress, privateAddressesAllowed } from "./private-address";

const refuse = (issue: string) =>
  new ApiError("VALIDATION_ERROR", `The webhook URL ${issue}`, [{ field: "url", issue }]);

// Checked when an endpoint is saved; the delivery checks the address it actually connects to again.
export async function checkWebhookUrl(value: string, allowPrivate = privateAddressesAllowed()): Promise<string> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse("is not a valid absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refuse("must use http or https");
  if (url.username || url.password) throw refuse("must not carry credentials");
  if (allowPrivate) return url.toString();
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    // A name that does not resolve yet may later; the check at connection time still applies then.
    addresses = [];
  }
  if (addresses.some(isPrivateAddress)) throw refuse("points at a private, loopback or link-local address");
  return url.toString();
}
