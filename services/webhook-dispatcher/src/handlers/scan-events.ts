import { CONSUMER_CONFIGS, runConsumer, type Bus } from '@lookout/bus';
import { Consumers, Schemas, Streams, type ScanCompletedEvent } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';

/**
 * The dispatcher's durable consumer on SCAN_EVENTS. Foundation version: validates and records each
 * scan.completed event; fan-out to registered endpoints arrives with the webhook issue.
 */
export function consumeScanEvents(bus: Bus, logger: Logger, onEvent: (event: ScanCompletedEvent) => Promise<void>) {
  return runConsumer<ScanCompletedEvent>(bus, {
    stream: Streams.scanEvents,
    consumer: Consumers.webhookDispatcher,
    schema: Schemas.scanCompleted,
    concurrency: 4,
    maxDeliver: CONSUMER_CONFIGS.webhookDispatcher.config.max_deliver,
    ackWaitMs: 30_000,
    logger,
    handler: onEvent,
  });
}
