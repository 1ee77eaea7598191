import { AppError, type Caller, type ScanSummary } from '@lookout/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { parseSearchQuery, type Condition } from './search-query.js';

export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 100;

interface Cursor {
  submittedAt: Date;
  id: string;
}

/** Opaque to clients: the (submitted_at, id) of the last item of the page, base64url JSON. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.submittedAt.toISOString(), cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  const invalid = () => new AppError('bad_request', 'cursor is not a cursor this API returned', { errors: { cursor: ['is not a cursor this API returned'] } });
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(raw)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') throw invalid();
  const submittedAt = new Date(parsed[0]);
  if (Number.isNaN(submittedAt.getTime()) || !/^scan_[A-Za-z0-9_-]{1,100}$/.test(parsed[1])) throw invalid();
  return { submittedAt, id: parsed[1] };
}

/**
 * Which scans a workspace may search: its own (any visibility) and every workspace's public ones;
 * anonymous scans are `unlisted` and never searchable, and anonymous callers cannot search at all.
 * Every search reads that set as two halves — the workspace's own scans, then public scans of the
 * other workspaces — because each half is one index range in newest-first order (see the migration
 * 20261124010000). `alias` is a scan_terms row (t) or a scans row (s).
 */
export function searchableHalf(half: 'own' | 'public', workspaceId: string, alias: 't' | 's'): Prisma.Sql {
  const a = Prisma.raw(alias);
  if (half === 'own') return Prisma.sql`${a}.workspace_id = ${workspaceId}`;
  return alias === 't' ? Prisma.sql`t.public AND t.workspace_id <> ${workspaceId}` : Prisma.sql`s.visibility = 'public' AND s.workspace_id <> ${workspaceId}`;
}

const HALVES = ['own', 'public'] as const;

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type TermCondition = Extract<Condition, { type: 'term' }>;

/**
 * The term a query is read from when it has several: the most specific kind first, so the index range
 * walked is the shortest. Any term is a fine driver (its range is already in newest-first order per
 * workspace); the others are checked per row.
 */
const DRIVER_ORDER: TermCondition['kind'][] = ['hash', 'favicon', 'host', 'ip', 'domain', 'tag', 'category', 'verdict'];

/**
 * `url:https://host/…` (the host followed by /, :, ? or #) can only match scans whose submitted or final
 * host is that host, and both hosts are terms: the prefix's matches are among the host term's.
 */
