/**
 * TypeScript views of the schemas in proto/. The schemas are the contract and are enforced at
 * runtime with ajv wherever a message is consumed; test/contracts checks these types against them.
 */

export type ScanState = 'queued' | 'running' | 'completed' | 'failed';
export const TERMINAL_STATES: readonly ScanState[] = ['completed', 'failed'];

export type ReasonCode =
  | 'dns_unresolvable'
  | 'connection_refused'
  | 'connection_reset'
  | 'blocked_egress'
  | 'timeout'
  | 'tls_error'
  | 'too_many_redirects'
  | 'response_too_large'
  | 'invalid_response'
  | 'internal_error';

export interface ScanReason {
  code: ReasonCode;
  message: string;
}

/** Findings of a completed scan. The full shape is proto/http/scan-result.schema.json. */
export interface ScanResultBody {
  finalUrl: string;
  redirects: { url: string; status: number; location: string }[];
  http: Record<string, unknown>;
  [key: string]: unknown;
}

export type ScanEngine = 'browser' | 'http';
export type ScanDevice = 'desktop' | 'mobile';
/** What a keyed caller asks for; `unlisted` is what an anonymous scan is (readable by id, never searchable). */
export type RequestedVisibility = 'private' | 'public';
export type ScanVisibility = RequestedVisibility | 'unlisted';

/**
 * How the target is fetched: everything here changes what the target sees, so it is part of the
 * cache key and of in-flight coalescing. `engine` is always resolved (the orchestrator applies
 * SCAN_ENGINE); the rest is absent when the engine's default applies.
 */
export interface CaptureOptions {
  engine: ScanEngine;
  userAgent?: string;
  referer?: string;
  acceptLanguage?: string;
  device?: ScanDevice;
  extraHeaders?: Record<string, string>;
}

/** The optional fields of a submission besides url and bReAnalyze (proto/http/url-check-request.schema.json). */
export interface SubmissionOptions extends Partial<CaptureOptions> {
  visibility?: RequestedVisibility;
  tags?: string[];
}

export interface ScanResource {
  scanId: string;
  url: string;
  normalizedUrl: string;
  scanState: ScanState;
  cached: boolean;
  submittedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  visibility: ScanVisibility;
  tags: string[];
  options: CaptureOptions;
  reason?: ScanReason;
  unreachable?: boolean;
  result?: ScanResultBody;
}

export interface Caller {
  workspaceId: string | null;
  keyId: string | null;
  clientIp: string;
}

export interface RpcErrorReply {
  ok: false;
  error: {
    problem: string;
    detail: string;
    errors?: Record<string, string[]>;
    retryAfterSeconds?: number;
    headers?: Record<string, string>;
  };
}

export interface ScanJobMessage {
  type: 'scan.job';
  version: 1;
  jobId: string;
  url: string;
  normalizedUrl: string;
  submittedAt: string;
  deadlineAt: string;
  options: CaptureOptions;
}

export interface ScanStartedMessage {
  type: 'scan.started';
  version: 1;
  jobId: string;
  attempt: number;
  startedAt: string;
  worker: string;
}

export interface ScanOutcomeMessage {
  type: 'scan.outcome';
  version: 1;
  jobId: string;
  attempt: number;
  startedAt: string;
  completedAt: string;
  scanState: 'completed' | 'failed';
  result?: ScanResultBody;
  reason?: ScanReason;
  unreachable?: boolean;
}

export interface ScanCompletedEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: 'scan.completed';
  time: string;
  subject: string;
  datacontenttype: 'application/json';
  dataschema: string;
  traceparent?: string;
  data: ScanResource & { workspaceId: string | null };
}

export interface OrchestratorSubmitRequest {
  type: 'orchestrator.submit';
  version: 1;
  caller: Caller;
  url: string;
  bReAnalyze: boolean;
  options?: SubmissionOptions;
}

/** One search hit (proto/http/scan-summary.schema.json). */
export interface ScanSummary {
  scanId: string;
  url: string;
  finalUrl: string | null;
  scanState: ScanState;
  verdict: 'malicious' | 'suspicious' | 'clean' | null;
  score: number | null;
  categories: string[];
  tags: string[];
  submittedAt: string;
  /** Path of the screenshot artifact, when the scan has one. */
  screenshot?: string;
}

