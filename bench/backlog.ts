/**
 * Draining while submissions continue: a backlog of `backlog` distinct scans (http engine) is submitted
 * as fast as `concurrency` callers can, then submissions continue at `trickle` callers for `trickleSeconds`,
 * then stop. Completions are counted in Postgres at each phase's start and end; the last phase (no
 * submissions, a full queue still in front of the workers) is the worker rate the others are compared with. The
 * orchestrator's and the gateway's RSS are printed at the start and the end.
 *
 *   node --conditions=source --import tsx bench/backlog.ts [backlog=5000] [concurrency=32] [trickle=4] [trickleSeconds=20] [workerConcurrency=16]
 */
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { api } from '../test/support/stack.js';
import { startTargetSite } from '../test/support/target.js';
import { benchStack, runLoad } from './support.js';

const backlog = Number(process.argv[2] ?? 5000);
const concurrency = Number(process.argv[3] ?? 32);
const trickle = Number(process.argv[4] ?? 4);
const trickleSeconds = Number(process.argv[5] ?? 20);
const workerConcurrency = Number(process.argv[6] ?? 16);
const QUIET_SECONDS = 20;

/** RSS in MB of this process's children running `services/<name>/`. */
function rssOf(service: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(`services/${service}/`)) continue;
      return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  return null;
}

const target = await startTargetSite();
const { infra, stack, headers } = await benchStack({ EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http', WORKER_CONCURRENCY: String(workerConcurrency) });
const db = new pg.Client({ connectionString: infra.database.url });
await db.connect();
const finished = async () => Number((await db.query(`SELECT count(*) AS n FROM orchestrator.scans WHERE state IN ('completed', 'failed')`)).rows[0].n);
const queued = async () => Number((await db.query(`SELECT count(*) AS n FROM orchestrator.scans WHERE state IN ('queued', 'running')`)).rows[0].n);

/** Completions per second while `during` runs (or for `during` seconds). */
async function drainRate(during: Promise<unknown> | number): Promise<{ perSecond: number; seconds: number; completed: number }> {
  const start = await finished();
  const t0 = performance.now();
  if (typeof during === 'number') await new Promise((resolve) => setTimeout(resolve, during * 1000));
  else await during;
  const seconds = (performance.now() - t0) / 1000;
  const completed = (await finished()) - start;
  return { perSecond: completed / seconds, seconds, completed };
}

let next = 0;
/** Refusals by status: a saturated control plane answers 5xx (503: no answer on the bus in time; 500: a pool wait timed out); counted, not fatal. */
const refused = new Map<number, number>();
const submit = async () => {
  const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?backlog=${next++}` } });
  if (submitted.status === 202) return;
  if (submitted.status < 500) throw new Error(`submission refused: ${submitted.status} ${submitted.text}`);
  refused.set(submitted.status, (refused.get(submitted.status) ?? 0) + 1);
};

try {
  await runLoad(20, 4, submit);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  refused.clear();
  const rssStart = { orchestrator: rssOf('orchestrator'), gateway: rssOf('gateway') };

  const burst = await drainRate(runLoad(backlog, concurrency, submit));
  const afterBurst = await queued();
  let trickling = true;
  const trickleLoad = runLoad(Number.MAX_SAFE_INTEGER, trickle, async () => {
    if (!trickling) throw new Error('stop');
    await submit();
  }).catch(() => undefined);
  const steady = await drainRate(trickleSeconds);
  trickling = false;
  await trickleLoad;
  const quietBacklog = await queued();
  // Measured only while the workers have a full queue in front of them: stops before the backlog runs dry.
  const quiet = await drainRate((async () => {
    for (let second = 0; second < QUIET_SECONDS && (await queued()) > workerConcurrency * 2; second++) await new Promise((resolve) => setTimeout(resolve, 1_000));
  })());
  const rssEnd = { orchestrator: rssOf('orchestrator'), gateway: rssOf('gateway') };

  const line = (label: string, rate: { perSecond: number; seconds: number; completed: number }) =>
    console.log(`${label.padEnd(58)} ${rate.perSecond.toFixed(1).padStart(7)} scans/s finished  (${rate.completed} in ${rate.seconds.toFixed(1)} s)`);
  line(`while submitting the ${backlog}-scan backlog (c=${concurrency})`, burst);
  line(`while submissions continue (c=${trickle}, ${afterBurst} queued at the start)`, steady);
  line(`worker rate: no submissions (${quietBacklog} queued at the start)`, quiet);
  console.log(`drain while submitting: ${((burst.perSecond / quiet.perSecond) * 100).toFixed(0)}% of the worker rate; while submissions continue: ${((steady.perSecond / quiet.perSecond) * 100).toFixed(0)}%`);
  if (refused.size > 0) console.log(`refused submissions: ${[...refused].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  const mb = (value: number | null) => (value === null ? '?' : `${value.toFixed(0)} MB`);
  console.log(`RSS orchestrator ${mb(rssStart.orchestrator)} → ${mb(rssEnd.orchestrator)}; gateway ${mb(rssStart.gateway)} → ${mb(rssEnd.gateway)}`);
  if (quietBacklog <= workerConcurrency * 2) console.log('note: the backlog was (nearly) empty before the quiet phase: no worker rate measured; raise backlog');
} finally {
  await db.end();
  await stack.stop();
  await infra.stop();
  await target.close();
}
