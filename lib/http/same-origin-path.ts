// A redirect target from a query string, kept only when it stays on this site: parsed against the
// site's origin, so `/\evil`, `//evil`, `/%5Cevil` and `https:evil` resolve elsewhere and fall back.
export function sameOriginPath(target: string | null | undefined, origin: string, fallback = "/"): string {
  if (!target) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  // A decoded backslash or double slash in the path would be read as another host by some browsers.
  if (/^\/[\\/]/.test(decodeSafely(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
