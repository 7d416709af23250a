import type { ApiError } from "../http/error-codes";

// next-auth answers a refused sign-in 200 with `{url: "/signin?error=locked"}` (or a redirect to it). A throttled one
// keeps that body, which next-auth's client reads, but carries the refusal's status (429 or 503) and Retry-After.
export function answerRefusedSignIn(response: Response, refused: ApiError): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(refused.headers ?? {})) headers.set(name, value);
  const redirect = response.status >= 300 && response.status < 400;
  return new Response(response.body, { status: redirect ? response.status : refused.status, headers });
}
