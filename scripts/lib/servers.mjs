/**
 * How Lookout runs its infrastructure servers, stated once for every caller: where the binaries are
 * and which Debian package brings each, the command lines of nats-server and redis-server, how to tell
 * that a server answers, how to start one and wait for it, and the container images of the Docker path.
 *
 * Used by scripts/lib/infra.mjs (the long-lived servers of `npm start` and `npm test`) and by
 * packages/testing (a fresh server per suite), through servers.d.mts for TypeScript. Node builtins
 * only: this runs before `npm install` on a fresh clone.
 */
import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants as fsConstants, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { request } from 'node:http';
import { createConnection } from 'node:net';
import { delimiter, join } from 'node:path';

/** Every server binds here: nothing Lookout starts for development or tests is reachable from the network. */
export const HOST = '127.0.0.1';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ───────────────────────────── binaries ─────────────────────────────

/** Each component's binary and the Debian package that installs it (apt-get, when missing). */
export const BINARIES = {
  nats: { command: 'nats-server', debianPackage: 'nats-server' },
  redis: { command: 'redis-server', debianPackage: 'redis-server' },
};

/** Absolute path of an executable on PATH (plus the sbin dirs, where Debian puts nats-server), or null. */
export function which(command) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, fsConstants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

// ───────────────────────────── probes ─────────────────────────────

/**
 * Opens a TCP connection; resolves true when it connects (and, with `send`/`expect`, when the first
 * reply contains `expect`), false on refusal, error or timeout. Never rejects.
 */
export function probeTcp(port, { host = HOST, send, expect, timeoutMs = 2_000 } = {}) {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ host, port });
    let settled = false;
    let received = '';
    const done = (ok) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    // A peer that closes without answering (Docker's port proxy before the server listens) is a "no";
    // without this the promise would never settle and, with no handle left, the process would just exit.
    socket.on('close', () => done(false));
    socket.on('connect', () => {
      if (expect === undefined) return done(true);
      if (send !== undefined) socket.write(send, 'latin1'); // latin1: binary probes (PostgreSQL's SSLRequest) go out byte for byte
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes(expect)) done(true);
      else if (received.includes('\n')) done(false);
    });
  });
}

/** GET http://host:port/path → true on a 2xx. No keep-alive agent, so no socket outlives the probe. */
export function probeHttp(port, path, { host = HOST, timeoutMs = 2_000 } = {}) {
  return new Promise((resolvePromise) => {
    const req = request({ host, port, path, method: 'GET', agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      resolvePromise(status >= 200 && status < 300);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolvePromise(false));
    req.end();
  });
}

/** Polls `check` until it resolves true; rejects with `describe()` after `timeoutMs`. A check that throws ends the wait with its error. */
export async function waitUntil(check, { timeoutMs, intervalMs = 200, describe }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(describe());
    await sleep(intervalMs);
  }
}

/** The last lines of a log file, for an error message. */
export function logTail(file, lines = 25) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// ───────────────────────────── NATS and Redis ─────────────────────────────

/**
 * nats-server with JetStream, storing under `storeDir`. The monitoring port serves /healthz, which
 * reports JetStream readiness (`natsAnswers`).
 */
export function natsServerArgs({ port, monitorPort, storeDir, name }) {
  return ['-js', '-sd', storeDir, '-a', HOST, '-p', String(port), '-m', String(monitorPort), ...(name ? ['-n', name] : [])];
}

/** NATS answers when JetStream is up (healthz with js-enabled-only fails until then) and the client port greets. */
export async function natsAnswers({ port, monitorPort, host = HOST }) {
  return (await probeHttp(monitorPort, '/healthz?js-enabled-only=true', { host })) && probeTcp(port, { host, expect: 'INFO' });
}

/** No persistence: rate-limit windows and caches are rebuilt; the services must survive Redis losing data anyway. */
export const REDIS_NO_PERSISTENCE = ['--save', '', '--appendonly', 'no'];

export function redisServerArgs({ port, dir }) {
  return ['--bind', HOST, '--port', String(port), ...REDIS_NO_PERSISTENCE, '--dir', dir, '--daemonize', 'no', '--protected-mode', 'yes', '--logfile', ''];
}

export const redisAnswers = ({ port, host = HOST }) => probeTcp(port, { host, send: 'PING\r\n', expect: '+PONG' });

// ───────────────────────────── starting a server ─────────────────────────────

/**
 * Spawns a server with its output appended to `logFile` (no pipes, so nothing keeps the event loop
 * alive). `detached`: it outlives this process by design (`npm start`'s and `npm test`'s servers);
 * otherwise the caller owns its end (packages/testing). `exited` is filled in when it exits.
 */
export function spawnServer({ bin, args, logFile, detached = false }) {
  const out = openSync(logFile, 'a');
  writeSync(out, `\n--- ${new Date().toISOString()} ${bin} ${args.join(' ')}\n`);
  const child = spawn(bin, args, { detached, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = { code: null };
  child.on('exit', (code, signal) => (exited.code = code ?? signal));
  child.on('error', (error) => (exited.code = String(error)));
  child.unref();
  return { child, exited };
}

/**
 * Waits until the spawned server answers. Rejects with the log tail when it exits first or does not
 * answer within `timeoutMs`.
 */
export function waitForServer({ name, server, logFile, answers, timeoutMs }) {
  return waitUntil(
    async () => {
      if (server.exited.code !== null) throw new Error(`${name} exited (${server.exited.code}) during startup:\n${logTail(logFile)}`);
      return answers();
    },
    { timeoutMs, intervalMs: 100, describe: () => `${name} did not become ready within ${Math.round(timeoutMs / 1000)} s:\n${logTail(logFile)}` },
  );
}

// ───────────────────────────── containers ─────────────────────────────

/**
 * Image of each infrastructure service on the Docker path (docker-compose.yml and packages/testing's
 * containers): the upstream default, or the LOOKOUT_*_IMAGE stand-in that scripts/docker-prepare.mjs
 * builds where nothing can be pulled. The defaults must match docker-compose.yml (test/deploy/manifests.test.ts checks them).
 */
export const INFRA_IMAGES = {
  nats: { env: 'LOOKOUT_NATS_IMAGE', upstream: 'nats:2.11-alpine' },
  redis: { env: 'LOOKOUT_REDIS_IMAGE', upstream: 'redis:7-alpine' },
  postgres: { env: 'LOOKOUT_POSTGRES_IMAGE', upstream: 'postgres:16-alpine' },
};

export const infraImage = (service) => process.env[INFRA_IMAGES[service].env] || INFRA_IMAGES[service].upstream;
