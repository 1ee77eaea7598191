import { listen, type Bus } from '@lookout/bus';
import { Operations, parseWith, Streams, type ScanJobMessage } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { JobOutcomes } from '../domain/job-outcomes.js';

/**
 * A job whose worker crashed on every delivery never reaches the worker's own give-up path, so the
 * server's max-deliveries advisory is the signal: the job's scans fail with internal_error at once
 * instead of waiting for their deadline, and the spent message is removed from the work queue.
 */
export function watchExhaustedJobs(bus: Bus, jobs: JobOutcomes, logger: Logger) {
  const handle = async (advisory: { stream_seq?: number; deliveries?: number }) => {
    if (!advisory.stream_seq) return;
    const stored = await bus.jsm.streams.getMessage(Streams.scanJobs, { seq: advisory.stream_seq });
    const job = parseWith<ScanJobMessage>(Operations.scanJob.schema, stored.json());
    const failed = await jobs.finishJob(job.jobId, {
      scanState: 'failed',
      startedAt: null,
      completedAt: new Date(),
      reason: { code: 'internal_error', message: `The scan was attempted ${advisory.deliveries ?? 'several'} times and never finished` },
    });
    await bus.jsm.streams.deleteMessage(Streams.scanJobs, advisory.stream_seq).catch(() => undefined);
    logger.warn({ jobId: job.jobId, scans: failed.length, deliveries: advisory.deliveries }, 'job exhausted its deliveries; its scans failed');
  };
  return listen(bus, Operations.scanJobExhausted, {
    logger,
    handler: (advisory) => handle(advisory).catch((failure: unknown) => logger.error({ err: failure }, 'could not settle an exhausted job; its deadline will')),
  });
}
