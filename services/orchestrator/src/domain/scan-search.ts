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
 * Which scans a workspace may search: its own (any visibility) and every workspace's public ones.
 * Anonymous scans are `unlisted` and never searchable; anonymous callers cannot search at all.
 */
export function searchableBy(caller: Caller, alias = 's'): Prisma.Sql {
  if (caller.workspaceId === null) return Prisma.sql`FALSE`;
  const s = Prisma.raw(alias);
  return Prisma.sql`(${s}.workspace_id = ${caller.workspaceId} OR ${s}.visibility = 'public')`;
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function conditionSql(condition: Condition): Prisma.Sql {
  switch (condition.type) {
    case 'term':
      return Prisma.sql`EXISTS (SELECT 1 FROM scan_terms t WHERE t.scan_id = s.id AND t.kind = ${condition.kind} AND t.value = ${condition.value})`;
    case 'cidr':
      return Prisma.sql`EXISTS (SELECT 1 FROM scan_terms t WHERE t.scan_id = s.id AND t.kind = 'ip' AND t.value::inet <<= ${condition.cidr}::inet)`;
    case 'urlPrefix': {
      const pattern = likePrefix(condition.prefix);
      return Prisma.sql`(s.normalized_url LIKE ${pattern} OR s.final_url LIKE ${pattern})`;
    }
    case 'state':
      return Prisma.sql`s.state::text = ${condition.state}`;
    case 'submitted':
      return condition.op === '>' ? Prisma.sql`s.submitted_at > ${condition.at}` : Prisma.sql`s.submitted_at < ${condition.at}`;
  }
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
  if (request.caller.workspaceId === null) throw new AppError('unauthorized', 'Search needs an API key');
  const conditions = parseSearchQuery(request.q);
  const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
  const where = [searchableBy(request.caller), ...conditions.map(conditionSql)];
  if (request.cursor !== undefined) {
    const cursor = decodeCursor(request.cursor);
    where.push(Prisma.sql`(s.submitted_at, s.id) < (${cursor.submittedAt}, ${cursor.id})`);
  }
  const rows = await prisma.$queryRaw<SummaryRow[]>`
    SELECT ${SUMMARY_COLUMNS} FROM scans s
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY s.submitted_at DESC, s.id DESC
    LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(toSummary), nextCursor: rows.length > limit && last ? encodeCursor({ submittedAt: last.submitted_at, id: last.id }) : null };
}
