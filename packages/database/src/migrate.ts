import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Applies Prisma-layout migrations (`<dir>/<timestamp>_<name>/migration.sql`) without Prisma's
 * schema engine, recording them in `_prisma_migrations` exactly as `prisma migrate deploy` does
 * (same table, sha256 checksum of the file, same advisory lock key), so either tool can take over.
 * Each service owns one Postgres schema and applies only its own migrations into it.
 */

// The lock key Prisma's schema engine uses, so our runner and `prisma migrate` exclude each other.
const PRISMA_ADVISORY_LOCK = 72707369;

export interface MigrationResult {
  schema: string;
  applied: string[];
  alreadyApplied: string[];
}

export interface MigrateOptions {
  databaseUrl: string;
  /** Postgres schema owned by the service, e.g. "orchestrator". */
  schema: string;
  migrationsDir: string;
  log?: (message: string) => void;
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

async function listMigrations(dir: string): Promise<{ name: string; sql: string; checksum: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

function quoteIdent(identifier: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(identifier)) throw new MigrationError(`Refusing unusual schema name "${identifier}"`);
  return `"${identifier}"`;
}

export async function applyMigrations(options: MigrateOptions): Promise<MigrationResult> {
  const log = options.log ?? (() => undefined);
  const schema = quoteIdent(options.schema);
  const migrations = await listMigrations(options.migrationsDir);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const result: MigrationResult = { schema: options.schema, applied: [], alreadyApplied: [] };
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`SET search_path TO ${schema}`);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const recorded = new Map(rows.filter((row) => row.rolled_back_at === null).map((row) => [row.migration_name, row]));
    for (const migration of migrations) {
      const previous = recorded.get(migration.name);
      if (previous) {
        if (previous.finished_at === null) {
          throw new MigrationError(`Migration ${migration.name} in schema ${options.schema} started but never finished; resolve it by hand`);
        }
        if (previous.checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was modified after it was applied to schema ${options.schema}`);
        }
        result.alreadyApplied.push(migration.name);
        continue;
      }
      const id = randomUUID();
      log(`applying ${options.schema}/${migration.name}`);
      try {
        await client.query('BEGIN');
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
          [id, migration.checksum, migration.name],
        );
        await client.query(migration.sql);
        await client.query(`SET search_path TO ${schema}`);
        await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw new MigrationError(`Migration ${migration.name} failed in schema ${options.schema}: ${(error as Error).message}`, { cause: error });
      }
      result.applied.push(migration.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => undefined);
    await client.end();
  }
  return result;
}

/** Each service owns the Postgres schema named after it ("webhook-dispatcher" → "webhook_dispatcher"). */
export function schemaForService(service: string): string {
  return service.replace(/-/g, '_');
}

/** Applies the migrations of every service that has a prisma/migrations folder under `servicesDir`. */
export async function migrateAllServices(options: { databaseUrl: string; servicesDir: string; log?: (message: string) => void }): Promise<MigrationResult[]> {
  const services = (await readdir(options.servicesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const results: MigrationResult[] = [];
  for (const service of services) {
    const migrationsDir = join(options.servicesDir, service, 'prisma', 'migrations');
    const exists = await readdir(migrationsDir).then(() => true, () => false);
    if (!exists) continue;
    results.push(await applyMigrations({ databaseUrl: options.databaseUrl, schema: schemaForService(service), migrationsDir, ...(options.log ? { log: options.log } : {}) }));
  }
  return results;
}
