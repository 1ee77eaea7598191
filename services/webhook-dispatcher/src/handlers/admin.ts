import { serveRpc, type Bus } from '@lookout/bus';
import { Operations, AppError, type WebhooksAdminReply } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { EndpointService } from '../domain/endpoints.js';

type Ok = Omit<Extract<WebhooksAdminReply, { ok: true }>, 'ok'>;

/**
 * lookout.rpc.webhooks.admin.v1: the management API behind /api/webhooks. The gateway has checked
 * the key and its webhooks:manage scope; every operation is confined to the caller's workspace.
 */
export function serveAdmin(bus: Bus, endpoints: EndpointService, logger: Logger, onQueued: () => void) {
  return serveRpc(bus, Operations.webhooksAdmin, {
    logger,
    handler: async (request): Promise<Ok> => {
      const workspaceId = request.caller.workspaceId;
      // Anonymous callers have no workspace and so no webhooks (the gateway already refuses them).
      if (workspaceId === null) throw new AppError('unauthorized', 'Managing webhooks requires an API key.');
      switch (request.op) {
        case 'create':
          return { webhook: await endpoints.create(workspaceId, request.body) };
        case 'list':
          return { webhooks: await endpoints.list(workspaceId) };
        case 'get':
          return { webhook: await endpoints.get(workspaceId, request.webhookId) };
        case 'update':
          return { webhook: await endpoints.update(workspaceId, request.webhookId, request.body) };
        case 'delete':
          await endpoints.delete(workspaceId, request.webhookId);
          return {};
        case 'rotate-secret':
          return { webhook: await endpoints.rotateSecret(workspaceId, request.webhookId) };
        case 'deliveries':
          return { deliveries: await endpoints.deliveryLog(workspaceId, request.webhookId) };
        case 'test': {
          const eventId = await endpoints.queueTest(workspaceId, request.webhookId);
          onQueued();
          return { eventId };
        }
      }
    },
  });
}
