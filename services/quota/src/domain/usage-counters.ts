import type { Redis } from '@lookout/redis';
import type { PrismaClient } from '../generated/prisma/client.js';
import { integers, LuaScript } from './lua-script.js';
import { periodsAt, type Periods } from './periods.js';

/**
 * Check-and-consume on the month and day counters, atomically. A missing counter is never taken
 * for zero: the script answers MISSING and the caller rebuilds it from Postgres first.
 * KEYS: month, day. ARGV: units, limit. Replies {status, month, day}: 1 admitted, 0 over the limit, -1 missing.
 */
const CONSUME = new LuaScript(
  'quota-consume',
  `
local month = redis.call('GET', KEYS[1])
local day = redis.call('GET', KEYS[2])
if not month or not day then return {-1, 0, 0} end
month = tonumber(month)
day = tonumber(day)
local units = tonumber(ARGV[1])
if month + units > tonumber(ARGV[2]) then return {0, month, day} end
return {1, redis.call('INCRBY', KEYS[1], units), redis.call('INCRBY', KEYS[2], units)}
`,
);

/**
 * Gives units back to whichever counters exist (never below zero). A missing counter is left
 * missing: its rebuild reads Postgres, where the refund is recorded too.
 */
const REFUND = new LuaScript(
  'quota-refund',
  `
local out = {}
for i = 1, 2 do
  local value = redis.call('GET', KEYS[i])
  if value then
    value = math.max(0, tonumber(value) - tonumber(ARGV[1]))
    redis.call('SET', KEYS[i], value, 'KEEPTTL')
    out[i] = value
  else
    out[i] = -1
  end
end
return out
`,
);

/** Rebuild: puts the Postgres counts back, unless another instance already has (NX). ARGV: month, day, monthTtlMs, dayTtlMs. */
const SEED = new LuaScript(
  'quota-seed',
  `
redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[3])
redis.call('SET', KEYS[2], ARGV[2], 'NX', 'PX', ARGV[4])
return {tonumber(redis.call('GET', KEYS[1])), tonumber(redis.call('GET', KEYS[2]))}
`,
);

// Counters outlive their period a little so late refunds still find them; expiry only frees memory,
// since a missing counter is rebuilt from Postgres.
const GRACE_MS = 24 * 3600 * 1000;

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

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * Monthly quota and daily count per subject (a workspace id, or `ip:<address>` for anonymous callers).
 *
 * Redis decides (one Lua script: exact under any concurrency); Postgres is the durable record,
 * written before the reply. The two are kept honest by a Postgres advisory lock per subject and
 * month: every consume and refund holds it SHARED from before its Redis step until its Postgres
 * row is committed, and a rebuild takes it EXCLUSIVE. A rebuild therefore waits for every change
 * already admitted in Redis to be committed, reads Postgres, and seeds Redis with SET NX before
 * anything else is admitted — so a Redis that forgot (FLUSHALL, a restart without persistence,
 * eviction) can never let a quota be exceeded. Failures only ever leave Redis counting high.
 */
