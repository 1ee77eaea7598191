/**
 * The operations table: every message that crosses the bus, stated once — its subject, who shares it
 * (queue group), its schemas under proto/, its message type and version, and the settings of the durable
 * consumers that take it. `@lookout/bus` takes these entries (requestRpc, serveRpc, publish, runConsumer,
 * broadcast, listen); no service writes a subject, a schema reference or a consumer setting of its own.
 *
 * Wire contracts: subjects, stream names and durable consumer names are what running deployments (and
 * other teams' consumers) are keyed by. Change them only with a migration plan. proto/asyncapi.yaml
 * describes the same table for readers outside the code (test/contracts/openapi.test.ts keeps them in step).
 */
import type {
  KeyRevokedMessage,
  OrchestratorDeleteReply,
  OrchestratorDeleteRequest,
  OrchestratorGetReply,
  OrchestratorGetRequest,
  OrchestratorIdempotencyReply,
  OrchestratorIdempotencyRequest,
  OrchestratorRelatedReply,
  OrchestratorRelatedRequest,
  OrchestratorSearchReply,
  OrchestratorSearchRequest,
  OrchestratorSubmitReply,
  OrchestratorSubmitRequest,
  QuotaAuthorizeReply,
  QuotaAuthorizeRequest,
  QuotaConsumeReply,
  QuotaConsumeRequest,
  QuotaKeysReply,
  QuotaKeysRequest,
  QuotaUsageReply,
  QuotaUsageRequest,
  ScanCompletedEvent,
  ScanJobMessage,
  ScanOutcomeMessage,
  ScanStartedMessage,
  ScansTerminalMessage,
  WebhookEndpointsChangedMessage,
  WebhooksAdminReply,
  WebhooksAdminRequest,
} from './types.js';

export const Streams = {
  /** Work queue: each job is delivered to one scanner worker and removed when acked. */
  scanJobs: 'SCAN_JOBS',
  /** Work queue: worker → orchestrator (started / finished). */
  scanOutcomes: 'SCAN_OUTCOMES',
  /** Fan-out, retained: any internal service may add its own durable consumer. */
  scanEvents: 'SCAN_EVENTS',
  deadLetters: 'DEAD_LETTERS',
} as const;
export type StreamName = (typeof Streams)[keyof typeof Streams];

/** Durable consumer names; their settings are in `DurableConsumers` below. */
export const Consumers = {
  scannerWorkers: 'scanner-workers',
  orchestratorOutcomes: 'orchestrator-outcomes',
  webhookDispatcher: 'webhook-dispatcher',
} as const;

export const ServiceNames = ['gateway', 'quota', 'orchestrator', 'scanner-worker', 'webhook-dispatcher'] as const;
export type ServiceName = (typeof ServiceNames)[number];

export const EventTypes = { scanCompleted: 'scan.completed', webhookTest: 'webhook.test' } as const;

// ───────────────────────────── the kinds of operation ─────────────────────────────

interface Envelope {
  type: string;
  version: number;
}

/** A request without the envelope the table fills in (distributes over unions of operations). */
export type RequestBody<T> = T extends unknown ? Omit<T, 'type' | 'version'> : never;
export type SuccessReply<T> = Extract<T, { ok: true }>;

/** Request/reply over core NATS: one instance of the serving service (its queue group) answers. */
export interface RequestOperation<TRequest extends Envelope = Envelope, TReply extends { ok: boolean } = { ok: boolean }> {
  readonly kind: 'request';
  readonly subject: string;
  /** Queue group of the serving service: its instances share the requests. */
  readonly queue: string;
  /** Schema reference under proto/ of the request; an invalid request is answered bad_request. */
  readonly requestSchema: string;
  /** Schema of the reply (success or the shared rpcError); the caller checks every reply against it. */
  readonly replySchema: string;
  /** The request's `type` and `version`, filled in by requestRpc: a new version is decided here. */
  readonly type: TRequest['type'];
  readonly version: TRequest['version'];
  /** Phantom: carries the TypeScript types of request and reply; never set at run time. */
  readonly types?: () => { request: TRequest; reply: TReply };
}

/** A message stored on a JetStream stream, published with a Nats-Msg-Id so a retried publish is stored once. */
export interface StreamOperation<TMessage = unknown> {
  readonly kind: 'stream';
  readonly subject: string;
  readonly stream: StreamName;
  readonly schema: string;
  readonly type: string;
  readonly version: number;
  /** Nats-Msg-Id of a message: stable across retries of the same publish (JetStream's duplicate window). */
  messageId(message: TMessage): string;
  readonly types?: () => TMessage;
}