export interface OrchestratorSearchRequest {
  type: 'orchestrator.search';
  version: 1;
  caller: Caller;
  q: string;
  limit?: number;
  cursor?: string;
}
export type OrchestratorSearchReply = { ok: true; items: ScanSummary[]; nextCursor: string | null } | RpcErrorReply;

export type ScanRelation = 'domain' | 'ip' | 'favicon' | 'dom' | 'resource' | 'certificate' | 'screenshot';

export interface OrchestratorRelatedRequest {
  type: 'orchestrator.related';
  version: 1;
  caller: Caller;
  scanId: string;
}
export type OrchestratorRelatedReply = { ok: true; items: { scan: ScanSummary; relations: ScanRelation[] }[] } | RpcErrorReply;

export interface OrchestratorDeleteRequest {
  type: 'orchestrator.delete';
  version: 1;
  caller: Caller;
  scanId: string;
}
export type OrchestratorDeleteReply = { ok: true; deleted: true } | RpcErrorReply;

export type SubmitOutcome = 'created' | 'cached' | 'coalesced';
export type OrchestratorSubmitReply = { ok: true; outcome: SubmitOutcome; scan: ScanResource } | RpcErrorReply;

export interface OrchestratorGetRequest {
  type: 'orchestrator.get';
  version: 1;
  caller: Caller;
  scanId: string;
  waitSeconds: number;
}

export type OrchestratorGetReply = { ok: true; scan: ScanResource } | RpcErrorReply;

export type Scope = 'scans:write' | 'scans:read' | 'scans:delete' | 'usage:read' | 'webhooks:manage' | 'keys:manage';
export const ALL_SCOPES: readonly Scope[] = ['scans:write', 'scans:read', 'scans:delete', 'usage:read', 'webhooks:manage', 'keys:manage'];

export interface QuotaAuthorizeRequest {
  type: 'quota.authorize';
  version: 1;
  apiKey: string | null;
  clientIp: string;
  operation: Scope;
  anonymousAllowed?: boolean;
  rateLimited: boolean;
  units: number;
  /** Which allowance the units come from (contract §2): submissions (default) or reads of scans. */
  allowance?: Allowance;
}

export type Allowance = 'submit' | 'read';

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
  /** The RateLimit-Policy name: "default" (submissions) or "read" (reads of scans). */
  policy?: string;
}

export type QuotaAuthorizeReply =
  | { ok: true; caller: Caller; tier: string; scopes?: string[]; rateLimit?: RateLimitState }
  | RpcErrorReply;

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
  recordedAt: string;
  data: string;
  dataEncoding: 'utf8' | 'base64';
  headers: Record<string, string>;
}

export interface QuotaConsumeRequest {
  type: 'quota.consume' | 'quota.refund';
  version: 1;
  caller: Caller;
  units: number;
}

export type QuotaConsumeReply = { ok: true; scansThisMonth?: number; monthlyScanQuota?: number } | RpcErrorReply;

export type IdempotentEndpoint = '/UrlCheck' | '/UrlCheck/batch';

export interface OrchestratorIdempotencyRequest {
  type: 'orchestrator.idempotency';
  version: 1;
  op: 'begin' | 'complete' | 'release';
  scope: string;
  endpoint: IdempotentEndpoint;
  key: string;
  requestHash?: string;
  responseStatus?: number;
  responseBody?: unknown;
}

export type OrchestratorIdempotencyReply =
  | { ok: true; state: 'new' | 'replay' | 'done'; responseStatus?: number; responseBody?: unknown }
  | RpcErrorReply;

export type WebhookEventType = 'scan.completed' | 'webhook.test';
/** Events an endpoint can subscribe to (webhook.test is sent on request only). */
export type WebhookSubscribableEvent = 'scan.completed';
export type WebhookStatus = 'enabled' | 'disabled';
export type WebhookDisabledReason = 'manual' | 'gone' | 'failing';

