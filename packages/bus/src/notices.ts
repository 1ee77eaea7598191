import { connect, JSONCodec, type Subscription } from 'nats';
import { parseWith, type MessageOf, type NoticeOperation, type RequestBody } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { Bus } from './connection.js';

const json = JSONCodec<unknown>();

type NoticeBody<O extends NoticeOperation> = RequestBody<MessageOf<O>>;

function envelope<O extends NoticeOperation>(operation: O, body: NoticeBody<O>): MessageOf<O> {
  const message = { ...body, type: operation.type, version: operation.version } as MessageOf<O>;
  if (operation.schema !== null) parseWith(operation.schema, message);
  return message;
}

/**
 * Publishes a core-NATS notice of the operations table (not stored: listeners that are down miss it),
 * with the table's type and version, after checking it against its schema.
 */
export function broadcast<O extends NoticeOperation>(bus: Bus, operation: O, body: NoticeBody<O>): void {
  bus.nc.publish(operation.subject, json.encode(envelope(operation, body)));
}

/**
 * The same from a short-lived process (the admin CLI), which has no Bus: connects once, publishes,
 * flushes and closes. Rejects when NATS does not answer within `timeoutMs`.
 */
export async function broadcastOnce<O extends NoticeOperation>(
  server: { url: string; name: string; timeoutMs: number },
  operation: O,
  body: NoticeBody<O>,
): Promise<void> {
  const message = envelope(operation, body);
  const nc = await connect({ servers: server.url.split(','), name: server.name, timeout: server.timeoutMs, maxReconnectAttempts: 0 });
  try {
    nc.publish(operation.subject, json.encode(message));
    await nc.flush();
  } finally {
    await nc.close();
  }
}

/**
 * Listens to a notice: every instance hears it, unless the operation names a queue group whose members
 * share it. A message that is not JSON or breaks the schema is logged and ignored (nobody waits for
 * an answer, and a notice is never stored to be dead-lettered).
 */
export function listen<O extends NoticeOperation>(
  bus: Bus,
  operation: O,
  options: { logger: Logger; handler: (message: MessageOf<O>) => void | Promise<void> },
): Subscription {
  const handle = async (data: Uint8Array) => {
    const decoded = json.decode(data);
    const message = operation.schema === null ? (decoded as MessageOf<O>) : parseWith<MessageOf<O>>(operation.schema, decoded);
    await options.handler(message);
  };
  return bus.nc.subscribe(operation.subject, {
    ...(operation.queue ? { queue: operation.queue } : {}),
    callback: (error, msg) => {
      if (error) {
        options.logger.error({ err: error, subject: operation.subject }, 'subscription error');
        return;
      }
      handle(msg.data).catch((failure: unknown) => options.logger.warn({ err: failure, subject: operation.subject }, 'notice not handled'));
    },
  });
}
