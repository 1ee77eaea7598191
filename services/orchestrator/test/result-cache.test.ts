import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Caller, ScanResultBody } from '@lookout/contracts';
import { databasePool, migrateAllServices, prismaAdapter, type DatabasePool } from '@lookout/database';
import { closeRedis, createRedis, type Redis } from '@lookout/redis';
import { createLogger } from '@lookout/telemetry';
import { createDatabase, startRedis, type DatabaseHandle, type RedisHandle } from '@lookout/testing';
import { HotStore } from '../src/domain/hot-store.js';
import { ResultCache } from '../src/domain/result-cache.js';
import { PrismaClient } from '../src/generated/prisma/client.js';

const SERVICES_DIR = fileURLToPath(new URL('../../', import.meta.url));
const TTL_SECONDS = 900;

/**
 * The URL cache looks in Postgres after a Redis miss only while Redis may be missing entries: until it
 * has kept its data for one whole cache TTL (domain/result-cache.ts). Real Postgres and Redis; the
 * clock is injected. Results are planted in Postgres only, as Redis would lack them after losing data.
 */
describe('orchestrator: URL cache, Redis authoritative after one TTL (real Postgres and Redis)', function () {
  this.timeout(30_000);
  let database: DatabaseHandle;
  let redisServer: RedisHandle;
  let redis: Redis;
  let prisma: PrismaClient;
  let pool: DatabasePool;
  let clock: Date;
  let cache: ResultCache;
  const caller: Caller = { workspaceId: 'ws_cache', keyId: 'key_cache', clientIp: '127.0.0.1' };
  const result = { verdict: { malicious: false, score: 0 } } as unknown as ScanResultBody;
  let planted = 0;

  before(async () => {
    [database, redisServer] = await Promise.all([createDatabase(), startRedis()]);
    await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
    prisma = new PrismaClient({ adapter: prismaAdapter(database.url, 'orchestrator') });
    pool = databasePool(database.url, 'orchestrator');
    const logger = createLogger('test', 'silent');
    redis = createRedis(redisServer.url, logger);
    clock = new Date('2026-11-25T12:00:00Z');
    cache = new ResultCache(pool, new HotStore(redis, logger, { cacheTtlSeconds: TTL_SECONDS, hotCopyTtlSeconds: 60 }), TTL_SECONDS, () => clock);
  });

  after(async () => {
    if (redis) await closeRedis(redis);
    await prisma?.$disconnect();
    await pool?.end();
    await Promise.allSettled([database?.drop(), redisServer?.stop()]);
  });

  /** A completed original scan of a new URL (or of `url`), finished `agoSeconds` before now, in Postgres only. */
  async function plantInPostgres(
    options: { url?: string; workspaceId?: string | null; visibility?: string; result?: ScanResultBody; agoSeconds?: number } = {},
  ): Promise<{ normalizedUrl: string; optionsFingerprint: string }> {
    planted += 1;
    const normalizedUrl = options.url ?? `https://cache-${planted}.example.com/`;
    const completedAt = new Date(clock.getTime() - (options.agoSeconds ?? 0) * 1000);
    await prisma.scan.create({
      data: {
        id: `scan_cache${String(planted).padStart(21, '0')}`,
        workspaceId: options.workspaceId === undefined ? caller.workspaceId : options.workspaceId,
        url: normalizedUrl,
        normalizedUrl,
        state: 'completed',
        submittedAt: completedAt,
        startedAt: completedAt,
        completedAt,
        visibility: options.visibility ?? 'private',
        captureOptions: { engine: 'http' },
        optionsFingerprint: 'fp',
        result: (options.result ?? result) as never,
      },
    });
    return { normalizedUrl, optionsFingerprint: 'fp' };
  }

  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  it('finds a result Redis lacks in Postgres until Redis has kept its data for one TTL, then trusts a miss', async () => {
    // First miss: the completeness clock starts now, so Postgres is asked (and Redis refilled).
    assert.deepEqual(await cache.find(caller, await plantInPostgres()), { result });
    advance(TTL_SECONDS - 1);
    assert.deepEqual(await cache.find(caller, await plantInPostgres()), { result }, 'one second short of a TTL: Postgres is still asked');
    advance(1);
    assert.equal(await cache.find(caller, await plantInPostgres()), null, 'after a whole TTL a Redis miss is final');
  });

  it("serves from Postgres what the caller may see: its workspace's private result before a fresher public one, never another workspace's private one", async () => {
    await redis.flushall();
    const tagged = (name: string) => ({ ...result, tag: name }) as unknown as ScanResultBody;
    const url = 'https://scopes.example.com/';
    const key = { normalizedUrl: url, optionsFingerprint: 'fp' };
    await plantInPostgres({ url, workspaceId: 'ws_other', visibility: 'private', result: tagged('other-private'), agoSeconds: 1 });
    assert.equal(await cache.find(caller, key), null, "another workspace's private result is never served");
    await plantInPostgres({ url, workspaceId: null, visibility: 'unlisted', result: tagged('anonymous'), agoSeconds: 30 });
    assert.deepEqual(await cache.find(caller, key), { result: tagged('anonymous') }, 'an anonymous scan is public');
    await redis.flushall();
    await plantInPostgres({ url, workspaceId: caller.workspaceId, visibility: 'private', result: tagged('own-private'), agoSeconds: 60 });
    await plantInPostgres({ url, workspaceId: 'ws_third', visibility: 'public', result: tagged('public'), agoSeconds: 2 });
    assert.deepEqual(await cache.find(caller, key), { result: tagged('own-private') }, 'own private first, though older');
    const anonymous: Caller = { workspaceId: null, keyId: null, clientIp: '127.0.0.1' };
    assert.deepEqual(await cache.find(anonymous, key), { result: tagged('public') }, 'an anonymous caller gets the freshest public one');
  });

  it('asks Postgres again once Redis comes back empty, and serves from Redis what it refilled', async () => {
    await redisServer.restart();
    // ioredis reconnects on its own (a read failing meanwhile would fall back to Postgres as well).
    for (let attempt = 0; (await redis.ping().catch(() => null)) !== 'PONG'; attempt++) {
      if (attempt > 50) assert.fail('Redis did not come back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const key = await plantInPostgres();
    assert.deepEqual(await cache.find(caller, key), { result }, 'the clock started again: Postgres is asked');
    await prisma.scan.deleteMany({ where: { normalizedUrl: key.normalizedUrl } });
    assert.deepEqual(await cache.find(caller, key), { result }, 'the refilled Redis entry answers');
    advance(TTL_SECONDS);
    assert.equal(await cache.find(caller, await plantInPostgres()), null);
  });
});
