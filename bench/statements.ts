/**
 * SQL statements and commits per scan and per cache hit, per service and in total, as PostgreSQL itself
 * saw them: the bench database gets `log_statement = 'all'`, every service's pool names itself
 * (application_name, see prismaAdapter) and the test profile's log_line_prefix carries it, so each
 * statement in the server log is attributed to its service.
 *
 *   node --conditions=source --import tsx bench/statements.ts [scans=100] [hits=200] [concurrency=8] [--shapes]
 *
 * A scan is what a client does: submit a distinct URL (http engine) and long-poll it until terminal.
 * A cache hit is a submission of a URL scanned a moment ago. The cache TTL is shortened to
 * CACHE_TTL_SECONDS and the phases start after one TTL, so they see what a service up for longer than
 * a TTL does: Redis authoritative for cache misses (domain/result-cache.ts). Periodic work (deadline, outbox and search
 * sweeps) is measured in an idle window first and subtracted in proportion to each phase's length.
 * `--shapes` also prints each phase's statements by shape (literals and parameters elided).
 */
import { open, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { api } from '../test/support/stack.js';
import { startTargetSite } from '../test/support/target.js';
import { benchStack, runLoad } from './support.js';

const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const scans = Number(positional[0] ?? 100);
const hits = Number(positional[1] ?? 200);
const concurrency = Number(positional[2] ?? 8);
const showShapes = process.argv.includes('--shapes');
const IDLE_MS = 8_000;
/** After a phase, long enough for the outbox marks, the dispatcher's consumption and one sweep tick. */
const SETTLE_MS = 3_000;
const CACHE_TTL_SECONDS = 30;

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { postgresLogFile } = (await import(new URL('../scripts/lib/infra.mjs', import.meta.url).href)) as {
  postgresLogFile: (options: { profile: string; root: string }) => string | null;
};

interface ServiceCount {
  statements: number;
  commits: number;
  shapes: Map<string, number>;
}
type Counts = Map<string, ServiceCount>;

const LINE = /^\S+ \S+ \S+ \[(\d+)\] db=(\S*) app=(\S*) LOG: {2}(?:statement|execute [^:]*): (.*)$/;

/**
 * Counts the statements of `database` in a slice of the server log. Commits are transactions as
 * pg_stat_database.xact_commit counts them: each BEGIN … COMMIT, and each statement run outside one.
 */
function countStatements(log: string, database: string): Counts {
  const counts: Counts = new Map();
  const inTransaction = new Set<string>();
  // A statement spans lines: its continuation lines start with a tab.
  for (const line of log.replace(/\n\t/g, ' ').split('\n')) {
    const match = LINE.exec(line);
    if (!match || match[2] !== database) continue;
    const [, pid = '', , app = '', sql = ''] = match;
    const service = app || '(unnamed)';
    let count = counts.get(service);
    if (!count) counts.set(service, (count = { statements: 0, commits: 0, shapes: new Map() }));
    const keyword = sql.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
    if (keyword === 'BEGIN' || keyword === 'START') {
      inTransaction.add(pid);
      continue;
    }
    if (keyword === 'COMMIT' || keyword === 'ROLLBACK') {
      if (keyword === 'COMMIT') count.commits++;
      inTransaction.delete(pid);
      continue;
    }
    count.statements++;
    if (!inTransaction.has(pid)) count.commits++;
    const shape = sql.replace(/\$\d+/g, '$').replace(/'[^']*'/g, "'…'").replace(/\s+/g, ' ').slice(0, 140);
    count.shapes.set(shape, (count.shapes.get(shape) ?? 0) + 1);
  }
  return counts;
}

async function readFrom(file: string, offset: number): Promise<{ text: string; end: number }> {
  const { size } = await stat(file);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(size - offset);
    await handle.read(buffer, 0, buffer.length, offset);
    return { text: buffer.toString('utf8'), end: size };
  } finally {
    await handle.close();
  }
}

const logFile = postgresLogFile({ profile: 'test', root: ROOT });
if (!logFile || process.env.TEST_DATABASE_ADMIN_URL) {
  console.error('bench/statements.ts reads the server log of the PostgreSQL that `npm test` starts locally (scripts/lib/infra.mjs); none was found, or TEST_DATABASE_ADMIN_URL points elsewhere.');
  process.exit(2);
}

