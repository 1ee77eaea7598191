import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectBus, ensureStreams, type Bus } from '@lookout/bus';
import { Streams, type ScanCompletedEvent } from '@lookout/contracts';
import { databasePool, migrateAllServices, prismaAdapter, type DatabasePool } from '@lookout/database';
import { createLogger } from '@lookout/telemetry';
import { createDatabase, startNats, type DatabaseHandle, type NatsHandle } from '@lookout/testing';
import { EventOutbox } from '../src/domain/outbox.js';
import { completedEvent, completedEventId } from '../src/domain/scan-events.js';
import { toScanResource } from '../src/domain/scan-resource.js';
import { ScanWrites, type TerminalChange } from '../src/domain/scan-writes.js';
import { PrismaClient } from '../src/generated/prisma/client.js';

const SERVICES_DIR = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = '/lookout/test';

/**
 * The hot paths' statements (domain/scan-writes.ts) against real Postgres: coalescing without a lock
 * (the in-flight job's unique key), the exactly-once gate of an outcome, the submission that attaches
 * while the job is finishing, and the outbox rows from which the sweep rebuilds events (real NATS).
 */
describe('orchestrator: hot-path statements — coalescing, outcomes exactly once, the outbox (real Postgres, NATS)', function () {
  this.timeout(60_000);
  let database: DatabaseHandle;
  let nats: NatsHandle;
  let pool: DatabasePool;
  let writes: ScanWrites;
  let prisma: PrismaClient;
  let bus: Bus;
  let sequence = 0;

  before(async () => {
    [database, nats] = await Promise.all([createDatabase(), startNats()]);
    await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
    pool = databasePool(database.url, 'orchestrator', { max: 20 });
    writes = new ScanWrites(pool);
    prisma = new PrismaClient({ adapter: prismaAdapter(database.url, 'orchestrator') });
    bus = await connectBus({ url: nats.url, name: 'scan-writes-test', logger: createLogger('test', 'silent') });
    await ensureStreams(bus.jsm, [Streams.scanEvents]);
  });

  after(async () => {
    await bus?.drain().catch(() => undefined);
    await prisma?.$disconnect();
    await pool?.end();
    await Promise.allSettled([database?.drop(), nats?.stop()]);
  });

  const id = (prefix: string) => `${prefix}_test${String(++sequence).padStart(26, '0')}`;

  function submission(normalizedUrl: string, options: { forceNewJob?: boolean; scanId?: string } = {}) {
    const now = new Date();
    return writes.createOrAttach(
      {
        id: options.scanId ?? id('scan'),
        workspaceId: 'ws_test',
        url: normalizedUrl,
        normalizedUrl,
        submittedAt: now,
        visibility: 'private',
        tags: [],
        captureOptions: { engine: 'http' },
        optionsFingerprint: 'fp',
      },
      { id: id('job'), url: normalizedUrl, createdAt: now, deadlineAt: new Date(now.getTime() + 60_000) },
      { forceNewJob: options.forceNewJob ?? false, terms: [{ kind: 'domain', value: 'example.com' }] },
    );
  }

  const completed = (): TerminalChange => {
    const at = new Date();
    return { scanState: 'completed', startedAt: at, completedAt: at, reasonCode: null, reasonMessage: null, unreachable: null, result: { verdict: 'clean', score: 0 } };
  };

  const jobOf = async (scanId: string) => (await pool.query<{ job_id: string; state: string }>('SELECT job_id, state::text AS state FROM scans WHERE id = $1', [scanId])).rows[0];

  /** Resolves once `count` sessions of the database wait for a lock (so the interleaving is certain). */
  async function lockWaiters(count: number): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} sessions ever waited for a lock`);
  }

  it('coalesces concurrent submissions of one URL onto one job, with no lock: the losers of the insert run again and attach', async () => {
    const url = 'https://race.example.com/';
    const results = await Promise.all(Array.from({ length: 16 }, () => submission(url)));
    const created = results.filter((result) => result.job !== null);
    assert.equal(created.length, 1, 'exactly one submission creates the job');
    const jobIds = new Set(await Promise.all(results.map(async (result) => (await jobOf(result.row.id))!.job_id)));
    assert.deepEqual([...jobIds], [created[0]!.job!.id], 'every scan is attached to that job');
    assert.ok(results.every((result) => result.row.state === 'queued'));
  });

  it('gives a re-analysis a job of its own beside the one in flight, and later submissions attach to one in flight', async () => {
    const url = 'https://forced.example.com/';
    const first = await submission(url);
    const forced = await Promise.all([submission(url, { forceNewJob: true }), submission(url, { forceNewJob: true })]);
    assert.ok(first.job && forced[0]!.job && forced[1]!.job);
    assert.equal(new Set([first.job.id, forced[0]!.job.id, forced[1]!.job.id]).size, 3);
    const later = await submission(url);
    assert.equal(later.job, null, 'a plain submission coalesces');
    assert.ok([first.job.id, forced[0]!.job.id, forced[1]!.job.id].includes((await jobOf(later.row.id))!.job_id));
  });

  it('finishes a scan that attaches while its job is finishing: the outcome waits for it (FOR SHARE), none stays queued', async () => {
    const url = 'https://attach-while-finishing.example.com/';
    const first = await submission(url);
    const jobId = first.job!.id;
    const lateScanId = id('scan');
    // Holds the late scan's primary key, so its submission stops inside its statement, after it has
    // locked the job in flight and before it commits.
    const blocker = new pg.Client({ connectionString: database.url, options: '-c search_path=orchestrator' });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `INSERT INTO scans (id, url, normalized_url, submitted_at, visibility, tags, capture_options, options_fingerprint)
         VALUES ($1, $2, $2, now(), 'private', '{}', '{}', 'other')`,
        [lateScanId, url],
      );
      const late = submission(url, { scanId: lateScanId });
      await lockWaiters(1);
      const finishing = writes.finishJob(jobId, completed(), () => null);
      // The outcome now waits for the submission's lock on the job (without that lock it would finish
      // first, and the late scan would stay queued: the assertions below).
      await Promise.race([lockWaiters(2), finishing]);
      await blocker.query('ROLLBACK');
      const [attached, finished] = await Promise.all([late, finishing]);
      assert.equal(attached.job, null, 'the late submission attached to the job in flight');
      assert.deepEqual(finished?.rows.map((row) => row.id).sort(), [first.row.id, lateScanId].sort(), 'the outcome finished both scans');
      assert.equal((await jobOf(lateScanId))!.state, 'completed');
      const outbox = await pool.query('SELECT id FROM outbox_events WHERE id = ANY($1::text[])', [[first.row.id, lateScanId]]);
      assert.equal(outbox.rowCount, 2, 'one outbox row each');
    } finally {
      await blocker.end();
    }
  });

  it('applies an outcome exactly once: of two concurrent outcomes for a job, one finishes its scans, with one outbox row each', async () => {
    const url = 'https://twice.example.com/';
    const a = await submission(url);
    const b = await submission(url);
    const outcomes = await Promise.all([writes.finishJob(a.job!.id, completed(), () => null), writes.finishJob(a.job!.id, completed(), () => null)]);
    const applied = outcomes.filter((outcome) => outcome !== null);
    assert.equal(applied.length, 1);
    assert.deepEqual(applied[0]!.rows.map((row) => row.id).sort(), [a.row.id, b.row.id].sort());
    const outbox = await pool.query('SELECT id, payload FROM outbox_events WHERE id = ANY($1::text[])', [[a.row.id, b.row.id]]);
    assert.equal(outbox.rowCount, 2);
    assert.ok(outbox.rows.every((row) => row.payload === null), "a scan's outbox row carries no copy of the event");
  });

  it('sweeps unpublished events: built from their scans under the ids they were first published with, old rows as stored, rows of deleted scans dropped', async () => {
    // The other cases' rows are not this case's business (their stand-in results are not valid events).
    await pool.query('UPDATE outbox_events SET published_at = now() WHERE published_at IS NULL');
    const failed = (): TerminalChange => ({ ...completed(), scanState: 'failed', reasonCode: 'timeout', reasonMessage: 'too slow', unreachable: true, result: null });
    const swept = await submission('https://swept.example.com/');
    const row = (await writes.finishJob(swept.job!.id, failed(), () => null))!.rows[0]!;
    const deleted = await submission('https://swept-deleted.example.com/');
    await writes.finishJob(deleted.job!.id, failed(), () => null);
    await pool.query('DELETE FROM scans WHERE id = $1', [deleted.row.id]);
    // A row written before the outbox rows pointed at scans: its stored event is published as it is.
    const legacy = completedEvent({ ...row, id: id('scan') }, SOURCE).payload;
    await pool.query('INSERT INTO outbox_events (id, subject, payload) VALUES ($1, $2, $3)', [legacy.id, 'scan.events.completed', JSON.stringify(legacy)]);
    await pool.query(`UPDATE outbox_events SET created_at = now() - interval '1 minute' WHERE published_at IS NULL`);

    const outbox = new EventOutbox(prisma, writes, bus, createLogger('test', 'silent'), SOURCE);
    const before = (await bus.jsm.streams.info(Streams.scanEvents)).state.messages;
    assert.ok((await outbox.sweep(0)) >= 3);
    await outbox.flushMarks();

    const info = await bus.jsm.streams.info(Streams.scanEvents);
    const published: ScanCompletedEvent[] = [];
    for (let seq = before + 1; seq <= info.state.last_seq; seq++) published.push((await bus.jsm.streams.getMessage(Streams.scanEvents, { seq })).json<ScanCompletedEvent>());
    const event = published.find((candidate) => candidate.subject === row.id);
    assert.ok(event, 'the scan’s event was published');
    assert.equal(event.id, completedEventId(row.id), 'under the id derived from the scan, as when first published');
    assert.deepEqual(event.data, { ...toScanResource(row), workspaceId: row.workspaceId });
    assert.deepEqual(published.find((event) => event.id === legacy.id), legacy);
    assert.ok(!published.some((candidate) => candidate.subject === deleted.row.id), 'no event for a deleted scan');
    const left = await pool.query('SELECT id FROM outbox_events WHERE published_at IS NULL');
    assert.equal(left.rowCount, 0, 'every row is marked, the dropped one too');

    // Published again (a mark lost to a crash): JetStream keeps one copy per event id.
    await pool.query('UPDATE outbox_events SET published_at = NULL WHERE id = $1', [row.id]);
    await outbox.sweep(0);
    await outbox.flushMarks();
    assert.equal((await bus.jsm.streams.info(Streams.scanEvents)).state.messages, info.state.messages);
  });
});
