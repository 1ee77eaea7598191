/**
 * Rendered scans per second of a local page with 20 subresources, through the browser engine (a context
 * and an egress proxy per scan, capture, artifacts hashed, analysis), beside a bare playwright-core loop
 * (new context, goto, screenshot, content) on the same Chromium in the same run, at concurrency 1, 4
 * and 8; p50/p99 latency, the ratio, and the peak RSS of this process plus the browser's process tree.
 *
 *   node --conditions=source --import tsx bench/browser.ts [scans-per-level=24]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumEgressLaunchArgs, defaultPolicy } from '@lookout/egress';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../services/scanner-worker/src/analysis/analyze.js';
import { loadRules } from '../services/scanner-worker/src/analysis/rules.js';
import { BrowserPool, processTreeRssBytes } from '../services/scanner-worker/src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../services/scanner-worker/src/capture/browser-engine.js';
import { contextOptionsFor } from '../services/scanner-worker/src/capture/capture.js';
import { proxiedEgress } from '../services/scanner-worker/src/capture/egress.js';
import { ThreatIntelIndex } from '../services/scanner-worker/src/threat-intel/threat-index.js';

const perLevel = Number(process.argv[2] ?? 24);
const assets = Array.from({ length: 20 }, (_, i) => i);
const server = createServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>bench</title><body>${assets.map((i) => (i % 2 ? `<img src="/a${i}.svg">` : `<script src="/a${i}.js"></script>`)).join('')}<p>${'text '.repeat(500)}</p>`);
  } else if (path.endsWith('.js')) {
    res.writeHead(200, { 'content-type': 'application/javascript' });
    res.end(`window.x${path.length} = ${'1+'.repeat(200)}1;`);
  } else {
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const logger = createLogger('bench', 'silent');
const pool = new BrowserPool({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumEgressLaunchArgs(), recycleAfterScans: 1_000_000, maxRssMb: 100_000, logger });
await pool.start();
const rules = await loadRules(undefined);
const deps: BrowserEngineDeps = {
  pool,
  logger,
  egress: proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.0/8'] })),
  watchdogMs: 60_000,
  analyze: (response, rendered) => analyzeFetch(response, { threatIntel: ThreatIntelIndex.empty(), rules }, rendered),
};

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, processTreeRssBytes(process.pid));
}, 100);

async function run(concurrency: number, one: () => Promise<void>): Promise<{ perSecond: number; p50: number; p99: number; peakMb: number }> {
  peakRss = 0;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < perLevel) {
        next += 1;
        const t = performance.now();
        await one();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: perLevel / seconds, p50: at(0.5), p99: at(0.99), peakMb: peakRss / 1024 / 1024 };
}

const engineScan = async () => {
  const verdict = await scanWithBrowser(url, {}, deps, undefined, 30_000);
  if (verdict.scanState !== 'completed') throw new Error(`scan ${verdict.scanState}: ${JSON.stringify(verdict.reason)}`);
};
// The baseline: what any rendering scanner must do at least, on the same browser (and the same network lockdown + proxy).
const bareScan = async () => {
  const egress = await deps.egress();
  const lease = await pool.acquire(contextOptionsFor({}, egress.options));
  try {
    const page = await lease.context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.screenshot({ type: 'png' });
    await page.content();
  } finally {
    await lease.release();
    await egress.close();
  }
};

await run(2, engineScan); // warm-up
console.log('concurrency | engine scans/s | p50 ms | p99 ms | bare scans/s | p50 ms | p99 ms | ratio | peak RSS MiB (engine) | per context MiB');
for (const concurrency of [1, 4, 8]) {
  const bare = await run(concurrency, bareScan);
  const engine = await run(concurrency, engineScan);
  console.log(
    [concurrency, engine.perSecond.toFixed(2), engine.p50.toFixed(0), engine.p99.toFixed(0), bare.perSecond.toFixed(2), bare.p50.toFixed(0), bare.p99.toFixed(0), (engine.perSecond / bare.perSecond).toFixed(2), engine.peakMb.toFixed(0), (engine.peakMb / concurrency).toFixed(0)].join(' | '),
  );
}
clearInterval(sampler);
await pool.close();
server.close();
