import type { PeerCertificateInfo } from '@lookout/egress';
/**
 * The `result` of a completed scan (contract §1). Declared with `type` rather than `interface`:
 * type aliases carry an implicit index signature, so a ScanResult is assignable to the contracts
 * package's open `ScanResultBody` without a cast. The JSON Schema twin is in result-schema.ts.
 */

export type Verdict = 'malicious' | 'suspicious' | 'clean';
export type Severity = 'info' | 'low' | 'medium' | 'high';

export const SEVERITIES: readonly Severity[] = ['info', 'low', 'medium', 'high'];
export const VERDICTS: readonly Verdict[] = ['malicious', 'suspicious', 'clean'];

export type Signal = {
  id: string;
  severity: Severity;
  message: string;
  evidence: string;
};

export type RedirectHopResult = {
  url: string;
  status: number;
  location: string;
};

/** Summary of Set-Cookie headers: cookie values are the site's business, their flags are a finding. */
export type SetCookieSummary = {
  count: number;
  secure: number;
  httpOnly: number;
  sameSite: number;
};

/** Only headers that say something about the site's security posture or behaviour. */
export type SecurityHeaders = {
  'content-security-policy'?: string;
  'content-security-policy-report-only'?: string;
  'strict-transport-security'?: string;
  'x-frame-options'?: string;
  'x-content-type-options'?: string;
  'referrer-policy'?: string;
  'permissions-policy'?: string;
  'cross-origin-opener-policy'?: string;
  'cross-origin-embedder-policy'?: string;
  'cross-origin-resource-policy'?: string;
  'access-control-allow-origin'?: string;
  server?: string;
  'x-powered-by'?: string;
  'content-disposition'?: string;
  location?: string;
  refresh?: string;
  'set-cookie'?: SetCookieSummary;
};

export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'content-security-policy-report-only',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
  'access-control-allow-origin',
  'server',
  'x-powered-by',
  'content-disposition',
  'location',
  'refresh',
] as const satisfies readonly Exclude<keyof SecurityHeaders, 'set-cookie'>[];

export type Timings = {
  dns: number | null;
  connect: number | null;
  tls: number | null;
  ttfb: number | null;
  total: number;
};

export type HttpSection = {
  status: number;
  /** The Content-Type header as sent, or null. */
  contentType: string | null;
  /** The Content-Length header as declared (on the wire, possibly compressed), or null. */
  contentLength: number | null;
  /** Bytes of the decoded body that were received and analysed. */
  bodyBytes: number;
  /** True when the body was cut at the scanner's cap: bodySha256 then covers only the received part. */
  bodyTruncated: boolean;
  /** Hex SHA-256 of the body bytes received. */
  bodySha256: string;
  headers: SecurityHeaders;
  timings: Timings;
};

export type DnsSection = {
  addresses: string[];
  /** The address actually connected to for the final hop. */
  remoteAddress: string | null;
};

/** The TLS facts of the final hop, exactly as the egress client reports them. */
export type TlsSection = PeerCertificateInfo;

export type MetaRefresh = {
  delaySeconds: number;
  /** Absolute target, or null when the refresh reloads the page itself. */
  url: string | null;
};

export type FormFinding = {
  /** Resolved against the document base; the page URL when the form has no action. */
  action: string;
  method: string;
  hasPassword: boolean;
  crossOrigin: boolean;
};

export type PageSection = {
  title: string | null;
  metaRefresh: MetaRefresh | null;
  forms: FormFinding[];
  links: { internal: number; external: number };
  scripts: { inline: number; external: number };
  iframes: number;
  externalDomains: string[];
  /** True when a counting or sampling limit was reached, so counts are lower bounds. */
  truncated: boolean;
};

export type ThreatIntelMatchResult = {
  list: string;
  entry: string;
  /** What matched: the exact URL, the host, or a parent domain of the host. */
  matchedOn: 'url' | 'host' | 'domain';
  category: string;
};

export type ScanResult = {
  verdict: Verdict;
  score: number;
  categories: string[];
  signals: Signal[];
  finalUrl: string;
  redirects: RedirectHopResult[];
  http: HttpSection;
  dns: DnsSection;
  /** Present only when the final URL is https and a certificate was seen. */
  tls?: TlsSection;
  /** Present only when the body is HTML. */
  page?: PageSection;
  threatIntel: ThreatIntelMatchResult[];
  /** Ids of the signals (and combination rules, as `combo:<id>`) that made the verdict non-clean. */
  decidedBy?: string[];
};

/** What can be said about a URL without fetching it. */
export type UrlOnlyResult = {
  url: string;
  verdict: Verdict;
  score: number;
  categories: string[];
  signals: Signal[];
  threatIntel: ThreatIntelMatchResult[];
  decidedBy?: string[];
};
