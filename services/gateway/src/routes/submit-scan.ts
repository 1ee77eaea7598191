import { Router } from 'express';
import {
  checkSubmissionOptions,
  InvalidScanUrl,
  parseSubmittedUrl,
  Schemas,
  validatorFor,
  type OrchestratorSubmitReply,
  type SubmissionOptions,
} from '@lookout/contracts';
import { Access } from '../middleware/authorize.js';
import { requireJson } from '../middleware/errors.js';
import { idempotentSubmission, type StoredResponse } from '../middleware/idempotency.js';
import { validationError, validationErrorFromAjv } from '../problems.js';
import type { Backends } from '../services.js';

export interface UrlCheckBody extends SubmissionOptions {
  url: string;
  bReAnalyze?: boolean;
}

export interface ParsedSubmission {
  url: string;
  bReAnalyze: boolean;
  options: SubmissionOptions;
}

const validateBody = validatorFor<UrlCheckBody>(Schemas.urlCheckRequest);

/** Validates one submission (schema, then URL rules); throws the 400 it deserves. */
export function parseUrlCheckBody(body: unknown): ParsedSubmission {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError({ body: ['must be a JSON object with a url property'] });
  }
  const candidate = structuredClone(body);
  if (!validateBody(candidate)) throw validationErrorFromAjv(validateBody.errors);
  const { url, bReAnalyze, ...options } = candidate;
  const errors = checkSubmissionOptions(options);
  try {
    parseSubmittedUrl(url);
  } catch (error) {
    if (!(error instanceof InvalidScanUrl)) throw error;
    errors.url = [error.message];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { url, bReAnalyze: bReAnalyze ?? false, options };
}

export function submitResponse(reply: Extract<OrchestratorSubmitReply, { ok: true }>): StoredResponse {
  if (reply.outcome === 'cached') return { status: 200, body: reply.scan, contentType: 'application/json' };
  return { status: 202, body: reply.scan, contentType: 'application/json', location: `/UrlCheck/${reply.scan.scanId}` };
}

/** POST /UrlCheck — submit one URL. 202 with a queued scan, or 200 with a cached result. */
export function submitScanRoute(backends: Backends): Router {
  const router = Router();
  router.post(
    '/UrlCheck',
    requireJson(),
    idempotentSubmission(backends, '/UrlCheck', Access.submitScan, async (req, res) => {
      const { url, bReAnalyze, options } = parseUrlCheckBody(req.body);
      return submitResponse(await backends.submitScan(res.locals.caller, url, bReAnalyze, options));
    }),
  );
  return router;
}
