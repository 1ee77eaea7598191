import assert from 'node:assert/strict';
import type { Redis } from '@lookout/redis';
import { RateLimiter } from '../src/domain/rate-limiter.js';
import { closeAll, ManualClock, redisClients, startRedis, type RedisHandle } from './support.js';

describe('quota: sliding-window rate limiter (one Lua script, real Redis)', function () {
  this.timeout(30_000);
  let redisHandle: RedisHandle;
  let clients: Redis[];
  let subjectCounter = 0;
  const subject = () => `key:test-${++subjectCounter}`;

  before(async () => {
    redisHandle = await startRedis();
    clients = redisClients(redisHandle, 8);
  });

  after(async () => {
    await closeAll(clients ?? []);
    await redisHandle?.stop();
  });

  const limiters = (now?: () => number) => clients.map((client) => new RateLimiter(client, now));

  it('3× the limit in parallel, from 8 connections, admits exactly the limit (Redis server time)', async () => {
    const limit = 50;
    const who = subject();
    const all = limiters();
    const decisions = await Promise.all(Array.from({ length: limit * 3 }, (_, i) => all[i % all.length]!.take(who, limit, 1)));
    assert.equal(decisions.filter((decision) => decision.allowed).length, limit);
    const rejected = decisions.filter((decision) => !decision.allowed);
    assert.equal(rejected.length, limit * 2);
    for (const decision of rejected) {
      assert.ok(!decision.allowed && decision.retryAfterSeconds >= 59 && decision.retryAfterSeconds <= 60, `retry after ${JSON.stringify(decision)}`);
      assert.equal(decision.state.remaining, 0);
    }
  });

  it('window edges with an injected clock: a slot frees exactly one window after it was taken', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const who = subject();
    for (let i = 0; i < 3; i++) assert.ok((await limiter!.take(who, 3, 1)).allowed);
    let decision = await limiter!.take(who, 3, 1);
    assert.ok(!decision.allowed);
    assert.equal(decision.retryAfterSeconds, 60);

    clock.advance(59_999);
    decision = await limiter!.take(who, 3, 1);
    assert.ok(!decision.allowed, 'still inside the window 1 ms before the edge');
    assert.equal(decision.retryAfterSeconds, 1, 'whole seconds, rounded up, never 0');

    clock.advance(1);
    decision = await limiter!.take(who, 3, 1);
    assert.ok(decision.allowed, 'admitted exactly at the edge');
    assert.equal(decision.state.remaining, 2, 'all three taken at that instant freed together; one is used again now');
  });

  it('slides: allowance taken at different times frees at different times, and Retry-After says when (±1 s)', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const who = subject();
    for (let i = 0; i < 4; i++) assert.ok((await limiter!.take(who, 10, 1)).allowed); // t = 0
    clock.advance(20_500);
    for (let i = 0; i < 6; i++) assert.ok((await limiter!.take(who, 10, 1)).allowed); // t = 20.5 s
    clock.advance(10_000); // t = 30.5 s
    let decision = await limiter!.take(who, 10, 1);
    assert.ok(!decision.allowed);
    assert.equal(decision.retryAfterSeconds, 30, 'the four from t=0 free at t=60 s, 29.5 s from now → 30');

    clock.advance(29_500); // t = 60 s: the first four are gone
    decision = await limiter!.take(who, 10, 4);
    assert.ok(decision.allowed && decision.state.remaining === 0);
    decision = await limiter!.take(who, 10, 1);
    assert.ok(!decision.allowed);
    assert.equal(decision.retryAfterSeconds, 21, 'the six from t=20.5 s free at t=80.5 s');
  });

  it('units > 1 are all or nothing; units 0 only looks', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const who = subject();
    assert.ok((await limiter!.take(who, 5, 3)).allowed);
    const tooMany = await limiter!.take(who, 5, 3);
    assert.ok(!tooMany.allowed, 'three do not fit in the two left');
    const look = await limiter!.take(who, 5, 0);
    assert.ok(look.allowed);
    assert.equal(look.state.remaining, 2, 'the refused request took nothing');
    assert.ok((await limiter!.take(who, 5, 2)).allowed);
    const impossible = await limiter!.take(who, 5, 6);
    assert.ok(!impossible.allowed && impossible.retryAfterSeconds === 60, 'more units than the limit can never fit');
  });

  it('concurrent multi-unit requests never overshoot', async () => {
    const who = subject();
    const all = limiters();
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => all[i % all.length]!.take(who, 100, 3)));
    assert.equal(decisions.filter((decision) => decision.allowed).length, 33, '33 × 3 = 99 ≤ 100 < 102');
  });

  it('reports the policy state (limit, remaining, reset) on admitted requests', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const who = subject();
    const first = await limiter!.take(who, 10, 1);
    assert.deepEqual(first.state, { limit: 10, remaining: 9, resetSeconds: 60, windowSeconds: 60 });
    clock.advance(15_000);
    const second = await limiter!.take(who, 10, 1);
    assert.deepEqual(second.state, { limit: 10, remaining: 8, resetSeconds: 45, windowSeconds: 60 });
  });

  it('a clock that steps back never loses a unit to a reused entry name', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const who = subject();
    clock.advance(100);
    assert.ok((await limiter!.take(who, 10, 3)).allowed); // t = 0.1 s: entries 1–3 of that millisecond
    clock.advance(29_900);
    assert.ok((await limiter!.take(who, 10, 1)).allowed); // t = 30 s: entry 4 of that millisecond
    clock.advance(30_150);
    let decision = await limiter!.take(who, 10, 1); // t = 60.15 s: the three from t = 0.1 s are gone
    assert.ok(decision.allowed && decision.state.remaining === 8);
    clock.advance(-30_150); // back to t = 30 s (an NTP step)
    decision = await limiter!.take(who, 10, 1);
    assert.ok(decision.allowed && decision.state.remaining === 7);
    decision = await limiter!.take(who, 10, 1); // its natural name is the one taken at t = 30 s before the step
    assert.ok(decision.allowed);
    assert.equal(decision.state.remaining, 6, 'the unit is counted, not merged into an existing entry');
    decision = await limiter!.take(who, 10, 0);
    assert.equal(decision.state.remaining, 6, 'and it stays counted');
  });

  it('many entries leaving at once: exactly the expired ones go, and remaining and reset follow', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const who = subject();
    for (let i = 0; i < 600; i++) assert.ok((await limiter!.take(who, 1_000, 1)).allowed); // t = 0
    clock.advance(30_000);
    for (let i = 0; i < 6; i++) assert.ok((await limiter!.take(who, 1_000, 50)).allowed); // t = 30 s
    clock.advance(30_001); // t = 60.001 s: the 600 from t = 0 are gone, the 300 from t = 30 s count
    const decision = await limiter!.take(who, 1_000, 1);
    assert.ok(decision.allowed);
    assert.deepEqual(decision.state, { limit: 1_000, remaining: 699, resetSeconds: 30, windowSeconds: 60 });
    const key = RateLimiter.key(who);
    assert.equal(await clients[0]!.llen(key), 301, 'the expired entries were removed, not just skipped');
    clock.advance(60_000); // everything has left: the whole log goes, and the next unit starts a new one
    assert.deepEqual((await limiter!.take(who, 1_000, 1)).state, { limit: 1_000, remaining: 999, resetSeconds: 60, windowSeconds: 60 });
    assert.equal(await clients[0]!.llen(key), 1);
  });

  it('after a clock step back, an entry stuck behind a later one keeps counting: refusals err on the safe side and Retry-After is never early', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const who = subject();
    clock.advance(100_000);
    assert.ok((await limiter!.take(who, 2, 1)).allowed); // stamped t = 100 s
    clock.advance(-30_000); // an NTP step back to t = 70 s
    assert.ok((await limiter!.take(who, 2, 1)).allowed); // stamped t = 70 s, newer in the log than t = 100 s
    clock.advance(60_000); // t = 130 s: the t = 70 s entry is past its window, but leaves only after the older one
    const refused = await limiter!.take(who, 2, 1);
    assert.ok(!refused.allowed && refused.retryAfterSeconds === 30, `refused until the t = 100 s entry leaves: ${JSON.stringify(refused)}`);
    clock.advance(30_000); // t = 160 s
    const admitted = await limiter!.take(who, 2, 1);
    assert.ok(admitted.allowed && admitted.state.remaining === 1, 'both gone at the time Retry-After named');
  });

  it('calls made together share one script call and are decided in the order made, beyond one batch too', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const [a, b] = [subject(), subject()];
    // 150 calls in one turn (more than one script call holds), interleaving two subjects and unit counts.
    const calls = Array.from({ length: 150 }, (_, i) => ({ who: i % 3 === 0 ? b : a, units: i % 5 === 0 ? 2 : 1 }));
    const decisions = await Promise.all(calls.map(({ who, units }) => limiter!.take(who, 40, units)));
    for (const who of [a, b]) {
      let used = 0;
      calls.forEach((call, i) => {
        if (call.who !== who) return;
        const fits = used + call.units <= 40;
        assert.equal(decisions[i]!.allowed, fits, `call ${i} (${call.units} units after ${used} of 40)`);
        if (fits) {
          used += call.units;
          assert.equal(decisions[i]!.state.remaining, 40 - used, `remaining after call ${i}`);
        }
      });
    }
  });

  it('a key holding something else fails only the decision that needs it', async () => {
    const [limiter] = limiters();
    const [broken, fine] = [subject(), subject()];
    await clients[0]!.set(RateLimiter.key(broken), 'not a log');
    const [failed, admitted] = await Promise.allSettled([limiter!.take(broken, 5, 1), limiter!.take(fine, 5, 1)]);
    assert.equal(failed.status, 'rejected');
    assert.ok(admitted.status === 'fulfilled' && admitted.value.allowed && admitted.value.state.remaining === 4);
  });

  it('subjects are independent', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const [a, b] = [subject(), subject()];
    assert.ok((await limiter!.take(a, 1, 1)).allowed);
    assert.ok(!(await limiter!.take(a, 1, 1)).allowed);
    assert.ok((await limiter!.take(b, 1, 1)).allowed);
  });
});

