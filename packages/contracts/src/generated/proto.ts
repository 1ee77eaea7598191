// Generated from proto/**/*.schema.json by packages/contracts/scripts/types.mjs — do not edit.
// Regenerate with `npm run types -w @lookout/contracts`; test/types-drift.test.ts fails when this file is stale.

// ── bus/dead-letter.v1.schema.json ──

/**
 * A message a consumer refused for good (invalid schema, unparseable, or a non-retryable failure), recorded on
 * stream DEAD_LETTERS (subject deadletter.<stream>.<consumer>) before the original is terminated.
 */
export interface DeadLetterMessage {
  type: 'dead.letter';
  version: 1;
  stream: string;
  consumer: string;
  subject: string;
  streamSequence?: number;
  reason: 'unparseable' | 'schema_violation' | 'non_retryable' | 'max_deliveries';
  error: string;
  deliveryCount: number;
  recordedAt: Timestamp;
  data: string;
  dataEncoding: 'utf8' | 'base64';
  headers: Record<string, string>;
}

// ── bus/envelope.schema.json ──

/** bus/envelope.schema.json */
export type ScanId = string;

/** bus/envelope.schema.json */
export type JobId = string;

/** bus/envelope.schema.json */
export type Timestamp = string;

/** Who is asking, as established by the quota service. workspaceId null = anonymous. */
export interface Caller {
  workspaceId: string | null;
  keyId: string | null;
  clientIp: string;
}

/**
 * Error reply of a request/reply subject. `problem` is a key of the closed problem vocabulary
 * (packages/contracts/src/problems.ts).
 */
export interface RpcError {
  ok: false;
  error: {
    problem: string;
    detail: string;
    errors?: Record<string, string[]>;
    retryAfterSeconds?: number;
    headers?: Record<string, string>;
  };
}

// ── bus/orchestrator-delete.v1.schema.json ──

/**
 * Request/reply: delete one scan of the caller's workspace with its search entries and the artifacts no
 * remaining scan references. not_found when the caller may not see it; forbidden when it may see it but it is
 * not its workspace's (another workspace's public scan, an anonymous scan).
 */
export interface OrchestratorDeleteRequest {
  type: 'orchestrator.delete';
  version: 1;
  caller: Caller;
  scanId: string;
}

/** bus/orchestrator-delete.v1.schema.json */
export type OrchestratorDeleteReply = {
  ok: true;
  deleted: true;
} | RpcError;

// ── bus/orchestrator-get.v1.schema.json ──

/**
 * Request/reply: read one scan as the caller may see it. waitSeconds > 0 holds the reply until the scan is
 * terminal or the time passes.
 */
export interface OrchestratorGetRequest {
  type: 'orchestrator.get';
  version: 1;
  caller: Caller;
  scanId: string;
  waitSeconds: number;
}

/** bus/orchestrator-get.v1.schema.json */
export type OrchestratorGetReply = {
  ok: true;
  scan: Scan;
} | RpcError;

// ── bus/orchestrator-idempotency.v1.schema.json ──

/**
 * Request/reply: the gateway's Idempotency-Key bookkeeping for POST /UrlCheck and POST /UrlCheck/batch. begin →
 * new | replay (or 409 in flight, 422 different body); complete stores the first response; release forgets an
 * attempt that must not be replayed (429, 5xx).
 */
export interface OrchestratorIdempotencyRequest {
  type: 'orchestrator.idempotency';
  version: 1;
  op: 'begin' | 'complete' | 'release';
  scope: string;
  endpoint: '/UrlCheck' | '/UrlCheck/batch';
  key: string;
  requestHash?: string;
  responseStatus?: number;
  responseBody?: unknown;
}

/** bus/orchestrator-idempotency.v1.schema.json */
export type OrchestratorIdempotencyReply = {
  ok: true;
  state: 'new' | 'replay' | 'done';
  responseStatus?: number;
  responseBody?: unknown;
} | RpcError;

// ── bus/orchestrator-related.v1.schema.json ──

/**
 * Request/reply: scans related to one the caller may read, among those it may search. not_found when it may not
 * read the scan.
 */
export interface OrchestratorRelatedRequest {
  type: 'orchestrator.related';
  version: 1;
  caller: Caller;
  scanId: string;
}

