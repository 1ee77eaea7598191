import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { ScanService } from '../domain/scan-service.js';

/** orchestrator.delete: one scan of the caller's workspace, with its search entries and unreferenced artifacts. */
export function serveDelete(bus: Bus, scans: ScanService, logger: Logger) {
  return serveRpc(bus, Operations.orchestratorDelete, {
    logger,
    handler: async (request) => {
      await scans.delete(request);
      return { deleted: true as const };
    },
  });
}
