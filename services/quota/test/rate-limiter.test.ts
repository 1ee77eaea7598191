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

  it('subjects are independent', async () => {
    const clock = ManualClock.at('2026-05-10T12:00:00.000Z');
    const [limiter] = limiters(clock.now);
    const [a, b] = [subject(), subject()];
    assert.ok((await limiter!.take(a, 1, 1)).allowed);
    assert.ok(!(await limiter!.take(a, 1, 1)).allowed);
    assert.ok((await limiter!.take(b, 1, 1)).allowed);
  });
});
