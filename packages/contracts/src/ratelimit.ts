import type { RateLimitState } from './types.js';

/**
 * IETF httpapi ratelimit-headers: the policy and the caller's standing in it. One definition, used by
 * the gateway for admitted requests and by the quota service for the 429s it raises.
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${state.policy ?? 'default'}";q=${state.limit};w=${state.windowSeconds}`,
    RateLimit: `"${state.policy ?? 'default'}";r=${Math.max(0, state.remaining)};t=${Math.max(0, state.resetSeconds)}`,
  };
}
