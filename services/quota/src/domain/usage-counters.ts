import type { DatabasePool } from '@lookout/database';
import type { PrismaClient } from '../generated/prisma/client.js';
import { periodsAt, type Periods } from './periods.js';

/** Day counts are only ever read for today; two months of them are kept for operators. */
export const DAY_ROWS_KEPT_DAYS = 62;

export type ConsumeResult =
  | { admitted: true; scansThisMonth: number; scansToday: number; periods: Periods }
  | { admitted: false; scansThisMonth: number; periods: Periods };

export interface UsageCounts {
  scansThisMonth: number;
  scansToday: number;
  periods: Periods;
}

/**
 * Monthly quota and daily count per subject (a workspace id, or `ip:<address>` for anonymous callers),
 * in Postgres, which both decides and remembers: each consume is ONE statement, a conditional upsert of
 * the month row (taken only while `count + units <= limit`, checked on the row's latest version under
 * its row lock, so concurrent consumes on any number of instances admit exactly the quota) with the day
 * row counted in the same statement when the month admitted. Nothing lives only in Redis, so nothing
 * needs rebuilding when Redis loses its data, and a refused consume writes nothing.
 * Month row before day row in every statement: a fixed order, so concurrent upserts cannot deadlock.
 */
/**
 * The consume: prepared once per connection under its name (Postgres parses and plans the CTE once,
 * not on every call), run on the pg pool beneath Prisma's adapter. $1 subject, $2 month, $3 day,
 * $4 units, $5 limit.
 */
const CONSUME = {
  name: 'quota.consume',
  text: `
      WITH month AS (
        INSERT INTO usage_counters (subject, period, count, updated_at)
        SELECT $1, $2, $4::int, now() WHERE $4::int <= $5::int
        ON CONFLICT (subject, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count, updated_at = EXCLUDED.updated_at
         WHERE usage_counters.count + EXCLUDED.count <= $5::int
        RETURNING count
      ), day AS (
        INSERT INTO usage_counters (subject, period, count, updated_at)
        SELECT $1, $3, $4::int, now() WHERE EXISTS (SELECT 1 FROM month)
        ON CONFLICT (subject, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count, updated_at = EXCLUDED.updated_at
        RETURNING count
      )
      SELECT (SELECT count FROM month) AS month, (SELECT count FROM day) AS day`,
};

export class UsageCounters {
  constructor(
    private readonly prisma: PrismaClient,
    /** The pool beneath the Prisma adapter (databasePool): the consume runs on it, prepared. */
    private readonly pool: DatabasePool,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(subject: string, units: number, limit: number): Promise<ConsumeResult> {
    const periods = periodsAt(this.now());
    const { rows } = await this.pool.query<{ month: number | null; day: number | null }>({ ...CONSUME, values: [subject, periods.month, periods.day, units, limit] });
    const taken = rows[0];
    if (taken?.month != null && taken.day != null) return { admitted: true, scansThisMonth: taken.month, scansToday: taken.day, periods };
    // Refused (nothing was written): the count it was refused at, for the message.
    return { admitted: false, scansThisMonth: (await this.durableCounts(subject, periods)).month, periods };
  }

  /** Gives units back (never below zero), in one statement. */
  async refund(subject: string, units: number): Promise<UsageCounts> {
    const periods = periodsAt(this.now());
    const rows = await this.prisma.$queryRaw<{ period: string; count: number }[]>`
      UPDATE usage_counters SET count = GREATEST(count - ${units}::int, 0), updated_at = now()
       WHERE subject = ${subject} AND period IN (${periods.month}, ${periods.day})
      RETURNING period, count`;
    return {
      scansThisMonth: rows.find((row) => row.period === periods.month)?.count ?? 0,
      scansToday: rows.find((row) => row.period === periods.day)?.count ?? 0,
      periods,
    };
  }

  /** Current counts. Consumes nothing. */
  async read(subject: string): Promise<UsageCounts> {
    const periods = periodsAt(this.now());
    const durable = await this.durableCounts(subject, periods);
    return { scansThisMonth: durable.month, scansToday: durable.day, periods };
  }

  /**
   * Retention: day counts older than DAY_ROWS_KEPT_DAYS and anonymous month counts older than the
   * previous month go (they would otherwise grow with every client IP ever seen); workspaces' month
   * counts stay as the usage history. Batched, idempotent, safe on every instance at once.
   */
  async purgeExpired(batchSize = 10_000): Promise<number> {
    const now = this.now();
    const oldestDay = periodsAt(now - DAY_ROWS_KEPT_DAYS * 86_400_000).day;
    const previousMonth = periodsAt(periodsAt(now).monthStart.getTime() - 1).month;
    let removed = 0;
    for (;;) {
      const batch = await this.prisma.$executeRaw`
        DELETE FROM usage_counters WHERE ctid IN (
          SELECT ctid FROM usage_counters
           WHERE (length(period) = 10 AND period < ${oldestDay})
              OR (length(period) = 7 AND subject LIKE 'ip:%' AND period < ${previousMonth})
           LIMIT ${batchSize})`;
      removed += batch;
      if (batch < batchSize) return removed;
    }
  }

  private async durableCounts(subject: string, periods: Periods): Promise<{ month: number; day: number }> {
    const rows = await this.prisma.usageCounter.findMany({ where: { subject, period: { in: [periods.month, periods.day] } } });
    return {
      month: rows.find((row) => row.period === periods.month)?.count ?? 0,
      day: rows.find((row) => row.period === periods.day)?.count ?? 0,
    };
  }
}
