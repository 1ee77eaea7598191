import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { QuotaService } from '../domain/quota.js';

/** quota.usage: the body of GET /api/usage for an authorized caller. */
export function serveUsage(bus: Bus, quota: QuotaService, logger: Logger) {
  return serveRpc(bus, Operations.quotaUsage, {
    logger,
    handler: async (request) => ({ usage: await quota.usage(request.caller) }),
  });
}
