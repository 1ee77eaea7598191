import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, headers as natsHeaders, JSONCodec } from 'nats';
import pg from 'pg';
import { createArtifactStore, type ArtifactStore } from '@lookout/artifacts';
import { Operations } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

const IMMUTABLE = 'private, max-age=31536000, immutable';
// Attacker-controlled markup: served back, it must stay text.
const HOSTILE_DOM = '<!doctype html><html><body><script>document.title="pwned"</script><h1>hi</h1></body></html>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00', 'latin1');
const HAR = JSON.stringify({ log: { version: '1.2', creator: { name: 'lookout', version: '0.1.0' }, entries: [] } });

async function workspaceKey(databaseUrl: string, name: string): Promise<string> {
  const prisma = new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
  try {
    const admin = new KeyAdmin(prisma, loadPlans(undefined));
    const { workspace } = await admin.createWorkspace({ name, tier: 'pro' });
    return (await admin.createKey(workspace.workspaceId, { scopes: ['scans:read', 'scans:write'], name })).key!;
  } finally {
    await prisma.$disconnect();
  }
}

async function jobIdFor(databaseUrl: string, normalizedUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM orchestrator.scan_jobs WHERE normalized_url = $1', [normalizedUrl]);
    assert.ok(rows[0], `no job for ${normalizedUrl}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/**
 * Gateway artifact routes over the real stack (NATS, Redis, Postgres, all five services). The browser
 * engine is another module's work: here the test plays the worker — it writes the artifacts with
 * @lookout/artifacts exactly as a worker does, then publishes the job's finished outcome whose result
 * points at them, and the orchestrator applies it as it would a real one.
 */
describe('gateway: scan artifacts (screenshot, DOM, HAR)', function () {
  this.timeout(60_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let dir: string;
  let store: ArtifactStore;
  let keyA: string;
  let keyB: string;
  let httpEngineScanId: string;
  let baseResult: Record<string, unknown>;
  let serial = 0;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    dir = await mkdtemp(path.join(tmpdir(), 'lookout-e2e-artifacts-'));
    store = createArtifactStore({ backend: 'fs', dir, maxBytes: 1024 * 1024 });
    // The worker's default engine is http here: its one real scan is the scan without artifacts.
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', ARTIFACTS_DIR: dir, SCAN_ENGINE: 'http' });
    [keyA, keyB] = await Promise.all([workspaceKey(infra.database.url, 'artifacts-a'), workspaceKey(infra.database.url, 'artifacts-b')]);
    // One real scan by the real worker: a valid result to build on, and a scan without a capture.
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/page?artifacts=http` } });
    const done = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(done.body.scanState, 'completed', done.text);
    httpEngineScanId = submitted.body.scanId;
    assert.equal(done.body.result.capture.engine, 'http', 'SCAN_ENGINE=http: the http engine still scans');
    baseResult = done.body.result;
    // From here on the test is the worker.
    await stack.stopService('scanner-worker');
  });

  after(async () => {
    await stack?.stop();
    await target?.close();
    await infra?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** What every browser capture carries besides its artifact references (the result schema requires them). */
  const CAPTURE_LISTS = { requests: [], requestsTruncated: false, console: [], cookies: [], favicon: null, downloads: [], incidents: [] };

  /** Submits a scan and finishes it with a result whose capture is the given one. */
  async function scanWithCapture(capture: Record<string, unknown>, apiKey?: string): Promise<string> {
    const url = `http://127.0.0.1:9/artifacts/${++serial}`;
    const headers = apiKey ? { 'X-Api-Key': apiKey } : undefined;
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url }, ...(headers ? { headers } : {}) });
    assert.equal(submitted.status, 202, submitted.text);
    const jobId = await jobIdFor(infra.database.url, url);
    const nc = await connect({ servers: infra.nats.url });
    try {
      const now = new Date().toISOString();
      const outcome = { type: 'scan.outcome', version: 1, jobId, attempt: 1, startedAt: now, completedAt: now, scanState: 'completed', result: { ...baseResult, capture } };
      const h = natsHeaders();
      h.set('Nats-Msg-Id', jobId);
      await nc.jetstream().publish(Operations.scanOutcome.subject, JSONCodec().encode(outcome), { headers: h });
    } finally {
      await nc.close();
    }
    const done = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`, headers ? { headers } : {});
    assert.equal(done.body.scanState, 'completed', done.text);
    assert.deepEqual(done.body.result.capture, capture);
    return submitted.body.scanId as string;
  }

  async function fullCapture() {
    const screenshot = await store.put('screenshot', PNG, 'image/png');
    const dom = await store.put('dom', Buffer.from(HOSTILE_DOM), 'text/html; charset=utf-8');
    const har = await store.put('har', Buffer.from(HAR), 'application/json');
    return {
      engine: 'browser',
      ...CAPTURE_LISTS,
      screenshot: { sha256: screenshot.sha256, width: 1, height: 1, phash: '0000000000000000', contentType: 'image/png' },
      dom: { sha256: dom.sha256, bytes: dom.bytes },
      har: { sha256: har.sha256, bytes: har.bytes },
    };
  }

  it('serves each artifact with its content type, the hash as ETag, private immutable caching and no sniffing', async () => {
    const capture = await fullCapture();
    const scanId = await scanWithCapture(capture, keyA);
    const headers = { 'X-Api-Key': keyA };

    const shot = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/screenshot`, { headers });
    assert.equal(shot.status, 200);
    assert.equal(shot.headers.get('content-type'), 'image/png');
    assert.ok(Buffer.from(await shot.arrayBuffer()).equals(PNG));
    assert.equal(shot.headers.get('etag'), `"${capture.screenshot.sha256}"`);
    assert.equal(shot.headers.get('cache-control'), IMMUTABLE);
    assert.equal(shot.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(shot.headers.get('content-length'), String(PNG.length));
    assert.ok(shot.headers.get('ratelimit'), 'rate limited like GET /UrlCheck/{id}');

    const dom = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/dom`, { headers });
    assert.equal(dom.status, 200);
    assert.equal(dom.headers.get('content-type'), 'text/plain; charset=utf-8', 'the DOM is never served as HTML');
    assert.equal(dom.headers.get('content-security-policy'), "sandbox; default-src 'none'");
    assert.equal(dom.headers.get('content-disposition'), 'inline');
    assert.equal(dom.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(dom.headers.get('etag'), `"${capture.dom.sha256}"`);
    assert.equal(await dom.text(), HOSTILE_DOM);

    const har = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/har`, { headers });
    assert.equal(har.status, 200);
    assert.equal(har.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(har.headers.get('cache-control'), IMMUTABLE);
    assert.equal(((await har.json()) as { log: { version: string } }).log.version, '1.2');
  });

  it('answers 304 to If-None-Match with the hash (strong, weak or in a list), 200 to another tag', async () => {
    const capture = await fullCapture();
    const scanId = await scanWithCapture(capture, keyA);
    const etag = `"${capture.dom.sha256}"`;
    for (const tag of [etag, `W/${etag}`, `"0000", ${etag}`, '*']) {
      const response = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/dom`, { headers: { 'X-Api-Key': keyA, 'If-None-Match': tag } });
      assert.equal(response.status, 304, tag);
      assert.equal(await response.text(), '');
      assert.equal(response.headers.get('etag'), etag);
      assert.equal(response.headers.get('cache-control'), IMMUTABLE);
    }
    const other = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/dom`, { headers: { 'X-Api-Key': keyA, 'If-None-Match': `"${'0'.repeat(64)}"` } });
    assert.equal(other.status, 200);
  });

  it('is exactly as visible as the scan: another workspace and anonymous callers get the scan 404, byte for byte', async () => {
    const scanId = await scanWithCapture(await fullCapture(), keyA);
    for (const headers of [{ 'X-Api-Key': keyB }, {}] as Record<string, string>[]) {
      const scan = await api(stack.baseUrl, `/UrlCheck/${scanId}`, { headers });
      assert.equal(scan.status, 404);
      for (const kind of ['screenshot', 'dom', 'har']) {
        const artifact = await api(stack.baseUrl, `/UrlCheck/${scanId}/${kind}`, { headers: { ...headers, 'If-None-Match': '*' } });
        assert.equal(artifact.status, 404, `${kind}: ${artifact.text}`);
        assert.equal(artifact.headers.get('content-type'), 'application/problem+json; charset=utf-8');
        assert.equal(artifact.text, scan.text, 'indistinguishable from the scan 404');
        assert.equal(artifact.headers.get('etag'), null);
      }
    }
    const unknown = await api(stack.baseUrl, '/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2/dom', { headers: { 'X-Api-Key': keyB } });
    const foreign = await api(stack.baseUrl, `/UrlCheck/${scanId}/dom`, { headers: { 'X-Api-Key': keyB } });
    assert.equal(unknown.text, foreign.text, 'unknown and invisible scans look the same');
  });

  it('serves a public (anonymous) scan to anyone, as the image type stored', async () => {
    const screenshot = await store.put('screenshot', WEBP, 'image/webp');
    const scanId = await scanWithCapture({ engine: 'browser', ...CAPTURE_LISTS, screenshot: { sha256: screenshot.sha256, width: 1, height: 1, phash: '00000000000000ff' } });
    for (const headers of [{}, { 'X-Api-Key': keyB }] as Record<string, string>[]) {
      const response = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/screenshot`, { headers });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/webp');
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(WEBP));
    }
  });

  it('answers a 404 problem when the scan has no such artifact or it is no longer stored', async () => {
    for (const kind of ['screenshot', 'dom', 'har']) {
      const response = await api(stack.baseUrl, `/UrlCheck/${httpEngineScanId}/${kind}`);
      assert.equal(response.status, 404);
      assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.match(response.body.detail, /has no/);
    }
    const har = await store.put('har', Buffer.from('{"log":{"version":"1.2","entries":[]}}'), 'application/json');
    const scanId = await scanWithCapture({ engine: 'browser', ...CAPTURE_LISTS, har: { sha256: har.sha256, bytes: har.bytes } });
    await store.delete('har', har.sha256);
    const gone = await api(stack.baseUrl, `/UrlCheck/${scanId}/har`);
    assert.equal(gone.status, 404);
    assert.match(gone.body.detail, /no longer stored/);
    assert.equal(gone.headers.get('etag'), null);
    assert.equal(gone.headers.get('cache-control'), null);
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${scanId}/dom`)).status, 404, 'no DOM in this capture');
  });

  it('never lets a stored content type turn a screenshot into something a browser would run', async () => {
    const sneaky = await store.put('screenshot', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const scanId = await scanWithCapture({ engine: 'browser', ...CAPTURE_LISTS, screenshot: { sha256: sneaky.sha256, width: 1, height: 1, phash: '0000000000000000' } });
    const response = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/screenshot`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/octet-stream');
    assert.equal(response.headers.get('content-security-policy'), "sandbox; default-src 'none'");
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });
});
