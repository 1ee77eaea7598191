/**
 * Search and related scans over 1,000,000 past scans: seeds a fresh database (migrated by the project's
 * own runner) with a realistic spread — a few large workspaces and many small ones, a fifth of the scans
 * public, domains and shared-hosting addresses with a long tail, resource hashes shared across sites,
 * kit clusters with the same DOM and favicon, tags, verdicts, states, six months of dates — then runs
 * typical queries through the orchestrator's own search and related code and prints p50/p99 of each,
 * and EXPLAIN (ANALYZE, BUFFERS) of the slowest ones.
 *
 *   node --conditions=source --import tsx bench/search.ts [--scans 1000000] [--runs 60] [--reseed] [--explain] [--only <label text>]
 *
 * The seeded database (lookout_bench_search on the `npm test` PostgreSQL) is kept between runs and
 * reseeded only when its size differs or --reseed is given: seeding takes minutes.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateAllServices, prismaAdapter } from '@lookout/database';
import type { Caller } from '@lookout/contracts';
import { PrismaClient } from '../services/orchestrator/src/generated/prisma/client.js';
import { searchScans } from '../services/orchestrator/src/domain/scan-search.js';
import { relatedScans } from '../services/orchestrator/src/domain/related-scans.js';
import { percentile } from './support.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const SCANS = option('scans', 1_000_000);
const RUNS = option('runs', 60);
const RESEED = args.includes('--reseed');
const EXPLAIN = args.includes('--explain');
/** --only <text>: run only the rows whose label contains the text (e.g. --only related). */
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const DB = 'lookout_bench_search';
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function adminUrl(): Promise<string> {
  if (process.env.TEST_DATABASE_ADMIN_URL) return process.env.TEST_DATABASE_ADMIN_URL;
  const { ensureInfra } = (await import(new URL('../scripts/lib/infra.mjs', import.meta.url).href)) as {
    ensureInfra: (options: { profile: string; root: string; log: (message: string) => void }) => Promise<{ databaseAdminUrl: string }>;
  };
  return (await ensureInfra({ profile: 'test', root: ROOT, log })).databaseAdminUrl;
}

const admin = await adminUrl();
const dbUrl = Object.assign(new URL(admin), { pathname: `/${DB}` }).href;

/** The seed, in SQL: every draw comes from random() after setseed, so the data set is the same each time. */
const SEED_SQL = (scans: number) => `
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4242);
DROP TABLE IF EXISTS seed;
CREATE UNLOGGED TABLE seed AS
SELECT i,
  -- 300 workspaces, the first few holding most scans (r³: workspace 0 has ~15 %); 5 % anonymous.
  CASE WHEN random() < 0.05 THEN NULL ELSE 'ws_bench' || lpad(floor(300 * power(random(), 3))::int::text, 4, '0') END AS ws,
  random() < 0.2 AS public,
  timestamptz '2026-11-20' - random() * interval '180 days' AS submitted_at,
  floor(50000 * power(random(), 4))::int AS domain_id,
  floor(random() * 3)::int AS sub_id,
  floor(20000 * power(random(), 3))::int AS ip_id,
  floor(100 * random())::int AS verdict_roll,
  floor(100 * random())::int AS state_roll,
  CASE WHEN random() < 0.3 THEN floor(2000 * power(random(), 2))::int ELSE NULL END AS kit_id,
  floor(5000 * power(random(), 3))::int AS favicon_id,
  ARRAY(SELECT floor(30000 * power(random(), 3))::int FROM generate_series(1, (floor(random() * 11) + 0 * i)::int)) AS resource_ids,
  ARRAY(SELECT DISTINCT 'team-' || floor(200 * power(random(), 2))::int FROM generate_series(1, (CASE WHEN random() < 0.7 THEN 0 ELSE floor(random() * 3)::int + 1 END + 0 * i))) AS tags
FROM generate_series(1, ${scans}) AS i;

CREATE UNLOGGED TABLE seed2 AS
SELECT s.*,
  'scan_bench' || lpad(to_hex(i), 20, '0') AS id,
  (ARRAY['com','net','org','co.uk','io','xyz','top'])[1 + domain_id % 7] AS tld,
  CASE WHEN state_roll < 97 THEN 'completed' WHEN state_roll < 99 THEN 'failed' ELSE 'queued' END AS state,
  CASE WHEN verdict_roll < 85 THEN 'clean' WHEN verdict_roll < 95 THEN 'suspicious' ELSE 'malicious' END AS verdict,
  (23 + (ip_id >> 16) % 200) || '.' || ((ip_id >> 8) & 255) || '.' || (ip_id & 255) || '.' || (1 + (ip_id * 7) % 250) AS ip
FROM seed s;
DROP TABLE seed;

CREATE UNLOGGED TABLE seed3 AS
SELECT s.*,
  CASE sub_id WHEN 0 THEN 'd' || domain_id || '.' || tld WHEN 1 THEN 'www.d' || domain_id || '.' || tld ELSE 'login-' || (i % 50) || '.d' || domain_id || '.' || tld END AS host,
  'd' || domain_id || '.' || tld AS domain,
  CASE verdict WHEN 'malicious' THEN ARRAY[(ARRAY['phishing','malware','scam','cryptodrainer','clickfix'])[1 + i % 5]] WHEN 'suspicious' THEN ARRAY['suspicious'] ELSE ARRAY[]::text[] END AS categories,
  md5('body' || i) || md5('body2' || i) AS body_hash,
  md5('shot' || i) || md5('shot2' || i) AS shot_hash,
  CASE WHEN kit_id IS NULL THEN md5('dom' || i) || md5('dom2' || i) ELSE md5('kitdom' || kit_id) || md5('kitdom2' || kit_id) END AS dom_hash,
  CASE WHEN kit_id IS NULL THEN substr(md5('phash' || i), 1, 16) ELSE substr(md5('kitphash' || kit_id), 1, 16) END AS phash,
  md5('fav' || favicon_id) || md5('fav2' || favicon_id) AS favicon_sha,
  (('x' || substr(md5('mmh3' || favicon_id), 1, 8))::bit(32)::int)::text AS favicon_mmh3,
  md5('cert' || domain_id) || md5('cert2' || domain_id) AS cert
FROM seed2 s;
DROP TABLE seed2;
`;

