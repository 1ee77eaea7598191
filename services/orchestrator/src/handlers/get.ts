import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { ScanService } from '../domain/scan-service.js';

/** orchestrator.get: one scan as the caller may see it, optionally long-polled. */
export function serveGet(bus: Bus, scans: ScanService, logger: Logger) {
  return serveRpc(bus, Operations.orchestratorGet, {
    logger,
    handler: async (request) => ({ scan: await scans.get(request) }),
  });
}
