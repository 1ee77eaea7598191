/** Shared by the quota benchmarks: local infrastructure, the quota service as its own process, a load driver. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { connectBus, type Bus } from '@lookout/bus';
import { Ping } from '@lookout/contracts';
import { migrateAllServices } from '@lookout/database';
import { createLogger } from '@lookout/telemetry';
import { createDatabase, startNats, startRedis, type DatabaseHandle, type NatsHandle, type RedisHandle } from '@lookout/testing';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

export interface RunResult {
  perSecond: number;
  ms: number;
  p50: number;
  p99: number;
}

/** Runs `total` calls of `fn` with `concurrency` in flight. */
export async function drive(total: number, concurrency: number, fn: (i: number) => Promise<unknown>): Promise<RunResult> {
  let next = 0;
  const latencies = new Array<number>(total).fill(0);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t = performance.now();
        await fn(i);
        latencies[i] = performance.now() - t;
      }
    }),
  );
  const ms = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round((total / ms) * 1000), ms: Math.round(ms), p50: latencies[Math.floor(total * 0.5)] ?? 0, p99: latencies[Math.floor(total * 0.99)] ?? 0 };
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is no /proc. */
export function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/** The process listening on a loopback TCP port (ss from iproute2), to measure its CPU; null when unknown. */
export function pidListeningOn(url: string): number | null {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${new URL(url).port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Runs `run` and reports how much CPU each named process spent per call (µs), so a ratio can be
 * read as "where the time went". `self` is this process (the load generator).
 */
export async function withCpu<T extends RunResult>(calls: number, pids: Record<string, number | null>, run: () => Promise<T>): Promise<T & { cpuUsPerCall: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, pid === null ? null : cpuMsOf(pid)]));
  const self = process.cpuUsage();
  const result = await run();
  const selfUs = process.cpuUsage(self);
  const cpuUsPerCall: Record<string, number> = { client: Math.round((selfUs.user + selfUs.system) / calls) };
  for (const [name, pid] of Object.entries(pids)) {
    const after = pid === null ? null : cpuMsOf(pid);
    const start = before[name];
    if (after !== null && start !== null && start !== undefined) cpuUsPerCall[name] = Math.round(((after - start) * 1000) / calls);
  }
  return { ...result, cpuUsPerCall };
}

export const best = <T extends RunResult>(a: T, b: T): T => (a.perSecond >= b.perSecond ? a : b);

export const row = (name: string, result: RunResult) => `| ${name} | ${result.perSecond.toLocaleString('en-US')} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} |`;

export function machine(): string {
  return `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'} (client, NATS, Redis, Postgres and the quota service all on this machine)`;
}

/**
 * Starts bench/quota-echo.ts as its own process on `subject`, answering every request with `reply`
 * (the baseline: the NATS request/reply hop alone). Resolves once it is subscribed; returns its stop.
 */
export async function startEcho(natsUrl: string, subject: string, reply: Uint8Array): Promise<{ pid: number | null; stop: () => Promise<void> }> {
  const echo = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'bench/quota-echo.ts'], {
    cwd: ROOT,
    env: { ...process.env, NATS_URL: natsUrl, ECHO_SUBJECT: subject, ECHO_REPLY: Buffer.from(reply).toString('base64') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => echo.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    echo.stdout.once('data', () => resolve());
    void exited.then(() => reject(new Error('the echo responder exited before it was ready')));
  });
  const stop = async () => {
    if (echo.exitCode === null) {
      echo.kill('SIGTERM');
      await exited;
    }
  };
  return { pid: echo.pid ?? null, stop };
}

export interface BenchInfrastructure {
  nats: NatsHandle;
  redis: RedisHandle;
  database: DatabaseHandle;
  bus: Bus;
  /** The quota service process. */
  quotaPid: number | null;
  stop(): Promise<void>;
}

/**
 * Fresh NATS and Redis (@lookout/testing), a migrated database on the test PostgreSQL
 * (TEST_DATABASE_ADMIN_URL, else the `npm test` infrastructure is provisioned), and one quota
 * service process, ready. `seed` runs after migration, before the service starts.
 */
export async function startBenchInfrastructure(options: { seed: (databaseUrl: string) => Promise<void>; profileDir?: string | undefined }): Promise<BenchInfrastructure> {
  if (!process.env.TEST_DATABASE_ADMIN_URL) {
    // The same PostgreSQL `npm test` uses (a plain .mjs module: imported by path, untyped).
    const modulePath = '../scripts/lib/infra.mjs';
    const infra = (await import(modulePath)) as { ensureInfra(options: object): Promise<{ databaseAdminUrl: string }> };
    process.env.TEST_DATABASE_ADMIN_URL = (await infra.ensureInfra({ profile: 'test', root: ROOT, log, components: ['postgres'] })).databaseAdminUrl;
  }
  const [nats, redis, database] = await Promise.all([startNats(), startRedis(), createDatabase()]);
  let quota: ChildProcess | undefined;
  let bus: Bus | undefined;
  const stop = async () => {
    await bus?.drain().catch(() => undefined);
    if (quota && quota.exitCode === null) {
      const exited = new Promise((resolve) => quota?.once('exit', resolve));
      quota.kill('SIGTERM');
      await exited;
    }
    await Promise.allSettled([nats.stop(), redis.stop(), database.drop()]);
  };
  try {
    await migrateAllServices({ databaseUrl: database.url, servicesDir: `${ROOT}services` });
    await options.seed(database.url);
    const profiling = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
    quota = spawn(process.execPath, [...profiling, '--conditions=source', '--import', 'tsx', 'services/quota/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, NATS_URL: nats.url, REDIS_URL: redis.url, DATABASE_URL: database.url, HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    bus = await connectBus({ url: nats.url, name: 'bench', logger: createLogger('bench', 'silent') });
    for (let i = 0; ; i++) {
      const reply = await bus.nc.request(Ping.subject('quota'), undefined, { timeout: 500 }).catch(() => null);
      if (reply && (JSON.parse(new TextDecoder().decode(reply.data)) as { ready?: boolean }).ready) break;
      if (i > 300) throw new Error('the quota service did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { nats, redis, database, bus, quotaPid: quota.pid ?? null, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
