import { ipFromBytes, parseIPv4, parseIpLiteral, type IpLiteral } from './host-literal.js';

export interface Cidr {
  readonly family: 4 | 6;
  readonly bytes: Uint8Array;
  readonly prefix: number;
  /** As written, normalised: `10.0.0.0/8`. */
  readonly text: string;
}

/** Parsed `EGRESS_ALLOW_CIDRS`. */
export type CidrSet = readonly Cidr[];

export interface AddressVerdict {
  readonly blocked: boolean;
  /** The special-purpose range that blocked the address, e.g. `127.0.0.0/8 (loopback)`. */
  readonly range?: string;
  /** For IPv6 forms that embed IPv4 (mapped, compatible, NAT64, 6to4, Teredo): the embedded address. */
  readonly embedded?: string;
}

/** Parses one CIDR (`10.0.0.0/8`, `fd00::/8`); a bare address means a single host. Throws on nonsense. */
export function parseCidr(text: string): Cidr {
  const trimmed = text.trim();
  const slash = trimmed.lastIndexOf('/');
  const addressText = slash === -1 ? trimmed : trimmed.slice(0, slash);
  const ip = parseIpLiteral(addressText);
  if (!ip) throw new Error(`invalid CIDR "${text}": "${addressText}" is not an IP address`);
  const max = ip.family === 4 ? 32 : 128;
  const prefixText = slash === -1 ? String(max) : trimmed.slice(slash + 1);
  if (!/^[0-9]{1,3}$/.test(prefixText) || Number(prefixText) > max) {
    throw new Error(`invalid CIDR "${text}": prefix length must be 0..${max}`);
  }
  const prefix = Number(prefixText);
  return { family: ip.family, bytes: ip.bytes, prefix, text: `${ip.address}/${prefix}` };
}

/** Parses a comma-separated list (the `EGRESS_ALLOW_CIDRS` format) or an array of CIDRs; blanks are skipped. */
export function parseCidrList(csv: string | readonly string[]): CidrSet {
  const items = typeof csv === 'string' ? csv.split(',') : csv;
  return items.map((item) => item.trim()).filter((item) => item !== '').map(parseCidr);
}

export function cidrContains(cidr: Cidr, ip: IpLiteral): boolean {
  if (cidr.family !== ip.family) return false;
  return prefixMatches(ip.bytes, cidr.bytes, cidr.prefix);
}

function prefixMatches(address: Uint8Array, network: Uint8Array, prefix: number): boolean {
  const fullBytes = Math.floor(prefix / 8);
  for (let i = 0; i < fullBytes; i += 1) {
    if (address[i] !== network[i]) return false;
  }
  const rest = prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((address[fullBytes] ?? 0) & mask) === ((network[fullBytes] ?? 0) & mask);
}

interface Range {
  readonly cidr: Cidr;
  readonly label: string;
}

const range = (text: string, label: string): Range => ({ cidr: parseCidr(text), label });
const describe = (r: Range): string => `${r.cidr.text} (${r.label})`;

