import { Router } from 'express';
import { Access, authorize } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

/**
 * GET /api/usage — the caller's plan, quota and per-minute limit (contract §1). Never rate limited
 * and consumes nothing, so it carries no RateLimit headers; anonymous callers see the `anonymous`
 * tier, counted per client IP.
 */
export function usageRoute(backends: Backends): Router {
  const router = Router();
  router.get('/api/usage', authorize(backends, Access.usage), async (_req, res) => {
    const reply = await backends.usage(res.locals.caller);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(reply.usage);
  });
  return router;
}
