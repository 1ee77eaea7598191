import { serveRpc, type Bus } from '@lookout/bus';
import { AppError, QueueGroups, Schemas, Subjects, type QuotaAuthorizeRequest } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';

/**
 * quota.authorize. Foundation version: anonymous callers are admitted where the endpoint allows
 * them; API keys, scopes and rate limits arrive with the quota issue.
 */
export function serveAuthorize(bus: Bus, logger: Logger) {
  return serveRpc<QuotaAuthorizeRequest>(bus, {
    subject: Subjects.quotaAuthorize,
    queue: QueueGroups.quota,
    requestSchema: Schemas.quotaAuthorize,
    logger,
    handler: async (request) => {
      if (request.apiKey !== null) throw new AppError('unauthorized', 'The API key is invalid.');
      if (!request.anonymousAllowed) throw new AppError('unauthorized', 'This endpoint requires an API key in the X-Api-Key header.');
      return { caller: { workspaceId: null, keyId: null, clientIp: request.clientIp }, tier: 'anonymous' };
    },
  });
}
