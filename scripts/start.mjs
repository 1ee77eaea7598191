#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone to a running stack.
 * Installs dependencies, provisions NATS (JetStream), Redis and Postgres unless NATS_URL / REDIS_URL /
 * DATABASE_URL point at existing ones, builds, migrates, starts the five services, waits for
 * /readyz and prints the base URL and a demo API key. Stays in the foreground and supervises the
 * services: one that dies is restarted with backoff (logged). Ctrl-C (or `npm run stop` from another
 * shell) stops everything it started. Running it twice does no harm. A stack that cannot start (a
 * port in use, a service that keeps failing, not ready in time) exits non-zero with the reason.
 * LOOKOUT_PROFILE (default dev) names the state directory .data/<profile>/ (tests use their own).
 * Node builtins only: this runs before `npm install`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, portIsFree, supervise } from './lib/supervisor.mjs';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/bootstrap.mjs';
import { ensureInfra, stopInfra } from './lib/infra.mjs';
import { isAlive, readPidFiles, removePidFile, stopPids, writePidFile } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The infrastructure profile is always dev; LOOKOUT_PROFILE only moves the state (pids, logs, stack.json).
const infraProfile = 'dev';
const profile = process.env.LOOKOUT_PROFILE || infraProfile;
const runDir = join(root, '.data', profile, 'run');
const logDir = join(root, '.data', profile, 'logs');
const log = (message) => process.stderr.write(`[start] ${message}\n`);

/** Health ports: LOOKOUT_<SERVICE>_HEALTH_PORT, else these defaults when free, else any free port. */
const SERVICES = [
  { name: 'quota', healthPort: 8081 },
  { name: 'orchestrator', healthPort: 8082 },
  { name: 'scanner-worker', healthPort: 8083 },
  { name: 'webhook-dispatcher', healthPort: 8084 },
  { name: 'gateway', healthPort: 8085 },
];

const port = Number(process.env.PORT || 8080);
// Loopback unless HOST says otherwise: a dev stack must not be an open scanner on the LAN.
const host = process.env.HOST || '127.0.0.1';
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const baseUrl = `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${port}`;
const READY_TIMEOUT_MS = Number(process.env.LOOKOUT_READY_TIMEOUT_MS || 90_000);
/** A service that fails this many times before the stack was ever ready is not going to start. */
const MAX_EARLY_EXITS = 3;
const stateFile = join(root, '.data', profile, 'stack.json');

const healthEnvName = (service) => `LOOKOUT_${service.replace(/-/g, '_').toUpperCase()}_HEALTH_PORT`;

