import { CONSUMER_CONFIGS, runConsumer, type Bus } from '@lookout/bus';
import { Consumers, Schemas, Streams, Subjects, type ScanOutcomeMessage, type ScanStartedMessage } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { ScanService } from '../domain/scan-service.js';

type WorkerMessage = ScanStartedMessage | ScanOutcomeMessage;

/** Worker reports on SCAN_OUTCOMES: started → running; finished → terminal, once. */
export function consumeOutcomes(bus: Bus, scans: ScanService, logger: Logger, concurrency: number) {
  return runConsumer<WorkerMessage>(bus, {
    stream: Streams.scanOutcomes,
    consumer: Consumers.orchestratorOutcomes,
    schema: (subject) => (subject === Subjects.scanStarted ? Schemas.scanStarted : Schemas.scanOutcome),
    concurrency,
    maxDeliver: CONSUMER_CONFIGS.orchestratorOutcomes.config.max_deliver,
    ackWaitMs: 30_000,
    logger,
    handler: async (message) => {
      if (message.type === 'scan.started') await scans.applyStarted(message);
      else await scans.applyOutcome(message);
    },
  });
}
