/**
 * Provisions NATS (JetStream), Redis and PostgreSQL for `npm start` (profile 'dev') and `npm test`
 * (profile 'test'). Node builtins only: this runs before `npm install` on a fresh clone.
 *
 * For each component, in order:
 *   1. NATS_URL / REDIS_URL / DATABASE_URL set → use it, start nothing.
 *   2. A server this module started earlier for the profile is still running and answering → reuse it.
 *   3. A Docker engine answers → `docker compose -p lookout-<profile> up -d --wait <services>`.
 *   4. Local processes from Debian's packages (apt-get installs them when missing), data and logs under
 *      <root>/.data/<profile>/, pid files so `stopInfra` can stop them.
 * Everything binds to 127.0.0.1. Ports avoid the system defaults so a distro-managed Redis/Postgres
 * on 6379/5432 never clashes; dev and test use different ports so both can run at once.
 * `npm test` asks for PostgreSQL only: each suite starts its own NATS and Redis (packages/testing), for
 * which `ensureServerBinaries` installs the binaries when no container can be used. How a server is
 * started and probed is scripts/lib/servers.mjs, shared with packages/testing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { isAlive, processMatches, readPid, stopPids } from './processes.mjs';
import {
  BINARIES,
  HOST,
  INFRA_IMAGES,
  infraImage,
  logTail as tail,
  natsAnswers as natsServerAnswers,
  natsServerArgs,
  probeTcp,
  redisAnswers as redisServerAnswers,
  redisServerArgs,
  sleep,
  spawnServer,
  waitForServer,
  waitUntil as pollUntil,
  which,
} from './servers.mjs';

// Callers of this module (scripts, bench/, the Docker path) import these from here.
export { INFRA_IMAGES, infraImage, probeTcp, which };

const PG_USER = 'lookout';
const PG_PASSWORD = 'lookout';
const PG_DATABASE = 'lookout';

/** Host ports per profile; LOOKOUT_*_PORT (dev) / LOOKOUT_TEST_*_PORT (test) override them. */
const DEFAULT_PORTS = {
  dev: { nats: 14222, natsMonitor: 18222, redis: 16379, postgres: 15432 },
  test: { nats: 24222, natsMonitor: 28222, redis: 26379, postgres: 25432 },
};

const READY_TIMEOUT_MS = 60_000;

const defaultLog = (message) => process.stderr.write(`[infra] ${message}\n`);

/** The three components, in the order they are provisioned and reported. */
const COMPONENTS = ['nats', 'redis', 'postgres'];

// ───────────────────────────── small helpers ─────────────────────────────

/** Runs a command to completion; never throws for a non-zero exit. */
function run(command, args, { env, timeoutMs, input, cwd } = {}) {
  return new Promise((resolvePromise) => {
    let child;
    try {
      child = spawn(command, args, { env: env ?? process.env, cwd, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    } catch (error) {
      resolvePromise({ code: 127, stdout: '', stderr: String(error) });
      return;
    }
    let stdout = '';
    let stderr = '';
    let timer;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ code: 127, stdout, stderr: stderr + String(error) });
    });
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      resolvePromise({ code: code ?? (sig ? 128 : 1), stdout, stderr });
    });
    if (timeoutMs) {
      timer = setTimeout(() => {
        stderr += `\n(timed out after ${timeoutMs} ms)`;
        child.kill('SIGKILL');
      }, timeoutMs);
    }
    if (child.stdin) {
      child.stdin.on('error', () => {}); // EPIPE when the command exits without reading its input
      child.stdin.end(input);
    }
  });
}

/** Polls `check` until it resolves true; throws `message` (a string, or a function making one) after `timeoutMs`. */
function waitUntil(check, { timeoutMs = READY_TIMEOUT_MS, intervalMs = 200, message }) {
  return pollUntil(check, { timeoutMs, intervalMs, describe: () => (typeof message === 'function' ? message() : message) });
}

/** Waits until something accepts TCP connections on host:port. */
export async function waitForPort(port, { host = HOST, timeoutMs = READY_TIMEOUT_MS } = {}) {
  await waitUntil(() => probeTcp(port, { host }), {
    timeoutMs,
    message: `nothing accepted connections on ${host}:${port} within ${Math.round(timeoutMs / 1000)} s`,
  });
}

