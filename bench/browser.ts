/**
 * Rendered scans per second of a local page with 20 subresources, through the browser engine (a context
 * and an egress proxy per scan, capture, artifacts hashed, analysis), beside a bare playwright-core loop
 * (new context, goto, screenshot, content) on the same Chromium in the same run, at concurrency 1, 4
 * and 8; p50/p99 latency, the ratio, CPU per scan, the peak RSS and PSS of this process plus the
 * browser's process tree, and the marginal memory (PSS) of one more concurrent context.
 *
 *   node --conditions=source --import tsx bench/browser.ts [scans-per-level=24]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultPolicy } from '@lookout/egress';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch } from '../services/scanner-worker/src/analysis/analyze.js';
import { loadRules } from '../services/scanner-worker/src/analysis/rules.js';
import { BrowserPool, processTreeCpuMs, processTreePssBytes, processTreeRssBytes } from '../services/scanner-worker/src/capture/browser-pool.js';
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
const pool = new BrowserPool({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', recycleAfterScans: 1_000_000, maxRssMb: 100_000, logger });
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
let peakPss = 0;
// Once a second: reading smaps_rollup of every Chromium process is synchronous and, on a loaded
// machine, takes seconds (2.3 s for 37 processes measured on 2026-11-25); every 200 ms it stalled the
// event loop both sides run on, and a bare goto timed out at concurrency 4.
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, processTreeRssBytes(process.pid));
  peakPss = Math.max(peakPss, processTreePssBytes(process.pid));
}, 1_000);

type Tally = { latencies: number[]; seconds: number; scans: number; cpuMs: number; peakRss: number; peakPss: number };
const tally = (): Tally => ({ latencies: [], seconds: 0, scans: 0, cpuMs: 0, peakRss: 0, peakPss: 0 });

/** Runs `scans` scans with `concurrency` in flight and adds them to `into`. */
async function round(concurrency: number, scans: number, one: () => Promise<void>, into: Tally): Promise<void> {
  peakRss = 0;
  peakPss = 0;
  let next = 0;
  const started = performance.now();
  const cpuBefore = processTreeCpuMs(process.pid);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < scans) {
        next += 1;
        const t = performance.now();
        await one();
        into.latencies.push(performance.now() - t);
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
  into.cpuMs += processTreeCpuMs(process.pid) - cpuBefore;
  into.scans += scans;
  into.peakRss = Math.max(into.peakRss, peakRss);
  into.peakPss = Math.max(into.peakPss, peakPss);
}

function summary(t: Tally) {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { perSecond: t.scans / t.seconds, cpuMsPerScan: t.cpuMs / t.scans, p50: at(0.5), p99: at(0.99), peakMb: t.peakRss / 1024 / 1024, peakPssMb: t.peakPss / 1024 / 1024 };
}

/**
 * Both sides at one concurrency, in alternating rounds (bare, engine, bare, engine…), so a slow
 * stretch of a loaded machine falls on both rather than on whichever ran second. Rounds are as short
 * as the concurrency allows (two waves of scans each, at least three rounds): on this shared machine
 * the load moves within seconds, and rounds of eight scans at concurrency 1 put a few seconds of it on
 * one side only (c=1 ratios of 0.72 and 0.89 in back-to-back runs).
 */
async function level(concurrency: number, engineOne: () => Promise<void>, bareOne: () => Promise<void>) {
  const rounds = Math.max(3, Math.floor(perLevel / (2 * concurrency)));
  const perRound = Math.max(concurrency, Math.ceil(perLevel / rounds));
  const bare = tally();
  const engine = tally();
  for (let i = 0; i < rounds; i += 1) {
    await round(concurrency, perRound, bareOne, bare);
    await round(concurrency, perRound, engineOne, engine);
  }
  return { bare: summary(bare), engine: summary(engine) };
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

await round(2, 4, engineScan, tally()); // warm-up
await round(2, 4, bareScan, tally());
// CPU per scan: this process and the browser's process tree, user + system. On a 2-core machine one
// rendered scan keeps both cores busy (renderer, compositor and software GL threads, the browser process,
// this process), so throughput is CPU-bound from concurrency 1 on and its ratio is the CPU ratio.
console.log('concurrency | engine scans/s | p50 ms | p99 ms | bare scans/s | p50 ms | p99 ms | ratio | CPU ms/scan engine | bare | peak RSS MiB | peak PSS MiB');
const pssByLevel = new Map<number, number>();
for (const concurrency of [1, 4, 8]) {
  const { bare, engine } = await level(concurrency, engineScan, bareScan);
  pssByLevel.set(concurrency, engine.peakPssMb);
  console.log(
    [concurrency, engine.perSecond.toFixed(2), engine.p50.toFixed(0), engine.p99.toFixed(0), bare.perSecond.toFixed(2), bare.p50.toFixed(0), bare.p99.toFixed(0), (engine.perSecond / bare.perSecond).toFixed(2), engine.cpuMsPerScan.toFixed(0), bare.cpuMsPerScan.toFixed(0), engine.peakMb.toFixed(0), engine.peakPssMb.toFixed(0)].join(' | '),
  );
}
// What one more concurrent context costs: the growth of the worker's PSS between levels, per added context.
const pss1 = pssByLevel.get(1) ?? 0;
const pss8 = pssByLevel.get(8) ?? 0;
console.log(`PSS at concurrency 1: ${pss1.toFixed(0)} MiB (worker + browser, one context); marginal per added context (1 → 8): ${((pss8 - pss1) / 7).toFixed(0)} MiB`);
clearInterval(sampler);
await pool.close();
server.close();
