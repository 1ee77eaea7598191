import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@lookout/testing';
import { applyMigrations, findSchemaDrift, migrateAllServices, schemaForService } from '../src/index.js';

const SERVICES_DIR = fileURLToPath(new URL('../../../services/', import.meta.url));

async function servicesWithSchemas(): Promise<string[]> {
  const names = await readdir(SERVICES_DIR);
  const found: string[] = [];
  for (const name of names) {
    if (await readdir(join(SERVICES_DIR, name, 'prisma', 'migrations')).then(() => true, () => false)) found.push(name);
  }
  return found;
}

describe('database: migrations and drift', function () {
  this.timeout(30_000);
  let database: DatabaseHandle;

  beforeEach(async () => {
    database = await createDatabase();
  });

  afterEach(async () => {
    await database.drop();
  });

  it('applies every service migration into its own schema and records it like prisma migrate', async () => {
    const results = await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
    assert.ok(results.some((result) => result.schema === 'orchestrator' && result.applied.length > 0));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
        'SELECT migration_name, checksum, finished_at, applied_steps_count FROM orchestrator."_prisma_migrations"',
      );
      const sql = await readFile(join(SERVICES_DIR, 'orchestrator/prisma/migrations', rows[0]!.migration_name, 'migration.sql'), 'utf8');
      assert.equal(rows[0]!.checksum, createHash('sha256').update(sql).digest('hex'));
      assert.ok(rows[0]!.finished_at instanceof Date);
      assert.equal(rows[0]!.applied_steps_count, 1);
    } finally {
      await client.end();
    }
    const again = await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
    assert.ok(again.every((result) => result.applied.length === 0), 'a second run applies nothing');
  });

  it('schema.prisma and the migrated database agree, for every service', async () => {
    await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
    for (const service of await servicesWithSchemas()) {
      const drift = await findSchemaDrift({ databaseUrl: database.url, schema: schemaForService(service), prismaSchemaPath: join(SERVICES_DIR, service, 'prisma', 'schema.prisma') });
      assert.deepEqual(drift, [], `${service}: schema.prisma and its migrations drifted apart`);
    }
  });

  describe('with a scratch migrations folder', () => {
    let dir: string;

    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'lookout-migrations-'));
      await mkdir(join(dir, 'migrations', '20260101000000_init'), { recursive: true });
      await writeFile(join(dir, 'migrations', '20260101000000_init', 'migration.sql'), 'CREATE TABLE "things" ("id" TEXT NOT NULL, "name" TEXT, CONSTRAINT "things_pkey" PRIMARY KEY ("id"));');
      await writeFile(
        join(dir, 'schema.prisma'),
        'datasource db {\n  provider = "postgresql"\n}\n\nmodel Thing {\n  id   String  @id\n  name String?\n\n  @@map("things")\n}\n',
      );
    });

    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('detects drift: a field schema.prisma has and the migrations never created', async () => {
      await applyMigrations({ databaseUrl: database.url, schema: 'scratch', migrationsDir: join(dir, 'migrations') });
      assert.deepEqual(await findSchemaDrift({ databaseUrl: database.url, schema: 'scratch', prismaSchemaPath: join(dir, 'schema.prisma') }), []);
      await writeFile(
        join(dir, 'schema.prisma'),
        'datasource db {\n  provider = "postgresql"\n}\n\nmodel Thing {\n  id    String  @id\n  name  String\n  color String?\n\n  @@index([name])\n  @@map("things")\n}\n',
      );
      const drift = await findSchemaDrift({ databaseUrl: database.url, schema: 'scratch', prismaSchemaPath: join(dir, 'schema.prisma') });
      assert.ok(drift.some((line) => line.includes('things.color is missing')), drift.join('\n'));
      assert.ok(drift.some((line) => line.includes('things.name is nullable')), drift.join('\n'));
      assert.ok(drift.some((line) => line.includes('index on things(name) is missing')), drift.join('\n'));
    });

    it('refuses a migration that was edited after it was applied', async () => {
      await applyMigrations({ databaseUrl: database.url, schema: 'scratch', migrationsDir: join(dir, 'migrations') });
      await writeFile(join(dir, 'migrations', '20260101000000_init', 'migration.sql'), 'CREATE TABLE "things" ("id" TEXT);');
      await assert.rejects(applyMigrations({ databaseUrl: database.url, schema: 'scratch', migrationsDir: join(dir, 'migrations') }), /modified after it was applied/);
    });

    it('rolls back a failing migration and records nothing for it', async () => {
      await mkdir(join(dir, 'migrations', '20260102000000_broken'));
      await writeFile(join(dir, 'migrations', '20260102000000_broken', 'migration.sql'), 'ALTER TABLE "things" ADD COLUMN "x" TEXT; SELECT * FROM no_such_table;');
      await assert.rejects(applyMigrations({ databaseUrl: database.url, schema: 'scratch', migrationsDir: join(dir, 'migrations') }), /20260102000000_broken failed/);
      const drift = await findSchemaDrift({ databaseUrl: database.url, schema: 'scratch', prismaSchemaPath: join(dir, 'schema.prisma') });
      assert.deepEqual(drift, [], 'the half-applied column was rolled back');
      const result = await applyMigrations({ databaseUrl: database.url, schema: 'scratch', migrationsDir: join(dir, 'migrations') }).catch((error: Error) => error);
      assert.ok(result instanceof Error, 'still failing, and still not recorded as applied');
    });
  });
});
