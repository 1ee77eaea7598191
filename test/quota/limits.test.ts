import assert from 'node:assert/strict';
import { prismaAdapter } from '@lookout/database';
import { start as startQuota } from '@lookout/quota';
import { Redis } from '@lookout/redis';
import { readConfig as quotaConfig } from '../../services/quota/src/config.js';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';

function secondsToNextUtcMonth(now = Date.now()): number {
  const date = new Date(now);
  return Math.ceil((Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - now) / 1000);
}

describe('rate limits and monthly quotas through the gateway', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let prisma: PrismaClient;
  let admin: KeyAdmin;
  let n = 0;
  // Every scan target is a loopback literal: the worker refuses it (blocked_egress), nothing leaves the host.
  const target = () => `http://127.0.0.1:9/limits/${++n}`;

  before(async () => {
    infra = await startInfrastructure();
    // The built-in plans, whatever the shared stack configures: these tests count against them.
    stack = await startStack(infra, { PLANS_FILE: '' });
    prisma = new PrismaClient({ adapter: prismaAdapter(infra.database.url, 'quota') });
    admin = new KeyAdmin(prisma, loadPlans(undefined));
  });

  after(async () => {
    await prisma?.$disconnect();
    await stack?.stop();
    await infra?.stop();
  });

  const keyFor = async (plan: { rateLimitPerMinute?: number; monthlyScanQuota?: number }) =>
    (await admin.createWorkspace({ name: 'limits', tier: 'free', rateLimitPerMinute: plan.rateLimitPerMinute ?? null, monthlyScanQuota: plan.monthlyScanQuota ?? null })).key.key!;

  const submit = (apiKey: string | null, url = target()) =>
    api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url }, ...(apiKey ? { headers: { 'X-Api-Key': apiKey } } : {}) });

  it('3× the per-minute limit in parallel admits exactly the limit; every 429 has Retry-After and RateLimit headers', async () => {
    const apiKey = await keyFor({ rateLimitPerMinute: 10 });
    // Invalid bodies: each still spends one unit of the submission allowance, and no quota.
    const responses = await Promise.all(Array.from({ length: 30 }, () => api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: {}, headers: { 'X-Api-Key': apiKey } })));
    assert.equal(responses.filter((response) => response.status === 400).length, 10);
    const limited = responses.filter((response) => response.status === 429);
    assert.equal(limited.length, 20);
    for (const response of limited) {
      const retryAfter = Number(response.headers.get('retry-after'));
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 59 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      assert.equal(response.headers.get('ratelimit-policy'), '"default";q=10;w=60');
      assert.equal(response.headers.get('ratelimit'), `"default";r=0;t=${retryAfter}`);
      assert.equal(response.body.title, 'Too Many Requests');
      assert.match(response.body.detail, /Rate limit/);
    }
    for (const response of responses.filter((r) => r.status === 400)) assert.match(response.headers.get('ratelimit') ?? '', /^"default";r=\d+;t=\d+$/);
  });

  it('reads of scans spend a separate read allowance (10× the plan rate by default, policy "read"), never submissions', async () => {
    const apiKey = await keyFor({ rateLimitPerMinute: 2 });
    const poll = () => api(stack.baseUrl, '/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2', { headers: { 'X-Api-Key': apiKey } });
    const reads = await Promise.all(Array.from({ length: 30 }, poll));
    assert.equal(reads.filter((response) => response.status === 404).length, 20, 'exactly 10 × 2 reads admitted');
    const limited = reads.filter((response) => response.status === 429);
    assert.equal(limited.length, 10);
    for (const response of limited) {
      assert.equal(response.headers.get('ratelimit-policy'), '"read";q=20;w=60');
      assert.ok(Number(response.headers.get('retry-after')) >= 1);
    }
    assert.match(reads.find((r) => r.status === 404)?.headers.get('ratelimit') ?? '', /^"read";r=\d+;t=\d+$/);
    // The submission allowance is untouched by all that polling.
    const submitted = await Promise.all([1, 2, 3].map(() => api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: {}, headers: { 'X-Api-Key': apiKey } })));
    assert.deepEqual(submitted.map((r) => r.status).sort(), [400, 400, 429]);
    assert.equal(submitted.find((r) => r.status === 400)?.headers.get('ratelimit-policy'), '"default";q=2;w=60');
    const usage = await api(stack.baseUrl, '/api/usage', { headers: { 'X-Api-Key': apiKey } });
    assert.deepEqual([usage.body.rateLimitPerMinute, usage.body.readRateLimitPerMinute], [2, 20]);
  });

  it('anonymous callers are limited per client IP, exactly, by the anonymous plan (10/min)', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: {} })));
    assert.equal(responses.filter((response) => response.status === 400).length, 10);
    assert.equal(responses.filter((response) => response.status === 429).length, 20);
  });

  it("the README's submit-then-poll loop stays within the anonymous allowance", async () => {
    // 10 submissions a minute (the anonymous plan), each polled every 3 s for 30 s: 100 reads.
    const polls = await Promise.all(Array.from({ length: 100 }, () => api(stack.baseUrl, '/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2')));
    assert.equal(polls.filter((r) => r.status === 429).length, 0);
  });

  it('3× the monthly quota in parallel creates exactly the quota; the rest get 429 with Retry-After to the next UTC month', async () => {
    const apiKey = await keyFor({ rateLimitPerMinute: 1_000, monthlyScanQuota: 10 });
    const responses = await Promise.all(Array.from({ length: 30 }, () => submit(apiKey)));
    assert.equal(responses.filter((response) => response.status === 202).length, 10, responses.map((r) => r.status).join(','));
    const refused = responses.filter((response) => response.status === 429);
    assert.equal(refused.length, 20);
    const expected = secondsToNextUtcMonth();
    for (const response of refused) {
      assert.match(response.body.detail, /monthly scan quota/);
      assert.ok(Math.abs(Number(response.headers.get('retry-after')) - expected) <= 2, `Retry-After ${response.headers.get('retry-after')} vs ${expected}`);
    }
    const usage = await api(stack.baseUrl, '/api/usage', { headers: { 'X-Api-Key': apiKey } });
    assert.deepEqual([usage.body.scansThisMonth, usage.body.remainingThisMonth], [10, 0]);
  });

  it('inside a batch, each item spends allowance in order; the ones over the limit are 429 items with retryAfter', async () => {
    const apiKey = await keyFor({ rateLimitPerMinute: 3 });
    const response = await api(stack.baseUrl, '/UrlCheck/batch', { method: 'POST', headers: { 'X-Api-Key': apiKey }, json: { items: Array.from({ length: 5 }, () => ({ url: target() })) } });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.results.map((item: { status: number }) => item.status), [202, 202, 202, 429, 429]);
    for (const item of response.body.results.slice(3)) assert.ok(item.retryAfter >= 59 && item.retryAfter <= 60);
    assert.ok(response.headers.get('ratelimit'));
  });

  it('the quota survives FLUSHALL and a Redis restart (it is counted in Postgres alone): nothing is admitted over it', async () => {
    const apiKey = await keyFor({ rateLimitPerMinute: 1_000, monthlyScanQuota: 8 });
    for (let i = 0; i < 3; i++) assert.equal((await submit(apiKey)).status, 202);
    const redis = new Redis(infra.redis.url);
    await redis.flushall();
    await redis.quit();
    for (let i = 0; i < 2; i++) assert.equal((await submit(apiKey)).status, 202);

    await infra.redis.restart();
    // Services reconnect on their own; wait until the quota service answers again.
    for (let i = 0; i < 100 && (await api(stack.baseUrl, '/api/usage', { headers: { 'X-Api-Key': apiKey } })).status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const responses = await Promise.all(Array.from({ length: 9 }, () => submit(apiKey)));
    assert.equal(responses.filter((response) => response.status === 202).length, 3, responses.map((r) => r.status).join(','));
    assert.equal(responses.filter((response) => response.status === 429).length, 6);
    const usage = await api(stack.baseUrl, '/api/usage', { headers: { 'X-Api-Key': apiKey } });
    assert.deepEqual([usage.body.scansThisMonth, usage.body.remainingThisMonth], [8, 0]);
  });

  it('with an injected clock a second before month end, the quota 429 says Retry-After: 1, and the new month admits again', async () => {
    await stack.stopService('quota');
    let now = Date.parse('2026-06-30T23:59:59.000Z');
    const quota = await startQuota(quotaConfig({ ...infra.env, PLANS_FILE: '' }), { now: () => now });
    try {
      const apiKey = await keyFor({ monthlyScanQuota: 1 });
      assert.equal((await submit(apiKey)).status, 202);
      const refused = await submit(apiKey);
      assert.equal(refused.status, 429);
      assert.equal(refused.headers.get('retry-after'), '1');
      assert.match(refused.body.detail, /renews at 2026-07-01T00:00:00\.000Z/);
      now = Date.parse('2026-07-01T00:00:00.000Z');
      assert.equal((await submit(apiKey)).status, 202);
      const usage = await api(stack.baseUrl, '/api/usage', { headers: { 'X-Api-Key': apiKey } });
      assert.deepEqual([usage.body.scansThisMonth, usage.body.periodStart, usage.body.periodEnd], [1, '2026-07-01T00:00:00.000Z', '2026-08-01T00:00:00.000Z']);
    } finally {
      await quota.stop();
    }
  });
});