/** bus/orchestrator-related.v1.schema.json */
export type OrchestratorRelatedReply = {
  ok: true;
  items: {
    scan: ScanSummary;
    /**
     * domain: same final registrable domain; ip: a shared server address; favicon, dom, resource: the same SHA-256;
     * certificate: the same TLS certificate fingerprint; screenshot: perceptual hashes at most 6 bits apart.
     */
    relations: ('domain' | 'ip' | 'favicon' | 'dom' | 'resource' | 'certificate' | 'screenshot')[];
  }[];
} | RpcError;

// ── bus/orchestrator-scans-terminal.v1.schema.json ──

/**
 * Core-NATS broadcast on lookout.broadcast.orchestrator.scans-terminal.v1 (no queue group): these scans reached
 * a terminal state. Every orchestrator instance wakes the long-polls (GET /UrlCheck/{id}?wait=N) it holds for
 * them. Not stored: an instance that misses one answers its long-polls when their wait runs out. type and
 * version are sent by every publisher; they are optional only so that the bare { scanIds } of earlier releases
 * is still understood during a rolling upgrade.
 */
export interface OrchestratorScansTerminalMessage {
  type?: 'orchestrator.scans-terminal';
  version?: 1;
  scanIds: ScanId[];
}

// ── bus/orchestrator-search.v1.schema.json ──

/**
 * Request/reply: search the scans the caller may search (its workspace's and public ones). q is the query
 * language of GET /api/scans; a bad query or cursor is a bad_request error naming it.
 */
export interface OrchestratorSearchRequest {
  type: 'orchestrator.search';
  version: 1;
  caller: Caller;
  q: string;
  limit?: number;
  cursor?: string;
}

/** bus/orchestrator-search.v1.schema.json */
export type OrchestratorSearchReply = {
  ok: true;
  items: ScanSummary[];
  nextCursor: string | null;
} | RpcError;

// ── bus/orchestrator-submit.v1.schema.json ──

/**
 * Request/reply: the gateway asks the orchestrator to create (or answer from cache) one scan. The gateway has
 * already validated the body and authorized the caller.
 */
export interface OrchestratorSubmitRequest {
  type: 'orchestrator.submit';
  version: 1;
  caller: Caller;
  url: string;
  bReAnalyze: boolean;
  /**
   * The submission's optional fields as the gateway validated them; the orchestrator applies the rules that need
   * the caller (visibility from an anonymous caller is a 400) and resolves the engine.
   */
  options?: {
    visibility?: 'private' | 'public';
    tags?: string[];
    engine?: 'browser' | 'http';
    userAgent?: string;
    referer?: string;
    acceptLanguage?: string;
    device?: 'desktop' | 'mobile';
    extraHeaders?: Record<string, string>;
  };
}

/** bus/orchestrator-submit.v1.schema.json */
export type OrchestratorSubmitReply = {
  ok: true;
  outcome: 'created' | 'cached' | 'coalesced';
  scan: Scan;
} | RpcError;

// ── bus/quota-authorize.v1.schema.json ──

/**
 * Request/reply: the gateway asks the quota service who the caller is, whether it may call `operation`, and
 * (when `rateLimited`) to consume `units` of its per-minute allowance.
 */
export interface QuotaAuthorizeRequest {
  type: 'quota.authorize';
  version: 1;
  apiKey: string | null;
  clientIp: string;
  /** The scope the endpoint needs. */
  operation: 'scans:write' | 'scans:read' | 'scans:delete' | 'usage:read' | 'webhooks:manage' | 'keys:manage';
  anonymousAllowed?: boolean;
  rateLimited: boolean;
  units: number;
  /**
   * Which per-minute allowance the units come from: submissions (the default) or reads of scans, a separate and
   * larger allowance.
   */
  allowance?: 'submit' | 'read';
}

/** bus/quota-authorize.v1.schema.json */
export interface QuotaAuthorizeRateLimit {
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
  /** RateLimit-Policy name of the allowance. */
  policy?: 'default' | 'read';
}

/** bus/quota-authorize.v1.schema.json */
export type QuotaAuthorizeReply = {
  ok: true;
  caller: Caller;
  tier: string;
  scopes?: string[];
  rateLimit?: QuotaAuthorizeRateLimit;
} | RpcError;

