/**
 * The image's migration runner: what `npm run migrate` (scripts/migrate.ts) does, from the compiled
 * @lookout/database package, so the runtime image needs neither tsx nor TypeScript sources.
 * Applies every service's SQL migrations (services/<name>/prisma/migrations) to DATABASE_URL, each
 * into the service's own schema. Idempotent and safe to run concurrently (Prisma's advisory lock).
 */
import { fileURLToPath } from 'node:url';
import { migrateAllServices } from '@lookout/database';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('[migrate] DATABASE_URL is not set');
  process.exit(2);
}
try {
  const results = await migrateAllServices({
    databaseUrl,
    servicesDir: fileURLToPath(new URL('../../services/', import.meta.url)),
    log: (message) => console.error(`[migrate] ${message}`),
  });
  for (const result of results) {
    console.error(`[migrate] ${result.schema}: ${result.applied.length} applied, ${result.alreadyApplied.length} already applied`);
  }
} catch (error) {
  console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