/**
 * The exact sliding log the contract describes, kept in memory: every admitted unit is a stamp, and
 * a stamp counts while `now - window < stamp`. The script must answer exactly like it.
 */
class ReferenceLog {
  private readonly stamps: number[] = [];

  constructor(private readonly windowMs: number) {}

  take(now: number, limit: number, units: number): { allowed: true; remaining: number; resetMs: number } | { allowed: false; retryMs: number } {
    const live = this.stamps.filter((stamp) => stamp > now - this.windowMs).sort((a, b) => a - b);
    const count = live.length;
    if (units > limit) return { allowed: false, retryMs: this.windowMs };
    if (count + units > limit) return { allowed: false, retryMs: live[count + units - limit - 1]! + this.windowMs - now };
    for (let i = 0; i < units; i++) this.stamps.push(now);
    return { allowed: true, remaining: limit - count - units, resetMs: units === 0 && count === 0 ? 0 : (live[0] ?? now) + this.windowMs - now };
  }

  /** The latest stamp still counting at `now`, if any. */
  newestLive(now: number): number | undefined {
    const live = this.stamps.filter((stamp) => stamp > now - this.windowMs);
    return live.length > 0 ? Math.max(...live) : undefined;
  }

  /** The most units admitted in any window that ends at an admission. */
  busiestWindow(): number {
    const sorted = [...this.stamps].sort((a, b) => a - b);
    return Math.max(0, ...sorted.map((end, i) => sorted.slice(0, i + 1).filter((stamp) => stamp > end - this.windowMs).length));
  }
}

