import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import pg from 'pg';
import { start as startOrchestrator } from '@lookout/orchestrator';
import { readConfig as orchestratorConfig } from '../../services/orchestrator/src/config.js';
import { requestRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import { readCompletedEvents } from '../support/events.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('scan lifecycle: coalescing, exactly-once outcomes and events, deadlines, idempotency', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_JOB_ACK_WAIT_MS: '2000', ORCHESTRATOR_SWEEP_INTERVAL_MS: '200' });
  });

  after(async () => {
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  it('coalesces submissions of a URL in flight: own scan ids, one fetch, one event each', async () => {
    target.hold('/coalesce');
    const url = `${target.url}/coalesce`;
    const submitted = await Promise.all([1, 2, 3].map(() => api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url } })));
    assert.deepEqual(submitted.map((response) => response.status), [202, 202, 202]);
    const ids = new Set(submitted.map((response) => response.body.scanId as string));
    assert.equal(ids.size, 3);
    // The worker holds the one request until we let it go.
    for (let i = 0; i < 50 && (target.hits.get('/coalesce') ?? 0) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    target.release('/coalesce');
    const polled = await Promise.all([...ids].map((id) => api(stack.baseUrl, `/UrlCheck/${id}?wait=20`)));
    assert.deepEqual(polled.map((response) => response.body.scanState), ['completed', 'completed', 'completed']);
    assert.equal(target.hits.get('/coalesce'), 1, 'the target was fetched once');
    const perScan = countBy(await readCompletedEvents(infra.nats.url), (event) => event.subject);
    for (const id of ids) assert.equal(perScan.get(id), 1, `one scan.completed for ${id}`);
  });

  it('long-polls: ?wait answers as soon as the scan is terminal', async () => {
    target.hold('/longpoll');
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/longpoll` } });
    const started = Date.now();
    const polling = api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=25`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    target.release('/longpoll');
    const polled = await polling;
    assert.equal(polled.body.scanState, 'completed');
    assert.ok(Date.now() - started < 10_000, 'answered long before the 25 s wait ran out');
  });

  it('applies an outcome once: a duplicate or conflicting outcome for a finished job changes nothing', async () => {
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/page?dup=1` } });
    const first = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(first.body.scanState, 'completed');
    const nc = await connect({ servers: infra.nats.url });
    try {
      const job = await findJobFor(infra.database.url, `${target.url}/page?dup=1`);
      const now = new Date().toISOString();
      const js = nc.jetstream();
      const forged = { type: 'scan.outcome', version: 1, jobId: job, attempt: 9, startedAt: now, completedAt: now, scanState: 'failed', reason: { code: 'timeout', message: 'late duplicate' } };
      await js.publish(Operations.scanOutcome.subject, JSONCodec().encode(forged));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await nc.close();
    }
    const after = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}`);
    assert.deepEqual(after.body, first.body);
    const perScan = countBy(await readCompletedEvents(infra.nats.url), (event) => event.subject);
    assert.equal(perScan.get(submitted.body.scanId), 1);
  });

  it('emits one event for a cache hit, too', async () => {
    const url = `${target.url}/page?cached-event=1`;
    const first = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url } });
    await api(stack.baseUrl, `/UrlCheck/${first.body.scanId}?wait=20`);
    const hit = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url } });
    assert.equal(hit.body.cached, true);
    for (let i = 0; i < 20; i++) {
      const perScan = countBy(await readCompletedEvents(infra.nats.url), (event) => event.subject);
      if (perScan.get(hit.body.scanId) === 1) return;
    }
    assert.fail('no scan.completed event for the cache hit');
  });

  it('Idempotency-Key: replays the first response, 422 for another body, 409 while in flight', async () => {
    const headers = { 'idempotency-key': 'order-42' };
    const first = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?idem=1` } });
    const replay = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?idem=1` } });
    assert.equal(replay.status, first.status);
    assert.equal(replay.text, first.text);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    const other = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?idem=2` } });
    assert.equal(other.status, 422);
    const bus = { nc: await connect({ servers: infra.nats.url }) } as unknown as Bus;
    try {
      const begin = { op: 'begin' as const, scope: 'ip:192.0.2.1', endpoint: '/UrlCheck' as const, key: 'in-flight', requestHash: 'a'.repeat(64) };
      const call = () => requestRpc(bus, Operations.orchestratorIdempotency, begin);
      assert.equal((await call()).state, 'new');
      await assert.rejects(call(), (error: { problem: string }) => error.problem === 'conflict');
    } finally {
      await (bus.nc as NatsConnection).close();
    }
  });

  it('redelivers the job of a worker killed mid-scan; the scan completes exactly once', async () => {
    await stack.stopService('scanner-worker');
    target.hold('/killed');
    const worker = spawnWorker(infra.env);
    try {
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/killed` } });
      for (let i = 0; i < 100 && (target.hits.get('/killed') ?? 0) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(target.hits.get('/killed'), 1, 'the first worker took the job');
      worker.kill('SIGKILL');
      target.release('/killed');
      const replacement = spawnWorker(infra.env);
      try {
        const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=25`);
        assert.equal(polled.body.scanState, 'completed', polled.text);
        assert.equal(target.hits.get('/killed'), 2, 'fetched again by the replacement');
        const perScan = countBy(await readCompletedEvents(infra.nats.url), (event) => event.subject);
        assert.equal(perScan.get(submitted.body.scanId), 1);
      } finally {
        replacement.kill('SIGTERM');
      }
    } finally {
      worker.kill('SIGKILL');
    }
  });

  it('fails a scan not terminal by its deadline with timeout', async () => {
    // A job nobody takes (no worker runs since the previous test) under a one-second deadline.
    await stack.stopService('orchestrator');
    const orchestrator = await startOrchestrator(orchestratorConfig({ ...infra.env, SCAN_DEADLINE_SECONDS: '1', ORCHESTRATOR_SWEEP_INTERVAL_MS: '200' }));
    try {
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/page?deadline=1` } });
      assert.equal(submitted.status, 202, submitted.text);
      const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=15`);
      assert.equal(polled.body.scanState, 'failed');
      assert.equal(polled.body.reason.code, 'timeout');
    } finally {
      await orchestrator.stop();
    }
  });

});

function spawnWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'services/scanner-worker/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_JOB_ACK_WAIT_MS: '2000', WORKER_CONCURRENCY: '1' },
    stdio: 'ignore',
  });
}

async function findJobFor(databaseUrl: string, normalizedUrl: string): Promise<string> {
  // Jobs leave the work queue once acked; the orchestrator's table is their record.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM orchestrator.scan_jobs WHERE normalized_url = $1', [normalizedUrl]);
    assert.ok(rows[0], `no job for ${normalizedUrl}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}
