import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { defaultPolicy } from '@lookout/egress';
import { BrowserPool, processTreePssBytes } from '../../src/capture/browser-pool.js';
import { proxiedEgress } from '../../src/capture/egress.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { html, startRouteServer, type RouteServer } from './route-server.js';
import { defaultRules, signalIds } from '../analysis/fixtures.js';

/**
 * Pages built to hang or exhaust a browser. Each scan must end within its budget (completed with
 * what was captured and the capture-incomplete signal, or failed with a reason), and the browser must
 * stay usable (or be replaced) for the next scan.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET_MS = 12_000;
const MB = 1024 * 1024;
/** The renderer heap cap the bomb test launches with (the worker's BROWSER_RENDERER_HEAP_MB). */
const RENDERER_HEAP_MB = 256;
/**
 * The memory ceiling the bomb test states, in PSS of worker + browser: the browser's tree is killed
 * above KILL_ABOVE_ANON_MB of anonymous memory (checked every 100 ms, so it may overshoot by what a
 * page allocates in that time, OVERSHOOT_MB), its shared pages (libraries, fonts) add up to
 * BROWSER_SHARED_MB, and the worker process itself may grow by WORKER_GROWTH_MB (screenshot, DOM, HAR
 * and proxy buffers).
 */
const KILL_ABOVE_ANON_MB = 1_024;
const BROWSER_SHARED_MB = 256;
const OVERSHOOT_MB = 512;
const WORKER_GROWTH_MB = 256;

