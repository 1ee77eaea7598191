/**
 * The `result` of a completed scan (contract §1), as the analysis builds it. The shape is
 * proto/http/scan-result.schema.json, the published contract; these are the generated types of that
 * schema (@lookout/contracts) under the analysis's names, so a field is added in the schema and
 * `npm run types -w @lookout/contracts`, never here.
 */
import type {
  ScanResult as ScanResultSchema,
  ScanResultCapture,
  ScanResultCaptureRequest,
  ScanResultHttp,
  ScanResultPage,
  ScanResultRedirectHop,
  ScanResultSignal,
  ScanResultThreatIntelMatch,
  ScanResultTls,
} from '@lookout/contracts';

export type ScanResult = ScanResultSchema;
export type Verdict = ScanResult['verdict'];
export type Signal = ScanResultSignal;
export type Severity = Signal['severity'];

export const SEVERITIES: readonly Severity[] = ['info', 'low', 'medium', 'high'];
export const VERDICTS: readonly Verdict[] = ['malicious', 'suspicious', 'clean'];

export type RedirectHopResult = ScanResultRedirectHop;
export type HttpSection = ScanResultHttp;
/** Only headers that say something about the site's security posture or behaviour. */
export type SecurityHeaders = HttpSection['headers'];
/** Summary of Set-Cookie headers: cookie values are the site's business, their flags are a finding. */
export type SetCookieSummary = NonNullable<SecurityHeaders['set-cookie']>;
export type Timings = HttpSection['timings'];
export type DnsSection = ScanResult['dns'];
/** The TLS facts of the final hop, as the egress client reports them. */
export type TlsSection = ScanResultTls;
export type PageSection = ScanResultPage;
export type MetaRefresh = NonNullable<PageSection['metaRefresh']>;
export type FormFinding = PageSection['forms'][number];
/** One request the rendered page made (browser engine); the body is never kept, only its hash. */
export type CaptureRequest = ScanResultCaptureRequest;
export type CaptureSection = ScanResultCapture;
export type ThreatIntelMatchResult = ScanResultThreatIntelMatch;

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
