import { AppError, type Caller, type ScanRelation, type ScanSummary } from '@lookout/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { searchableHalf, SUMMARY_COLUMNS, toSummary, type SummaryRow } from './scan-search.js';
import { canonicalIp, field, hostOf, phashBands, registrableDomain } from './search-terms.js';
import { mayRead } from './visibility.js';

export type Relation = ScanRelation;

/** Screenshots whose 64-bit perceptual hashes differ in at most this many bits look the same. */
export const SCREENSHOT_MAX_DISTANCE = 6;
const MAX_RELATED = 100;
/** A scan has a few hundred resources at most; beyond this many values a probe looks at the first ones. */
const MAX_VALUES_PER_PROBE = 200;
/**
 * Band rows looked at per band value and half, newest first. Each row carries the whole hash and is
 * judged on the band index alone, so this bounds index entries read, not heap visits: a common band
 * value (a blank page) may have many scans, and the related list is the newest MAX_RELATED anyway.
 */
const SCREENSHOT_CANDIDATES_PER_BAND = 2_000;

const hex = (value: unknown): string | undefined => (typeof value === 'string' && /^[0-9a-f]{8,128}$/i.test(value) ? value.toLowerCase() : undefined);
const defined = <T>(values: (T | undefined)[]): T[] => [...new Set(values.filter((value): value is T => value !== undefined))];

/**
 * The newest `take` scans the workspace may search that have the term (kind, value): its own, then
 * public ones of the other workspaces, each read from its index already in newest-first order — so a
 * value shared by a hundred thousand scans costs no more than a rare one.
 */
function newestWithTerm(workspaceId: string, kind: Prisma.Sql, value: Prisma.Sql, take: number): Prisma.Sql {
  const half = (which: 'own' | 'public') => Prisma.sql`
    (SELECT t.scan_id, t.submitted_at FROM scan_terms t WHERE t.kind = ${kind} AND t.value = ${value} AND ${searchableHalf(which, workspaceId, 't')}
      ORDER BY t.submitted_at DESC, t.scan_id DESC LIMIT ${take})`;
  return Prisma.sql`${half('own')} UNION ALL ${half('public')}`;
}

/**
 * The scans of one perceptual-hash band value within SCREENSHOT_MAX_DISTANCE bits of `phash`, per
 * half: the newest SCREENSHOT_CANDIDATES_PER_BAND band rows (index-only on the partial band indexes of
 * migration 20261125020000, which carry each scan's whole hash), kept when close enough.
 */
function nearScreenshots(workspaceId: string, band: Prisma.Sql, phash: string): Prisma.Sql {
  const half = (which: 'own' | 'public') => Prisma.sql`
    (SELECT c.scan_id, c.submitted_at FROM (
      SELECT t.scan_id, t.submitted_at, t.phash FROM scan_terms t
      WHERE t.kind = 'phash-band' AND t.value = ${band} AND ${searchableHalf(which, workspaceId, 't')}
      ORDER BY t.submitted_at DESC, t.scan_id DESC LIMIT ${SCREENSHOT_CANDIDATES_PER_BAND}) c
    WHERE c.phash IS NOT NULL AND bit_count(('x' || c.phash)::bit(64) # ('x' || ${phash})::bit(64)) <= ${SCREENSHOT_MAX_DISTANCE})`;
  return Prisma.sql`${half('own')} UNION ALL ${half('public')}`;
}

/**
 * GET /UrlCheck/{scanId}/related: the scans the caller may search that share the final registrable
 * domain, a server address, the favicon, the DOM, a resource, the certificate, or a screenshot within
 * SCREENSHOT_MAX_DISTANCE bits of perceptual hash — newest first, each with every relation it has.
 */
