/**
 * Draining a backlog while submissions continue. A backlog of `backlog` distinct scans (http engine) is
 * queued first, with the target holding its answers so that it builds whatever the worker could keep
 * up with (the worker's slots wait on the held fetches: its process and its NATS connection keep
 * running, as when a site is slow). Then, with the answers released, completions per second are
 * measured in three kinds of phase, `rounds` times in turn so that background work (autovacuum after
 * the build, other load on the machine) falls on each kind alike: no submissions (the worker rate the
 * others are compared with), `concurrency` callers submitting as fast as they are answered (the burst
 * case), and `trickle` callers. Completions are counted in Postgres at each phase's start and end; the
 * figures only count while a queue is still in front of the worker (a note says when it ran dry). The
 * orchestrator's and the gateway's RSS are printed at the start and the end, and the CPU of every
 * process per scan finished in each kind of phase. Deadlines and fetch timeouts are raised out of the
 * way: a scan failed for its deadline would count as finished.
 *
 *   node --conditions=source --import tsx bench/backlog.ts [backlog=15000] [concurrency=32] [trickle=4] [phaseSeconds=5] [workerConcurrency=16] [rounds=3]
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { api } from '../test/support/stack.js';
import { startTargetSite } from '../test/support/target.js';
import { benchStack, printCpuPerOp, runLoad, type CpuSample } from './support.js';

const backlog = Number(process.argv[2] ?? 15_000);
const concurrency = Number(process.argv[3] ?? 32);
const trickle = Number(process.argv[4] ?? 4);
const phaseSeconds = Number(process.argv[5] ?? 5);
const workerConcurrency = Number(process.argv[6] ?? 16);
const rounds = Number(process.argv[7] ?? 3);

const mb = (value: number | null) => (value === null ? '?' : `${value.toFixed(0)} MB`);

/** RSS in MB of a process, from /proc. */
function rssOf(pid: number | null | undefined): number | null {
  try {
    return pid ? Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const target = await startTargetSite();
// Fetches held during the build must not time out: they are released, not failed.
const { infra, stack, headers, pids, cpu } = await benchStack({
  EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http', WORKER_CONCURRENCY: String(workerConcurrency),
  SCAN_DEADLINE_SECONDS: '3600', SCAN_FETCH_TIMEOUT_MS: '600000', SCAN_RESPONSE_TIMEOUT_MS: '600000',
});
const db = new pg.Client({ connectionString: infra.database.url });
await db.connect();
const finished = async () => Number((await db.query(`SELECT count(*) AS n FROM orchestrator.scans WHERE state IN ('completed', 'failed')`)).rows[0].n);
const queued = async () => Number((await db.query(`SELECT count(*) AS n FROM orchestrator.scans WHERE state IN ('queued', 'running')`)).rows[0].n);

interface Phase {
  seconds: number;
  completed: number;
  submitted: number;
  /** CPU ms per process spent in phases of this kind, summed. */
  cpu: CpuSample;
}
const phase = (): Phase => ({ seconds: 0, completed: 0, submitted: 0, cpu: {} });

/** Adds to `into` the completions, the submissions (what `during` resolves with) and the CPU of one phase. */
async function measure(into: Phase, during: Promise<number | void>): Promise<void> {
  const start = await finished();
  const cpuStart = cpu();
  const t0 = performance.now();
  into.submitted += (await during) ?? 0;
  into.seconds += (performance.now() - t0) / 1000;
  const cpuEnd = cpu();
  into.completed += (await finished()) - start;
  for (const [name, ms] of Object.entries(cpuEnd)) {
    const from = cpuStart[name];
    if (name !== 'at' && ms !== null && ms !== undefined && from !== null && from !== undefined) into.cpu[name] = (into.cpu[name] ?? 0) + (ms - from);
  }
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

  target.hold('/page');
  const building = performance.now();
  await runLoad(backlog, concurrency, submit);
  const buildSeconds = (performance.now() - building) / 1000;
  target.release('/page');
  const afterBuild = await queued();

  const quiet = phase();
  const burst = phase();
  const steady = phase();
  let lowest = afterBuild;
  for (let round = 0; round < rounds; round++) {
    await measure(quiet, new Promise((resolve) => setTimeout(resolve, phaseSeconds * 1000)));
    await measure(burst, submitFor(concurrency, phaseSeconds));
    await measure(steady, submitFor(trickle, phaseSeconds));
    const left = await queued();
    lowest = Math.min(lowest, left);
    console.log(`round ${round + 1}: ${left} queued; RSS orchestrator ${mb(rssOf(pids.orchestrator))}, gateway ${mb(rssOf(pids.gateway))}`);
  }
  const rssEnd = { orchestrator: rssOf(pids.orchestrator), gateway: rssOf(pids.gateway) };

  console.log(`backlog: ${backlog} submitted by ${concurrency} callers in ${buildSeconds.toFixed(1)} s (${(backlog / buildSeconds).toFixed(1)}/s) while the target held its answers; ${afterBuild} queued`);
  const perSecond = (of: Phase) => of.completed / of.seconds;
  const line = (label: string, of: Phase) =>
    console.log(`${label.padEnd(44)} ${perSecond(of).toFixed(1).padStart(7)} scans/s finished  (${of.completed} in ${of.seconds.toFixed(1)} s; ${(of.submitted / of.seconds).toFixed(1)} submitted/s)`);
  console.log(`${rounds} rounds of ${phaseSeconds} s phases, ${afterBuild} queued at the start, ${lowest} at the lowest`);
  line('worker rate: no submissions', quiet);
  line(`while ${concurrency} callers submit`, burst);
  line(`while ${trickle} callers submit`, steady);
  console.log(`drain while ${concurrency} callers submit: ${((perSecond(burst) / perSecond(quiet)) * 100).toFixed(0)}% of the worker rate; while ${trickle} submit: ${((perSecond(steady) / perSecond(quiet)) * 100).toFixed(0)}%`);
  if (lowest <= workerConcurrency * 2) console.log('note: the queue ran (nearly) dry before the last phase ended: the figures are low; raise backlog');
  // CPU of every process per scan finished in each kind of phase (the submissions' share included).
  for (const [label, of] of [['scan finished, none submitting', quiet], [`scan finished, ${concurrency} submitting`, burst], [`scan finished, ${trickle} submitting`, steady]] as const) {
    printCpuPerOp(label, Object.fromEntries(Object.keys(of.cpu).map((name) => [name, 0])), of.cpu, Math.max(1, of.completed));
  }
  if (refused.size > 0) console.log(`refused submissions: ${[...refused].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  console.log(`RSS orchestrator ${mb(rssStart.orchestrator)} → ${mb(rssEnd.orchestrator)}; gateway ${mb(rssStart.gateway)} → ${mb(rssEnd.gateway)}`);
} finally {
  await db.end();
  await stack.stop();
  await infra.stop();
  await target.close();
}
