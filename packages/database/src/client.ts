import { PrismaPg } from '@prisma/adapter-pg';

/**
 * Every service builds its Prisma client (generated into its own src/generated/prisma) through this,
 * bound to the Postgres schema the service owns. Prisma 7's client runs on the pg driver adapter:
 * no native query engine.
 */
export function prismaAdapter(databaseUrl: string, schema: string): PrismaPg {
  // search_path too, so raw SQL (locks, FOR UPDATE) resolves the service's tables like Prisma's own queries.
  return new PrismaPg(
    { connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, options: `-c search_path="${schema}"` },
    { schema },
  );
}
