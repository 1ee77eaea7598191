import type { PrismaClient } from '../generated/prisma/client.js';
import { searchTermsOf } from './search-terms.js';

/**
 * Scans stored before the search index existed have no terms: the search migration records the
 * cutoff, and this fills their terms (and final_url) in batches of `batchSize`, oldest id first, one
 * batch per call (final_url and screenshot_phash too). Idempotent (terms are inserted with skipDuplicates) and resumable (the last id done
 * is kept in `search_backfill`); safe on every orchestrator instance at once — the single progress row
 * is locked with SKIP LOCKED, so one instance works a batch while the others skip.
 */

export const SEARCH_BACKFILL_BATCH = 500;

export class SearchBackfill {
  private done = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly batchSize = SEARCH_BACKFILL_BATCH,
  ) {}

  /** True once every scan from before the cutoff is indexed (then each call costs nothing). */
  get finished(): boolean {
    return this.done;
  }

  /** Indexes the next batch; returns how many scans it looked at (0 when there is nothing left). */
  async step(): Promise<number> {
    if (this.done) return 0;
    return this.prisma.$transaction(async (tx) => {
      const progress = await tx.$queryRaw<{ cutoff: Date; last_scan_id: string | null; done: boolean }[]>`
        SELECT cutoff, last_scan_id, done FROM search_backfill WHERE id = 1 FOR UPDATE SKIP LOCKED`;
      const row = progress[0];
      if (!row) return 0; // another instance holds the batch
      if (row.done) {
        this.done = true;
        return 0;
      }
      const batch = await tx.$queryRaw<{ id: string; normalized_url: string; tags: string[]; result: unknown }[]>`
        SELECT id, normalized_url, tags, result FROM scans
        WHERE submitted_at <= ${row.cutoff} AND id > ${row.last_scan_id ?? ''}
        ORDER BY id LIMIT ${this.batchSize}`;
      for (const scan of batch) {
        const indexed = searchTermsOf({ normalizedUrl: scan.normalized_url, tags: scan.tags, result: scan.result });
        await tx.scanTerm.createMany({ data: indexed.terms.map((term) => ({ scanId: scan.id, ...term })), skipDuplicates: true });
        if (indexed.finalUrl || indexed.screenshotPhash) {
          await tx.$executeRaw`UPDATE scans SET final_url = COALESCE(final_url, ${indexed.finalUrl}), screenshot_phash = COALESCE(screenshot_phash, ${indexed.screenshotPhash}) WHERE id = ${scan.id}`;
        }
      }
      const last = batch[batch.length - 1]?.id ?? row.last_scan_id;
      const finished = batch.length < this.batchSize;
      await tx.$executeRaw`UPDATE search_backfill SET last_scan_id = ${last}, done = ${finished} WHERE id = 1`;
      if (finished) this.done = true;
      return batch.length;
    });
  }
}
