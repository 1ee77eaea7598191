/**
 * Benchmark: authorization + rate-limit decisions per second through the quota service over NATS,
 * beside two baselines in the same run: a bare NATS request/reply echo (bench/quota-echo.ts, its own
 * process, the same request and reply sizes: the hop itself; asked with nats.js's request() and again
 * with the bus's sendRequest, the hop requestRpc takes), and rate-limiter-flexible's RateLimiterRedis
 * making the same number of decisions against the same Redis (beside the quota script called directly,
 * batched as the service batches it and one decision per call).
 *
 *   node --conditions=source --import tsx bench/quota-authorize.ts [--decisions 20000] [--concurrency 64] [--keys 50] [--profile <dir>]
 *
 * Everything is local and started here (see quota-support.ts); the quota service runs as its own
 * process, as in production. The client side does what the gateway does for each request:
 * requestRpc(quota.authorize) with an API key, operation scans:write, rateLimited, 1 unit.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { requestRpc, sendRequest } from '@lookout/bus';
import { Operations, type QuotaAuthorizeRequest, type RequestBody } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { Redis } from '@lookout/redis';
import { KeyAdmin } from '../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../services/quota/src/domain/plans.js';
import { RateLimiter } from '../services/quota/src/domain/rate-limiter.js';
import { PrismaClient } from '../services/quota/src/generated/prisma/client.js';
import { best, drive, log, machine, pidListeningOn, row, startBenchInfrastructure, startEcho, withCpu } from './quota-support.js';

const { values } = parseArgs({
  options: {
    decisions: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '64' },
    keys: { type: 'string', default: '50' },
    /** Writes a V8 CPU profile of the quota service process into this folder. */
    profile: { type: 'string' },
  },
});
const DECISIONS = Number(values.decisions);
const CONCURRENCY = Number(values.concurrency);
const KEYS = Number(values.keys);
// High enough that every decision in the run is an admit: both sides do the full check-and-record work.
const LIMIT_PER_MINUTE = 100_000;

