import { isIP } from 'node:net';
import { getDomain } from 'tldts';

/**
 * What a scan is findable by: the rows of `scan_terms`. Computed from the scan's URL, tags and result
 * (field names of contract §8: result.finalUrl, dns.addresses, http.bodySha256, tls.fingerprintSha256,
 * capture.screenshot.{sha256,phash}, capture.dom.sha256, capture.requests[].{sha256,remoteAddress},
 * capture.favicon.{sha256,mmh3}, verdict, categories). Absent fields index nothing.
 */

export type TermKind = 'domain' | 'host' | 'ip' | 'hash' | 'favicon' | 'verdict' | 'category' | 'tag' | 'cert' | 'phash' | 'phash-band';

/**
 * Near-identical screenshots (related scans) are found through bands of the 64-bit perceptual hash:
 * with 7 bands, two hashes at most 6 bits apart agree exactly on at least one band (pigeonhole), so
 * looking up the 7 band values finds every candidate, and the exact distance is checked after.
 */
export const PHASH_BANDS: ReadonlyArray<{ from: number; bits: number }> = [
  { from: 0, bits: 9 },
  { from: 9, bits: 9 },
  { from: 18, bits: 9 },
  { from: 27, bits: 9 },
  { from: 36, bits: 9 },
  { from: 45, bits: 9 },
  { from: 54, bits: 10 },
];

/** The band terms of a 16-hex-digit perceptual hash: "<band>:<bits as hex>". */
export function phashBands(phash: string): string[] {
  const value = BigInt(`0x${phash}`);
  return PHASH_BANDS.map(({ from, bits }, band) => `${band}:${((value >> BigInt(64 - from - bits)) & ((1n << BigInt(bits)) - 1n)).toString(16)}`);
}

export interface SearchTerm {
  kind: TermKind;
  value: string;
  /** Only on 'phash-band' terms: the whole perceptual hash, checked for distance on the band index. */
  phash?: string;
}

/** A hostile page can make hundreds of requests: the index keeps a bounded number of terms per scan. */
export const MAX_TERMS_PER_SCAN = 1_000;

const HEX = /^[0-9a-f]{8,128}$/;

/** The value at `path` inside a stored result, or undefined where the path leaves the objects. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined;
}

/** The host of a URL as search terms compare it: lower case, IPv6 without brackets. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.startsWith('[') ? host.slice(1, -1) : host;
  } catch {
    return undefined;
  }
}

/** The registrable domain (public suffix list) of a host name; none for IP addresses. */
export function registrableDomain(host: string): string | undefined {
  if (isIP(host)) return undefined;
  return getDomain(host, { allowPrivateDomains: false }) ?? undefined;
}

/** A canonical address (IPv6 compressed lower case), or undefined when not an address. */
export function canonicalIp(value: string): string | undefined {
  const kind = isIP(value);
  if (kind === 4) return value;
  if (kind === 6) {
    try {
      return new URL(`http://[${value}]/`).hostname.slice(1, -1);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** What the index keeps of a scan: its terms, and the columns beside them (scans.final_url, scans.screenshot_phash). */
export interface SearchIndexEntry {
  finalUrl: string | null;
  screenshotPhash: string | null;
  terms: SearchTerm[];
}

export function searchTermsOf(scan: { normalizedUrl: string; tags: readonly string[]; result: unknown }): SearchIndexEntry {
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  const add = (kind: TermKind, value: string | undefined, phash?: string) => {
    if (value === undefined || terms.length >= MAX_TERMS_PER_SCAN) return;
    const key = `${kind}\u0000${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    terms.push(phash === undefined ? { kind, value } : { kind, value, phash });
  };
  const addHash = (kind: 'hash' | 'cert' | 'phash', value: unknown) => {
    const candidate = typeof value === 'string' ? value.toLowerCase() : undefined;
    if (candidate && HEX.test(candidate)) add(kind, candidate);
  };
  const addIp = (value: unknown) => {
    if (typeof value === 'string') add('ip', canonicalIp(value));
  };
  const addHost = (host: string | undefined) => {
    if (!host) return;
    add('host', host);
    add('domain', registrableDomain(host));
    addIp(host);
  };

  for (const tag of scan.tags) add('tag', tag);
  const result = scan.result;
  const finalUrl = text(field(result, 'finalUrl')) ?? null;
  addHost(hostOf(scan.normalizedUrl));
  addHost(hostOf(finalUrl ?? undefined));
  const verdict = text(field(result, 'verdict'));
  if (verdict) add('verdict', verdict);
  const categories = field(result, 'categories');
  if (Array.isArray(categories)) for (const category of categories) if (typeof category === 'string' && category.length <= 64) add('category', category);
  const addresses = field(result, 'dns', 'addresses');
  if (Array.isArray(addresses)) for (const address of addresses) addIp(address);
  addHash('hash', field(result, 'http', 'bodySha256'));
  addHash('cert', field(result, 'tls', 'fingerprintSha256'));
  addHash('hash', field(result, 'capture', 'screenshot', 'sha256'));
  const rawPhash = field(result, 'capture', 'screenshot', 'phash');
  const screenshotPhash = typeof rawPhash === 'string' && /^[0-9a-f]{16}$/i.test(rawPhash) ? rawPhash.toLowerCase() : null;
  if (screenshotPhash) {
    add('phash', screenshotPhash);
    for (const band of phashBands(screenshotPhash)) add('phash-band', band, screenshotPhash);
  }
  addHash('hash', field(result, 'capture', 'dom', 'sha256'));
  addHash('hash', field(result, 'capture', 'favicon', 'sha256'));
  const mmh3 = field(result, 'capture', 'favicon', 'mmh3');
  if (typeof mmh3 === 'number' && Number.isInteger(mmh3)) add('favicon', String(mmh3));
  const requests = field(result, 'capture', 'requests');
  if (Array.isArray(requests)) {
    for (const request of requests) {
      addHash('hash', field(request, 'sha256'));
      addIp(field(request, 'remoteAddress'));
    }
  }
  return { finalUrl, screenshotPhash, terms };
}
