#!/usr/bin/env node
/**
 * `npm test`: installs dependencies if needed, provisions the test infrastructure (profile 'test':
 * NATS 24222, Redis 26379, PostgreSQL 25432 — or Docker, or NATS_URL/REDIS_URL/DATABASE_URL), builds
 * everything with turbo (Prisma clients, typecheck, compile), then runs every suite in ONE mocha run.
 * Extra arguments go to mocha: `npm test -- --grep quota`. Exits with mocha's exit code.
 * The infrastructure stays up for the next run unless CI is set. Node builtins only: runs before `npm install`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/bootstrap.mjs';
import { ensureChromium, ensureInfra, stopInfra } from './lib/infra.mjs';

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

async function main() {
  const extraArgs = process.argv.slice(2);
  ensureDependencies(root, log);

  log('provisioning infrastructure…');
  const infra = await ensureInfra({ profile, root, log });
  const kinds = Object.entries(infra.via).map(([component, via]) => `${component}: ${via}`).join(', ');
  log(`infrastructure ready (${kinds})`);
  const chromium = await ensureChromium({ root, log });

  const env = {
    ...process.env,
    // An explicitly exported TEST_* URL wins over what was provisioned.
    TEST_DATABASE_ADMIN_URL: process.env.TEST_DATABASE_ADMIN_URL || infra.databaseAdminUrl,
    TEST_NATS_URL: process.env.TEST_NATS_URL || infra.natsUrl,
    TEST_REDIS_URL: process.env.TEST_REDIS_URL || infra.redisUrl,
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
  };

  try {
    log('building (turbo run build)…');
    const built = await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], env);
    if (built !== 0) {
      log(`build failed (exit ${built}); no tests were run`);
      return built;
    }
    log('running every suite (mocha)…');
    return await run('npx', ['mocha', ...SUITES, ...extraArgs], env);
  } finally {
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