/** proto/http/webhook.schema.json */
export interface WebhookResource {
  id: string;
  url: string;
  events: WebhookSubscribableEvent[];
  status: WebhookStatus;
  disabledReason?: WebhookDisabledReason;
  description?: string;
  /** Only in the answers of create and rotate-secret. */
  secret?: string;
  createdAt: string;
}

/** proto/http/webhook-create-request.schema.json */
export interface WebhookCreateRequest {
  url: string;
  events: WebhookSubscribableEvent[];
  description?: string;
}

/** proto/http/webhook-update-request.schema.json */
export interface WebhookUpdateRequest {
  url?: string;
  events?: WebhookSubscribableEvent[];
  status?: WebhookStatus;
  description?: string;
}

/** proto/http/webhook-delivery.schema.json: one attempt. */
export interface WebhookDeliveryAttempt {
  eventId: string;
  eventType: WebhookEventType;
  messageId: string;
  attempt: number;
  status: 'succeeded' | 'failed';
  responseStatus: number | null;
  error: string | null;
  durationMs: number | null;
  at: string;
}

/** proto/http/webhook-payload.schema.json: the body a receiver gets. */
export type WebhookPayload =
  | { type: 'scan.completed'; timestamp: string; data: ScanResource }
  | { type: 'webhook.test'; timestamp: string; data: { webhookId: string; message: string } };

export type WebhooksAdminOp = 'create' | 'list' | 'get' | 'update' | 'delete' | 'rotate-secret' | 'deliveries' | 'test';

/** proto/bus/webhooks-admin.v1.schema.json */
export type WebhooksAdminRequest = { type: 'webhooks.admin'; version: 1; caller: Caller } & (
  | { op: 'create'; body: WebhookCreateRequest }
  | { op: 'list' }
  | { op: 'update'; webhookId: string; body: WebhookUpdateRequest }
  | { op: 'get' | 'delete' | 'rotate-secret' | 'deliveries' | 'test'; webhookId: string }
);

export type WebhooksAdminReply =
  | { ok: true; webhook?: WebhookResource; webhooks?: WebhookResource[]; deliveries?: WebhookDeliveryAttempt[]; eventId?: string }
  | RpcErrorReply;

/** proto/http/usage.schema.json: the body of GET /api/usage. Months and days are UTC. */
export interface UsageRecord {
  tier: string;
  scansThisMonth: number;
  monthlyScanQuota: number;
  scansToday: number;
  rateLimitPerMinute: number;
  /** The separate per-minute allowance for reads of scans (polling, artifacts, search, related). */
  readRateLimitPerMinute: number;
  remainingThisMonth: number;
  periodStart: string;
  periodEnd: string;
}

/** proto/bus/quota-usage.v1.schema.json */
export interface QuotaUsageRequest {
  type: 'quota.usage';
  version: 1;
  caller: Caller;
}

export type QuotaUsageReply = { ok: true; usage: UsageRecord } | RpcErrorReply;

/** proto/http/api-key.schema.json. `key` only in the answer of POST /api/keys. */
export interface ApiKeyResource {
  id: string;
  key?: string;
  prefix: string;
  name: string;
  scopes: Scope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
}

/** proto/http/api-key-create-request.schema.json */
export interface ApiKeyCreateRequest {
  name: string;
  scopes: Scope[];
  expiresAt?: string;
}

/** proto/bus/quota-keys.v1.schema.json */
export type QuotaKeysRequest = { type: 'quota.keys'; version: 1; caller: Caller } & (
  | { op: 'create'; body: ApiKeyCreateRequest }
  | { op: 'list' }
  | { op: 'revoke'; keyId: string }
);

export type QuotaKeysReply = { ok: true; key?: ApiKeyResource; keys?: ApiKeyResource[] } | RpcErrorReply;

/** proto/bus/quota-key-revoked.v1.schema.json: core-NATS broadcast on Subjects.keyRevoked. */
export interface KeyRevokedMessage {
  type: 'quota.key-revoked';
  version: 1;
  keyId: string;
  revokedAt: string;
}

/** proto/bus/orchestrator-scans-terminal.v1.schema.json: core-NATS broadcast between orchestrator instances. */
export interface ScansTerminalMessage {
  type: 'orchestrator.scans-terminal';
  version: 1;
  scanIds: string[];
}
