import type { Bus } from '@lookout/bus';
import { DurableConsumers } from '@lookout/contracts';

/**
 * How many worker reports wait on SCAN_OUTCOMES for this service's consumer (not yet delivered to any
 * instance), read from JetStream every `intervalMs`: the backlog admission control looks at. A failed
 * read keeps the last figure.
 */
export function watchOutcomeBacklog(bus: Bus, intervalMs: number): { readonly waiting: number; stop(): void } {
  const { stream, durable } = DurableConsumers.orchestratorOutcomes;
  let waiting = 0;
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    bus.jsm.consumers
      .info(stream, durable)
      .then((info) => {
        waiting = info.num_pending;
      })
      .catch(() => undefined)
      .finally(() => {
        reading = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    get waiting() {
      return waiting;
    },
    stop: () => clearInterval(timer),
  };
}
