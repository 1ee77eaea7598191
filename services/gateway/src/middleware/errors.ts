import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@lookout/contracts';
import { sendProblem } from '../problems.js';

/** What libraries below express throw for client mistakes (e.g. the router's URIError on a bad %-escape). */
interface HttpishError extends Error {
  status?: number;
  statusCode?: number;
}

/** The one place where anything thrown becomes a problem-details response. */
export function errorHandler() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof AppError) return sendProblem(res, error);
    if (error instanceof URIError) {
      return sendProblem(res, new AppError('bad_request', 'The request path contains an invalid percent-encoding.'));
    }
    const status = (error as HttpishError | null)?.status ?? (error as HttpishError | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // A client error raised by a library: its message may name internals, so it is not echoed.
      return sendProblem(res, new AppError('bad_request', 'The request could not be understood.'));
    }
    // Internals stay in the log, under the request id the client can quote.
    res.locals.log.error({ err: error }, 'unhandled error');
    return sendProblem(res, new AppError('internal', 'An unexpected error occurred. Quote the X-Request-Id header when reporting it.'));
  };
}

export function notFoundHandler() {
  return (req: Request, res: Response) => {
    sendProblem(res, new AppError('not_found', `No route for ${req.method} ${req.path}.`));
  };
}

/** POST bodies must be declared JSON: anything else is a 415, before any parsing. */
export function requireJson() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.is('application/json') && !req.is('application/*+json')) {
      return next(new AppError('unsupported_media_type', 'Send the request body as application/json.'));
    }
    next();
  };
}
