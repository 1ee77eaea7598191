/**
 * End-to-end scans per second (gateway → quota → orchestrator → JetStream → scanner worker → egress
 * fetch and analysis → outcome → orchestrator) against a loopback target, beside raw `got` fetches of
 * the same pages at the same concurrency, in the same run.
 *
 *   node --conditions=source --import tsx bench/scan-throughput.ts [scans=300] [concurrency=16]
 */
import got from 'got';
import { api } from '../test/support/stack.js';
import { startTargetSite } from '../test/support/target.js';
import { benchStack, printCpuPerOp, printTable, runLoad, summarize } from './support.js';

const total = Number(process.argv[2] ?? 300);
const concurrency = Number(process.argv[3] ?? 16);

const target = await startTargetSite();
// The http engine: the comparison is with raw fetches (bench/browser.ts measures rendered scans).
const { infra, stack, headers, cpu } = await benchStack({ EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http', WORKER_CONCURRENCY: String(concurrency) });
try {
  // Warm-up: first connections, JIT, Prisma's first queries.
  await runLoad(20, 4, async (index) => {
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?warm=${index}` } });
    await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=30`, { headers });
  });

  const raw = await runLoad(total, concurrency, async (index) => {
    await got(`${target.url}/page?raw=${index}`, { retry: { limit: 0 } }).text();
  });

  const before = cpu();
  const scans = await runLoad(total, concurrency, async (index) => {
    // Distinct URLs: neither the cache nor coalescing may shortcut the measured scans.
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?scan=${index}` } });
    if (submitted.status !== 202) throw new Error(`submission refused: ${submitted.status} ${submitted.text}`);
    const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=30`, { headers });
    if (polled.body.scanState !== 'completed') throw new Error(`scan ended ${polled.body.scanState}: ${polled.text}`);
  });

  // A little later: the webhook dispatcher consumes the last events after their long-polls are answered.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = cpu();

  const rows = [summarize(`raw got fetch (concurrency ${concurrency})`, total, raw), summarize(`end-to-end scan (concurrency ${concurrency})`, total, scans)];
  printTable(rows);
  console.log(`ratio: end-to-end scans run at ${((rows[1]!.perSecond / rows[0]!.perSecond) * 100).toFixed(1)}% of raw fetch throughput (${(rows[0]!.perSecond / rows[1]!.perSecond).toFixed(1)}× slower)`);
  printCpuPerOp('scan (bench = load generator and target site)', before, after, total);
} finally {
  await stack.stop();
  await infra.stop();
  await target.close();
}
