import type { EgressPolicy } from './types.js';

export type EgressPolicyOverrides = Partial<Omit<EgressPolicy, 'timeouts'>> & {
  timeouts?: Partial<EgressPolicy['timeouts']>;
};

export const DEFAULT_USER_AGENT = 'lookout-scanner/0.1 (+https://github.com/lookout)';

/** The contract's defaults; an override left `undefined` keeps the default. */
export function defaultPolicy(overrides: EgressPolicyOverrides = {}): EgressPolicy {
  const t = overrides.timeouts ?? {};
  return {
    allowCidrs: overrides.allowCidrs ?? [],
    maxRedirects: overrides.maxRedirects ?? 10,
    maxBodyBytes: overrides.maxBodyBytes ?? 5 * 1024 * 1024,
    maxHeaderBytes: overrides.maxHeaderBytes ?? 32 * 1024,
    timeouts: {
      lookupMs: t.lookupMs ?? 5_000,
      connectMs: t.connectMs ?? 5_000,
      secureConnectMs: t.secureConnectMs ?? 5_000,
      responseMs: t.responseMs ?? 10_000,
      totalMs: t.totalMs ?? 30_000,
    },
    userAgent: overrides.userAgent ?? DEFAULT_USER_AGENT,
  };
}

/** Throws on a policy that would silently disable a limit (0, negative, NaN). */
export function assertValidPolicy(policy: EgressPolicy): void {
  const positive: Array<[string, number]> = [
    ['maxBodyBytes', policy.maxBodyBytes],
    ['maxHeaderBytes', policy.maxHeaderBytes],
    ['timeouts.lookupMs', policy.timeouts.lookupMs],
    ['timeouts.connectMs', policy.timeouts.connectMs],
    ['timeouts.secureConnectMs', policy.timeouts.secureConnectMs],
    ['timeouts.responseMs', policy.timeouts.responseMs],
    ['timeouts.totalMs', policy.timeouts.totalMs],
  ];
  for (const [name, value] of positive) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`egress policy ${name} must be a positive number, got ${value}`);
  }
  if (!Number.isInteger(policy.maxRedirects) || policy.maxRedirects < 0) {
    throw new RangeError(`egress policy maxRedirects must be a non-negative integer, got ${policy.maxRedirects}`);
  }
}
