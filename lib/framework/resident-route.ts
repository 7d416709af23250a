import { authenticateUser } from "../auth/authenticate-user";
import type { UserWithUnits } from "../auth/serialize-user";
import { ApiError } from "../http/error-codes";
import { runAsCaller } from "../http/caller-address-scope";
import { handleRequest } from "../http/handle-request";
import { parseQuery } from "../http/parse-query";
import { readJsonBody } from "../http/read-json-body";
import { parseRouteInput, type Parsed, type RouteInput, type Schema } from "./parse-route-input";
import type { ResidentOperation } from "./resident-operation";

export type ResidentContext<Q extends Schema, B extends Schema, P extends Schema> = RouteInput<Q, B, P> & {
  user: UserWithUnits;
  requestId: string;
};

export type CredentialContext<B extends Schema> = {
  request: Request;
  requestId: string;
  // Read after the handler's own checks (attempt counting, the keypad's key), so those answer first as before.
  readBody: () => Promise<Parsed<B>>;
};

// The resident and legacy mobile surface: a core JWT of a user with one of the operation's roles, then typed input.
export function residentRoute<Q extends Schema = undefined, B extends Schema = undefined, P extends Schema = undefined>(
  operation: ResidentOperation<Q, B, P>,
  handler: (context: ResidentContext<Q, B, P>) => Promise<Response>,
) {
  const { auth } = operation;
  if (auth.kind !== "core") throw new Error(`${operation.path} is not a core JWT route: use credentialRoute`);
  return handleRequest((request, { requestId, params }) =>
    runAsCaller(request, async () => {
      const user = await authenticateUser(request);
      if (!auth.roles.includes(user.role))
        throw new ApiError("FORBIDDEN", `This route is for ${auth.roles.join(", ")} accounts`);
      const input = await parseRouteInput(request, params, operation);
      return handler({ ...input, user, requestId });
    }),
  );
}

// Sign-in routes and the keypad: the handler checks the caller's credential itself, then reads the declared body.
export function credentialRoute<B extends Schema = undefined>(
  operation: ResidentOperation<undefined, B, undefined>,
  handler: (context: CredentialContext<B>) => Promise<Response>,
) {
  if (operation.auth.kind !== "credential") throw new Error(`${operation.path} is a core JWT route: use residentRoute`);
  return handleRequest((request, { requestId }) =>
    runAsCaller(request, () => {
      // No credential route takes a query: an unknown parameter is refused, as on every other route.
      parseQuery(request, undefined);
      return handler({
        request,
        requestId,
        readBody: async () => (operation.body ? await readJsonBody(request, operation.body) : undefined) as Parsed<B>,
      });
    }),
  );
}
