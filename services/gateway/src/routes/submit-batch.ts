import { Router } from 'express';
import { AppError, Schemas, validatorFor, type ProblemBody, type ScanResource } from '@lookout/contracts';
import { Access, admit } from '../middleware/authorize.js';
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
    // The envelope consumes no allowance; each item consumes its own below, as a single submission would.
    idempotentSubmission(backends, '/UrlCheck/batch', Access.submitBatch, async (req, res) => {
      if (!validateEnvelope(req.body)) throw validationErrorFromAjv(validateEnvelope.errors);
      const results: BatchItemResult[] = [];
      for (const [index, item] of req.body.items.entries()) {
        try {
          const allowed = await admit(backends, req, res, Access.submitScan, 1);
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
