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
 * Band candidates looked at per band value, newest first: a common band value (a blank page) has many
 * scans, and the related list is the newest MAX_RELATED anyway; identical screenshots are found by the
 * exact hash besides.
 */
const SCREENSHOT_CANDIDATES_PER_BAND = 200;

const hex = (value: unknown): string | undefined => (typeof value === 'string' && /^[0-9a-f]{8,128}$/i.test(value) ? value.toLowerCase() : undefined);
const defined = <T>(values: (T | undefined)[]): T[] => [...new Set(values.filter((value): value is T => value !== undefined))];

/**
 * The newest `take` scans the workspace may search that have the term (kind, value): its own, then
 * public ones of the other workspaces, each read from its index already in newest-first order — so a
 * value shared by a hundred thousand scans costs no more than a rare one.
 */
function newestWithTerm(workspaceId: string, kind: Prisma.Sql, value: Prisma.Sql, take: number): Prisma.Sql {
  const half = (which: 'own' | 'public') => Prisma.sql`
    (SELECT t.scan_id FROM scan_terms t WHERE t.kind = ${kind} AND t.value = ${value} AND ${searchableHalf(which, workspaceId, 't')}
      ORDER BY t.submitted_at DESC, t.scan_id DESC LIMIT ${take})`;
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
  // One statement: every probe value's newest scans (LATERAL per value), the screenshot candidates of
  // its 7 bands kept when within the distance (checked on scans.screenshot_phash), grouped per scan
  // with the relations it has, then the newest MAX_RELATED as summaries.
  const summaries = await prisma.$queryRaw<(SummaryRow & { relations: Relation[] })[]>`
    WITH found AS (
      SELECT p.relation, c.scan_id
      FROM unnest(${probeRows.map((row) => row.relation)}::text[], ${probeRows.map((row) => row.kind)}::text[], ${probeRows.map((row) => row.value)}::text[]) AS p(relation, kind, value),
      LATERAL (${newestWithTerm(workspaceId, Prisma.sql`p.kind`, Prisma.sql`p.value`, MAX_RELATED)}) c
      UNION ALL
      SELECT 'screenshot', c.scan_id
      FROM unnest(${screenshot ? phashBands(screenshot) : []}::text[]) AS b(value),
      LATERAL (${newestWithTerm(workspaceId, Prisma.sql`'phash-band'`, Prisma.sql`b.value`, SCREENSHOT_CANDIDATES_PER_BAND)}) c
      JOIN scans candidate ON candidate.id = c.scan_id
      WHERE candidate.screenshot_phash IS NOT NULL
        AND bit_count(('x' || candidate.screenshot_phash)::bit(64) # ('x' || ${screenshot ?? '0000000000000000'})::bit(64)) <= ${SCREENSHOT_MAX_DISTANCE}
    ), grouped AS (
      SELECT scan_id, array_agg(DISTINCT relation) AS relations FROM found WHERE scan_id <> ${scan.id} GROUP BY scan_id
    )
    SELECT ${SUMMARY_COLUMNS}, g.relations FROM grouped g JOIN scans s ON s.id = g.scan_id
    ORDER BY s.submitted_at DESC, s.id DESC LIMIT ${MAX_RELATED}`;
  const order: Relation[] = ['domain', 'ip', 'favicon', 'dom', 'resource', 'certificate', 'screenshot'];
  return summaries.map((row) => ({ scan: toSummary(row), relations: order.filter((relation) => row.relations.includes(relation)) }));
}
