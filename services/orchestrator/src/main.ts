import { broadcast, connectBus, ensureStreams, listen, publish, servePing } from '@lookout/bus';
import { Operations, Streams, type ScanJobMessage } from '@lookout/contracts';
import { databasePool, prismaAdapter } from '@lookout/database';
import { closeRedis, createRedis } from '@lookout/redis';
import { createArtifactStore } from '@lookout/artifacts';
import { connectionChecks, serviceMain, startServiceHealth, stopInOrder, type RunningService } from '@lookout/runtime';
import { createLogger, startTelemetry } from '@lookout/telemetry';
import { readConfig, type OrchestratorConfig } from './config.js';
import { HotStore, type HotScan } from './domain/hot-store.js';
import { IdempotencyStore } from './domain/idempotency.js';
import { EventOutbox } from './domain/outbox.js';
import type { OutboxEntry } from './domain/scan-events.js';
import { purgeExpiredScans } from './domain/retention.js';
import { artifactPointersOf, releaseArtifacts } from './domain/artifacts.js';
import { JobOutcomes } from './domain/job-outcomes.js';
import { ResultCache } from './domain/result-cache.js';
import { ScanService } from './domain/scan-service.js';
import { SubmissionAdmission } from './domain/admission.js';
import { ScanWrites } from './domain/scan-writes.js';
import { TerminalEffects } from './domain/terminal-effects.js';
import { SearchBackfill } from './domain/search-backfill.js';
import { TerminalWaiters } from './domain/waiters.js';
import { PrismaClient } from './generated/prisma/client.js';
import { watchExhaustedJobs } from './handlers/exhausted-jobs.js';
import { consumeOutcomes } from './handlers/outcomes.js';
import { watchOutcomeBacklog } from './handlers/outcome-backlog.js';
import { serveGet } from './handlers/get.js';
import { serveDelete } from './handlers/delete.js';
import { serveSearch } from './handlers/search.js';
import { serveRelated } from './handlers/related.js';
import { serveIdempotency } from './handlers/idempotency.js';
import { serveSubmit } from './handlers/submit.js';
import { observeJobsPending } from './metrics.js';
import { quotaClient } from './quota-client.js';

export const SERVICE = 'orchestrator';

/** How often the worker-report backlog is read for admission control (one consumer-info request). */
const BACKLOG_POLL_MS = 200;

