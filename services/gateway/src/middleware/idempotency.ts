import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppError, callerSubject, type IdempotentEndpoint } from '@lookout/contracts';
import { PROBLEM_CONTENT_TYPE, validationError } from '../problems.js';
import type { Backends } from '../services.js';
import { admit, type RoutePolicy } from './authorize.js';

/** What a submission handler answers; kept whole so an Idempotency-Key can replay it. */
export interface StoredResponse {
  status: number;
  body: unknown;
  contentType: string;
  location?: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Key order must not make "the same body" different. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** As kept for replay: the body as the exact text first sent (jsonb would reorder its keys). */
interface ReplayableResponse extends Omit<StoredResponse, 'body'> {
  bodyText: string;
}

function replayable(response: StoredResponse): ReplayableResponse {
  const { body, ...rest } = response;
  return { ...rest, bodyText: JSON.stringify(body) };
}

function send(res: Response, response: ReplayableResponse): void {
  if (response.location) res.location(response.location);
  res.status(response.status).type(response.contentType).send(response.bodyText);
}

/**
 * Authorizes a submission and runs it, honouring Idempotency-Key (contract §2): the same key and
 * body from the same caller within 24 hours replays the first response with Idempotent-Replayed and
 * consumes nothing; a different body is 422; a request still in flight is 409. Responses that
 * invite a retry (429, 5xx) are not kept, so the retry runs for real.
 */
export function idempotentSubmission(backends: Backends, endpoint: IdempotentEndpoint, policy: RoutePolicy, handler: (req: Request, res: Response) => Promise<StoredResponse>) {
  return async (req: Request, res: Response) => {
    const key = req.header('idempotency-key');
    if (key === undefined) {
      await admit(backends, req, res, policy, policy.rateLimited ? 1 : 0);
      send(res, replayable(await handler(req, res)));
      return;
    }
    if (!KEY_PATTERN.test(key)) throw validationError({ 'Idempotency-Key': ['must be 1 to 255 visible ASCII characters'] });
    // Identify the caller without consuming allowance: a replay consumes nothing.
    const identity = await admit(backends, req, res, policy, 0);
    const ids = { scope: callerSubject(identity.caller), endpoint, key };
    const requestHash = createHash('sha256').update(canonicalJson(req.body)).digest('hex');
    const begun = await backends.idempotency({ op: 'begin', ...ids, requestHash });
    if (begun.state === 'replay') {
      res.setHeader('Idempotent-Replayed', 'true');
      send(res, begun.responseBody as ReplayableResponse);
      return;
    }
    let response: ReplayableResponse;
    try {
      if (policy.rateLimited) await admit(backends, req, res, policy, 1);
      response = replayable(await handler(req, res));
    } catch (error) {
      const keep = error instanceof AppError && error.status < 500 && error.status !== 429;
      if (keep) {
        const stored = replayable({ status: error.status, body: error.toProblem(), contentType: PROBLEM_CONTENT_TYPE });
        await backends.idempotency({ op: 'complete', ...ids, responseStatus: stored.status, responseBody: stored });
      } else {
        await backends.idempotency({ op: 'release', ...ids }).catch(() => undefined);
      }
      throw error;
    }
    await backends.idempotency({ op: 'complete', ...ids, responseStatus: response.status, responseBody: response });
    send(res, response);
  };
}
