import { ApiError } from "../http/error-codes";
import { privateAddressesAllowed, receiverIssue } from "./private-address";

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
  const issue = await receiverIssue(url, allowPrivate);
  if (issue) throw refuse(issue);
  return url.toString();
}