// ── bus/quota-consume.v1.schema.json ──

/**
 * Request/reply: the orchestrator consumes one scan of the caller's monthly quota when it creates a scan (never
 * for a cache hit), and refunds it when the scan cannot be queued.
 */
export interface QuotaConsumeRequest {
  type: 'quota.consume' | 'quota.refund';
  version: 1;
  caller: Caller;
  units: number;
}

/** bus/quota-consume.v1.schema.json */
export type QuotaConsumeReply = {
  ok: true;
  scansThisMonth?: number;
  monthlyScanQuota?: number;
} | RpcError;

// ── bus/quota-key-revoked.v1.schema.json ──

/**
 * Core-NATS broadcast on lookout.broadcast.quota.key-revoked.v1 (no queue group): an API key was revoked. Every
 * quota instance drops its cached entry for the key at once, so the key is refused everywhere within a second.
 * Published by the quota service and by the admin CLI.
 */
export interface QuotaKeyRevokedMessage {
  type: 'quota.key-revoked';
  version: 1;
  keyId: string;
  revokedAt: string;
}

// ── bus/quota-keys.v1.schema.json ──

/**
 * Request/reply on lookout.rpc.quota.keys.v1: the gateway manages a workspace's API keys through the quota
 * service, which owns them. Every operation is scoped to caller.workspaceId; another workspace's key is
 * not_found. A key may not create a key with scopes it does not hold itself (forbidden).
 */
export type QuotaKeysRequest = {
  type: 'quota.keys';
  version: 1;
  caller: Caller;
  op: 'create';
  keyId?: string;
  body: ApiKeyCreateRequest;
} | {
  type: 'quota.keys';
  version: 1;
  caller: Caller;
  op: 'list';
  keyId?: string;
  body?: Record<string, unknown>;
} | {
  type: 'quota.keys';
  version: 1;
  caller: Caller;
  op: 'revoke';
  keyId: string;
  body?: Record<string, unknown>;
};

/** bus/quota-keys.v1.schema.json */
export type QuotaKeysReply = {
  ok: true;
  key?: ApiKey;
  keys?: ApiKey[];
} | RpcError;

// ── bus/quota-usage.v1.schema.json ──

/**
 * Request/reply on lookout.rpc.quota.usage.v1: the gateway asks for the usage record of an authorized caller
 * (GET /api/usage). Anonymous callers (workspaceId null) are counted per client IP under the `anonymous` tier.
 * Reading usage consumes nothing.
 */
export interface QuotaUsageRequest {
  type: 'quota.usage';
  version: 1;
  caller: Caller;
}

/** bus/quota-usage.v1.schema.json */
export type QuotaUsageReply = {
  ok: true;
  usage: Usage;
} | RpcError;

// ── bus/scan-completed.v1.schema.json ──

/**
 * CloudEvents 1.0 JSON on stream SCAN_EVENTS, subject scan.events.completed, Nats-Msg-Id = id. One per scan
 * reaching a terminal state. id is stable across redeliveries.
 */
export interface ScanCompletedMessage {
  specversion: '1.0';
  id: string;
  source: string;
  type: 'scan.completed';
  time: Timestamp;
  subject: ScanId;
  datacontenttype: 'application/json';
  dataschema: 'https://lookout.dev/proto/bus/scan-completed.v1.schema.json';
  traceparent?: string;
  /** The final Scan resource plus the workspace it belongs to (null for anonymous scans). */
  data: ScanOpen & ({
    workspaceId: string | null;
    scanState?: 'completed' | 'failed';
  });
}

// ── bus/scan-job.v1.schema.json ──

/**
 * Work item on stream SCAN_JOBS (subject scan.jobs.submitted), published by the orchestrator with Nats-Msg-Id =
 * jobId, pulled by scanner workers.
 */
export interface ScanJobMessage {
  type: 'scan.job';
  version: 1;
  jobId: JobId;
  url: string;
  normalizedUrl: string;
  submittedAt: Timestamp;
  deadlineAt: Timestamp;
  /**
   * The user name the submitted URL carried before '@' (as typed, percent-encoding kept; never the password), so
   * the analysis can judge the brand@host trick (`https://www.paypal.com@kit.example/`). The url and every stored
   * URL stay without credentials. Absent when the submitted URL had none.
   */
  userinfo?: string;
  /**
   * How to fetch the target: engine (resolved by the orchestrator from the submission or SCAN_ENGINE), and
   * userAgent, referer, acceptLanguage, device, extraHeaders when the submission set them.
   */
  options: ScanCaptureOptions;
}