export async function start(config: OrchestratorConfig = readConfig()): Promise<RunningService & { healthPort: number }> {
  const telemetry = startTelemetry(SERVICE);
  const logger = createLogger(SERVICE, config.logLevel);
  // One pool: Prisma's adapter runs on it, and so do the hot paths' plain statements (ScanWrites).
  const pool = databasePool(config.databaseUrl, 'orchestrator');
  const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, 'orchestrator', pool) });
  const writes = new ScanWrites(pool);
  // Worker reports get connections of their own: with one pool, a backlog being submitted queues ahead
  // of them for every connection, and draining slows to a crawl exactly when it matters most.
  const outcomePool = databasePool(config.databaseUrl, 'orchestrator', { max: config.outcomePoolSize });
  // Auto-pipelined: the hot store's reads and writes of concurrent submissions, reports and polls issued
  // in the same tick leave in one socket write instead of one each (a syscall per command showed in profiles).
  const redis = createRedis(config.redisUrl, logger, { enableAutoPipelining: true });
  const artifacts = createArtifactStore(config.artifacts);
  const bus = await connectBus({ url: config.natsUrl, name: SERVICE, logger });
  await ensureStreams(bus.jsm, [Streams.scanJobs, Streams.scanOutcomes, Streams.scanEvents, Streams.deadLetters]);

  observeJobsPending(bus);
  const waiters = new TerminalWaiters();
  const outbox = new EventOutbox(prisma, writes, bus, logger, config.eventSource);
  const hot = new HotStore(redis, logger, config);
  const dispatch = {
    publishJob: async (job: ScanJobMessage) => {
      await publish(bus, Operations.scanJob, job);
    },
    publishEvents: (events: readonly OutboxEntry[]) => outbox.publish(events),
    announceTerminal: (entries: readonly HotScan[]) => {
      waiters.notifyWith(entries);
      broadcast(bus, Operations.scansTerminal, { scanIds: entries.map((entry) => entry.scan.scanId) });
    },
  };
  const results = new ResultCache(pool, hot, config.cacheTtlSeconds, () => new Date());
  const terminal = new TerminalEffects(hot, dispatch, logger, config.eventSource);
  const scans = new ScanService(
    prisma,
    hot,
    results,
    terminal,
    quotaClient(bus),
    dispatch,
    waiters,
    logger,
    config,
    { release: (result) => releaseArtifacts(prisma, artifacts, artifactPointersOf(result)).then(() => undefined) },
    writes,
  );
  const jobs = new JobOutcomes(prisma, hot, results, terminal, config, new ScanWrites(outcomePool));

  const terminalSubscription = listen(bus, Operations.scansTerminal, { logger, handler: (message) => waiters.notify(message.scanIds) });
  // Worker reports queue when any wait on the stream undelivered (idle handlers have a pull outstanding)
  // or every handler is busy: then submissions wait their turn (outcomes first).
  const outcomes = await consumeOutcomes(bus, jobs, logger, config.outcomeConcurrency);
  const backlog = watchOutcomeBacklog(bus, BACKLOG_POLL_MS);
  const admission = new SubmissionAdmission(
    { maxInFlight: config.submitConcurrency, maxInFlightWhileDraining: config.submitConcurrencyWhileDraining, maxWaitMs: config.submitWaitMs },
    () => backlog.waiting > 0 || outcomes.inFlight >= config.outcomeConcurrency,
  );
  const submitServer = serveSubmit(bus, scans, admission, logger);
  const getServer = serveGet(bus, scans, logger);
  const searchServer = serveSearch(bus, prisma, logger);
  const deleteServer = serveDelete(bus, scans, logger);
  const relatedServer = serveRelated(bus, prisma, logger);
  const idempotency = new IdempotencyStore(prisma);
  const idempotencyServer = serveIdempotency(bus, idempotency, logger);
  const exhausted = watchExhaustedJobs(bus, jobs, logger);
  const ping = servePing(bus, SERVICE, () => true);

  // Deadlines, the outbox and retention: periodic, idempotent, safe on every instance at once.
  let sweeping: Promise<void> = Promise.resolve();
  let lastRetention = 0;
  const backfill = new SearchBackfill(prisma);
  const sweepTimer = setInterval(() => {
    sweeping = sweeping.then(async () => {
      try {
        await jobs.failOverdueJobs();
        await outbox.sweep();
        // Scans from before the search index: a batch per tick until none is left.
        await backfill.step();
        if (Date.now() - lastRetention > 3_600_000) {
          lastRetention = Date.now();
          await purgeExpiredScans(prisma, artifacts, config.retentionDays, new Date());
          await outbox.purgePublished();
          await idempotency.purgeExpired();
        }
      } catch (error) {
        logger.warn({ err: error }, 'sweep failed; will retry');
      }
    });
  }, config.sweepIntervalMs);

  const health = await startServiceHealth({
    service: SERVICE,
    config,
    telemetry,
    checks: connectionChecks({ nats: bus.nc, postgres: () => prisma.$queryRaw`SELECT 1`, redis }),
  });

  return {
    healthPort: health.port,
    stop: () =>
      stopInOrder(logger, [
        ['stop taking work', async () => {
          clearInterval(sweepTimer);
          backlog.stop();
          submitServer.subscription.unsubscribe();
          getServer.subscription.unsubscribe();
          searchServer.subscription.unsubscribe();
          deleteServer.subscription.unsubscribe();
          relatedServer.subscription.unsubscribe();
          idempotencyServer.subscription.unsubscribe();
          ping.unsubscribe();
          exhausted.unsubscribe();
          terminalSubscription.unsubscribe();
          waiters.wakeAll();
        }],
        ['finish in-flight', async () => {
          await outcomes.stop(config.shutdownGraceSeconds * 1000);
          await Promise.all([submitServer.idle(), getServer.idle(), searchServer.idle(), deleteServer.idle(), relatedServer.idle(), idempotencyServer.idle(), sweeping]);
          await outbox.flushMarks();
        }],
        ['drain NATS', () => bus.drain()],
        ['close HTTP', () => health.close()],
        ['quit Redis', () => closeRedis(redis)],
        ['disconnect Prisma', () => prisma.$disconnect()],
        ['close the database pools', () => Promise.all([pool.end(), outcomePool.end()])],
        ['close artifact store', async () => artifacts.close?.()],
        ['flush telemetry', () => telemetry.shutdown()],
      ]),
  };
}

serviceMain(import.meta.url, SERVICE, readConfig, start);
