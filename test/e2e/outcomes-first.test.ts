import assert from 'node:assert/strict';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import pg from 'pg';
import { Operations } from '@lookout/contracts';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

const REPORTS = 200;
const CALLERS = 32;
/** Reports still unapplied when the count stops (see below). */
const TAIL = 10;

/**
 * Admission control, outcomes first (services/orchestrator/src/domain/admission.ts): a backlog of
 * worker reports arriving in the middle of a flood of submissions is finished ahead of them. All five
 * services share this process's event loop (startStack), the sharpest form of the contention the
 * bench sees across processes on two cores. The reports are forged failures for scans whose worker is
 * stopped, published all at once; the measure is how many submissions were answered while they were
 * applied — counted, not timed, so a slow machine does not decide it. The count stops when all but the
 * last few reports are applied: with no backlog left, one report that waits on a retry or a slow
 * statement rightly lets submissions run at full speed again (seen once in CI: 140 answers against the
 * usual 34–52; such a stall near the end is the likely cause, the run kept no service logs).
 */
describe('a backlog of worker reports is finished ahead of a flood of submissions (real NATS, Redis, Postgres)', function () {
  this.timeout(180_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let nc: NatsConnection;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    // No submission is refused for waiting here: the count below is about order, not refusals.
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http', ORCHESTRATOR_SUBMIT_WAIT_MS: '120000' });
    nc = await connect({ servers: infra.nats.url });
  });

  after(async () => {
    await nc?.close();
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  it(`applies ${REPORTS} queued reports while the flood gets few answers`, async () => {
    await stack.stopService('scanner-worker');
    // The scans the reports are about: queued, their jobs waiting for a worker that is gone.
    const queued: string[] = [];
    for (let i = 0; i < REPORTS; i++) {
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/page?report=${i}` } });
      assert.equal(submitted.status, 202);
      queued.push(submitted.body.scanId);
    }
    const db = new pg.Client({ connectionString: infra.database.url });
    await db.connect();
    const jobs = (await db.query<{ job_id: string }>('SELECT DISTINCT job_id FROM orchestrator.scans WHERE id = ANY($1::text[])', [queued])).rows.map((row) => row.job_id);
    await db.end();
    assert.equal(jobs.length, REPORTS);

    // Every scan the orchestrator finishes is announced on this broadcast.
    const pending = new Set(queued);
    let answered = 0;
    let answeredAtDrain = -1;
    let resolveDrained: () => void;
    const drained = new Promise<void>((resolve) => (resolveDrained = resolve));
    nc.subscribe(Operations.scansTerminal.subject, {
      callback: (_error, msg) => {
        for (const scanId of JSONCodec<{ scanIds: string[] }>().decode(msg.data).scanIds) pending.delete(scanId);
        if (pending.size <= TAIL && answeredAtDrain < 0) answeredAtDrain = answered;
        if (pending.size === 0) resolveDrained();
      },
    });

    // The flood: CALLERS at once, each submitting a new URL as soon as the last was answered.
    let flooding = true;
    let next = 0;
    const flood = Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (flooding) {
          await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/page?flood=${next++}` } });
          answered++;
        }
      }),
    );
    while (answered < 2 * CALLERS) await new Promise((resolve) => setTimeout(resolve, 10));

    const answeredAtReports = answered;
    const js = nc.jetstream();
    const now = new Date().toISOString();
    await Promise.all(
      jobs.map((jobId) =>
        js.publish(
          Operations.scanOutcome.subject,
          JSONCodec().encode({ type: 'scan.outcome', version: 1, jobId, attempt: 1, startedAt: now, completedAt: now, scanState: 'failed', reason: { code: 'timeout', message: 'forged by the test' }, unreachable: true }),
        ),
      ),
    );
    await drained;
    flooding = false;
    await flood;

    const duringDrain = answeredAtDrain - answeredAtReports;
    // Without admission control (ORCHESTRATOR_SUBMIT_CONCURRENCY_WHILE_DRAINING=64) the flood's 32 callers
    // share the loop with 16 report handlers and got about two answers per report applied (429 for 200,
    // 387 for the first 190); with it one submission runs at a time while reports queue: 33–45 for the
    // first 190 in seven runs, three of them beside two busy loops (mostly those already inside the
    // orchestrator when the reports arrived).
    assert.ok(duringDrain < REPORTS / 2, `${duringDrain} submissions were answered while ${REPORTS - TAIL} of ${REPORTS} reports were applied`);
  });
});
