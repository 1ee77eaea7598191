#!/usr/bin/env node
/**
 * `npm run admin -- <command>`: the quota service's admin CLI, pointed at the quick-start stack when
 * DATABASE_URL / NATS_URL are not set — first the URLs `npm start` wrote to .data/<profile>/stack.json,
 * else the quick-start defaults (Postgres on LOOKOUT_POSTGRES_PORT, 15432; NATS on LOOKOUT_NATS_PORT, 14222).
 * Node builtins only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stateFile = join(root, '.data', process.env.LOOKOUT_PROFILE || 'dev', 'stack.json');
const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || state.databaseUrl || `postgresql://lookout:lookout@127.0.0.1:${process.env.LOOKOUT_POSTGRES_PORT || 15432}/lookout`,
  NATS_URL: process.env.NATS_URL || state.natsUrl || `nats://127.0.0.1:${process.env.LOOKOUT_NATS_PORT || 14222}`,
};
const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(root, 'services/quota/src/admin/cli.ts'), ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
