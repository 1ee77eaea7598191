/**
 * Cache-hit submissions per second through gateway → quota (authorize, rate limit) → orchestrator
 * (cache lookup, scan record, outbox event), beside a bare express handler doing one Redis GET, under
 * the same loopback load generator in the same run, with p50/p99 latency and the ratio.
 *
 *   node --conditions=source --import tsx bench/cache-hit.ts [requests=3000] [concurrency=32]
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import { api } from '../test/support/stack.js';
import { startTargetSite } from '../test/support/target.js';
import { benchStack, printCpuPerOp, printTable, runLoad, summarize } from './support.js';

const total = Number(process.argv[2] ?? 3000);
const concurrency = Number(process.argv[3] ?? 32);

const target = await startTargetSite();
const { infra, stack, headers, cpu } = await benchStack({ EGRESS_ALLOW_CIDRS: '127.0.0.0/8' });
const redis = new Redis(infra.redis.url);
const baseline = express();
baseline.post('/baseline', async (_req, res) => {
  res.json({ value: await redis.get('bench:key') });
});
const baselineServer = baseline.listen(0, '127.0.0.1');
await new Promise((resolve) => baselineServer.once('listening', resolve));
const baselineUrl = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}`;

try {
  await redis.set('bench:key', JSON.stringify({ hello: 'world' }));
  const url = `${target.url}/page?cached=1`;
  const first = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url } });
  // The scan whose result the hits are served from (browser engine, the default: its first scan also
  // launches Chromium, which can outlast one long-poll on a busy machine).
  let seeded = first.body;
  for (let poll = 0; poll < 4 && !['completed', 'failed'].includes(seeded.scanState); poll++) seeded = (await api(stack.baseUrl, `/UrlCheck/${first.body.scanId}?wait=30`, { headers })).body;
  if (seeded.scanState !== 'completed') throw new Error(`the scan to serve hits from ended ${seeded.scanState}: ${JSON.stringify(seeded.reason ?? null)}`);

  const body = JSON.stringify({ url });
  const submit = (base: string, path: string) => async () => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`expected 200, got ${response.status}`);
  };
  await runLoad(200, concurrency, submit(stack.baseUrl, '/UrlCheck'));
  await runLoad(200, concurrency, submit(baselineUrl, '/baseline'));

  const bare = await runLoad(total, concurrency, submit(baselineUrl, '/baseline'));
  const before = cpu();
  const hits = await runLoad(total, concurrency, submit(stack.baseUrl, '/UrlCheck'));
  // A little later: the hits' events are consumed by the webhook dispatcher after their replies.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = cpu();
  const rows = [summarize(`bare express + one Redis GET (c=${concurrency})`, total, bare), summarize(`cache-hit POST /UrlCheck (c=${concurrency})`, total, hits)];
  printTable(rows);
  console.log(`ratio: cache hits run at ${((rows[1]!.perSecond / rows[0]!.perSecond) * 100).toFixed(1)}% of the bare handler's throughput; p50 ×${(rows[1]!.p50 / rows[0]!.p50).toFixed(1)}, p99 ×${(rows[1]!.p99 / rows[0]!.p99).toFixed(1)}`);
  printCpuPerOp('cache hit', before, after, total);
} finally {
  baselineServer.close();
  redis.disconnect();
  await stack.stop();
  await infra.stop();
  await target.close();
}
