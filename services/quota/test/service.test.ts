import assert from 'node:assert/strict';
import { connectBus, requestRpc, type Bus } from '@lookout/bus';
import { AppError, Operations, Schemas, validatorFor, type Caller, type QuotaAuthorizeRequest } from '@lookout/contracts';
import { startNats, type NatsHandle } from '@lookout/testing';
import { readConfig } from '../src/config.js';
import { Redis } from '@lookout/redis';
import { KeyAdmin } from '../src/domain/key-admin.js';
import { loadPlans } from '../src/domain/plans.js';
import { RateLimiter } from '../src/domain/rate-limiter.js';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { publishKeyRevoked } from '../src/handlers/key-revoked.js';
import { start } from '../src/main.js';
import { ManualClock, migratedDatabase, quotaPrisma, silentLogger, startRedis, type DatabaseHandle, type RedisHandle } from './support.js';

describe('quota service over NATS (injected clock)', function () {
  this.timeout(60_000);
  let nats: NatsHandle;
  let redis: RedisHandle;
  let database: DatabaseHandle;
  let prisma: PrismaClient;
  let admin: KeyAdmin;
  let bus: Bus;
  let env: Record<string, string>;
  const clock = ManualClock.at('2026-03-31T23:00:00.000Z');
  const services: { stop(): Promise<void> }[] = [];

  before(async () => {
    [nats, redis, database] = await Promise.all([startNats(), startRedis(), migratedDatabase()]);
    prisma = quotaPrisma(database.url);
    admin = new KeyAdmin(prisma, loadPlans(undefined), clock.now);
    env = { NATS_URL: nats.url, REDIS_URL: redis.url, DATABASE_URL: database.url, HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEY_CACHE_TTL_MS: '600000' };
    services.push(await start(readConfig(env), { now: clock.now }));
    bus = await connectBus({ url: nats.url, name: 'quota-test', logger: silentLogger });
  });

  after(async () => {
    await bus?.drain();
    for (const service of services) await service.stop();
    await prisma?.$disconnect();
    await Promise.all([nats?.stop(), redis?.stop(), database?.drop()]);
  });

  beforeEach(() => clock.set('2026-03-31T23:00:00.000Z'));

  const authorize = (request: Partial<Omit<QuotaAuthorizeRequest, 'type' | 'version'>>) =>
    requestRpc(bus, Operations.quotaAuthorize, { apiKey: null, clientIp: '198.51.100.7', operation: 'scans:write', anonymousAllowed: true, rateLimited: false, units: 0, ...request });
  const consume = (caller: Caller, type: 'quota.consume' | 'quota.refund' = 'quota.consume') =>
    requestRpc(bus, type === 'quota.consume' ? Operations.quotaConsume : Operations.quotaRefund, { caller, units: 1 });
  const usage = (caller: Caller) =>
    requestRpc(bus, Operations.quotaUsage, { caller });

  async function rejection(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(() => undefined, (failure: unknown) => failure);
    assert.ok(error instanceof AppError, `expected an AppError, got ${String(error)}`);
    return error;
  }

  async function workspace(options: { tier?: string; rateLimitPerMinute?: number; monthlyScanQuota?: number } = {}) {
    const { workspace, key } = await admin.createWorkspace({ name: 'test', tier: options.tier ?? 'free', rateLimitPerMinute: options.rateLimitPerMinute ?? null, monthlyScanQuota: options.monthlyScanQuota ?? null });
    return { workspaceId: workspace.workspaceId, apiKey: key.key!, keyId: key.id };
  }

  describe('quota.authorize', () => {
    it('admits anonymous callers where allowed, per client IP, with the anonymous plan', async () => {
      const reply = await authorize({ rateLimited: true, units: 1 });
      assert.deepEqual(reply.caller, { workspaceId: null, keyId: null, clientIp: '198.51.100.7' });
      assert.equal(reply.tier, 'anonymous');
      assert.deepEqual(reply.rateLimit, { limit: 10, remaining: 9, resetSeconds: 60, windowSeconds: 60 });
      const unlimited = await authorize({ rateLimited: false });
      assert.equal(unlimited.rateLimit, undefined, 'no rate-limit state where the endpoint is not rate limited');
    });

    it('401 for each of missing (where a key is required), invalid, expired and revoked, with a detail saying which', async () => {
      const { workspaceId } = await workspace();
      const expiring = await admin.createKey(workspaceId, { scopes: ['scans:write'], expiresAt: new Date(clock.ms + 3_600_000) });
      const revoked = await admin.createKey(workspaceId, { scopes: ['scans:write'] });
      assert.ok((await authorize({ apiKey: expiring.key! })).caller.keyId, 'valid before it expires');

      const missing = await rejection(authorize({ anonymousAllowed: false }));
      assert.deepEqual([missing.status, /missing/.test(missing.detail)], [401, true]);
      for (const bad of ['nonsense', 'lk_aaaaaaaa_aaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
        const invalid = await rejection(authorize({ apiKey: bad }));
        assert.deepEqual([invalid.status, /invalid/.test(invalid.detail)], [401, true]);
      }
      clock.advance(3_600_000);
      const expired = await rejection(authorize({ apiKey: expiring.key! }));
      assert.deepEqual([expired.status, /expired/.test(expired.detail)], [401, true], 'expiry is checked on every request, cached or not');

      await requestRpc(bus, Operations.quotaKeys, { caller: { workspaceId, keyId: null, clientIp: '127.0.0.1' }, op: 'revoke', keyId: revoked.id });
      const gone = await rejection(authorize({ apiKey: revoked.key!, anonymousAllowed: true }));
      assert.deepEqual([gone.status, /revoked/.test(gone.detail)], [401, true], 'a bad key is never a fallback to anonymous');
    });

    it('403 for a valid key without the scope; the reply names the caller, tier and scopes otherwise', async () => {
      const { workspaceId } = await workspace({ tier: 'pro' });
      const key = await admin.createKey(workspaceId, { scopes: ['scans:read', 'usage:read'] });
      const forbidden = await rejection(authorize({ apiKey: key.key!, operation: 'scans:write' }));
      assert.equal(forbidden.status, 403);
      assert.match(forbidden.detail, /scans:write/);
      const reply = await authorize({ apiKey: key.key!, operation: 'scans:read', rateLimited: true, units: 1 });
      assert.deepEqual(reply.caller, { workspaceId, keyId: key.id, clientIp: '198.51.100.7' });
      assert.equal(reply.tier, 'pro');
      assert.deepEqual(reply.scopes, ['scans:read', 'usage:read']);
      assert.equal(reply.rateLimit?.limit, 600);
    });

    it('rate limits per key: 429 rate_limited with Retry-After and RateLimit headers, free again after the window', async () => {
      const { apiKey } = await workspace({ rateLimitPerMinute: 3 });
      const call = () => authorize({ apiKey, rateLimited: true, units: 1 });
      const admitted = await Promise.all([call(), call(), call()]);
      assert.deepEqual(admitted.map((reply) => reply.rateLimit?.remaining).sort(), [0, 1, 2]);
      clock.advance(20_000);
      const limited = await rejection(call());
      assert.equal(limited.problem, 'rate_limited');
      assert.equal(limited.status, 429);
      assert.equal(limited.retryAfterSeconds, 40);
      assert.deepEqual(limited.headers, { 'RateLimit-Policy': '"default";q=3;w=60', RateLimit: '"default";r=0;t=40' });
      const other = await workspace({ rateLimitPerMinute: 3 });
      assert.ok((await authorize({ apiKey: other.apiKey, rateLimited: true, units: 1 })).rateLimit, 'another key has its own window');
      clock.advance(40_000);
      assert.equal((await call()).rateLimit?.remaining, 2);
    });

    it('updates lastUsedAt lazily, at most once a minute per key', async () => {
      const { apiKey, keyId } = await workspace();
      const lastUsed = async () => (await prisma.apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt?.toISOString() ?? null;
      const eventually = async (expected: string) => {
        for (let i = 0; i < 50 && (await lastUsed()) !== expected; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        assert.equal(await lastUsed(), expected);
      };
      await authorize({ apiKey });
      await eventually('2026-03-31T23:00:00.000Z');
      clock.advance(30_000);
      await authorize({ apiKey });
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(await lastUsed(), '2026-03-31T23:00:00.000Z', 'not again within the minute');
      clock.advance(31_000);
      await authorize({ apiKey });
      await eventually('2026-03-31T23:01:01.000Z');
    });
  });

  describe('quota.consume, quota.refund and quota.usage', () => {
    it('over quota: 429 quota_exceeded with Retry-After = seconds until the next UTC month', async () => {
      const { workspaceId, keyId } = await workspace({ monthlyScanQuota: 2 });
      const caller = { workspaceId, keyId, clientIp: '127.0.0.1' };
      assert.equal((await consume(caller)).scansThisMonth, 1);
      assert.deepEqual(await consume(caller), { ok: true, scansThisMonth: 2, monthlyScanQuota: 2 });
      clock.set('2026-03-31T23:59:30.250Z');
      const exceeded = await rejection(consume(caller));
      assert.equal(exceeded.problem, 'quota_exceeded');
      assert.equal(exceeded.status, 429);
      assert.equal(exceeded.retryAfterSeconds, 30, '29.75 s to 2026-04-01T00:00:00Z, in whole seconds rounded up');
      assert.match(exceeded.detail, /2026-04-01T00:00:00\.000Z/);
      clock.set('2026-04-01T00:00:00.000Z');
      assert.equal((await consume(caller)).scansThisMonth, 1, 'a new month, a new quota');
    });

    it('usage is exactly the contract body, counts consumes and refunds, and reads nothing from the rate limit', async () => {
      const { workspaceId, keyId } = await workspace({ tier: 'pro', monthlyScanQuota: 50 });
      const caller = { workspaceId, keyId, clientIp: '127.0.0.1' };
      clock.set('2026-03-30T10:00:00.000Z');
      await consume(caller);
      clock.set('2026-03-31T10:00:00.000Z');
      await consume(caller);
      await consume(caller);
      await consume(caller, 'quota.refund');
      const { usage: body } = await usage(caller);
      assert.ok(validatorFor(Schemas.usage)(body));
      assert.deepEqual(body, {
        tier: 'pro',
        scansThisMonth: 2,
        monthlyScanQuota: 50,
        scansToday: 1,
        rateLimitPerMinute: 600,
        readRateLimitPerMinute: 6000,
        remainingThisMonth: 48,
        periodStart: '2026-03-01T00:00:00.000Z',
        periodEnd: '2026-04-01T00:00:00.000Z',
      });
    });

    it('anonymous callers are counted per client IP under the anonymous plan', async () => {
      const caller = { workspaceId: null, keyId: null, clientIp: '203.0.113.9' };
      await consume(caller);
      const { usage: mine } = await usage(caller);
      assert.deepEqual([mine.tier, mine.scansThisMonth, mine.monthlyScanQuota, mine.rateLimitPerMinute], ['anonymous', 1, 100, 10]);
      const { usage: theirs } = await usage({ ...caller, clientIp: '203.0.113.10' });
      assert.equal(theirs.scansThisMonth, 0);
    });

    it('3× the remaining quota in parallel over the bus admits exactly the remaining quota', async () => {
      const { workspaceId, keyId } = await workspace({ monthlyScanQuota: 15 });
      const caller = { workspaceId, keyId, clientIp: '127.0.0.1' };
      const outcomes = await Promise.allSettled(Array.from({ length: 45 }, () => consume(caller)));
      assert.equal(outcomes.filter((outcome) => outcome.status === 'fulfilled').length, 15);
      for (const outcome of outcomes) if (outcome.status === 'rejected') assert.equal((outcome.reason as AppError).problem, 'quota_exceeded');
    });
  });

  describe('revocation across instances', () => {
    it('a revocation broadcast reaches every quota instance: the key is refused everywhere at once, caches notwithstanding', async () => {
      const second = await start(readConfig(env), { now: clock.now });
      services.push(second);
      const { apiKey, keyId } = await workspace();
      // Warm both instances' caches (the queue group spreads requests; 2^-29 chance one is never hit).
      for (let i = 0; i < 30; i++) await authorize({ apiKey });
      const revokedAt = (await admin.revokeKey(keyId))!.revokedAt;
      publishKeyRevoked(bus, { keyId, revokedAt });
      await bus.nc.flush();
      const started = Date.now();
      let refused = false;
      while (!refused && Date.now() - started < 1_000) {
        refused = await authorize({ apiKey }).then(() => false, () => true);
      }
      assert.ok(refused, 'refused within a second');
      for (let i = 0; i < 30; i++) {
        const error = await rejection(authorize({ apiKey }));
        assert.match(error.detail, /revoked/);
      }
    });
  });

  describe('when quota itself is at fault', () => {
    it('a fault that is not a dependency being down is a 500, not a 503 inviting retries', async () => {
      const { apiKey, keyId } = await workspace();
      const client = new Redis(redis.url);
      try {
        // Something that is not a rate-limit log where this key's log belongs.
        await client.set(RateLimiter.key(`key:${keyId}`), 'not a log');
        const failed = await rejection(authorize({ apiKey, rateLimited: true, units: 1 }));
        assert.deepEqual([failed.status, failed.problem], [500, 'internal']);
      } finally {
        await client.quit();
      }
    });
  });

  describe('when Redis is gone', () => {
    it('rate limits fail closed with a retryable 503, admitting nothing; the monthly quota (Postgres alone) still counts', async () => {
      const { apiKey, workspaceId, keyId } = await workspace();
      await redis.stop();
      const limited = await rejection(authorize({ apiKey, rateLimited: true, units: 1 }));
      assert.deepEqual([limited.status, limited.retryAfterSeconds], [503, 1]);
      const counted = await consume({ workspaceId, keyId, clientIp: '127.0.0.1' });
      assert.equal(counted.scansThisMonth, 1);
    });
  });
});
