import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { defaultPolicy } from '@lookout/egress';
import { BrowserPool, browserAnonBytes } from '../../src/capture/browser-pool.js';
import { minimumCeilingMb } from '../../src/capture/memory-budget.js';
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
/**
 * What a scan may take past its budget here. The engine keeps 3 s of the budget for closing the context
 * and the analysis, and on an idle machine every scan below ends inside the budget; with the cores
 * starved (load 15 plus three busy loops) the never-ending load event took 14.1 s, closing its context
 * outside that reserve (open in the issue: the reserve is below the pool's default 5 s close timeout).
 */
const CLOSE_MARGIN_MS = 6_000;
const MB = 1024 * 1024;
/**
 * The memory-bomb tests' worker, sized small so the ceiling is reached fast: one context with a
 * 128 MiB renderer heap gets the ceiling the worker's config derives for that
 * (BROWSER_MAX_RSS_MB unset: memory-budget.ts, 256 + 1 × (128 + 128) = 512 MiB of the browser tree's
 * anonymous memory), checked every 100 ms. Worker + browser must stay under that ceiling plus what
 * a page can allocate between two checks (OVERSHOOT_MB) plus the worker process's own growth
 * (screenshot, DOM, HAR and proxy buffers: WORKER_GROWTH_MB).
 */
const BOMB_HEAP_MB = 128;
const BOMB_CEILING_MB = minimumCeilingMb(1, BOMB_HEAP_MB);
const BOMB_CHECK_MS = 100;
const SAMPLE_MS = 25;
const OVERSHOOT_MB = 384;
const WORKER_GROWTH_MB = 256;

