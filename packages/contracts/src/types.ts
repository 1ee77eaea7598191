/**
 * The domain's names for the wire shapes. Every type here is generated from proto/ (./generated/proto.ts,
 * by scripts/types.mjs; a test fails when they drift) or read off a generated one: nothing is written
 * twice. Where the domain's name differs from the schema's (a Scan is a `ScanResource` in the code), the
 * alias says so once.
 */
import type {
  ApiKey,
  OrchestratorRelatedReply,
  OrchestratorScansTerminalMessage,
  OrchestratorSubmitReply,
  QuotaAuthorizeRateLimit,
  QuotaAuthorizeRequest,
  QuotaKeyRevokedMessage,
  RpcError,
  Scan,
  ScanCaptureOptions,
  ScanCompletedMessage,
  ScanReason,
  ScanResult,
  Usage,
  UrlCheckRequest,
  Webhook,
  WebhookDelivery,
  WebhookDispatcherEndpointsChangedMessage,
  WebhooksAdminRequest,
  OrchestratorIdempotencyRequest,
} from './generated/proto.js';

export type * from './generated/proto.js';

// ── scans ──
export type ScanResource = Scan;
export type ScanState = Scan['scanState'];
export const TERMINAL_STATES: readonly ScanState[] = ['completed', 'failed'];
export type ReasonCode = ScanReason['code'];
/** Findings of a completed scan (proto/http/scan-result.schema.json). */
export type ScanResultBody = ScanResult;
export type ScanVisibility = Scan['visibility'];
/** What a keyed caller asks for; `unlisted` is what an anonymous scan is (readable by id, never searchable). */
export type RequestedVisibility = NonNullable<UrlCheckRequest['visibility']>;
/**
 * How the target is fetched: everything here changes what the target sees, so it is part of the cache
 * key and of in-flight coalescing. `engine` is always resolved (the orchestrator applies SCAN_ENGINE);
 * the rest is absent when the engine's default applies.
 */
export type CaptureOptions = ScanCaptureOptions;
export type ScanEngine = CaptureOptions['engine'];
export type ScanDevice = NonNullable<CaptureOptions['device']>;
/** The optional fields of a submission besides url and bReAnalyze. */
export type SubmissionOptions = Omit<UrlCheckRequest, 'url' | 'bReAnalyze'>;
export type SubmitOutcome = Extract<OrchestratorSubmitReply, { ok: true }>['outcome'];
export type ScanRelation = Extract<OrchestratorRelatedReply, { ok: true }>['items'][number]['relations'][number];
/** The scan.completed CloudEvent on SCAN_EVENTS. */
export type ScanCompletedEvent = ScanCompletedMessage;
export type ScansTerminalMessage = Required<OrchestratorScansTerminalMessage>;

// ── callers, keys and allowances ──
export type Scope = QuotaAuthorizeRequest['operation'];
export const ALL_SCOPES: readonly Scope[] = ['scans:write', 'scans:read', 'scans:delete', 'usage:read', 'webhooks:manage', 'keys:manage'];
export type Allowance = NonNullable<QuotaAuthorizeRequest['allowance']>;
export type RateLimitState = QuotaAuthorizeRateLimit;
export type RpcErrorReply = RpcError;
/** proto/http/api-key.schema.json. `key` only in the answer of POST /api/keys. */
export type ApiKeyResource = ApiKey;
/** The core-NATS broadcast that a workspace's webhook endpoints changed. */
export type WebhookEndpointsChangedMessage = WebhookDispatcherEndpointsChangedMessage;
/** The core-NATS broadcast of a revoked key. */
export type KeyRevokedMessage = QuotaKeyRevokedMessage;
/** The body of GET /api/usage. Months and days are UTC. */
export type UsageRecord = Usage;
export type IdempotentEndpoint = OrchestratorIdempotencyRequest['endpoint'];

// ── webhooks ──
export type WebhookResource = Webhook;
/** One delivery attempt, as the deliveries log lists it. */
export type WebhookDeliveryAttempt = WebhookDelivery;
export type WebhookEventType = WebhookDelivery['eventType'];
/** Events an endpoint can subscribe to (webhook.test is sent on request only). */
export type WebhookSubscribableEvent = Webhook['events'][number];
export type WebhookStatus = Webhook['status'];
export type WebhookDisabledReason = NonNullable<Webhook['disabledReason']>;
export type WebhooksAdminOp = WebhooksAdminRequest['op'];