const target = await startTargetSite();
let databaseName = '';
const { infra, stack, headers } = await benchStack({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SCAN_ENGINE: 'http', WORKER_CONCURRENCY: String(concurrency), SCAN_CACHE_TTL_SECONDS: String(CACHE_TTL_SECONDS) }, {
  // Before any service connects: the setting applies to sessions opened after it.
  beforeServices: async (started) => {
    databaseName = started.database.name;
    const admin = new pg.Client({ connectionString: started.database.url });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${databaseName} SET log_statement = 'all'`);
      await admin.query(`ALTER DATABASE ${databaseName} SET log_parameter_max_length = 0`);
    } finally {
      await admin.end();
    }
  },
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function measure(run: () => Promise<void>): Promise<{ counts: Counts; ms: number }> {
  const { size: start } = await stat(logFile!);
  const t0 = performance.now();
  await run();
  await sleep(SETTLE_MS);
  const ms = performance.now() - t0;
  return { counts: countStatements((await readFrom(logFile!, start)).text, databaseName), ms };
}

const SERVICES = ['orchestrator', 'quota', 'webhook_dispatcher'];

function report(title: string, phase: { counts: Counts; ms: number }, idle: { counts: Counts; ms: number }, per: number): void {
  console.log(`\n${title} (${per} of them, ${(phase.ms / 1000).toFixed(1)} s including ${SETTLE_MS / 1000} s settle)`);
  console.log(`${'service'.padEnd(20)} ${'statements/each'.padStart(16)} ${'commits/each'.padStart(13)}   (raw statements, commits; periodic share subtracted)`);
  let statements = 0;
  let commits = 0;
  const names = [...new Set([...SERVICES, ...phase.counts.keys()])];
  for (const name of names) {
    const raw = phase.counts.get(name) ?? { statements: 0, commits: 0, shapes: new Map() };
    const background = idle.counts.get(name) ?? { statements: 0, commits: 0, shapes: new Map() };
    const scale = phase.ms / idle.ms;
    const s = Math.max(0, raw.statements - background.statements * scale) / per;
    const c = Math.max(0, raw.commits - background.commits * scale) / per;
    statements += s;
    commits += c;
    console.log(`${name.padEnd(20)} ${s.toFixed(2).padStart(16)} ${c.toFixed(2).padStart(13)}   (${raw.statements}, ${raw.commits}; ${(background.statements * scale).toFixed(0)}, ${(background.commits * scale).toFixed(0)})`);
  }
  console.log(`${'all services'.padEnd(20)} ${statements.toFixed(2).padStart(16)} ${commits.toFixed(2).padStart(13)}`);
  if (showShapes) {
    for (const [name, count] of phase.counts) {
      console.log(`  ${name}:`);
      for (const [shape, n] of [...count.shapes].sort((a, b) => b[1] - a[1])) console.log(`    ${(n / per).toFixed(2).padStart(6)}  ${shape}`);
    }
  }
}

try {
  console.error('[statements] warming up');
  const firstMiss = performance.now();
  // Warm-up: connections, JIT, each service's first queries.
  await runLoad(10, 2, async (index) => {
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?warm=${index}` } });
    await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=30`, { headers });
  });
  await sleep(Math.max(SETTLE_MS, CACHE_TTL_SECONDS * 1000 - (performance.now() - firstMiss) + 1_000));

  console.error('[statements] idle window');
  const idle = await measure(() => sleep(IDLE_MS - SETTLE_MS));

  console.error(`[statements] ${scans} scans`);
  const scanPhase = await measure(async () => {
    await runLoad(scans, concurrency, async (index) => {
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: `${target.url}/page?scan=${index}` } });
      if (submitted.status !== 202) throw new Error(`submission refused: ${submitted.status} ${submitted.text}`);
      const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=30`, { headers });
      if (polled.body.scanState !== 'completed') throw new Error(`scan ended ${polled.body.scanState}: ${polled.text}`);
    });
  });

  // Scanned just now, so its cache entry outlives the phase.
  const cachedUrl = `${target.url}/page?hit`;
  const first = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: cachedUrl } });
  await api(stack.baseUrl, `/UrlCheck/${first.body.scanId}?wait=30`, { headers });
  await sleep(SETTLE_MS);
  console.error(`[statements] ${hits} cache hits`);
  const hitPhase = await measure(async () => {
    await runLoad(hits, concurrency, async () => {
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url: cachedUrl } });
      if (submitted.status !== 200 || submitted.body.cached !== true) throw new Error(`expected a cache hit: ${submitted.status} ${submitted.text}`);
    });
  });

  console.log(`periodic work alone (idle ${(idle.ms / 1000).toFixed(1)} s): ${[...idle.counts].map(([name, count]) => `${name} ${count.statements} statements, ${count.commits} commits`).join('; ') || 'none'}`);
  report('per scan: submit (http engine) + long-poll until completed', scanPhase, idle, scans);
  report('per cache hit: submit of a URL scanned a moment ago', hitPhase, idle, hits);
} finally {
  await stack.stop();
  await infra.stop();
  await target.close();
}
