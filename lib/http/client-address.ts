import { isIPv4, isIPv6 } from "node:net";
import { config } from "../config/read-config";
import { PEER_ADDRESS_HEADER } from "./peer-address";
import { trustedProxies } from "./trusted-proxies";

// IPv6 clients own a /64 and can rotate freely inside it, so the /64 is the client.
function ipv6Prefix(address: string): string {
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

// A plain address from a header entry; IPv4 written as IPv6 (::ffff:a.b.c.d) is the IPv4 address.
function plainAddress(entry: string): string | null {
  const address = entry
    .trim()
    .replace(/^\[(.*)\](:\d+)?$/, "$1")
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIPv4(address) || isIPv6(address) ? address : null;
}

const family = (address: string) => (isIPv4(address) ? "ipv4" : "ipv6");

const isTrustedProxy = (address: string) => trustedProxies(config().TRUSTED_PROXIES).check(address, family(address));

// Whether the socket's peer is a proxy TRUSTED_PROXIES names: only then are its X-Forwarded-* headers believed.
export function cameThroughTrustedProxy(request: Request): boolean {
  const peer = plainAddress(request.headers.get(PEER_ADDRESS_HEADER) ?? "");
  return peer !== null && isTrustedProxy(peer);
}

// The caller's address: the socket's peer, or, while that peer is a proxy TRUSTED_PROXIES names, the entry it
// appended to X-Forwarded-For, walking right to left. With no trusted proxy set, the header is never read.
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers.get(PEER_ADDRESS_HEADER) ?? "", request.headers.get("x-forwarded-for"));
}

// The same from the peer address and X-Forwarded-For themselves, for the server's entry (no Request there yet).
export function clientAddressOf(peer: string, forwardedFor: string | null): string {
  let client = plainAddress(peer);
  const chain = (forwardedFor ?? "").split(",").filter((entry) => entry.trim());
  while (client && chain.length && isTrustedProxy(client)) client = plainAddress(chain.pop() ?? "");
  if (!client) return "unknown";
  return isIPv4(client) ? client : ipv6Prefix(client);
}
