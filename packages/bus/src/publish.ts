import { headers as natsHeaders, JSONCodec, type PubAck } from 'nats';
import { parseWith } from '@lookout/contracts';
import { injectContext } from '@lookout/telemetry';
import type { Bus } from './connection.js';
import { natsHeaderSetter } from './trace-headers.js';

const json = JSONCodec<unknown>();

/**
 * Publishes a JSON message to JetStream after checking it against its schema (a producer bug is
 * caught here rather than dead-lettered by every consumer). `msgId` becomes Nats-Msg-Id so a retried
 * publish is stored once within the stream's duplicate window.
 */
export async function publishJson(
  bus: Bus,
  subject: string,
  payload: unknown,
  options: { schema: string; msgId?: string; extraHeaders?: Record<string, string> },
): Promise<PubAck> {
  parseWith(options.schema, payload);
  const headers = natsHeaders();
  injectContext(headers, natsHeaderSetter);
  for (const [key, value] of Object.entries(options.extraHeaders ?? {})) headers.set(key, value);
  return bus.js.publish(subject, json.encode(payload), { headers, ...(options.msgId ? { msgID: options.msgId } : {}) });
}
