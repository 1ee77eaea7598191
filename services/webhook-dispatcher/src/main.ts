import { connectBus, ensureStreams, servePing } from '@lookout/bus';
import { Streams } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { createEgressClient, defaultPolicy, parseCidrList, type EgressClientDeps } from '@lookout/egress';
import { connectionChecks, serviceMain, startServiceHealth, stopInOrder, type RunningService } from '@lookout/runtime';
import { createLogger, startTelemetry } from '@lookout/telemetry';
import { readConfig, type DispatcherConfig } from './config.js';
import { systemClock, type Clock } from './domain/clock.js';
import { DeliveryStore, subscribedEndpointIds } from './domain/deliveries.js';
import { EndpointSets } from './domain/endpoint-sets.js';
import { EndpointService } from './domain/endpoints.js';
import type { RandomSource } from './domain/retry.js';
import { DeliveryScheduler } from './domain/scheduler.js';
import { loadSecretKey, SecretBox } from './domain/secret-box.js';
import { WEBHOOK_USER_AGENT } from './domain/sender.js';
import { PrismaClient } from './generated/prisma/client.js';
import { serveAdmin } from './handlers/admin.js';
import { keepEndpointSetsExact } from './handlers/endpoints-changed.js';
import { consumeScanEvents } from './handlers/scan-events.js';

export const SERVICE = 'webhook-dispatcher';

/** What tests may replace: time, jitter, and the egress client's resolver and connector. */
export interface DispatcherDeps {
  clock?: Clock;
  random?: RandomSource;
  egress?: EgressClientDeps;
}

export interface RunningDispatcher extends RunningService {
  healthPort: number;
  /** Looks for due deliveries now (the scheduler also polls on its own). */
  wake(): void;
  /** This instance's cached endpoint set of a workspace, as the fan-out reads it (loaded when not cached). */
  endpointSetOf(workspaceId: string): Promise<readonly string[]>;
}

export async function start(config: DispatcherConfig = readConfig(), deps: DispatcherDeps = {}): Promise<RunningDispatcher> {
  const telemetry = startTelemetry(SERVICE);
  const logger = createLogger(SERVICE, config.logLevel);
  const clock = deps.clock ?? systemClock;
  const secretKey = await loadSecretKey(config.secretKey);
  if (secretKey.created) logger.warn({ keyFile: secretKey.origin }, 'created a new webhook secret key file; back it up apart from the database, and share it (or set WEBHOOK_SECRET_KEY) across instances');
  if (secretKey.warning) logger.warn(secretKey.warning);
  const box = new SecretBox(secretKey.key);
  logger.info({ keyId: box.keyId, keyFrom: secretKey.origin === 'WEBHOOK_SECRET_KEY' ? 'env' : 'file' }, 'webhook secrets sealed with installation key');

  const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, 'webhook_dispatcher') });
  const allow = parseCidrList(config.egressAllowCidrs);
  const connectMs = Math.min(5_000, config.timeoutMs);
  const egress = createEgressClient(
    defaultPolicy({
      allowCidrs: config.egressAllowCidrs,
      maxRedirects: 0,
      // Only an excerpt of a receiver's answer is kept for the log.
      maxBodyBytes: 64 * 1024,
      timeouts: { lookupMs: connectMs, connectMs, secureConnectMs: connectMs, responseMs: config.timeoutMs, totalMs: config.timeoutMs },
      userAgent: WEBHOOK_USER_AGENT,
    }),
    deps.egress,
  );
  const bus = await connectBus({ url: config.natsUrl, name: SERVICE, logger });
  await ensureStreams(bus.jsm, [Streams.scanEvents, Streams.deadLetters]);

  // Invalidations first: no event may be fanned out from a cache that missed one.
  const endpointSets = new EndpointSets((workspaceId) => subscribedEndpointIds(prisma, workspaceId), {
    ttlMs: config.endpointCacheTtlMs,
    maxEntries: config.endpointCacheMaxWorkspaces,
  });
  const { subscription: invalidations, changed: endpointsChanged } = keepEndpointSetsExact(bus, endpointSets, logger);
  const store = new DeliveryStore(
    prisma,
    { retryScheduleMs: config.retryScheduleMs, disableAfterMs: config.disableAfterHours * 3_600_000, ...(deps.random ? { random: deps.random } : {}) },
    clock,
    { sets: endpointSets, changed: endpointsChanged },
  );
  const endpoints = new EndpointService(prisma, box, allow, store, clock, endpointsChanged);
  const scheduler = new DeliveryScheduler(store, egress, (claim) => endpoints.signingSecrets(claim), clock, logger, {
    maxInFlight: config.maxInFlight,
    endpointConcurrency: config.endpointConcurrency,
    pollIntervalMs: config.pollIntervalMs,
    claimLeaseMs: config.claimLeaseMs,
  });

  const wake = () => scheduler.wake();
  const admin = serveAdmin(bus, endpoints, logger, wake);
  const events = await consumeScanEvents(bus, store, logger, wake);
  scheduler.start();
  const ping = servePing(bus, SERVICE, () => true);

  // Retention of the delivery log: hourly, in batches, safe on every instance at once.
  let purging: Promise<void> = Promise.resolve();
  const purgeTimer = setInterval(() => {
    purging = purging.then(async () => {
      try {
        const cutoff = new Date(clock.now().getTime() - config.retentionDays * 86_400_000);
        while ((await store.purgeFinished(cutoff)) > 0);
      } catch (error) {
        logger.warn({ err: error }, 'purging old deliveries failed; will retry');
      }
    });
  }, 3_600_000);

  const health = await startServiceHealth({
    service: SERVICE,
    config,
    telemetry,
    checks: connectionChecks({ nats: bus.nc, postgres: () => prisma.$queryRaw`SELECT 1` }),
  });

  return {
    healthPort: health.port,
    wake,
    endpointSetOf: (workspaceId) => endpointSets.of(workspaceId),
    stop: () =>
      stopInOrder(logger, [
        ['stop taking work', () => {
          clearInterval(purgeTimer);
          ping.unsubscribe();
          admin.subscription.unsubscribe();
        }],
        ['finish in-flight', async () => {
          const graceMs = config.shutdownGraceSeconds * 1000;
          await Promise.all([events.stop(graceMs), scheduler.stop(graceMs), admin.idle(), purging]);
        }],
        ['drain NATS', () => {
          invalidations.unsubscribe();
          return bus.drain();
        }],
        ['close HTTP', () => health.close()],
        ['disconnect Prisma', () => prisma.$disconnect()],
        ['flush telemetry', () => telemetry.shutdown()],
      ]),
  };
}

serviceMain(import.meta.url, SERVICE, readConfig, start);
