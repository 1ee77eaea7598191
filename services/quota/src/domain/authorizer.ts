import { AppError, rateLimitHeaders, type Caller, type QuotaAuthorizeRequest, type RateLimitState } from '@lookout/contracts';
import { hashApiKey, isWellFormedApiKey } from './api-keys.js';
import type { Directory } from './directory.js';
import { ANONYMOUS_TIER, type PlanTable } from './plans.js';
import type { RateLimiter } from './rate-limiter.js';

export interface Authorization {
  caller: Caller;
  tier: string;
  scopes?: string[];
  rateLimit?: RateLimitState;
}

/** The four reasons a key is refused, each with the detail the client reads (contract §2). */
export const UNAUTHORIZED_DETAIL = {
  missing: 'The API key is missing: this endpoint requires one in the X-Api-Key header.',
  invalid: 'The API key is invalid.',
  expired: 'The API key has expired.',
  revoked: 'The API key has been revoked.',
} as const;

/** The rate-limit subject of a caller: per key, or per client IP when anonymous. */
export function rateLimitSubject(caller: Caller): string {
  return caller.keyId ? `key:${caller.keyId}` : `ip:${caller.clientIp}`;
}

/** The quota subject of a caller: its workspace, or its client IP when anonymous. */
export function quotaSubject(caller: Caller): string {
  return caller.workspaceId ?? `ip:${caller.clientIp}`;
}

/**
 * quota.authorize, free of transport: who is calling (anonymous or a valid key), may it call this
 * operation (scope), and — for rate-limited endpoints — does it have `units` of allowance left.
 * A key that is present but bad is always a 401, never a fallback to anonymous.
 */
export class Authorizer {
  constructor(
    private readonly directory: Directory,
    private readonly plans: PlanTable,
    private readonly limiter: RateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  async authorize(request: Omit<QuotaAuthorizeRequest, 'type' | 'version'>): Promise<Authorization> {
    if (request.apiKey === null) {
      if (!request.anonymousAllowed) throw new AppError('unauthorized', UNAUTHORIZED_DETAIL.missing);
      const caller: Caller = { workspaceId: null, keyId: null, clientIp: request.clientIp };
      const plan = this.plans.effective(ANONYMOUS_TIER);
      return { caller, tier: ANONYMOUS_TIER, ...(await this.limit(request, caller, plan.rateLimitPerMinute)) };
    }
    const key = isWellFormedApiKey(request.apiKey) ? await this.directory.keyByHash(hashApiKey(request.apiKey)) : null;
    if (!key) throw new AppError('unauthorized', UNAUTHORIZED_DETAIL.invalid);
    if (key.revokedAt !== null) throw new AppError('unauthorized', UNAUTHORIZED_DETAIL.revoked);
    if (key.expiresAt !== null && key.expiresAt <= this.now()) throw new AppError('unauthorized', UNAUTHORIZED_DETAIL.expired);
    if (!key.scopes.includes(request.operation)) {
      throw new AppError('forbidden', `The API key lacks the scope ${request.operation} that this endpoint requires.`);
    }
    this.directory.touch(key.id);
    const caller: Caller = { workspaceId: key.workspaceId, keyId: key.id, clientIp: request.clientIp };
    const plan = this.plans.effective(key.workspace.tier, key.workspace);
    return { caller, tier: key.workspace.tier, scopes: [...key.scopes], ...(await this.limit(request, caller, plan.rateLimitPerMinute)) };
  }

  private async limit(request: Pick<QuotaAuthorizeRequest, 'rateLimited' | 'units'>, caller: Caller, limit: number): Promise<{ rateLimit?: RateLimitState }> {
    if (!request.rateLimited) return {};
    const decision = await this.limiter.take(rateLimitSubject(caller), limit, request.units);
    if (!decision.allowed) {
      throw new AppError('rate_limited', `Rate limit of ${limit} requests per minute exceeded; retry in ${decision.retryAfterSeconds} s.`, {
        retryAfterSeconds: decision.retryAfterSeconds,
        headers: rateLimitHeaders(decision.state),
      });
    }
    return { rateLimit: decision.state };
  }
}
