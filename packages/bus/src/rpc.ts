import { headers as natsHeaders, ErrorCode, JSONCodec, type Msg, type Subscription } from 'nats';
import { AppError, isProblemKey, parseWith, SchemaViolation, Subjects, type RpcErrorReply } from '@lookout/contracts';
import { extractContext, injectContext, inSpan, SpanKind, type Logger } from '@lookout/telemetry';
import type { Bus } from './connection.js';
import { natsHeaderGetter, natsHeaderSetter } from './trace-headers.js';

const json = JSONCodec<unknown>();

export interface RequestOptions {
  /** Schema the reply must match (success or rpcError). */
  replySchema: string;
  timeoutMs?: number;
}

/**
 * Calls a request/reply subject. A `{ ok: false }` reply is rethrown as the AppError it describes,
 * so callers handle remote and local failures the same way.
 */
export async function requestRpc<TReply extends { ok: true }>(
  bus: Bus,
  subject: string,
  payload: unknown,
  options: RequestOptions,
): Promise<TReply> {
  return inSpan(`rpc ${subject}`, { kind: SpanKind.CLIENT, attributes: { 'messaging.destination.name': subject } }, async () => {
    const headers = natsHeaders();
    injectContext(headers, natsHeaderSetter);
    let reply: Msg;
    try {
      reply = await bus.nc.request(subject, json.encode(payload), { timeout: options.timeoutMs ?? 10_000, headers });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === ErrorCode.NoResponders) throw new AppError('unavailable', `No service is answering ${subject}`, { retryAfterSeconds: 1 });
      if (code === ErrorCode.Timeout) throw new AppError('unavailable', `No answer on ${subject} in time`, { retryAfterSeconds: 1 });
      throw new AppError('unavailable', `Bus request failed: ${(error as Error).message}`, { cause: error });
    }
    const body = parseWith<TReply | RpcErrorReply>(options.replySchema, json.decode(reply.data));
    if (!body.ok) {
      const { problem, detail, errors, retryAfterSeconds, headers: extra } = body.error;
      throw new AppError(isProblemKey(problem) ? problem : 'internal', detail, {
        ...(errors ? { errors } : {}),
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
        ...(extra ? { headers: extra } : {}),
      });
    }
    return body;
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

export interface RpcServerOptions<TRequest> {
  subject: string;
  queue: string;
  requestSchema: string;
  logger: Logger;
  handler: (request: TRequest) => Promise<object>;
}

export interface RpcServer {
  subscription: Subscription;
  /** Resolves when every request taken so far has been answered. */
  idle(): Promise<void>;
}

/**
 * Serves a request/reply subject in a queue group. Requests are validated against their schema;
 * an invalid request is answered with bad_request (the caller is waiting, so it is told, not dead-lettered).
 */
export function serveRpc<TRequest>(bus: Bus, options: RpcServerOptions<TRequest>): RpcServer {
  const inFlight = new Set<Promise<void>>();
  const answer = async (msg: Msg): Promise<void> => {
    const parent = extractContext(msg.headers, natsHeaderGetter);
    await inSpan(`serve ${options.subject}`, { kind: SpanKind.SERVER, parent }, async () => {
      let reply: object;
      try {
        let decoded: unknown;
        try {
          decoded = json.decode(msg.data);
        } catch {
          throw new AppError('bad_request', 'Request is not valid JSON');
        }
        const request = parseWith<TRequest>(options.requestSchema, decoded);
        reply = { ok: true, ...(await options.handler(request)) };
      } catch (error) {
        if (error instanceof SchemaViolation) {
          // The schema's name is internal: it stays in the log. A caller (the gateway) relays bus errors
          // to HTTP clients, so the answer names only the offending fields (the errors map of a 400).
          options.logger.warn({ subject: options.subject, schema: error.schemaRef, errors: error.fieldErrors }, 'invalid request');
          reply = toRpcError(new AppError('bad_request', 'The request is not valid.', { errors: error.fieldErrors }));
        } else if (error instanceof AppError) {
          reply = toRpcError(error);
        } else {
          options.logger.error({ err: error, subject: options.subject }, 'request handler failed');
          reply = toRpcError(new AppError('internal', 'The service failed to handle the request'));
        }
      }
      if (msg.reply) msg.respond(json.encode(reply));
    });
  };
  const subscription = bus.nc.subscribe(options.subject, {
    queue: options.queue,
    callback: (error, msg) => {
      if (error) {
        options.logger.error({ err: error, subject: options.subject }, 'subscription error');
        return;
      }
      const task = answer(msg).finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
  });
  return {
    subscription,
    idle: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** Answers the gateway's readiness probe for this service (see Subjects.ping). */
export function servePing(bus: Bus, service: string, isReady: () => boolean): Subscription {
  return bus.nc.subscribe(Subjects.ping(service), {
    queue: service,
    callback: (error, msg) => {
      if (!error && msg.reply) msg.respond(json.encode({ service, ready: isReady() }));
    },
  });
}
