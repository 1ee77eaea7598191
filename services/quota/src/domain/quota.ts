import { AppError, quotaSubject, type Caller, type UsageRecord } from '@lookout/contracts';
import type { Directory } from './directory.js';
import { secondsUntil } from './periods.js';
import { ANONYMOUS_TIER, type Plan, type PlanTable } from './plans.js';
import type { UsageCounters } from './usage-counters.js';

/** Monthly quota and usage of a caller (workspace, or client IP when anonymous), free of transport. */
export class QuotaService {
  constructor(
    private readonly directory: Directory,
    private readonly plans: PlanTable,
    private readonly counters: UsageCounters,
    private readonly now: () => number = Date.now,
  ) {}

  private async planOf(caller: Caller): Promise<Required<Plan> & { tier: string }> {
    if (caller.workspaceId === null) return this.plans.effective(ANONYMOUS_TIER);
    const workspace = await this.directory.workspace(caller.workspaceId);
    if (!workspace) throw new AppError('unauthorized', 'The workspace of this API key no longer exists.');
    return this.plans.effective(workspace.tier, workspace);
  }

  /** Consumes `units` scans of the monthly quota, all or nothing; 429 quota_exceeded with Retry-After to the next UTC month. */
  async consume(caller: Caller, units: number): Promise<{ scansThisMonth: number; monthlyScanQuota: number }> {
    const plan = await this.planOf(caller);
    const result = await this.counters.consume(quotaSubject(caller), units, plan.monthlyScanQuota);
    if (!result.admitted) {
      const renews = result.periods.monthEnd;
      throw new AppError(
        'quota_exceeded',
        `The monthly scan quota of ${plan.monthlyScanQuota} (tier ${plan.tier}) is used up (${result.scansThisMonth} this month); it renews at ${renews.toISOString()}.`,
        { retryAfterSeconds: secondsUntil(renews, this.now()) },
      );
    }
    return { scansThisMonth: result.scansThisMonth, monthlyScanQuota: plan.monthlyScanQuota };
  }

  async refund(caller: Caller, units: number): Promise<{ scansThisMonth: number; monthlyScanQuota: number }> {
    const plan = await this.planOf(caller);
    const counts = await this.counters.refund(quotaSubject(caller), units);
    return { scansThisMonth: counts.scansThisMonth, monthlyScanQuota: plan.monthlyScanQuota };
  }

  /** The body of GET /api/usage (contract §1). */
  async usage(caller: Caller): Promise<UsageRecord> {
    const plan = await this.planOf(caller);
    const counts = await this.counters.read(quotaSubject(caller));
    return {
      tier: plan.tier,
      scansThisMonth: counts.scansThisMonth,
      monthlyScanQuota: plan.monthlyScanQuota,
      scansToday: counts.scansToday,
      rateLimitPerMinute: plan.rateLimitPerMinute,
      readRateLimitPerMinute: plan.readRateLimitPerMinute,
      remainingThisMonth: Math.max(0, plan.monthlyScanQuota - counts.scansThisMonth),
      periodStart: counts.periods.monthStart.toISOString(),
      periodEnd: counts.periods.monthEnd.toISOString(),
    };
  }
}
