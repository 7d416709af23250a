import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress } from "./client-address";

const from = (forwardedFor?: string) =>
  new Request("http://gatehouse.test/registration/login", {
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

describe("clientAddress", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("takes the entry the nearest proxy appended, not one the caller wrote", () => {
    expect(clientAddress(from("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(from("1.2.3.4, 203.0.113.9"))).toBe("203.0.113.9");
  });

  it("skips TRUSTED_PROXY_HOPS - 1 further proxies from the right", () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "2");
    expect(clientAddress(from("1.2.3.4, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
    expect(clientAddress(from("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("keys IPv6 clients by their /64 and unwraps IPv4-mapped addresses", () => {
    expect(clientAddress(from("2001:db8:1:2:aaaa::1"))).toBe("2001:db8:1:2::/64");
    expect(clientAddress(from("2001:0db8:0001:0002:ffff:ffff:ffff:ffff"))).toBe("2001:db8:1:2::/64");
    expect(clientAddress(from("::1"))).toBe("0:0:0:0::/64");
    expect(clientAddress(from("::ffff:127.0.0.1"))).toBe("127.0.0.1");
  });

  it("puts a missing or unreadable address in one shared bucket", () => {
    expect(clientAddress(from())).toBe("unknown");
    expect(clientAddress(from("not an address"))).toBe("unknown");
  });
});
