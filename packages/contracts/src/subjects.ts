/**
 * Wire contracts: NATS subjects, JetStream streams and durable consumer names.
 * Renaming any of these breaks running deployments (durable state and other teams' consumers
 * are keyed by them): change them only with a migration plan.
 */

export const Subjects = {
  /** Request/reply (core NATS, queue groups per service). */
  quotaAuthorize: 'lookout.rpc.quota.authorize.v1',
  quotaConsume: 'lookout.rpc.quota.consume.v1',
  quotaRefund: 'lookout.rpc.quota.refund.v1',
  quotaUsage: 'lookout.rpc.quota.usage.v1',
  quotaKeys: 'lookout.rpc.quota.keys.v1',
  /** Broadcast (no queue group): every gateway drops its cached key on revocation. */
  keyRevoked: 'lookout.broadcast.quota.key-revoked.v1',
  /** Broadcast: scans reached a terminal state; wakes long-polls held by any orchestrator instance. */
  scansTerminal: 'lookout.broadcast.orchestrator.scans-terminal.v1',
  orchestratorSubmit: 'lookout.rpc.orchestrator.submit.v1',
  orchestratorGet: 'lookout.rpc.orchestrator.get.v1',
  orchestratorSearch: 'lookout.rpc.orchestrator.search.v1',
  orchestratorDelete: 'lookout.rpc.orchestrator.delete.v1',
  orchestratorRelated: 'lookout.rpc.orchestrator.related.v1',
  orchestratorIdempotency: 'lookout.rpc.orchestrator.idempotency.v1',
  webhooksAdmin: 'lookout.rpc.webhooks.admin.v1',
  /** Health probe: every service answers on its own subject; the gateway's /readyz asks them all. */
  ping: (service: string) => `lookout.rpc.ping.v1.${service}`,

  /** JetStream. */
  scanJob: 'scan.jobs.submitted',
  scanStarted: 'scan.outcomes.started',
  scanOutcome: 'scan.outcomes.finished',
  scanCompleted: 'scan.events.completed',
  deadLetter: (stream: string, consumer: string) => `deadletter.${stream}.${consumer}`,
} as const;

export const Streams = {
  /** Work queue: each job is delivered to one scanner worker and removed when acked. */
  scanJobs: 'SCAN_JOBS',
  /** Work queue: worker → orchestrator (started / finished). */
  scanOutcomes: 'SCAN_OUTCOMES',
  /** Fan-out, retained: any internal service may add its own durable consumer. */
  scanEvents: 'SCAN_EVENTS',
  deadLetters: 'DEAD_LETTERS',
} as const;

export const Consumers = {
  scannerWorkers: 'scanner-workers',
  orchestratorOutcomes: 'orchestrator-outcomes',
  webhookDispatcher: 'webhook-dispatcher',
} as const;

/** Queue groups for request/reply services: instances of one service share the load. */
export const QueueGroups = {
  quota: 'quota',
  orchestrator: 'orchestrator',
  webhooks: 'webhook-dispatcher',
} as const;

export const ServiceNames = ['gateway', 'quota', 'orchestrator', 'scanner-worker', 'webhook-dispatcher'] as const;
export type ServiceName = (typeof ServiceNames)[number];

export const EventTypes = { scanCompleted: 'scan.completed', webhookTest: 'webhook.test' } as const;

/** Schema references (relative to proto/) of each message, used wherever it is consumed. */
export const Schemas = {
  scanJob: 'bus/scan-job.v1.schema.json',
  scanStarted: 'bus/scan-started.v1.schema.json',
  scanOutcome: 'bus/scan-outcome.v1.schema.json',
  scanCompleted: 'bus/scan-completed.v1.schema.json',
  deadLetter: 'bus/dead-letter.v1.schema.json',
  orchestratorSubmit: 'bus/orchestrator-submit.v1.schema.json',
  orchestratorSubmitReply: 'bus/orchestrator-submit.v1.schema.json#/$defs/reply',
  orchestratorGet: 'bus/orchestrator-get.v1.schema.json',
  orchestratorGetReply: 'bus/orchestrator-get.v1.schema.json#/$defs/reply',
  orchestratorSearch: 'bus/orchestrator-search.v1.schema.json',
  orchestratorSearchReply: 'bus/orchestrator-search.v1.schema.json#/$defs/reply',
  orchestratorDelete: 'bus/orchestrator-delete.v1.schema.json',
  orchestratorDeleteReply: 'bus/orchestrator-delete.v1.schema.json#/$defs/reply',
  scanSearchResult: 'http/scan-search-result.schema.json',
  orchestratorRelated: 'bus/orchestrator-related.v1.schema.json',
  orchestratorRelatedReply: 'bus/orchestrator-related.v1.schema.json#/$defs/reply',
  relatedScans: 'http/related-scans.schema.json',
  orchestratorIdempotency: 'bus/orchestrator-idempotency.v1.schema.json',
  orchestratorIdempotencyReply: 'bus/orchestrator-idempotency.v1.schema.json#/$defs/reply',
  quotaAuthorize: 'bus/quota-authorize.v1.schema.json',
  quotaConsume: 'bus/quota-consume.v1.schema.json',
  quotaConsumeReply: 'bus/quota-consume.v1.schema.json#/$defs/reply',
  quotaAuthorizeReply: 'bus/quota-authorize.v1.schema.json#/$defs/reply',
  urlCheckRequest: 'http/url-check-request.schema.json',
  urlCheckBatchRequest: 'http/url-check-batch-request.schema.json',
  scan: 'http/scan.schema.json',
  usage: 'http/usage.schema.json',
  problem: 'http/problem.schema.json',
  webhooksAdmin: 'bus/webhooks-admin.v1.schema.json',
  webhooksAdminReply: 'bus/webhooks-admin.v1.schema.json#/$defs/reply',
  webhook: 'http/webhook.schema.json',
  webhookCreateRequest: 'http/webhook-create-request.schema.json',
  webhookUpdateRequest: 'http/webhook-update-request.schema.json',
  webhookDelivery: 'http/webhook-delivery.schema.json',
  webhookPayload: 'http/webhook-payload.schema.json',
  quotaUsage: 'bus/quota-usage.v1.schema.json',
  quotaUsageReply: 'bus/quota-usage.v1.schema.json#/$defs/reply',
  quotaKeys: 'bus/quota-keys.v1.schema.json',
  quotaKeysReply: 'bus/quota-keys.v1.schema.json#/$defs/reply',
  quotaKeyRevoked: 'bus/quota-key-revoked.v1.schema.json',
  apiKey: 'http/api-key.schema.json',
  apiKeyList: 'http/api-key-list.schema.json',
  apiKeyCreateRequest: 'http/api-key-create-request.schema.json',
} as const;
