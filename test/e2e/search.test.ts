import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, headers as natsHeaders, JSONCodec } from 'nats';
import pg from 'pg';
import { createArtifactStore, type ArtifactStore } from '@lookout/artifacts';
import { Schemas, Operations, validatorFor } from '@lookout/contracts';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';
import { createWorkspaces } from '../support/workspaces.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/**
 * Search and deletion over the real stack. The browser engine is another module's: after one real
 * http scan (a valid result to build on) the test plays the worker, publishing finished outcomes whose
 * results carry the contract §8 fields (final URL, addresses, hashes, favicon, capture requests).
 * Submitted URLs are loopback literals on a closed port and no worker runs: nothing leaves the machine.
 */
describe('search and deletion (real stack)', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let dir: string;
  let store: ArtifactStore;
  let keyA: string;
  let keyB: string;
  let readOnlyA: string;
  let baseResult: Record<string, unknown>;
  let serial = 0;
  const ids: Record<string, string> = {};

  const as = (key: string | null): Record<string, string> => (key ? { 'X-Api-Key': key } : {});
  const search = (key: string | null, q: string, extra = '') => api(stack.baseUrl, `/api/scans?q=${encodeURIComponent(q)}${extra}`, { headers: as(key) });
  const found = async (key: string, q: string): Promise<string[]> => {
    const response = await search(key, q, '&limit=100');
    assert.equal(response.status, 200, `${q}: ${response.text}`);
    return response.body.items.map((item: { scanId: string }) => item.scanId);
  };

  async function jobIdFor(normalizedUrl: string): Promise<string> {
    const client = new pg.Client({ connectionString: infra.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>('SELECT id FROM orchestrator.scan_jobs WHERE normalized_url = $1 ORDER BY created_at DESC LIMIT 1', [normalizedUrl]);
      return rows[0]!.id;
    } finally {
      await client.end();
    }
  }

  /** Submits a scan and finishes it, as a worker would, with the base result plus the given fields. */
  async function finished(key: string | null, fields: Record<string, unknown>, submission: Record<string, unknown> = {}): Promise<string> {
    const url = `http://127.0.0.1:9/search/${++serial}`;
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url, ...submission }, headers: as(key) });
    assert.equal(submitted.status, 202, submitted.text);
    const jobId = await jobIdFor(url);
    const nc = await connect({ servers: infra.nats.url });
    try {
      const now = new Date().toISOString();
      // A browser capture carries these lists besides what a test names (the result schema requires them).
      const capture = fields.capture ? { requests: [], requestsTruncated: false, console: [], cookies: [], favicon: null, downloads: [], incidents: [], ...(fields.capture as object) } : undefined;
      const outcome = { type: 'scan.outcome', version: 1, jobId, attempt: 1, startedAt: now, completedAt: now, scanState: 'completed', result: { ...baseResult, ...fields, ...(capture ? { capture } : {}) } };
      const h = natsHeaders();
      h.set('Nats-Msg-Id', jobId);
      await nc.jetstream().publish(Operations.scanOutcome.subject, JSONCodec().encode(outcome), { headers: h });
    } finally {
      await nc.close();
    }
    const done = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`, { headers: as(key) });
    assert.equal(done.body.scanState, 'completed', done.text);
    return submitted.body.scanId as string;
  }

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    dir = await mkdtemp(path.join(tmpdir(), 'lookout-e2e-search-'));
    store = createArtifactStore({ backend: 'fs', dir, maxBytes: 1024 * 1024 });
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http', ARTIFACTS_DIR: dir });
    const [a, b] = await createWorkspaces(infra.database.url, ['search-a', 'search-b']);
    keyA = a!.key;
    keyB = b!.key;
    readOnlyA = await a!.keyWith(['scans:read']);
    const real = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/page?search=base` } });
    baseResult = (await api(stack.baseUrl, `/UrlCheck/${real.body.scanId}?wait=20`)).body.result;
    assert.ok(baseResult, 'the real worker produced a result');
    await stack.stopService('scanner-worker');

    const screenshot = await store.put('screenshot', PNG, 'image/png');
    ids.s1 = await finished(keyA, {
      finalUrl: 'https://login.shop-example.co.uk/signin',
      dns: { ...(baseResult.dns as object), addresses: ['203.0.113.10'] },
      http: { ...(baseResult.http as object), bodySha256: sha('body-1') },
      verdict: 'malicious',
      score: 92,
      categories: ['phishing'],
      capture: {
        engine: 'browser',
        screenshot: { sha256: screenshot.sha256, width: 1, height: 1, phash: 'ffff0000ffff0000', contentType: 'image/png' },
        dom: { sha256: sha('dom-1'), bytes: 10 },
        favicon: { url: 'https://cdn.example.net/favicon.ico', sha256: sha('favicon-1'), mmh3: -12345 },
        requests: [{ url: 'https://cdn.example.net/kit.js', method: 'GET', resourceType: 'script', status: 200, remoteAddress: '198.51.100.7', mimeType: 'text/javascript', bytes: 5, sha256: sha('resource-1') }],
      },
    }, { tags: ['campaign:1'] });
    ids.s2 = await finished(keyA, { finalUrl: 'https://www.other-example.com/', dns: { ...(baseResult.dns as object), addresses: ['2001:db8::1'] }, verdict: 'clean', categories: [] }, { visibility: 'public', tags: ['campaign:2'] });
    ids.s3 = await finished(keyB, { finalUrl: 'https://shop-example.co.uk/', dns: { ...(baseResult.dns as object), addresses: ['203.0.113.10'] }, verdict: 'malicious', categories: ['phishing'], capture: { engine: 'browser', favicon: { url: 'https://cdn.example.net/favicon.ico', sha256: sha('favicon-1'), mmh3: -12345 } } });
    ids.s4 = await finished(null, { finalUrl: 'https://login.shop-example.co.uk/', dns: { ...(baseResult.dns as object), addresses: ['203.0.113.10'] }, verdict: 'malicious' });
    ids.s5 = await finished(keyB, { finalUrl: 'https://pay.shop-example.co.uk/', verdict: 'suspicious', categories: ['scam'] }, { visibility: 'public' });
  });

  after(async () => {
    await stack?.stop();
    await target?.close();
    await infra?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers every operator with the scans the caller may search (own workspace + public; never anonymous or another private)', async () => {
    const { s1, s2, s5 } = ids as Record<string, string>;
    const cases: [string, string[]][] = [
      ['domain:shop-example.co.uk', [s5!, s1!]],
      ['domain:www.shop-example.co.uk', [s5!, s1!]],
      ['host:login.shop-example.co.uk', [s1!]],
      ['url:https://login.shop-example', [s1!]],
      [`url:http://127.0.0.1:9/search/`, [s5!, s2!, s1!]],
      ['ip:203.0.113.10', [s1!]],
      ['ip:203.0.113.0/24', [s1!]],
      ['ip:198.51.100.7', [s1!]],
      ['ip:2001:db8::/32', [s2!]],
      [`hash:${sha('body-1')}`, [s1!]],
      [`hash:${sha('resource-1')}`, [s1!]],
      [`hash:${sha('favicon-1')}`, [s1!]],
      [`hash:${sha('dom-1')}`, [s1!]],
      ['favicon:-12345', [s1!]],
      ['verdict:malicious', [s1!]],
      ['verdict:suspicious', [s5!]],
      ['category:phishing', [s1!]],
      ['tag:campaign:2', [s2!]],
      ['tag:"campaign:1"', [s1!]],
      ['domain:shop-example.co.uk AND verdict:malicious', [s1!]],
      ['domain:shop-example.co.uk verdict:suspicious', [s5!]],
      ['state:failed', []],
      ['submitted:>2999-01-01', []],
      // Each operator again from the other side: B's public scan is found by A, a near miss finds nothing.
      ['host:pay.shop-example.co.uk', [s5!]],
      ['host:shop-example.co.uk', []],
      ['url:"https://login.shop-example.co.uk/signin"', [s1!]],
      ['url:https://login.shop-example.co.uk/signin/more', []],
      ['ip:2001:db8::1', [s2!]],
      ['ip:203.0.112.0/24', []],
      ['ip:0.0.0.0/0', [s5!, s2!, s1!]],
      ['ip:::/0', [s2!]],
      [`hash:${sha('body-2')}`, []],
      ['favicon:12345', []],
      ['category:scam', [s5!]],
      ['tag:campaign', []],
      // Combinations: a CIDR or a URL prefix checked per row of a term, a state or a date on the scan row.
      ['domain:shop-example.co.uk ip:203.0.113.0/24', [s1!]],
      ['domain:shop-example.co.uk ip:198.51.100.0/24', [s1!]],
      ['verdict:suspicious ip:203.0.113.0/24', []],
      ['ip:203.0.113.0/24 ip:198.51.100.0/24', [s1!]],
      ['ip:203.0.113.0/24 state:completed', [s1!]],
      ['domain:shop-example.co.uk url:https://pay.', [s5!]],
      ['tag:campaign:1 state:queued', []],
      ['verdict:malicious submitted:>2000-01-01', [s1!]],
      ['verdict:malicious submitted:<2000-01-01', []],
      ['state:completed submitted:>2000-01-01', [s5!, s2!, s1!]],
    ];
    for (const [q, expected] of cases) assert.deepEqual(await found(keyA, q), expected, q);
    const everything = await found(keyA, 'state:completed submitted:<2999-01-01T00:00:00Z');
    for (const id of [s1, s2, s5]) assert.ok(everything.includes(id!));
    assert.ok(!everything.includes(ids.s3!) && !everything.includes(ids.s4!), 'never B private or anonymous scans');
  });

  it("shows workspace B its own private scans and A's public ones, never A's private ones", async () => {
    assert.deepEqual(await found(keyB, 'domain:shop-example.co.uk'), [ids.s5, ids.s3]);
    assert.deepEqual(await found(keyB, 'favicon:-12345'), [ids.s3]);
    assert.deepEqual(await found(keyB, 'tag:campaign:2'), [ids.s2]);
    assert.deepEqual(await found(keyB, 'tag:campaign:1'), []);
  });

  it('returns summaries with the screenshot link, matching the schema', async () => {
    const response = await search(keyA, 'tag:campaign:1');
    const submittedAt: string = response.body.items[0].submittedAt;
    assert.ok(validatorFor(Schemas.scanSearchResult)(response.body), JSON.stringify(validatorFor(Schemas.scanSearchResult).errors));
    assert.deepEqual(response.body, {
      items: [{
        scanId: ids.s1,
        url: 'http://127.0.0.1:9/search/1',
        finalUrl: 'https://login.shop-example.co.uk/signin',
        scanState: 'completed',
        verdict: 'malicious',
        score: 92,
        categories: ['phishing'],
        tags: ['campaign:1'],
        submittedAt,
        screenshot: `/UrlCheck/${ids.s1}/screenshot`,
      }],
      nextCursor: null,
    });
  });

  it('refuses anonymous callers (401) and bad queries (400 naming the token)', async () => {
    assert.equal((await search(null, 'tag:x')).status, 401);
    for (const [q, token] of [
      ['colour:red', 'colour:red'],
      ['tag:ok ip:999.1.1.1', 'ip:999.1.1.1'],
      ['submitted:yesterday', 'submitted:yesterday'],
      ['hash:xyz', 'hash:xyz'],
      ['AND tag:x', 'AND'],
      ['justaword', 'justaword'],
      ['verdict:evil', 'verdict:evil'],
      ['ip:10.0.0.0/33', 'ip:10.0.0.0/33'],
      ['tag:ok tag:"open', 'tag:"open'],
      ['tag:a"b', 'tag:a"b'],
      ['tag:ok AND AND tag:x', 'AND'],
      ['tag:ok AND', 'AND'],
      ['domain:co.uk', 'domain:co.uk'],
      ['host:bad_host', 'host:bad_host'],
      ['url:ftp://example.com/', 'url:ftp://example.com/'],
      ['favicon:0x1f', 'favicon:0x1f'],
      ['favicon:2147483648', 'favicon:2147483648'],
      ['category:Phish!', 'category:Phish!'],
      ['tag:UPPER', 'tag:UPPER'],
      ['state:done', 'state:done'],
      ['submitted:>2026-13-45', 'submitted:>2026-13-45'],
      ['tag:', 'tag:'],
      ['<script>:x', '<script>:x'],
    ]) {
      const response = await search(keyA, q!);
      assert.equal(response.status, 400, `${q}: ${response.text}`);
      assert.equal(response.headers.get('content-type'), 'application/problem+json; charset=utf-8');
      assert.ok(response.body.detail.includes(JSON.stringify(token)), `${q}: ${response.body.detail}`);
      assert.ok(response.body.errors.q[0].includes(JSON.stringify(token)));
    }
    assert.equal((await search(keyA, 'tag:x', '&limit=0')).status, 400);
    assert.equal((await search(keyA, 'tag:x', '&limit=101')).status, 400);
    const badCursor = await search(keyA, 'tag:x', '&cursor=bm90LWEtY3Vyc29y');
    assert.equal(badCursor.status, 400);
    assert.ok(badCursor.body.errors.cursor);
  });

  it('pages newest first with a cursor that stays stable while scans arrive, on every query path', async () => {
    // A's private and B's public scans interleaved, so pages cross the two halves of what A may search.
    const since = new Date(Date.now() - 1000).toISOString();
    const paging = (key: string) => finished(key, { verdict: 'clean', dns: { ...(baseResult.dns as object), addresses: ['100.64.7.7'] } }, { tags: ['paging'], ...(key === keyB ? { visibility: 'public' } : {}) });
    const first: string[] = [];
    for (let i = 0; i < 5; i++) first.unshift(await paging(i % 2 ? keyB : keyA));
    assert.deepEqual(await found(keyA, 'tag:paging'), first);
    // The three ways a query is read (scan-search.ts matchingIds): from a term's index range, from the
    // address index (CIDR only), from scans (no term at all).
    for (const q of ['tag:paging', 'ip:100.64.0.0/16', `state:completed submitted:>${since}`]) {
      const expected = await found(keyA, q);
      assert.ok(expected.length >= 5, `${q}: ${expected.length}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await search(keyA, q, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        assert.equal(response.status, 200, response.text);
        seen.push(...response.body.items.map((item: { scanId: string }) => item.scanId));
        cursor = response.body.nextCursor;
        pages++;
        // A newer scan arriving between pages lands before the first page, never inside the walk.
        await paging(pages % 2 ? keyA : keyB);
      } while (cursor);
      assert.equal(pages, Math.ceil(expected.length / 2), q);
      assert.deepEqual(seen, expected, q);
    }
  });

  it('indexes a cache-hit copy under its own tags', async () => {
    const original = (await api(stack.baseUrl, `/UrlCheck/${ids.s2}`, { headers: as(keyA) })).body;
    const hit = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: original.url, tags: ['copied'] }, headers: as(keyB) });
    assert.equal(hit.status, 200, hit.text);
    assert.deepEqual(await found(keyB, 'tag:copied'), [hit.body.scanId]);
    assert.deepEqual(await found(keyB, 'ip:2001:db8::1'), [hit.body.scanId, ids.s2]);
    assert.deepEqual(await found(keyA, 'tag:copied'), [], "B's copy is private to B");
  });

  it('lists related scans with their relations, within what the caller may search', async () => {
    const s6 = ids.s6 = await finished(keyA, {
      finalUrl: 'https://checkout.shop-example.co.uk/',
      dns: { ...(baseResult.dns as object), addresses: ['198.51.100.7'] },
      verdict: 'malicious',
      capture: {
        engine: 'browser',
        screenshot: { sha256: sha('another-png'), width: 1, height: 1, phash: 'ffff0000ffff0003', contentType: 'image/png' },
        dom: { sha256: sha('dom-1'), bytes: 10 },
        favicon: { url: 'https://cdn.example.net/favicon.ico', sha256: sha('favicon-1'), mmh3: -12345 },
        requests: [{ url: 'https://cdn.example.net/kit.js', method: 'GET', resourceType: 'script', status: 200, remoteAddress: '192.0.2.1', mimeType: 'text/javascript', bytes: 5, sha256: sha('resource-1') }],
      },
    });
    // Shares five of the seven perceptual-hash bands with s1 but is 8 bits away: not a near screenshot.
    const farScreenshot = await finished(keyA, {
      finalUrl: 'https://far.unrelated-example.org/',
      dns: { ...(baseResult.dns as object), addresses: ['192.0.2.99'] },
      capture: { engine: 'browser', screenshot: { sha256: sha('far-png'), width: 1, height: 1, phash: 'ffff0000ffffff00', contentType: 'image/png' }, dom: { sha256: sha('dom-far'), bytes: 10 } },
    });
    const related = await api(stack.baseUrl, `/UrlCheck/${ids.s1}/related`, { headers: as(keyA) });
    assert.equal(related.status, 200, related.text);
    assert.ok(validatorFor(Schemas.relatedScans)(related.body));
    const byId = new Map<string, string[]>((related.body as { items: { scan: { scanId: string }; relations: string[] }[] }).items.map((item) => [item.scan.scanId, item.relations]));
    assert.deepEqual(byId.get(s6), ['domain', 'ip', 'favicon', 'dom', 'resource', 'screenshot']);
    assert.deepEqual(byId.get(ids.s5!), ['domain'], "B's public scan on the same domain");
    assert.ok(!byId.has(ids.s3!), "B's private scan (same domain, address and favicon) is not listed to A");
    assert.ok(!byId.has(ids.s4!), 'anonymous scans are never listed');
    assert.ok(!byId.has(ids.s1!), 'not itself');
    assert.ok(!byId.has(farScreenshot), 'a screenshot sharing bands but beyond the distance is not related');
    // B may not read A's private scan: 404, as for GET; anonymous callers need a key.
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${ids.s1}/related`, { headers: as(keyB) })).status, 404);
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${ids.s1}/related`)).status, 401);
    const fromB = await api(stack.baseUrl, `/UrlCheck/${ids.s5}/related`, { headers: as(keyB) });
    const bIds = (fromB.body as { items: { scan: { scanId: string } }[] }).items.map((item) => item.scan.scanId);
    assert.ok(bIds.includes(ids.s3!) && !bIds.includes(ids.s1!) && !bIds.includes(s6), "B sees its own, never A's private scans");
  });

  it("deletes a scan of one's own workspace with its search entries and unreferenced artifacts; 404/403/401 otherwise", async () => {
    const s1 = ids.s1!;
    const screenshotSha = (await api(stack.baseUrl, `/UrlCheck/${s1}`, { headers: as(keyA) })).body.result.capture.screenshot.sha256 as string;
    assert.ok(await store.get('screenshot', screenshotSha));
    const del = (key: string | null, id: string) => api(stack.baseUrl, `/UrlCheck/${id}`, { method: 'DELETE', headers: as(key) });

    assert.equal((await del(null, s1)).status, 401);
    assert.equal((await del(readOnlyA, s1)).status, 403, 'scans:delete is its own scope');
    const byB = await del(keyB, s1);
    const unknown = await del(keyB, 'scan_06h01nvtkbgfqf2m35sv0fb64gyv2');
    assert.equal(byB.status, 404);
    assert.equal(byB.text, unknown.text, "another workspace's private scan is indistinguishable from none");
    assert.equal((await del(keyB, ids.s2!)).status, 403, "another workspace's public scan is visible, not deletable");

    const deleted = await del(keyA, s1);
    assert.equal(deleted.status, 204, deleted.text);
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${s1}`, { headers: as(keyA) })).status, 404);
    assert.deepEqual(await found(keyA, `hash:${sha('body-1')}`), []);
    assert.deepEqual(await found(keyA, 'tag:campaign:1'), []);
    const client = new pg.Client({ connectionString: infra.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orchestrator.scan_terms WHERE scan_id = $1', [s1]);
      assert.equal(rows[0]!.n, 0, 'no search entry of the deleted scan is left');
    } finally {
      await client.end();
    }
    const related = await api(stack.baseUrl, `/UrlCheck/${ids.s6}/related`, { headers: as(keyA) });
    assert.equal(related.status, 200, related.text);
    const relatedIds = (related.body as { items: { scan: { scanId: string } }[] }).items.map((item) => item.scan.scanId);
    assert.ok(relatedIds.includes(ids.s5!) && !relatedIds.includes(s1), 'related scans no longer list it');
    assert.equal(await store.get('screenshot', screenshotSha), null, 'the screenshot no scan references any more is gone');
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${s1}/screenshot`, { headers: as(keyA) })).status, 404);
    assert.equal((await del(keyA, s1)).status, 404, 'a second delete finds nothing');
  });
});
