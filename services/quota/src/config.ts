import { ConfigError, loadConfig, readCommonConfig, readDatabaseUrl, readNatsUrl, readRedisUrl, type CommonConfig, type Env } from '@lookout/config';
import { loadPlans, PlansFileError, type PlanTable } from './domain/plans.js';

export interface QuotaConfig extends CommonConfig {
  databaseUrl: string;
  redisUrl: string;
  /** Built-in plans merged with PLANS_FILE, validated at start. */
  plans: PlanTable;
  plansFile: string | undefined;
  /** How long a looked-up API key (and its workspace's plan) is trusted before it is read again. */
  keyCacheTtlMs: number;
}

/** What the admin CLI needs: no Redis, NATS only to broadcast revocations. */
export interface AdminConfig {
  databaseUrl: string;
  natsUrl: string;
  plans: PlanTable;
}

function withPlans<T extends { plansFile: string | undefined }>(config: T): T & { plans: PlanTable } {
  try {
    return { ...config, plans: loadPlans(config.plansFile) };
  } catch (error) {
    // Reported like every other configuration problem, so a bad PLANS_FILE stops the start with its reason.
    if (error instanceof PlansFileError) throw new ConfigError(error.problems.map((problem) => `PLANS_FILE ${problem}`));
    throw error;
  }
}

export function readConfig(source: Env = process.env): QuotaConfig {
  return withPlans(
    loadConfig(
      (env) => ({
        ...readCommonConfig(env, { healthPort: 8081 }),
        databaseUrl: readDatabaseUrl(env),
        redisUrl: readRedisUrl(env),
        plansFile: env.optionalString('PLANS_FILE'),
        keyCacheTtlMs: env.int('KEY_CACHE_TTL_MS', 5_000, { min: 0, max: 3_600_000 }),
      }),
      source,
    ),
  );
}

export function readAdminConfig(source: Env = process.env): AdminConfig {
  const { plans, databaseUrl, natsUrl } = withPlans(
    loadConfig(
      (env) => ({
        databaseUrl: readDatabaseUrl(env),
        natsUrl: readNatsUrl(env),
        plansFile: env.optionalString('PLANS_FILE'),
      }),
      source,
    ),
  );
  return { plans, databaseUrl, natsUrl };
}
