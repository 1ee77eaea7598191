import { Router } from 'express';
import { Access, authorize } from '../middleware/authorize.js';
import { validationError } from '../problems.js';
import type { Backends } from '../services.js';

function singleString(name: string, raw: unknown, maxLength: number): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw validationError({ [name]: ['must be given once'] });
  if (raw.length > maxLength) throw validationError({ [name]: [`must be at most ${maxLength} characters`] });
  return raw;
}

/**
 * GET /api/scans?q=&limit=&cursor= — the caller's workspace's scans and public scans matching the
 * query (README "Search"), newest first, cursor-paginated. The orchestrator parses q and the cursor.
 */
export function searchScansRoute(backends: Backends): Router {
  const router = Router();
  router.get('/api/scans', authorize(backends, Access.searchScans), async (req, res) => {
    const q = singleString('q', req.query.q, 1024) ?? '';
    const rawLimit = singleString('limit', req.query.limit, 3);
    if (rawLimit !== undefined && (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 100)) {
      throw validationError({ limit: ['must be a whole number from 1 to 100'] });
    }
    const cursor = singleString('cursor', req.query.cursor, 400);
    const reply = await backends.searchScans(res.locals.caller, {
      q,
      ...(rawLimit !== undefined ? { limit: Number(rawLimit) } : {}),
      ...(cursor !== undefined ? { cursor } : {}),
    });
    res.status(200).json({ items: reply.items, nextCursor: reply.nextCursor });
  });
  return router;
}