/** IANA IPv4 Special-Purpose Address Registry, plus multicast and reserved space. Order: most specific label first. */
const V4_BLOCKED: readonly Range[] = [
  range('0.0.0.0/8', 'this network'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared address space (CGNAT)'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local (cloud metadata)'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'documentation (TEST-NET-1)'),
  range('192.31.196.0/24', 'AS112-v4'),
  range('192.52.193.0/24', 'AMT'),
  range('192.88.99.0/24', 'deprecated 6to4 relay anycast'),
  range('192.168.0.0/16', 'private'),
  range('192.175.48.0/24', 'AS112 direct delegation'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation (TEST-NET-2)'),
  range('203.0.113.0/24', 'documentation (TEST-NET-3)'),
  range('224.0.0.0/4', 'multicast'),
  range('255.255.255.255/32', 'limited broadcast'),
  range('240.0.0.0/4', 'reserved'),
];

const V6_BLOCKED: readonly Range[] = [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('100::/64', 'discard-only'),
  range('2001:2::/48', 'benchmarking'),
  range('2001:10::/28', 'ORCHID'),
  range('2001:20::/28', 'ORCHIDv2'),
  range('2001::/23', 'IETF protocol assignments'),
  range('2001:db8::/32', 'documentation'),
  range('2620:4f:8000::/48', 'AS112-v6'),
  range('3fff::/20', 'documentation'),
  range('5f00::/16', 'SRv6 SIDs'),
  range('fc00::/7', 'unique local'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local (deprecated)'),
  range('ff00::/8', 'multicast'),
];

const GLOBAL_UNICAST_V6 = parseCidr('2000::/3');

interface Embedding {
  readonly range: Range;
  /** Possible embedded IPv4 addresses; the first is the one reported. */
  readonly candidates: (bytes: Uint8Array) => Uint8Array[];
  /** The form itself is blocked whatever it embeds (Teredo); the embedded address can only exempt it via the allow list. */
  readonly blockedOutright: boolean;
}

const last32 = (b: Uint8Array): Uint8Array => b.slice(12, 16);
const pick = (b: Uint8Array, indexes: readonly number[]): Uint8Array => Uint8Array.from(indexes, (i) => b[i] ?? 0);

/** IPv6 forms that carry an IPv4 address, judged by it (contract §4). Checked after ::/128 and ::1/128. */
const EMBEDDINGS: readonly Embedding[] = [
  { range: range('::ffff:0:0/96', 'IPv4-mapped'), candidates: (b) => [last32(b)], blockedOutright: false },
  { range: range('::/96', 'IPv4-compatible'), candidates: (b) => [last32(b)], blockedOutright: false },
  { range: range('64:ff9b::/96', 'NAT64 well-known prefix'), candidates: (b) => [last32(b)], blockedOutright: false },
  {
    // Local-use NAT64 (RFC 8215): the operator picks the prefix length inside the /48, so the IPv4
    // address can sit in any RFC 6052 layout; every reading must be acceptable.
    range: range('64:ff9b:1::/48', 'NAT64 local-use prefix'),
    candidates: (b) => [last32(b), pick(b, [6, 7, 9, 10]), pick(b, [7, 9, 10, 11]), pick(b, [9, 10, 11, 12])],
    blockedOutright: false,
  },
  { range: range('2002::/16', '6to4'), candidates: (b) => [b.slice(2, 6)], blockedOutright: false },
  {
    // Teredo's client address is the bitwise NOT of the last 32 bits.
    range: range('2001::/32', 'Teredo'),
    candidates: (b) => [last32(b).map((byte) => ~byte & 0xff)],
    blockedOutright: true,
  },
];

const inAllowList = (ip: IpLiteral, allow: CidrSet): boolean => allow.some((cidr) => cidrContains(cidr, ip));

function judgeV4(ip: IpLiteral, allow: CidrSet): AddressVerdict {
  if (inAllowList(ip, allow)) return { blocked: false };
  const hit = V4_BLOCKED.find((r) => cidrContains(r.cidr, ip));
  return hit ? { blocked: true, range: describe(hit) } : { blocked: false };
}

/** Judges a parsed address against the special-purpose ranges, with `allow` as exemptions. Pure. */
export function judgeAddress(ip: IpLiteral, allow: CidrSet = []): AddressVerdict {
  if (ip.family === 4) return judgeV4(ip, allow);
  if (inAllowList(ip, allow)) return { blocked: false };
  const [unspecified, loopback] = V6_BLOCKED;
  for (const r of [unspecified, loopback]) {
    if (r && cidrContains(r.cidr, ip)) return { blocked: true, range: describe(r) };
  }
  const embedding = EMBEDDINGS.find((e) => cidrContains(e.range.cidr, ip));
  if (embedding) {
    const candidates = embedding.candidates(ip.bytes).map(ipFromBytes);
    const embedded = candidates[0]?.address;
    const base = { ...(embedded === undefined ? {} : { embedded }) };
    if (embedding.blockedOutright) {
      return candidates.every((c) => inAllowList(c, allow)) ? { blocked: false, ...base } : { blocked: true, range: describe(embedding.range), ...base };
    }
    for (const candidate of candidates) {
      const verdict = judgeV4(candidate, allow);
      if (verdict.blocked) {
        return { blocked: true, range: `${describe(embedding.range)} embedding ${candidate.address} in ${verdict.range ?? '?'}`, ...base };
      }
    }
    return { blocked: false, ...base };
  }
  const hit = V6_BLOCKED.find((r) => cidrContains(r.cidr, ip));
  if (hit) return { blocked: true, range: describe(hit) };
  if (!cidrContains(GLOBAL_UNICAST_V6, ip)) return { blocked: true, range: '(outside 2000::/3 global unicast: reserved)' };
  return { blocked: false };
}

/**
 * Whether egress to `ip` is forbidden. Accepts any spelling of an address; something that is not an
 * address at all is blocked. A dotted IPv4 with leading zeros is read both ways (octal as WHATWG and
 * inet_aton do, and decimal) and blocked if either reading is.
 */
export function isBlockedAddress(ip: string, allow: CidrSet = []): AddressVerdict {
  const parsed = parseIpLiteral(ip);
  if (!parsed) return { blocked: true, range: '(not an IP address)' };
  const verdict = judgeAddress(parsed, allow);
  if (verdict.blocked || !/^[0-9.]+$/.test(ip) || !/(^|\.)0[0-9]/.test(ip)) return verdict;
  const decimal = parseIPv4(ip, 'decimal');
  return decimal ? judgeAddress(decimal, allow) : { blocked: true, range: '(ambiguous IPv4 spelling)' };
}
