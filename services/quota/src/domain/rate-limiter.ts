import type { Redis } from '@lookout/redis';
import type { RateLimitState } from '@lookout/contracts';
import { integers, LuaScript } from './lua-script.js';

export const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;

/**
 * Sliding-window log, checked and updated by ONE script, so concurrent requests against a limit L
 * admit exactly L. Each admitted unit is an entry stamped with its time (ms); an entry counts while
 * `now - window < stamp`. Time is Redis server time (TIME) so every quota instance shares one clock;
 * a test clock is passed instead.
 *
 * One call decides a batch: KEYS are the subjects' logs (a subject may repeat), ARGV[1] the clock
 * ('' = Redis time), then a limit and a unit count per key. Decisions are made in order, each seeing
 * the ones before it, and answer {allowed, countAfter, retryAfterMs, resetMs} each, flattened
 * (allowed -1: that key holds something else than a log). A script call costs far more than the
 * commands of one decision, so requests that arrive together share one.
 *
 * The log is a list, newest first: stamps only ever arrive at one end and leave at the other, so no
 * sorted set is needed, and every step is O(1): the two oldest entries (LRANGE), one LPUSH, and an
 * RPOP when the oldest has expired. The entry count is what LPUSH answers (a refused request's push
 * is taken back at once). The key's expiry is renewed only when the list is new or an entry left it,
 * to two windows ahead: nothing is pushed later than one window after the oldest live entry without
 * finding that entry expired, which renews again.
 *
 * Where the time goes in Redis is converting numbers more than the commands (a number passed to
 * redis.call is printed with snprintf, a stamp read back is parsed with strtod): stamps are 8-byte
 * doubles (struct.pack / struct.unpack), constant arguments are string literals, and the window is
 * part of the script rather than an argument.
 *
 * A clock that steps back leaves stamps out of order. Then an expired entry stays counted until the
 * entries older in position than it leave too (the count errs towards refusing, never admitting), and
 * Retry-After is taken from the latest of the entries that must leave, so it is never early.
 */
const SLIDING_WINDOW = new LuaScript(
  'sliding-window',
  `
local window = ${WINDOW_MS}
local now
if ARGV[1] == '' then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
else
  now = tonumber(ARGV[1])
end
local horizon = now - window
local stamp = struct.pack('>d', now)

local function decide(key, limit, units)
  -- Drop the expired entries at the old end: usually none or one.
  local batch = redis.pcall('LRANGE', key, '-2', '-1')
  if batch.err then return -1, 0, 0, 0 end
  local live = #batch
  while live > 0 and struct.unpack('>d', batch[live]) <= horizon do live = live - 1 end
  local trimmed = #batch - live
  if trimmed == 1 and live > 0 then
    redis.call('RPOP', key)
  elseif trimmed > 0 then
    local size = 2
    while true do
      redis.call('LTRIM', key, 0, live - #batch - 1)
      if live > 0 or #batch < size then break end
      size = size * 4
      batch = redis.call('LRANGE', key, -size, -1)
      live = #batch
      while live > 0 and struct.unpack('>d', batch[live]) <= horizon do live = live - 1 end
      if live == #batch then break end
      trimmed = trimmed + #batch - live
    end
  end
  local oldest = live > 0 and struct.unpack('>d', batch[live]) or nil
  local function keepAlive()
    if oldest and oldest > now then
      redis.call('PEXPIRE', key, oldest - now + 2 * window)
    else
      redis.call('PEXPIRE', key, '${2 * WINDOW_MS}')
    end
  end
  if units == 0 or units > limit then
    if trimmed > 0 and oldest then keepAlive() end
    if units > limit then return 0, 0, window, window end
    local count = oldest and redis.call('LLEN', key) or 0
    return 1, count, 0, oldest and oldest + window - now or 0
  end
  local n
  if units == 1 then
    n = redis.call('LPUSH', key, stamp)
  else
    local stamps = {}
    for i = 1, units do stamps[i] = stamp end
    n = redis.call('LPUSH', key, unpack(stamps))
  end
  if n > limit then
    if units == 1 then redis.call('LPOP', key) else redis.call('LTRIM', key, units, -1) end
    if trimmed > 0 and oldest then keepAlive() end
    -- the request fits once the need oldest entries are gone; an entry leaves only after those older
    -- in position, so the latest stamp among them says when
    local need = n - limit
    local leaving = need <= live and {unpack(batch, live - need + 1, live)} or redis.call('LRANGE', key, -need, -1)
    local latest = horizon
    for i = 1, #leaving do latest = math.max(latest, (struct.unpack('>d', leaving[i]))) end
    local retry = latest + window - now
    return 0, n - units, retry, retry
  end
  if trimmed > 0 or n == units then keepAlive() end
  return 1, n, 0, (oldest or now) + window - now
end

local out = {}
for d = 1, #KEYS do
  out[4 * d - 3], out[4 * d - 2], out[4 * d - 1], out[4 * d] = decide(KEYS[d], tonumber(ARGV[2 * d]), tonumber(ARGV[2 * d + 1]))
end
return out
`,
);

