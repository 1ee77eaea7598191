import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

/**
 * The pg pool of one service, bound to the Postgres schema it owns. search_path too, so raw SQL (locks,
 * FOR UPDATE, hot-path statements) resolves the service's tables like Prisma's own queries.
 * application_name names the service in pg_stat_activity and in the server log (bench/statements.ts
 * counts each service's statements by it).
 */
export function databasePool(databaseUrl: string, schema: string, options: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10, connectionTimeoutMillis: 5_000, application_name: schema, options: `-c search_path="${schema}"` });
  // An idle connection that fails (Postgres restarted, the connection terminated) is no query's error:
  // pg-pool drops it and the next query opens another. Unheard, the pool's 'error' event would be an
  // uncaught exception — Prisma's adapter listens only until it is disconnected, and a pool of plain SQL
  // (the orchestrator's outcome pool) has no other listener.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Every service builds its Prisma client (generated into its own src/generated/prisma) through this.
 * Prisma 7's client runs on the pg driver adapter: no native query engine. A service that also runs
 * plain SQL on its hot paths passes its own pool (databasePool), so both share the same connections;
 * the adapter then leaves ending the pool to the service.
 */
export function prismaAdapter(databaseUrl: string, schema: string, pool?: pg.Pool): PrismaPg {
  if (pool) return new PrismaPg(pool, { schema });
  return new PrismaPg(databasePool(databaseUrl, schema), { schema, disposeExternalPool: true });
}

/** The pool type, for services that run plain SQL on it without depending on pg themselves. */
export type DatabasePool = pg.Pool;
