import { Router } from 'express';
import { authorize, type RoutePolicy } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

/** Related scans are a search: a key is required (anonymous scans are never searchable). */
const RELATED_POLICY: RoutePolicy = { scope: 'scans:read', anonymousAllowed: false, rateLimited: true, read: true };

/** GET /UrlCheck/{scanId}/related — scans the caller may search that share something with this one. */
export function relatedScansRoute(backends: Backends): Router {
  const router = Router();
  router.get('/UrlCheck/:scanId/related', authorize(backends, RELATED_POLICY), async (req, res) => {
    const reply = await backends.relatedScans(res.locals.caller, String(req.params.scanId));
    res.status(200).json({ items: reply.items });
  });
  return router;
}
