import { readArtifactStoreConfig, type ArtifactStoreConfig } from '@lookout/artifacts';
import { ConfigError, loadConfig, readCommonConfig, type CommonConfig, type Env } from '@lookout/config';

/** healthPort serves /healthz, /readyz and /metrics for orchestrators and scrapers, kept off the public API port. */
export interface GatewayConfig extends CommonConfig {
  port: number;
  host: string;
  /** Proxy hops whose X-Forwarded-For is believed (0 = none: the socket address is the client). */
  trustProxyHops: number;
  bodyLimitBytes: number;
  /** A request body must arrive whole within this (408 after). */
  bodyTimeoutMs: number;
  rpcTimeoutMs: number;
  /**
   * Seals dashboard session cookies (AES-256-GCM). Unset: a random secret per process, so sessions end
   * at a restart and only work against the instance that issued them; set it (same value on every
   * instance) behind a load balancer.
   */
  uiSessionSecret: string | undefined;
  /** How long a dashboard sign-in lasts. */
  uiSessionTtlSeconds: number;
  /** Where scan artifacts are read from (shared with the workers and the orchestrator). */
  artifacts: ArtifactStoreConfig;
}

export function readConfig(source: Env = process.env): GatewayConfig {
  const config = loadConfig(
    (env) => ({
      ...readCommonConfig(env, { healthPort: 8085 }),
      port: env.int('PORT', 8080, { min: 0, max: 65535 }),
      // Loopback unless told otherwise (a dev stack must not be an open scanner on the LAN); the
      // container image sets HOST=0.0.0.0 itself.
      host: env.string('HOST', '127.0.0.1'),
      trustProxyHops: env.int('TRUST_PROXY', 0, { min: 0, max: 10 }),
      bodyLimitBytes: env.int('REQUEST_BODY_LIMIT_BYTES', 1_048_576, { min: 1024 }),
      bodyTimeoutMs: env.int('REQUEST_BODY_TIMEOUT_MS', 10_000, { min: 100, max: 300_000 }),
      rpcTimeoutMs: env.int('GATEWAY_RPC_TIMEOUT_MS', 10_000, { min: 100 }),
      uiSessionSecret: env.optionalString('UI_SESSION_SECRET'),
      uiSessionTtlSeconds: env.int('UI_SESSION_TTL_SECONDS', 28_800, { min: 60, max: 604_800 }),
      artifacts: readArtifactStoreConfig(env),
    }),
    source,
  );
  // A guessable secret would let anyone forge a session for a key they know; the example placeholder is refused.
  if (config.uiSessionSecret !== undefined && (config.uiSessionSecret.length < 32 || config.uiSessionSecret === 'CHANGE-ME')) {
    throw new ConfigError(['UI_SESSION_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)']);
  }
  return config;
}