const INSERT_SQL = `
INSERT INTO scans (id, workspace_id, url, normalized_url, state, cached, submitted_at, started_at, completed_at, result, visibility, tags, capture_options, options_fingerprint, final_url, screenshot_phash)
SELECT id, ws, 'https://' || host || '/p/' || i, 'https://' || host || '/p/' || i, state::"ScanState", false, submitted_at,
  CASE WHEN state <> 'queued' THEN submitted_at + interval '1 second' END,
  CASE WHEN state <> 'queued' THEN submitted_at + interval '3 seconds' END,
  CASE WHEN state = 'completed' THEN jsonb_build_object(
    'verdict', verdict, 'score', CASE verdict WHEN 'clean' THEN 0 WHEN 'suspicious' THEN 40 ELSE 90 END, 'categories', to_jsonb(categories),
    'finalUrl', 'https://' || host || '/p/' || i,
    'dns', jsonb_build_object('addresses', jsonb_build_array(ip)),
    'http', jsonb_build_object('bodySha256', body_hash),
    'tls', jsonb_build_object('fingerprintSha256', cert),
    'capture', jsonb_build_object('engine', 'browser', 'screenshot', jsonb_build_object('sha256', shot_hash, 'phash', phash), 'dom', jsonb_build_object('sha256', dom_hash),
      'favicon', jsonb_build_object('sha256', favicon_sha, 'mmh3', favicon_mmh3::int))) END,
  CASE WHEN ws IS NULL THEN 'unlisted' WHEN public THEN 'public' ELSE 'private' END, tags, '{}'::jsonb, 'bench',
  CASE WHEN state = 'completed' THEN 'https://' || host || '/p/' || i END,
  CASE WHEN state = 'completed' THEN phash END
FROM seed3;

-- The terms the orchestrator would write (search-terms.ts), with the columns its trigger copies from
-- the scan; anonymous scans have none.
INSERT INTO scan_terms (scan_id, kind, value, workspace_id, public, submitted_at, phash)
SELECT terms.id, kind, value, seed3.ws, seed3.public, seed3.submitted_at, CASE WHEN kind = 'phash-band' THEN seed3.phash END FROM (
  SELECT id, 'host' AS kind, host AS value FROM seed3
  UNION ALL SELECT id, 'domain', domain FROM seed3
  UNION ALL SELECT id, 'tag', unnest(tags) FROM seed3
  UNION ALL SELECT id, 'ip', ip FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'verdict', verdict FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'category', unnest(categories) FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'hash', body_hash FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'hash', shot_hash FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'hash', dom_hash FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'hash', favicon_sha FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'favicon', favicon_mmh3 FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'cert', cert FROM seed3 WHERE state = 'completed'
  UNION ALL SELECT id, 'phash', phash FROM seed3 WHERE state = 'completed'
  -- The 7 bands of search-terms.ts phashBands: bits [from, from + width) of the 64-bit hash, as hex.
  UNION ALL SELECT id, 'phash-band', band || ':' || to_hex(((('x' || phash)::bit(64)::bigint >> (64 - band_from - band_bits)) & ((1::bigint << band_bits) - 1)))
    FROM seed3, (VALUES (0, 0, 9), (1, 9, 9), (2, 18, 9), (3, 27, 9), (4, 36, 9), (5, 45, 9), (6, 54, 10)) AS bands(band, band_from, band_bits)
    WHERE state = 'completed'
  UNION ALL SELECT DISTINCT id, 'hash', md5('res' || r) || md5('res2' || r) FROM seed3, unnest(resource_ids) AS r WHERE state = 'completed'
) terms JOIN seed3 ON seed3.id = terms.id
WHERE seed3.ws IS NOT NULL
ON CONFLICT DO NOTHING;
`;

