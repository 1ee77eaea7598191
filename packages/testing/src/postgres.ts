import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { containerHost, containerImage, loopbackContainer } from './docker.js';

export interface DatabaseHandle {
  /** postgresql://…/<name>: a fresh, empty database for one suite or test. */
  url: string;
  /** t_<random hex> */
  name: string;
  /** Terminates its connections and drops it. Safe to call twice. */
  drop(): Promise<void>;
}

let containerAdminUrl: Promise<string> | undefined;

/**
 * The admin database URL: TEST_DATABASE_ADMIN_URL (set by `npm test`), else a postgres container
 * started once per process. Ryuk, testcontainers' reaper, removes that container when the process ends.
 */
async function adminUrl(): Promise<string> {
  const fromEnv = process.env.TEST_DATABASE_ADMIN_URL;
  if (fromEnv) return fromEnv;
  const image = await containerImage('postgres');
  if (!image) {
    throw new Error(
      'TEST_DATABASE_ADMIN_URL is not set and no Docker engine answers with a postgres image: run the tests through `npm test`, ' +
        'which provisions PostgreSQL and sets it (or set it to a postgres:// URL of an admin database yourself)',
    );
  }
  containerAdminUrl ??= (async () => {
    const { Wait } = await import('testcontainers');
    const container = await (await loopbackContainer(image))
      .withEnvironment({ POSTGRES_USER: 'lookout', POSTGRES_PASSWORD: 'lookout', POSTGRES_DB: 'lookout' })
      // Disposable data: skip fsync for speed.
      .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'])
      .withTmpFs({ '/var/lib/postgresql/data': 'rw' })
      .withExposedPorts(5432)
      // The entrypoint runs a temporary server first; the second "ready" line is the real one.
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    return `postgresql://lookout:lookout@${containerHost(container.getHost())}:${container.getMappedPort(5432)}/postgres`;
  })();
  // A failed start must not be cached, so the next call can try again.
  containerAdminUrl.catch(() => (containerAdminUrl = undefined));
  return containerAdminUrl;
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `t_<random hex>` on the test server; `drop()` removes it. */
export async function createDatabase(): Promise<DatabaseHandle> {
  const admin = await adminUrl();
  // Lower-case hex after a letter: a valid unquoted identifier, so no quoting issues anywhere.
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(admin, async (client) => {
        // WITH (FORCE) (PostgreSQL 13+) also terminates sessions; the explicit terminate covers
        // connections that arrive between the two statements' checks on older servers.
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
