/**
 * Shared pieces of the benchmarks: a whole stack on real local infrastructure, a caller with limits
 * high enough not to be the thing measured, a fixed-concurrency load loop and latency percentiles.
 * Benchmarks print ratios against a baseline measured in the same run; absolute numbers depend on the machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startInfrastructure, startStackProcesses, type Infrastructure } from '../test/support/stack.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export async function benchStack(
  env: Record<string, string> = {},
  hooks: { beforeServices?: (infra: Infrastructure) => Promise<void> } = {},
): Promise<{ infra: Infrastructure; stack: { baseUrl: string; stop(): Promise<void> }; headers: Record<string, string> }> {
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
  const stack = await startStackProcesses(infra, { LOG_LEVEL: 'warn', ...env });
  return { infra, stack, headers: benchCallerHeaders(infra.database.url) };
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