// ── bus/scan-outcome.v1.schema.json ──

/**
 * A job's final outcome (stream SCAN_OUTCOMES, subject scan.outcomes.finished), published by a worker with
 * Nats-Msg-Id = `<jobId>:outcome`. Applied once by the orchestrator.
 */
export interface ScanOutcomeMessage {
  type: 'scan.outcome';
  version: 1;
  jobId: JobId;
  attempt: number;
  startedAt: Timestamp;
  completedAt: Timestamp;
  scanState: 'completed' | 'failed';
  result?: ScanResult;
  reason?: ScanReason;
  unreachable?: boolean;
}

// ── bus/scan-started.v1.schema.json ──

/** A worker took a job (stream SCAN_OUTCOMES, subject scan.outcomes.started). Moves the job's scans to running. */
export interface ScanStartedMessage {
  type: 'scan.started';
  version: 1;
  jobId: JobId;
  attempt: number;
  startedAt: Timestamp;
  worker: string;
}

// ── bus/webhook-dispatcher-endpoints-changed.v1.schema.json ──

/**
 * Core-NATS broadcast on lookout.broadcast.webhook-dispatcher.endpoints-changed.v1 (no queue group): a
 * workspace's webhook endpoints were created, changed, deleted, disabled or re-enabled (committed). Every
 * webhook-dispatcher instance drops its cached endpoint set of that workspace at once, so the next
 * scan.completed reads it again. Published by the webhook dispatcher after the change commits.
 */
export interface WebhookDispatcherEndpointsChangedMessage {
  type: 'webhook-dispatcher.endpoints-changed';
  version: 1;
  workspaceId: string;
}

// ── bus/webhooks-admin.v1.schema.json ──

/**
 * Request/reply on lookout.rpc.webhooks.admin.v1: the gateway manages a workspace's webhook endpoints through
 * the webhook dispatcher, which owns them. Every operation is scoped to caller.workspaceId; another workspace's
 * id is not_found.
 */
export type WebhooksAdminRequest = {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'create';
  webhookId?: string;
  body: WebhookCreateRequest;
} | {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'list';
  webhookId?: string;
  body?: Record<string, unknown>;
} | {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'get';
  webhookId: string;
  body?: Record<string, unknown>;
} | {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'update';
  webhookId: string;
  body: WebhookUpdateRequest;
} | {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'delete';
  webhookId: string;
  body?: Record<string, unknown>;
} | {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'rotate-secret';
  webhookId: string;
  body?: Record<string, unknown>;
} | {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'deliveries';
  webhookId: string;
  body?: Record<string, unknown>;
} | {
  type: 'webhooks.admin';
  version: 1;
  caller: Caller;
  op: 'test';
  webhookId: string;
  body?: Record<string, unknown>;
};

/** bus/webhooks-admin.v1.schema.json */
export type WebhooksAdminReply = {
  ok: true;
  webhook?: Webhook;
  webhooks?: Webhook[];
  deliveries?: WebhookDelivery[];
  eventId?: string;
} | RpcError;

// ── http/api-key-create-request.schema.json ──

/**
 * Body of POST /api/keys. `expiresAt`, when given, must be in the future. A key can only grant scopes the
 * calling key holds.
 */
export interface ApiKeyCreateRequest {
  name: string;
  scopes: ('scans:write' | 'scans:read' | 'scans:delete' | 'usage:read' | 'webhooks:manage' | 'keys:manage')[];
  expiresAt?: string;
}

// ── http/api-key-list.schema.json ──

/**
 * Body of GET /api/keys: every key of the caller's workspace, newest first, revoked ones included (with
 * revokedAt). Never the secret.
 */
export interface ApiKeyList {
  keys: ApiKey[];
}

// ── http/api-key.schema.json ──

/**
 * An API key of a workspace. `key` (the secret, `lk_<prefix>_<secret>`) is present only in the answer of POST
 * /api/keys: it is shown once and stored only as a hash.
 */