describe('scanner-worker browser engine: hostile pages and crashes (real Chromium)', function () {
  this.timeout(90_000);
  let server: Server;
  let base: string;
  let pool: BrowserPool;
  let deps: BrowserEngineDeps;
  let routes: RouteServer['routes'];

  before(async () => {
    ({ server, base, routes } = await startRouteServer());
    const logger = createLogger('hostile-test', 'silent');
    pool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterScans: 100, maxRssMb: 4096, logger, closeTimeoutMs: 2_000 });
    await pool.start();
    const rules = await defaultRules();
    deps = {
      pool,
      logger,
      egress: proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.0/8'] })),
      watchdogMs: 30_000,
      limits: { networkIdleMs: 500, navigationTimeoutMs: 4_000, stepTimeoutMs: 2_000 },
      analyze: (response, rendered) => analyzeFetch(response, { threatIntel: ThreatIntelIndex.empty(), rules }, rendered),
    };
    routes.set('/ok', html('<!doctype html><title>fine</title><p>fine</p>'));
  });

  after(async () => {
    await pool?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  /** Scans a page and checks it ended within the budget (plus a margin for closing the context). */
  async function scanHostile(path: string): Promise<{ result: ScanResult | undefined; state: string; ms: number }> {
    const started = Date.now();
    const verdict = await scanWithBrowser(`${base}${path}`, {}, deps, undefined, BUDGET_MS);
    const ms = Date.now() - started;
    assert.ok(ms < BUDGET_MS + 6_000, `the scan took ${ms} ms`);
    return { result: verdict.result as ScanResult | undefined, state: verdict.scanState, ms };
  }

  async function nextScanSucceeds(): Promise<void> {
    const verdict = await scanWithBrowser(`${base}/ok`, {}, deps, undefined, BUDGET_MS);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.equal((verdict.result as ScanResult).page?.title, 'fine');
  }

  it('an infinite script loop after load: script terminated, DOM and screenshot still captured', async () => {
    routes.set('/loop', html('<!doctype html><title>loop</title><p>before the loop</p><script>setTimeout(() => { for (;;) {} }, 50);</script>'));
    const { result, state } = await scanHostile('/loop');
    assert.equal(state, 'completed');
    assert.ok(signalIds(result!).includes('capture-incomplete'));
    assert.ok(result!.capture!.incidents.includes('script-terminated'), result!.capture!.incidents.join());
    assert.equal(result!.page?.title, 'loop');
    await nextScanSucceeds();
  });

  it('an infinite loop before load (inline, blocking the parser) ends with what was received', async () => {
    routes.set('/loop-inline', html('<!doctype html><title>stuck</title><script>for (;;) {}</script><p>never parsed</p>'));
    const { result, state } = await scanHostile('/loop-inline');
    assert.equal(state, 'completed');
    assert.equal(result!.rawPage?.title ?? result!.page?.title, 'stuck');
    assert.ok(result!.capture!.incidents.length > 0);
    await nextScanSucceeds();
  });

  it('alert, confirm and window.open storms are dismissed, counted and closed', async () => {
    routes.set('/storm', html('<!doctype html><title>storm</title><body><script>for (let i = 0; i < 30; i++) { alert(i); confirm("sure?"); window.open("/ok"); }</script>'));
    const { result, state } = await scanHostile('/storm');
    assert.equal(state, 'completed');
    const incidents = result!.capture!.incidents;
    assert.ok(incidents.includes('dialogs-dismissed'), incidents.join());
    assert.ok(incidents.some((i) => /^dialogs:\d+$/.test(i) && Number(i.split(':')[1]) >= 30), incidents.join());
    await nextScanSucceeds();
  });

  it('memory bombs (in the JS heap, and in ArrayBuffers outside it) end their scans, and worker + browser memory stays under the ceiling', async function () {
    this.timeout(240_000);
    // A pool of its own: the hard ceiling kills its browser, which must not disturb the other tests.
    const bombPool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterScans: 100, maxRssMb: 4096, rendererHeapMb: RENDERER_HEAP_MB, killAboveAnonMb: KILL_ABOVE_ANON_MB, memoryCheckMs: 100, logger: createLogger('bomb-test', 'silent'), closeTimeoutMs: 2_000 });
    await bombPool.start();
    const bombDeps = { ...deps, pool: bombPool };
    routes.set('/heap-bomb', html('<!doctype html><title>bomb</title><script>const a = []; setTimeout(function grow() { for (let i = 0; i < 200; i++) a.push(new Array(1e6).fill(i)); setTimeout(grow, 0); }, 0);</script>'));
    // Bounded at 3 GiB so that a broken guard costs the machine a known amount, not all of it.
    routes.set('/buffer-bomb', html('<!doctype html><title>bomb</title><script>const keep = []; setTimeout(function grow() { for (let i = 0; i < 4 && keep.length < 48; i++) keep.push(new Uint8Array(64 * 1024 * 1024).fill(1)); setTimeout(grow, 0); }, 0);</script>'));
    const ownPssMb = () => Number(/^Pss:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'))?.[1] ?? 0) / 1024;
    try {
      for (const path of ['/heap-bomb', '/buffer-bomb']) {
        // Worker (this process) plus its browser's whole process tree, PSS from /proc (smaps_rollup), sampled through the scan.
        const ceilingMb = ownPssMb() + WORKER_GROWTH_MB + BROWSER_SHARED_MB + KILL_ABOVE_ANON_MB + OVERSHOOT_MB;
        let peakMb = 0;
        const sampler = setInterval(() => {
          peakMb = Math.max(peakMb, processTreePssBytes(process.pid) / MB);
        }, 200);
        let verdict;
        try {
          verdict = await scanWithBrowser(`${base}${path}`, {}, bombDeps, undefined, BUDGET_MS);
        } finally {
          clearInterval(sampler);
        }
        assert.ok(verdict.scanState === 'completed' || (verdict.scanState === 'failed' && verdict.reason?.message), JSON.stringify(verdict));
        assert.ok(peakMb < ceilingMb, `${path}: worker + browser PSS peaked at ${Math.round(peakMb)} MB, over the ${Math.round(ceilingMb)} MB ceiling`);
      }
      const next = await scanWithBrowser(`${base}/ok`, {}, bombDeps, undefined, BUDGET_MS);
      assert.equal(next.scanState, 'completed', JSON.stringify(next.reason));
    } finally {
      await bombPool.close();
    }
  });

  it('a giant canvas is captured within bounds', async () => {
    routes.set('/canvas', html('<!doctype html><title>canvas</title><body style="margin:0"><canvas id=c width=30000 height=30000></canvas><script>const x = document.getElementById("c").getContext("2d"); if (x) { x.fillStyle = "red"; x.fillRect(0, 0, 30000, 30000); }</script>'));
    const { state, result } = await scanHostile('/canvas');
    assert.equal(state, 'completed');
    assert.ok((result!.capture!.screenshot?.height ?? 0) <= 4_000);
    await nextScanSucceeds();
  });

  it('a load event that never fires (a subresource that never ends) still yields a capture', async () => {
    const held: ServerResponse[] = [];
    routes.set('/never.css', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.write('/* never ends */\n');
      held.push(res);
    });
    routes.set('/never-loads', html('<!doctype html><title>waiting</title><p>content</p><iframe src="/never.css"></iframe>'));
    try {
      const { state, result } = await scanHostile('/never-loads');
      assert.equal(state, 'completed');
      assert.equal(result!.page?.title, 'waiting');
      assert.ok(result!.capture!.incidents.includes('load-timeout'), `incidents: ${result!.capture!.incidents.join()}`);
    } finally {
      for (const res of held) res.destroy();
    }
  });

  it('a page making 10,000 requests is capped; the request list says it was cut', async () => {
    routes.set('/px', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    routes.set('/flood', html('<!doctype html><title>flood</title><body><script>for (let i = 0; i < 10000; i++) fetch("/px?" + i).catch(() => {});</script>'));
    const { state, result } = await scanHostile('/flood');
    assert.equal(state, 'completed');
    assert.ok(result!.capture!.requests.length <= 1_000);
    assert.equal(result!.capture!.requestsTruncated, true);
    await nextScanSucceeds();
  });

  it('kill -9 of the browser mid-scan: the scan still ends (retried on a fresh browser), the next one succeeds', async () => {
    let killed = false;
    routes.set('/slow-kill', (_req, res) => {
      // The browser is killed while it waits for this response.
      if (!killed) {
        killed = true;
        const pid = pool.pid();
        assert.ok(pid, 'the browser pid is known');
        process.kill(pid, 'SIGKILL');
      }
      html('<!doctype html><title>after crash</title>')(_req, res);
    });
    const before = pool.pid();
    const verdict = await scanWithBrowser(`${base}/slow-kill`, {}, deps, undefined, BUDGET_MS);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.equal((verdict.result as ScanResult).page?.title, 'after crash');
    assert.notEqual(pool.pid(), before);
    await nextScanSucceeds();
    assert.ok(pool.ready());
  });
});