/** Decisions per script call at most: the script runs alone on Redis, so a batch must stay short. */
const MAX_BATCH = 64;

export type RateLimitDecision =
  | { allowed: true; state: RateLimitState }
  | { allowed: false; state: RateLimitState; retryAfterSeconds: number };

interface Waiting {
  subject: string;
  limit: number;
  units: number;
  policy: NonNullable<RateLimitState['policy']>;
  resolve(decision: RateLimitDecision): void;
  reject(error: unknown): void;
}

export class RateLimiter {
  private waiting: Waiting[] = [];

  /**
   * @param now injected clock (tests); undefined = Redis server time.
   */
  constructor(
    private readonly redis: Redis,
    private readonly now?: () => number,
  ) {}

  /**
   * `subject`: `key:<keyId>` or `ip:<address>`. The prefix names the log's layout: `quota:rl:` held
   * sorted sets, which this script would refuse with WRONGTYPE.
   */
  static key(subject: string): string {
    return `quota:rlog:{${subject}}`;
  }

  /**
   * Takes `units` (0 = only look) from the subject's window if they all fit; all or nothing. Calls
   * made in the same turn of the event loop are decided by one script call, in the order made.
   */
  take(subject: string, limit: number, units: number, policy: NonNullable<RateLimitState['policy']> = 'default'): Promise<RateLimitDecision> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => this.decideWaiting());
      this.waiting.push({ subject, limit, units, policy, resolve, reject });
    });
  }

  private decideWaiting(): void {
    while (this.waiting.length > 0) {
      const batch = this.waiting.length <= MAX_BATCH ? this.waiting : this.waiting.slice(0, MAX_BATCH);
      this.waiting = this.waiting.length <= MAX_BATCH ? [] : this.waiting.slice(MAX_BATCH);
      const keys = batch.map((entry) => RateLimiter.key(entry.subject));
      const args: (string | number)[] = [this.now ? Math.floor(this.now()) : ''];
      for (const entry of batch) args.push(entry.limit, entry.units);
      SLIDING_WINDOW.run(this.redis, keys, args).then(
        (reply) => {
          const values = integers(reply, 4 * batch.length, SLIDING_WINDOW.name);
          batch.forEach((entry, i) => {
            const allowed = values[4 * i]!;
            if (allowed === -1) entry.reject(new Error(`${keys[i]} holds something else than a rate-limit log`));
            else entry.resolve(decision(entry, allowed, values[4 * i + 1]!, values[4 * i + 2]!, values[4 * i + 3]!));
          });
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
        },
      );
    }
  }
}

function decision(request: Pick<Waiting, 'limit' | 'policy'>, allowed: number, count: number, retryMs: number, resetMs: number): RateLimitDecision {
  const state: RateLimitState = {
    limit: request.limit,
    remaining: Math.max(0, request.limit - count),
    resetSeconds: Math.max(0, Math.ceil(resetMs / 1000)),
    windowSeconds: WINDOW_SECONDS,
    ...(request.policy === 'default' ? {} : { policy: request.policy }),
  };
  if (allowed === 1) return { allowed: true, state };
  // Whole seconds, at least 1, never early: at now + retryAfterSeconds the slot has freed.
  const retryAfterSeconds = Math.max(1, Math.ceil(retryMs / 1000));
  return { allowed: false, retryAfterSeconds, state: { ...state, remaining: 0, resetSeconds: retryAfterSeconds } };
}
