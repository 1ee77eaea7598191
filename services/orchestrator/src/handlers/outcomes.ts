import { runConsumer, type Bus } from '@lookout/bus';
import { DurableConsumers } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { ScanService } from '../domain/scan-service.js';

/** Worker reports on SCAN_OUTCOMES: started → running; finished → terminal, once. */
export function consumeOutcomes(bus: Bus, scans: ScanService, logger: Logger, concurrency: number) {
  return runConsumer(bus, DurableConsumers.orchestratorOutcomes, {
    concurrency,
    logger,
    handler: async (message) => {
      if (message.type === 'scan.started') await scans.applyStarted(message);
      else await scans.applyOutcome(message);
    },
  });
}
