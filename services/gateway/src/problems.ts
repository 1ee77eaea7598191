import type { Response } from 'express';
import { AppError, toFieldErrors, type FieldErrors } from '@lookout/contracts';
import type { ErrorObject } from 'ajv';
import { countRejection } from './metrics.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Writes an AppError as RFC 9457 problem details, with Retry-After and any headers it carries. */
export function sendProblem(res: Response, error: AppError): void {
  countRejection(error.problem);
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.status(error.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(error.toProblem()));
}

/** "url is required; bReAnalyze must be boolean" — the detail a person reads before the errors map. */
export function describeFieldErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field} ${messages.join(' and ')}`)
    .join('; ');
}

export function validationError(errors: FieldErrors): AppError {
  return new AppError('bad_request', describeFieldErrors(errors), { errors });
}

export function validationErrorFromAjv(errors: readonly ErrorObject[] | null | undefined): AppError {
  return validationError(toFieldErrors(errors));
}
