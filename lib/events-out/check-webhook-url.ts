import { ApiError } from "../http/error-codes";
import { pointsAtPrivateAddress, privateAddressesAllowed } from "./private-address";

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
  if (!allowPrivate && (await pointsAtPrivateAddress(url)))
    throw refuse("points at a private, loopback or link-local address");
  return url.toString();
}
