/**
 * Submitted URLs: validation and the cache key (contract §1 url field, §3 normalized URL).
 * The normalized URL lower-cases scheme and host, turns IDN hosts into punycode, drops the default
 * port, credentials and fragment, turns an empty path into "/", and keeps path and query byte for
 * byte — so it is assembled from the raw input, not from WHATWG's re-serialisation (which would
 * resolve dot segments and re-encode characters).
 */

export const MAX_URL_LENGTH = 2048;

export interface SubmittedUrl {
  /** As submitted, credentials removed (fragment kept). */
  url: string;
  /** The cache key. */
  normalizedUrl: string;
  /** What the scanner fetches: WHATWG-serialised, without credentials or fragment. */
  fetchUrl: string;
  hostname: string;
  /**
   * The user name before '@' as typed (percent-encoding kept), at most MAX_USERINFO_LENGTH characters;
   * the password after ':' is never kept. Absent without one. Only the scanner's analysis sees it
   * (the `brand@host` trick): nothing stores it.
   */
  userinfo?: string;
}

export const MAX_USERINFO_LENGTH = 256;

export class InvalidScanUrl extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidScanUrl';
  }
}

// Whitespace and control characters are rejected rather than silently stripped as WHATWG does:
// a URL that means something different from what was typed should not be scanned quietly.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0020\u007f]/;
const SCHEME_AND_AUTHORITY = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)(.*)$/s;

export function parseSubmittedUrl(input: string): SubmittedUrl {
  if (input.length > MAX_URL_LENGTH) throw new InvalidScanUrl(`must be at most ${MAX_URL_LENGTH} characters`);
  if (FORBIDDEN_CHARACTERS.test(input)) throw new InvalidScanUrl('must not contain whitespace or control characters');
  const match = SCHEME_AND_AUTHORITY.exec(input);
  if (!match) throw new InvalidScanUrl('must be an absolute http or https URL');
  const [, rawScheme = '', rawAuthority = '', rawRest = ''] = match;
  const scheme = rawScheme.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') throw new InvalidScanUrl('must use the http or https scheme');

  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    throw new InvalidScanUrl('is not a valid URL');
  }
  if (!parsed.hostname) throw new InvalidScanUrl('must have a host');

  const at = rawAuthority.lastIndexOf('@');
  const authorityWithoutCredentials = at === -1 ? rawAuthority : rawAuthority.slice(at + 1);
  const url = `${rawScheme}://${authorityWithoutCredentials}${rawRest}`;

  const hashIndex = rawRest.indexOf('#');
  const pathAndQuery = hashIndex === -1 ? rawRest : rawRest.slice(0, hashIndex);
  const path = pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`;
  // parsed.host is lower-case, punycoded, and omits the scheme's default port.
  const normalizedUrl = `${scheme}://${parsed.host}${path}`;

  parsed.username = '';
  parsed.password = '';
  parsed.hash = '';
  const userName = at === -1 ? '' : rawAuthority.slice(0, at).split(':')[0]!;
  return { url, normalizedUrl, fetchUrl: parsed.href, hostname: parsed.hostname, ...(userName ? { userinfo: userName.slice(0, MAX_USERINFO_LENGTH) } : {}) };
}
