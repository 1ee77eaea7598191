import { CONSUMER_CONFIGS, connectBus, ensureConsumer, ensureStreams, servePing } from '@lookout/bus';
import { Streams } from '@lookout/contracts';
import { isEntryPoint, runMain, startHealthServer, stopInOrder, type RunningService } from '@lookout/runtime';
import { createLogger, startTelemetry } from '@lookout/telemetry';
import { readConfig, type DispatcherConfig } from './config.js';
import { consumeScanEvents } from './handlers/scan-events.js';

export const SERVICE = 'webhook-dispatcher';

export async function start(config: DispatcherConfig = readConfig()): Promise<RunningService & { healthPort: number }> {
  const telemetry = startTelemetry(SERVICE);
  const logger = createLogger(SERVICE, config.logLevel);
  const bus = await connectBus({ url: config.natsUrl, name: SERVICE, logger });
  await ensureStreams(bus.jsm, [Streams.scanEvents, Streams.deadLetters]);
  await ensureConsumer(bus.jsm, CONSUMER_CONFIGS.webhookDispatcher.stream, CONSUMER_CONFIGS.webhookDispatcher.config);
  const events = await consumeScanEvents(bus, logger, async (event) => {
    logger.info({ eventId: event.id, scanId: event.subject, scanState: event.data.scanState }, 'scan.completed received');
  });
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
        ['stop taking work', () => ping.unsubscribe()],
        ['finish in-flight', () => events.stop(config.shutdownGraceSeconds * 1000)],
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