export interface ApiKey {
  id: string;
  key?: string;
  /** The visible start of the key (`lk_<8 characters>`), to recognise it in lists and logs. */
  prefix: string;
  name: string;
  scopes: ('scans:write' | 'scans:read' | 'scans:delete' | 'usage:read' | 'webhooks:manage' | 'keys:manage')[];
  createdAt: string;
  expiresAt: string | null;
  /** Updated at most once a minute. */
  lastUsedAt?: string | null;
  revokedAt?: string | null;
}

// ── http/problem.schema.json ──

/** RFC 9457 problem details (application/problem+json). */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  /**
   * Present only on request-body validation failures: one entry per offending field (JSON Pointer-ish path without
   * the leading slash), each a list of messages.
   */
  errors?: Record<string, string[]>;
  requestId?: string;
  [key: string]: unknown;
}

// ── http/related-scans.schema.json ──

/**
 * Body of GET /UrlCheck/{scanId}/related: scans the caller may search that share something with this one, newest
 * first (at most 100).
 */
export interface RelatedScans {
  items: {
    scan: ScanSummary;
    /**
     * domain: same final registrable domain; ip: a shared server address; favicon, dom, resource: the same SHA-256;
     * certificate: the same TLS certificate fingerprint; screenshot: perceptual hashes at most 6 bits apart.
     */
    relations: ('domain' | 'ip' | 'favicon' | 'dom' | 'resource' | 'certificate' | 'screenshot')[];
  }[];
}

// ── http/scan-result.schema.json ──

/**
 * Findings of a completed scan (contract §1). Every non-clean verdict is explained by at least one signal of
 * severity low or above.
 */
export interface ScanResult {
  verdict: 'malicious' | 'suspicious' | 'clean';
  score: number;
  categories: string[];
  signals: ScanResultSignal[];
  finalUrl: string;
  redirects: ScanResultRedirectHop[];
  http: ScanResultHttp;
  dns: {
    addresses: string[];
    remoteAddress: string | null;
  };
  tls?: ScanResultTls;
  /** Browser engine: facts of the DOM after scripts ran; http engine: of the document. */
  page?: ScanResultPage;
  /** Browser engine only: facts of the document as received, before scripts. */
  rawPage?: ScanResultPage;
  threatIntel: ScanResultThreatIntelMatch[];
  /** Ids of the signals (and combination rules, as combo:<id>) that made a non-clean verdict. */
  decidedBy?: string[];
  capture?: ScanResultCapture;
}

