import type { CommonConfig } from '@lookout/config';
import { createLogger, type TelemetryHandle } from '@lookout/telemetry';
import { readiness, startHealthServer, type HealthServer, type ReadinessCheck } from './health.js';
import { isEntryPoint, runMain, type RunningService } from './lifecycle.js';

/**
 * The process entry of a service module, called at its end: `serviceMain(import.meta.url, SERVICE,
 * readConfig, start)` runs the service when the module is the process's entry point, and does nothing
 * when a test imports it.
 */
export function serviceMain<C extends Pick<CommonConfig, 'logLevel'>>(
  moduleUrl: string,
  name: string,
  readConfig: () => C,
  start: (config: C) => Promise<RunningService>,
): void {
  if (!isEntryPoint(moduleUrl)) return;
  const config = readConfig();
  runMain({ name, logger: createLogger(name, config.logLevel), start: () => start(config) });
}

/** The connections a service holds, each checked the same way in every service's /readyz. */
export interface Connections {
  nats?: { isClosed(): boolean };
  /** A round trip to Postgres, e.g. `() => prisma.$queryRaw\`SELECT 1\``. */
  postgres?: () => Promise<unknown>;
  redis?: { status: string };
}

export function connectionChecks(connections: Connections): Record<string, ReadinessCheck> {
  return {
    ...(connections.nats ? { nats: readiness.nats(connections.nats) } : {}),
    ...(connections.postgres ? { postgres: readiness.query(connections.postgres) } : {}),
    ...(connections.redis ? { redis: readiness.redis(connections.redis) } : {}),
  };
}

/** A service's health port (HEALTH_HOST:HEALTH_PORT): /healthz, /readyz with `checks`, and /metrics from its telemetry. */
export function startServiceHealth(options: {
  service: string;
  config: Pick<CommonConfig, 'healthHost' | 'healthPort'>;
  telemetry: Pick<TelemetryHandle, 'metricsHandler'>;
  checks: Record<string, ReadinessCheck>;
}): Promise<HealthServer> {
  return startHealthServer({
    host: options.config.healthHost,
    port: options.config.healthPort,
    service: options.service,
    metrics: options.telemetry.metricsHandler,
    checks: options.checks,
  });
}
