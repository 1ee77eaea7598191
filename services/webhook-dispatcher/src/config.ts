import { ConfigError, loadConfig, readCommonConfig, readDatabaseUrl, type CommonConfig, type Env } from '@lookout/config';
import { parseCidrList } from '@lookout/egress';
import { parseRetrySchedule } from './domain/retry.js';
import { parseSecretKey } from './domain/secret-box.js';

export interface DispatcherConfig extends CommonConfig {
  databaseUrl: string;
  /** EGRESS_ALLOW_CIDRS: exemptions from the egress blocklist, for deliveries and for registration checks. */
  egressAllowCidrs: string[];
  /** The installation key for secrets at rest: WEBHOOK_SECRET_KEY when set, else the key file (created when missing). */
  secretKey: { source: 'env'; key: Buffer } | { source: 'file'; path: string };
  /** Delay before attempt n+1 is entry n (ms); its length is the number of attempts. */
  retryScheduleMs: number[];
  timeoutMs: number;
  disableAfterHours: number;
  /** Attempts in progress in this process, all endpoints together. */
  maxInFlight: number;
  /** Attempts in progress in this process for one endpoint: a slow receiver holds at most this many slots. */
  endpointConcurrency: number;
  /** How often the scheduler looks for due deliveries (it is also woken when this process queues some). */
  pollIntervalMs: number;
  /** A claimed delivery is not due again before this much time: long enough for one attempt, short enough that a crashed process's work comes back soon. */
  claimLeaseMs: number;
  /** Finished deliveries and their attempts are kept this long for the delivery log. */
  retentionDays: number;
  /**
   * How long a workspace's cached endpoint set is trusted. Changes reach every instance at once by
   * broadcast; this only bounds how long a missed broadcast could matter. 0 = no cache.
   */
  endpointCacheTtlMs: number;
  /** Workspaces whose endpoint sets are cached, at most (least recently used go first). */
  endpointCacheMaxWorkspaces: number;
}

export function readConfig(source: Env = process.env): DispatcherConfig {
  const problems: string[] = [];
  const check = <T>(name: string, parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return fallback;
    }
  };
  let config: DispatcherConfig;
  try {
    config = loadConfig((env) => {
      const timeoutMs = env.int('WEBHOOK_TIMEOUT_MS', 15_000, { min: 100, max: 300_000 });
      const allow = env.list('EGRESS_ALLOW_CIDRS', []);
      check('EGRESS_ALLOW_CIDRS', () => parseCidrList(allow), []);
      const rawKey = env.optionalString('WEBHOOK_SECRET_KEY');
      const claimLeaseMs = env.int('WEBHOOK_CLAIM_LEASE_MS', timeoutMs + 30_000, { min: 1_000 });
      if (claimLeaseMs <= timeoutMs) problems.push(`WEBHOOK_CLAIM_LEASE_MS must be longer than WEBHOOK_TIMEOUT_MS (${claimLeaseMs} ≤ ${timeoutMs})`);
      return {
        ...readCommonConfig(env, { healthPort: 8084 }),
        databaseUrl: readDatabaseUrl(env),
        egressAllowCidrs: allow,
        secretKey:
          rawKey === undefined
            ? { source: 'file' as const, path: env.string('WEBHOOK_SECRET_KEY_FILE', '.data/webhook-secret.key') }
            : { source: 'env' as const, key: check('WEBHOOK_SECRET_KEY', () => parseSecretKey(rawKey), Buffer.alloc(32)) },
        retryScheduleMs: check('WEBHOOK_RETRY_SCHEDULE', () => parseRetrySchedule(env.string('WEBHOOK_RETRY_SCHEDULE', '0s,5s,5m,30m,2h,5h,10h,10h')), [0]),
        timeoutMs,
        disableAfterHours: env.int('WEBHOOK_DISABLE_AFTER_HOURS', 120, { min: 1 }),
        maxInFlight: env.int('WEBHOOK_MAX_IN_FLIGHT', 64, { min: 1, max: 10_000 }),
        endpointConcurrency: env.int('WEBHOOK_ENDPOINT_CONCURRENCY', 4, { min: 1, max: 1_000 }),
        pollIntervalMs: env.int('WEBHOOK_POLL_INTERVAL_MS', 1_000, { min: 10 }),
        claimLeaseMs,
        retentionDays: env.int('WEBHOOK_DELIVERY_RETENTION_DAYS', 30, { min: 1 }),
        endpointCacheTtlMs: env.int('WEBHOOK_ENDPOINT_CACHE_TTL_MS', 60_000, { min: 0, max: 3_600_000 }),
        endpointCacheMaxWorkspaces: env.int('WEBHOOK_ENDPOINT_CACHE_MAX_WORKSPACES', 10_000, { min: 1, max: 1_000_000 }),
      };
    }, source);
  } catch (error) {
    // Report the loader's problems and ours together: one pass to fix a deployment.
    if (error instanceof ConfigError) throw new ConfigError([...error.problems, ...problems]);
    throw error;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
