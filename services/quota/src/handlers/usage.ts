import { serveRpc, type Bus } from '@lookout/bus';
import { QueueGroups, Schemas, Subjects, type QuotaUsageRequest } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { QuotaService } from '../domain/quota.js';
import { orUnavailable } from './failures.js';

/** quota.usage: the body of GET /api/usage for an authorized caller. */
export function serveUsage(bus: Bus, quota: QuotaService, logger: Logger) {
  return serveRpc<QuotaUsageRequest>(bus, {
    subject: Subjects.quotaUsage,
    queue: QueueGroups.quota,
    requestSchema: Schemas.quotaUsage,
    logger,
    handler: async (request) => ({ usage: await orUnavailable(logger, 'read usage', () => quota.usage(request.caller)) }),
  });
}
