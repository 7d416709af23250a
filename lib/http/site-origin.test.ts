import { afterEach, describe, expect, it, vi } from "vitest";
import { refuseCrossSiteMutation } from "./check-request-origin";
import { ApiError } from "./error-codes";
import { PEER_ADDRESS_HEADER } from "./peer-address";
import { requireSameOrigin } from "./require-same-origin";
import { requestHost } from "./site-origin";

// A cookie POST to the app at app.internal:3000 (its Host behind a proxy), from `peer`, claiming `origin`.
const post = (peer: string, origin: string, forwardedHost?: string) =>
  new Request("http://localhost:3000/api/admin/devices/d1/unlock", {
    method: "POST",
    headers: {
      host: "app.internal:3000",
      cookie: "sso-session=x",
      origin,
      [PEER_ADDRESS_HEADER]: peer,
      ...(forwardedHost ? { "x-forwarded-host": forwardedHost } : {}),
    },
  });

const routeRefusal = (request: Request) => {
  try {
    requireSameOrigin(request);
    return null;
  } catch (error) {
    return (error as ApiError).code;
  }
};

describe("the request's own host and the cross-site checks that compare Origin with it", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("refuses an Origin matching only an X-Forwarded-Host the untrusted caller sent itself", async () => {
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8");
    const forged = post("203.0.113.9", "https://evil.example", "evil.example");
    expect(requestHost(forged)).toBe("app.internal:3000");
    const refused = refuseCrossSiteMutation(forged);
    expect(refused?.status).toBe(403);
    expect((await refused?.json()).error.code).toBe("FORBIDDEN");
    expect(routeRefusal(forged)).toBe("FORBIDDEN");
    // With no proxy trusted at all, the same.
    vi.stubEnv("TRUSTED_PROXIES", "");
    expect(refuseCrossSiteMutation(forged)?.status).toBe(403);
    expect(routeRefusal(forged)).toBe("FORBIDDEN");
  });

  it("believes X-Forwarded-Host from a proxy TRUSTED_PROXIES names, the entry that proxy wrote", () => {
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8");
    const proxied = post("::ffff:10.0.0.2", "https://gatehouse.example", "gatehouse.example");
    expect(requestHost(proxied)).toBe("gatehouse.example");
    expect(refuseCrossSiteMutation(proxied)).toBeNull();
    expect(routeRefusal(proxied)).toBeNull();
    // The caller's own value comes first when the proxy appends instead of replacing.
    expect(requestHost(post("10.0.0.2", "https://evil.example", "evil.example, gatehouse.example"))).toBe(
      "gatehouse.example",
    );
  });

  it("accepts the Host itself and the configured public URL from any peer", () => {
    vi.stubEnv("NEXTAUTH_URL", "https://gatehouse.example");
    for (const origin of ["http://app.internal:3000", "https://gatehouse.example"]) {
      expect(refuseCrossSiteMutation(post("203.0.113.9", origin, "evil.example"))).toBeNull();
      expect(routeRefusal(post("203.0.113.9", origin, "evil.example"))).toBeNull();
    }
  });
});