export async function relatedScans(prisma: PrismaClient, caller: Caller, scanId: string): Promise<{ scan: ScanSummary; relations: Relation[] }[]> {
  const notFound = new AppError('not_found', 'No scan with this id exists, or it is not visible to the caller.');
  if (!/^scan_[A-Za-z0-9_-]{20,100}$/.test(scanId)) throw notFound;
  const scan = await prisma.scan.findUnique({ where: { id: scanId }, select: { id: true, workspaceId: true, visibility: true, result: true } });
  if (!scan || !mayRead(caller, scan)) throw notFound;
  // Related scans are searched scans: a caller without a workspace searches nothing.
  const workspaceId = caller.workspaceId;
  if (workspaceId === null) return [];
  const result = scan.result;
  const finalHost = hostOf(typeof field(result, 'finalUrl') === 'string' ? (field(result, 'finalUrl') as string) : undefined);
  const requests = field(result, 'capture', 'requests');
  const requestList = Array.isArray(requests) ? requests : [];
  const probes: { relation: Relation; kind: string; values: string[] }[] = [
    { relation: 'domain', kind: 'domain', values: defined([finalHost ? registrableDomain(finalHost) : undefined]) },
    {
      relation: 'ip',
      kind: 'ip',
      values: defined([
        ...((Array.isArray(field(result, 'dns', 'addresses')) ? field(result, 'dns', 'addresses') : []) as unknown[]).map((value) => (typeof value === 'string' ? canonicalIp(value) : undefined)),
        ...requestList.map((request) => (typeof field(request, 'remoteAddress') === 'string' ? canonicalIp(field(request, 'remoteAddress') as string) : undefined)),
      ]),
    },
    { relation: 'favicon', kind: 'hash', values: defined([hex(field(result, 'capture', 'favicon', 'sha256'))]) },
    { relation: 'dom', kind: 'hash', values: defined([hex(field(result, 'capture', 'dom', 'sha256'))]) },
    { relation: 'resource', kind: 'hash', values: defined(requestList.map((request) => hex(field(request, 'sha256')))) },
    { relation: 'certificate', kind: 'cert', values: defined([hex(field(result, 'tls', 'fingerprintSha256'))]) },
  ];
  const phash = field(result, 'capture', 'screenshot', 'phash');
  const screenshot = typeof phash === 'string' && /^[0-9a-f]{16}$/i.test(phash) ? phash.toLowerCase() : null;
  // Identical screenshots (a kit's clones) by the exact hash, however many near ones the bands hold.
  if (screenshot) probes.push({ relation: 'screenshot', kind: 'phash', values: [screenshot] });
  const probeRows = probes.flatMap((probe) => probe.values.slice(0, MAX_VALUES_PER_PROBE).map((value) => ({ relation: probe.relation, kind: probe.kind, value })));
  if (probeRows.length === 0 && !screenshot) return [];
  // One statement: every probe value's newest scans (LATERAL per value) and the near screenshots of
  // its 7 bands, all read from scan_terms indexes; grouped per scan with the relations it has, and only
  // the newest MAX_RELATED of those read from `scans` as summaries (term rows carry submitted_at).
  const summaries = await prisma.$queryRaw<(SummaryRow & { relations: Relation[] })[]>`
    WITH found AS (
      SELECT p.relation, c.scan_id, c.submitted_at
      FROM unnest(${probeRows.map((row) => row.relation)}::text[], ${probeRows.map((row) => row.kind)}::text[], ${probeRows.map((row) => row.value)}::text[]) AS p(relation, kind, value),
      LATERAL (${newestWithTerm(workspaceId, Prisma.sql`p.kind`, Prisma.sql`p.value`, MAX_RELATED)}) c
      UNION ALL
      SELECT 'screenshot', c.scan_id, c.submitted_at
      FROM unnest(${screenshot ? phashBands(screenshot) : []}::text[]) AS b(value),
      LATERAL (${nearScreenshots(workspaceId, Prisma.sql`b.value`, screenshot ?? '0000000000000000')}) c
    ), grouped AS (
      SELECT scan_id, max(submitted_at) AS submitted_at, array_agg(DISTINCT relation) AS relations FROM found WHERE scan_id <> ${scan.id}
      GROUP BY scan_id ORDER BY max(submitted_at) DESC, scan_id DESC LIMIT ${MAX_RELATED}
    )
    SELECT ${SUMMARY_COLUMNS}, g.relations FROM grouped g JOIN scans s ON s.id = g.scan_id
    ORDER BY s.submitted_at DESC, s.id DESC`;
  const order: Relation[] = ['domain', 'ip', 'favicon', 'dom', 'resource', 'certificate', 'screenshot'];
  return summaries.map((row) => ({ scan: toSummary(row), relations: order.filter((relation) => row.relations.includes(relation)) }));
}
