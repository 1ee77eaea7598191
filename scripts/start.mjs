#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone to a running stack.
 * Installs dependencies, provisions NATS (JetStream), Redis and Postgres unless NATS_URL / REDIS_URL /
 * DATABASE_URL point at existing ones, builds, migrates, starts the five services, waits for
 * /readyz and prints the base URL and a demo API key. Stays in the foreground; Ctrl-C (or
 * `npm run stop` from another shell) stops everything it started. Running it twice does no harm.
 * Node builtins only: this runs before `npm install`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/bootstrap.mjs';
import { ensureInfra, stopInfra } from './lib/infra.mjs';
import { isAlive, readPidFiles, stopPids, writePidFile } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const profile = 'dev';
const runDir = join(root, '.data', profile, 'run');
const logDir = join(root, '.data', profile, 'logs');
const log = (message) => process.stderr.write(`[start] ${message}\n`);

const SERVICES = [
  { name: 'quota', healthPort: 8081 },
  { name: 'orchestrator', healthPort: 8082 },
  { name: 'scanner-worker', healthPort: 8083 },
  { name: 'webhook-dispatcher', healthPort: 8084 },
  { name: 'gateway' },
];

const port = Number(process.env.PORT || 8080);
const baseUrl = `http://127.0.0.1:${port}`;

async function readyz() {
  try {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(3_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function demoKey(env) {
  const file = join(root, '.data', profile, 'demo-key.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', 'workspace', 'create', '--name', 'demo', '--tier', 'free', '--json'], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) {
    log(`could not create the demo workspace: ${result.stderr}`);
    return null;
  }
  const created = JSON.parse(result.stdout.trim().split('\n').pop());
  writeFileSync(file, JSON.stringify(created, null, 2));
  return created;
}

function printBanner(key) {
  const lines = [
    '',
    `Lookout is running at ${baseUrl}`,
    key
      ? `Demo API key (workspace ${key.workspaceId}, every scope): ${key.apiKey}`
      : 'Demo API key: could not be created (see the message above); anonymous requests work.',
    '',
    `  curl -s -X POST ${baseUrl}/UrlCheck -H 'content-type: application/json'${key ? ` -H 'X-Api-Key: ${key.apiKey}'` : ''} -d '{"url":"https://example.com/"}'`,
    `  curl -s '${baseUrl}/UrlCheck/<scanId>?wait=10'${key ? ` -H 'X-Api-Key: ${key.apiKey}'` : ''}`,
    '',
    `Dashboard: ${baseUrl}/ui/ (sign in with the demo key)`,
    `CLI:       LOOKOUT_URL=${baseUrl}${key ? ` LOOKOUT_API_KEY=${key.apiKey}` : ''} npx lookout scan https://example.com/ --wait`,
    '',
    `Logs: ${logDir}/<service>.log — stop with Ctrl-C or \`npm run stop\`.`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function main() {
  const pids = readPidFiles(root, profile);
  if (pids.length > 0 && pids.every(({ pid }) => isAlive(pid)) && (await readyz())) {
    log('already running; nothing to do');
    printBanner(demoKey(process.env));
    return;
  }
  if (pids.length > 0) {
    log('cleaning up a previous run that is no longer whole');
    await stopPids(pids.map(({ pid }) => pid));
  }

  ensureDependencies(root, log);
  const infra = await ensureInfra({ profile, root, log });
  const env = {
    ...process.env,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    DATABASE_URL: infra.databaseUrl,
    TURBO_TELEMETRY_DISABLED: '1',
  };

  log('building');
  run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], env);
  log('applying migrations');
  run('npm', ['run', '--silent', 'migrate'], env);

  mkdirSync(runDir, { recursive: true });
  mkdirSync(logDir, { recursive: true });
  const children = [];
  for (const service of SERVICES) {
    const output = openSync(join(logDir, `${service.name}.log`), 'a');
    const serviceEnv = { ...env };
    if (service.healthPort && !process.env.HEALTH_PORT) serviceEnv.HEALTH_PORT = String(service.healthPort);
    const child = spawn(process.execPath, [join(root, 'services', service.name, 'dist', 'main.js')], { cwd: root, env: serviceEnv, stdio: ['ignore', output, output] });
    writePidFile(root, profile, service.name, child.pid);
    child.on('exit', (code, signal) => {
      if (!shuttingDown) log(`${service.name} exited (${signal ?? code}); see ${join(logDir, `${service.name}.log`)}`);
    });
    children.push(child);
  }

  let shuttingDown = false;
  const shutdown = async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    log('stopping services');
    await stopPids(children.map((child) => child.pid));
    if (infra.startedBy !== 'env') await stopInfra({ profile, root, log });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const deadline = Date.now() + 90_000;
  while (!(await readyz())) {
    if (Date.now() > deadline) {
      log(`the stack did not become ready within 90 s; logs are in ${logDir}`);
      await shutdown();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  printBanner(demoKey(env));
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
