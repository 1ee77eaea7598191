import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { Authorizer } from '../domain/authorizer.js';

/** quota.authorize: identity, scope and per-minute allowance of every gateway request. */
export function serveAuthorize(bus: Bus, authorizer: Authorizer, logger: Logger) {
  return serveRpc(bus, Operations.quotaAuthorize, {
    logger,
    handler: (request) => authorizer.authorize(request),
  });
}
