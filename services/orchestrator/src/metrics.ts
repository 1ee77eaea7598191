import type { Bus } from '@lookout/bus';
import { DurableConsumers } from '@lookout/contracts';
import { lazyInstrument, meter } from '@lookout/telemetry';

export const submittedScans = lazyInstrument(
  (m) => m.createCounter('lookout.scans.submitted', { description: 'Scan submissions by outcome: created (new job), coalesced (attached to a job in flight), cached' }),
  'orchestrator',
);

export const finishedScans = lazyInstrument(
  (m) => m.createCounter('lookout.scans.finished', { description: 'Scans reaching a terminal state, by state, reason code and whether served from the cache' }),
  'orchestrator',
);

/** Jobs waiting for or held by scanner workers: the number to scale workers on. */
export function observeJobsPending(bus: Bus): void {
  const { stream, durable } = DurableConsumers.scannerWorkers;
  meter('orchestrator')
    .createObservableGauge('lookout.jobs.pending', { description: 'Scan jobs not yet acknowledged by a scanner worker (pending + in progress)' })
    .addCallback(async (result) => {
      try {
        const info = await bus.jsm.consumers.info(stream, durable);
        result.observe(info.num_pending, { phase: 'waiting' });
        result.observe(info.num_ack_pending, { phase: 'in_progress' });
      } catch {
        // No consumer yet (no worker has started): nothing to report.
      }
    });
}
