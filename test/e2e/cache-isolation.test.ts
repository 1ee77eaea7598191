import assert from 'node:assert/strict';
import { prismaAdapter } from '@lookout/database';
import { Redis } from '@lookout/redis';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

/**
 * The URL cache must never serve a result to a caller who could not read it by id (contract §3, §8):
 * workspace A's private result is not a cache hit for workspace B or for an anonymous caller, through
 * Redis or through the Postgres fallback; own-workspace hits and hits on public (anonymous) results work.
 */
describe('cache isolation across workspaces and anonymous callers (real stack)', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let redis: Redis;
  let keyA: string;
  let keyB: string;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8' });
    redis = new Redis(infra.redis.url);
    const prisma = new PrismaClient({ adapter: prismaAdapter(infra.database.url, 'quota') });
    try {
      const admin = new KeyAdmin(prisma, loadPlans(undefined));
      keyA = (await admin.createWorkspace({ name: 'tenant-a', tier: 'pro' })).key.key!;
      keyB = (await admin.createWorkspace({ name: 'tenant-b', tier: 'pro' })).key.key!;
    } finally {
      await prisma.$disconnect();
    }
  });

  after(async () => {
    redis?.disconnect();
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  const headers = (key: string | undefined): Record<string, string> => (key ? { 'X-Api-Key': key } : {});

  async function submit(url: string, key: string | undefined, options: Record<string, unknown> = {}) {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url, ...options }, headers: headers(key) });
    assert.ok(response.status === 200 || response.status === 202, response.text);
    return response;
  }

  async function scanToCompletion(url: string, key: string | undefined, options: Record<string, unknown> = {}) {
    const submitted = await submit(url, key, options);
    assert.equal(submitted.status, 202, `expected a fresh scan, got ${submitted.status}: ${submitted.text}`);
    const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`, { headers: headers(key) });
    assert.equal(polled.body.scanState, 'completed', polled.text);
    return polled.body;
  }

  /** Runs the checks twice: with Redis holding the cache entries, and with Redis emptied (the Postgres fallback). */
  for (const path of ['redis', 'postgres'] as const) {
    describe(`through ${path === 'redis' ? 'the Redis cache' : 'the Postgres fallback (Redis emptied)'}`, () => {
      const forget = async () => {
        if (path === 'postgres') await redis.flushall();
      };

      it("never serves workspace A's private result to workspace B or to an anonymous caller", async () => {
        const page = `/private-${path}`;
        const url = `${target.url}${page}`;
        const original = await scanToCompletion(url, keyA);
        assert.equal(target.hits.get(page), 1);
        await forget();

        const fromB = await submit(url, keyB);
        assert.equal(fromB.status, 202, 'workspace B scans it itself');
        assert.equal(fromB.body.cached, false);
        assert.equal(fromB.body.result, undefined);
        await forget();
        const fromAnonymous = await submit(url, undefined);
        assert.equal(fromAnonymous.status, 202, 'an anonymous caller scans it itself');
        assert.equal(fromAnonymous.body.cached, false);
        // Both may share one in-flight job (coalescing), but neither was served A's stored result.
        for (const [id, key] of [[fromB.body.scanId, keyB], [fromAnonymous.body.scanId, undefined]] as const) {
          const polled = await api(stack.baseUrl, `/UrlCheck/${id}?wait=20`, { headers: headers(key) });
          assert.equal(polled.body.scanState, 'completed');
          assert.equal(polled.body.cached, false);
        }
        assert.ok((target.hits.get(page) ?? 0) >= 2, 'the target was fetched again for the other callers');
        assert.notEqual(original.scanId, fromB.body.scanId);
      });

      it('serves a workspace its own private result from the cache', async () => {
        const page = `/own-${path}`;
        const url = `${target.url}${page}`;
        const original = await scanToCompletion(url, keyA);
        await forget();
        const again = await submit(url, keyA);
        assert.equal(again.status, 200, again.text);
        assert.equal(again.body.cached, true);
        assert.notEqual(again.body.scanId, original.scanId);
        assert.deepEqual(again.body.result, original.result);
        assert.equal(target.hits.get(page), 1, 'the target was fetched once');
        // The copy is A's own: B cannot read it by id.
        const byB = await api(stack.baseUrl, `/UrlCheck/${again.body.scanId}`, { headers: headers(keyB) });
        assert.equal(byB.status, 404);
      });

      /** Scans `page` once as `owner`, then each of `readers` gets the same result as a cache hit; the target is fetched once. */
      async function servedFromCache(page: string, owner: string | undefined, submission: Record<string, unknown>, readers: (string | undefined)[]): Promise<void> {
        const url = `${target.url}${page}`;
        const original = await scanToCompletion(url, owner, submission);
        for (const key of readers) {
          await forget();
          const hit = await submit(url, key);
          assert.equal(hit.status, 200, hit.text);
          assert.equal(hit.body.cached, true);
          assert.deepEqual(hit.body.result, original.result);
        }
        assert.equal(target.hits.get(page), 1, 'the target was fetched once');
      }

      it('serves a public (anonymous) result to every caller', async () => {
        await servedFromCache(`/public-${path}`, undefined, {}, [keyA, keyB, undefined]);
      });

      it("serves workspace A's public result to B and to anonymous callers", async () => {
        await servedFromCache(`/ws-public-${path}`, keyA, { visibility: 'public' }, [keyB, undefined]);
      });

      it("prefers a workspace's own result, and never lets B's scan fill A's cache", async () => {
        const page = `/both-${path}`;
        const url = `${target.url}${page}`;
        await scanToCompletion(url, keyB);
        await forget();
        // A has nothing of its own and B's result is private: A scans.
        const ownA = await scanToCompletion(url, keyA);
        await forget();
        const hitA = await submit(url, keyA);
        assert.equal(hitA.status, 200);
        assert.deepEqual(hitA.body.result, ownA.result);
        assert.equal(target.hits.get(page), 2);
      });
    });
  }
});