const apiKeys: string[] = [];
const infra = await startBenchInfrastructure({
  profileDir: values.profile,
  seed: async (databaseUrl) => {
    const prisma = new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
    const admin = new KeyAdmin(prisma, loadPlans(undefined));
    for (let i = 0; i < KEYS; i++) {
      const { key } = await admin.createWorkspace({ name: `bench-${i}`, tier: 'enterprise', rateLimitPerMinute: LIMIT_PER_MINUTE });
      apiKeys.push(key.key!);
    }
    await prisma.$disconnect();
  },
});
const redis = new Redis(infra.redis.url);
let stopEcho = async () => {};
try {
  const requestFor = (i: number): RequestBody<QuotaAuthorizeRequest> => ({
    apiKey: apiKeys[i % apiKeys.length]!,
    clientIp: '127.0.0.1',
    operation: 'scans:write',
    anonymousAllowed: true,
    rateLimited: true,
    units: 1,
  });
  const authorize = (i: number) => requestRpc(infra.bus, Operations.quotaAuthorize, requestFor(i));

  // The echo answers with the bytes of a real authorize reply, and is sent the bytes of a real request.
  const requestBytes = new TextEncoder().encode(JSON.stringify({ ...requestFor(0), type: Operations.quotaAuthorize.type, version: Operations.quotaAuthorize.version }));
  const realReply = await infra.bus.nc.request(Operations.quotaAuthorize.subject, requestBytes, { timeout: 10_000 });
  const ECHO_SUBJECT = 'bench.quota.echo';
  const echoProcess = await startEcho(infra.nats.url, ECHO_SUBJECT, realReply.data);
  stopEcho = echoProcess.stop;
  const echo = () => infra.bus.nc.request(ECHO_SUBJECT, requestBytes, { timeout: 10_000 });
  // The same echo through the bus's own reply inbox: the hop requestRpc takes, without nats.js's request().
  const busHop = () => sendRequest(infra.bus, ECHO_SUBJECT, requestBytes, { timeoutMs: 10_000 });
  const flexible = new RateLimiterRedis({ storeClient: redis, points: LIMIT_PER_MINUTE, duration: 60, keyPrefix: 'bench-rlf' });
  const consume = (i: number) => flexible.consume(`key:${i % KEYS}`, 1);
  // The same sliding-window script the quota service runs, called directly: separates the Redis work from the bus.
  // RateLimiter.take decides the calls made in one turn of the event loop with one script call, as in the service.
  const limiter = new RateLimiter(redis);
  const direct = (i: number) => limiter.take(`key:direct-${i % KEYS}`, LIMIT_PER_MINUTE, 1);
  // A limiter per call: one decision per script call, nothing shared (the script's cost per decision alone).
  const single = (i: number) => new RateLimiter(redis).take(`key:single-${i % KEYS}`, LIMIT_PER_MINUTE, 1);

  log('warming up (keys cached, scripts loaded, connections open)…');
  for (const fn of [authorize, echo, busHop, consume, direct, single]) await drive(2_000, CONCURRENCY, fn);

  log(`${DECISIONS} decisions each, ${CONCURRENCY} in flight, ${KEYS} keys`);
  // Two runs each, interleaved in opposite orders, so neither side always runs on a warmer machine.
  // CPU per decision of every process involved, to read the ratios by (Linux /proc; blank elsewhere).
  const pids = { nats: pidListeningOn(infra.nats.url), redis: pidListeningOn(infra.redis.url) };
  const run = (fn: (i: number) => Promise<unknown>, responder?: number | null) =>
    withCpu(DECISIONS, { ...(responder === undefined ? {} : { responder }), ...pids }, () => drive(DECISIONS, CONCURRENCY, fn));
  const ours1 = await run(authorize, infra.quotaPid);
  const hop1 = await run(echo, echoProcess.pid);
  const hop2 = await run(echo, echoProcess.pid);
  const busHop1 = await run(busHop, echoProcess.pid);
  const busHop2 = await run(busHop, echoProcess.pid);
  const ours2 = await run(authorize, infra.quotaPid);
  const direct1 = await run(direct);
  const theirs1 = await run(consume);
  const theirs2 = await run(consume);
  const direct2 = await run(direct);
  const single1 = await run(single);
  const single2 = await run(single);
  const [ours, hop, bareBusHop, theirs, alone, unbatched] = [best(ours1, ours2), best(hop1, hop2), best(busHop1, busHop2), best(theirs1, theirs2), best(direct1, direct2), best(single1, single2)];

  process.stdout.write(
    [
      '',
      `${machine()}; ${DECISIONS} decisions per run, ${CONCURRENCY} in flight, ${KEYS} keys, best of 2 runs; load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`,
      '',
      '| path | decisions/s | p50 ms | p99 ms |',
      '|---|---:|---:|---:|',
      row('quota.authorize over NATS (key lookup + scope + sliding-window Lua)', ours),
      row(`bare NATS request/reply echo (${requestBytes.length} B out, ${realReply.data.length} B back)`, hop),
      row("the same echo through the bus's reply inbox (sendRequest, the hop requestRpc takes)", bareBusHop),
      row('the quota sliding-window script alone, direct to Redis (RateLimiter.take, calls made together share a script call)', alone),
      row('the same, one decision per script call', unbatched),
      row('RateLimiterRedis.consume (rate-limiter-flexible, direct to Redis)', theirs),
      '',
      `ratio quota.authorize / bare NATS echo: ${(ours.perSecond / hop.perSecond).toFixed(2)} (goal ≥ 0.5)`,
      `ratio quota.authorize / the echo through the bus's reply inbox: ${(ours.perSecond / bareBusHop.perSecond).toFixed(2)}`,
      `ratio sliding-window script / RateLimiterRedis: ${(alone.perSecond / theirs.perSecond).toFixed(2)} (goal ≥ 0.8)`,
      `ratio sliding-window script, one decision per call / RateLimiterRedis: ${(unbatched.perSecond / theirs.perSecond).toFixed(2)}`,
      `ratio quota.authorize / RateLimiterRedis: ${(ours.perSecond / theirs.perSecond).toFixed(2)}`,
      '',
      'CPU per decision in the better run (µs; client = this load generator, responder = the quota service or the echo):',
      '',
      '| path | client | responder | NATS | Redis |',
      '|---|---:|---:|---:|---:|',
      ...(
        [
          ['quota.authorize', ours],
          ['bare NATS echo', hop],
          ['echo through the bus inbox', bareBusHop],
          ['sliding-window script alone', alone],
          ['script alone, one decision per call', unbatched],
          ['RateLimiterRedis.consume', theirs],
        ] as const
      ).map(([name, result]) => `| ${name} | ${['client', 'responder', 'nats', 'redis'].map((what) => result.cpuUsPerCall[what] ?? '').join(' | ')} |`),
      '',
    ].join('\n'),
  );
} finally {
  await stopEcho();
  await redis.quit().catch(() => undefined);
  await infra.stop();
}
