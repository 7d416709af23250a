import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress } from "./client-address";
import { PEER_ADDRESS_HEADER } from "./peer-address";
import { validProxyList } from "./trusted-proxies";

const from = (peer: string | undefined, forwardedFor?: string) =>
  new Request("http://gatehouse.test/registration/login", {
    headers: {
      ...(peer !== undefined ? { [PEER_ADDRESS_HEADER]: peer } : {}),
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
  });

describe("clientAddress", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("with no trusted proxy, is the socket's peer whatever X-Forwarded-For says", () => {
    expect(clientAddress(from("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(from("203.0.113.9", "1.2.3.4"))).toBe("203.0.113.9");
    expect(clientAddress(from("::ffff:203.0.113.9", "1.2.3.4, 5.6.7.8"))).toBe("203.0.113.9");
  });

  it("believes X-Forwarded-For only through the hops TRUSTED_PROXIES names, right to left", () => {
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8, 192.0.2.7, fd00::/8");
    expect(clientAddress(from("10.1.2.3", "198.51.100.4"))).toBe("198.51.100.4");
    // The caller wrote 1.2.3.4 itself; the load balancer (10.0.0.2) and the edge (192.0.2.7) appended theirs.
    expect(clientAddress(from("192.0.2.7", "1.2.3.4, 198.51.100.4, 10.0.0.2"))).toBe("198.51.100.4");
    expect(clientAddress(from("fd00::5", "2001:db8:1:2::9"))).toBe("2001:db8:1:2::/64");
    // A peer outside the list is the client, even when it sends the header.
    expect(clientAddress(from("198.51.100.4", "10.0.0.2"))).toBe("198.51.100.4");
  });

  it("keys IPv6 clients by their /64 and unwraps IPv4-mapped addresses", () => {
    expect(clientAddress(from("2001:db8:1:2:aaaa::1"))).toBe("2001:db8:1:2::/64");
    expect(clientAddress(from("2001:0db8:0001:0002:ffff:ffff:ffff:ffff"))).toBe("2001:db8:1:2::/64");
    expect(clientAddress(from("::1"))).toBe("0:0:0:0::/64");
    expect(clientAddress(from("::ffff:127.0.0.1"))).toBe("127.0.0.1");
  });

  it("puts a missing or unreadable address in one shared bucket", () => {
    expect(clientAddress(from(undefined, "203.0.113.9"))).toBe("unknown");
    expect(clientAddress(from("not an address"))).toBe("unknown");
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8");
    expect(clientAddress(from("10.0.0.2", "garbage"))).toBe("unknown");
  });

  it("TRUSTED_PROXIES takes addresses and CIDRs only", () => {
    expect(validProxyList("10.0.0.0/8, 192.0.2.7,fd00::/8")).toBe(true);
    for (const bad of ["10.0.0.0/33", "example.com", "10.0.0.0/8/1", "fd00::/129"])
      expect(validProxyList(bad), bad).toBe(false);
  });
});
