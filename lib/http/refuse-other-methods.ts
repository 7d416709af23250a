import { ApiError } from "./error-codes";
import { handleRequest } from "./handle-request";

type Handler = (request: Request, context: never) => Promise<Response>;
type Served = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;
type Refused = (request: Request) => Promise<Response>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

// What a route file exports for the methods it does not serve: a 405 in the error shape whose Allow header names the
// served ones, and OPTIONS answering 204 with the same Allow (Next.js's own would count the refusals as served).
// HEAD is Next.js's GET when GET is served.
export function refuseOtherMethods(served: Served): Record<(typeof METHODS)[number] | "HEAD" | "OPTIONS", Refused> {
  const methods = METHODS.filter((method) => served[method]);
  const allow = [...methods, ...(served.GET ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
  const refuse = handleRequest(async (request) => {
    throw new ApiError(
      "METHOD_NOT_ALLOWED",
      `${new URL(request.url).pathname} does not take ${request.method}; it takes ${allow}`,
      undefined,
      { allow },
    );
  });
  const options = handleRequest(async () => new Response(null, { status: 204, headers: { allow } }));
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, HEAD: refuse, OPTIONS: options };
}
