import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { QuotaService } from '../domain/quota.js';

/** quota.refund: the orchestrator gives scans back when it could not queue them. */
export function serveRefund(bus: Bus, quota: QuotaService, logger: Logger) {
  return serveRpc(bus, Operations.quotaRefund, {
    logger,
    handler: (request) => quota.refund(request.caller, request.units),
  });
}
