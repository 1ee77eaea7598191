import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultPolicy } from '@lookout/egress';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { BrowserPool, type BrowserPoolOptions } from '../../src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
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
    assert.ok(argv.includes('--js-flags=--max-old-space-size=512'), 'the default renderer heap cap is missing');
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

  it('replaces the browser when its memory is above the ceiling, and not below it', async () => {
    let reading = 100 * 1024 * 1024;
    const pool = await newPool({ maxRssMb: 500, rssBytes: () => reading });
    const deps = await engineDeps(pool);
    const firstPid = pool.pid();
    const scan = async () => {
      const verdict = await scanWithBrowser(`${base}/ok`, {}, deps, undefined, 15_000);
      assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
      assert.equal((verdict.result as ScanResult).page?.title, 'fine');
    };
    await scan();
    assert.equal(pool.pid(), firstPid, 'below the ceiling the browser is kept');

    reading = 600 * 1024 * 1024;
    await scan();
    const nextPid = await until('the replacement browser', 15_000, () => pool.pid() ?? undefined);
    assert.notEqual(nextPid, firstPid, 'above the ceiling the browser is replaced after the scan');
    await until('the old browser to exit', 10_000, () => (firstPid && isAlive(firstPid) ? undefined : true));
    reading = 100 * 1024 * 1024;
    await scan();
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
