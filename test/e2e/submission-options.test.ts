import assert from 'node:assert/strict';
import pg from 'pg';
import { Schemas, validatorFor, Operations } from '@lookout/contracts';
import { readCompletedEvents } from '../support/events.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';
import { createWorkspaces } from '../support/workspaces.js';

/** Submission options (contract §8): validation, the scan resource, the job, the target, the cache key and coalescing. */
describe('submission options end to end (real stack)', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let keyA: string;
  let keyB: string;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http' });
    const [a, b] = await createWorkspaces(infra.database.url, ['options-a', 'options-b']);
    keyA = a!.key;
    keyB = b!.key;
  });

  after(async () => {
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  // null is the anonymous caller (undefined would select the default key).
  const as = (key: string | null): Record<string, string> => (key ? { 'X-Api-Key': key } : {});
  const submit = (json: Record<string, unknown>, key: string | null = keyA) => api(stack.baseUrl, '/UrlCheck', { method: 'POST', json, headers: as(key) });
  const wait = async (scanId: string, key: string | null = keyA) => (await api(stack.baseUrl, `/UrlCheck/${scanId}?wait=20`, { headers: as(key) })).body;

  async function jobsFor(normalizedUrl: string): Promise<{ id: string; options: unknown }[]> {
    const client = new pg.Client({ connectionString: infra.database.url });
    await client.connect();
    try {
      return (await client.query('SELECT id, options FROM orchestrator.scan_jobs WHERE normalized_url = $1 ORDER BY created_at', [normalizedUrl])).rows;
    } finally {
      await client.end();
    }
  }

  describe('validation: every invalid value is a 400 keyed by field', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['unknown visibility', { visibility: 'secret' }, 'visibility'],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
      ['a tag with upper case', { tags: ['Phish'] }, 'tags.0'],
      ['a 65-character tag', { tags: ['a'.repeat(65)] }, 'tags.0'],
      ['duplicate tags', { tags: ['x', 'x'] }, 'tags'],
      ['unknown engine', { engine: 'curl' }, 'engine'],
      ['a 513-character userAgent', { userAgent: 'u'.repeat(513) }, 'userAgent'],
      ['a userAgent with a newline', { userAgent: 'evil\r\nX-Injected: 1' }, 'userAgent'],
      ['a relative referer', { referer: '/from/here' }, 'referer'],
      ['an ftp referer', { referer: 'ftp://example.com/' }, 'referer'],
      ['an acceptLanguage with a quote', { acceptLanguage: 'en"' }, 'acceptLanguage'],
      ['unknown device', { device: 'tablet' }, 'device'],
      ['extraHeaders naming Host', { extraHeaders: { Host: 'internal' } }, 'extraHeaders.Host'],
      ['extraHeaders naming Content-Length', { extraHeaders: { 'Content-Length': '5' } }, 'extraHeaders.Content-Length'],
      ['extraHeaders naming a hop-by-hop header', { extraHeaders: { 'Transfer-Encoding': 'chunked' } }, 'extraHeaders.Transfer-Encoding'],
      ['extraHeaders naming Proxy-Authorization', { extraHeaders: { 'proxy-authorization': 'Basic x' } }, 'extraHeaders.proxy-authorization'],
      ['extraHeaders naming Connection', { extraHeaders: { connection: 'close' } }, 'extraHeaders.connection'],
      ['the same header twice in different case', { extraHeaders: { 'X-A': '1', 'x-a': '2' } }, 'extraHeaders.x-a'],
      ['21 extra headers', { extraHeaders: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`x-h${i}`, 'v'])) }, 'extraHeaders'],
      ['a header name that is not a token', { extraHeaders: { 'bad name': 'v' } }, 'extraHeaders'],
      ['a 1025-character header value', { extraHeaders: { 'x-long': 'v'.repeat(1025) } }, 'extraHeaders.x-long'],
      ['a header value with a control character', { extraHeaders: { 'x-ctl': 'a\u0000b' } }, 'extraHeaders.x-ctl'],
      ['over 8 KiB of extra headers', { extraHeaders: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`x-big${i}`, 'v'.repeat(1000)])) }, 'extraHeaders'],
      ['a string for tags', { tags: 'a,b' }, 'tags'],
    ];
    for (const [name, fields, key] of cases) {
      it(`refuses ${name} (errors["${key}"])`, async () => {
        const response = await submit({ url: `${target.url}/page`, ...fields });
        assert.equal(response.status, 400, response.text);
        assert.equal(response.headers.get('content-type'), 'application/problem+json; charset=utf-8');
        assert.ok(response.body.errors?.[key], `errors has ${key}: ${JSON.stringify(response.body.errors)}`);
      });
    }

    it('refuses visibility from an anonymous caller (anonymous scans are always unlisted)', async () => {
      for (const visibility of ['public', 'private']) {
        const response = await submit({ url: `${target.url}/page`, visibility }, null);
        assert.equal(response.status, 400, response.text);
        assert.match(response.body.errors.visibility[0], /API key/);
      }
    });

    it('judges each batch item on its own', async () => {
      const response = await api(stack.baseUrl, '/UrlCheck/batch', {
        method: 'POST',
        headers: as(keyA),
        json: { items: [{ url: `${target.url}/batch-ok`, tags: ['ok'] }, { url: `${target.url}/batch-bad`, extraHeaders: { Host: 'x' } }] },
      });
      assert.equal(response.status, 200, response.text);
      assert.equal(response.body.results[0].status, 202);
      assert.deepEqual(response.body.results[0].scan.tags, ['ok']);
      assert.equal(response.body.results[1].status, 400);
      assert.ok(response.body.results[1].problem.errors['extraHeaders.Host']);
    });
  });

  it('carries the options to the target, the scan resource, the job and the completed event', async () => {
    const url = `${target.url}/headers`;
    const submitted = await submit({
      url,
      visibility: 'public',
      tags: ['campaign:42', 'phish.kit'],
      userAgent: 'Mozilla/5.0 (lookout test)',
      referer: 'https://referrer.example/landing',
      acceptLanguage: 'fr-CH, fr;q=0.9, en;q=0.5',
      extraHeaders: { 'X-Campaign': 'spring', 'Cookie': 'session=abc' },
    });
    assert.equal(submitted.status, 202, submitted.text);
    assert.equal(submitted.body.visibility, 'public');
    assert.deepEqual(submitted.body.tags, ['campaign:42', 'phish.kit']);
    assert.deepEqual(submitted.body.options, {
      engine: 'http',
      userAgent: 'Mozilla/5.0 (lookout test)',
      referer: 'https://referrer.example/landing',
      acceptLanguage: 'fr-CH, fr;q=0.9, en;q=0.5',
      extraHeaders: { 'X-Campaign': 'spring', 'Cookie': 'session=abc' },
    });
    const done = await wait(submitted.body.scanId);
    assert.equal(done.scanState, 'completed', JSON.stringify(done));
    assert.ok(validatorFor(Schemas.scan)(done));
    const seen = target.headers.get('/headers')!;
    assert.equal(seen['user-agent'], 'Mozilla/5.0 (lookout test)');
    assert.equal(seen.referer, 'https://referrer.example/landing');
    assert.equal(seen['accept-language'], 'fr-CH, fr;q=0.9, en;q=0.5');
    assert.equal(seen['x-campaign'], 'spring');
    assert.equal(seen.cookie, 'session=abc');

    const [job] = await jobsFor(url);
    assert.deepEqual((job as { options: unknown }).options, submitted.body.options);
    const event = (await readCompletedEvents(infra.nats.url)).find((candidate) => candidate.subject === submitted.body.scanId);
    assert.ok(event && validatorFor(Operations.scanCompleted.schema)(event));
    assert.equal(event.data.visibility, 'public');
    assert.deepEqual(event.data.tags, ['campaign:42', 'phish.kit']);
    assert.deepEqual(event.data.options, submitted.body.options);
  });

  it('hands the user name before "@" to the analysis only: brand@host is judged, nothing stores or sends the credentials', async () => {
    const bare = `${target.url}/brand-at-host`;
    const tricked = bare.replace('://', '://www.paypal.com:hunter2@');
    const submitted = await submit({ url: tricked });
    assert.equal(submitted.status, 202, submitted.text);
    assert.equal(submitted.body.url, bare);
    assert.equal(submitted.body.normalizedUrl, bare);
    const done = await wait(submitted.body.scanId);
    assert.equal(done.scanState, 'completed', JSON.stringify(done));
    const trick = done.result.signals.find((signal: { id: string }) => signal.id === 'userinfo-host-trick');
    assert.ok(trick, JSON.stringify(done.result.signals));
    assert.match(trick.evidence, /www\.paypal\.com@/);
    assert.notEqual(done.result.verdict, 'clean');
    assert.doesNotMatch(JSON.stringify(done), /hunter2/, 'the password is never kept');
    assert.equal(target.headers.get('/brand-at-host')!.authorization, undefined, 'the target is not sent the credentials');

    const client = new pg.Client({ connectionString: infra.database.url });
    await client.connect();
    try {
      const stored = (await client.query("SELECT s.url, s.normalized_url, j.url AS job_url, j.options::text FROM orchestrator.scans s JOIN orchestrator.scan_jobs j ON j.id = s.job_id WHERE s.id = $1", [submitted.body.scanId])).rows[0];
      assert.ok(stored);
      assert.doesNotMatch(JSON.stringify(stored), /paypal|hunter2/, 'no stored URL or option carries the userinfo');
    } finally {
      await client.end();
    }

    // The bare URL is another fetch (its verdict must not carry the trick), and itself is clean of it.
    const plain = await submit({ url: bare });
    assert.equal(plain.status, 202, 'the bare URL does not share the tricked URL\'s cached result');
    const plainDone = await wait(plain.body.scanId);
    assert.ok(!plainDone.result.signals.some((signal: { id: string }) => signal.id === 'userinfo-host-trick'));
  });

  it('resolves the engine at submit from SCAN_ENGINE, and reports anonymous scans as unlisted', async () => {
    const keyed = await submit({ url: `${target.url}/default-engine` });
    assert.equal(keyed.body.options.engine, 'http');
    assert.equal(keyed.body.visibility, 'private');
    assert.deepEqual(keyed.body.tags, []);
    const anonymous = await submit({ url: `${target.url}/default-engine-anon` }, null);
    assert.equal(anonymous.body.visibility, 'unlisted');
  });

  it('caches per capture options: other options scan again, the same options (header names in any case) hit, tags and visibility do not matter', async () => {
    const url = `${target.url}/keyed-cache`;
    const first = await submit({ url, userAgent: 'agent-one', extraHeaders: { 'X-One': '1', 'X-Two': '2' } });
    await wait(first.body.scanId);
    const otherAgent = await submit({ url, userAgent: 'agent-two', extraHeaders: { 'X-One': '1', 'X-Two': '2' } });
    assert.equal(otherAgent.status, 202, 'another user agent is another fetch');
    await wait(otherAgent.body.scanId);
    const noOptions = await submit({ url });
    assert.equal(noOptions.status, 202, 'no options is another fetch');
    await wait(noOptions.body.scanId);
    assert.equal(target.hits.get('/keyed-cache'), 3);

    const same = await submit({ url, userAgent: 'agent-one', extraHeaders: { 'x-two': '2', 'x-one': '1' }, tags: ['other'], visibility: 'public' });
    assert.equal(same.status, 200, same.text);
    assert.equal(same.body.cached, true);
    assert.deepEqual(same.body.tags, ['other']);
    assert.equal(same.body.visibility, 'public', 'the copy has the visibility its caller asked for');
    assert.equal(target.hits.get('/keyed-cache'), 3);
  });

  it('coalesces only onto an in-flight job with the same capture options', async () => {
    const path = '/coalesce-options';
    const url = `${target.url}${path}`;
    target.hold(path);
    try {
      const first = await submit({ url, acceptLanguage: 'de' });
      const same = await submit({ url, acceptLanguage: 'de' });
      const other = await submit({ url, acceptLanguage: 'it' });
      assert.deepEqual([first.status, same.status, other.status], [202, 202, 202]);
      const jobs = await jobsFor(url);
      assert.equal(jobs.length, 2, 'one job per distinct set of options');
      target.release(path);
      for (const scan of [first, same, other]) assert.equal((await wait(scan.body.scanId)).scanState, 'completed');
      assert.equal(target.hits.get(path), 2);
    } finally {
      target.release(path);
    }
  });

  it('a public scan is readable by anyone with the id and serves the cache to other workspaces; a private one is not', async () => {
    const publicUrl = `${target.url}/made-public`;
    const published = await submit({ url: publicUrl, visibility: 'public' });
    await wait(published.body.scanId);
    for (const key of [keyB, null]) assert.equal((await api(stack.baseUrl, `/UrlCheck/${published.body.scanId}`, { headers: as(key) })).status, 200);
    const hitB = await submit({ url: publicUrl }, keyB);
    assert.equal(hitB.status, 200);
    assert.equal(hitB.body.visibility, 'private', "B's copy is B's own, private by default");
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${hitB.body.scanId}`, { headers: as(keyA) })).status, 404);

    const privateUrl = `${target.url}/kept-private`;
    const kept = await submit({ url: privateUrl });
    await wait(kept.body.scanId);
    for (const key of [keyB, null]) assert.equal((await api(stack.baseUrl, `/UrlCheck/${kept.body.scanId}`, { headers: as(key) })).status, 404);
    assert.equal((await submit({ url: privateUrl }, keyB)).status, 202);
  });
});
