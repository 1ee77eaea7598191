/**
 * Benchmark: what one rate-limit decision costs Redis, counted in instructions rather than time, so
 * that it can be compared on a busy machine. redis-server runs under valgrind's callgrind; counters are
 * zeroed before and dumped after each measured run.
 *
 *   node --conditions=source --import tsx bench/quota-script-cost.ts [--decisions 2000]
 *
 * Needs `valgrind` (Debian: apt-get install valgrind) and `redis-server` on PATH. Rows: the quota
 * service's sliding-window script one decision per script call (a RateLimiter per call), the same with
 * 8 and with 64 decisions in flight (calls made together share a script call, as in the service), and
 * rate-limiter-flexible's RateLimiterRedis.consume. Every decision is an admit (a limit nobody
 * reaches), on 50 subjects, with Redis server time.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { freePort } from '@lookout/testing';
import { Redis } from '@lookout/redis';
import { RateLimiter } from '../services/quota/src/domain/rate-limiter.js';
import { drive, log } from './quota-support.js';

const { values } = parseArgs({ options: { decisions: { type: 'string', default: '2000' } } });
const DECISIONS = Number(values.decisions);
const LIMIT = 10_000_000;
const SUBJECTS = 50;

const dir = mkdtempSync(join(tmpdir(), 'lookout-callgrind-'));
const port = await freePort();
const server = spawn('valgrind', ['--tool=callgrind', `--callgrind-out-file=${dir}/callgrind.%p`, 'redis-server', '--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
const redis = new Redis({ host: '127.0.0.1', port, retryStrategy: () => 250, maxRetriesPerRequest: null });
redis.on('error', () => undefined); // refused until valgrind has started the server
await new Promise((resolve) => redis.once('ready', resolve));
log(`redis-server under callgrind on port ${port}`);

/** Instructions Redis executed while `run` ran. */
async function instructions(run: () => Promise<unknown>): Promise<number> {
  execFileSync('callgrind_control', ['--zero', String(server.pid)], { stdio: 'ignore' });
  await run();
  execFileSync('callgrind_control', ['--dump', String(server.pid)], { stdio: 'ignore' });
  const dumps = readdirSync(dir).filter((name) => /^callgrind\.\d+\.\d+$/.test(name));
  const latest = dumps.sort((a, b) => Number(a.split('.')[2]) - Number(b.split('.')[2])).at(-1);
  const totals = latest ? /^(?:summary|totals): (\d+)/m.exec(readFileSync(join(dir, latest), 'utf8')) : null;
  if (!totals) throw new Error('callgrind wrote no totals');
  return Number(totals[1]);
}

const limiter = new RateLimiter(redis);
const flexible = new RateLimiterRedis({ storeClient: redis, points: LIMIT, duration: 60, keyPrefix: 'bench-rlf' });
const paths: [string, number, (i: number) => Promise<unknown>][] = [
  ['quota script, one decision per script call', 1, (i) => new RateLimiter(redis).take(`key:single-${i % SUBJECTS}`, LIMIT, 1)],
  ['quota script, 8 in flight (shared script calls)', 8, (i) => limiter.take(`key:eight-${i % SUBJECTS}`, LIMIT, 1)],
  ['quota script, 64 in flight (shared script calls)', 64, (i) => limiter.take(`key:many-${i % SUBJECTS}`, LIMIT, 1)],
  ['RateLimiterRedis.consume (rate-limiter-flexible)', 64, (i) => flexible.consume(`key:${i % SUBJECTS}`, 1)],
];
try {
  const rows: string[] = [];
  for (const [name, concurrency, decide] of paths) {
    await drive(200, concurrency, decide); // scripts loaded, keys created
    const total = await instructions(() => drive(DECISIONS, concurrency, decide));
    rows.push(`| ${name} | ${Math.round(total / DECISIONS).toLocaleString('en-US')} |`);
  }
  process.stdout.write(['', `Redis instructions per decision (valgrind callgrind, ${DECISIONS} decisions each, Redis server time):`, '', '| path | instructions |', '|---|---:|', ...rows, ''].join('\n'));
} finally {
  redis.disconnect();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
