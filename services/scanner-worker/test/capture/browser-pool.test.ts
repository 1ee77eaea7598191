import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultPolicy } from '@lookout/egress';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { BrowserPool, browserAnonBytes, type BrowserPoolOptions } from '../../src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { DEFAULT_RENDERER_HEAP_MB } from '../../src/capture/memory-budget.js';
import { proxiedEgress } from '../../src/capture/egress.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { html, startRouteServer, type RouteServer } from './route-server.js';
import { defaultRules } from '../analysis/fixtures.js';

/**
 * The browser's housekeeping with a real Chromium: recycling after N scans and above a memory
 * ceiling without losing a scan in flight, a hung browser replaced and its scan retried, and a lost
 * browser relaunched by itself so the worker's readiness recovers while idle.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const logger = createLogger('browser-pool-test', 'silent');
const MB = 1024 * 1024;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, timeoutMs: number, probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('scanner-worker browser pool: recycling, hangs and relaunch (real Chromium)', function () {
  this.timeout(90_000);
  let server: Server;
  let base: string;
  const pools: BrowserPool[] = [];
  let routes: RouteServer['routes'];

  const newPool = async (options: Partial<BrowserPoolOptions> = {}) => {
    const pool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterScans: 100, maxRssMb: 4096, logger, closeTimeoutMs: 2_000, relaunchDelayMs: 100, ...options });
    pools.push(pool);
    await pool.start();
    return pool;
  };

  const engineDeps = async (pool: BrowserPool, watchdogMs = 30_000): Promise<BrowserEngineDeps> => {
    const rules = await defaultRules();
    return {
      pool,
      logger,
      egress: proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.0/8'] })),
      watchdogMs,
      limits: { networkIdleMs: 500, navigationTimeoutMs: 4_000, stepTimeoutMs: 2_000 },
      analyze: (response, rendered) => analyzeFetch(response, { threatIntel: ThreatIntelIndex.empty(), rules }, rendered),
    };
  };

  before(async () => {
    ({ server, base, routes } = await startRouteServer());
    routes.set('/ok', html('<!doctype html><title>fine</title><p>fine</p>'));
  });

  after(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    server?.close();
  });

  it('launches every browser with the network lockdown: QUIC, DNS prefetch and non-proxied WebRTC UDP off', async () => {
    // Read from the running process, not from the code that builds the list: this is what Chromium got.
    const pool = await newPool();
    const pid = pool.pid();
    assert.ok(pid, 'the browser pid is known');
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    for (const flag of ['--disable-quic', '--dns-prefetch-disable', '--force-webrtc-ip-handling-policy', '--webrtc-ip-handling-policy=disable_non_proxied_udp', '--disable-background-networking', '--proxy-bypass-list=<-loopback>']) {
      assert.ok(argv.includes(flag), `${flag} is missing from the browser's command line: ${argv.join(' ')}`);
    }
    assert.ok(argv.some((arg) => arg.startsWith('--disable-features=') && arg.includes('NetworkPrediction')), 'network prediction (preconnect) is not disabled');
    // The renderer heap cap (BROWSER_RENDERER_HEAP_MB): a memory bomb in page script dies in its own tab.
    assert.ok(argv.includes(`--js-flags=--max-old-space-size=${DEFAULT_RENDERER_HEAP_MB}`), 'the default renderer heap cap is missing');
    const capped = await newPool({ rendererHeapMb: 300 });
    assert.ok(readFileSync(`/proc/${capped.pid()}/cmdline`, 'utf8').split('\0').includes('--js-flags=--max-old-space-size=300'));
  });

  it('replaces the browser after N scans; a scan still in flight on the old browser finishes there', async () => {
    const pool = await newPool({ recycleAfterScans: 2 });
    // The first context browses, so it goes out through an egress proxy like every scan's context.
    const egress = await proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.0/8'] }))();
    const first = await pool.acquire(egress.options);
    const second = await pool.acquire({});
    const oldPid = first.pid;
    assert.ok(oldPid, 'the browser pid is known');
    assert.equal(second.generation, first.generation);

    // The second scan ends: the browser has done its 2 scans and is retired, the first still runs on it.
    await second.release();
    const third = await pool.acquire({});
    assert.notEqual(third.generation, first.generation, 'new scans go to a fresh browser');
    assert.notEqual(third.pid, oldPid);
    assert.ok(isAlive(oldPid), 'the old browser waits for the scan it still holds');
    const page = await first.context.newPage();
    await page.goto(`${base}/ok`);
    assert.equal(await page.title(), 'fine');

    await first.release();
    await egress.close();
    await until('the retired browser to exit', 10_000, () => (isAlive(oldPid) ? undefined : true));
    await third.release();
  });

  it('replaces the browser after a scan when it has less than one page\'s room left below the ceiling, and not before', async () => {
    // Ceiling 1000 MiB, 256 MiB renderer heap: one page's allowance is 256 + 128, so the browser is
    // recycled above 616 MiB of anonymous memory at the end of a scan (and killed above 1000 mid-scan).
    let readingMb = 100;
    const pool = await newPool({ maxRssMb: 1000, rendererHeapMb: 256, anonBytes: () => readingMb * MB });
    const deps = await engineDeps(pool);
    const firstPid = pool.pid();
    const scan = async () => {
      const verdict = await scanWithBrowser(`${base}/ok`, {}, deps, undefined, 15_000);
      assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
      assert.equal((verdict.result as ScanResult).page?.title, 'fine');
    };
    await scan();
    readingMb = 600;
    await scan();
    assert.equal(pool.pid(), firstPid, 'with a page\'s room left the browser is kept');

    readingMb = 700;
    await scan();
    const nextPid = await until('the replacement browser', 15_000, () => pool.pid() ?? undefined);
    assert.notEqual(nextPid, firstPid, 'without it the browser is replaced after the scan');
    await until('the old browser to exit', 10_000, () => (firstPid && isAlive(firstPid) ? undefined : true));
    readingMb = 100;
    await scan();
  });

  it('kills a browser above the hard ceiling mid-scan and retries the scan once on a fresh one', async () => {
    let firstPid: number | null = null;
    // Only the first browser reads as over the ceiling; its replacement is fine.
    const pool = await newPool({ maxRssMb: 1000, memoryCheckMs: 50, anonBytes: (pid) => (pid === firstPid ? 1200 : 100) * MB });
    firstPid = pool.pid();
    assert.ok(firstPid);
    let served = 0;
    routes.set('/slow', (req, res) => {
      // Slow enough for the check to run while the first browser waits for it.
      served += 1;
      setTimeout(() => html('<!doctype html><title>slow</title>')(req, res), 300);
    });
    const verdict = await scanWithBrowser(`${base}/slow`, {}, await engineDeps(pool), undefined, 15_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.equal((verdict.result as ScanResult).page?.title, 'slow');
    assert.notEqual(pool.pid(), firstPid);
    assert.ok(served >= 1);
    await until('the killed browser to exit', 10_000, () => (isAlive(firstPid as number) ? undefined : true));
  });

  it('a browser that dies while a scan is opening its context: the scan is retried on a fresh browser', async () => {
    const pool = await newPool();
    const deps = await engineDeps(pool);
    const firstPid = pool.pid();
    assert.ok(firstPid);
    // Stopped, the browser cannot answer the scan's request for a context; killed then (as the memory
    // ceiling kills a browser for another scan's page), it never will.
    process.kill(firstPid, 'SIGSTOP');
    const scanning = scanWithBrowser(`${base}/ok`, {}, deps, undefined, 15_000);
    await sleep(300);
    process.kill(firstPid, 'SIGKILL');
    const verdict = await scanning;
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.equal((verdict.result as ScanResult).page?.title, 'fine');
    assert.notEqual(pool.pid(), firstPid);
  });

  it('finds every process of the browser tree (the cheap walk the ceiling reads), as a walk of all of /proc does', async () => {
    const pool = await newPool();
    const browserPid = pool.pid();
    assert.ok(browserPid);
    const leases = await Promise.all([0, 1, 2].map(() => pool.acquire({})));
    try {
      await Promise.all(leases.map(async (lease) => (await lease.context.newPage()).setContent('<p>a page</p>')));
      // The slow way, as an oracle: every process on the machine, its parent from /proc/<pid>/status.
      const parentOf = new Map<number, number>();
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          parentOf.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]));
        } catch {
          // Gone meanwhile.
        }
      }
      const inTree = (pid: number): boolean => pid === browserPid || (parentOf.has(pid) && parentOf.get(pid) !== 0 && inTree(parentOf.get(pid) as number));
      const expected = [...parentOf.keys()].filter(inTree);
      const anonOf = (pid: number) => Number(/^RssAnon:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      const renderers = expected.filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'));
      assert.ok(renderers.length >= 3, `expected a renderer per page, found ${renderers.length}`);
      const oracle = expected.reduce((sum, pid) => sum + anonOf(pid), 0);
      // Memory moves between the two readings; a missed renderer would be tens of MiB.
      assert.ok(Math.abs(browserAnonBytes(browserPid) - oracle) < 8 * MB, `the walk read ${browserAnonBytes(browserPid) / MB} MiB, /proc says ${oracle / MB} MiB over ${expected.length} processes`);
    } finally {
      await Promise.all(leases.map((lease) => lease.release()));
    }
  });

  it('a hung browser (SIGSTOP) is killed by the capture watchdog, relaunched, and the scan retried once', async () => {
    const pool = await newPool();
    const deps = await engineDeps(pool, 3_000);
    const hungPid = pool.pid();
    assert.ok(hungPid);
    let stopped = false;
    routes.set('/freeze', (req, res) => {
      if (!stopped) {
        // The browser freezes while it waits for this response: nothing it does answers any more.
        stopped = true;
        process.kill(hungPid, 'SIGSTOP');
      }
      html('<!doctype html><title>after the hang</title>')(req, res);
    });
    const verdict = await scanWithBrowser(`${base}/freeze`, {}, deps, undefined, 20_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.equal((verdict.result as ScanResult).page?.title, 'after the hang');
    assert.notEqual(pool.pid(), hungPid);
    await until('the hung browser to be killed', 10_000, () => (isAlive(hungPid) ? undefined : true));
  });

  it('a browser lost while idle is relaunched by itself: readiness recovers without a scan', async () => {
    const pool = await newPool();
    const lostPid = pool.pid();
    assert.ok(lostPid);
    assert.equal(pool.ready(), true);
    process.kill(lostPid, 'SIGKILL');
    await until('the pool to notice', 10_000, () => (pool.ready() ? undefined : true));
    const relaunched = await until('a relaunched browser', 15_000, () => (pool.ready() ? pool.pid() ?? undefined : undefined));
    assert.notEqual(relaunched, lostPid);
  });

  it('a browser that cannot be launched keeps the pool not ready, retrying, until it can', async () => {
    // The executable is reached through a link the test removes and puts back, as an operator would
    // break and repair an install.
    const dir = mkdtempSync(join(tmpdir(), 'lookout-chromium-'));
    const link = join(dir, 'chromium');
    symlinkSync(CHROMIUM, link);
    try {
      const pool = await newPool({ executablePath: link });
      rmSync(link);
      process.kill(pool.pid() ?? 0, 'SIGKILL');
      await until('the pool to notice', 10_000, () => (pool.ready() ? undefined : true));
      await sleep(500);
      assert.equal(pool.ready(), false, 'not ready while no browser can be launched');
      symlinkSync(CHROMIUM, link);
      await until('a browser once the executable is back', 20_000, () => (pool.ready() ? true : undefined));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
