import { defineConfig } from 'prisma/config';

// The datasource URL is only needed by commands that talk to a database; `prisma generate` does not.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