function impliedHostTerm(prefix: string): TermCondition | undefined {
  const host = /^https?:\/\/([^/?#:@[\]]+)[/?#:]/i.exec(prefix)?.[1]?.toLowerCase();
  return host ? { type: 'term', kind: 'host', value: host } : undefined;
}

type TimeCondition = Extract<Condition, { type: 'submitted' }>;
type ScanRowCondition = Extract<Condition, { type: 'urlPrefix' } | { type: 'state' }>;

/**
 * Every condition besides the driver is checked per row of the driver's newest-first walk, which stops
 * after a page. `OFFSET 0` keeps PostgreSQL from turning the EXISTS into a join: its estimates for
 * (kind, value) pairs are far off at scale, and a hash join reads the whole range of the other value
 * first (`domain:x verdict:clean` read all 780,000 clean scans: 5 s at 1,000,000 scans, bench/search.ts).
 */
const perRow = (condition: Prisma.Sql): Prisma.Sql => Prisma.sql`EXISTS (${condition} OFFSET 0)`;

/** A term condition on the scan whose terms are `t` (same workspace and time: a primary-key probe). */
function termExists(condition: TermCondition, t: Prisma.Sql): Prisma.Sql {
  return perRow(Prisma.sql`SELECT 1 FROM scan_terms x WHERE x.kind = ${condition.kind} AND x.value = ${condition.value}
    AND x.workspace_id = ${t}.workspace_id AND x.submitted_at = ${t}.submitted_at AND x.scan_id = ${t}.scan_id`);
}

function cidrExists(cidr: string, scanId: Prisma.Sql): Prisma.Sql {
  return perRow(Prisma.sql`SELECT 1 FROM scan_terms x WHERE x.scan_id = ${scanId} AND x.kind = 'ip' AND x.value::inet <<= ${cidr}::inet`);
}

/** Conditions on the scan row (state:, url:) of the term row `t`: a primary-key probe of scans. */
function scanRowExists(conditions: ScanRowCondition[]): Prisma.Sql[] {
  return conditions.length ? [perRow(Prisma.sql`SELECT 1 FROM scans s WHERE s.id = t.scan_id AND ${Prisma.join(conditions.map(scanCondition), ' AND ')}`)] : [];
}

/**
 * submitted:> / submitted:< on whichever row drives the query: a term row carries its scan's
 * submission time (copied by the scan_terms_fill trigger), so the bound narrows the index range itself
 * instead of being checked on each scan after the range is walked.
 */
function timeCondition(condition: TimeCondition, alias: 't' | 's'): Prisma.Sql {
  const column = Prisma.raw(`${alias}.submitted_at`);
  return condition.op === '>' ? Prisma.sql`${column} > ${condition.at}` : Prisma.sql`${column} < ${condition.at}`;
}

/** Conditions on the scan row itself (alias s). */
function scanCondition(condition: ScanRowCondition): Prisma.Sql {
  switch (condition.type) {
    case 'urlPrefix': {
      const pattern = likePrefix(condition.prefix);
      return Prisma.sql`(s.normalized_url LIKE ${pattern} OR s.final_url LIKE ${pattern})`;
    }
    case 'state':
      // Compared as the enum, not as text, so the (…, state, submitted_at, id) indexes apply.
      return Prisma.sql`s.state = ${condition.state}::"ScanState"`;
  }
}

/**
 * The ids (and times) of the first `take` matching scans, newest first, in SQL that reads each half of
 * what the caller may search — its workspace, then public scans of the other workspaces — from an index
 * in that order: scan_terms' primary key / public index when the query has a term, scans'
 * (workspace_id, submitted_at, id) / public index when it has none. Each half stops after `take` rows.
 */
function matchingIds(workspaceId: string, conditions: Condition[], cursor: Cursor | undefined, take: number): Prisma.Sql {
  // A url: prefix that spells out a whole host implies that host's term, which can drive the query.
  const implied = conditions.flatMap((c) => (c.type === 'urlPrefix' ? impliedHostTerm(c.prefix) ?? [] : []));
  const terms = [...conditions.filter((c): c is TermCondition => c.type === 'term'), ...implied];
  const driver = DRIVER_ORDER.map((kind) => terms.find((c) => c.kind === kind)).find((c) => c !== undefined);
  const rest = conditions.filter((c) => c !== driver);
  const cidrs = rest.filter((c): c is Extract<Condition, { type: 'cidr' }> => c.type === 'cidr');
  const times = rest.filter((c): c is TimeCondition => c.type === 'submitted');
  const onScan = rest.filter((c): c is ScanRowCondition => c.type === 'urlPrefix' || c.type === 'state');
  const otherTerms = rest.filter((c): c is TermCondition => c.type === 'term');

  // With no equality term, an address range is read from the address index (scan_terms_ip_idx): every
  // workspace's addresses in the range, narrowed to what the caller may search, then sorted.
  if (!driver && cidrs[0]) {
    const [range, ...moreRanges] = cidrs;
    const select = (half: 'own' | 'public') => {
      const where = [
        Prisma.sql`t.kind = 'ip'`,
        Prisma.sql`t.value::inet <<= ${range.cidr}::inet`,
        searchableHalf(half, workspaceId, 't'),
        ...(cursor ? [Prisma.sql`(t.submitted_at, t.scan_id) < (${cursor.submittedAt}, ${cursor.id})`] : []),
        ...times.map((c) => timeCondition(c, 't')),
        ...moreRanges.map((c) => cidrExists(c.cidr, Prisma.sql`t.scan_id`)),
        ...scanRowExists(onScan),
      ];
      // DISTINCT: a scan that talked to two addresses of the range is one result.
      return Prisma.sql`(SELECT DISTINCT t.scan_id AS id, t.submitted_at FROM scan_terms t WHERE ${Prisma.join(where, ' AND ')}
        ORDER BY t.submitted_at DESC, t.scan_id DESC LIMIT ${take})`;
    };
    return Prisma.join(HALVES.map(select), ' UNION ALL ');
  }

  if (driver) {
    const t = Prisma.raw('t');
    const select = (half: 'own' | 'public') => {
      const where = [
        Prisma.sql`t.kind = ${driver.kind}`,
        Prisma.sql`t.value = ${driver.value}`,
        searchableHalf(half, workspaceId, 't'),
        ...(cursor ? [Prisma.sql`(t.submitted_at, t.scan_id) < (${cursor.submittedAt}, ${cursor.id})`] : []),
        ...times.map((c) => timeCondition(c, 't')),
        ...otherTerms.map((c) => termExists(c, t)),
        ...cidrs.map((c) => cidrExists(c.cidr, Prisma.sql`t.scan_id`)),
        ...scanRowExists(onScan),
      ];
      return Prisma.sql`(SELECT t.scan_id AS id, t.submitted_at FROM scan_terms t WHERE ${Prisma.join(where, ' AND ')}
        ORDER BY t.submitted_at DESC, t.scan_id DESC LIMIT ${take})`;
    };
    return Prisma.join(HALVES.map(select), ' UNION ALL ');
  }

  const select = (half: 'own' | 'public') => {
    const where = [
      searchableHalf(half, workspaceId, 's'),
      ...(cursor ? [Prisma.sql`(s.submitted_at, s.id) < (${cursor.submittedAt}, ${cursor.id})`] : []),
      ...times.map((c) => timeCondition(c, 's')),
      ...cidrs.map((c) => cidrExists(c.cidr, Prisma.sql`s.id`)),
      ...onScan.map(scanCondition),
    ];
    return Prisma.sql`(SELECT s.id, s.submitted_at FROM scans s WHERE ${Prisma.join(where, ' AND ')}
      ORDER BY s.submitted_at DESC, s.id DESC LIMIT ${take})`;
  };
  return Prisma.join(HALVES.map(select), ' UNION ALL ');
}

export interface SummaryRow {
  id: string;
  url: string;
  final_url: string | null;
  state: string;
  submitted_at: Date;
  tags: string[];
  verdict: string | null;
  score: unknown;
  categories: unknown;
  has_screenshot: boolean;
}

/** The columns a summary needs, without loading whole results. */
export const SUMMARY_COLUMNS = Prisma.sql`s.id, s.url, s.final_url, s.state::text AS state, s.submitted_at, s.tags,
  s.result->>'verdict' AS verdict, s.result->'score' AS score, s.result->'categories' AS categories,
  (s.result #> '{capture,screenshot,sha256}') IS NOT NULL AS has_screenshot`;

export function toSummary(row: SummaryRow): ScanSummary {
  return {
    scanId: row.id,
    url: row.url,
    finalUrl: row.final_url,
    scanState: row.state as ScanSummary['scanState'],
    verdict: (row.verdict as ScanSummary['verdict']) ?? null,
    score: typeof row.score === 'number' ? row.score : null,
    categories: Array.isArray(row.categories) ? row.categories.filter((item): item is string => typeof item === 'string') : [],
    tags: row.tags,
    submittedAt: row.submitted_at.toISOString(),
    ...(row.has_screenshot ? { screenshot: `/UrlCheck/${row.id}/screenshot` } : {}),
  };
}

/** GET /api/scans: newest first, keyset-paginated on (submitted_at, id), so pages stay stable while scans arrive. */
export async function searchScans(
  prisma: PrismaClient,
  request: { caller: Caller; q: string; limit?: number; cursor?: string },
): Promise<{ items: ScanSummary[]; nextCursor: string | null }> {
  const workspaceId = request.caller.workspaceId;
  if (workspaceId === null) throw new AppError('unauthorized', 'Search needs an API key');
  const conditions = parseSearchQuery(request.q);
  const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
  const cursor = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
  const rows = await prisma.$queryRaw<SummaryRow[]>`
    SELECT ${SUMMARY_COLUMNS} FROM (${matchingIds(workspaceId, conditions, cursor, limit + 1)}) m JOIN scans s ON s.id = m.id
    ORDER BY m.submitted_at DESC, m.id DESC
    LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(toSummary), nextCursor: rows.length > limit && last ? encodeCursor({ submittedAt: last.submitted_at, id: last.id }) : null };
}
