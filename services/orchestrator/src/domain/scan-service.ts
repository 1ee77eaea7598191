import {
  Operations,
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
  type ReasonCode,
  type ScanCompletedEvent,
  type ScanEngine,
  type ScanVisibility,
  type CaptureOptions,
  type ScanJobMessage,
  type ScanOutcomeMessage,
  type ScanResource,
  type ScanResultBody,
  type ScanStartedMessage,
  type SubmitOutcome,
} from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { searchTermsOf } from './search-terms.js';
import { captureFingerprint, resolveCaptureOptions } from './capture-options.js';
import type { CacheKey, CacheScope, HotStore } from './hot-store.js';
import { isTerminal, toScanResource, type ScanRow } from './scan-resource.js';
import type { TerminalWaiters } from './waiters.js';
import { cacheScopeOf, mayRead, readableCacheScopes, scopeFilter, visibilityFor } from './visibility.js';
import { finishedScans, submittedScans } from '../metrics.js';

type Tx = Prisma.TransactionClient;

export interface QuotaPort {
  /** Consumes one scan of the caller's monthly quota, or throws AppError quota_exceeded. */
  consume(caller: Caller): Promise<void>;
  refund(caller: Caller): Promise<void>;
}

export interface DispatchPort {
  publishJob(job: ScanJobMessage): Promise<void>;
  /** Publishes the given outbox events now (the sweeper retries any that fail). */
  /** Publishes outbox events just written (the sweeper retries any that fail). */
  publishEvents(events: readonly OutboxEntry[]): Promise<void>;
  /** Tells every orchestrator instance these scans are terminal (wakes long-polls). */
  announceTerminal(scanIds: readonly string[]): void;
}

/** Deletes the artifacts of deleted scans that no remaining scan references (domain/artifacts.ts). */
export interface ArtifactsPort {
  release(result: unknown): Promise<void>;
}

export interface OutboxEntry {
  id: string;
  subject: string;
  payload: ScanCompletedEvent;
}

export interface ScanServiceOptions {
  cacheTtlSeconds: number;
  /** The engine of submissions that name none (SCAN_ENGINE). */
  defaultEngine: ScanEngine;
  deadlineSeconds: number;
  eventSource: string;
}

export interface TerminalOutcome {
  scanState: 'completed' | 'failed';
  startedAt: Date | null;
  completedAt: Date;
  result?: ScanResultBody;
  reason?: { code: ReasonCode; message: string };
  unreachable?: boolean;
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

export class ScanService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly hot: HotStore,
    private readonly quota: QuotaPort,
    private readonly dispatch: DispatchPort,
    private readonly waiters: TerminalWaiters,
    private readonly logger: Logger,
    private readonly options: ScanServiceOptions,
    private readonly artifacts: ArtifactsPort,
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
      const cached = await this.findRecentResult(caller, spec);
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
        await waiter.promise(request.waitSeconds * 1000);
        entry = (await this.readScan(request.scanId, { skipHot: true })) ?? entry;
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

