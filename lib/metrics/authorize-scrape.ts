import { config } from "../config/read-config";
import { createHash } from "node:crypto";
import { sameHash } from "../crypto/same-hash";
import { ApiError, notFound } from "../http/error-codes";

const digest = (value: string) => createHash("sha256").update(value).digest("hex");

// /metrics on the main port exists only with METRICS_TOKEN, and answers only to that bearer token.
export function authorizeScrape(request: Request, token = config().METRICS_TOKEN): void {
  if (!token) throw notFound("Route");
  const presented = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
  if (!sameHash(digest(presented), digest(token))) {
    throw new ApiError("UNAUTHORIZED", "GET /metrics needs Authorization: Bearer <METRICS_TOKEN>", undefined, {
      "www-authenticate": "Bearer",
    });
  }
}
