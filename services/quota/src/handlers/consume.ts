import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { QuotaService } from '../domain/quota.js';

/** quota.consume: the orchestrator takes scans of the monthly quota when it creates a scan (never for a cache hit). */
export function serveConsume(bus: Bus, quota: QuotaService, logger: Logger) {
  return serveRpc(bus, Operations.quotaConsume, {
    logger,
    handler: (request) => quota.consume(request.caller, request.units),
  });
}
