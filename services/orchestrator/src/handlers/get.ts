import { serveRpc, type Bus } from '@lookout/bus';
import { QueueGroups, Schemas, Subjects, type OrchestratorGetRequest } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { ScanService } from '../domain/scan-service.js';

/** orchestrator.get: one scan as the caller may see it, optionally long-polled. */
export function serveGet(bus: Bus, scans: ScanService, logger: Logger) {
  return serveRpc<OrchestratorGetRequest>(bus, {
    subject: Subjects.orchestratorGet,
    queue: QueueGroups.orchestrator,
    requestSchema: Schemas.orchestratorGet,
    logger,
    handler: async (request) => ({ scan: await scans.get(request) }),
  });
}