async function seed(): Promise<void> {
  const server = new pg.Client({ connectionString: admin });
  await server.connect();
  const exists = (await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB])).rowCount === 1;
  if (exists && !RESEED) {
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const count = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM orchestrator.scans').catch(() => ({ rows: [{ n: '0' }] }));
    await db.end();
    if (Number(count.rows[0]?.n) === SCANS) {
      log(`reusing ${DB} (${SCANS} scans); --reseed to start over`);
      await server.end();
      // Later migrations (new indexes, backfilled columns) still apply to a kept database; rows they
      // rewrote need a VACUUM before index-only scans can skip the heap again.
      const results = await migrateAllServices({ databaseUrl: dbUrl, servicesDir: `${ROOT}services/`, log: () => {} });
      const applied = results.flatMap((result) => result.applied);
      if (applied.length > 0) {
        log(`applied ${applied.join(', ')}; vacuuming`);
        const db = new pg.Client({ connectionString: dbUrl, options: '-c search_path=orchestrator' });
        await db.connect();
        await db.query('VACUUM ANALYZE scans');
        await db.query('VACUUM ANALYZE scan_terms');
        await db.end();
      }
      return;
    }
  }
  if (exists) await server.query(`DROP DATABASE ${DB} WITH (FORCE)`);
  await server.query(`CREATE DATABASE ${DB}`);
  await server.end();
  await migrateAllServices({ databaseUrl: dbUrl, servicesDir: `${ROOT}services/`, log: () => {} });

  const db = new pg.Client({ connectionString: dbUrl, options: '-c search_path=orchestrator' });
  await db.connect();
  const started = performance.now();
  log(`seeding ${SCANS} scans…`);
  await db.query(SEED_SQL(SCANS));
  log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s; inserting scans and terms…`);
  // Bulk load: the scan_terms indexes are dropped and rebuilt from their own definitions (faster than
  // maintaining them row by row), and the rows carry every column, so the fill trigger and the foreign
  // key check are skipped (session_replication_role = replica).
  const indexes = (await db.query<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'orchestrator' AND tablename = 'scan_terms' AND indexname <> 'scan_terms_pkey'`)).rows;
  const primaryKey = (await db.query<{ def: string }>(`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'scan_terms_pkey'`)).rows[0]!.def;
  for (const index of indexes) await db.query(`DROP INDEX ${index.indexname}`);
  await db.query('ALTER TABLE scan_terms DROP CONSTRAINT scan_terms_pkey');
  await db.query('SET session_replication_role = replica');
  await db.query(INSERT_SQL);
  await db.query('SET session_replication_role = DEFAULT');
  log(`  inserted in ${((performance.now() - started) / 1000).toFixed(0)} s; building indexes…`);
  await db.query('SET maintenance_work_mem = \'512MB\'');
  await db.query(`ALTER TABLE scan_terms ADD CONSTRAINT scan_terms_pkey ${primaryKey}`);
  for (const index of indexes) await db.query(index.indexdef);
  await db.query('DROP TABLE seed3');
  await db.query('VACUUM ANALYZE scans');
  await db.query('VACUUM ANALYZE scan_terms');
  const terms = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM scan_terms');
  log(`  seeded ${SCANS} scans and ${terms.rows[0]?.n} terms in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await db.end();
}

await seed();

const prisma = new PrismaClient({ adapter: prismaAdapter(dbUrl, 'orchestrator') });
const db = new pg.Client({ connectionString: dbUrl, options: '-c search_path=orchestrator' });
await db.connect();

/** Workspaces by size: the largest, one in the middle, and one of the smallest. */
const sizes = (await db.query<{ workspace_id: string; n: string }>(`SELECT workspace_id, count(*)::text AS n FROM scans WHERE workspace_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC`)).rows;
const callers = {
  large: sizes[0]!,
  medium: sizes[Math.floor(sizes.length / 2)]!,
  small: sizes[sizes.length - 1]!,
};
const caller = (workspaceId: string): Caller => ({ workspaceId, keyId: 'key_bench', clientIp: '127.0.0.1' });
log(`callers: large ${callers.large.workspace_id} (${callers.large.n} scans), medium ${callers.medium.workspace_id} (${callers.medium.n}), small ${callers.small.workspace_id} (${callers.small.n})`);

/** Query values drawn from scans the caller may see, so popular values come up as often as they are used. */
async function sample(sql: string, n = RUNS): Promise<string[]> {
  const rows = (await db.query<{ v: string }>(`SELECT v FROM (${sql}) q WHERE v IS NOT NULL ORDER BY md5(v) LIMIT ${n}`)).rows;
  return rows.map((row) => row.v);
}
const visible = `(workspace_id = '${callers.large.workspace_id}' OR visibility = 'public')`;
const termValues = (kind: string) => sample(`SELECT DISTINCT ON (t.scan_id) t.value AS v FROM scan_terms t JOIN (SELECT id FROM scans WHERE ${visible} ORDER BY md5(id) LIMIT ${RUNS * 5}) s ON s.id = t.scan_id WHERE t.kind = '${kind}'`);

const domains = await termValues('domain');
const hosts = await termValues('host');
const ips = await termValues('ip');
const hashes = await termValues('hash');
const favicons = await termValues('favicon');
const tags = await termValues('tag');
const cidrs = ips.map((ip) => `${ip.split('.').slice(0, 3).join('.')}.0/24`);
const prefixes = hosts.map((host) => `https://${host}/`);
const scanIds = await sample(`SELECT id AS v FROM scans WHERE ${visible} AND state = 'completed'`);

type Case = { label: string; workspace: string; queries: string[] } | { label: string; workspace: string; related: string[] };
const cases: Case[] = [
  { label: 'no filter (newest first), large workspace', workspace: callers.large.workspace_id, queries: [''] },
  { label: 'no filter, small workspace', workspace: callers.small.workspace_id, queries: [''] },
  { label: 'domain:', workspace: callers.large.workspace_id, queries: domains.map((v) => `domain:${v}`) },
  { label: 'domain: (small workspace)', workspace: callers.small.workspace_id, queries: domains.map((v) => `domain:${v}`) },
  { label: 'host:', workspace: callers.large.workspace_id, queries: hosts.map((v) => `host:${v}`) },
  { label: 'url: prefix', workspace: callers.large.workspace_id, queries: prefixes.map((v) => `url:"${v}"`) },
  { label: 'ip: address', workspace: callers.large.workspace_id, queries: ips.map((v) => `ip:${v}`) },
  { label: 'ip: CIDR /24', workspace: callers.large.workspace_id, queries: cidrs.map((v) => `ip:${v}`) },
  { label: 'hash: (body, resource, DOM, favicon…)', workspace: callers.large.workspace_id, queries: hashes.map((v) => `hash:${v}`) },
  { label: 'favicon: (mmh3)', workspace: callers.large.workspace_id, queries: favicons.map((v) => `favicon:${v}`) },
  { label: 'verdict:malicious', workspace: callers.medium.workspace_id, queries: ['verdict:malicious'] },
  { label: 'category:phishing', workspace: callers.small.workspace_id, queries: ['category:phishing'] },
  { label: 'tag:', workspace: callers.large.workspace_id, queries: tags.map((v) => `tag:${v}`) },
  { label: 'state:failed', workspace: callers.medium.workspace_id, queries: ['state:failed'] },
  { label: 'submitted:> (last week)', workspace: callers.medium.workspace_id, queries: ['submitted:>2026-11-13'] },
  { label: 'domain: AND verdict:', workspace: callers.large.workspace_id, queries: domains.map((v) => `domain:${v} verdict:clean`) },
  { label: 'tag: AND submitted:<', workspace: callers.large.workspace_id, queries: tags.map((v) => `tag:${v} submitted:<2026-10-01`) },
  { label: 'verdict: AND category: AND submitted:>', workspace: callers.small.workspace_id, queries: ['verdict:malicious category:phishing submitted:>2026-09-01'] },
  { label: 'related (7 relations)', workspace: callers.large.workspace_id, related: scanIds },
];

const results: { label: string; p50: number; p99: number; worst: string }[] = [];
for (const c of cases.filter((item) => ONLY === undefined || item.label.includes(ONLY))) {
  const latencies: number[] = [];
  let worst = { ms: 0, what: '' };
  // Two unmeasured runs first: the figures are for a warm server, not for the first query after start.
  for (let run = -2; run < RUNS; run += 1) {
    const t0 = performance.now();
    let what: string;
    if ('related' in c) {
      what = c.related[(run + c.related.length) % c.related.length]!;
      await relatedScans(prisma, caller(c.workspace), what);
    } else {
      what = c.queries[(run + c.queries.length) % c.queries.length]!;
      await searchScans(prisma, { caller: caller(c.workspace), q: what, limit: 20 });
    }
    const ms = performance.now() - t0;
    if (run < 0) continue;
    latencies.push(ms);
    if (ms > worst.ms) worst = { ms, what };
  }
  results.push({ label: c.label, p50: percentile(latencies, 50), p99: percentile(latencies, 99), worst: worst.what });
  log(`${c.label}: p99 ${percentile(latencies, 99).toFixed(1)} ms`);
}

// Deep pagination: follow nextCursor for 10 pages of a broad query in the large workspace.
if (ONLY === undefined || 'pages'.includes(ONLY)) {
  const latencies: number[] = [];
  for (let run = 0; run < Math.max(3, RUNS / 10); run += 1) {
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const t0 = performance.now();
      const answer = await searchScans(prisma, { caller: caller(callers.large.workspace_id), q: 'verdict:clean', limit: 50, ...(cursor ? { cursor } : {}) });
      latencies.push(performance.now() - t0);
      cursor = answer.nextCursor ?? undefined;
      if (!cursor) break;
    }
  }
  results.push({ label: 'verdict:clean, pages 1–10 by cursor (50 each)', p50: percentile(latencies, 50), p99: percentile(latencies, 99), worst: '' });
}

