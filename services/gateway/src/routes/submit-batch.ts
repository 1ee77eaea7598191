import { Router } from 'express';
import { AppError, rateLimitHeaders, Schemas, validatorFor, type ProblemBody, type ScanResource } from '@lookout/contracts';
import { clientIp } from '../middleware/authorize.js';
import { requireJson } from '../middleware/errors.js';
import { idempotentSubmission } from '../middleware/idempotency.js';
import { countRejection } from '../metrics.js';
import { validationErrorFromAjv } from '../problems.js';
import type { Backends } from '../services.js';
import { parseUrlCheckBody } from './submit-scan.js';

export interface BatchItemResult {
  index: number;
  status: number;
  scan?: ScanResource;
  problem?: ProblemBody;
  retryAfter?: number;
}

const validateEnvelope = validatorFor<{ items: unknown[] }>(Schemas.urlCheckBatchRequest);

/**
 * POST /UrlCheck/batch — up to 100 submissions judged one by one, in order, each exactly like a
 * single POST /UrlCheck: it consumes one unit of per-minute allowance (valid or not, as a single
 * request would) and, unless served from the cache, one scan of monthly quota. An item over a limit
 * is a 429 inside the results with retryAfter; the envelope itself consumes nothing.
 */
export function submitBatchRoute(backends: Backends): Router {
  const router = Router();
  router.post(
    '/UrlCheck/batch',
    requireJson(),
    // The envelope consumes no allowance (rateLimited: false); each item consumes its own below.
    idempotentSubmission(backends, '/UrlCheck/batch', { scope: 'scans:write', anonymousAllowed: true, rateLimited: false }, async (req, res) => {
      if (!validateEnvelope(req.body)) throw validationErrorFromAjv(validateEnvelope.errors);
      const results: BatchItemResult[] = [];
      for (const [index, item] of req.body.items.entries()) {
        try {
          const allowed = await backends.authorize({
            apiKey: req.header('x-api-key') ?? null,
            clientIp: clientIp(req),
            operation: 'scans:write',
            anonymousAllowed: true,
            rateLimited: true,
            units: 1,
          });
          if (allowed.rateLimit) for (const [name, value] of Object.entries(rateLimitHeaders(allowed.rateLimit))) res.setHeader(name, value);
          const { url, bReAnalyze, options } = parseUrlCheckBody(item);
          const reply = await backends.submitScan(allowed.caller, url, bReAnalyze, options);
          results.push({ index, status: reply.outcome === 'cached' ? 200 : 202, scan: reply.scan });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          countRejection(error.problem);
          for (const [name, value] of Object.entries(error.headers)) if (name.toLowerCase().startsWith('ratelimit')) res.setHeader(name, value);
          results.push({
            index,
            status: error.status,
            problem: error.toProblem(),
            ...(error.retryAfterSeconds !== undefined ? { retryAfter: Math.max(1, Math.ceil(error.retryAfterSeconds)) } : {}),
          });
        }
      }
      return { status: 200, body: { results }, contentType: 'application/json' };
    }),
  );
  return router;
}