async function chooseHealthPorts() {
  const chosen = {};
  for (const service of SERVICES) {
    const explicit = process.env[healthEnvName(service.name)];
    if (explicit) {
      chosen[service.name] = Number(explicit);
      if (!(await portIsFree(chosen[service.name], probeHost))) throw new Error(`${healthEnvName(service.name)}=${explicit}: that port is in use`);
    } else {
      chosen[service.name] = (await portIsFree(service.healthPort, probeHost)) ? service.healthPort : await freePort(probeHost);
    }
  }
  return chosen;
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

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

async function dashboardUrl() {
  try {
    const response = await fetch(`${baseUrl}/ui/`, { signal: AbortSignal.timeout(2_000), redirect: 'manual' });
    return response.status < 400 ? `${baseUrl}/ui/` : null;
  } catch {
    return null;
  }
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

function printBanner(key, state) {
  const lines = [
    '',
    `Lookout is running at ${baseUrl}`,
    ...(state?.dashboardUrl ? [`Dashboard: ${state.dashboardUrl}`] : []),
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
    ...(state?.healthPorts ? [`Health ports (/healthz, /readyz, /metrics): ${Object.entries(state.healthPorts).map(([name, p]) => `${name} ${p}`).join(', ')}`] : []),
    ...(state?.databaseUrl ? [`Admin CLI (\`npm run admin -- …\`) database: ${state.databaseUrl}`] : []),
    `Logs: ${logDir}/<service>.log — stop with Ctrl-C or \`npm run stop\`.`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function main() {
  const pids = readPidFiles(root, profile);
  if (pids.length > 0 && pids.every(({ pid }) => isAlive(pid)) && (await readyz())) {
    log('already running; nothing to do');
    const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null;
    printBanner(demoKey({ ...process.env, ...(state?.databaseUrl ? { DATABASE_URL: state.databaseUrl } : {}) }), state);
    return;
  }
  if (pids.length > 0) {
    log('cleaning up a previous run that is no longer whole');
    await stopPids(pids.map(({ pid }) => pid));
  }

  // Fail fast and say why, instead of starting everything to find the gateway cannot listen.
  if (!(await portIsFree(port, probeHost))) throw new Error(`port ${port} (PORT) on ${probeHost} is in use: stop what holds it or set PORT`);
  const healthPorts = await chooseHealthPorts();

  ensureDependencies(root, log);
  const infra = await ensureInfra({ profile: infraProfile, root, log });
  const env = {
    ...process.env,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    DATABASE_URL: infra.databaseUrl,
    TURBO_TELEMETRY_DISABLED: '1',
    HOST: host,
    HEALTH_HOST: process.env.HEALTH_HOST || probeHost,
  };

  log('building');
  run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], env);
  log('applying migrations');
  run('npm', ['run', '--silent', 'migrate'], env);

  mkdirSync(runDir, { recursive: true });
  mkdirSync(logDir, { recursive: true });
  let shuttingDown = false;
  const supervisors = SERVICES.map((service) => {
    const logFile = join(logDir, `${service.name}.log`);
    return supervise({
      name: service.name,
      log,
      start: () => {
        const output = openSync(logFile, 'a');
        return spawn(process.execPath, [join(root, 'services', service.name, 'dist', 'main.js')], {
          cwd: root,
          env: { ...env, HEALTH_PORT: String(healthPorts[service.name]) },
          stdio: ['ignore', output, output],
        });
      },
      onStart: (child) => writePidFile(root, profile, service.name, child.pid),
    });
  });
  const livePids = () => supervisors.map((s) => s.child?.pid).filter((pid) => Number.isInteger(pid));

  const shutdown = async (code = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log('stopping services');
    for (const s of supervisors) s.stop();
    // Wait for each child's 'exit' (the launcher has reaped it), not only for its pid to stop answering:
    // a child that has exited but is not yet reaped is still a process, and would outlive this launcher.
    const reaped = supervisors
      .map((s) => s.child)
      .filter((child) => child && child.exitCode === null && child.signalCode === null)
      .map((child) => once(child, 'exit'));
    await stopPids(livePids());
    await Promise.race([Promise.all(reaped), sleep(5_000)]);
    for (const service of SERVICES) removePidFile(root, profile, service.name);
    if (infra.startedBy !== 'env') await stopInfra({ profile: infraProfile, root, log });
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await readyz())) {
    const failing = supervisors.find((s) => s.exits.length >= MAX_EARLY_EXITS);
    if (failing) {
      const name = SERVICES[supervisors.indexOf(failing)].name;
      log(`${name} exited ${failing.exits.length} times before the stack was ready; its log ends with:\n${tail(join(logDir, `${name}.log`))}`);
      await shutdown(1);
      return;
    }
    if (Date.now() > deadline) {
      log(`the stack did not become ready within ${Math.round(READY_TIMEOUT_MS / 1000)} s; logs are in ${logDir}`);
      await shutdown(1);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // What other commands (npm run admin, a second npm start) need to find this stack.
  const state = { baseUrl, databaseUrl: infra.databaseUrl, natsUrl: infra.natsUrl, healthPorts, dashboardUrl: await dashboardUrl() };
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  printBanner(demoKey(env), state);
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
