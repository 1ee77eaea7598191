import { serveRpc, type Bus } from '@lookout/bus';
import { QueueGroups, Schemas, Subjects, type OrchestratorDeleteRequest } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { ScanService } from '../domain/scan-service.js';

/** orchestrator.delete: one scan of the caller's workspace, with its search entries and unreferenced artifacts. */
export function serveDelete(bus: Bus, scans: ScanService, logger: Logger) {
  return serveRpc<OrchestratorDeleteRequest>(bus, {
    subject: Subjects.orchestratorDelete,
    queue: QueueGroups.orchestrator,
    requestSchema: Schemas.orchestratorDelete,
    logger,
    handler: async (request) => {
      await scans.delete(request);
      return { deleted: true as const };
    },
  });
}
