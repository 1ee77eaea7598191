import { requestRpc, type Bus } from '@lookout/bus';
import {
  Operations,
  type Caller,
  type OrchestratorDeleteReply,
  type OrchestratorRelatedReply,
  type OrchestratorSearchReply,
  type OrchestratorGetReply,
  type OrchestratorIdempotencyReply,
  type OrchestratorIdempotencyRequest,
  type OrchestratorSubmitReply,
  type SubmissionOptions,
  type QuotaAuthorizeReply,
  type QuotaAuthorizeRequest,
  type QuotaKeysReply,
  type QuotaKeysRequest,
  type QuotaUsageReply,
  type RequestBody,
  type Scope,
  type WebhooksAdminReply,
  type WebhooksAdminRequest,
} from '@lookout/contracts';

type Ok<T> = Extract<T, { ok: true }>;
/** One webhooks.admin operation without its envelope (distributes over the operations). */
export type WebhooksAdminCall = WebhooksAdminRequest extends infer R ? (R extends unknown ? Omit<R, 'type' | 'version' | 'caller'> : never) : never;

/** One quota.keys operation without its envelope. */
export type KeysCall = RequestBody<QuotaKeysRequest> extends infer R ? (R extends unknown ? Omit<R, 'caller'> : never) : never;

/**
 * The gateway's view of the services behind it: every route reaches a service through these typed
 * request/reply calls over NATS (tests put stand-ins in their place), and nothing else.
 */
export interface Backends {
  authorize(request: Omit<QuotaAuthorizeRequest, 'type' | 'version'>): Promise<Ok<QuotaAuthorizeReply>>;
  submitScan(caller: Caller, url: string, bReAnalyze: boolean, options: SubmissionOptions): Promise<Ok<OrchestratorSubmitReply>>;
  getScan(caller: Caller, scanId: string, waitSeconds: number): Promise<Ok<OrchestratorGetReply>>;
  searchScans(caller: Caller, query: { q: string; limit?: number; cursor?: string }): Promise<Ok<OrchestratorSearchReply>>;
  deleteScan(caller: Caller, scanId: string): Promise<Ok<OrchestratorDeleteReply>>;
  relatedScans(caller: Caller, scanId: string): Promise<Ok<OrchestratorRelatedReply>>;
  idempotency(request: Omit<OrchestratorIdempotencyRequest, 'type' | 'version'>): Promise<Ok<OrchestratorIdempotencyReply>>;
  webhooks(caller: Caller, request: WebhooksAdminCall): Promise<Ok<WebhooksAdminReply>>;
  usage(caller: Caller): Promise<Ok<QuotaUsageReply>>;
  keys(caller: Caller, request: KeysCall): Promise<Ok<QuotaKeysReply>>;
}

export function busBackends(bus: Bus, timeoutMs: number): Backends {
  return {
    authorize: (request) => requestRpc(bus, Operations.quotaAuthorize, request, { timeoutMs }),
    submitScan: (caller, url, bReAnalyze, options) =>
      requestRpc(bus, Operations.orchestratorSubmit, { caller, url, bReAnalyze, ...(Object.keys(options).length > 0 ? { options } : {}) }, { timeoutMs }),
    // A long-poll holds the reply for up to waitSeconds: the request must outlive it.
    getScan: (caller, scanId, waitSeconds) => requestRpc(bus, Operations.orchestratorGet, { caller, scanId, waitSeconds }, { timeoutMs: timeoutMs + waitSeconds * 1000 }),
    searchScans: (caller, query) => requestRpc(bus, Operations.orchestratorSearch, { caller, ...query }, { timeoutMs }),
    deleteScan: (caller, scanId) => requestRpc(bus, Operations.orchestratorDelete, { caller, scanId }, { timeoutMs }),
    relatedScans: (caller, scanId) => requestRpc(bus, Operations.orchestratorRelated, { caller, scanId }, { timeoutMs }),
    idempotency: (request) => requestRpc(bus, Operations.orchestratorIdempotency, request, { timeoutMs }),
    webhooks: (caller, request) => requestRpc(bus, Operations.webhooksAdmin, { caller, ...request }, { timeoutMs }),
    usage: (caller) => requestRpc(bus, Operations.quotaUsage, { caller }, { timeoutMs }),
    keys: (caller, request) => requestRpc(bus, Operations.quotaKeys, { caller, ...request }, { timeoutMs }),
  };
}

export type { Scope };