  /** A worker took the job: its queued scans become running. Redelivery changes nothing twice. */
  async applyStarted(message: ScanStartedMessage): Promise<void> {
    const startedAt = new Date(message.startedAt);
    const rows = await this.prisma.$transaction(async (tx) => {
      const moved = await tx.scanJob.updateMany({ where: { id: message.jobId, state: 'queued' }, data: { state: 'running', startedAt } });
      if (moved.count === 0) return [];
      return tx.scan.updateManyAndReturn({ where: { jobId: message.jobId, state: 'queued' }, data: { state: 'running', startedAt } });
    });
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
    const finished = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ state: string; normalized_url: string; options_fingerprint: string }[]>`
        SELECT state::text AS state, normalized_url, options_fingerprint FROM scan_jobs WHERE id = ${jobId} FOR UPDATE`;
      const job = locked[0];
      if (!job || job.state === 'completed' || job.state === 'failed') return null;
      await tx.scanJob.update({
        where: { id: jobId },
        data: { state: outcome.scanState, completedAt: outcome.completedAt, ...(outcome.startedAt ? { startedAt: outcome.startedAt } : {}) },
      });
      const pending = await tx.scan.findMany({ where: { jobId, state: { in: ['queued', 'running'] } } });
      const events: OutboxEntry[] = [];
      const rows: ScanRow[] = [];
      const indexed = outcome.result ? searchTermsOf({ normalizedUrl: job.normalized_url, tags: [], result: outcome.result }) : null;
      for (const scan of pending) {
        if (indexed) {
          await tx.scanTerm.createMany({ data: indexed.terms.map((term) => ({ scanId: scan.id, ...term })), skipDuplicates: true });
        }
        const row = await tx.scan.update({
          where: { id: scan.id },
          data: {
            state: outcome.scanState,
            startedAt: scan.startedAt ?? outcome.startedAt ?? outcome.completedAt,
            completedAt: outcome.completedAt,
            reasonCode: outcome.reason?.code ?? null,
            reasonMessage: outcome.reason?.message ?? null,
            unreachable: outcome.unreachable ?? null,
            ...(outcome.result ? { result: outcome.result as unknown as Prisma.InputJsonValue, finalUrl: indexed?.finalUrl ?? null, screenshotPhash: indexed?.screenshotPhash ?? null } : {}),
          },
        });
        rows.push(row);
        events.push(await this.addCompletedEvent(tx, row));
      }
      return { rows, events, cacheKey: { normalizedUrl: job.normalized_url, optionsFingerprint: job.options_fingerprint } };
    });
    if (!finished) return [];
    await this.afterTerminal(finished.rows, finished.events);
    if (outcome.scanState === 'completed' && outcome.result) {
      // Coalesced callers may come from several scopes: each scope gets the result under its own key,
      // never under another's.
      const sources = new Map<CacheScope, ScanRow>();
      for (const row of finished.rows) if (!sources.has(cacheScopeOf(row))) sources.set(cacheScopeOf(row), row);
      const ageSeconds = (this.now().getTime() - outcome.completedAt.getTime()) / 1000;
      for (const [scope, source] of sources) {
        await this.hot.putCachedResult(scope, finished.cacheKey, { sourceScanId: source.id, completedAt: outcome.completedAt.toISOString(), result: outcome.result }, ageSeconds);
      }
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

  /**
   * The freshest completed result of this URL the caller may see: its own workspace's first, then a
   * public one. Redis answers per scope; Postgres is asked, with the same scope filter, when it misses.
   */
  private async findRecentResult(caller: Caller, key: CacheKey): Promise<{ result: ScanResultBody } | null> {
    for (const scope of readableCacheScopes(caller)) {
      const found = await this.findRecentResultIn(scope, key);
      if (found) return found;
    }
    return null;
  }

  private async findRecentResultIn(scope: CacheScope, key: CacheKey): Promise<{ result: ScanResultBody } | null> {
    const { normalizedUrl, optionsFingerprint } = key;
    const hot = await this.hot.getCachedResult(scope, key);
    if (hot) return hot;
    const since = new Date(this.now().getTime() - this.options.cacheTtlSeconds * 1000);
    // Only original scans count: a cached copy must not extend the life of the result it copied.
    const row = await this.prisma.scan.findFirst({
      where: { normalizedUrl, optionsFingerprint, state: 'completed', cached: false, completedAt: { gte: since }, ...scopeFilter(scope) },
      orderBy: { completedAt: 'desc' },
      select: { id: true, completedAt: true, result: true },
    });
    if (!row?.result || !row.completedAt) return null;
    const result = row.result as unknown as ScanResultBody;
    await this.hot.putCachedResult(scope, key, { sourceScanId: row.id, completedAt: row.completedAt.toISOString(), result }, (this.now().getTime() - row.completedAt.getTime()) / 1000);
    return { result };
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
    const event = this.completedEvent(row);
    const indexed = searchTermsOf({ normalizedUrl: spec.normalizedUrl, tags: spec.tags, result });
    // Every value is known up front, so a batch transaction (one round trip, no interactive session)
    // writes the scan and its event together: the hot path of a cache hit.
    await this.prisma.$transaction([
      this.prisma.scan.create({ data: { ...row, captureOptions: spec.captureOptions as unknown as Prisma.InputJsonValue, result: result as unknown as Prisma.InputJsonValue, finalUrl: indexed.finalUrl, screenshotPhash: indexed.screenshotPhash } }),
      this.prisma.scanTerm.createMany({ data: indexed.terms.map((term) => ({ scanId: row.id, ...term })), skipDuplicates: true }),
      this.prisma.outboxEvent.create({ data: { id: event.id, subject: event.subject, payload: event.payload as unknown as Prisma.InputJsonValue } }),
    ]);
    await this.afterTerminal([row], [event]);
    return toScanResource(row);
  }

  private async createOrAttach(spec: NewScan, forceNewJob: boolean): Promise<{ outcome: SubmitOutcome; scan: ScanResource }> {
    const { caller, url, normalizedUrl, fetchUrl, optionsFingerprint } = spec;
    const now = this.now();
    const scanId = newId('scan', now.getTime());
    const options = spec.captureOptions as unknown as Prisma.InputJsonValue;
    const own = { id: scanId, workspaceId: caller.workspaceId, url, normalizedUrl, submittedAt: now, visibility: spec.visibility, tags: spec.tags, captureOptions: options, optionsFingerprint };
    // Findable by URL and tags from the start; the result's terms join at completion.
    const terms = searchTermsOf({ normalizedUrl, tags: spec.tags, result: null }).terms.map((term) => ({ scanId, ...term }));
    const created = await this.prisma.$transaction(async (tx) => {
      // Serialises submissions of one URL across instances, so concurrent callers share one job.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${normalizedUrl}, 0))`;
      const inflight = forceNewJob
        ? null
        : // Only a job fetching the same way is the same fetch: other options mean another job.
          await tx.scanJob.findFirst({ where: { normalizedUrl, optionsFingerprint, state: { in: ['queued', 'running'] } }, orderBy: { createdAt: 'desc' } });
      if (inflight) {
        const row = await tx.scan.create({ data: { ...own, jobId: inflight.id, state: inflight.state, startedAt: inflight.startedAt } });
        await tx.scanTerm.createMany({ data: terms, skipDuplicates: true });
        return { row, job: null };
      }
      const job = await tx.scanJob.create({
        data: {
          id: newId('job', now.getTime()),
          normalizedUrl,
          url: fetchUrl,
          createdAt: now,
          deadlineAt: new Date(now.getTime() + this.options.deadlineSeconds * 1000),
          options,
          optionsFingerprint,
        },
      });
      const row = await tx.scan.create({ data: { ...own, jobId: job.id } });
      await tx.scanTerm.createMany({ data: terms, skipDuplicates: true });
      return { row, job };
    });
    if (created.job) {
      const job = created.job;
      try {
        await this.dispatch.publishJob({
          type: 'scan.job',
          version: 1,
          jobId: job.id,
          url: job.url,
          normalizedUrl,
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

  private completedEvent(row: ScanRow): OutboxEntry {
    const id = newId('evt');
    const payload: ScanCompletedEvent = {
      specversion: '1.0',
      id,
      source: this.options.eventSource,
      type: 'scan.completed',
      time: (row.completedAt ?? this.now()).toISOString(),
      subject: row.id,
      datacontenttype: 'application/json',
      dataschema: 'https://lookout.dev/proto/bus/scan-completed.v1.schema.json',
      // Made for terminal rows only, as the event's schema requires.
      data: { ...toScanResource(row), workspaceId: row.workspaceId } as ScanCompletedEvent['data'],
    };
    return { id, subject: Operations.scanCompleted.subject, payload };
  }

  private async addCompletedEvent(tx: Tx, row: ScanRow): Promise<OutboxEntry> {
    const event = this.completedEvent(row);
    await tx.outboxEvent.create({ data: { id: event.id, subject: event.subject, payload: event.payload as unknown as Prisma.InputJsonValue } });
    return event;
  }

  private async afterTerminal(rows: ScanRow[], events: OutboxEntry[]): Promise<void> {
    for (const row of rows) finishedScans().add(1, { state: row.state, reason: row.reasonCode ?? 'none', cached: row.cached });
    await this.hot.putScans(rows.map((row) => ({ workspaceId: row.workspaceId, scan: toScanResource(row) })));
    this.dispatch.announceTerminal(rows.map((row) => row.id));
    await this.dispatch.publishEvents(events).catch((error: unknown) => this.logger.warn({ err: error }, 'event publish deferred to the outbox sweep'));
  }

  private async readScan(scanId: string, options: { skipHot?: boolean } = {}): Promise<{ workspaceId: string | null; scan: ScanResource } | null> {
    if (!/^scan_[A-Za-z0-9_-]{20,100}$/.test(scanId)) return null;
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
