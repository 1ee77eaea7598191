import { Router } from 'express';
import { validationError } from '../problems.js';
import { authorize, type RoutePolicy } from '../middleware/authorize.js';
import type { Backends } from '../services.js';

const MAX_WAIT_SECONDS = 30;

/**
 * Who may read a scan: GET /UrlCheck/{scanId} and its artifacts (routes/get-artifact.ts) share this
 * one policy, so the artifacts can never be more visible or less rate-limited than the scan.
 */
export const SCAN_READ_POLICY: RoutePolicy = { scope: 'scans:read', anonymousAllowed: true, rateLimited: true };

function parseWait(raw: unknown): number {
  if (raw === undefined) return 0;
  if (typeof raw !== 'string' || !/^\d{1,2}$/.test(raw) || Number(raw) > MAX_WAIT_SECONDS) {
    throw validationError({ wait: [`must be a whole number of seconds from 0 to ${MAX_WAIT_SECONDS}`] });
  }
  return Number(raw);
}

/**
 * GET /UrlCheck/{scanId} — the polling endpoint. 200 in every state (a failed scan is a result,
 * not an HTTP error); Retry-After: 3 while the scan is not terminal; ?wait=N long-polls.
 */
export function getScanRoute(backends: Backends): Router {
  const router = Router();
  router.get('/UrlCheck/:scanId', authorize(backends, SCAN_READ_POLICY), async (req, res) => {
    const waitSeconds = parseWait(req.query.wait);
    const { scan } = await backends.getScan(res.locals.caller, String(req.params.scanId), waitSeconds);
    if (scan.scanState === 'queued' || scan.scanState === 'running') res.setHeader('Retry-After', '3');
    res.status(200).json(scan);
  });
  return router;
}
