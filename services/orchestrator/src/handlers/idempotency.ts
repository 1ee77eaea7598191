import { serveRpc, type Bus } from '@lookout/bus';
import { QueueGroups, Schemas, Subjects, type OrchestratorIdempotencyRequest } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { IdempotencyStore } from '../domain/idempotency.js';

/** orchestrator.idempotency: begin / complete / release of an Idempotency-Key. */
export function serveIdempotency(bus: Bus, store: IdempotencyStore, logger: Logger) {
  return serveRpc<OrchestratorIdempotencyRequest>(bus, {
    subject: Subjects.orchestratorIdempotency,
    queue: QueueGroups.orchestrator,
    requestSchema: Schemas.orchestratorIdempotency,
    logger,
    handler: (request) => store.handle(request),
  });
}
