#!/usr/bin/env node
// `prisma generate` needs no schema engine, but Prisma's CLI tries to download one unless
// PRISMA_SCHEMA_ENGINE_BINARY names a path; offline machines (and CI) have no download.
// Migrations never go through that engine here: see packages/database (applyMigrations).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const prismaCli = require.resolve('prisma/build/index.js');
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' };
const result = spawnSync(process.execPath, [prismaCli, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
