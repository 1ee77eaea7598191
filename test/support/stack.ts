import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { migrateAllServices } from '@lookout/database';
import { createDatabase, freePort, startNats, startRedis, type DatabaseHandle, type NatsHandle, type RedisHandle } from '@lookout/testing';
import { start as startGateway } from '@lookout/gateway';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config.js';
import { start as startQuota } from '@lookout/quota';
import { readConfig as quotaConfig } from '../../services/quota/src/config.js';
import { start as startOrchestrator } from '@lookout/orchestrator';
import { readConfig as orchestratorConfig } from '../../services/orchestrator/src/config.js';
import { start as startWorker } from '@lookout/scanner-worker';
import { readConfig as workerConfig } from '../../services/scanner-worker/src/config.js';
import { start as startDispatcher } from '@lookout/webhook-dispatcher';
import { readConfig as dispatcherConfig } from '../../services/webhook-dispatcher/src/config.js';

export const SERVICES_DIR = fileURLToPath(new URL('../../services/', import.meta.url));

export interface Infrastructure {
  nats: NatsHandle;
  redis: RedisHandle;
  database: DatabaseHandle;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Fresh NATS, Redis and database (migrated) for one suite. */
export async function startInfrastructure(): Promise<Infrastructure> {
  const [nats, redis, database] = await Promise.all([startNats(), startRedis(), createDatabase()]);
  await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
  return {
    nats,
    redis,
    database,
    env: {
      NATS_URL: nats.url,
      REDIS_URL: redis.url,
      DATABASE_URL: database.url,
      HEALTH_PORT: '0',
      HEALTH_HOST: '127.0.0.1',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SHUTDOWN_GRACE_SECONDS: '2',
      // Generous anonymous limits: these suites send many anonymous requests from one address.
      // Suites about limits set PLANS_FILE themselves.
      PLANS_FILE: fileURLToPath(new URL('./e2e-plans.json', import.meta.url)),
    },
    async stop() {
      await Promise.allSettled([nats.stop(), redis.stop(), database.drop()]);
    },
  };
}

export interface Stack {
  baseUrl: string;
  infra: Infrastructure;
  stopService(name: 'quota' | 'orchestrator' | 'scanner-worker' | 'webhook-dispatcher'): Promise<void>;
  stop(): Promise<void>;
}

/** All five services in this process, over real NATS, Redis and Postgres. */
export async function startStack(infra: Infrastructure, env: Record<string, string> = {}): Promise<Stack> {
  const merged = { ...infra.env, ...env };
  const services = {
    quota: await startQuota(quotaConfig(merged)),
    orchestrator: await startOrchestrator(orchestratorConfig(merged)),
    'scanner-worker': await startWorker(workerConfig(merged)),
    'webhook-dispatcher': await startDispatcher(dispatcherConfig(merged)),
  };
  const running = new Set(Object.keys(services) as (keyof typeof services)[]);
  const gateway = await startGateway(gatewayConfig(merged));
  return {
    baseUrl: `http://127.0.0.1:${gateway.port}`,
    infra,
    async stopService(name) {
      if (running.delete(name)) await services[name].stop();
    },
    async stop() {
      await gateway.stop();
      for (const name of running) await services[name].stop();
      running.clear();
    },
  };
}

export async function api(baseUrl: string, path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; headers: Headers; body: any; text: string }> {
  const { json, ...rest } = init;
  const response = await fetch(`${baseUrl}${path}`, {
    ...rest,
    ...(json !== undefined ? { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...(rest.headers ?? {}) } } : {}),
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/**
 * All five services as separate processes (as deployed), over the given infrastructure. Slower to
 * start than startStack, but each service gets its own event loop: benchmarks and telemetry tests use it.
 */
export async function startStackProcesses(
  infra: Infrastructure,
  env: Record<string, string> = {},
  /** compiled: run each service's dist/main.js (as deployed; `npm run build` first) instead of its sources through tsx. */
  options: { nodeArgs?: readonly string[]; compiled?: boolean } = {},
): Promise<{ baseUrl: string; pids: Record<string, number | null>; stop(): Promise<void> }> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const apiPort = await freePort();
  const children: ChildProcess[] = [];
  const pids: Record<string, number | null> = {};
  for (const service of ['quota', 'orchestrator', 'scanner-worker', 'webhook-dispatcher', 'gateway']) {
    children.push(
      spawn(process.execPath, [...(options.nodeArgs ?? []), ...(options.compiled ? [`services/${service}/dist/main.js`] : ['--conditions=source', '--import', 'tsx', `services/${service}/src/main.ts`])], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...infra.env, ...env, PORT: String(apiPort), HEALTH_PORT: String(await freePort()) },
      }),
    );
    pids[service] = children.at(-1)?.pid ?? null;
  }
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  // A loaded machine (benchmarks beside other work) can need longer: STACK_READY_TIMEOUT_SECONDS.
  const readySeconds = Number(process.env.STACK_READY_TIMEOUT_SECONDS ?? 60);
  const deadline = Date.now() + readySeconds * 1000;
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
  };
  while ((await api(baseUrl, '/readyz').catch(() => ({ status: 0 }))).status !== 200) {
    if (Date.now() > deadline) {
      // Not left running behind the error: nothing else would stop them.
      await stop();
      throw new Error(`the stack did not become ready within ${readySeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, pids, stop };
}
