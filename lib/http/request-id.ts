export const REQUEST_ID_HEADER = "x-request-id";

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

// A caller's own request id is kept when it is a plain token; anything else is replaced.
export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && ACCEPTABLE.test(given) ? given : crypto.randomUUID();
}
