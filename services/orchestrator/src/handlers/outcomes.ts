import { runConsumer, type Bus } from '@lookout/bus';
import { DurableConsumers } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { JobOutcomes } from '../domain/job-outcomes.js';

/** Worker reports on SCAN_OUTCOMES: started → running; finished → terminal, once. */
export function consumeOutcomes(bus: Bus, jobs: JobOutcomes, logger: Logger, concurrency: number) {
  return runConsumer(bus, DurableConsumers.orchestratorOutcomes, {
    concurrency,
    logger,
    handler: async (message) => {
      if (message.type === 'scan.started') await jobs.applyStarted(message);
      else await jobs.applyOutcome(message);
    },
  });
}
