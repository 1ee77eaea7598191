import type { NextFunction, Request, Response } from 'express';
import { newId } from '@lookout/contracts';
import { context, extractContext, SpanKind, SpanStatusCode, trace, tracer, type Logger } from '@lookout/telemetry';
import type { IncomingHttpHeaders } from 'node:http';
import { requestDuration } from '../metrics.js';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const headerGetter = {
  keys: (carrier: IncomingHttpHeaders) => Object.keys(carrier),
  get: (carrier: IncomingHttpHeaders, key: string) => carrier[key],
};

declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string;
    log: Logger;
  }
}

/**
 * Per request: an X-Request-Id (the caller's when it is sane, else a new one) on the response and in
 * every log line; a server span continuing an incoming W3C traceparent; one access-log line.
 */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : newId('req');
    res.setHeader('X-Request-Id', requestId);
    const parent = extractContext(req.headers, headerGetter);
    const span = tracer('gateway').startSpan(`${req.method} ${req.path}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path } }, parent);
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    res.on('finish', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      const route = (req.route as { path?: string } | undefined)?.path;
      if (route) span.updateName(`${req.method} ${route}`);
      span.end();
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      requestDuration().record(durationMs / 1000, { 'http.request.method': req.method, 'http.route': route ?? 'unmatched', 'http.response.status_code': res.statusCode });
      context.with(trace.setSpan(parent, span), () =>
        res.locals.log.info({ method: req.method, path: req.path, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 }, 'request'),
      );
    });
    context.with(trace.setSpan(parent, span), next);
  };
}