const ownAnonMb = () => Number(/^RssAnon:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

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

  /** Scans a page and checks it ended within its budget, plus CLOSE_MARGIN_MS. */
  async function scanHostile(path: string): Promise<{ result: ScanResult | undefined; state: string; ms: number }> {
    const started = Date.now();
    const verdict = await scanWithBrowser(`${base}${path}`, {}, deps, undefined, BUDGET_MS);
    const ms = Date.now() - started;
    assert.ok(ms < BUDGET_MS + CLOSE_MARGIN_MS, `the scan took ${ms} ms`);
    return { result: verdict.result as ScanResult | undefined, state: verdict.scanState, ms };
  }

  /**
   * Scans a bomb page on a pool of its own (its ceiling kills that browser, which must not disturb the
   * other tests), sampling every SAMPLE_MS the anonymous memory of the bomb pool's browsers, live or
   * dying (this process's tree less itself and the shared pool's browser), and of this process; then
   * checks that pool's next scan succeeds.
   *
   * `peakBrowserMb` leaves out what the bomb allocated while this process was not running at all: on
   * this 2-core VM, a page touching memory at gigabytes a second stalls every thread of the worker now
   * and then for 0.2–0.6 s (a worker_threads timer stops too), and the pool's check cannot kill what it
   * cannot see. Such a stall shows as a gap between two samples longer than a check interval; the growth
   * across it is `unseenMb`, reported beside the peak.
   */
  async function bombScan(path: string, body: string): Promise<{ verdict: Awaited<ReturnType<typeof scanWithBrowser>>; ms: number; peakBrowserMb: number; unseenMb: number; peakOwnMb: number }> {
    routes.set(path, html(`<!doctype html><title>bomb</title>${body}`));
    const bombPool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterScans: 100, maxRssMb: BOMB_CEILING_MB, rendererHeapMb: BOMB_HEAP_MB, memoryCheckMs: BOMB_CHECK_MS, logger: createLogger('bomb-test', 'silent'), closeTimeoutMs: 2_000 });
    await bombPool.start();
    let peakBrowserMb = 0;
    let unseenMb = 0;
    let peakOwnMb = 0;
    let last = { at: Date.now(), browserMb: 0 };
    const sampler = setInterval(() => {
      const own = ownAnonMb();
      peakOwnMb = Math.max(peakOwnMb, own);
      const sharedPid = pool.pid();
      const browserMb = (browserAnonBytes(process.pid) - (sharedPid ? browserAnonBytes(sharedPid) : 0)) / MB - own;
      const now = Date.now();
      if (now - last.at > BOMB_CHECK_MS + SAMPLE_MS) unseenMb += Math.max(0, browserMb - last.browserMb);
      last = { at: now, browserMb };
      peakBrowserMb = Math.max(peakBrowserMb, browserMb - unseenMb);
    }, SAMPLE_MS);
    try {
      const started = Date.now();
      const verdict = await scanWithBrowser(`${base}${path}`, {}, { ...deps, pool: bombPool }, undefined, BUDGET_MS);
      const ms = Date.now() - started;
      clearInterval(sampler);
      const next = await scanWithBrowser(`${base}/ok`, {}, { ...deps, pool: bombPool }, undefined, BUDGET_MS);
      assert.equal(next.scanState, 'completed', JSON.stringify(next.reason));
      return { verdict, ms, peakBrowserMb, unseenMb, peakOwnMb };
    } finally {
      clearInterval(sampler);
      await bombPool.close();
    }
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

  it('a page that replaces itself with a blob: document (a smuggled sign-in page) is captured and judged, not failed', async () => {
    // A blob: URL has no origin path to take /favicon.ico from: the favicon step once threw there and lost the scan.
    routes.set('/smuggled', html(`<!doctype html><title>Loading document</title><p>Opening…</p><script>
      const doc = '<!doctype html><title>Sign in to your account</title><form action="https://relay.example/next.php" method="post"><input type="email" name="login"><input type="password" name="passwd"><button>Sign in</button></form>';
      setTimeout(() => { location.href = URL.createObjectURL(new Blob([doc], { type: 'text/html' })); }, 100);
    </script>`));
    const { result, state } = await scanHostile('/smuggled');
    assert.equal(state, 'completed');
    assert.equal(result!.page?.title, 'Sign in to your account');
    assert.ok(signalIds(result!).includes('credential-password'), signalIds(result!).join());
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

  it('a JS-heap bomb crashes its own tab at the renderer heap cap; the scan ends and the browser stays under its ceiling', async function () {
    const { verdict, ms, peakBrowserMb, unseenMb } = await bombScan('/heap-bomb', '<script>const a = []; setTimeout(function grow() { for (let i = 0; i < 200; i++) a.push(new Array(1e6).fill(i)); setTimeout(grow, 0); }, 0);</script>');
    // Within the scan's budget, with what was captured: a renderer thrashing at its heap cap must not
    // hold the capture until the watchdog kills the browser (twice, failing the scan after ~20 s).
    assert.ok(ms < BUDGET_MS + CLOSE_MARGIN_MS, `the scan took ${ms} ms`);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.ok((verdict.result as ScanResult).capture!.incidents.length > 0);
    assert.ok(peakBrowserMb < BOMB_CEILING_MB + OVERSHOOT_MB, `browser anonymous memory peaked at ${Math.round(peakBrowserMb)} MiB (besides ${Math.round(unseenMb)} MiB allocated while this process was stalled)`);
  });

  it('memory outside the V8 heap (2 GiB of ArrayBuffers before load), which Chromium does not bound: the hard ceiling kills the browser, the retry fails with the ceiling as the reason, and worker + browser stay under the stated ceiling', async function () {
    // Allocated by an inline script, so the memory is there for the whole scan: a bomb that fills on
    // timers after load grows only while the capture still runs (to ≈ 2 GiB in a few seconds here),
    // and the context's close frees it; under the earlier test's 2 GiB of slack over its kill level,
    // that is how it passed with no ceiling at all. Without the ceiling this page
    // holds ~2.3 GiB (64 MiB × 32 plus the renderer) until its context closes; with the heap cap alone
    // nothing stops it (memory-budget.ts).
    const ownAnonBefore = ownAnonMb();
    const { verdict, ms, peakBrowserMb, unseenMb, peakOwnMb } = await bombScan('/buffer-bomb', '<script>const keep = []; for (let i = 0; i < 32; i++) keep.push(new Uint8Array(64 * 1024 * 1024).fill(1));</script><p>held</p>');
    assert.ok(peakBrowserMb < BOMB_CEILING_MB + OVERSHOOT_MB, `browser anonymous memory peaked at ${Math.round(peakBrowserMb)} MiB, over the ${BOMB_CEILING_MB} MiB ceiling + ${OVERSHOOT_MB} MiB of one check's overshoot (besides ${Math.round(unseenMb)} MiB allocated while this process was stalled)`);
    assert.ok(peakOwnMb - ownAnonBefore < WORKER_GROWTH_MB, `the worker process itself grew by ${Math.round(peakOwnMb - ownAnonBefore)} MiB`);
    assert.ok(ms < BUDGET_MS + CLOSE_MARGIN_MS, `the scan took ${ms} ms`);
    assert.equal(verdict.scanState, 'failed', JSON.stringify(verdict.reason));
    assert.match(verdict.reason?.message ?? '', new RegExp(`hard ceiling ${BOMB_CEILING_MB} MB`));
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