/** http/scan-result.schema.json */
export interface ScanResultCapture {
  engine: 'browser' | 'http';
  screenshot?: {
    sha256: string;
    width: number;
    height: number;
    /** 64-bit difference hash (dHash) of the screenshot, hex. */
    phash: string;
    contentType?: 'image/png' | 'image/webp';
  };
  dom?: {
    sha256: string;
    bytes: number;
    truncated?: boolean;
  };
  har?: {
    sha256: string;
    bytes: number;
  };
  requests: ScanResultCaptureRequest[];
  requestsTruncated: boolean;
  console: {
    type: string;
    text: string;
  }[];
  /** Cookies the page ended with: names and flags, never values. */
  cookies: {
    name: string;
    domain: string;
    path: string;
    secure: boolean;
    httpOnly: boolean;
    sameSite: string;
    session: boolean;
  }[];
  favicon: null | {
    url: string;
    sha256: string;
    /** Shodan-style favicon hash: MurmurHash3 x86_32 of the base64 (76-char lines), signed. */
    mmh3: number;
  };
  downloads: {
    url: string;
    filename: string;
    mimeType: string | null;
    bytes: number | null;
    sha256: string | null;
    /**
     * What the first bytes say the file is, whatever its name or declared type: pe (Windows executable), elf, macho,
     * zip, rar, 7z, gzip, cab, ole (legacy Office), pdf, iso, lnk (Windows shortcut), script (a #! line) or html;
     * null when unknown or when the bytes were not seen. Absent from results of workers older than this field
     * (optional, so their outcomes and stored results stay valid).
     */
    magic?: string | null;
    /**
     * The file names inside the download when it is a ZIP, RAR or ISO image the engine could list (at most 50): what
     * an archive delivers, whatever the page calls it. Absent for other files, and from results of workers older
     * than this field.
     */
    entries?: string[];
    /**
     * Present (true) when the download is an Office document carrying VBA macros: an OLE file (.doc, .xls) with a
     * VBA project, or an OOXML package (.docm, .xlsm) holding vbaProject.bin. Absent for other files, and from
     * results of workers older than this field.
     */
    macros?: true;
  }[];
  /** What the capture cut short: dialogs dismissed, popups blocked, script terminated, timeouts. */
  incidents: string[];
  /**
   * Present when the browser engine interacted with the page after capturing it (a page that looked like a gate,
   * or gave a ClickFix reason). Requests made from then on carry `phase: interaction`. Absent from results of
   * workers older than this field.
   */
  interaction?: {
    /**
     * What the capture did, in order: `click-handler:<label>` (the ClickFix probe clicked an element with a click
     * handler; `(page)` for a handler on the document), `click:<label>` (a click on a gate's best candidate: a fake
     * human check, "Continue", "View document", "Play"…). Labels are cut to 60 characters.
     */
    actions: string[];
    /**
     * The page changed materially after it (new inputs, forms or frames, much new text, or a navigation): the
     * analysis was given the page as it was after the interaction.
     */
    changed: boolean;
    /** Where the page was after the interaction, when a click navigated. */
    url?: string;
  };
  /**
   * Present when the browser engine followed a lure's one call to action to another site (a page with no
   * credential field, at most six links to other sites and one prominent link or navigating button) and loaded its
   * target in the same context, through the same egress proxy and policy. Its requests are in `requests` with
   * `phase: linked`. Absent from results of workers older than this field.
   */
  linkedPage?: {
    /** The call to action's target, as the capture asked for it. */
    url: string;
    /** Where that load ended (after its redirects). */
    finalUrl?: string;
    /**
     * How the target was found: `link:<label>` (the lure's one prominent link to another site), `click:<label>` (a
     * click that navigated to another site) or `popup:<label>` (a click that opened one).
     */
    via: string;
    /** Status of the target's document; null when it was not received. */
    status?: number | null;
    /** The egress policy refused the target (or it failed): recorded, not fatal to the scan. */
    blocked?: {
      reason: string;
    };
  };
}

/** http/scan-result.schema.json */
export interface ScanResultCaptureRequest {
  url: string;
  method: string;
  resourceType: string;
  status: number | null;
  remoteAddress: string | null;
  mimeType: string | null;
  bytes: number | null;
  sha256: string | null;
  blocked?: {
    reason: string;
  };
  /**
   * Absent for the page's own load. `interaction`: made after the capture clicked the page (see `interaction`);
   * `linked`: made by the load of the lure's call-to-action target (see `linkedPage`). A refused top-level
   * navigation in these phases is recorded with `blocked`, never fails the scan.
   */
  phase?: 'interaction' | 'linked';
}

/** http/scan-result.schema.json */
export interface ScanResultSignal {
  id: string;
  severity: 'info' | 'low' | 'medium' | 'high';
  message: string;
  evidence: string;
}

/** http/scan-result.schema.json */
export interface ScanResultRedirectHop {
  url: string;
  status: number;
  location: string;
  /** An HTTP 3xx, a meta refresh (or Refresh header), or a script navigation. */
  kind?: 'http' | 'meta' | 'js';
}

/** http/scan-result.schema.json */
export interface ScanResultHttp {
  status: number;
  contentType: string | null;
  contentLength: number | null;
  bodyBytes: number;
  bodyTruncated: boolean;
  bodySha256: string;
  /** Security-relevant response headers only; Set-Cookie is summarised, never copied. */
  headers: {
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
    'set-cookie'?: {
      count: number;
      secure: number;
      httpOnly: number;
      sameSite: number;
    };
  };
  /** Milliseconds, of the final hop; null where the phase did not happen. */
  timings: {
    dns: number | null;
    connect: number | null;
    tls: number | null;
    ttfb: number | null;
    total: number;
  };
}

/** http/scan-result.schema.json */
export interface ScanResultTls {
  protocol: string | null;
  cipher: string | null;
  subject: string | null;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
  subjectAltNames: string[];
  selfSigned: boolean;
  fingerprintSha256?: string | null;
  authorized: boolean;
  authorizationError: string | null;
}

