import { isIPv4, isIPv6 } from "node:net";
import { config } from "../config/read-config";

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

// A normalized address; IPv4 written as IPv6 (::ffff:a.b.c.d) is the IPv4 address.
function normalize(entry: string): string | null {
  const address = entry
    .trim()
    .replace(/^\[(.*)\](:\d+)?$/, "$1")
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return ipv6Prefix(address);
  return null;
}

// The caller's address: the X-Forwarded-For entry TRUSTED_PROXY_HOPS (default 1) from the right. Next.js fills the
// header with the socket's address when a request arrives without one; a proxy in front appends the address it saw.
export function clientAddress(request: Request): string {
  const hops = Math.max(1, config().TRUSTED_PROXY_HOPS ?? 1);
  const entries = (request.headers.get("x-forwarded-for") ?? "").split(",").filter((entry) => entry.trim());
  const chosen = entries[Math.max(0, entries.length - hops)];
  return (chosen && normalize(chosen)) ?? "unknown";
}
