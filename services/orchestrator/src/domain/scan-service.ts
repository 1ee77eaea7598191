import {
  SCAN_NOT_FOUND_DETAIL,
  AppError,
  InvalidScanUrl,
  isId,
  newId,
  parseSubmittedUrl,
  type Caller,
  type OrchestratorDeleteRequest,
  type OrchestratorGetRequest,
  type OrchestratorSubmitRequest,
  type ScanEngine,
  type ScanVisibility,
  type CaptureOptions,
  type ScanResource,
  type ScanResultBody,
  type SubmitOutcome,
} from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { PrismaClient } from '../generated/prisma/client.js';
import { searchTermsOf } from './search-terms.js';
import { captureFingerprint, resolveCaptureOptions } from './capture-options.js';
import type { CacheKey, HotStore } from './hot-store.js';
import type { ArtifactsPort, DispatchPort, QuotaPort } from './ports.js';
import type { ResultCache } from './result-cache.js';
import type { ScanWrites } from './scan-writes.js';
import { isTerminal, toScanResource, type ScanRow } from './scan-resource.js';
import type { TerminalEffects } from './terminal-effects.js';
import type { TerminalWaiters } from './waiters.js';
import { cacheScopeOf, mayRead, visibilityFor } from './visibility.js';
import { submittedScans } from '../metrics.js';

export interface ScanServiceOptions {
  /** The engine of submissions that name none (SCAN_ENGINE). */
  defaultEngine: ScanEngine;
  deadlineSeconds: number;
}

/** One submission, resolved: who, what, how it is fetched and who may see it. */
interface NewScan extends CacheKey {
  caller: Caller;
  url: string;
  fetchUrl: string;
  visibility: ScanVisibility;
  tags: string[];
  captureOptions: CaptureOptions;
  /** The submitted URL's user name (see parseSubmittedUrl): only the job carries it, to the analysis. */
  userinfo?: string;
}

const NOT_FOUND_DETAIL = SCAN_NOT_FOUND_DETAIL;

/**
 * What callers do with scans: submit (served from the cache, attached to a job in flight, or a new
 * job), read (with long-poll) and delete. What workers report is domain/job-outcomes.ts.
 */
