import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { PrismaClient } from '../generated/prisma/client.js';
import { searchScans } from '../domain/scan-search.js';

/** orchestrator.search: the scans the caller may search that match the query, newest first. */
export function serveSearch(bus: Bus, prisma: PrismaClient, logger: Logger) {
  return serveRpc(bus, Operations.orchestratorSearch, {
    logger,
    handler: (request) => searchScans(prisma, request),
  });
}
