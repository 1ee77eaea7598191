import { connectBus, servePing } from '@lookout/bus';
import { isEntryPoint, runMain, startHealthServer, stopInOrder, type RunningService } from '@lookout/runtime';
import { createLogger, startTelemetry } from '@lookout/telemetry';
import { readConfig, type QuotaConfig } from './config.js';
import { serveAuthorize } from './handlers/authorize.js';
import { serveConsume } from './handlers/consume.js';

export const SERVICE = 'quota';

export async function start(config: QuotaConfig = readConfig()): Promise<RunningService & { healthPort: number }> {
  const telemetry = startTelemetry(SERVICE);
  const logger = createLogger(SERVICE, config.logLevel);
  const bus = await connectBus({ url: config.natsUrl, name: SERVICE, logger });
  const servers = [serveAuthorize(bus, logger), ...serveConsume(bus, logger)];
  const ping = servePing(bus, SERVICE, () => true);
  const health = await startHealthServer({
    host: config.healthHost,
    port: config.healthPort,
    service: SERVICE,
    metrics: telemetry.metricsHandler,
    checks: { nats: async () => (bus.nc.isClosed() ? 'disconnected' : true) },
  });
  return {
    healthPort: health.port,
    stop: () =>
      stopInOrder(logger, [
        ['stop taking work', () => {
          for (const server of servers) server.subscription.unsubscribe();
          ping.unsubscribe();
        }],
        ['finish in-flight', () => Promise.all(servers.map((server) => server.idle()))],
        ['drain NATS', () => bus.drain()],
        ['close HTTP', () => health.close()],
        ['flush telemetry', () => telemetry.shutdown()],
      ]),
  };
}

if (isEntryPoint(import.meta.url)) {
  const config = readConfig();
  runMain({ name: SERVICE, logger: createLogger(SERVICE, config.logLevel), start: () => start(config) });
}
