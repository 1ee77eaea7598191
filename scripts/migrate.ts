/**
 * `npm run migrate`: applies every service's SQL migrations (services/<name>/prisma/migrations) to
 * DATABASE_URL, each into the service's own schema, recorded in that schema's _prisma_migrations.
 */
import { fileURLToPath } from 'node:url';
import { migrateAllServices } from '@lookout/database';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set');
  process.exit(2);
}
const results = await migrateAllServices({
  databaseUrl,
  servicesDir: fileURLToPath(new URL('../services/', import.meta.url)),
  log: (message) => console.error(`[migrate] ${message}`),
});
for (const result of results) {
  console.error(`[migrate] ${result.schema}: ${result.applied.length} applied, ${result.alreadyApplied.length} already applied`);
}
