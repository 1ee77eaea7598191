import type { ReasonCode, ScanResultHttp, ScanResultTls } from '@lookout/contracts';

/**
 * Public shapes of the egress client. The scanner-worker turns a FetchOutcome into a scan result;
 * the webhook dispatcher uses only status/headers/body.
 */

/** Why an outbound request could not complete: a Scan's reason codes (contract §1), all but internal_error. */
export type EgressFailureCode = Exclude<ReasonCode, 'internal_error'>;

export interface EgressPolicy {
  /** CIDRs exempted from the blocklist (EGRESS_ALLOW_CIDRS), e.g. ["127.0.0.0/8"] for loopback targets in tests. */
  allowCidrs: readonly string[];
  /** Most redirects followed before `too_many_redirects` (contract: 10). */
  maxRedirects: number;
  /** Cap on the body as received on the wire and after decompression, in bytes (default 5 MiB). */
  maxBodyBytes: number;
  /** Cap on the total size of response headers, in bytes. */
  maxHeaderBytes: number;
  timeouts: {
    lookupMs: number;
    connectMs: number;
    secureConnectMs: number;
    /** Time to first response byte after the request is sent. */
    responseMs: number;
    /** Whole request, all hops included. */
    totalMs: number;
  };
  userAgent: string;
  /**
   * PEM bundle of extra certificate authorities trusted for upstream TLS in addition to Node's roots
   * (SCAN_EXTRA_CA_CERTS: on-premise targets with an internal CA). Trust only changes the recorded
   * `authorized` fact: an untrusted certificate never stops a scan.
   */
  extraCaCerts?: string;
}

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

/** Milliseconds, of the final hop; null where the phase did not happen (e.g. tls on http). The result schema's type. */
export type PhaseTimings = ScanResultHttp['timings'];

/**
 * The peer certificate as the result schema records it (proto/http/scan-result.schema.json); the
 * client always computes `fingerprintSha256` (SHA-256 of the leaf DER: "the same certificate" for
 * related scans). A bad certificate is a finding (`authorized: false`), never a failure.
 */
export type PeerCertificateInfo = ScanResultTls & { fingerprintSha256: string | null };

export interface FetchResponse {
  requestedUrl: string;
  finalUrl: string;
  redirects: RedirectHop[];
  status: number;
  /** Header names lower-cased; repeated headers joined with ", " (set-cookie kept as an array). */
  headers: Record<string, string | string[]>;
  /** The decoded (decompressed) body, at most maxBodyBytes. */
  body: Buffer;
  /** True when the body was cut at the cap for analysis purposes (only when `truncateBody` was asked). */
  bodyTruncated: boolean;
  /** Address actually connected to for the final hop, and all addresses the final host resolved to. */
  remoteAddress: string | null;
  resolvedAddresses: string[];
  tls: PeerCertificateInfo | null;
  timings: PhaseTimings;
}

export interface FetchRequest {
  url: string;
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Follow redirects (scanner: yes; webhooks: no, a 3xx is returned as is). */
  followRedirects?: boolean;
  /** When the body exceeds the cap: false → fail with response_too_large; true → keep the first maxBodyBytes. */
  truncateBody?: boolean;
  signal?: AbortSignal;
}

export class EgressError extends Error {
  constructor(
    readonly code: EgressFailureCode,
    message: string,
    /** Partial facts gathered before failing (redirect hops so far, the blocked address...). */
    readonly details: { redirects?: RedirectHop[]; address?: string; url?: string } = {},
  ) {
    super(message);
    this.name = 'EgressError';
  }
}

/** What the scanner and the webhook dispatcher hold: one method, failures thrown as EgressError. */
export interface EgressClient {
  fetch(request: FetchRequest): Promise<FetchResponse>;
}
