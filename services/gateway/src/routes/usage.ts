import { Router } from 'express';
import { requestRpc, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { GatewayConfig } from '../config.js';
import { authorize } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

export interface UsageRouteDeps {
  backends: Backends;
  bus: Bus;
  config: Pick<GatewayConfig, 'rpcTimeoutMs'>;
}

/**
 * GET /api/usage — the caller's plan, quota and per-minute limit (contract §1). Never rate limited
 * and consumes nothing, so it carries no RateLimit headers; anonymous callers see the `anonymous`
 * tier, counted per client IP.
 */
export function usageRoute(deps: UsageRouteDeps): Router {
  const router = Router();
  router.get('/api/usage', authorize(deps.backends, { scope: 'usage:read', anonymousAllowed: true, rateLimited: false }), async (_req, res) => {
    const reply = await requestRpc(deps.bus, Operations.quotaUsage, { caller: res.locals.caller }, { timeoutMs: deps.config.rpcTimeoutMs });
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(reply.usage);
  });
  return router;
}
