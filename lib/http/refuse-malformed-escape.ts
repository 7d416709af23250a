import { errorResponse } from "./respond";

const API_FAMILIES = /^\/(api|access|devices|registration|telnyx|twilio)(\/|$)/;

// The raw path and query, before anything decodes them; `new URL` keeps %-escapes as sent.
function hasMalformedEscape(url: string): boolean {
  const { pathname, search } = new URL(url);
  try {
    decodeURIComponent(pathname);
    decodeURIComponent(search.replace(/\+/g, " "));
    return false;
  } catch {
    return true;
  }
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head><body><h1>Bad request</h1><p>The address has a malformed %-escape. Check the link and try again.</p><p><a href="/">Home</a></p></body></html>`;

// A malformed %-escape anywhere in the address answers 400 before a route decodes it: JSON for the API
// families, an HTML page for the rest.
export function refuseMalformedEscape(request: Request): Response | null {
  if (!hasMalformedEscape(request.url)) return null;
  if (API_FAMILIES.test(new URL(request.url).pathname)) {
    return errorResponse("VALIDATION_ERROR", "The address has a malformed %-escape", [
      { field: "(url)", issue: "malformed %-escape" },
    ]);
  }
  return new Response(PAGE, {
    status: 400,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
