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
  /** How the hop happened: an HTTP 3xx, a meta refresh (or Refresh header), or script. Absent in results stored before rendering existed. */
  kind?: 'http' | 'meta' | 'js';
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

/** One request the rendered page made (browser engine); the body is never kept, only its hash. */
export type CaptureRequest = {
  url: string;
  method: string;
  resourceType: string;
  status: number | null;
  remoteAddress: string | null;
  mimeType: string | null;
  bytes: number | null;
  sha256: string | null;
  blocked?: { reason: string };
};

export type CaptureSection = {
  engine: 'browser' | 'http';
  /** Artifact references (the gateway serves them by sha256); absent when nothing was captured. */
  screenshot?: { sha256: string; width: number; height: number; phash: string; contentType: 'image/png' };
  dom?: { sha256: string; bytes: number; truncated: boolean };
  har?: { sha256: string; bytes: number };
  requests: CaptureRequest[];
  /** True when the page made more requests than were recorded. */
  requestsTruncated: boolean;
  console: { type: string; text: string }[];
  /** Cookies the page ended with: names and flags, never values. */
  cookies: { name: string; domain: string; path: string; secure: boolean; httpOnly: boolean; sameSite: string; session: boolean }[];
  favicon: { url: string; sha256: string; mmh3: number } | null;
  downloads: { url: string; filename: string; mimeType: string | null; bytes: number | null; sha256: string | null }[];
  /** What the capture had to cut short (dialogs dismissed, popups blocked, script terminated, timeouts). */
  incidents: string[];
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
  /** Present only when the body is HTML; with the browser engine, facts of the DOM after scripts ran. */
  page?: PageSection;
  /** Browser engine only: facts of the document as received, before scripts (present when it is HTML). */
  rawPage?: PageSection;
  threatIntel: ThreatIntelMatchResult[];
  /** Ids of the signals (and combination rules, as `combo:<id>`) that made the verdict non-clean. */
  decidedBy?: string[];
  /** How the target was captured; absent in results stored before rendering existed. */
  capture?: CaptureSection;
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
