import type { NextFunction, Request, Response } from 'express';
import { newId } from '@lookout/contracts';
import { context, extractContext, SpanKind, SpanStatusCode, trace, tracer, tracingEnabled, type Logger } from '@lookout/telemetry';
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
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    // The request's logger is made when something logs: most requests log nothing at the usual levels.
    let log: Logger | undefined;
    Object.defineProperty(res.locals, 'log', { get: () => (log ??= logger.child({ requestId })), configurable: true, enumerable: true });
    const accessLog = (status: number, durationMs: number) => {
      if (logger.isLevelEnabled('info')) res.locals.log.info({ method: req.method, path: req.path, status, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
    };
    const record = (durationMs: number, route: string | undefined) =>
      requestDuration().record(durationMs / 1000, { 'http.request.method': req.method, 'http.route': route ?? 'unmatched', 'http.response.status_code': res.statusCode });
    if (!tracingEnabled()) {
      // No span, no context to carry (see packages/telemetry): only the metric and the access log.
      res.on('finish', () => {
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        record(durationMs, (req.route as { path?: string } | undefined)?.path);
        accessLog(res.statusCode, durationMs);
      });
      next();
      return;
    }
    const parent = extractContext(req.headers, headerGetter);
    const span = tracer('gateway').startSpan(`${req.method} ${req.path}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path } }, parent);
    res.on('finish', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      const route = (req.route as { path?: string } | undefined)?.path;
      if (route) span.updateName(`${req.method} ${route}`);
      span.end();
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      record(durationMs, route);
      context.with(trace.setSpan(parent, span), () => accessLog(res.statusCode, durationMs));
    });
    context.with(trace.setSpan(parent, span), next);
  };
}
