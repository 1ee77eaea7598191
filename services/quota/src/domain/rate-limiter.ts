import type { Redis } from '@lookout/redis';
import type { RateLimitState } from '@lookout/contracts';
import { integers, LuaScript } from './lua-script.js';

export const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;

/**
 * Sliding-window log in one sorted set per subject, checked and updated by ONE script, so
 * concurrent requests against a limit L admit exactly L. Each admitted unit is an entry scored
 * with its time (ms); an entry counts while `now - window < score`.
 * Time is Redis server time (TIME) so every quota instance shares one clock; a test clock is
 * passed in ARGV[4] instead.
 * Replies {allowed, countAfter, retryAfterMs, resetMs}.
 *
 * Kept to the fewest commands, since every rate-limited request runs it: an admitted unit costs
 * ZREMRANGEBYSCORE, ZCARD, ZADD, PEXPIRE and (unless the set was empty) one ZRANGE for the reset
 * the RateLimit header reports. Members are `<now>:<n>` with n counting on from the live entries:
 * the script runs alone, so while the clock does not go back, no live entry of the same
 * millisecond has that n. If it went back (an NTP step; a test clock), ZADD NX refuses the
 * duplicate and the next n is tried, so a unit is never lost to a collision.
 */
const SLIDING_WINDOW = new LuaScript(
  'sliding-window',
  `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local units = tonumber(ARGV[3])
local now
if ARGV[4] == '' then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
else
  now = tonumber(ARGV[4])
end
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count + units > limit then
  local retry = window
  local need = count + units - limit
  if units <= limit and need <= count then
    -- the need-th oldest entry must leave the window before this request fits
    local entry = redis.call('ZRANGE', key, need - 1, need - 1, 'WITHSCORES')
    retry = tonumber(entry[2]) + window - now
  end
  return {0, count, retry, retry}
end
local n = count
for _ = 1, units do
  repeat n = n + 1 until redis.call('ZADD', key, 'NX', now, now .. ':' .. n) == 1
end
if units > 0 then redis.call('PEXPIRE', key, window) end
if count == 0 then
  -- nothing older: the window resets one window after the units just taken (or is empty)
  return {1, units, 0, units > 0 and window or 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {1, count + units, 0, tonumber(oldest[2]) + window - now}
`,
);

export type RateLimitDecision =
  | { allowed: true; state: RateLimitState }
  | { allowed: false; state: RateLimitState; retryAfterSeconds: number };

export class RateLimiter {
  /**
   * @param now injected clock (tests); undefined = Redis server time.
   */
  constructor(
    private readonly redis: Redis,
    private readonly now?: () => number,
  ) {}

  /** `subject`: `key:<keyId>` or `ip:<address>`. */
  static key(subject: string): string {
    return `quota:rl:{${subject}}`;
  }

  /** Takes `units` (0 = only look) from the subject's window if they all fit; all or nothing. */
  async take(subject: string, limit: number, units: number, policy: NonNullable<RateLimitState['policy']> = 'default'): Promise<RateLimitDecision> {
    const reply = await SLIDING_WINDOW.run(this.redis, [RateLimiter.key(subject)], [limit, WINDOW_MS, units, this.now ? Math.floor(this.now()) : '']);
    const [allowed, count, retryMs, resetMs] = integers(reply, 4, SLIDING_WINDOW.name) as [number, number, number, number];
    const state: RateLimitState = {
      limit,
      remaining: Math.max(0, limit - count),
      resetSeconds: Math.max(0, Math.ceil(resetMs / 1000)),
      windowSeconds: WINDOW_SECONDS,
      ...(policy === 'default' ? {} : { policy }),
    };
    if (allowed === 1) return { allowed: true, state };
    // Whole seconds, at least 1, never early: at now + retryAfterSeconds the slot has freed.
    const retryAfterSeconds = Math.max(1, Math.ceil(retryMs / 1000));
    return { allowed: false, retryAfterSeconds, state: { ...state, remaining: 0, resetSeconds: retryAfterSeconds } };
  }
}