export class ScanService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly hot: HotStore,
    private readonly results: ResultCache,
    private readonly terminal: TerminalEffects,
    private readonly quota: QuotaPort,
    private readonly dispatch: DispatchPort,
    private readonly waiters: TerminalWaiters,
    private readonly logger: Logger,
    private readonly options: ScanServiceOptions,
    private readonly artifacts: ArtifactsPort,
    private readonly writes: ScanWrites,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submit(request: OrchestratorSubmitRequest): Promise<{ outcome: SubmitOutcome; scan: ScanResource }> {
    let submitted;
    try {
      submitted = parseSubmittedUrl(request.url);
    } catch (error) {
      if (error instanceof InvalidScanUrl) throw new AppError('bad_request', `url ${error.message}`, { errors: { url: [error.message] } });
      throw error;
    }
    const { caller } = request;
    const visibility = visibilityFor(caller, request.options);
    const captureOptions = resolveCaptureOptions(request.options, this.options.defaultEngine);
    const spec: NewScan = {
      caller,
      url: submitted.url,
      normalizedUrl: submitted.normalizedUrl,
      fetchUrl: submitted.fetchUrl,
      visibility,
      tags: request.options?.tags ?? [],
      captureOptions,
      optionsFingerprint: captureFingerprint(captureOptions, submitted.userinfo),
      ...(submitted.userinfo !== undefined ? { userinfo: submitted.userinfo } : {}),
    };
    if (!request.bReAnalyze) {
      const cached = await this.results.find(caller, spec);
      if (cached) {
        submittedScans().add(1, { outcome: 'cached' });
        return { outcome: 'cached', scan: await this.createCachedScan(spec, cached.result) };
      }
    }
    // Not served from the cache: this submission costs one scan of quota, refunded if it cannot be queued.
    await this.quota.consume(caller);
    try {
      const created = await this.createOrAttach(spec, request.bReAnalyze);
      submittedScans().add(1, { outcome: created.outcome });
      return created;
    } catch (error) {
      await this.quota.refund(caller).catch((refundError: unknown) => this.logger.error({ err: refundError }, 'quota refund failed'));
      throw error;
    }
  }

  async get(request: OrchestratorGetRequest): Promise<ScanResource> {
    const waiter = request.waitSeconds > 0 ? this.waiters.register(request.scanId) : undefined;
    try {
      let entry = await this.readScan(request.scanId);
      if (!entry || !mayRead(request.caller, { workspaceId: entry.workspaceId, visibility: entry.scan.visibility })) {
        throw new AppError('not_found', NOT_FOUND_DETAIL);
      }
      if (waiter && !isTerminal(entry.scan.scanState)) {
        // Woken by this instance's own outcome: the terminal scan comes with the wake-up.
        const handed = await waiter.promise(request.waitSeconds * 1000);
        // TerminalEffects writes the hot copy before it announces the scan terminal, so after a wake-up
        // the hot copy is normally terminal already; Postgres answers when it is not (a timeout, Redis trouble).
        const hot = handed ?? (await this.hot.getScan(request.scanId));
        entry = hot && isTerminal(hot.scan.scanState) ? hot : ((await this.readScan(request.scanId, { skipHot: true })) ?? entry);
      }
      return entry.scan;
    } finally {
      waiter?.cancel();
    }
  }

  /**
   * DELETE /UrlCheck/{scanId}: the scan, its search entries (cascade), its Redis copies and the artifacts
   * no remaining scan references. Only the owning workspace deletes: a scan the caller cannot read is
   * not_found (as on GET); one it can read but does not own (another workspace's public scan, an
   * anonymous scan) is forbidden.
   */
  async delete(request: OrchestratorDeleteRequest): Promise<void> {
    const { caller, scanId } = request;
    const row = isId('scan', scanId)
      ? await this.prisma.scan.findUnique({
          where: { id: scanId },
          select: { id: true, workspaceId: true, visibility: true, normalizedUrl: true, optionsFingerprint: true, result: true },
        })
      : null;
    if (!row || !mayRead(caller, row)) throw new AppError('not_found', NOT_FOUND_DETAIL);
    if (row.workspaceId === null || row.workspaceId !== caller.workspaceId) throw new AppError('forbidden', "Only the scan's own workspace may delete it");
    // Row first, then copies and objects: a crash in between leaves stale bytes, never a scan whose artifacts are gone.
    await this.prisma.scan.deleteMany({ where: { id: scanId } });
    await this.hot.forget(scanId, cacheScopeOf(row), { normalizedUrl: row.normalizedUrl, optionsFingerprint: row.optionsFingerprint });
    await this.artifacts.release(row.result).catch((error: unknown) => this.logger.warn({ err: error, scanId }, 'artifact release failed; retention will not retry it'));
  }

  private async createCachedScan(spec: NewScan, result: ScanResultBody): Promise<ScanResource> {
    const now = this.now();
    const row: ScanRow = {
      id: newId('scan', now.getTime()),
      workspaceId: spec.caller.workspaceId,
      url: spec.url,
      normalizedUrl: spec.normalizedUrl,
      visibility: spec.visibility,
      tags: spec.tags,
      captureOptions: spec.captureOptions,
      optionsFingerprint: spec.optionsFingerprint,
      state: 'completed',
      cached: true,
      submittedAt: now,
      startedAt: now,
      completedAt: now,
      reasonCode: null,
      reasonMessage: null,
      unreachable: null,
      result,
    };
    const indexed = searchTermsOf({ normalizedUrl: spec.normalizedUrl, tags: spec.tags, result });
    // The hot path of a cache hit: the scan, its terms and its outbox row in one statement.
    await this.writes.insertCachedScan(row, indexed);
    await this.terminal.apply([row], { announce: false });
    return toScanResource(row);
  }

  private async createOrAttach(spec: NewScan, forceNewJob: boolean): Promise<{ outcome: SubmitOutcome; scan: ScanResource }> {
    const { caller, url, normalizedUrl, fetchUrl, optionsFingerprint } = spec;
    const now = this.now();
    const scanId = newId('scan', now.getTime());
    // Findable by URL and tags from the start; the result's terms join at completion.
    const terms = searchTermsOf({ normalizedUrl, tags: spec.tags, result: null }).terms;
    const created = await this.writes.createOrAttach(
      { id: scanId, workspaceId: caller.workspaceId, url, normalizedUrl, submittedAt: now, visibility: spec.visibility, tags: spec.tags, captureOptions: spec.captureOptions, optionsFingerprint },
      { id: newId('job', now.getTime()), url: fetchUrl, createdAt: now, deadlineAt: new Date(now.getTime() + this.options.deadlineSeconds * 1000) },
      { forceNewJob, terms },
    );
    if (created.job) {
      const job = created.job;
      try {
        await this.dispatch.publishJob({
          type: 'scan.job',
          version: 1,
          jobId: job.id,
          url: job.url,
          normalizedUrl: job.normalizedUrl,
          submittedAt: job.createdAt.toISOString(),
          deadlineAt: job.deadlineAt.toISOString(),
          ...(spec.userinfo !== undefined ? { userinfo: spec.userinfo } : {}),
          options: spec.captureOptions,
        });
      } catch (error) {
        this.logger.error({ err: error, jobId: job.id }, 'could not queue scan job');
        await this.prisma.$transaction(async (tx) => {
          await tx.scan.delete({ where: { id: created.row.id } });
          // A caller that coalesced onto this job meanwhile keeps it; the deadline sweep fails it.
          const others = await tx.scan.count({ where: { jobId: job.id } });
          if (others === 0) await tx.scanJob.delete({ where: { id: job.id } });
        });
        throw new AppError('unavailable', 'The scan could not be queued; try again shortly', { retryAfterSeconds: 2, cause: error });
      }
    }
    const scan = toScanResource(created.row);
    await this.hot.putScans([{ workspaceId: created.row.workspaceId, scan }]);
    return { outcome: created.job ? 'created' : 'coalesced', scan };
  }

  private async readScan(scanId: string, options: { skipHot?: boolean } = {}): Promise<{ workspaceId: string | null; scan: ScanResource } | null> {
    if (!isId('scan', scanId)) return null;
    if (!options.skipHot) {
      const hot = await this.hot.getScan(scanId);
      if (hot) return hot;
    }
    const row = await this.prisma.scan.findUnique({ where: { id: scanId } });
    if (!row) return null;
    const entry = { workspaceId: row.workspaceId, scan: toScanResource(row) };
    await this.hot.putScans([entry]);
    return entry;
  }
}
