import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createArtifactStore } from '@lookout/artifacts';
import { connectBus } from '@lookout/bus';
import { serviceMain, startServiceHealth, stopInOrder, type RunningService } from '@lookout/runtime';
import { createLogger, startTelemetry } from '@lookout/telemetry';
import { createApp } from './app.js';
import { readConfig, type GatewayConfig } from './config.js';
import { answerClientErrors } from './middleware/client-errors.js';
import { pipelineChecks } from './routes/health.js';
import { busBackends } from './services.js';

export const SERVICE = 'gateway';

export async function start(config: GatewayConfig = readConfig()): Promise<RunningService & { port: number; healthPort: number; server: Server }> {
  const telemetry = startTelemetry(SERVICE);
  const logger = createLogger(SERVICE, config.logLevel);
  const bus = await connectBus({ url: config.natsUrl, name: SERVICE, logger });
  const artifacts = createArtifactStore(config.artifacts);
  let stopping = false;
  const app = createApp({ config, logger, bus, artifacts, backends: busBackends(bus, config.rpcTimeoutMs), isStopping: () => stopping });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  // Slow-loris protection: a client must send its headers and body within these bounds.
  server.headersTimeout = 15_000;
  // The body has its own, shorter bound (REQUEST_BODY_TIMEOUT_MS, a 408 problem); this is the backstop.
  server.requestTimeout = Math.max(60_000, config.bodyTimeoutMs + 15_000);
  server.keepAliveTimeout = 5_000;
  answerClientErrors(server);
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, host: config.host }, 'gateway listening');
  const health = await startServiceHealth({ service: SERVICE, config, telemetry, checks: pipelineChecks(bus, () => stopping) });
  return {
    port,
    healthPort: health.port,
    server,
    stop: () =>
      stopInOrder(logger, [
        ['stop taking work', () => {
          stopping = true;
        }],
        // close() stops accepting and resolves once in-flight requests have been answered.
        ['finish in-flight requests', () =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              server.closeAllConnections();
              resolve();
            }, config.shutdownGraceSeconds * 1000);
            server.close(() => {
              clearTimeout(timer);
              resolve();
            });
            server.closeIdleConnections();
          })],
        ['drain NATS', () => bus.drain()],
        ['close artifact store', async () => artifacts.close?.()],
        ['close health port', () => health.close()],
        ['flush telemetry', () => telemetry.shutdown()],
      ]),
  };
}

serviceMain(import.meta.url, SERVICE, readConfig, start);
