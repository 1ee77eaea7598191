import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { Redis } from 'ioredis';
import { connect, StringCodec } from 'nats';
import pg from 'pg';
import { createDatabase, freePort, startNats, startRedis, type NatsHandle, type RedisHandle } from '@lookout/testing';

const canConnect = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('@lookout/testing', function () {
  this.timeout(60_000);

  describe('freePort', () => {
    it('returns a port nothing listens on', async () => {
      const port = await freePort();
      assert.ok(port > 0 && port < 65536);
      assert.equal(await canConnect(port), false);
    });
  });

  describe('startNats', () => {
    let nats: NatsHandle | undefined;
    afterEach(async () => {
      await nats?.stop();
      nats = undefined;
    });

    it('gives a server with working core NATS and JetStream', async () => {
      nats = await startNats();
      assert.match(nats.url, /^nats:\/\/127\.0\.0\.1:\d+$/);
      const nc = await connect({ servers: nats.url });
      try {
        const sc = StringCodec();
        const sub = nc.subscribe('infra.test.ping', { max: 1 });
        nc.publish('infra.test.ping', sc.encode('hello'));
        for await (const message of sub) assert.equal(sc.decode(message.data), 'hello');

        const jsm = await nc.jetstreamManager();
        await jsm.streams.add({ name: 'INFRA_TEST', subjects: ['infra.stream.>'] });
        const ack = await nc.jetstream().publish('infra.stream.one', sc.encode('x'));
        assert.equal(ack.stream, 'INFRA_TEST');
        assert.equal((await jsm.streams.info('INFRA_TEST')).state.messages, 1);
      } finally {
        await nc.close();
      }
    });

    it('gives every call its own server, and stop() frees it', async () => {
      const other = await startNats();
      nats = await startNats();
      try {
        assert.notEqual(other.url, nats.url);
      } finally {
        await other.stop();
      }
      const port = Number(new URL(other.url).port);
      assert.equal(await canConnect(port), false);
    });
  });

  describe('startRedis', () => {
    let redis: RedisHandle | undefined;
    let client: Redis | undefined;
    afterEach(async () => {
      client?.disconnect();
      client = undefined;
      await redis?.stop();
      redis = undefined;
    });

    it('supports SET/GET, and restart() loses every key but keeps the URL', async () => {
      redis = await startRedis();
      assert.match(redis.url, /^redis:\/\/127\.0\.0\.1:\d+$/);
      client = new Redis(redis.url, { maxRetriesPerRequest: 20, retryStrategy: () => 50 });
      await client.set('infra:key', 'value');
      assert.equal(await client.get('infra:key'), 'value');

      const urlBefore = redis.url;
      await redis.restart();
      assert.equal(redis.url, urlBefore);
      // The existing client reconnects to the same URL; the data is gone.
      assert.equal(await client.get('infra:key'), null);
      await client.set('infra:key', 'again');
      assert.equal(await client.get('infra:key'), 'again');

      const fresh = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      try {
        assert.equal(await fresh.get('infra:key'), 'again');
      } finally {
        fresh.disconnect();
      }
    });

    it('stop() frees the port', async () => {
      redis = await startRedis();
      const port = Number(new URL(redis.url).port);
      await redis.stop();
      redis = undefined;
      assert.equal(await canConnect(port), false);
    });
  });

  describe('createDatabase', () => {
    before(function () {
      if (!process.env.TEST_DATABASE_ADMIN_URL) {
        this.skip(); // needs the PostgreSQL server `npm test` provisions (TEST_DATABASE_ADMIN_URL)
      }
    });

    it('creates a fresh database and drop() removes it, even with open connections', async () => {
      const database = await createDatabase();
      assert.match(database.name, /^t_[0-9a-f]{16}$/);
      assert.equal(new URL(database.url).pathname, `/${database.name}`);
      const client = new pg.Client({ connectionString: database.url });
      client.on('error', () => {}); // drop() terminates this session on purpose
      await client.connect();
      const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
      assert.equal(rows[0]?.db, database.name);

      await database.drop();
      await database.drop(); // idempotent
      await client.end().catch(() => {});

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
      await admin.connect();
      try {
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database.name]);
        assert.equal(found.rowCount, 0);
      } finally {
        await admin.end();
      }
    });

    it('gives each call a different database', async () => {
      const [a, b] = await Promise.all([createDatabase(), createDatabase()]);
      try {
        assert.notEqual(a.name, b.name);
      } finally {
        await Promise.all([a.drop(), b.drop()]);
      }
    });
  });
});

describe('scripts/lib/servers.mjs (the provisioner this package shares with npm start and npm test)', () => {
  it('declares in servers.d.mts exactly what servers.mjs exports', async () => {
    const url = new URL('../../../scripts/lib/servers.mjs', import.meta.url);
    const exported = Object.keys((await import(url.href)) as object).sort();
    const declarations = readFileSync(new URL('../../../scripts/lib/servers.d.mts', import.meta.url), 'utf8');
    const declared = [...declarations.matchAll(/^export declare (?:const|function) (\w+)/gm)].map((match) => match[1] ?? '').sort();
    assert.deepEqual(declared, exported);
  });
});
