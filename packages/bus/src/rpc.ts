import { ErrorCode, JSONCodec, type Msg, type Subscription } from 'nats';
import {
  AppError,
  isProblemKey,
  parseWith,
  Ping,
  SchemaViolation,
  type ReplyOf,
  type RequestBody,
  type RequestOf,
  type RequestOperation,
  type RpcErrorReply,
  type ServiceName,
  type SuccessReply,
} from '@lookout/contracts';
import { extractContext, inSpan, SpanKind, type Logger } from '@lookout/telemetry';
import type { Bus } from './connection.js';
import { sendRequest } from './request.js';
import { natsHeaderGetter, traceHeaders } from './trace-headers.js';

const json = JSONCodec<unknown>();

export interface RequestOptions {
  timeoutMs?: number;
}

/**
 * Calls a request/reply operation of the table: the body goes out with the table's type and version,
 * and the reply is checked against the operation's reply schema. A `{ ok: false }` reply is rethrown as
 * the AppError it describes, so callers handle remote and local failures the same way.
 */
export async function requestRpc<O extends RequestOperation>(
  bus: Bus,
  operation: O,
  body: RequestBody<RequestOf<O>>,
  options: RequestOptions = {},
): Promise<SuccessReply<ReplyOf<O>>> {
  type TReply = SuccessReply<ReplyOf<O>>;
  const { subject } = operation;
  const payload = { ...body, type: operation.type, version: operation.version };
  return inSpan(`rpc ${subject}`, { kind: SpanKind.CLIENT, attributes: { 'messaging.destination.name': subject } }, async () => {
    const headers = traceHeaders();
    let reply: Msg;
    try {
      reply = await sendRequest(bus, subject, json.encode(payload), { timeoutMs: options.timeoutMs ?? 10_000, headers });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === ErrorCode.NoResponders) throw new AppError('unavailable', `No service is answering ${subject}`, { retryAfterSeconds: 1 });
      if (code === ErrorCode.Timeout) throw new AppError('unavailable', `No answer on ${subject} in time`, { retryAfterSeconds: 1 });
      throw new AppError('unavailable', `Bus request failed: ${(error as Error).message}`, { cause: error });
    }
    const answer = parseWith<TReply | RpcErrorReply>(operation.replySchema, json.decode(reply.data));
    if (!answer.ok) {
      const { problem, detail, errors, retryAfterSeconds, headers: extra } = answer.error;
      throw new AppError(isProblemKey(problem) ? problem : 'internal', detail, {
        ...(errors ? { errors } : {}),
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
        ...(extra ? { headers: extra } : {}),
      });
    }
    return answer;
  });
}

export function toRpcError(error: AppError): RpcErrorReply {
  return {
    ok: false,
    error: {
      problem: error.problem,
      detail: error.detail,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      ...(Object.keys(error.headers).length > 0 ? { headers: error.headers } : {}),
    },
  };
}

export interface RpcServerOptions<O extends RequestOperation> {
  logger: Logger;
  /** Answers with the success reply's fields (`ok: true` is added); throws an AppError to refuse. */
  handler: (request: RequestOf<O>) => Promise<Omit<SuccessReply<ReplyOf<O>>, 'ok'>>;
}

/** Socket errors, and Prisma's codes for an unreachable, closed or exhausted database. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** PostgreSQL: admin or crash shutdown, cannot connect now, too many connections (class 08 is checked apart). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * Errors without a code: pg-pool's wait for a connection, pg's lost connection, ioredis' closed
 * connection and its command timeout; and Redis' own transient refusals (loading, busy with a script,
 * failing over, read-only replica, out of memory), whose reply starts with the reason.
 */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Connection is closed|Reached the max retries per request limit|Command timed out|^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|READONLY|NOREPLICAS|OOM) /;

