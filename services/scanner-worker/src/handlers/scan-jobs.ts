import { publish, runConsumer, type Bus } from '@lookout/bus';
import { DurableConsumers, Operations, type ScanJobMessage, type ScanOutcomeMessage, type ScanStartedMessage } from '@lookout/contracts';
import { lazyInstrument, type Logger } from '@lookout/telemetry';

const scanDuration = lazyInstrument(
  (meter) =>
    meter.createHistogram('lookout.scan.duration', {
      description: 'Time to fetch and analyse one target, by outcome and reason',
      unit: 's',
      advice: { explicitBucketBoundaries: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120] },
    }),
  'scanner-worker',
);
import type { ScanVerdict } from '../scan-job.js';

export interface ScanJobsOptions {
  concurrency: number;
  /** JOB_ACK_WAIT_MS: this deployment's ack wait for the scanner-workers consumer (the table's default otherwise). */
  ackWaitMs?: number;
  workerName: string;
  /**
   * WORKER_STARTED_NOTICE_MS: how long a scan runs before the worker announces its start (the scans
   * become `running`); 0 announces it before fetching. A scan done sooner reports only its outcome,
   * which carries startedAt, and spares the bus a message and the orchestrator a state change.
   */
  startedNoticeMs: number;
  logger: Logger;
  scan: (job: ScanJobMessage, signal: AbortSignal) => Promise<ScanVerdict>;
  now?: () => Date;
}

/**
 * Pulls jobs from SCAN_JOBS. Scans, announcing the start once the scan has run for startedNoticeMs,
 * publishes the outcome (Nats-Msg-Id = job id, so a job redelivered after its outcome was published is
 * stored once), then acks. A job that exhausts its deliveries is reported failed with internal_error,
 * so no scan waits for its deadline.
 */
export function consumeScanJobs(bus: Bus, options: ScanJobsOptions) {
  const now = options.now ?? (() => new Date());
  const publishOutcome = (outcome: ScanOutcomeMessage) => publish(bus, Operations.scanOutcome, outcome);

  return runConsumer(bus, DurableConsumers.scannerWorkers, {
    concurrency: options.concurrency,
    ...(options.ackWaitMs !== undefined ? { ackWaitMs: options.ackWaitMs } : {}),
    logger: options.logger,
    handler: async (job, meta) => {
      const startedAt = now();
      if (new Date(job.deadlineAt) <= startedAt) {
        // The orchestrator has failed (or is about to fail) this scan with timeout: fetching it now is wasted egress.
        options.logger.info({ jobId: job.jobId }, 'job past its deadline; skipped');
        return;
      }
      const started: ScanStartedMessage = { type: 'scan.started', version: 1, jobId: job.jobId, attempt: meta.deliveryCount, startedAt: startedAt.toISOString(), worker: options.workerName };
      let announced: Promise<unknown> | undefined;
      const announce = () => {
        announced = publish(bus, Operations.scanStarted, started);
        // Awaited before the outcome is published; a failure then fails the job as it always did.
        announced.catch(() => undefined);
      };
      // Polling clients are told to come back in 3 s (Retry-After): a scan shorter than the notice delay is
      // never seen `running` by them anyway. The orchestrator applies started and outcome in either order.
      const notice = options.startedNoticeMs > 0 ? setTimeout(announce, options.startedNoticeMs) : (announce(), undefined);
      const abort = new AbortController();
      const deadline = setTimeout(() => abort.abort(new Error('scan deadline reached')), new Date(job.deadlineAt).getTime() - startedAt.getTime());
      let verdict: ScanVerdict;
      try {
        verdict = await options.scan(job, abort.signal);
      } finally {
        clearTimeout(deadline);
        clearTimeout(notice);
      }
      await announced;
      const completedAt = now();
      scanDuration().record((completedAt.getTime() - startedAt.getTime()) / 1000, { state: verdict.scanState, reason: verdict.reason?.code ?? 'none' });
      await publishOutcome({
        type: 'scan.outcome',
        version: 1,
        jobId: job.jobId,
        attempt: meta.deliveryCount,
        startedAt: startedAt.toISOString(),
        completedAt: completedAt.toISOString(),
        ...verdict,
      });
    },
    onGiveUp: async (job, meta, error) => {
      if (!job) return;
      const at = now().toISOString();
      await publishOutcome({
        type: 'scan.outcome',
        version: 1,
        jobId: job.jobId,
        attempt: meta.deliveryCount,
        startedAt: at,
        completedAt: at,
        scanState: 'failed',
        reason: { code: 'internal_error', message: `The scan failed after ${meta.deliveryCount} attempts: ${error instanceof Error ? error.message : String(error)}` },
      });
    },
  });
}