/** A small seeded generator, so a failing sequence can be replayed from the seed in the message. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('quota: the sliding window is exact (script against a reference log, real Redis, injected clock)', function () {
  this.timeout(120_000);
  let redisHandle: RedisHandle;
  let redis: Redis;
  const WINDOW = 60_000;
  /** A TTL (ms) no renewal by the script sets. */
  const UNTOUCHED = 1_000_000_000;

  before(async () => {
    redisHandle = await startRedis();
    [redis] = redisClients(redisHandle, 1) as [Redis];
  });

  after(async () => {
    await closeAll(redis ? [redis] : []);
    await redisHandle?.stop();
  });

  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`seed ${seed}: every decision, remaining, reset and Retry-After match the exact log; the key outlives its live entries`, async () => {
      const next = random(seed);
      const limit = 1 + Math.floor(next() * 12);
      const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
      const limiter = new RateLimiter(redis, clock.now);
      const reference = new ReferenceLog(WINDOW);
      const subject = `key:exact-${seed}`;
      const key = RateLimiter.key(subject);
      let expiresAt: number | undefined;
      let admitted = 0;
      for (let step = 0; step < 400; step++) {
        // Mostly small steps, some to just before, at and after a window edge, some long idle gaps.
        const roll = next();
        const advance =
          roll < 0.25 ? 0 : roll < 0.7 ? Math.floor(next() * 3_000) : roll < 0.8 ? WINDOW - 1 + Math.floor(next() * 3) : roll < 0.9 ? Math.floor(next() * WINDOW) : WINDOW * (1 + Math.floor(next() * 3));
        clock.advance(advance);
        const units = next() < 0.85 ? 1 : next() < 0.5 ? 0 : Math.floor(next() * (limit + 2));
        const where = `seed ${seed}, step ${step}, t=${clock.ms - Date.parse('2026-05-10T12:00:00.000Z')} ms, limit ${limit}, units ${units}`;
        const expected = reference.take(clock.ms, limit, units);
        // Redis counts a key's expiry in real time, which barely passes here: play it in the test
        // clock instead. A key whose expiry has come is dropped, as Redis would; otherwise its TTL is
        // set to a mark, so that the TTL read afterwards shows whether the script renewed it.
        if (expiresAt !== undefined && expiresAt <= clock.ms) await redis.del(key);
        else if (expiresAt !== undefined) await redis.pexpire(key, UNTOUCHED);
        const started = performance.now();
        const decision = await limiter.take(subject, limit, units);
        const ttl = await redis.pttl(key);
        const elapsed = performance.now() - started;
        assert.notEqual(ttl, -1, `a key without expiry, ${where}`);
        if (ttl === -2) expiresAt = undefined;
        else if (ttl < UNTOUCHED - 60_000) expiresAt = clock.ms + ttl + elapsed;
        assert.equal(decision.allowed, expected.allowed, where);
        if (decision.allowed && expected.allowed) {
          if (units > 0) admitted += units;
          assert.equal(decision.state.remaining, expected.remaining, `remaining, ${where}`);
          assert.equal(decision.state.resetSeconds, Math.ceil(expected.resetMs / 1000), `reset, ${where}`);
        } else if (!decision.allowed && !expected.allowed) {
          assert.equal(decision.retryAfterSeconds, Math.max(1, Math.ceil(expected.retryMs / 1000)), `Retry-After, ${where}`);
        }
        // The key must outlive every entry that still counts.
        const newest = reference.newestLive(clock.ms);
        if (newest !== undefined) assert.ok(expiresAt !== undefined && expiresAt >= newest + WINDOW, `key expires at ${expiresAt}, before ${newest + WINDOW}, ${where}`);
      }
      assert.ok(reference.busiestWindow() <= limit, 'the reference itself never admits more than the limit in a window');
      assert.ok(admitted > limit, `the sequence reached the limit (admitted ${admitted})`);
    });
  }
});
