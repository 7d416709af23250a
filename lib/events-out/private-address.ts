import { lookup, type LookupAddress } from "node:dns";
import { lookup as lookupAll } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { config } from "../config/read-config";

// Loopback, private, link-local, carrier-grade NAT, unspecified and multicast ranges: never a customer's receiver.
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

// Production refuses private receivers (webhook endpoints, web push services) unless WEBHOOKS_ALLOW_PRIVATE=1 (tests,
// on-premises installs).
export const privateAddressesAllowed = () =>
  config().NODE_ENV !== "production" || config().WEBHOOKS_ALLOW_PRIVATE === "1";

// A URL's host as an address literal when it is one (brackets of IPv6 removed), else null.
const literalOf = (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? host : null;
};

// An address literal is connected to without a lookup, so it is checked before connecting: the literal when private.
export const privateLiteralOf = (url: URL) => {
  const literal = literalOf(url);
  return literal !== null && isPrivateAddress(literal) ? literal : null;
};

// Whether a URL's host is, or resolves to, a private address; a name that does not resolve yet may later, and the
// connection checks the address it connects to again (guardedLookup).
export async function pointsAtPrivateAddress(url: URL): Promise<boolean> {
  const literal = literalOf(url);
  if (literal) return isPrivateAddress(literal);
  try {
    return (await lookupAll(url.hostname, { all: true })).some((entry) => isPrivateAddress(entry.address));
  } catch {
    return false;
  }
}

// Why a receiver's URL (a webhook endpoint, a web push service) is refused when it is saved, or null: it carries
// credentials, or it points at a private address (unless those are allowed). The connection checks again.
export async function receiverIssue(url: URL, allowPrivate = privateAddressesAllowed()): Promise<string | null> {
  if (url.username || url.password) return "must not carry credentials";
  if (!allowPrivate && (await pointsAtPrivateAddress(url)))
    return "points at a private, loopback or link-local address";
  return null;
}

// Resolves and checks in one step, so the address connected to is the one checked (no DNS rebinding in between).
export const guardedLookup: LookupFunction = (hostname, options, callback) =>
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused)
      return callback(
        Object.assign(new Error(`refused private address ${refused.address}`), { code: "EPRIVATE" }),
        "",
        0,
      );
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