/**
 * Core NATS publish/subscribe, not stored: every listener hears it unless `queue` names a group whose
 * members share it. `schema` is null only for messages whose shape NATS itself defines (advisories).
 */
export interface NoticeOperation<TMessage = unknown> {
  readonly kind: 'notice';
  readonly subject: string;
  readonly queue?: string;
  readonly schema: string | null;
  readonly type: string;
  readonly version: number;
  readonly types?: () => TMessage;
}

/**
 * A durable pull consumer: the stream, the messages it takes (each validated against its operation's
 * schema), and every setting JetStream and the consumer loop need. Retries of a failed handler are
 * nak'ed with an exponential delay from `retryDelay.firstMs`, doubling, capped at `retryDelay.maxMs`;
 * the last allowed delivery is dead-lettered instead.
 */
export interface ConsumerDefinition<TMessage = unknown> {
  readonly durable: string;
  readonly stream: StreamName;
  readonly messages: readonly StreamOperation<TMessage>[];
  /** Redelivery when no ack (or in-progress ack) arrives in time; the consumer loop sends in-progress acks at a third of it. */
  readonly ackWaitMs: number;
  readonly maxDeliver: number;
  readonly maxAckPending: number;
  readonly retryDelay: { readonly firstMs: number; readonly maxMs: number };
}

/** The message type an operation (or each operation of a union) carries. */
export type MessageOf<T> = T extends { types?: () => infer M } ? M : never;
export type RequestOf<T> = T extends { types?: () => { request: infer R } } ? R : never;
export type ReplyOf<T> = T extends { types?: () => { reply: infer R } } ? R : never;
/** The messages a durable consumer takes. */
export type ConsumedMessage<C extends ConsumerDefinition> = MessageOf<C['messages'][number]>;

const request = <TRequest extends Envelope, TReply extends { ok: boolean }>(
  operation: Omit<RequestOperation<TRequest, TReply>, 'kind' | 'types'>,
): RequestOperation<TRequest, TReply> => ({ kind: 'request', ...operation });
const stream = <TMessage>(operation: Omit<StreamOperation<TMessage>, 'kind' | 'types'>): StreamOperation<TMessage> => ({ kind: 'stream', ...operation });
const notice = <TMessage>(operation: Omit<NoticeOperation<TMessage>, 'kind' | 'types'>): NoticeOperation<TMessage> => ({ kind: 'notice', ...operation });

const QUOTA = 'quota';
const ORCHESTRATOR = 'orchestrator';
const WEBHOOK_DISPATCHER = 'webhook-dispatcher';

// ───────────────────────────── the table ─────────────────────────────