export class UsageCounters {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    /** Told whenever a counter had to be rebuilt from Postgres (a metric: Redis lost data, or a new period began). */
    private readonly onRebuild: (subject: string) => void = () => undefined,
  ) {}

  static keys(subject: string, periods: Pick<Periods, 'month' | 'day'>): [string, string] {
    // One hash tag per subject: both keys in one cluster slot, so one script may touch both.
    return [`quota:usage:{${subject}}:${periods.month}`, `quota:usage:{${subject}}:${periods.day}`];
  }

  private static lockName(subject: string, periods: Periods): string {
    return `quota:${subject}:${periods.month}`;
  }

  private transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    // Many consumes of one subject queue on its counter rows: allow for the wait.
    return this.prisma.$transaction(fn, { maxWait: 10_000, timeout: 15_000 });
  }

  async consume(subject: string, units: number, limit: number): Promise<ConsumeResult> {
    const periods = periodsAt(this.now());
    const keys = UsageCounters.keys(subject, periods);
    const lock = UsageCounters.lockName(subject, periods);
    for (let attempt = 0; attempt < 5; attempt++) {
      const outcome = await this.transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtextextended(${lock}, 0))`;
        const [status, month, day] = integers(await CONSUME.run(this.redis, keys, [units, limit]), 3, CONSUME.name) as [number, number, number];
        if (status !== 1) return { status, month, day };
        try {
          await this.record(tx, subject, periods, units);
        } catch (error) {
          // Still under the lock, so no rebuild has read Postgres yet: give the units back in Redis.
          await REFUND.run(this.redis, keys, [units]).catch(() => undefined);
          throw error;
        }
        return { status, month, day };
      });
      if (outcome.status === 1) return { admitted: true, scansThisMonth: outcome.month, scansToday: outcome.day, periods };
      if (outcome.status === 0) return { admitted: false, scansThisMonth: outcome.month, periods };
      await this.rebuild(subject, periods);
      this.onRebuild(subject);
    }
    throw new Error(`quota counters of ${subject} keep disappearing from Redis`);
  }

  async refund(subject: string, units: number): Promise<UsageCounts> {
    const periods = periodsAt(this.now());
    const keys = UsageCounters.keys(subject, periods);
    const lock = UsageCounters.lockName(subject, periods);
    return this.transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtextextended(${lock}, 0))`;
      const rows = await tx.$queryRaw<{ period: string; count: number }[]>`
        UPDATE usage_counters SET count = GREATEST(count - ${units}, 0), updated_at = now()
         WHERE subject = ${subject} AND period IN (${periods.month}, ${periods.day})
        RETURNING period, count`;
      // Postgres first: if the update fails nothing was given back anywhere.
      await REFUND.run(this.redis, keys, [units]);
      return {
        scansThisMonth: rows.find((row) => row.period === periods.month)?.count ?? 0,
        scansToday: rows.find((row) => row.period === periods.day)?.count ?? 0,
        periods,
      };
    });
  }

  /** Current counts, from Redis, or from Postgres for a counter Redis does not hold. Consumes nothing. */
  async read(subject: string): Promise<UsageCounts> {
    const periods = periodsAt(this.now());
    const [month, day] = await this.redis.mget(...UsageCounters.keys(subject, periods));
    if (typeof month === 'string' && typeof day === 'string') {
      return { scansThisMonth: Number(month), scansToday: Number(day), periods };
    }
    const durable = await this.durableCounts(this.prisma, subject, periods);
    return { scansThisMonth: typeof month === 'string' ? Number(month) : durable.month, scansToday: typeof day === 'string' ? Number(day) : durable.day, periods };
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

  private async record(tx: Tx, subject: string, periods: Periods, units: number): Promise<void> {
    // Month row before day row in every transaction: a fixed order, so concurrent upserts cannot deadlock.
    await tx.$executeRaw`
      INSERT INTO usage_counters (subject, period, count, updated_at)
      VALUES (${subject}, ${periods.month}, ${units}, now()), (${subject}, ${periods.day}, ${units}, now())
      ON CONFLICT (subject, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count, updated_at = EXCLUDED.updated_at`;
  }

  private async durableCounts(db: PrismaClient | Tx, subject: string, periods: Periods): Promise<{ month: number; day: number }> {
    const rows = await db.usageCounter.findMany({ where: { subject, period: { in: [periods.month, periods.day] } } });
    return {
      month: rows.find((row) => row.period === periods.month)?.count ?? 0,
      day: rows.find((row) => row.period === periods.day)?.count ?? 0,
    };
  }

  /** Seeds missing Redis counters from Postgres, once every admitted change is committed (exclusive lock). */
  private async rebuild(subject: string, periods: Periods): Promise<void> {
    const lock = UsageCounters.lockName(subject, periods);
    // Relative TTLs from the same clock that chose the periods (an injected test clock may be far from Redis time).
    const now = this.now();
    await this.transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lock}, 0))`;
      const durable = await this.durableCounts(tx, subject, periods);
      await SEED.run(this.redis, UsageCounters.keys(subject, periods), [
        durable.month,
        durable.day,
        Math.ceil(periods.monthEnd.getTime() - now + GRACE_MS),
        Math.ceil(periods.dayEnd.getTime() - now + GRACE_MS),
      ]);
    });
  }
}
