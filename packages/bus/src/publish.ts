import { headers as natsHeaders, JSONCodec, type PubAck } from 'nats';
import { parseWith, type MessageOf, type StreamOperation } from '@lookout/contracts';
import { injectContext } from '@lookout/telemetry';
import type { Bus } from './connection.js';
import { natsHeaderSetter } from './trace-headers.js';

const json = JSONCodec<unknown>();

/**
 * Publishes a message of the operations table to JetStream after checking it against its schema (a
 * producer bug is caught here rather than dead-lettered by every consumer). The operation's message id
 * becomes Nats-Msg-Id, so a retried publish is stored once within the stream's duplicate window.
 * The message is a record the producer builds whole: it is stored, replayed and forwarded as it is.
 */
export async function publish<O extends StreamOperation>(bus: Bus, operation: O, message: MessageOf<O>): Promise<PubAck> {
  parseWith(operation.schema, message);
  const headers = natsHeaders();
  injectContext(headers, natsHeaderSetter);
  return bus.js.publish(operation.subject, json.encode(message), { headers, msgID: operation.messageId(message) });
}
