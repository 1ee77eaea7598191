import { loadConfig, readCommonConfig, type CommonConfig, type Env } from '@lookout/config';

export interface DispatcherConfig extends CommonConfig {
  databaseUrl: string;
}

export function readConfig(source: Env = process.env): DispatcherConfig {
  return loadConfig(
    (env) => ({
      ...readCommonConfig(env, { healthPort: 8084 }),
      databaseUrl: env.url('DATABASE_URL', 'postgresql://lookout:lookout@127.0.0.1:5432/lookout', ['postgres', 'postgresql']),
    }),
    source,
  );
}
