/**
 * Draining a backlog while submissions continue. A backlog of `backlog` distinct scans (http engine) is
 * queued first, with the scanner worker paused (SIGSTOP) so that it builds whatever the worker could
 * keep up with; then, with the worker running again, completions per second are measured in three
 * phases: with no submissions for QUIET_SECONDS (the worker rate the others are compared with), while
 * `concurrency` callers submit as fast as they can for `burstSeconds` (the burst case), and while
 * `trickle` callers submit for `trickleSeconds`. Completions are counted in Postgres at each phase's
 * start and end; a phase is only worth its figure while a queue is still in front of the worker (a note
 * says when it ran dry). The orchestrator's and the gateway's RSS are printed at the start and the end.
 * Deadlines are raised out of the way: a scan failed for its deadline would count as finished.
 *
 *   node --conditions=source --import tsx bench/backlog.ts [backlog=15000] [concurrency=32] [trickle=4] [trickleSeconds=20] [workerConcurrency=16] [burstSeconds=15]
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { api } from '../test/support/stack.js';
import { startTargetSite } from '../test/support/target.js';
import { benchStack, printCpuPerOp, runLoad, type CpuSample } from './support.js';

const backlog = Number(process.argv[2] ?? 15_000);
const concurrency = Number(process.argv[3] ?? 32);
const trickle = Number(process.argv[4] ?? 4);
const trickleSeconds = Number(process.argv[5] ?? 20);
const workerConcurrency = Number(process.argv[6] ?? 16);
const burstSeconds = Number(process.argv[7] ?? 15);
const QUIET_SECONDS = 10;

/** RSS in MB of a process, from /proc. */
function rssOf(pid: number | null | undefined): number | null {
  try {
    return pid ? Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const target = await startTargetSite();
const { infra, stack, headers, pids, cpu } = await benchStack({ EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http', WORKER_CONCURRENCY: String(workerConcurrency), SCAN_DEADLINE_SECONDS: '3600' });
const worker = pids['scanner-worker'];
if (!worker) throw new Error('no scanner-worker process to pause');
const db = new pg.Client({ connectionString: infra.database.url });
await db.connect();
const finished = async () => Number((await db.query(`SELECT count(*) AS n FROM orchestrator.scans WHERE state IN ('completed', 'failed')`)).rows[0].n);
const queued = async () => Number((await db.query(`SELECT count(*) AS n FROM orchestrator.scans WHERE state IN ('queued', 'running')`)).rows[0].n);

/** Completions per second while `during` runs, and submissions accepted meanwhile (what `during` resolves with). */
async function drainRate(during: Promise<number | void>): Promise<{ perSecond: number; seconds: number; completed: number; submitted: number; cpu: [CpuSample, CpuSample] }> {
  const start = await finished();
  const cpuStart = cpu();
  const t0 = performance.now();
  const submitted = (await during) ?? 0;
  const seconds = (performance.now() - t0) / 1000;
  const cpuEnd = cpu();
  const completed = (await finished()) - start;
  return { perSecond: completed / seconds, seconds, completed, submitted, cpu: [cpuStart, cpuEnd] };
}

let next = 0;
let accepted = 0;
/** Refusals by status: a saturated control plane answers 5xx (503: no answer on the bus in time; 500: a pool wait timed out); counted, not fatal. */
const refused = new Map<number, number>();
const submit = async () => {
  const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?backlog=${next++}` } });
  if (submitted.status === 202) {
    accepted++;
    return;
  }
  if (submitted.status < 500) throw new Error(`submission refused: ${submitted.status} ${submitted.text}`);
  refused.set(submitted.status, (refused.get(submitted.status) ?? 0) + 1);
};

/** Submissions by `callers` for `seconds`, as fast as they are answered; resolves with how many were accepted. */
async function submitFor(callers: number, seconds: number): Promise<number> {
  const from = accepted;
  let going = true;
  const load = runLoad(Number.MAX_SAFE_INTEGER, callers, async () => {
    if (!going) throw new Error('stop');
    await submit();
  }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  going = false;
  await load;
  return accepted - from;
}

try {
  await runLoad(20, 4, submit);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  refused.clear();
  const rssStart = { orchestrator: rssOf(pids.orchestrator), gateway: rssOf(pids.gateway) };

  process.kill(worker, 'SIGSTOP');
  const building = performance.now();
  await runLoad(backlog, concurrency, submit);
  const buildSeconds = (performance.now() - building) / 1000;
  process.kill(worker, 'SIGCONT');
  const afterBuild = await queued();

  const quiet = await drainRate(new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000)));
  const afterQuiet = await queued();
  const burst = await drainRate(submitFor(concurrency, burstSeconds));
  const afterBurst = await queued();
  const steady = await drainRate(submitFor(trickle, trickleSeconds));
  const afterSteady = await queued();
  const rssEnd = { orchestrator: rssOf(pids.orchestrator), gateway: rssOf(pids.gateway) };

  console.log(`backlog: ${backlog} submitted by ${concurrency} callers in ${buildSeconds.toFixed(1)} s (${(backlog / buildSeconds).toFixed(1)}/s) with the worker paused; ${afterBuild} queued`);
  const line = (label: string, rate: Awaited<ReturnType<typeof drainRate>>) =>
    console.log(`${label.padEnd(58)} ${rate.perSecond.toFixed(1).padStart(7)} scans/s finished  (${rate.completed} in ${rate.seconds.toFixed(1)} s; ${(rate.submitted / rate.seconds).toFixed(1)} submitted/s)`);
  line(`worker rate: no submissions (${afterBuild} queued at the start)`, quiet);
  line(`while ${concurrency} callers submit (${afterQuiet} queued at the start)`, burst);
  line(`while ${trickle} callers submit (${afterBurst} queued at the start, ${afterSteady} at the end)`, steady);
  console.log(`drain while ${concurrency} callers submit: ${((burst.perSecond / quiet.perSecond) * 100).toFixed(0)}% of the worker rate; while ${trickle} submit: ${((steady.perSecond / quiet.perSecond) * 100).toFixed(0)}%`);
  if (afterSteady <= workerConcurrency * 2) console.log('note: the queue ran (nearly) dry before the last phase ended: its figure is low; raise backlog');
  // CPU of every process per scan finished in each phase (the submissions' share included in the first two).
  for (const [label, rate] of [['scan finished, none submitting', quiet], ['scan finished, 32 submitting', burst], ['scan finished, 4 submitting', steady]] as const) {
    printCpuPerOp(label.replace('32', String(concurrency)).replace('4 ', `${trickle} `), rate.cpu[0], rate.cpu[1], Math.max(1, rate.completed));
  }
  if (refused.size > 0) console.log(`refused submissions: ${[...refused].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  const mb = (value: number | null) => (value === null ? '?' : `${value.toFixed(0)} MB`);
  console.log(`RSS orchestrator ${mb(rssStart.orchestrator)} → ${mb(rssEnd.orchestrator)}; gateway ${mb(rssStart.gateway)} → ${mb(rssEnd.gateway)}`);
} finally {
  await db.end();
  await stack.stop();
  await infra.stop();
  await target.close();
}
