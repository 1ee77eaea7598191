import { runConsumer, type Bus } from '@lookout/bus';
import { DurableConsumers } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { DeliveryStore } from '../domain/deliveries.js';

/**
 * The dispatcher's durable consumer on SCAN_EVENTS. Each scan.completed event becomes one delivery
 * row per subscribed endpoint of its workspace, written before the event is acked: once acked, the
 * deliveries survive any crash. A redelivered event writes nothing twice (unique event × endpoint).
 * A database failure naks the event, which comes back with backoff.
 */
export function consumeScanEvents(bus: Bus, store: DeliveryStore, logger: Logger, onQueued: () => void) {
  return runConsumer(bus, DurableConsumers.webhookDispatcher, {
    concurrency: 4,
    // A fan-out is one statement at most (none for a workspace without webhooks): messages pulled a
    // few at a time, ahead of the handlers, cost the bus less than one pull each.
    prefetch: 12,
    logger,
    handler: async (event) => {
      const queued = await store.fanOut(event);
      if (queued > 0) {
        logger.debug({ eventId: event.id, scanId: event.subject, deliveries: queued }, 'scan.completed queued for webhooks');
        onQueued();
      }
    },
  });
}
