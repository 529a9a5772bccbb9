/**
 * What the per-address limits (views: track-view.ts, lead tickets: lead-tickets.ts) count a caller by (#32 N8). An
 * IPv4 address is one subscriber's, often a whole marina's. IPv6 gives each subscriber at least a /64 (RFC 6177), and
 * whoever holds one can use any of its 2^64 addresses: counted one by one, the limits held nobody. So an IPv6 address
 * counts by its /64.
 */

/** The key every input that is no address shares: a made-up value must not open a limit of its own. */
export const UNKNOWN_ADDRESS_KEY = 'unknown';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** Dotted-quad IPv4 as its four numbers (no leading zeros beyond "0": "010" reads as octal to some parsers). */
function ipv4Parts(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map((part) => (part.length > 1 && part.startsWith('0') ? NaN : Number(part)));
  return parts.every((n) => n >= 0 && n <= 255) ? parts : null;
}

/** IPv6 as its eight 16-bit groups ("::" expanded, a trailing dotted IPv4 as two groups), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(':') || text.length > 45) return null;
  let body = text;
  const tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  if (body.slice(lastColon + 1).includes('.')) {
    const v4 = ipv4Parts(body.slice(lastColon + 1));
    if (!v4) return null;
    tail.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    // "::1.2.3.4" keeps its "::"; "a:b:…:1.2.3.4" loses the separator before the IPv4 part.
    body = body.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const read = (half: string): number[] | null => {
    if (half === '') return [];
    const groups = half.split(':');
    return groups.every((g) => HEXTET.test(g)) ? groups.map((g) => parseInt(g, 16)) : null;
  };
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  if (!head || !rest) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1) return given === 8 ? [...head, ...tail] : null;
  // "::" stands for at least one group of zeros.
  if (given > 7) return null;
  return [...head, ...new Array<number>(8 - given).fill(0), ...rest, ...tail];
}

/**
 * Pure: the key a limit counts an address by. IPv4 as it is ("203.0.113.9"); IPv6 by its /64, written one way
 * whatever the spelling (case, leading zeros, "::", a zone id: "2001:db8:0:1::/64"); an IPv4-mapped IPv6 address
 * ("::ffff:203.0.113.9", as a dual-stack socket reports IPv4 callers) as the IPv4 address. Brackets ("[::1]") are
 * taken off. Anything else is UNKNOWN_ADDRESS_KEY.
 */
export function addressLimitKey(address: string): string {
  let text = address.trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  // A zone id ("fe80::1%eth0") names the caller's own interface, not another address.
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const v4 = ipv4Parts(text);
  if (v4) return v4.join('.');
  const groups = ipv6Groups(text);
  if (!groups) return UNKNOWN_ADDRESS_KEY;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
