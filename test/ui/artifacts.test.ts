import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, headers as natsHeaders, JSONCodec } from 'nats';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { createArtifactStore, type ArtifactStore } from '@lookout/artifacts';
import { Operations } from '@lookout/contracts';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';
import { newWorkspaceKey } from '../support/workspace.js';

const BIN = fileURLToPath(new URL('../../packages/cli/bin/lookout.mjs', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../../.data/test-output/ui/', import.meta.url));
// A real 1×1 PNG, so the browser decodes it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HOSTILE_DOM = `<!doctype html><html><body><img src=x onerror="__xss('dom')"><script>__xss('dom-script')</script></body></html>`;
const HAR = JSON.stringify({ log: { version: '1.2', creator: { name: 'lookout', version: '0.1.0' }, entries: [] } });

/**
 * Artifacts through the CLI and the dashboard. The browser engine is other work: as in
 * test/e2e/artifacts.test.ts, the test plays the worker — it stores the artifacts with
 * @lookout/artifacts and publishes the job's outcome pointing at them; the real orchestrator applies it.
 */
describe('artifacts in the CLI (get --screenshot/--har) and the dashboard (screenshot, DOM as text)', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let dir: string;
  let store: ArtifactStore;
  let key: string;
  let scanId: string;
  let browser: Browser | undefined;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    dir = await mkdtemp(path.join(tmpdir(), 'lookout-ui-artifacts-'));
    store = createArtifactStore({ backend: 'fs', dir, maxBytes: 1024 * 1024 });
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', ARTIFACTS_DIR: dir });
    ({ key } = await newWorkspaceKey(infra, 'ui-artifacts'));
    const headers = { 'X-Api-Key': key };
    // One real scan for a valid result to build on; then the test is the worker.
    const real = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page` } });
    const done = await api(stack.baseUrl, `/UrlCheck/${real.body.scanId}?wait=20`, { headers });
    assert.equal(done.body.scanState, 'completed', done.text);
    await stack.stopService('scanner-worker');

    const url = 'http://127.0.0.1:9/ui-artifacts';
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url } });
    assert.equal(submitted.status, 202, submitted.text);
    scanId = submitted.body.scanId;
    const client = new pg.Client({ connectionString: infra.database.url });
    await client.connect();
    const { rows } = await client.query<{ id: string }>('SELECT id FROM orchestrator.scan_jobs WHERE normalized_url = $1', [url]);
    await client.end();
    const [screenshot, dom, har] = await Promise.all([store.put('screenshot', PNG, 'image/png'), store.put('dom', Buffer.from(HOSTILE_DOM), 'text/html; charset=utf-8'), store.put('har', Buffer.from(HAR), 'application/json')]);
    const capture = {
      engine: 'browser',
      screenshot: { sha256: screenshot.sha256, width: 1, height: 1, phash: '0000000000000000', contentType: 'image/png' },
      dom: { sha256: dom.sha256, bytes: dom.bytes },
      har: { sha256: har.sha256, bytes: har.bytes },
      // The result schema requires these lists of every browser capture.
      requests: [],
      requestsTruncated: false,
      console: [],
      cookies: [],
      favicon: null,
      downloads: [],
      incidents: [],
    };
    const nc = await connect({ servers: infra.nats.url });
    const now = new Date().toISOString();
    const h = natsHeaders();
    h.set('Nats-Msg-Id', rows[0]!.id);
    await nc.jetstream().publish(Operations.scanOutcome.subject, JSONCodec().encode({ type: 'scan.outcome', version: 1, jobId: rows[0]!.id, attempt: 1, startedAt: now, completedAt: now, scanState: 'completed', result: { ...done.body.result, capture } }), { headers: h });
    await nc.close();
    const finished = await api(stack.baseUrl, `/UrlCheck/${scanId}?wait=20`, { headers });
    assert.equal(finished.body.scanState, 'completed', finished.text);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await target?.close();
    await infra?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lookout get ID --screenshot --har saves the stored bytes', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'lookout-cli-get-'));
    try {
      const code = await new Promise<number>((resolve) => {
        const child = spawn(process.execPath, [BIN, 'get', scanId, '--screenshot', path.join(out, 'shot.png'), '--har', path.join(out, 'page.har')], { env: { PATH: process.env.PATH, HOME: out, LOOKOUT_URL: stack.baseUrl, LOOKOUT_API_KEY: key }, stdio: 'ignore' });
        child.on('exit', (exit) => resolve(exit ?? -1));
      });
      assert.equal(code, 0);
      assert.deepEqual(await readFile(path.join(out, 'shot.png')), PNG);
      assert.deepEqual(JSON.parse(await readFile(path.join(out, 'page.har'), 'utf8')), JSON.parse(HAR));
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('the scan page shows the screenshot and the DOM as text that never runs', async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    const page = await browser.newPage();
    const executed: string[] = [];
    await page.exposeFunction('__xssReport', (where: string) => void executed.push(where));
    await page.addInitScript(`window.__xss = (where) => window.__xssReport(where);`);
    await page.goto(`${stack.baseUrl}/ui/`);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.goto(`${stack.baseUrl}/ui/#/scan/${scanId}`);
    const shot = page.locator('img.shot');
    await shot.waitFor();
    // evaluate of a function, not waitForFunction of a string: the dashboard's CSP forbids eval.
    await shot.evaluate((element) => {
      const image = element as unknown as { complete: boolean; addEventListener(type: string, listener: () => void, options: { once: boolean }): void };
      return image.complete ? undefined : new Promise<void>((resolve) => image.addEventListener('load', () => resolve(), { once: true }));
    });
    assert.equal(await shot.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth), 1, 'the screenshot loaded through the session cookie');
    await page.getByRole('button', { name: 'Show DOM' }).click();
    await page.locator('#dom-text', { hasText: '<script>' }).waitFor();
    assert.equal(await page.locator('#dom-text').innerText(), HOSTILE_DOM);
    assert.equal(await page.locator('#dom-text img, #dom-text script').count(), 0);
    await page.screenshot({ path: `${OUTPUT}scan-detail-artifacts.png`, fullPage: true });
    assert.deepEqual(executed, []);
  });
});
