import { AppError, callerSubject, rateLimitHeaders, UNAUTHORIZED_DETAIL, type Caller, type QuotaAuthorizeRequest, type RateLimitState } from '@lookout/contracts';
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

export { UNAUTHORIZED_DETAIL };

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
      return { caller, tier: ANONYMOUS_TIER, ...(await this.limit(request, caller, plan)) };
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
    return { caller, tier: key.workspace.tier, scopes: [...key.scopes], ...(await this.limit(request, caller, plan)) };
  }

  /**
   * Takes the units from the allowance the request names: submissions (policy "default") or reads
   * of scans (policy "read"), two windows of the same caller kept by the same script.
   */
  private async limit(
    request: Pick<QuotaAuthorizeRequest, 'rateLimited' | 'units' | 'allowance'>,
    caller: Caller,
    plan: { rateLimitPerMinute: number; readRateLimitPerMinute: number },
  ): Promise<{ rateLimit?: RateLimitState }> {
    if (!request.rateLimited) return {};
    const read = request.allowance === 'read';
    const limit = read ? plan.readRateLimitPerMinute : plan.rateLimitPerMinute;
    const subject = read ? `read:${callerSubject(caller)}` : callerSubject(caller);
    const decision = await this.limiter.take(subject, limit, request.units, read ? 'read' : 'default');
    if (!decision.allowed) {
      const what = read ? 'reads of scans' : 'requests';
      throw new AppError('rate_limited', `Rate limit of ${limit} ${what} per minute exceeded; retry in ${decision.retryAfterSeconds} s.`, {
        retryAfterSeconds: decision.retryAfterSeconds,
        headers: rateLimitHeaders(decision.state),
      });
    }
    return { rateLimit: decision.state };
  }
}