console.log(`\n${SCANS} scans; ${RUNS} runs per row; load average ${(await import('node:os')).loadavg().map((v) => v.toFixed(1)).join(' ')}\n`);
console.log('| query | p50 ms | p99 ms |');
console.log('|---|---:|---:|');
for (const row of results) console.log(`| ${row.label} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`);

if (EXPLAIN) {
  // The SQL each slow row ran, as the orchestrator builds it, with Postgres' plan.
  const slowest = [...results].filter((row) => row.worst).sort((a, b) => b.p99 - a.p99).slice(0, 3);
  for (const row of slowest) {
    const c = cases.find((item) => item.label === row.label)!;
    console.log(`\n-- ${row.label}: ${row.worst}`);
    const queryEvents: { query: string; params: string }[] = [];
    const explainer = new PrismaClient({ adapter: prismaAdapter(dbUrl, 'orchestrator'), log: [{ emit: 'event', level: 'query' }] });
    explainer.$on('query', (event) => queryEvents.push({ query: event.query, params: event.params }));
    if ('related' in c) await relatedScans(explainer, caller(c.workspace), row.worst);
    else await searchScans(explainer, { caller: caller(c.workspace), q: row.worst, limit: 20 });
    for (const event of queryEvents) {
      const params = JSON.parse(event.params) as unknown[];
      const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${event.query}`, params as unknown[]);
      console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
    await explainer.$disconnect();
  }
}

await prisma.$disconnect();
await db.end();
