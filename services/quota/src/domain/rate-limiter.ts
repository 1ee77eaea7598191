import type { Redis } from '@lookout/redis';
import type { RateLimitState } from '@lookout/contracts';
import { integers, LuaScript } from './lua-script.js';

export const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;

/**
 * Sliding-window log in one sorted set per subject, checked and updated by ONE script, so
 * concurrent requests against a limit L admit exactly L. Each admitted unit is an entry scored
 * with its time (ms) and a unique member; an entry counts while `now - window < score`.
 * Time is Redis server time (TIME) so every quota instance shares one clock; a test clock is
 * passed in ARGV[4] instead.
 * Replies {allowed, countAfter, retryAfterMs, resetMs}.
 */
const SLIDING_WINDOW = new LuaScript(
  'sliding-window',
  `
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
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count + units > limit then
  local retry = window
  local need = count + units - limit
  if units <= limit and need <= count then
    -- the need-th oldest entry must leave the window before this request fits
    local entry = redis.call('ZRANGE', KEYS[1], need - 1, need - 1, 'WITHSCORES')
    retry = tonumber(entry[2]) + window - now
  end
  return {0, count, retry, retry}
end
if units > 0 then
  local seq = redis.call('INCRBY', KEYS[2], units)
  for i = units - 1, 0, -1 do
    redis.call('ZADD', KEYS[1], now, now .. ':' .. (seq - i))
  end
  redis.call('PEXPIRE', KEYS[1], window)
  redis.call('PEXPIRE', KEYS[2], window)
end
local reset = 0
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if oldest[2] then reset = tonumber(oldest[2]) + window - now end
return {1, count + units, 0, reset}
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

  /** `subject`: `key:<keyId>` or `ip:<address>`. The hash tag keeps both keys in one cluster slot. */
  static keys(subject: string): [string, string] {
    return [`quota:rl:{${subject}}`, `quota:rl:{${subject}}:seq`];
  }

  /** Takes `units` (0 = only look) from the subject's window if they all fit; all or nothing. */
  async take(subject: string, limit: number, units: number, policy: NonNullable<RateLimitState['policy']> = 'default'): Promise<RateLimitDecision> {
    const reply = await SLIDING_WINDOW.run(this.redis, RateLimiter.keys(subject), [limit, WINDOW_MS, units, this.now ? Math.floor(this.now()) : '']);
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