/**
 * Whether a handler failed because a dependency (Postgres, Redis, a socket) is down or saturated,
 * rather than because of the request or the code: the caller then gets 503 with Retry-After and may
 * retry, as docs/operations.md promises for a Postgres outage, instead of a 500. Looks along the cause
 * chain (drivers and Prisma wrap the socket error) and into AggregateError's errors (Node's dual-stack
 * connect).
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDependencyUnavailable(inner, depth + 1))) return true;
  return isDependencyUnavailable(cause, depth + 1);
}

export interface RpcServer {
  subscription: Subscription;
  /** Resolves when every request taken so far has been answered. */
  idle(): Promise<void>;
}

/**
 * Serves a request/reply operation of the table in its queue group. Requests are validated against
 * its request schema; an invalid request is answered with bad_request (the caller is waiting, so it
 * is told, not dead-lettered).
 */
export function serveRpc<O extends RequestOperation>(bus: Bus, operation: O, options: RpcServerOptions<O>): RpcServer {
  const { subject } = operation;
  // Requests being answered, and who waits for none to be: counted, not kept, on the hot path.
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];
  const answered = () => {
    if (--inFlight > 0 || idleWaiters.length === 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  };
  const answer = async (msg: Msg): Promise<void> => {
    const parent = extractContext(msg.headers, natsHeaderGetter);
    await inSpan(`serve ${subject}`, { kind: SpanKind.SERVER, parent }, async () => {
      let reply: object;
      try {
        let decoded: unknown;
        try {
          decoded = json.decode(msg.data);
        } catch {
          throw new AppError('bad_request', 'Request is not valid JSON');
        }
        const request = parseWith<RequestOf<O>>(operation.requestSchema, decoded);
        reply = { ok: true, ...(await options.handler(request)) };
      } catch (error) {
        if (error instanceof SchemaViolation) {
          // The schema's name is internal: it stays in the log. A caller (the gateway) relays bus errors
          // to HTTP clients, so the answer names only the offending fields (the errors map of a 400).
          options.logger.warn({ subject, schema: error.schemaRef, errors: error.fieldErrors }, 'invalid request');
          reply = toRpcError(new AppError('bad_request', 'The request is not valid.', { errors: error.fieldErrors }));
        } else if (error instanceof AppError) {
          reply = toRpcError(error);
        } else if (isDependencyUnavailable(error)) {
          options.logger.error({ err: error, subject }, 'a dependency is unavailable');
          reply = toRpcError(new AppError('unavailable', 'The service cannot reach what it depends on right now; retry shortly.', { retryAfterSeconds: 1 }));
        } else {
          options.logger.error({ err: error, subject }, 'request handler failed');
          reply = toRpcError(new AppError('internal', 'The service failed to handle the request'));
        }
      }
      if (msg.reply) msg.respond(json.encode(reply));
    });
  };
  const subscription = bus.nc.subscribe(subject, {
    queue: operation.queue,
    callback: (error, msg) => {
      if (error) {
        options.logger.error({ err: error, subject }, 'subscription error');
        return;
      }
      inFlight++;
      answer(msg).then(answered, (failure: unknown) => {
        answered();
        options.logger.error({ err: failure, subject }, 'could not answer a request');
      });
    },
  });
  return {
    subscription,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
  };
}

/** Answers the readiness probe for this service (see Ping in the operations table). */
export function servePing(bus: Bus, service: ServiceName, isReady: () => boolean): Subscription {
  return bus.nc.subscribe(Ping.subject(service), {
    queue: Ping.queue(service),
    callback: (error, msg) => {
      if (!error && msg.reply) msg.respond(json.encode({ service, ready: isReady() }));
    },
  });
}

/** Asks a service whether it is ready: true, false (answering but not ready), or null when no instance answers in time. */
export async function askReady(bus: Bus, service: ServiceName, timeoutMs: number): Promise<boolean | null> {
  const reply = await bus.nc.request(Ping.subject(service), undefined, { timeout: timeoutMs }).catch(() => null);
  if (!reply) return null;
  const body = json.decode(reply.data) as { ready?: boolean };
  return body.ready === true;
}
