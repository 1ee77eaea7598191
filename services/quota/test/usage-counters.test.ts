import assert from 'node:assert/strict';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { UsageCounters } from '../src/domain/usage-counters.js';
import type { DatabasePool } from '@lookout/database';
import { ManualClock, migratedDatabase, quotaDatabase, type DatabaseHandle } from './support.js';

describe('quota: monthly counters (one Postgres statement decides and remembers)', function () {
  this.timeout(60_000);
  let database: DatabaseHandle;
  let prismas: PrismaClient[];
  let pools: DatabasePool[];
  let n = 0;
  const subject = () => `ws_counterstest${String(++n).padStart(20, '0')}`;
  const clock = ManualClock.at('2026-04-15T10:00:00.000Z');

  /** Three "instances", each with its own Postgres pool. */
  const instances = () => prismas.map((prisma, i) => new UsageCounters(prisma, pools[i]!, clock.now));

  before(async () => {
    database = await migratedDatabase();
    const instances = [quotaDatabase(database.url), quotaDatabase(database.url), quotaDatabase(database.url)];
    prismas = instances.map((instance) => instance.prisma);
    pools = instances.map((instance) => instance.pool);
  });

  after(async () => {
    await Promise.all((prismas ?? []).map((prisma) => prisma.$disconnect()));
    await Promise.all((pools ?? []).map((pool) => pool.end()));
    await database?.drop();
  });

  beforeEach(() => clock.set('2026-04-15T10:00:00.000Z'));

  async function durable(who: string, period: string): Promise<number> {
    const row = await prismas[0]!.usageCounter.findUnique({ where: { subject_period: { subject: who, period } } });
    return row?.count ?? 0;
  }

  async function consumeMany(who: string, count: number, limit: number) {
    const all = instances();
    return Promise.all(Array.from({ length: count }, (_, i) => all[i % all.length]!.consume(who, 1, limit)));
  }

  it('3× the remaining quota in parallel, from three instances, admits exactly the remaining quota', async () => {
    const who = subject();
    const [first] = instances();
    for (let i = 0; i < 5; i++) assert.ok((await first!.consume(who, 1, 25)).admitted);
    const results = await consumeMany(who, 60, 25);
    assert.equal(results.filter((result) => result.admitted).length, 20, 'exactly the 20 that remained');
    assert.equal(await durable(who, '2026-04'), 25);
    assert.equal(await durable(who, '2026-04-15'), 25);
    assert.equal((await first!.read(who)).scansThisMonth, 25);
  });

  it('a burst of 150 from three instances against a quota of 50: exactly 50, each seeing its own count', async () => {
    const who = subject();
    const results = await consumeMany(who, 150, 50);
    assert.equal(results.filter((result) => result.admitted).length, 50);
    assert.equal(await durable(who, '2026-04'), 50);
    assert.equal(await durable(who, '2026-04-15'), 50, 'the day counts exactly the admitted ones');
    const counts = results.filter((result) => result.admitted).map((result) => result.scansThisMonth).sort((a, b) => a - b);
    assert.deepEqual(counts, Array.from({ length: 50 }, (_, i) => i + 1), 'each admitted consume saw its own count');
  });

  it('refunds give units back, never below zero', async () => {
    const who = subject();
    const [first] = instances();
    for (let i = 0; i < 3; i++) await first!.consume(who, 1, 100);
    await first!.refund(who, 1);
    assert.equal((await first!.read(who)).scansThisMonth, 2);
    assert.equal(await durable(who, '2026-04'), 2);
    await first!.refund(who, 1);
    assert.equal(await durable(who, '2026-04'), 1);
    assert.ok((await first!.consume(who, 1, 100)).admitted);
    assert.equal((await first!.read(who)).scansThisMonth, 2, 'counted on from the refunded count');
    await first!.refund(who, 5);
    assert.equal(await durable(who, '2026-04'), 0);
    assert.equal((await first!.read(who)).scansThisMonth, 0);
  });

  it('days and months are UTC periods: today resets at midnight, the month at the first', async () => {
    const who = subject();
    const [first] = instances();
    clock.set('2026-04-30T23:59:59.000Z');
    await first!.consume(who, 1, 100);
    await first!.consume(who, 1, 100);
    clock.set('2026-04-30T23:59:59.999Z');
    let usage = await first!.read(who);
    assert.deepEqual([usage.scansThisMonth, usage.scansToday, usage.periods.month], [2, 2, '2026-04']);
    clock.set('2026-05-01T00:00:00.000Z');
    usage = await first!.read(who);
    assert.deepEqual([usage.scansThisMonth, usage.scansToday, usage.periods.month], [0, 0, '2026-05']);
    await first!.consume(who, 1, 100);
    clock.set('2026-05-02T08:00:00.000Z');
    await first!.consume(who, 1, 100);
    usage = await first!.read(who);
    assert.deepEqual([usage.scansThisMonth, usage.scansToday], [2, 1]);
    assert.equal(await durable(who, '2026-04'), 2);
    assert.equal(await durable(who, '2026-05-01'), 1);
  });

  it('retention: old day counts and old anonymous month counts go; workspace month counts stay', async () => {
    const [first] = instances();
    const rows = [
      ['ws_retentionkept000000000001', '2025-01', 5],
      ['ws_retentionkept000000000001', '2026-01-31', 1],
      ['ws_retentionkept000000000001', '2026-02-13', 2],
      ['ws_retentionkept000000000001', '2026-02-12', 3],
      ['ip:192.0.2.1', '2026-02', 4],
      ['ip:192.0.2.1', '2026-03', 6],
    ] as const;
    for (const [who, period, count] of rows) await prismas[0]!.usageCounter.create({ data: { subject: who, period, count } });
    clock.set('2026-04-15T10:00:00.000Z'); // 62 days back: 2026-02-12
    assert.equal(await first!.purgeExpired(1), 2, 'in batches smaller than the work');
    const left = await prismas[0]!.usageCounter.findMany({ where: { subject: { in: ['ws_retentionkept000000000001', 'ip:192.0.2.1'] } }, orderBy: [{ subject: 'asc' }, { period: 'asc' }] });
    assert.deepEqual(left.map((row) => `${row.subject} ${row.period}`), ['ip:192.0.2.1 2026-03', 'ws_retentionkept000000000001 2025-01', 'ws_retentionkept000000000001 2026-02-12', 'ws_retentionkept000000000001 2026-02-13']);
  });

  it('a refused consume changes nothing; a quota of zero admits nothing', async () => {
    const who = subject();
    const [first] = instances();
    const refused = await first!.consume(who, 1, 0);
    assert.ok(!refused.admitted);
    assert.equal(refused.periods.monthEnd.toISOString(), '2026-05-01T00:00:00.000Z');
    assert.equal(await durable(who, '2026-04'), 0);
    assert.ok((await first!.consume(who, 2, 2)).admitted, 'units > 1 fit exactly');
    const over = await first!.consume(who, 1, 2);
    assert.ok(!over.admitted);
    assert.equal(over.scansThisMonth, 2, 'refused at the count it found');
    assert.deepEqual([await durable(who, '2026-04'), await durable(who, '2026-04-15')], [2, 2], 'neither row moved');
  });
});
