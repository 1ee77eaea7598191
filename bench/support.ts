/**
 * Shared pieces of the benchmarks: a whole stack on real local infrastructure, a caller with limits
 * high enough not to be the thing measured, a fixed-concurrency load loop and latency percentiles.
 * Benchmarks print ratios against a baseline measured in the same run; absolute numbers depend on the machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startInfrastructure, startStackProcesses, type Infrastructure } from '../test/support/stack.js';
import { cpuMsOf, pidListeningOn } from './quota-support.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export async function benchStack(
  env: Record<string, string> = {},
  hooks: { beforeServices?: (infra: Infrastructure) => Promise<void> } = {},
): Promise<{ infra: Infrastructure; stack: { baseUrl: string; stop(): Promise<void> }; headers: Record<string, string>; pids: Record<string, number | null>; cpu: () => CpuSample }> {
  if (!process.env.TEST_DATABASE_ADMIN_URL) {
    // Same local infrastructure `npm test` uses (started when missing).
    const { ensureInfra } = (await import(new URL('../scripts/lib/infra.mjs', import.meta.url).href)) as {
      ensureInfra: (options: { profile: string; root: string; log: (message: string) => void; components: string[] }) => Promise<{ databaseAdminUrl: string }>;
    };
    process.env.TEST_DATABASE_ADMIN_URL = (await ensureInfra({ profile: 'test', root: ROOT, log: (message) => process.stderr.write(`[bench] ${message}\n`), components: ['postgres'] })).databaseAdminUrl;
  }
  const infra = await startInfrastructure();
  await hooks.beforeServices?.(infra);
  // One process per service, as deployed: the load generator and each service get their own event loop.
  // BENCH_PROFILE_DIR: every service writes a V8 CPU profile there when it stops. BENCH_COMPILED=1: the
  // services run as deployed, from dist/ (`npm run build` first), not from their sources through tsx
  // (whose loader thread and per-closure name helpers cost CPU production never spends).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const stack = await startStackProcesses(infra, { LOG_LEVEL: 'warn', ...env }, {
    ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    compiled: process.env.BENCH_COMPILED === '1',
  });
  const pids = { ...stack.pids, nats: pidListeningOn(infra.nats.url), redis: pidListeningOn(infra.redis.url), postgres: pidListeningOn(infra.database.url) };
  return { infra, stack, headers: benchCallerHeaders(infra.database.url), pids, cpu: () => cpuSample(pids) };
}

/** CPU time (ms) used so far by each process of the stack, the load generator (`bench`) included. */
export type CpuSample = Record<string, number | null>;

/** The fields of /proc/<pid>/stat after the command name (state first); null when the process is gone. */
function statFields(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null;
  }
}

/**
 * CPU (ms) of a process and of its children, reaped (cutime + cstime) or alive: PostgreSQL's postmaster
 * forks a backend per connection, and the backends' work is what the bench wants to see.
 */
function treeCpuMs(pid: number): number | null {
  const own = statFields(pid);
  if (!own) return null;
  // utime, stime, cutime, cstime, in clock ticks of 1/100 s.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(entry);
    if (child && Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12]);
  }
  return (ticks * 1000) / 100;
}

function cpuSample(pids: Record<string, number | null>): CpuSample {
  // The monotonic clock V8's CPU profiles use (µs): with BENCH_PROFILE_DIR, printCpuPerOp writes the
  // measured window beside the profiles, to read only that part of them.
  const sample: CpuSample = { at: Number(process.hrtime.bigint() / 1000n) };
  for (const [name, pid] of Object.entries(pids)) sample[name] = pid === null ? null : name === 'postgres' ? treeCpuMs(pid) : cpuMsOf(pid);
  const self = process.cpuUsage();
  sample.bench = (self.user + self.system) / 1000;
  return sample;
}

/**
 * Prints the CPU each process spent per operation between two samples (ms), and the load average:
 * on a shared machine CPU per operation is steadier than any rate.
 */
export function printCpuPerOp(label: string, before: CpuSample, after: CpuSample, operations: number): Record<string, number> {
  const perOp: Record<string, number> = {};
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) writeFileSync(`${profileDir}/window.json`, JSON.stringify({ label, startUs: before.at, endUs: after.at, operations }));
  for (const [name, start] of Object.entries(before)) {
    if (name === 'at') continue;
    const end = after[name];
    if (start !== null && start !== undefined && end !== null && end !== undefined) perOp[name] = (end - start) / operations;
  }
  const total = Object.entries(perOp).filter(([name]) => name !== 'bench').reduce((sum, [, ms]) => sum + ms, 0);
  const cells = Object.entries(perOp).map(([name, ms]) => `${name} ${ms.toFixed(2)}`);
  console.log(`CPU ms per ${label}: ${cells.join(', ')}; stack total ${total.toFixed(2)} (load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
  return perOp;
}

/** An API key on a plan whose limits are out of the way, when the quota service has keys; else anonymous. */
function benchCallerHeaders(databaseUrl: string): Record<string, string> {
  if (!existsSync(`${ROOT}services/quota/src/admin/cli.ts`)) return {};
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'admin', '--', 'workspace', 'create', '--name', 'bench', '--tier', 'enterprise', '--rate-limit', '100000000', '--monthly-quota', '100000000', '--json'],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`could not create the bench workspace: ${result.stderr}`);
  const created = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as { apiKey: string };
  return { 'x-api-key': created.apiKey };
}

/** Runs `total` tasks with at most `concurrency` in flight; returns each task's latency in ms and the wall time. */
export async function runLoad(total: number, concurrency: number, task: (index: number) => Promise<void>): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const t0 = performance.now();
        await task(index);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function summarize(label: string, total: number, run: { latencies: number[]; wallMs: number }) {
  const perSecond = total / (run.wallMs / 1000);
  return { label, perSecond, p50: percentile(run.latencies, 50), p99: percentile(run.latencies, 99) };
}

export function printTable(rows: ReturnType<typeof summarize>[]): void {
  for (const row of rows) {
    console.log(`${row.label.padEnd(48)} ${row.perSecond.toFixed(0).padStart(7)} /s   p50 ${row.p50.toFixed(1).padStart(7)} ms   p99 ${row.p99.toFixed(1).padStart(7)} ms`);
  }
}
