import type { PrismaClient } from '../generated/prisma/client.js';

/** Deletes scans older than the retention period, a batch at a time so no long lock is held. */
export async function purgeExpiredScans(prisma: PrismaClient, retentionDays: number, now: Date, batch = 1_000): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const scans = await prisma.$executeRaw`
    DELETE FROM scans WHERE id IN (SELECT id FROM scans WHERE submitted_at < ${cutoff} LIMIT ${batch})`;
  await prisma.$executeRaw`
    DELETE FROM scan_jobs WHERE id IN (
      SELECT j.id FROM scan_jobs j
       WHERE j.created_at < ${cutoff} AND j.state IN ('completed', 'failed')
         AND NOT EXISTS (SELECT 1 FROM scans s WHERE s.job_id = j.id)
       LIMIT ${batch})`;
  return scans;
}
