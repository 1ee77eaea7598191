import type { ArtifactStore } from '@lookout/artifacts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { artifactPointersOf, releaseArtifacts } from './artifacts.js';

/**
 * Deletes scans older than the retention period, a batch at a time so no long lock is held, and then
 * the artifacts (screenshot, DOM, HAR) that no remaining scan references.
 */
export async function purgeExpiredScans(prisma: PrismaClient, artifacts: ArtifactStore, retentionDays: number, now: Date, batch = 1_000): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const purged = await prisma.$queryRaw<{ result: unknown }[]>`
    DELETE FROM scans WHERE id IN (SELECT id FROM scans WHERE submitted_at < ${cutoff} LIMIT ${batch})
    RETURNING result`;
  await prisma.$executeRaw`
    DELETE FROM scan_jobs WHERE id IN (
      SELECT j.id FROM scan_jobs j
       WHERE j.created_at < ${cutoff} AND j.state IN ('completed', 'failed')
         AND NOT EXISTS (SELECT 1 FROM scans s WHERE s.job_id = j.id)
       LIMIT ${batch})`;
  await releaseArtifacts(prisma, artifacts, purged.flatMap((row) => artifactPointersOf(row.result)));
  return purged.length;
}
