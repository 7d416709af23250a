import { errorResponse } from "../http/respond";
import { FORWARDED_MARK, forwardAdminRequest } from "./forward-admin-request";
import { parseEnvironmentName, readEnvironments } from "./read-environments";

export const ADMIN_ENV_HEADER = "x-admin-env";

// Decides where an /api/admin request is served: null means here; otherwise the answer to send back.
export async function routeAdminEnvironment(request: Request, requestId: string): Promise<Response | null> {
  const header = request.headers.get(ADMIN_ENV_HEADER);
  if (header === null || request.headers.has(FORWARDED_MARK)) return null;
  const name = parseEnvironmentName(header);
  if (!name) {
    return errorResponse("VALIDATION_ERROR", "X-Admin-Env must be one of DEV, TEST, STAGING, PROD", [
      { field: "X-Admin-Env", issue: "unknown environment" },
    ]);
  }
  const environment = readEnvironments().find((candidate) => candidate.name === name)!;
  if (environment.local) return null;
  if (!environment.url) {
    return errorResponse(
      "VALIDATION_ERROR",
      `The ${name} environment has no address configured (ADMIN_ENV_${name}_URL)`,
      [{ field: "X-Admin-Env", issue: `${name} is not configured` }],
    );
  }
  return forwardAdminRequest(request, { ...environment, url: environment.url }, requestId);
}
