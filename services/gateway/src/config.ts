import { readArtifactStoreConfig, type ArtifactStoreConfig } from '@lookout/artifacts';
import { loadConfig, type Env } from '@lookout/config';

export interface GatewayConfig {
  natsUrl: string;
  port: number;
  host: string;
  /** Port of /healthz, /readyz and /metrics for orchestrators and scrapers (kept off the public API port). */
  healthPort: number;
  healthHost: string;
  /** Proxy hops whose X-Forwarded-For is believed (0 = none: the socket address is the client). */
  trustProxyHops: number;
  bodyLimitBytes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rpcTimeoutMs: number;
  shutdownGraceSeconds: number;
  /** Where scan artifacts are read from (shared with the workers and the orchestrator). */
  artifacts: ArtifactStoreConfig;
}

export function readConfig(source: Env = process.env): GatewayConfig {
  return loadConfig(
    (env) => ({
      natsUrl: env.url('NATS_URL', 'nats://127.0.0.1:4222', ['nats', 'tls', 'ws', 'wss']),
      port: env.int('PORT', 8080, { min: 0, max: 65535 }),
      host: env.string('HOST', '0.0.0.0'),
      healthPort: env.int('HEALTH_PORT', 8085, { min: 0, max: 65535 }),
      healthHost: env.string('HEALTH_HOST', '0.0.0.0'),
      trustProxyHops: env.int('TRUST_PROXY', 0, { min: 0, max: 10 }),
      bodyLimitBytes: env.int('REQUEST_BODY_LIMIT_BYTES', 1_048_576, { min: 1024 }),
      logLevel: env.oneOf('LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
      rpcTimeoutMs: env.int('GATEWAY_RPC_TIMEOUT_MS', 10_000, { min: 100 }),
      shutdownGraceSeconds: env.int('SHUTDOWN_GRACE_SECONDS', 25, { min: 0, max: 600 }),
      artifacts: readArtifactStoreConfig(env),
    }),
    source,
  );
}