/** http/scan-result.schema.json */
export interface ScanResultPage {
  title: string | null;
  metaRefresh: null | {
    delaySeconds: number;
    url: string | null;
  };
  forms: {
    action: string;
    method: string;
    hasPassword: boolean;
    crossOrigin: boolean;
  }[];
  links: {
    internal: number;
    external: number;
  };
  scripts: {
    inline: number;
    external: number;
  };
  iframes: number;
  externalDomains: string[];
  truncated: boolean;
}

/** http/scan-result.schema.json */
export interface ScanResultThreatIntelMatch {
  list: string;
  entry: string;
  matchedOn: 'url' | 'host' | 'domain';
  category: string;
}

// ── http/scan-search-result.schema.json ──

/** Body of GET /api/scans: newest first; nextCursor (opaque) fetches the next page, null on the last. */
export interface ScanSearchResult {
  items: ScanSummary[];
  nextCursor: string | null;
}

// ── http/scan-summary.schema.json ──

/** One scan in search results and related lists. */
export interface ScanSummary {
  scanId: string;
  url: string;
  finalUrl: string | null;
  scanState: 'queued' | 'running' | 'completed' | 'failed';
  /** malicious, suspicious or clean; null until completed. */
  verdict: string | null;
  score: number | null;
  categories: string[];
  tags: string[];
  submittedAt: string;
  /** Path of the screenshot artifact (GET /UrlCheck/{scanId}/screenshot), when the scan has one. */
  screenshot?: string;
}

// ── http/scan.schema.json ──

/** The Scan resource, as answered by the API and carried by scan.completed events. */
export type Scan = ScanOpen;

/**
 * The Scan resource without closing it to further properties, for schemas that extend it (the scan.completed
 * event adds workspaceId).
 */
export interface ScanOpen {
  scanId: string;
  url: string;
  normalizedUrl: string;
  scanState: 'queued' | 'running' | 'completed' | 'failed';
  cached: boolean;
  submittedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /**
   * private: the workspace only; public: anyone with the id, and searchable by every workspace; unlisted: an
   * anonymous scan, readable by anyone with the id, never searchable.
   */
  visibility: 'private' | 'public' | 'unlisted';
  /** The tags given at submission. */
  tags: string[];
  options: ScanCaptureOptions;
  reason?: ScanReason;
  unreachable?: boolean;
  result?: ScanResult;
}

/** http/scan.schema.json */
export interface ScanReason {
  code: 'dns_unresolvable' | 'connection_refused' | 'connection_reset' | 'blocked_egress' | 'timeout' | 'tls_error' | 'too_many_redirects' | 'response_too_large' | 'invalid_response' | 'internal_error';
  message: string;
}

/** The capture options the scan was (or will be) made with; engine is resolved. */
export type ScanCaptureOptions = UrlCheckRequestCaptureOptions & Required<Pick<UrlCheckRequestCaptureOptions, 'engine'>>;

// ── http/url-check-batch-request.schema.json ──

/**
 * Envelope of POST /UrlCheck/batch. Items are validated one by one (a bad item is a 400 inside the results), so
 * the envelope only requires them to be present.
 */
export interface UrlCheckBatchRequest {
  items: unknown[];
}

// ── http/url-check-request.schema.json ──

/**
 * Body of POST /UrlCheck, and of each item of POST /UrlCheck/batch. Besides these limits the gateway refuses a
 * referer that is not an absolute http(s) URL, extraHeaders naming Host, Content-Length or a hop-by-hop header
 * (Connection, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding, Upgrade), the same header twice in different
 * case, and extraHeaders over 8 KiB in total (names plus values); each error is keyed by field, e.g.
 * errors["extraHeaders.Host"].
 */
export interface UrlCheckRequest {
  /** Absolute http or https URL. Credentials are allowed but stripped from the stored and echoed URL. */
  url: string;
  /** true skips the cache and forces a fresh scan. */
  bReAnalyze?: boolean;
  /**
   * Keyed callers only (default private: the workspace alone sees the scan; public: anyone may read it by id and
   * every workspace may find it by search). Anonymous scans are always readable by id and never searchable, so an
   * anonymous caller sending visibility gets a 400.
   */
  visibility?: 'private' | 'public';
  /** Up to 10 distinct labels, searchable with tag:. */
  tags?: string[];
  engine?: 'browser' | 'http';
  userAgent?: string;
  referer?: string;
  acceptLanguage?: string;
  device?: 'desktop' | 'mobile';
  extraHeaders?: Record<string, string>;
}

