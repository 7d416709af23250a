import { BlockList, isIPv4, isIPv6 } from "node:net";

// One entry of TRUSTED_PROXIES: an address or a CIDR, IPv4 or IPv6.
function parseEntry(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [address, prefixText, ...rest] = entry.trim().split("/");
  if (rest.length) return null;
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
  if (!family) return null;
  const max = family === "ipv4" ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  return prefix >= 0 && prefix <= max ? { address, prefix, family } : null;
}

const entries = (spec: string) =>
  spec
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

// For the config schema: every entry must read as an address or a CIDR.
export const validProxyList = (spec: string) => entries(spec).every((entry) => parseEntry(entry) !== null);

let cached: { spec: string; list: BlockList } | undefined;

// The proxies whose X-Forwarded-For entries are believed, parsed once per value of the setting.
export function trustedProxies(spec = ""): BlockList {
  if (cached?.spec === spec) return cached.list;
  const list = new BlockList();
  for (const entry of entries(spec)) {
    const parsed = parseEntry(entry);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  cached = { spec, list };
  return list;
}
