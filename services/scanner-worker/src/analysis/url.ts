import { isIP } from 'node:net';
import { getDomain } from 'tldts';

/**
 * Private PSL suffixes (github.io, blogspot.com, …) count as public suffixes here: two sites on
 * github.io belong to different people, which is what "another domain" means for phishing signals.
 */
const TLDTS_OPTIONS = { allowPrivateDomains: true } as const;

export function parseUrl(value: string, base?: string | URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The URL a document is judged at: its own, or for a blob: document (a page that replaced itself with one it built,
 * as smuggled sign-in pages do) the URL inside it, whose origin made the document. A blob: URL has no host of its own.
 */
export function documentUrl(value: string): URL | null {
  const url = parseUrl(value);
  return url?.protocol === 'blob:' ? parseUrl(url.pathname) : url;
}

export function isHttpUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** WHATWG keeps IPv6 literals bracketed in `hostname`; everything else here wants them bare. */
export function bareHostname(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host.replace(/\.$/, '');
}

export function isIpLiteral(host: string): boolean {
  return isIP(host) !== 0;
}

/**
 * The registrable domain ("site") of a host. IP literals and hosts without a public suffix
 * (localhost, single labels) are their own site, so comparisons still work for them.
 */
export function siteOf(host: string): string {
  const bare = host.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (bare === '' || isIpLiteral(bare)) return bare;
  return getDomain(bare, TLDTS_OPTIONS) ?? bare;
}

export function sameSite(a: string, b: string): boolean {
  return siteOf(a) === siteOf(b);
}

export function lastLabel(host: string): string {
  const labels = host.replace(/\.$/, '').split('.');
  return labels[labels.length - 1] ?? '';
}

/** Cuts strings that go into evidence and headers: a hostile page must not inflate the result. */
export function clip(value: string, max = 512): string {
  return value.length <= max ? value : `${value.slice(0, max)}…`;
}

/** decodeURIComponent, or the text as it is when it is not valid percent-encoding (hostile input often is not). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
