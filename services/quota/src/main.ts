import { connectBus, servePing } from '@lookout/bus';
import { databasePool, prismaAdapter } from '@lookout/database';
import { closeRedis, createRedis } from '@lookout/redis';
import { connectionChecks, serviceMain, startServiceHealth, stopInOrder, type RunningService } from '@lookout/runtime';
import { createLogger, startTelemetry } from '@lookout/telemetry';
import { readConfig, type QuotaConfig } from './config.js';
import { Authorizer } from './domain/authorizer.js';
import { Directory } from './domain/directory.js';
import { KeyAdmin } from './domain/key-admin.js';
import { QuotaService } from './domain/quota.js';
import { RateLimiter } from './domain/rate-limiter.js';
import { UsageCounters } from './domain/usage-counters.js';
import { PrismaClient } from './generated/prisma/client.js';
import { serveAuthorize } from './handlers/authorize.js';
import { serveConsume } from './handlers/consume.js';
import { listenForRevocations } from './handlers/key-revoked.js';
import { serveKeys } from './handlers/keys.js';
import { serveRefund } from './handlers/refund.js';
import { serveUsage } from './handlers/usage.js';

export const SERVICE = 'quota';

export interface QuotaStartOptions {
  /**
   * Injected clock (ms since the epoch) for tests of windows and month boundaries. When given,
   * the rate-limit script takes it as an argument; otherwise it reads Redis server time.
   */
  now?: () => number;
}

export async function start(config: QuotaConfig = readConfig(), options: QuotaStartOptions = {}): Promise<RunningService & { healthPort: number }> {
  const telemetry = startTelemetry(SERVICE);
  const logger = createLogger(SERVICE, config.logLevel);
  const now = options.now ?? Date.now;
  // One pool for Prisma and the prepared consume (UsageCounters).
  const pool = databasePool(config.databaseUrl, 'quota');
  const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, 'quota', pool) });
  // Every gateway request runs a script here: commands issued in the same tick go out in one write.
  const redis = createRedis(config.redisUrl, logger, { enableAutoPipelining: true });
  const bus = await connectBus({ url: config.natsUrl, name: SERVICE, logger });

  const directory = new Directory(prisma, logger, { ttlMs: config.keyCacheTtlMs, now });
  const authorizer = new Authorizer(directory, config.plans, new RateLimiter(redis, options.now), now);
  const counters = new UsageCounters(prisma, pool, now);
  const quota = new QuotaService(directory, config.plans, counters, now);
  const admin = new KeyAdmin(prisma, config.plans, now);
  const forgetKey = (keyId: string) => directory.forgetKey(keyId);

  // Revocations first: no request may be answered from a cache that missed one.
  const revocations = listenForRevocations(bus, forgetKey, logger);
  const servers = [
    serveAuthorize(bus, authorizer, logger),
    serveConsume(bus, quota, logger),
    serveRefund(bus, quota, logger),
    serveUsage(bus, quota, logger),
    serveKeys(bus, admin, forgetKey, logger),
  ];
  const ping = servePing(bus, SERVICE, () => redis.status === 'ready');
  const health = await startServiceHealth({
    service: SERVICE,
    config,
    telemetry,
    checks: connectionChecks({ nats: bus.nc, postgres: () => prisma.$queryRaw`SELECT 1`, redis }),
  });
  // Retention of old usage rows: hourly, idempotent, safe on every instance at once.
  let purging: Promise<void> = Promise.resolve();
  const purge = () => {
    purging = purging.then(async () => {
      try {
        const removed = await counters.purgeExpired();
        if (removed > 0) logger.info({ removed }, 'purged old usage counters');
      } catch (error) {
        logger.warn({ err: error }, 'usage retention sweep failed; will retry');
      }
    });
  };
  const purgeTimer = setInterval(purge, 3_600_000);
  purgeTimer.unref();
  purge();
  logger.info({ tiers: config.plans.tiers(), keyCacheTtlMs: config.keyCacheTtlMs }, 'quota service ready');

  return {
    healthPort: health.port,
    stop: () =>
      stopInOrder(logger, [
        ['stop taking work', () => {
          clearInterval(purgeTimer);
          for (const server of servers) server.subscription.unsubscribe();
          ping.unsubscribe();
        }],
        ['finish in-flight', () => Promise.all([...servers.map((server) => server.idle()), directory.idle(), purging])],
        ['drain NATS', () => {
          revocations.unsubscribe();
          return bus.drain();
        }],
        ['close HTTP', () => health.close()],
        ['quit Redis', () => closeRedis(redis)],
        ['disconnect Prisma', () => prisma.$disconnect()],
        ['close the database pool', () => pool.end()],
        ['flush telemetry', () => telemetry.shutdown()],
      ]),
  };
}

serviceMain(import.meta.url, SERVICE, readConfig, start);
