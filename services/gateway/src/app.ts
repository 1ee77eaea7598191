import express, { type Express } from 'express';
import type { ArtifactStore } from '@lookout/artifacts';
import type { Bus } from '@lookout/bus';
import type { Logger } from '@lookout/telemetry';
import type { GatewayConfig } from './config.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { requestContext } from './middleware/request-context.js';
import { getArtifactRoutes } from './routes/get-artifact.js';
import { getScanRoute } from './routes/get-scan.js';
import { healthRoutes } from './routes/health.js';
import { keysRoute } from './routes/keys.js';
import { openApiRoute } from './routes/openapi.js';
import { submitBatchRoute } from './routes/submit-batch.js';
import { submitScanRoute } from './routes/submit-scan.js';
import { usageRoute } from './routes/usage.js';
import { webhooksRoutes } from './routes/webhooks.js';
import type { Backends } from './services.js';

export interface AppDeps {
  config: GatewayConfig;
  logger: Logger;
  backends: Backends;
  bus: Bus;
  artifacts: ArtifactStore;
  isStopping: () => boolean;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxyHops);
  app.set('etag', false);
  app.use(requestContext(deps.logger));
  // Parse any JSON-ish body up to the limit; routes decide whether a body is required (415/400).
  app.use(express.json({ limit: deps.config.bodyLimitBytes, type: ['application/json', 'application/*+json'], strict: false }));
  app.use(healthRoutes(deps.bus, deps.isStopping));
  app.use(openApiRoute());
  app.use(submitBatchRoute(deps.backends));
  app.use(submitScanRoute(deps.backends));
  app.use(getScanRoute(deps.backends));
  app.use(getArtifactRoutes(deps.backends, deps.artifacts));
  app.use(webhooksRoutes(deps.backends));
  app.use(usageRoute(deps));
  app.use(keysRoute(deps));
  app.use(notFoundHandler());
  app.use(errorHandler());
  return app;
}
