import { Router } from 'express';
import { Access, authorize } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

/** GET /UrlCheck/{scanId}/related — scans the caller may search that share something with this one. */
export function relatedScansRoute(backends: Backends): Router {
  const router = Router();
  router.get('/UrlCheck/:scanId/related', authorize(backends, Access.relatedScans), async (req, res) => {
    const reply = await backends.relatedScans(res.locals.caller, String(req.params.scanId));
    res.status(200).json({ items: reply.items });
  });
  return router;
}
