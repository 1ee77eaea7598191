#!/usr/bin/env node
/**
 * `npm test`: installs dependencies if needed, provisions the test infrastructure (profile 'test':
 * PostgreSQL on 25432 — or Docker, or DATABASE_URL — whose admin URL is TEST_DATABASE_ADMIN_URL; each
 * suite starts its own NATS and Redis through packages/testing, so only their binaries are made sure
 * of), builds everything with turbo (Prisma clients, typecheck, compile), then runs every suite in ONE mocha run.
 * Extra arguments go to mocha: `npm test -- --grep quota`; test files named there replace the default suites. Exits with mocha's exit code.
 * The infrastructure stays up for the next run unless CI is set. Node builtins only: runs before `npm install`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/bootstrap.mjs';
import { ensureChromium, ensureInfra, ensureServerBinaries, isDockerEngineAvailable, stopInfra } from './lib/infra.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const profile = 'test';
const log = (message) => process.stderr.write(`[test] ${message}\n`);

const SUITES = ['packages/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'test/**/*.test.ts'];

let current = null;
// Ctrl-C already reaches the child through the process group, so SIGINT is only noted; a SIGTERM sent
// to this process alone is forwarded. Either way we wait for the child, so its exit code is kept and
// the cleanup under CI still runs.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!current) process.exit(signal === 'SIGINT' ? 130 : 143);
    if (signal === 'SIGTERM') current.kill(signal);
  });
}

/** Runs a command with inherited stdio; resolves with its exit code (signals map to 128+n). */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      log(`${command} could not be started: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
    });
  });
}

const testRun = randomBytes(6).toString('hex');

/** Removes the containers packages/testing started in this run (label org.lookout.test-run=<run>). */
async function removeTestContainers() {
  if (!(await isDockerEngineAvailable())) return;
  const { spawnSync } = await import('node:child_process');
  const listed = spawnSync('docker', ['ps', '-aq', '--filter', `label=org.lookout.test-run=${testRun}`], { encoding: 'utf8' });
  const ids = (listed.stdout ?? '').split('\n').filter(Boolean);
  if (ids.length === 0) return;
  spawnSync('docker', ['rm', '-f', '-v', ...ids], { stdio: 'ignore' });
  log(`removed ${ids.length} test container(s) of this run`);
}

async function main() {
  const extraArgs = process.argv.slice(2);
  ensureDependencies(root, log);

  log('provisioning infrastructure…');
  const infra = await ensureInfra({ profile, root, log, components: ['postgres'] });
  await ensureServerBinaries({ root, log });
  const kinds = Object.entries(infra.via).map(([component, via]) => `${component}: ${via}`).join(', ');
  log(`infrastructure ready (${kinds})`);
  const chromium = await ensureChromium({ root, log });

  const env = {
    ...process.env,
    // An explicitly exported TEST_* URL wins over what was provisioned.
    TEST_DATABASE_ADMIN_URL: process.env.TEST_DATABASE_ADMIN_URL || infra.databaseAdminUrl,
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
    // Every container packages/testing starts carries this run's label, so the run removes its own below.
    LOOKOUT_TEST_RUN: testRun,
  };
  // Local stand-in images (scripts/docker-prepare.mjs) mean an engine that cannot pull, so not Ryuk's image
  // either; the label clean-up below does its job for this run.
  const localImages = ['LOOKOUT_NATS_IMAGE', 'LOOKOUT_REDIS_IMAGE', 'LOOKOUT_POSTGRES_IMAGE'].some((name) => process.env[name]);
  if (localImages && !process.env.TESTCONTAINERS_RYUK_DISABLED) env.TESTCONTAINERS_RYUK_DISABLED = 'true';

  try {
    log('building (turbo run build)…');
    const built = await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], env);
    if (built !== 0) {
      log(`build failed (exit ${built}); no tests were run`);
      return built;
    }
    // Test files named on the command line (`npm test -- test/e2e/search.test.ts`) replace the default
    // suites; options alone (`npm test -- --grep quota`) filter all of them.
    const namesFiles = extraArgs.some((arg) => !arg.startsWith('-') && (arg.endsWith('.ts') || arg.includes('/')));
    log(namesFiles ? 'running the named test files (mocha)…' : 'running every suite (mocha)…');
    return await run('npx', ['mocha', ...(namesFiles ? [] : SUITES), ...extraArgs], env);
  } finally {
    await removeTestContainers();
    if (process.env.CI) {
      log('CI is set: stopping the test infrastructure');
      await stopInfra({ profile, root, log }).catch((error) => log(`could not stop the infrastructure: ${error.message}`));
    }
  }
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    log(error instanceof Error ? error.message : String(error));
    if (process.env.CI) await stopInfra({ profile, root, log }).catch(() => {});
    process.exit(1);
  },
);
