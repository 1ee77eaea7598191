/**
 * Retry timing (contract §6): WEBHOOK_RETRY_SCHEDULE lists the delay before each attempt, the first
 * one included (`0s,5s,5m,30m,2h,5h,10h,10h`: 8 attempts over about 27.6 hours).
 */

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `0s,5s,5m` → [0, 5000, 300000]. Units: ms, s, m, h, d. */
export function parseRetrySchedule(text: string): number[] {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || entries.some((entry) => entry === '')) throw new Error('must be a comma-separated list of durations such as 0s,5s,5m,2h');
  return entries.map((entry) => {
    const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not a duration (a number followed by ms, s, m, h or d)`);
    return Math.round(Number(match[1]) * (UNIT_MS[match[2] ?? 's'] ?? 1_000));
  });
}

/** Random factor source in [0, 1); injected by tests. */
export type RandomSource = () => number;

/** ±10 %: many deliveries failing together (a receiver outage) do not all come back in the same instant. */
export function withJitter(delayMs: number, random: RandomSource = Math.random): number {
  if (delayMs <= 0) return 0;
  return Math.max(0, Math.round(delayMs * (0.9 + 0.2 * random())));
}

/**
 * When attempt `attempt + 1` is due after attempt `attempt` (1-based) failed, or null when the
 * schedule is exhausted. A Retry-After from the receiver (429/503) is honoured: the next attempt is
 * never earlier than it asks, nor earlier than the schedule.
 */
export function nextAttemptDelay(schedule: readonly number[], attempt: number, retryAfterMs: number | null, random: RandomSource = Math.random): number | null {
  const planned = schedule[attempt];
  if (planned === undefined) return null;
  const jittered = withJitter(planned, random);
  return retryAfterMs === null ? jittered : Math.max(jittered, retryAfterMs);
}

/** Longest Retry-After honoured: a receiver cannot park a delivery beyond the life of the schedule. */
export const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/** Retry-After is delay-seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return null;
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1_000;
  else {
    const date = Date.parse(text);
    if (Number.isNaN(date)) return null;
    ms = date - now.getTime();
  }
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
