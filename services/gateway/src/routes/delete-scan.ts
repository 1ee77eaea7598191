import { Router } from 'express';
import { Access, authorize } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

/**
 * DELETE /UrlCheck/{scanId} — removes one of the workspace's scans, its search entries and the
 * artifacts no other scan references. 204; 404 when the caller cannot see the scan (the same body as
 * GET); 403 when it can see but does not own it (another workspace's public scan, an anonymous scan).
 */
export function deleteScanRoute(backends: Backends): Router {
  const router = Router();
  router.delete('/UrlCheck/:scanId', authorize(backends, Access.deleteScan), async (req, res) => {
    await backends.deleteScan(res.locals.caller, String(req.params.scanId));
    res.status(204).end();
  });
  return router;
}
