import { readArtifactStoreConfig, type ArtifactStoreConfig } from '@lookout/artifacts';
import { loadConfig, readCommonConfig, readDatabaseUrl, readRedisUrl, type CommonConfig, type Env } from '@lookout/config';
import type { ScanEngine } from '@lookout/contracts';

export interface OrchestratorConfig extends CommonConfig {
  databaseUrl: string;
  redisUrl: string;
  cacheTtlSeconds: number;
  /** The engine of submissions that name none; resolved at submit so the cache key is exact. */
  defaultEngine: ScanEngine;
  deadlineSeconds: number;
  retentionDays: number;
  /** How often deadlines, the outbox and retention are swept. */
  sweepIntervalMs: number;
  /** Hot copies of scans in Redis, for polling. */
  hotCopyTtlSeconds: number;
  eventSource: string;
  /** Worker reports (started / finished) applied in parallel by this instance. */
  outcomeConcurrency: number;
  /** Postgres connections of their own for worker reports, so a flood of submissions cannot queue ahead of them. */
  outcomePoolSize: number;
  /** Admission control for submissions, outcomes first (domain/admission.ts). */
  submitConcurrency: number;
  submitConcurrencyWhileDraining: number;
  submitWaitMs: number;
  /** Where scan artifacts live: retention deletes those no remaining scan references. */
  artifacts: ArtifactStoreConfig;
}

export function readConfig(source: Env = process.env): OrchestratorConfig {
  return loadConfig(
    (env) => ({
      ...readCommonConfig(env, { healthPort: 8082 }),
      databaseUrl: readDatabaseUrl(env),
      redisUrl: readRedisUrl(env),
      cacheTtlSeconds: env.int('SCAN_CACHE_TTL_SECONDS', 900, { min: 0 }),
      defaultEngine: env.oneOf('SCAN_ENGINE', 'browser', ['browser', 'http'] as const),
      deadlineSeconds: env.int('SCAN_DEADLINE_SECONDS', 120, { min: 1 }),
      retentionDays: env.int('SCAN_RETENTION_DAYS', 30, { min: 1 }),
      sweepIntervalMs: env.int('ORCHESTRATOR_SWEEP_INTERVAL_MS', 2_000, { min: 100 }),
      hotCopyTtlSeconds: env.int('SCAN_HOT_COPY_TTL_SECONDS', 3_600, { min: 1 }),
      eventSource: env.string('EVENT_SOURCE', '/lookout/orchestrator'),
      outcomeConcurrency: env.int('ORCHESTRATOR_OUTCOME_CONCURRENCY', 16, { min: 1, max: 256 }),
      outcomePoolSize: env.int('ORCHESTRATOR_OUTCOME_POOL_SIZE', 4, { min: 1, max: 64 }),
      submitConcurrency: env.int('ORCHESTRATOR_SUBMIT_CONCURRENCY', 64, { min: 1, max: 4_096 }),
      submitConcurrencyWhileDraining: env.int('ORCHESTRATOR_SUBMIT_CONCURRENCY_WHILE_DRAINING', 1, { min: 1, max: 4_096 }),
      submitWaitMs: env.int('ORCHESTRATOR_SUBMIT_WAIT_MS', 5_000, { min: 0 }),
      artifacts: readArtifactStoreConfig(env),
    }),
    source,
  );
}
