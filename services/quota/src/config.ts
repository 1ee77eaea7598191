import { loadConfig, readCommonConfig, type CommonConfig, type Env } from '@lookout/config';

export interface QuotaConfig extends CommonConfig {
  databaseUrl: string;
  redisUrl: string;
}

export function readConfig(source: Env = process.env): QuotaConfig {
  return loadConfig(
    (env) => ({
      ...readCommonConfig(env, { healthPort: 8081 }),
      databaseUrl: env.url('DATABASE_URL', 'postgresql://lookout:lookout@127.0.0.1:5432/lookout', ['postgres', 'postgresql']),
      redisUrl: env.url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis', 'rediss']),
    }),
    source,
  );
}
