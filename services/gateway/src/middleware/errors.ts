import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@lookout/contracts';
import { sendProblem } from '../problems.js';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** The one place where anything thrown becomes a problem-details response. */
export function errorHandler() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof AppError) return sendProblem(res, error);
    const parserError = error as BodyParserError;
    switch (parserError.type) {
      case 'entity.parse.failed':
        return sendProblem(res, new AppError('bad_request', 'The request body is not valid JSON.', { errors: { body: ['is not valid JSON'] } }));
      case 'entity.too.large':
        return sendProblem(res, new AppError('payload_too_large', 'The request body is larger than the 1 MB limit.'));
      case 'charset.unsupported':
      case 'encoding.unsupported':
        return sendProblem(res, new AppError('unsupported_media_type', 'The request body must be UTF-8 JSON.'));
      case 'request.aborted':
        return sendProblem(res, new AppError('bad_request', 'The request was aborted by the client.'));
      default:
        break;
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
