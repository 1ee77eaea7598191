import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { PrismaClient } from '../generated/prisma/client.js';
import { relatedScans } from '../domain/related-scans.js';

/** orchestrator.related: scans sharing a domain, address, favicon, DOM, resource, certificate or screenshot. */
export function serveRelated(bus: Bus, prisma: PrismaClient, logger: Logger) {
  return serveRpc(bus, Operations.orchestratorRelated, {
    logger,
    handler: async (request) => ({ items: await relatedScans(prisma, request.caller, request.scanId) }),
  });
}
