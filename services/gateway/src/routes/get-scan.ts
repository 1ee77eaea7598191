import { Router } from 'express';
import { AppError, isId, SCAN_NOT_FOUND_DETAIL } from '@lookout/contracts';
import type { Request } from 'express';
import { validationError } from '../problems.js';
import { Access, authorize } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

const MAX_WAIT_SECONDS = 30;

function parseWait(raw: unknown): number {
  if (raw === undefined) return 0;
  if (typeof raw !== 'string' || !/^\d{1,2}$/.test(raw) || Number(raw) > MAX_WAIT_SECONDS) {
    throw validationError({ wait: [`must be a whole number of seconds from 0 to ${MAX_WAIT_SECONDS}`] });
  }
  return Number(raw);
}

/** The scanId path parameter of a scan route (this one and the ones below it: artifacts, related …). */
export function scanIdParam(req: Request): string {
  const id = String(req.params.scanId);
  // Anything that cannot be a scan id gets the same 404 as an unknown one, without a lookup.
  if (!isId('scan', id)) throw new AppError('not_found', SCAN_NOT_FOUND_DETAIL);
  return id;
}

/**
 * GET /UrlCheck/{scanId} — the polling endpoint. 200 in every state (a failed scan is a result,
 * not an HTTP error); Retry-After: 3 while the scan is not terminal; ?wait=N long-polls.
 */
export function getScanRoute(backends: Backends): Router {
  const router = Router();
  router.get('/UrlCheck/:scanId', authorize(backends, Access.readScan), async (req, res) => {
    const waitSeconds = parseWait(req.query.wait);
    const { scan } = await backends.getScan(res.locals.caller, scanIdParam(req), waitSeconds);
    if (scan.scanState === 'queued' || scan.scanState === 'running') res.setHeader('Retry-After', '3');
    res.status(200).json(scan);
  });
  return router;
}
