import assert from 'node:assert/strict';
import { connectBus, ensureStreams, publish, type Bus } from '@lookout/bus';
import { Operations, Streams, newId, type ScanJobMessage } from '@lookout/contracts';
import { createLogger } from '@lookout/telemetry';
import { startNats, type NatsHandle } from '@lookout/testing';
import { consumeScanJobs } from '../src/handlers/scan-jobs.js';

interface Report {
  type: string;
  jobId: string;
  startedAt: string;
}

/**
 * The worker's reports on SCAN_OUTCOMES (real NATS): a scan announces its start only once it has run
 * for WORKER_STARTED_NOTICE_MS, so a quick scan reports its outcome alone; the outcome carries the
 * same startedAt either way.
 */
describe('scanner-worker: started notice, after the scan has run for a while (real NATS)', function () {
  this.timeout(30_000);
  let nats: NatsHandle;
  let bus: Bus;

  before(async () => {
    nats = await startNats();
    bus = await connectBus({ url: nats.url, name: 'scan-jobs-test', logger: createLogger('test', 'silent') });
    await ensureStreams(bus.jsm, [Streams.scanJobs, Streams.scanOutcomes, Streams.deadLetters]);
  });

  after(async () => {
    await bus?.drain().catch(() => undefined);
    await nats?.stop();
  });

  /** Every report on SCAN_OUTCOMES for the job, in stream order. */
  async function reportsOf(jobId: string): Promise<Report[]> {
    const { state } = await bus.jsm.streams.info(Streams.scanOutcomes);
    const reports: Report[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      const report = (await bus.jsm.streams.getMessage(Streams.scanOutcomes, { seq })).json<Report>();
      if (report.jobId === jobId) reports.push(report);
    }
    return reports;
  }

  /** Runs one job through a worker whose scan takes `scanMs`; resolves with its reports once the outcome is in. */
  async function scanOnce(startedNoticeMs: number, scanMs: number, onScan: (jobId: string) => Promise<void> = async () => undefined): Promise<Report[]> {
    const worker = await consumeScanJobs(bus, {
      concurrency: 1,
      workerName: 'test-worker',
      startedNoticeMs,
      logger: createLogger('test', 'silent'),
      scan: async (job) => {
        await onScan(job.jobId);
        await new Promise((resolve) => setTimeout(resolve, scanMs));
        return { scanState: 'failed', reason: { code: 'timeout', message: 'stand-in' }, unreachable: true };
      },
    });
    try {
      const now = new Date();
      const job: ScanJobMessage = {
        type: 'scan.job', version: 1, jobId: newId('job'), url: 'https://example.com/', normalizedUrl: 'https://example.com/',
        submittedAt: now.toISOString(), deadlineAt: new Date(now.getTime() + 60_000).toISOString(), options: { engine: 'http' },
      };
      await publish(bus, Operations.scanJob, job);
      for (let i = 0; i < 200; i++) {
        const reports = await reportsOf(job.jobId);
        if (reports.some((report) => report.type === 'scan.outcome')) return reports;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no outcome');
    } finally {
      await worker.stop(1_000);
    }
  }

  it('reports a scan shorter than the notice delay with its outcome alone', async () => {
    const reports = await scanOnce(1_000, 20);
    assert.deepEqual(reports.map((report) => report.type), ['scan.outcome']);
  });

  it('announces a longer scan once the delay has passed, before its outcome, with the same startedAt', async () => {
    const reports = await scanOnce(200, 800);
    assert.deepEqual(reports.map((report) => report.type), ['scan.started', 'scan.outcome']);
    assert.equal(reports[0]!.startedAt, reports[1]!.startedAt);
  });

  it('with a delay of 0 announces the start before fetching', async () => {
    let seenAtScan: string[] = [];
    const reports = await scanOnce(0, 20, async (jobId) => {
      seenAtScan = (await reportsOf(jobId)).map((report) => report.type);
    });
    assert.deepEqual(seenAtScan, ['scan.started']);
    assert.deepEqual(reports.map((report) => report.type), ['scan.started', 'scan.outcome']);
  });
});
