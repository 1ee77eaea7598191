#!/usr/bin/env node
/**
 * `npm run stop`: stops the services `npm start` launched (pid files in .data/dev/run/: SIGTERM, up to
 * 15 s, then SIGKILL), then the dev infrastructure it provisioned (local servers or the compose
 * project). Servers reached through NATS_URL / REDIS_URL / DATABASE_URL are never touched.
 * Safe to run when nothing runs. Node builtins only.
 */
import { fileURLToPath } from 'node:url';
import { stopInfra } from './lib/infra.mjs';
import { commandLine, isAlive, readPidFiles, removePidFile, stopPids } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const profile = 'dev';
const log = (message) => process.stderr.write(`[stop] ${message}\n`);

async function main() {
  const targets = [];
  for (const { name, pid } of readPidFiles(root, profile)) {
    if (!isAlive(pid)) {
      removePidFile(root, profile, name);
      continue;
    }
    // A pid file that survived a reboot may name an unrelated process now: only signal ours.
    const cmd = commandLine(pid);
    if (cmd !== null && !cmd.includes(name) && !cmd.includes(root.replace(/\/$/, ''))) {
      log(`${name}: pid ${pid} is no longer a Lookout process (${cmd}); leaving it alone`);
      removePidFile(root, profile, name);
      continue;
    }
    targets.push({ name, pid });
  }

  if (targets.length > 0) {
    log(`stopping ${targets.map(({ name, pid }) => `${name} (${pid})`).join(', ')}`);
    const killed = await stopPids(
      targets.map(({ pid }) => pid),
      { timeoutMs: 15_000, log },
    );
    if (killed.length > 0) log(`killed after 15 s: ${killed.join(', ')}`);
  } else {
    log('no services running');
  }
  for (const { name } of targets) removePidFile(root, profile, name);

  await stopInfra({ profile, root, log });
  log('stopped');
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
