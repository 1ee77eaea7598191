import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

/**
 * Keys under which list entries are indexed and URLs looked up. Both sides go through the same
 * WHATWG parser, so its normalisation (lower-case scheme and host, IDN to punycode, default port
 * dropped, empty path as "/") applies equally; the fragment and credentials never reach a server,
 * so they are dropped too. Path and query stay as written.
 */
export function normalizeUrlKey(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.href;
}

const HOST_LABELS = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** A hostname or IP literal in canonical form, or null when the text is not one. */
export function normalizeHost(raw: string): string | null {
  let host = raw.trim().toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host === '') return null;
  if (isIP(host) === 6) {
    try {
      return new URL(`http://[${host}]/`).hostname.slice(1, -1);
    } catch {
      return null;
    }
  }
  if (isIP(host) === 4) return host;
  const ascii = domainToASCII(host);
  if (ascii === '' || ascii.length > 253 || !HOST_LABELS.test(ascii)) return null;
  return ascii;
}
