import { serveRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { SubmissionAdmission } from '../domain/admission.js';
import type { ScanService } from '../domain/scan-service.js';

/** orchestrator.submit: cache hit, coalesced, or a new job — each in its turn (admission control, outcomes first). */
export function serveSubmit(bus: Bus, scans: ScanService, admission: SubmissionAdmission, logger: Logger) {
  return serveRpc(bus, Operations.orchestratorSubmit, {
    logger,
    handler: (request) => admission.run(() => scans.submit(request)),
  });
}
