import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCanary, type Canary } from '@lookout/testing';
import { defaultPolicy } from '@lookout/egress';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { BrowserPool } from '../../src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { proxiedEgress } from '../../src/capture/egress.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules } from '../analysis/fixtures.js';

/**
 * The SSRF battery through the browser engine, end to end: the scanned page (on 127.0.0.1, the only
 * address the policy allows here) points subresources, iframes, fetch, WebSocket, a meta refresh and
 * location= at a canary on 127.0.0.2 under several spellings. The canary must see zero connections;
 * the request list must name each refusal. (packages/egress's own tests run the exhaustive battery.)
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('scanner-worker browser engine: egress policy on every browser request (real Chromium)', function () {
  this.timeout(60_000);
  let page: Server;
  let canary: Canary;
  let base: string;
  let canaryPort: number;
  let pool: BrowserPool;
  let deps: BrowserEngineDeps;
  let body = '';

  before(async () => {
    canary = await startCanary();
    canaryPort = canary.port;
    page = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(body);
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    const logger = createLogger('ssrf-test', 'silent');
    pool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterScans: 100, maxRssMb: 4096, logger });
    await pool.start();
    const rules = await defaultRules();
    deps = {
      pool,
      logger,
      egress: proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.1/32'] })),
      watchdogMs: 30_000,
      limits: { networkIdleMs: 800 },
      analyze: (response, rendered) => analyzeFetch(response, { threatIntel: ThreatIntelIndex.empty(), rules }, rendered),
    };
  });

  after(async () => {
    await pool?.close();
    page?.closeAllConnections();
    await Promise.all([new Promise<void>((r) => page?.close(() => r())), canary?.close()]);
  });

  it('refuses subresources, iframes, fetch, WebSocket and the favicon towards blocked spellings; zero canary connections', async () => {
    const p = canaryPort;
    const targets = [`http://127.0.0.2:${p}/img`, `http://localhost:${p}/loc`, `http://2130706434:${p}/dec`, `http://0x7f000002:${p}/hex`, `http://[::ffff:127.0.0.2]:${p}/mapped`, `http://127.0.0.2.nip.invalid:${p}/dns`];
    body = `<!doctype html><title>battery</title><link rel="icon" href="http://127.0.0.2:${p}/favicon.ico"><body>
      ${targets.map((t) => `<img src="${t}">`).join('')}
      <iframe src="http://127.0.0.2:${p}/frame"></iframe>
      <script>
        fetch('http://127.0.0.2:${p}/fetch').catch(() => {});
        try { new WebSocket('ws://127.0.0.2:${p}/ws'); } catch (e) {}
        navigator.sendBeacon && navigator.sendBeacon('http://127.0.0.2:${p}/beacon', 'x');
      </script>`;
    const verdict = await scanWithBrowser(`${base}/`, {}, deps, undefined, 20_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    const result = verdict.result as ScanResult;
    assert.equal(canary.connections(), 0, 'the canary was reached');
    const blocked = result.capture!.requests.filter((r) => r.blocked);
    for (const path of ['/img', '/loc', '/frame', '/fetch']) {
      const entry = result.capture!.requests.find((r) => r.url.endsWith(path));
      assert.ok(entry?.blocked, `${path}: ${JSON.stringify(entry)}`);
      assert.equal(entry.status, null);
    }
    assert.ok(blocked.length >= 6, JSON.stringify(result.capture!.requests));
    assert.equal(result.capture!.favicon, null);
  });

  it('a meta refresh and location= towards the canary are refused; a top-level navigation there fails with blocked_egress', async () => {
    body = `<!doctype html><meta http-equiv="refresh" content="0;url=http://127.0.0.2:${canaryPort}/meta"><title>m</title>`;
    const meta = await scanWithBrowser(`${base}/`, {}, deps, undefined, 20_000);
    body = `<!doctype html><title>j</title><script>location = 'http://127.0.0.2:${canaryPort}/js';</script>`;
    const js = await scanWithBrowser(`${base}/`, {}, deps, undefined, 20_000);
    const direct = await scanWithBrowser(`http://127.0.0.2:${canaryPort}/`, {}, deps, undefined, 20_000);
    const byName = await scanWithBrowser(`http://localhost:${canaryPort}/`, {}, deps, undefined, 20_000);
    assert.equal(canary.connections(), 0, 'the canary was reached');
    for (const verdict of [meta, js, direct, byName]) {
      assert.equal(verdict.scanState, 'failed', JSON.stringify(verdict.result ?? verdict.reason));
      assert.equal(verdict.reason?.code, 'blocked_egress');
    }
  });
});
