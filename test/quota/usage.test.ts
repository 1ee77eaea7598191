import assert from 'node:assert/strict';
import { Schemas, validatorFor } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';

const USAGE_FIELDS = ['tier', 'scansThisMonth', 'monthlyScanQuota', 'scansToday', 'rateLimitPerMinute', 'readRateLimitPerMinute', 'remainingThisMonth', 'periodStart', 'periodEnd'];

function monthBounds(now = new Date()): [string, string] {
  return [new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(), new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()];
}

describe('GET /api/usage', function () {
  this.timeout(60_000);
  let infra: Infrastructure;
  let stack: Stack;
  let prisma: PrismaClient;
  let admin: KeyAdmin;

  before(async () => {
    infra = await startInfrastructure();
    // The built-in plans, whatever the shared stack configures: these tests read their numbers.
    stack = await startStack(infra, { PLANS_FILE: '' });
    prisma = new PrismaClient({ adapter: prismaAdapter(infra.database.url, 'quota') });
    admin = new KeyAdmin(prisma, loadPlans(undefined));
  });

  after(async () => {
    await prisma?.$disconnect();
    await stack?.stop();
    await infra?.stop();
  });

  // A plain boolean, not a type guard: the bodies stay `any` for the assertions that follow.
  const usageSchema = validatorFor(Schemas.usage);
  const validUsage = (body: unknown): boolean => usageSchema(body);

  it('is exactly the contract body for a key, counts scans that consumed quota, and is never rate limited', async () => {
    const { workspace, key } = await admin.createWorkspace({ name: 'usage', tier: 'free', rateLimitPerMinute: 2 });
    const headers = { 'X-Api-Key': key.key! };
    const [periodStart, periodEnd] = monthBounds();
    let usage = await api(stack.baseUrl, '/api/usage', { headers });
    assert.equal(usage.status, 200);
    assert.match(usage.headers.get('content-type') ?? '', /^application\/json/);
    assert.ok(validUsage(usage.body), JSON.stringify(usageSchema.errors));
    assert.deepEqual(Object.keys(usage.body).sort(), [...USAGE_FIELDS].sort());
    assert.deepEqual(usage.body, { tier: 'free', scansThisMonth: 0, monthlyScanQuota: 1000, scansToday: 0, rateLimitPerMinute: 2, readRateLimitPerMinute: 20, remainingThisMonth: 1000, periodStart, periodEnd });
    assert.equal(usage.headers.has('ratelimit'), false, 'no RateLimit header on /api/usage');
    assert.equal(usage.headers.has('ratelimit-policy'), false);

    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: 'http://127.0.0.1:9/usage-1' } });
    assert.equal(submitted.status, 202);
    assert.ok(submitted.headers.get('ratelimit'), 'RateLimit header on a rate-limited endpoint');
    assert.equal(submitted.headers.get('ratelimit-policy'), '"default";q=2;w=60');

    // Usage is read far more often than the per-minute limit of 2: never limited, never consumed.
    for (let i = 0; i < 5; i++) assert.equal((await api(stack.baseUrl, '/api/usage', { headers })).status, 200);
    usage = await api(stack.baseUrl, '/api/usage', { headers });
    assert.deepEqual([usage.body.scansThisMonth, usage.body.scansToday, usage.body.remainingThisMonth], [1, 1, 999]);
    assert.equal(workspace.tier, 'free');

    const second = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: 'http://127.0.0.1:9/usage-2' } });
    assert.equal(second.status, 202);
    const limited = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: 'http://127.0.0.1:9/usage-3' } });
    assert.equal(limited.status, 429, 'the per-minute allowance of 2 is spent');
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers })).body.scansThisMonth, 2, 'a refused request consumed no quota');
  });

  it('anonymous callers see the anonymous tier, counted per client IP', async () => {
    const before = await api(stack.baseUrl, '/api/usage');
    assert.equal(before.status, 200);
    assert.ok(validUsage(before.body));
    assert.deepEqual([before.body.tier, before.body.monthlyScanQuota, before.body.rateLimitPerMinute], ['anonymous', 100, 10]);
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: 'http://127.0.0.1:9/anonymous-usage' } });
    assert.equal(submitted.status, 202);
    const after = await api(stack.baseUrl, '/api/usage');
    assert.equal(after.body.scansThisMonth, before.body.scansThisMonth + 1);
    assert.equal(after.body.remainingThisMonth, 100 - after.body.scansThisMonth);
  });

  it('needs usage:read for a key', async () => {
    const { workspace } = await admin.createWorkspace({ name: 'usage-scope', tier: 'free' });
    const key = await admin.createKey(workspace.workspaceId, { scopes: ['scans:read'] });
    const response = await api(stack.baseUrl, '/api/usage', { headers: { 'X-Api-Key': key.key! } });
    assert.equal(response.status, 403);
    assert.match(response.body.detail, /usage:read/);
  });
});
