import { X509Certificate } from 'node:crypto';
import tls from 'node:tls';
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
    ...(overrides.extraCaCerts === undefined ? {} : { extraCaCerts: overrides.extraCaCerts }),
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
  if (policy.extraCaCerts !== undefined) parsePemBundle(policy.extraCaCerts);
  if (!Number.isInteger(policy.maxRedirects) || policy.maxRedirects < 0) {
    throw new RangeError(`egress policy maxRedirects must be a non-negative integer, got ${policy.maxRedirects}`);
  }
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of a PEM bundle; throws when the bundle holds none or one does not parse. */
export function parsePemBundle(pem: string): string[] {
  const blocks = pem.match(PEM_CERTIFICATE) ?? [];
  if (blocks.length === 0) throw new RangeError('extra CA bundle holds no PEM certificate');
  for (const block of blocks) {
    try {
      new X509Certificate(block);
    } catch (error) {
      throw new RangeError(`extra CA bundle holds a certificate that does not parse: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return blocks;
}

/**
 * The `ca` option for upstream TLS: undefined (Node's default roots) without extra CAs, otherwise
 * Node's roots plus the extra ones (setting `ca` replaces the default list, so the roots are repeated).
 */
export function upstreamTrust(policy: EgressPolicy): string[] | undefined {
  if (policy.extraCaCerts === undefined) return undefined;
  return [...tls.rootCertificates, ...parsePemBundle(policy.extraCaCerts)];
}
