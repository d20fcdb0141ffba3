import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether the resolver may connect to an address: public unicast only. Refused: private, loopback,
 * link-local, CGNAT, multicast, unspecified, broadcast, documentation and other reserved ranges,
 * for IPv4 and IPv6, including IPv4 wrapped in IPv6 (`::ffff:127.0.0.1`, NAT64 `64:ff9b::…`).
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIPv4(ipv4ToInt(address));
  if (isIPv6(address)) {
    const groups = parseIPv6(address);
    return groups !== null && isPublicIPv6(groups);
  }
  return false;
}

/** [network, prefix length] ranges that are not public unicast (IANA special-purpose registry). */
const IPV4_REFUSED: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV4_REFUSED_MASKS = IPV4_REFUSED.map(([network, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { network: (ipv4ToInt(network) & mask) >>> 0, mask };
});

function ipv4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}

function isPublicIPv4(value: number): boolean {
  return !IPV4_REFUSED_MASKS.some(({ network, mask }) => ((value & mask) >>> 0) === network);
}

/** Eight 16-bit groups, or null when the text is not an IPv6 address. Accepts `::` and a dotted IPv4 tail. */
export function parseIPv6(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    if (!isIPv4(tail[1]!)) return null;
    const v4 = ipv4ToInt(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const parts = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!parts.every((p) => /^[0-9a-f]{1,4}$/.test(p))) return null;
  return parts.map((p) => Number.parseInt(p, 16));
}

function isPublicIPv6(g: number[]): boolean {
  const embeddedV4 = () => ((g[6]! << 16) | g[7]!) >>> 0;
  // IPv4-mapped ::ffff:a.b.c.d — the socket would reach the IPv4 address.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicIPv4(embeddedV4());
  // NAT64 64:ff9b::a.b.c.d (RFC 6052): reaches the embedded IPv4 address through the translator.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicIPv4(embeddedV4());
  // Only global unicast 2000::/3 is public; this leaves out ::, ::1, fc00::/7, fe80::/10, ff00::/8, ::/96 …
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1]! < 0x200) return false; // 2001::/23 IETF protocol assignments (Teredo …)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if (g[0] === 0x2002) return false; // 6to4 carries an IPv4 address
  if (g[0] === 0x3fff && g[1]! < 0x1000) return false; // documentation (RFC 9637)
  return true;
}
