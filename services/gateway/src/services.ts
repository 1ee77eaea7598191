import { requestRpc, type Bus } from '@lookout/bus';
import {
  Schemas,
  Subjects,
  type Caller,
  type OrchestratorDeleteReply,
  type OrchestratorDeleteRequest,
  type OrchestratorRelatedReply,
  type OrchestratorRelatedRequest,
  type OrchestratorSearchReply,
  type OrchestratorSearchRequest,
  type OrchestratorGetReply,
  type OrchestratorGetRequest,
  type OrchestratorIdempotencyReply,
  type OrchestratorIdempotencyRequest,
  type OrchestratorSubmitReply,
  type OrchestratorSubmitRequest,
  type SubmissionOptions,
  type QuotaAuthorizeReply,
  type QuotaAuthorizeRequest,
  type Scope,
  type WebhooksAdminReply,
  type WebhooksAdminRequest,
} from '@lookout/contracts';

type Ok<T> = Extract<T, { ok: true }>;
/** One webhooks.admin operation without its envelope (distributes over the operations). */
export type WebhooksAdminCall = WebhooksAdminRequest extends infer R ? (R extends unknown ? Omit<R, 'type' | 'version' | 'caller'> : never) : never;

/** The gateway's view of the services behind it: typed request/reply calls over NATS. */
export interface Backends {
  authorize(request: Omit<QuotaAuthorizeRequest, 'type' | 'version'>): Promise<Ok<QuotaAuthorizeReply>>;
  submitScan(caller: Caller, url: string, bReAnalyze: boolean, options: SubmissionOptions): Promise<Ok<OrchestratorSubmitReply>>;
  getScan(caller: Caller, scanId: string, waitSeconds: number): Promise<Ok<OrchestratorGetReply>>;
  searchScans(caller: Caller, query: { q: string; limit?: number; cursor?: string }): Promise<Ok<OrchestratorSearchReply>>;
  deleteScan(caller: Caller, scanId: string): Promise<Ok<OrchestratorDeleteReply>>;
  relatedScans(caller: Caller, scanId: string): Promise<Ok<OrchestratorRelatedReply>>;
  idempotency(request: Omit<OrchestratorIdempotencyRequest, 'type' | 'version'>): Promise<Ok<OrchestratorIdempotencyReply>>;
  webhooks(caller: Caller, request: WebhooksAdminCall): Promise<Ok<WebhooksAdminReply>>;
}

export function busBackends(bus: Bus, timeoutMs: number): Backends {
  return {
    authorize: (request) =>
      requestRpc<Ok<QuotaAuthorizeReply>>(bus, Subjects.quotaAuthorize, { type: 'quota.authorize', version: 1, ...request } satisfies QuotaAuthorizeRequest, {
        replySchema: Schemas.quotaAuthorizeReply,
        timeoutMs,
      }),
    submitScan: (caller, url, bReAnalyze, options) =>
      requestRpc<Ok<OrchestratorSubmitReply>>(
        bus,
        Subjects.orchestratorSubmit,
        { type: 'orchestrator.submit', version: 1, caller, url, bReAnalyze, ...(Object.keys(options).length > 0 ? { options } : {}) } satisfies OrchestratorSubmitRequest,
        { replySchema: Schemas.orchestratorSubmitReply, timeoutMs },
      ),
    getScan: (caller, scanId, waitSeconds) =>
      requestRpc<Ok<OrchestratorGetReply>>(
        bus,
        Subjects.orchestratorGet,
        { type: 'orchestrator.get', version: 1, caller, scanId, waitSeconds } satisfies OrchestratorGetRequest,
        // A long-poll holds the reply for up to waitSeconds: the request must outlive it.
        { replySchema: Schemas.orchestratorGetReply, timeoutMs: timeoutMs + waitSeconds * 1000 },
      ),
    searchScans: (caller, query) =>
      requestRpc<Ok<OrchestratorSearchReply>>(
        bus,
        Subjects.orchestratorSearch,
        { type: 'orchestrator.search', version: 1, caller, ...query } satisfies OrchestratorSearchRequest,
        { replySchema: Schemas.orchestratorSearchReply, timeoutMs },
      ),
    deleteScan: (caller, scanId) =>
      requestRpc<Ok<OrchestratorDeleteReply>>(
        bus,
        Subjects.orchestratorDelete,
        { type: 'orchestrator.delete', version: 1, caller, scanId } satisfies OrchestratorDeleteRequest,
        { replySchema: Schemas.orchestratorDeleteReply, timeoutMs },
      ),
    relatedScans: (caller, scanId) =>
      requestRpc<Ok<OrchestratorRelatedReply>>(
        bus,
        Subjects.orchestratorRelated,
        { type: 'orchestrator.related', version: 1, caller, scanId } satisfies OrchestratorRelatedRequest,
        { replySchema: Schemas.orchestratorRelatedReply, timeoutMs },
      ),
    idempotency: (request) =>
      requestRpc<Ok<OrchestratorIdempotencyReply>>(
        bus,
        Subjects.orchestratorIdempotency,
        { type: 'orchestrator.idempotency', version: 1, ...request } satisfies OrchestratorIdempotencyRequest,
        { replySchema: Schemas.orchestratorIdempotencyReply, timeoutMs },
      ),
    webhooks: (caller, request) =>
      requestRpc<Ok<WebhooksAdminReply>>(
        bus,
        Subjects.webhooksAdmin,
        { type: 'webhooks.admin', version: 1, caller, ...request } as WebhooksAdminRequest,
        { replySchema: Schemas.webhooksAdminReply, timeoutMs },
      ),
  };
}

export type { Scope };
