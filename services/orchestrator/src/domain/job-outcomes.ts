import type { ReasonCode, ScanOutcomeMessage, ScanResultBody, ScanStartedMessage } from '@lookout/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { HotStore } from './hot-store.js';
import type { ResultCache } from './result-cache.js';
import { toScanResource } from './scan-resource.js';
import type { ScanWrites } from './scan-writes.js';
import { searchTermsOf } from './search-terms.js';
import type { TerminalEffects } from './terminal-effects.js';

export interface TerminalOutcome {
  scanState: 'completed' | 'failed';
  startedAt: Date | null;
  completedAt: Date;
  result?: ScanResultBody;
  reason?: { code: ReasonCode; message: string };
  unreachable?: boolean;
}

export interface JobOutcomesOptions {
  deadlineSeconds: number;
}

/**
 * The other half of a scan's life: what workers report (started, outcome), jobs the bus gave up on and
 * jobs past their deadline. Each moves a job and every scan attached to it, exactly once.
 */
export class JobOutcomes {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly hot: HotStore,
    private readonly results: ResultCache,
    private readonly terminal: TerminalEffects,
    private readonly options: JobOutcomesOptions,
    private readonly writes: ScanWrites,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A worker took the job: its queued scans become running. Redelivery changes nothing twice. */
  async applyStarted(message: ScanStartedMessage): Promise<void> {
    const rows = await this.writes.markStarted(message.jobId, new Date(message.startedAt));
    await this.hot.putScans(rows.map((row) => ({ workspaceId: row.workspaceId, scan: toScanResource(row) })));
  }

  async applyOutcome(message: ScanOutcomeMessage): Promise<string[]> {
    return this.finishJob(message.jobId, {
      scanState: message.scanState,
      startedAt: new Date(message.startedAt),
      completedAt: new Date(message.completedAt),
      ...(message.result ? { result: message.result } : {}),
      ...(message.reason ? { reason: message.reason } : {}),
      ...(message.unreachable !== undefined ? { unreachable: message.unreachable } : {}),
    });
  }

  /**
   * Moves a job and every scan attached to it to a terminal state, with one outbox event per scan,
   * in one transaction. A job already terminal is left alone: outcomes are applied exactly once.
   * Returns the ids of the scans that were finished.
   */
  async finishJob(jobId: string, outcome: TerminalOutcome): Promise<string[]> {
    const finished = await this.writes.finishJob(
      jobId,
      {
        scanState: outcome.scanState,
        startedAt: outcome.startedAt,
        completedAt: outcome.completedAt,
        reasonCode: outcome.reason?.code ?? null,
        reasonMessage: outcome.reason?.message ?? null,
        unreachable: outcome.unreachable ?? null,
        result: outcome.result ?? null,
      },
      // The job's URL is the one its scans share, so the result's terms are the same for each of them.
      (normalizedUrl) => (outcome.result ? searchTermsOf({ normalizedUrl, tags: [], result: outcome.result }) : null),
    );
    if (!finished) return [];
    await this.terminal.apply(finished.rows);
    if (outcome.scanState === 'completed' && outcome.result) {
      await this.results.remember(finished.rows, finished.cacheKey, outcome.completedAt, outcome.result);
    }
    return finished.rows.map((row) => row.id);
  }

  /** Fails every job past its deadline with `timeout`. Safe to run from every instance. */
  async failOverdueJobs(limit = 100): Promise<number> {
    const overdue = await this.prisma.scanJob.findMany({
      where: { state: { in: ['queued', 'running'] }, deadlineAt: { lt: this.now() } },
      select: { id: true, startedAt: true },
      take: limit,
    });
    let failed = 0;
    for (const job of overdue) {
      const scans = await this.finishJob(job.id, {
        scanState: 'failed',
        startedAt: job.startedAt,
        completedAt: this.now(),
        reason: { code: 'timeout', message: `The scan did not finish within ${this.options.deadlineSeconds} seconds` },
        unreachable: true,
      });
      if (scans.length > 0) failed++;
    }
    return failed;
  }
}