let dockerAvailable;
/** True when a Docker engine answers `docker info` within 5 s (cached per process). */
export function isDockerEngineAvailable() {
  if (dockerAvailable === undefined) {
    dockerAvailable = which('docker')
      ? run('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 5_000 }).then((r) => r.code === 0)
      : Promise.resolve(false);
  }
  return dockerAvailable;
}

/** `docker compose` (v2 plugin) or the standalone `docker-compose`, as [command, ...prefixArgs]; null if neither. */
async function composeCommand() {
  if ((await run('docker', ['compose', 'version'], { timeoutMs: 10_000 })).code === 0) return ['docker', 'compose'];
  if (which('docker-compose')) return ['docker-compose'];
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

// ───────────────────────────── layout ─────────────────────────────

function portsFor(profile) {
  const defaults = DEFAULT_PORTS[profile];
  if (!defaults) throw new Error(`unknown infrastructure profile ${JSON.stringify(profile)} (expected 'dev' or 'test')`);
  const prefix = profile === 'dev' ? 'LOOKOUT_' : 'LOOKOUT_TEST_';
  const read = (name, fallback) => {
    const raw = process.env[`${prefix}${name}_PORT`];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${prefix}${name}_PORT=${raw} is not a port`);
    return port;
  };
  return {
    nats: read('NATS', defaults.nats),
    natsMonitor: read('NATS_MONITOR', defaults.natsMonitor),
    redis: read('REDIS', defaults.redis),
    postgres: read('POSTGRES', defaults.postgres),
  };
}

function layout(root, profile) {
  const base = join(root, '.data', profile);
  return {
    base,
    logs: join(base, 'logs'),
    nats: join(base, 'nats'),
    redis: join(base, 'redis'),
    postgres: join(base, 'postgres'),
    state: join(base, 'infra.json'),
    lock: join(base, 'infra.lock'),
    composeFile: join(root, 'docker-compose.yml'),
    composeProject: `lookout-${profile}`,
  };
}

/**
 * The postgres OS user must reach its data directory. When the repo sits under a directory it cannot
 * traverse (e.g. /root, mode 700), the cluster lives under /var/tmp instead (persists across reboots).
 */
function postgresFallbackRoot(root, profile) {
  const digest = createHash('sha256').update(root).digest('hex').slice(0, 12);
  return join('/var/tmp', `lookout-${digest}`, profile, 'postgres');
}

function urls(ports) {
  return {
    natsUrl: `nats://${HOST}:${ports.nats}`,
    natsMonitorUrl: `http://${HOST}:${ports.natsMonitor}`,
    redisUrl: `redis://${HOST}:${ports.redis}`,
    databaseUrl: `postgresql://${PG_USER}:${PG_PASSWORD}@${HOST}:${ports.postgres}/${PG_DATABASE}`,
    databaseAdminUrl: `postgresql://${PG_USER}:${PG_PASSWORD}@${HOST}:${ports.postgres}/postgres`,
  };
}

function readState(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Serialises ensure/stop for one profile across processes (two `npm test` at once would race on initdb). */
async function withLock(file, log, fn) {
  const deadline = Date.now() + 300_000; // an apt-get install inside the lock can take minutes
  let announced = false;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder === null || holder === process.pid || !isAlive(holder)) {
        rmSync(file, { force: true }); // stale: its holder is gone
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${file} is held by pid ${holder}; remove it if that process is not provisioning infrastructure`);
      if (!announced) log(`waiting for pid ${holder}, which is provisioning the same infrastructure`);
      announced = true;
      await sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}

// ───────────────────────────── apt ─────────────────────────────

/**
 * The scanner worker renders pages in Debian's Chromium, and the dashboard's browser tests drive it
 * (playwright-core cannot download a browser here), with fonts so screenshots show text. Installed with
 * apt-get when missing, unless CHROMIUM_PATH names another binary. Returns the binary's path.
 */
export async function ensureChromium({ root = process.cwd(), log = defaultLog } = {}) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
    return configured;
  }
  const found = () => ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)) ?? which('chromium');
  const missing = [];
  if (!found()) missing.push('chromium');
  if (!existsSync('/usr/share/fonts/truetype/liberation') && !existsSync('/usr/share/fonts/truetype/liberation2')) missing.push('fonts-liberation');
  if (missing.length > 0) {
    const logs = join(resolve(root), '.data', 'test', 'logs');
    mkdirSync(logs, { recursive: true });
    await aptInstall(missing, logs, log);
  }
  return found();
}

async function aptInstall(packages, logs, log) {
  if (packages.length === 0) return;
  const list = packages.join(' ');
  const prefix = isRoot() ? [] : which('sudo') ? ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'] : null;
  if (!which('apt-get') || prefix === null) {
    throw new Error(
      `missing ${list}: install ${packages.length > 1 ? 'them' : 'it'} (Debian/Ubuntu: apt-get install ${list}), ` +
        'start Docker, or point NATS_URL / REDIS_URL / DATABASE_URL at existing servers',
    );
  }
  log(`installing ${list} with apt-get (once; output in ${join(logs, 'apt.log')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', ['update', '-q']],
    ['apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages]],
  ];
  let output = '';
  for (const [command, args] of steps) {
    const [bin, ...rest] = [...prefix, command, ...args];
    const result = await run(bin, rest, { env });
    output += `$ ${command} ${args.join(' ')}\n${result.stdout}${result.stderr}\n`;
    writeFileSync(join(logs, 'apt.log'), output);
    if (result.code !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed (exit ${result.code}):\n${output.trimEnd().split('\n').slice(-15).join('\n')}`);
    }
  }
}

/** Directory holding initdb/pg_ctl/postgres/pg_isready/psql: Debian's /usr/lib/postgresql/<newest>/bin, else PATH. */
function findPostgresBin() {
  const needed = ['initdb', 'pg_ctl', 'postgres', 'pg_isready', 'psql'];
  const complete = (dir) => needed.every((name) => existsSync(join(dir, name)));
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      if (complete(join(base, version, 'bin'))) return join(base, version, 'bin');
    }
  }
  const initdb = which('initdb');
  if (initdb) {
    const dir = resolve(initdb, '..');
    if (complete(dir)) return dir;
  }
  const pgConfig = which('pg_config');
  if (pgConfig) {
    const result = spawnSync(pgConfig, ['--bindir'], { encoding: 'utf8' });
    const dir = result.stdout?.trim();
    if (result.status === 0 && dir && complete(dir)) return dir;
  }
  return null;
}

// ───────────────────────────── local NATS / Redis ─────────────────────────────

const natsAnswers = (ports) => natsServerAnswers({ port: ports.nats, monitorPort: ports.natsMonitor });
const redisAnswers = (ports) => redisServerAnswers({ port: ports.redis });

async function startLocalServer({ name, bin, args, dir, logFile, answers, port, envVar, profile, log }) {
  const pidFile = join(dir, `${name}.pid`);
  const previous = readPid(pidFile);
  if (previous !== null && processMatches(previous, name)) {
    if (await answers()) {
      log(`${name}: reusing pid ${previous} on ${HOST}:${port}`);
      return;
    }
    // Alive but not answering: maybe still starting (a concurrent run); give it a moment, else replace it.
    try {
      await waitUntil(answers, { timeoutMs: 10_000, message: '' });
      log(`${name}: reusing pid ${previous} on ${HOST}:${port}`);
      return;
    } catch {
      log(`${name}: pid ${previous} does not answer; restarting it`);
      await stopPids([previous], { timeoutMs: 5_000, log });
    }
  }
  rmSync(pidFile, { force: true });
  if (await probeTcp(port)) {
    throw new Error(
      `${HOST}:${port} is already in use by a process other than the ${name} this script starts for the '${profile}' profile; ` +
        `stop it, or set ${envVar} to use an existing server`,
    );
  }
  // Detached: it outlives `npm start` / `npm test` by design, and `stopInfra` stops it by its pid file.
  const server = spawnServer({ bin, args, logFile, detached: true });
  const { pid } = server.child;
  if (!pid) throw new Error(`${name} could not be started (${bin}); see ${logFile}`);
  writeFileSync(pidFile, `${pid}\n`);
  log(`${name}: started pid ${pid} on ${HOST}:${port} (log ${logFile})`);
  try {
    await waitForServer({ name, server, logFile, answers, timeoutMs: READY_TIMEOUT_MS });
  } catch (error) {
    if (isAlive(pid)) await stopPids([pid], { timeoutMs: 5_000 });
    rmSync(pidFile, { force: true });
    throw error;
  }
}

function startLocalNats(ctx) {
  const { dirs, ports, profile, bins } = ctx;
  mkdirSync(dirs.nats, { recursive: true });
  return startLocalServer({
    ...ctx,
    name: BINARIES.nats.command,
    bin: bins.nats,
    args: natsServerArgs({ port: ports.nats, monitorPort: ports.natsMonitor, storeDir: join(dirs.nats, 'jetstream'), name: `lookout-${profile}` }),
    dir: dirs.nats,
    logFile: join(dirs.logs, 'nats.log'),
    answers: () => natsAnswers(ports),
    port: ports.nats,
    envVar: 'NATS_URL',
  });
}

function startLocalRedis(ctx) {
  const { dirs, ports, bins } = ctx;
  mkdirSync(dirs.redis, { recursive: true });
  return startLocalServer({
    ...ctx,
    name: BINARIES.redis.command,
    bin: bins.redis,
    args: redisServerArgs({ port: ports.redis, dir: dirs.redis }),
    dir: dirs.redis,
    logFile: join(dirs.logs, 'redis.log'),
    answers: () => redisAnswers(ports),
    port: ports.redis,
    envVar: 'REDIS_URL',
  });
}

// ───────────────────────────── local PostgreSQL ─────────────────────────────

function postgresAccount() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** initdb/pg_ctl refuse to run as root, so as root they run as the `postgres` OS user. */
function asPostgres(bin, args) {
  if (!isRoot()) return [bin, args];
  if (which('runuser')) return [which('runuser'), ['-u', 'postgres', '--', bin, ...args]];
  return [which('su') ?? 'su', ['-s', '/bin/sh', 'postgres', '-c', [bin, ...args].map(shellQuote).join(' ')]];
}

function shellQuote(value) {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

function runAsPostgres(bin, args, opts) {
  const [command, fullArgs] = asPostgres(bin, args);
  return run(command, fullArgs, opts);
}

/** Makes `dir` (and the log file) owned by the postgres user when we are root. */
function giveToPostgres(account, ...paths) {
  if (!isRoot() || !account) return;
  for (const path of paths) chownSync(path, account.uid, account.gid);
}

async function postgresCanUse(dir) {
  if (!isRoot()) return true;
  return (await runAsPostgres('/bin/sh', ['-c', `test -w ${shellQuote(dir)} && test -x ${shellQuote(dir)}`])).code === 0;
}

/** Where the cluster of this profile lives: the repo's .data, or the /var/tmp fallback if that is where it was created. */
function postgresRoots(root, profile) {
  return [layout(root, profile).postgres, postgresFallbackRoot(root, profile)];
}

/** The server log of a locally started cluster (postgresLogFile), for bench/statements.ts; null when none is found. */
export function postgresLogFile({ profile = 'test', root = process.cwd() } = {}) {
  const dirs = layout(root, profile);
  const candidates = [join(dirs.logs, 'postgres.log'), join(postgresFallbackRoot(root, profile), 'postgres.log')];
  const found = candidates.filter((file) => existsSync(file)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return found[0] ?? null;
}

function postgresConf(profile, port) {
  const lines = [
    '# Written by scripts/lib/infra.mjs on every start; edit that file instead.',
    `listen_addresses = '${HOST}'`,
    `port = ${port}`,
    // No Unix socket: the repo path can exceed the 107-byte socket path limit, and everything uses TCP.
    "unix_socket_directories = ''",
    'max_connections = 300',
  ];
  if (profile === 'test') {
    // Test databases are disposable: trade crash safety for speed.
    lines.push('fsync = off', 'synchronous_commit = off', 'full_page_writes = off');
    // Each log line names its database and client (the service: see prismaAdapter), so
    // bench/statements.ts can count statements per service from a database with log_statement = 'all'.
    lines.push("log_line_prefix = '%m [%p] db=%d app=%a '");
  }
  return `${lines.join('\n')}\n`;
}

const pgReady = (bin, port) =>
  run(join(bin, 'pg_isready'), ['-h', HOST, '-p', String(port), '-d', 'postgres', '-U', PG_USER, '-t', '2'], { timeoutMs: 5_000 }).then(
    (r) => r.code === 0,
  );

async function psql(bin, url, sql) {
  const result = await run(join(bin, 'psql'), ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], {
    timeoutMs: 30_000,
    env: { ...process.env, PGCONNECT_TIMEOUT: '10' },
  });
  if (result.code !== 0) throw new Error(`psql failed (${sql}): ${result.stderr.trim()}`);
  return result.stdout.trim();
}

async function ensureLookoutDatabase(bin, adminUrl) {
  const exists = await psql(bin, adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${PG_DATABASE}'`);
  if (exists !== '1') await psql(bin, adminUrl, `CREATE DATABASE ${PG_DATABASE}`);
}

async function startLocalPostgres({ root, dirs, ports, profile, bins, log }) {
  const bin = bins.postgres;
  const account = isRoot() ? postgresAccount() : null;
  if (isRoot() && !account) throw new Error('the postgres OS user does not exist (it comes with Debian\'s postgresql package); install postgresql or set DATABASE_URL');
  const adminUrl = urls(ports).databaseAdminUrl;

  // Reuse a cluster of this profile that is already running.
  for (const pgRoot of postgresRoots(root, profile)) {
    const dataDir = join(pgRoot, 'data');
    if (!existsSync(join(dataDir, 'PG_VERSION'))) continue;
    const status = await runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, 'status']);
    if (status.code === 0 && (await pgReady(bin, ports.postgres))) {
      log(`postgres: reusing the running cluster in ${dataDir} on ${HOST}:${ports.postgres}`);
      await ensureLookoutDatabase(bin, adminUrl);
      return;
    }
  }

  if (await probeTcp(ports.postgres)) {
    throw new Error(
      `${HOST}:${ports.postgres} is already in use by a process other than the postgres this script starts for the '${profile}' profile; ` +
        'stop it, or set DATABASE_URL to use an existing server',
    );
  }

  // Pick the data root: the one already initialised, else the repo's .data if postgres can reach it.
  let pgRoot = postgresRoots(root, profile).find((dir) => existsSync(join(dir, 'data', 'PG_VERSION')));
  if (!pgRoot) {
    pgRoot = dirs.postgres;
    mkdirSync(pgRoot, { recursive: true });
    giveToPostgres(account, pgRoot);
    if (!(await postgresCanUse(pgRoot))) {
      pgRoot = postgresFallbackRoot(root, profile);
      log(`postgres: the postgres OS user cannot reach ${dirs.postgres}; using ${pgRoot} instead`);
      mkdirSync(pgRoot, { recursive: true, mode: 0o755 });
      giveToPostgres(account, pgRoot);
    }
  }
  const dataDir = join(pgRoot, 'data');
  // pg_ctl opens the server log as the postgres user, so in the fallback location it lives beside the data.
  const logFile = pgRoot === dirs.postgres ? join(dirs.logs, 'postgres.log') : join(pgRoot, 'postgres.log');
  if (!existsSync(logFile)) writeFileSync(logFile, '');
  giveToPostgres(account, logFile);

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // A half-written data dir from an interrupted initdb would make initdb refuse; it holds nothing of value.
    rmSync(dataDir, { recursive: true, force: true });
    const pwFile = join(pgRoot, 'pwfile');
    writeFileSync(pwFile, `${PG_PASSWORD}\n`, { mode: 0o600 });
    giveToPostgres(account, pwFile);
    log(`postgres: initialising a cluster in ${dataDir}`);
    const init = await runAsPostgres(join(bin, 'initdb'), [
      '-D', dataDir,
      '-U', PG_USER,
      `--pwfile=${pwFile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    rmSync(pwFile, { force: true });
    writeFileSync(logFile, `${init.stdout}${init.stderr}`, { flag: 'a' });
    if (init.code !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`initdb failed (exit ${init.code}):\n${init.stderr.trim() || init.stdout.trim()}`);
    }
  }

  // Settings live in an included file rewritten on each start, so port changes take effect.
  const conf = join(dataDir, 'postgresql.conf');
  const include = "include_if_exists = 'lookout.conf'";
  if (!readFileSync(conf, 'utf8').includes(include)) writeFileSync(conf, `\n${include}\n`, { flag: 'a' });
  writeFileSync(join(dataDir, 'lookout.conf'), postgresConf(profile, ports.postgres));
  giveToPostgres(account, join(dataDir, 'lookout.conf'));

  log(`postgres: starting on ${HOST}:${ports.postgres} (log ${logFile})`);
  const start = await runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', String(READY_TIMEOUT_MS / 1000), 'start'], {
    timeoutMs: READY_TIMEOUT_MS + 10_000,
  });
  if (start.code !== 0) {
    throw new Error(`pg_ctl start failed (exit ${start.code}): ${start.stderr.trim() || start.stdout.trim()}\n${tail(logFile)}`);
  }
  await waitUntil(() => pgReady(bin, ports.postgres), {
    message: () => `postgres did not accept connections on ${HOST}:${ports.postgres} within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
  });
  await ensureLookoutDatabase(bin, adminUrl);
}

// ───────────────────────────── docker compose ─────────────────────────────

function composeEnv(ports) {
  return {
    ...process.env,
    LOOKOUT_NATS_PORT: String(ports.nats),
    LOOKOUT_NATS_MONITOR_PORT: String(ports.natsMonitor),
    LOOKOUT_REDIS_PORT: String(ports.redis),
    LOOKOUT_POSTGRES_PORT: String(ports.postgres),
  };
}

/**
 * Null when every image `services` need is present or can be pulled now; else why not (one line). A
 * failed pull is final for this run: an engine without a registry answers, but cannot start these.
 */
async function missingImages(services) {
  for (const service of services) {
    const image = infraImage(service);
    if ((await run('docker', ['image', 'inspect', '--format', '{{.Id}}', image], { timeoutMs: 10_000 })).code === 0) continue;
    const pull = await run('docker', ['pull', '-q', image], { timeoutMs: 120_000 });
    if (pull.code !== 0) {
      const reason = pull.stderr.trim().split('\n').pop() || `exit ${pull.code}`;
      return `${image} is not present and cannot be pulled (${reason}); run scripts/docker-prepare.mjs and set ${INFRA_IMAGES[service].env} for local images`;
    }
  }
  return null;
}

/**
 * A PostgreSQL SSLRequest: the server answers one byte, 'S' or 'N'. Docker publishes the port before the
 * server listens, so an accepted TCP connection alone proves nothing.
 */
const POSTGRES_SSL_REQUEST = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]).toString('latin1');

async function composeUp({ dirs, ports, services, log }) {
  const compose = await composeCommand();
  if (!compose) return false;
  const [command, ...prefix] = compose;
  // `--wait` is compose v2's; the standalone docker-compose 1.x lacks it, and the port checks below wait instead.
  const wait = command === 'docker' ? ['--wait'] : [];
  const args = [...prefix, '-p', dirs.composeProject, '-f', dirs.composeFile, 'up', '-d', ...wait, ...services];
  log(`starting ${services.join(', ')} with docker compose (project ${dirs.composeProject})`);
  const result = await run(command, args, { env: composeEnv(ports) });
  writeFileSync(join(dirs.logs, 'docker-compose.log'), `${result.stdout}${result.stderr}`);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.code}):\n${result.stderr.trim().split('\n').slice(-15).join('\n')}`);
  }
  // --wait covers the healthchecks; these also prove the host port mapping works.
  const checks = {
    nats: () => waitUntil(() => natsAnswers(ports), { message: `NATS (docker) did not answer on ${HOST}:${ports.nats}` }),
    redis: () => waitUntil(() => redisAnswers(ports), { message: `Redis (docker) did not answer on ${HOST}:${ports.redis}` }),
    postgres: () => waitUntil(() => probeTcp(ports.postgres, { send: POSTGRES_SSL_REQUEST, expect: 'N' }).then((no) => no || probeTcp(ports.postgres, { send: POSTGRES_SSL_REQUEST, expect: 'S' })), { message: `PostgreSQL (docker) did not answer on ${HOST}:${ports.postgres}` }),
  };
  await Promise.all(services.map((service) => checks[service]()));
  return true;
}

// ───────────────────────────── public API ─────────────────────────────

/**
 * Makes `components` (default: NATS, Redis and Postgres) available for `profile` and resolves with
 * their URLs. `via` tells, per component, where it came from ('env' | 'docker' | 'local'); `startedBy`
 * summarises it ('env' when nothing was provisioned). Idempotent: running servers of the profile are reused.
 */
export async function ensureInfra({ profile = 'dev', root = process.cwd(), log = defaultLog, components = COMPONENTS } = {}) {
  root = resolve(root);
  const ports = portsFor(profile);
  const dirs = layout(root, profile);
  mkdirSync(dirs.logs, { recursive: true });
  const provisioned = urls(ports);

  return withLock(dirs.lock, log, async () => {
    await ensureChromium({ root, log });
    const via = {};
    const result = { ...provisioned };
    const fromEnv = { nats: 'NATS_URL', redis: 'REDIS_URL', postgres: 'DATABASE_URL' };
    for (const component of components) {
      if (process.env[fromEnv[component]]) via[component] = 'env';
    }
    if (via.nats) {
      result.natsUrl = process.env.NATS_URL;
      delete result.natsMonitorUrl;
    }
    if (via.redis) result.redisUrl = process.env.REDIS_URL;
    if (via.postgres) {
      result.databaseUrl = process.env.DATABASE_URL;
      result.databaseAdminUrl = process.env.DATABASE_URL;
    }

    // Servers this module started locally earlier keep precedence over Docker (they hold the ports).
    const natsPid = readPid(join(dirs.nats, 'nats-server.pid'));
    const redisPid = readPid(join(dirs.redis, 'redis-server.pid'));
    const localRunning = {
      nats: natsPid !== null && processMatches(natsPid, 'nats-server'),
      redis: redisPid !== null && processMatches(redisPid, 'redis-server'),
      postgres: postgresRoots(root, profile).some((dir) => existsSync(join(dir, 'data', 'postmaster.pid'))),
    };
    let pending = components.filter((c) => !via[c]);
    const viaDocker = pending.filter((c) => !localRunning[c]);

    if (viaDocker.length > 0 && (await isDockerEngineAvailable())) {
      const missing = existsSync(dirs.composeFile) ? await missingImages(viaDocker) : null;
      if (!existsSync(dirs.composeFile)) {
        log(`a Docker engine answers but ${dirs.composeFile} is missing; using local processes`);
      } else if (missing) {
        log(`a Docker engine answers but ${missing}; using local processes`);
      } else if (await composeUp({ dirs, ports, services: viaDocker, log })) {
        for (const c of viaDocker) via[c] = 'docker';
        pending = pending.filter((c) => !viaDocker.includes(c));
      } else {
        log('a Docker engine answers but neither `docker compose` nor `docker-compose` is installed; using local processes');
      }
    }

    if (pending.length > 0) {
      log(`local processes for ${pending.join(', ')} (data in ${dirs.base})`);
      const findBin = { nats: () => which(BINARIES.nats.command), redis: () => which(BINARIES.redis.command), postgres: findPostgresBin };
      const packages = { nats: BINARIES.nats.debianPackage, redis: BINARIES.redis.debianPackage, postgres: 'postgresql' };
      const bins = Object.fromEntries(pending.map((c) => [c, findBin[c]()]));
      await aptInstall(pending.filter((c) => !bins[c]).map((c) => packages[c]), dirs.logs, log);
      for (const c of pending) bins[c] ??= findBin[c]();
      for (const c of pending) {
        if (!bins[c]) throw new Error(`${packages[c]} was installed but its binaries were not found`);
      }
      const ctx = { root, dirs, ports, profile, bins, log };
      const starters = { nats: startLocalNats, redis: startLocalRedis, postgres: startLocalPostgres };
      const outcomes = await Promise.allSettled(pending.map((c) => starters[c](ctx)));
      const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason);
      if (failures.length > 0) {
        throw new Error(failures.map((f) => (f instanceof Error ? f.message : String(f))).join('\n\n'));
      }
      for (const c of pending) via[c] = 'local';
    }

    const kinds = new Set(Object.values(via));
    const startedBy = kinds.has('docker') ? 'docker' : kinds.has('local') ? 'local' : 'env';
    writeFileSync(dirs.state, `${JSON.stringify({ profile, via, ports, updatedAt: new Date().toISOString() }, null, 2)}\n`);
    // Only the URLs of what was asked for: a URL nobody provisioned must not look usable.
    const urlsOf = { nats: ['natsUrl', 'natsMonitorUrl'], redis: ['redisUrl'], postgres: ['databaseUrl', 'databaseAdminUrl'] };
    const asked = Object.fromEntries(components.flatMap((c) => urlsOf[c]).filter((key) => result[key] !== undefined).map((key) => [key, result[key]]));
    return { ...asked, startedBy, via };
  });
}

/**
 * The binaries packages/testing runs a fresh NATS and Redis from, one per suite, when it cannot use
 * containers (no Docker engine answers, or the images can neither be found nor pulled): installed with
 * apt-get when missing. `npm test` calls this instead of starting shared servers that no suite would use.
 */
export async function ensureServerBinaries({ root = process.cwd(), log = defaultLog } = {}) {
  const servers = Object.keys(BINARIES);
  if ((await isDockerEngineAvailable()) && (await missingImages(servers)) === null) return;
  const missing = servers.filter((server) => !which(BINARIES[server].command));
  if (missing.length === 0) return;
  const dirs = layout(resolve(root), 'test');
  mkdirSync(dirs.logs, { recursive: true });
  await withLock(dirs.lock, log, () => aptInstall(missing.map((server) => BINARIES[server].debianPackage), dirs.logs, log));
}

/**
 * Stops what `ensureInfra` provisioned for `profile`: local servers by pid file / pg_ctl, and the
 * profile's compose project. Servers given through env vars are never touched. Safe when nothing runs.
 */
export async function stopInfra({ profile = 'dev', root = process.cwd(), log = defaultLog } = {}) {
  root = resolve(root);
  const ports = portsFor(profile);
  const dirs = layout(root, profile);
  if (!existsSync(dirs.base)) return;

  await withLock(dirs.lock, log, async () => {
    const state = readState(dirs.state);

    for (const [name, dir] of [['nats-server', dirs.nats], ['redis-server', dirs.redis]]) {
      const pidFile = join(dir, `${name}.pid`);
      const pid = readPid(pidFile);
      if (pid !== null && processMatches(pid, name)) {
        log(`${name}: stopping pid ${pid}`);
        await stopPids([pid], { timeoutMs: 10_000, log });
      }
      rmSync(pidFile, { force: true });
    }

    for (const pgRoot of postgresRoots(root, profile)) {
      const dataDir = join(pgRoot, 'data');
      if (!existsSync(join(dataDir, 'postmaster.pid'))) continue;
      const bin = findPostgresBin();
      if (!bin) {
        log(`postgres: ${dataDir} looks running but no pg_ctl was found to stop it`);
        continue;
      }
      log(`postgres: stopping the cluster in ${dataDir}`);
      const stop = await runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], { timeoutMs: 40_000 });
      // "not running" (stale postmaster.pid) also exits non-zero; only a live postmaster is worth escalating.
      const postmaster = readPid(join(dataDir, 'postmaster.pid'));
      if (stop.code !== 0 && postmaster !== null && processMatches(postmaster, 'postgres')) {
        log(`postgres: pg_ctl stop failed (${stop.stderr.trim()}); sending SIGQUIT (immediate shutdown)`);
        try {
          process.kill(postmaster, 'SIGQUIT');
        } catch {
          // already gone
        }
      }
    }

    const usedDocker = state && Object.values(state.via ?? {}).includes('docker');
    if (usedDocker || (await isDockerEngineAvailable())) {
      const compose = existsSync(dirs.composeFile) && (await isDockerEngineAvailable()) ? await composeCommand() : null;
      if (compose) {
        const [command, ...prefix] = compose;
        const result = await run(command, [...prefix, '-p', dirs.composeProject, '-f', dirs.composeFile, 'down'], { env: composeEnv(ports) });
        if (result.code === 0) log(`docker compose project ${dirs.composeProject} is down`);
        else log(`docker compose down failed: ${result.stderr.trim()}`);
      } else if (usedDocker) {
        log(`cannot reach Docker to stop the compose project ${dirs.composeProject}`);
      }
    }
    rmSync(dirs.state, { force: true });
  });
}
