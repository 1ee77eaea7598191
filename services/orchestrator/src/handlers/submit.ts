import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { ScanService } from '../domain/scan-service.js';

/** orchestrator.submit: cache hit, coalesced, or a new job. */
export function serveSubmit(bus: Bus, scans: ScanService, logger: Logger) {
  return serveRpc(bus, Operations.orchestratorSubmit, {
    logger,
    handler: (request) => scans.submit(request),
  });
}
