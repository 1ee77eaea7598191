import assert from 'node:assert/strict';
import { connect, nanos } from 'nats';
import pg from 'pg';
import { Consumers, Streams } from '@lookout/contracts';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../../../test/support/stack.js';
import { PrismaClient } from '../src/generated/prisma/client.js';
import { prismaAdapter } from '@lookout/database';
import { purgeExpiredScans } from '../src/domain/retention.js';
import { createArtifactStore } from '@lookout/artifacts';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('orchestrator: exhausted deliveries and retention', function () {
  this.timeout(60_000);
  let infra: Infrastructure;
  let stack: Stack;

  before(async () => {
    infra = await startInfrastructure();
    stack = await startStack(infra, { SCAN_DEADLINE_SECONDS: '600' });
    // No worker: the test plays a worker that dies holding the job.
    await stack.stopService('scanner-worker');
  });

  after(async () => {
    await stack?.stop();
    await infra?.stop();
  });

  it('fails the scans of a job whose worker died on its last delivery with internal_error, long before the deadline', async () => {
    const nc = await connect({ servers: infra.nats.url });
    let openPull: Promise<unknown> = Promise.resolve();
    try {
      const jsm = await nc.jetstreamManager();
      await jsm.consumers.update(Streams.scanJobs, Consumers.scannerWorkers, { max_deliver: 1, ack_wait: nanos(1_000) });
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: 'http://127.0.0.1:9/exhausted' } });
      assert.equal(submitted.status, 202, submitted.text);
      const consumer = await nc.jetstream().consumers.get(Streams.scanJobs, Consumers.scannerWorkers);
      const taken = await consumer.next({ expires: 5_000 });
      assert.ok(taken, 'the job was delivered');
      // ...and never acked: the "worker" is gone. Keep a pull open so the server re-examines the job.
      openPull = consumer.next({ expires: 2_000 }).catch(() => undefined);
      const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
      assert.equal(polled.body.scanState, 'failed', polled.text);
      assert.equal(polled.body.reason.code, 'internal_error');
      // The spent message is removed right after the scans are failed (which is what woke the poll).
      let messages = (await jsm.streams.info(Streams.scanJobs)).state.messages;
      for (let i = 0; i < 50 && messages > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        messages = (await jsm.streams.info(Streams.scanJobs)).state.messages;
      }
      assert.equal(messages, 0, 'the spent job left the work queue');
    } finally {
      // Let the open pull expire first: closing under it makes the client print a warning.
      await openPull;
      await nc.close();
    }
  });

  it('purges scans older than the retention period, in batches, and the jobs left without scans', async () => {
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: 'http://127.0.0.1:9/retention' } });
    assert.equal(submitted.status, 202);
    const prisma = new PrismaClient({ adapter: prismaAdapter(infra.database.url, 'orchestrator') });
    // These scans have no artifacts (no capture): the store is never written.
    const artifacts = createArtifactStore({ backend: 'fs', dir: path.join(tmpdir(), 'lookout-unused-artifacts'), maxBytes: 1024 });
    try {
      const before = await prisma.scan.count();
      assert.ok(before >= 2);
      const now = new Date();
      assert.equal(await purgeExpiredScans(prisma, artifacts, 30, now), 0, 'nothing is 30 days old yet');
      // An injected "now" 31 days ahead: every scan is past retention; a batch of 1 removes one at a time.
      const later = new Date(now.getTime() + 31 * 86_400_000);
      assert.equal(await purgeExpiredScans(prisma, artifacts, 30, later, 1), 1);
      let removed = 1;
      while ((await purgeExpiredScans(prisma, artifacts, 30, later, 1)) > 0) removed++;
      assert.equal(removed, before);
      assert.equal(await prisma.scan.count(), 0);
      const client = new pg.Client({ connectionString: infra.database.url });
      await client.connect();
      const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM orchestrator.scan_jobs WHERE state IN ('completed', 'failed')");
      await client.end();
      assert.equal(Number(rows[0]!.n), 0, 'terminal jobs without scans are gone too');
    } finally {
      await prisma.$disconnect();
    }
  });
});
