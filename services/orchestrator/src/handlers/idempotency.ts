import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { IdempotencyStore } from '../domain/idempotency.js';

/** orchestrator.idempotency: begin / complete / release of an Idempotency-Key. */
export function serveIdempotency(bus: Bus, store: IdempotencyStore, logger: Logger) {
  return serveRpc(bus, Operations.orchestratorIdempotency, {
    logger,
    handler: (request) => store.handle(request),
  });
}
