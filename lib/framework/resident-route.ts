import type { z } from "zod";
import { authenticateUser } from "../auth/authenticate-user";
import type { UserRole } from "../db/generated/enums";
import { ApiError } from "../http/error-codes";
import { handleRequest } from "../http/handle-request";
import { parseQuery } from "../http/parse-query";
import { readJsonBody } from "../http/read-json-body";
import type { UserWithUnits } from "../auth/serialize-user";

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

export const EVERY_ROLE = ["platform_admin", "owner", "staff", "resident"] as const satisfies readonly UserRole[];
export const RESIDENTS = ["resident"] as const satisfies readonly UserRole[];

export type ResidentRouteSpec<Q extends Schema, B extends Schema, P extends Schema> = {
  roles: readonly UserRole[];
  query?: Q;
  body?: B;
  params?: P;
};

export type ResidentContext<Q extends Schema, B extends Schema, P extends Schema> = {
  user: UserWithUnits;
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Parsed<P>;
  requestId: string;
};

// The resident and legacy mobile surface: a core JWT of a user with one of the route's roles, then typed params, query and body.
export function residentRoute<Q extends Schema = undefined, B extends Schema = undefined, P extends Schema = undefined>(
  spec: ResidentRouteSpec<Q, B, P>,
  handler: (context: ResidentContext<Q, B, P>) => Promise<Response>,
) {
  return handleRequest(async (request, { requestId, params }) => {
    const user = await authenticateUser(request);
    if (!spec.roles.includes(user.role))
      throw new ApiError("FORBIDDEN", `This route is for ${spec.roles.join(", ")} accounts`);
    const parsedParams = spec.params ? spec.params.parse(params) : undefined;
    const query = parseQuery(request, spec.query);
    const body = spec.body ? await readJsonBody(request, spec.body) : undefined;
    return handler({ user, query, body, params: parsedParams, requestId } as ResidentContext<Q, B, P>);
  });
}