export const Operations = {
  // ── quota: identity, scopes, allowances, keys ──
  quotaAuthorize: request<QuotaAuthorizeRequest, QuotaAuthorizeReply>({
    subject: 'lookout.rpc.quota.authorize.v1',
    queue: QUOTA,
    requestSchema: 'bus/quota-authorize.v1.schema.json',
    replySchema: 'bus/quota-authorize.v1.schema.json#/$defs/reply',
    type: 'quota.authorize',
    version: 1,
  }),
  quotaConsume: request<QuotaConsumeRequest & { type: 'quota.consume' }, QuotaConsumeReply>({
    subject: 'lookout.rpc.quota.consume.v1',
    queue: QUOTA,
    requestSchema: 'bus/quota-consume.v1.schema.json',
    replySchema: 'bus/quota-consume.v1.schema.json#/$defs/reply',
    type: 'quota.consume',
    version: 1,
  }),
  quotaRefund: request<QuotaConsumeRequest & { type: 'quota.refund' }, QuotaConsumeReply>({
    subject: 'lookout.rpc.quota.refund.v1',
    queue: QUOTA,
    requestSchema: 'bus/quota-consume.v1.schema.json',
    replySchema: 'bus/quota-consume.v1.schema.json#/$defs/reply',
    type: 'quota.refund',
    version: 1,
  }),
  quotaUsage: request<QuotaUsageRequest, QuotaUsageReply>({
    subject: 'lookout.rpc.quota.usage.v1',
    queue: QUOTA,
    requestSchema: 'bus/quota-usage.v1.schema.json',
    replySchema: 'bus/quota-usage.v1.schema.json#/$defs/reply',
    type: 'quota.usage',
    version: 1,
  }),
  quotaKeys: request<QuotaKeysRequest, QuotaKeysReply>({
    subject: 'lookout.rpc.quota.keys.v1',
    queue: QUOTA,
    requestSchema: 'bus/quota-keys.v1.schema.json',
    replySchema: 'bus/quota-keys.v1.schema.json#/$defs/reply',
    type: 'quota.keys',
    version: 1,
  }),
  /** Every quota instance drops its cached copy of the key at once (published by quota and the admin CLI). */
  keyRevoked: notice<KeyRevokedMessage>({
    subject: 'lookout.broadcast.quota.key-revoked.v1',
    schema: 'bus/quota-key-revoked.v1.schema.json',
    type: 'quota.key-revoked',
    version: 1,
  }),

  // ── orchestrator: scans ──
  orchestratorSubmit: request<OrchestratorSubmitRequest, OrchestratorSubmitReply>({
    subject: 'lookout.rpc.orchestrator.submit.v1',
    queue: ORCHESTRATOR,
    requestSchema: 'bus/orchestrator-submit.v1.schema.json',
    replySchema: 'bus/orchestrator-submit.v1.schema.json#/$defs/reply',
    type: 'orchestrator.submit',
    version: 1,
  }),
  orchestratorGet: request<OrchestratorGetRequest, OrchestratorGetReply>({
    subject: 'lookout.rpc.orchestrator.get.v1',
    queue: ORCHESTRATOR,
    requestSchema: 'bus/orchestrator-get.v1.schema.json',
    replySchema: 'bus/orchestrator-get.v1.schema.json#/$defs/reply',
    type: 'orchestrator.get',
    version: 1,
  }),
  orchestratorSearch: request<OrchestratorSearchRequest, OrchestratorSearchReply>({
    subject: 'lookout.rpc.orchestrator.search.v1',
    queue: ORCHESTRATOR,
    requestSchema: 'bus/orchestrator-search.v1.schema.json',
    replySchema: 'bus/orchestrator-search.v1.schema.json#/$defs/reply',
    type: 'orchestrator.search',
    version: 1,
  }),
  orchestratorDelete: request<OrchestratorDeleteRequest, OrchestratorDeleteReply>({
    subject: 'lookout.rpc.orchestrator.delete.v1',
    queue: ORCHESTRATOR,
    requestSchema: 'bus/orchestrator-delete.v1.schema.json',
    replySchema: 'bus/orchestrator-delete.v1.schema.json#/$defs/reply',
    type: 'orchestrator.delete',
    version: 1,
  }),
  orchestratorRelated: request<OrchestratorRelatedRequest, OrchestratorRelatedReply>({
    subject: 'lookout.rpc.orchestrator.related.v1',
    queue: ORCHESTRATOR,
    requestSchema: 'bus/orchestrator-related.v1.schema.json',
    replySchema: 'bus/orchestrator-related.v1.schema.json#/$defs/reply',
    type: 'orchestrator.related',
    version: 1,
  }),
  orchestratorIdempotency: request<OrchestratorIdempotencyRequest, OrchestratorIdempotencyReply>({
    subject: 'lookout.rpc.orchestrator.idempotency.v1',
    queue: ORCHESTRATOR,
    requestSchema: 'bus/orchestrator-idempotency.v1.schema.json',
    replySchema: 'bus/orchestrator-idempotency.v1.schema.json#/$defs/reply',
    type: 'orchestrator.idempotency',
    version: 1,
  }),
  /** Scans reached a terminal state: wakes the long-polls held by every orchestrator instance. */
  scansTerminal: notice<ScansTerminalMessage>({
    subject: 'lookout.broadcast.orchestrator.scans-terminal.v1',
    schema: 'bus/orchestrator-scans-terminal.v1.schema.json',
    type: 'orchestrator.scans-terminal',
    version: 1,
  }),

  // ── the life of a scan on JetStream ──
  scanJob: stream<ScanJobMessage>({
    subject: 'scan.jobs.submitted',
    stream: Streams.scanJobs,
    schema: 'bus/scan-job.v1.schema.json',
    type: 'scan.job',
    version: 1,
    messageId: (job) => job.jobId,
  }),
  scanStarted: stream<ScanStartedMessage>({
    subject: 'scan.outcomes.started',
    stream: Streams.scanOutcomes,
    schema: 'bus/scan-started.v1.schema.json',
    type: 'scan.started',
    version: 1,
    // One per delivery: a retried attempt announces itself again.
    messageId: (started) => `${started.jobId}:started:${started.attempt}`,
  }),
  scanOutcome: stream<ScanOutcomeMessage>({
    subject: 'scan.outcomes.finished',
    stream: Streams.scanOutcomes,
    schema: 'bus/scan-outcome.v1.schema.json',
    type: 'scan.outcome',
    version: 1,
    // One per job: an outcome published again after a redelivery is stored once.
    messageId: (outcome) => `${outcome.jobId}:outcome`,
  }),
  /** One CloudEvent per scan reaching a terminal state; the event id survives republishing from the outbox. */
  scanCompleted: stream<ScanCompletedEvent>({
    subject: 'scan.events.completed',
    stream: Streams.scanEvents,
    schema: 'bus/scan-completed.v1.schema.json',
    type: 'scan.completed',
    version: 1,
    messageId: (event) => event.id,
  }),
  /** JetStream's own advisory for a job that ran out of deliveries (a worker died on every attempt); NATS defines its shape. */
  scanJobExhausted: notice<{ stream_seq?: number; deliveries?: number }>({
    subject: `$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${Streams.scanJobs}.${Consumers.scannerWorkers}`,
    queue: ORCHESTRATOR,
    schema: null,
    type: 'io.nats.jetstream.advisory.v1.max_deliver',
    version: 1,
  }),

  // ── webhook dispatcher ──
  webhooksAdmin: request<WebhooksAdminRequest, WebhooksAdminReply>({
    subject: 'lookout.rpc.webhooks.admin.v1',
    queue: WEBHOOK_DISPATCHER,
    requestSchema: 'bus/webhooks-admin.v1.schema.json',
    replySchema: 'bus/webhooks-admin.v1.schema.json#/$defs/reply',
    type: 'webhooks.admin',
    version: 1,
  }),
  /** A workspace's endpoints changed: every dispatcher instance drops its cached endpoint set of it at once. */
  webhookEndpointsChanged: notice<WebhookEndpointsChangedMessage>({
    subject: 'lookout.broadcast.webhook-dispatcher.endpoints-changed.v1',
    schema: 'bus/webhook-dispatcher-endpoints-changed.v1.schema.json',
    type: 'webhook-dispatcher.endpoints-changed',
    version: 1,
  }),
} as const;