/**
 * How the target is fetched. Every field changes what the target sees, so together they are part of the cache
 * key and of in-flight coalescing. In a scan and a scan job, engine is always present (resolved from SCAN_ENGINE
 * when the submission named none).
 */
export interface UrlCheckRequestCaptureOptions {
  /** browser renders the page in Chromium; http fetches it. Default: the SCAN_ENGINE setting (itself browser). */
  engine?: 'browser' | 'http';
  /** User-Agent sent to the target (printable ASCII). */
  userAgent?: string;
  /** Referer sent to the target: an absolute http(s) URL. */
  referer?: string;
  /** Accept-Language sent to the target, e.g. "fr-CH, fr;q=0.9, en;q=0.5". */
  acceptLanguage?: string;
  /** Browser engine: the viewport and device profile. Absent: desktop. */
  device?: 'desktop' | 'mobile';
  /**
   * Further request headers (at most 20; names are HTTP tokens of at most 64 characters; values at most 1024
   * printable ASCII characters; 8 KiB in all).
   */
  extraHeaders?: Record<string, string>;
}

// ── http/usage.schema.json ──

/** http/usage.schema.json */
export interface Usage {
  tier: string;
  scansThisMonth: number;
  monthlyScanQuota: number;
  scansToday: number;
  /**
   * Per-minute allowance of submissions (POST /UrlCheck, one unit per batch item) and other rate-limited
   * endpoints.
   */
  rateLimitPerMinute: number;
  /**
   * Separate per-minute allowance of reads of scans (GET /UrlCheck/{scanId} and its artifacts, search, related);
   * by default 10 times rateLimitPerMinute.
   */
  readRateLimitPerMinute: number;
  remainingThisMonth: number;
  periodStart: string;
  periodEnd: string;
}

// ── http/webhook-create-request.schema.json ──

/**
 * Body of POST /api/webhooks. The URL must be absolute http(s); an IP literal in a blocked range (contract §4,
 * honouring EGRESS_ALLOW_CIDRS) is refused.
 */
export interface WebhookCreateRequest {
  url: string;
  events: 'scan.completed'[];
  description?: string;
}

// ── http/webhook-delivery.schema.json ──

/** One delivery attempt, as listed by GET /api/webhooks/{id}/deliveries (newest first). */
export interface WebhookDelivery {
  eventId: string;
  eventType: 'scan.completed' | 'webhook.test';
  /** The webhook-id header of the delivery: the same on every attempt. */
  messageId: string;
  attempt: number;
  status: 'succeeded' | 'failed';
  responseStatus: number | null;
  error: string | null;
  durationMs: number | null;
  at: string;
}

// ── http/webhook-payload.schema.json ──

/**
 * The body POSTed to a webhook endpoint (Standard Webhooks 1.0; contract §6), signed in the webhook-signature
 * header.
 */
export type WebhookPayload = {
  type: 'scan.completed';
  timestamp: string;
  data: Scan;
} | {
  type: 'webhook.test';
  timestamp: string;
  data: {
    webhookId: string;
    message: string;
  };
};

// ── http/webhook-update-request.schema.json ──

/** Body of PATCH /api/webhooks/{id}: any of the fields, at least one. */
export interface WebhookUpdateRequest {
  url?: string;
  events?: 'scan.completed'[];
  status?: 'enabled' | 'disabled';
  description?: string;
}

// ── http/webhook.schema.json ──

/**
 * A webhook endpoint of a workspace. `secret` is present only in the answers of POST /api/webhooks and POST
 * /api/webhooks/{id}/rotate-secret.
 */
export interface Webhook {
  id: string;
  url: string;
  events: 'scan.completed'[];
  status: 'enabled' | 'disabled';
  /**
   * Present while disabled: `manual` (PATCH), `gone` (the receiver answered 410), `failing` (every attempt failed
   * for WEBHOOK_DISABLE_AFTER_HOURS).
   */
  disabledReason?: 'manual' | 'gone' | 'failing';
  description?: string;
  /** Standard Webhooks signing secret; shown at creation and rotation only. */
  secret?: string;
  createdAt: string;
}
