import { enforceRateLimit } from "../auth/enforce-rate-limit";
import type { AdminPrincipal, RateLimitState } from "../auth/admin-principal";
import { authenticateAdmin } from "../auth/authenticate-admin";
import type { Scope } from "../auth/scopes";
import type { AdminOperation } from "./admin-operation";
import { streamCsvExport } from "./stream-csv-export";
import { wantsCsv } from "./wants-csv";
import { ApiError } from "../http/error-codes";
import { runAsCaller } from "../http/caller-address-scope";
import { handleRequest } from "../http/handle-request";
import { toErrorResponse } from "../http/to-error-response";
import { parseRouteInput, type Parsed, type Schema } from "./parse-route-input";

export type AdminContext<Q extends Schema, B extends Schema, P extends Schema> = {
  principal: AdminPrincipal;
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Parsed<P>;
  requestId: string;
  // For operations with a rawBody, which the handler reads itself.
  request: Request;
};

function rateLimitHeaders(state: RateLimitState | null): Record<string, string> {
  if (!state) return {};
  return {
    "ratelimit-limit": String(state.limit),
    "ratelimit-remaining": String(Math.max(0, state.remaining)),
    "ratelimit-reset": String(state.resetSeconds),
  };
}

function requireScope(principal: AdminPrincipal, scope: Scope): void {
  if (!principal.scopes.has(scope)) throw new ApiError("INSUFFICIENT_SCOPE", `This route requires the scope ${scope}`);
}

// The admin surface: authenticate, rate-limit, check the operation's scope, parse its params, query and body, then run the handler
// (once, or for a CSV export once per page).
export function adminRoute<Q extends Schema = undefined, B extends Schema = undefined, P extends Schema = undefined>(
  spec: AdminOperation<Q, B, P>,
  handler: (context: AdminContext<Q, B, P>) => Promise<Response>,
) {
  return handleRequest((request, { requestId, params }) =>
    runAsCaller(request, async () => {
      const { principal, rateLimit } = await authenticateAdmin(request);
      const headers = rateLimitHeaders(rateLimit);
      let response: Response;
      try {
        enforceRateLimit(rateLimit);
        requireScope(principal, spec.scope);
        const { params: parsedParams, query, body } = await parseRouteInput(request, params, spec);
        const run = (pageQuery: unknown) =>
          handler({ principal, query: pageQuery, body, params: parsedParams, requestId, request } as AdminContext<
            Q,
            B,
            P
          >);
        // Every list also answers CSV (Accept: text/csv): the same filters, the whole list, streamed page by page.
        response = wantsCsv(request, spec as AdminOperation)
          ? await streamCsvExport(spec as AdminOperation, query as Record<string, unknown>, run, requestId)
          : await run(query);
      } catch (error) {
        response = toErrorResponse(error, requestId);
      }
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    }),
  );
}