/** What a consumer refused for good: `deadletter.<stream>.<consumer>` on DEAD_LETTERS, original bytes included. */
export const DeadLetters = {
  subject: (stream: string, consumer: string): string => `deadletter.${stream}.${consumer}`,
  stream: Streams.deadLetters,
  schema: 'bus/dead-letter.v1.schema.json',
  type: 'dead.letter',
  version: 1,
} as const;

/** Readiness probe: every service answers `{ service, ready }` on its own subject; the gateway's /readyz asks them all. */
export const Ping = {
  subject: (service: ServiceName): string => `lookout.rpc.ping.v1.${service}`,
  /** Instances of one service share the probe: any one answering is enough. */
  queue: (service: ServiceName): string => service,
} as const;

// ───────────────────────────── durable consumers ─────────────────────────────

/** What the durable consumers share; each entry below states only what is its own. */
const CONSUMER_DEFAULTS = {
  ackWaitMs: 30_000,
  maxAckPending: 1_000,
  retryDelay: { firstMs: 500, maxMs: 60_000 },
} as const;

export const DurableConsumers = {
  /** Scanner workers pull jobs. */
  scannerWorkers: {
    ...CONSUMER_DEFAULTS,
    durable: Consumers.scannerWorkers,
    stream: Streams.scanJobs,
    messages: [Operations.scanJob],
    // The 30 s ack wait is short so a killed worker's job comes back quickly; live workers extend it with
    // in-progress acks. JOB_ACK_WAIT_MS overrides it per deployment (scanner-worker config).
    maxDeliver: 5,
  },
  /** The orchestrator applies worker reports. */
  orchestratorOutcomes: {
    ...CONSUMER_DEFAULTS,
    durable: Consumers.orchestratorOutcomes,
    stream: Streams.scanOutcomes,
    messages: [Operations.scanStarted, Operations.scanOutcome],
    maxDeliver: 20,
  },
  /** The webhook dispatcher fans scan events out to endpoints. */
  webhookDispatcher: {
    ...CONSUMER_DEFAULTS,
    durable: Consumers.webhookDispatcher,
    stream: Streams.scanEvents,
    messages: [Operations.scanCompleted],
    maxDeliver: 20,
  },
} as const satisfies Record<string, ConsumerDefinition>;
