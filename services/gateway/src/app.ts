import express, { type Express } from 'express';
import type { ArtifactStore } from '@lookout/artifacts';
import type { Bus } from '@lookout/bus';
import type { Logger } from '@lookout/telemetry';
import type { GatewayConfig } from './config.js';
import { jsonBody } from './middleware/body.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { requestContext } from './middleware/request-context.js';
import { getArtifactRoutes } from './routes/get-artifact.js';
import { deleteScanRoute } from './routes/delete-scan.js';
import { searchScansRoute } from './routes/search-scans.js';
import { relatedScansRoute } from './routes/related-scans.js';
import { getScanRoute } from './routes/get-scan.js';
import { healthRoutes } from './routes/health.js';
import { keysRoute } from './routes/keys.js';
import { openApiRoute } from './routes/openapi.js';
import { submitBatchRoute } from './routes/submit-batch.js';
import { submitScanRoute } from './routes/submit-scan.js';
import { usageRoute } from './routes/usage.js';
import { webhooksRoutes } from './routes/webhooks.js';
import { sessionAuth, uiRoutes } from './routes/ui.js';
import { SessionSealer } from './ui/session.js';
import { randomBytes } from 'node:crypto';
import type { Backends } from './services.js';

/** No request body of the API nests deeper than a handful of levels; 64 leaves room and stops stack abuse. */
const MAX_JSON_DEPTH = 64;

export interface AppDeps {
  config: GatewayConfig;
  logger: Logger;
  backends: Backends;
  bus: Bus;
  artifacts: ArtifactStore;
  isStopping: () => boolean;
  /** Injected in tests (session expiry). */
  now?: () => number;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxyHops);
  app.set('etag', false);
  app.use(requestContext(deps.logger));
  // Parse any JSON-ish body within bounds; routes decide whether a body is required (415/400).
  app.use(jsonBody({ maxBytes: deps.config.bodyLimitBytes, timeoutMs: deps.config.bodyTimeoutMs, maxDepth: MAX_JSON_DEPTH }));
  app.use(healthRoutes(deps.bus, deps.isStopping));
  const ui = {
    config: deps.config,
    backends: deps.backends,
    sealer: new SessionSealer(deps.config.uiSessionSecret ?? randomBytes(32)),
    now: deps.now ?? Date.now,
  };
  app.use(uiRoutes(ui));
  app.use(sessionAuth(ui));
  app.use(openApiRoute());
  app.use(submitBatchRoute(deps.backends));
  app.use(submitScanRoute(deps.backends));
  app.use(getScanRoute(deps.backends));
  app.use(deleteScanRoute(deps.backends));
  app.use(searchScansRoute(deps.backends));
  app.use(relatedScansRoute(deps.backends));
  app.use(getArtifactRoutes(deps.backends, deps.artifacts));
  app.use(webhooksRoutes(deps.backends));
  app.use(usageRoute(deps.backends));
  app.use(keysRoute(deps.backends));
  app.use(notFoundHandler());
  app.use(errorHandler());
  return app;
}
