import { AppError, type Caller, type ScanRelation, type ScanSummary } from '@lookout/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { searchableBy, SUMMARY_COLUMNS, toSummary, type SummaryRow } from './scan-search.js';
import { canonicalIp, field, hostOf, registrableDomain } from './search-terms.js';
import { mayRead } from './visibility.js';

export type Relation = ScanRelation;

/** Screenshots whose 64-bit perceptual hashes differ in at most this many bits look the same. */
export const SCREENSHOT_MAX_DISTANCE = 6;
const MAX_RELATED = 100;

const hex = (value: unknown): string | undefined => (typeof value === 'string' && /^[0-9a-f]{8,128}$/i.test(value) ? value.toLowerCase() : undefined);
const defined = <T>(values: (T | undefined)[]): T[] => [...new Set(values.filter((value): value is T => value !== undefined))];

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
  const relations = new Map<string, Set<Relation>>();
  const note = (id: string, relation: Relation) => {
    if (id === scan.id) return;
    const set = relations.get(id) ?? new Set<Relation>();
    set.add(relation);
    relations.set(id, set);
  };
  for (const probe of probes) {
    if (probe.values.length === 0) continue;
    const rows = await prisma.$queryRaw<{ scan_id: string }[]>`
      SELECT DISTINCT t.scan_id FROM scan_terms t JOIN scans s ON s.id = t.scan_id
      WHERE t.kind = ${probe.kind} AND t.value = ANY(${probe.values}::text[]) AND ${searchableBy(caller)}
      LIMIT ${MAX_RELATED * 10}`;
    for (const row of rows) note(row.scan_id, probe.relation);
  }
  const phash = field(result, 'capture', 'screenshot', 'phash');
  if (typeof phash === 'string' && /^[0-9a-f]{16}$/i.test(phash)) {
    const rows = await prisma.$queryRaw<{ scan_id: string }[]>`
      SELECT DISTINCT t.scan_id FROM scan_terms t JOIN scans s ON s.id = t.scan_id
      WHERE t.kind = 'phash' AND length(t.value) = 16
        AND bit_count(('x' || t.value)::bit(64) # ('x' || ${phash.toLowerCase()})::bit(64)) <= ${SCREENSHOT_MAX_DISTANCE}
        AND ${searchableBy(caller)}
      LIMIT ${MAX_RELATED * 10}`;
    for (const row of rows) note(row.scan_id, 'screenshot');
  }
  if (relations.size === 0) return [];
  const summaries = await prisma.$queryRaw<SummaryRow[]>`
    SELECT ${SUMMARY_COLUMNS} FROM scans s WHERE s.id = ANY(${[...relations.keys()]}::text[])
    ORDER BY s.submitted_at DESC, s.id DESC LIMIT ${MAX_RELATED}`;
  const order: Relation[] = ['domain', 'ip', 'favicon', 'dom', 'resource', 'certificate', 'screenshot'];
  return summaries.map((row) => ({ scan: toSummary(row), relations: order.filter((relation) => relations.get(row.id)?.has(relation)) }));
}
