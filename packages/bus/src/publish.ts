import { headers as natsHeaders, JSONCodec, type PubAck } from 'nats';
import { parseWith, type MessageOf, type StreamOperation } from '@lookout/contracts';
import type { Bus } from './connection.js';
import { sendRequest } from './request.js';
import { traceHeaders } from './trace-headers.js';

const json = JSONCodec<unknown>();

/** What JetStream answers a publish with. */
interface PublishAnswer {
  stream?: string;
  seq?: number;
  duplicate?: boolean;
  domain?: string;
  error?: { code: number; err_code?: number; description: string };
}

export interface PublishOptions {
  /**
   * false: the message is not checked against its schema here. Only for a record the producer builds
   * from data it has itself read from a checked message or its own rows, with a test that what it
   * builds matches the schema (scan.completed: services/orchestrator/test/scan-events.test.ts). Its
   * consumers still check it, so a bad one is dead-lettered rather than handled.
   */
  validate?: boolean;
  timeoutMs?: number;
}

/**
 * Publishes a message of the operations table to JetStream after checking it against its schema (a
 * producer bug is caught here rather than dead-lettered by every consumer). The operation's message id
 * becomes Nats-Msg-Id, so a retried publish is stored once within the stream's duplicate window.
 * The message is a record the producer builds whole: it is stored, replayed and forwarded as it is.
 * Resolves once JetStream has stored it (its PubAck), through the bus's reply inbox (see sendRequest:
 * nats.js's own js.publish goes through nc.request, which builds an error object per request).
 */
export async function publish<O extends StreamOperation>(bus: Bus, operation: O, message: MessageOf<O>, options: PublishOptions = {}): Promise<PubAck> {
  if (options.validate !== false) parseWith(operation.schema, message);
  const headers = traceHeaders() ?? natsHeaders();
  headers.set('Nats-Msg-Id', operation.messageId(message));
  const reply = await sendRequest(bus, operation.subject, json.encode(message), { timeoutMs: options.timeoutMs ?? 10_000, headers });
  const answer = json.decode(reply.data) as PublishAnswer;
  if (answer.error) throw new Error(`JetStream did not store ${operation.subject}: ${answer.error.description} (${answer.error.code})`);
  if (!answer.stream) throw new Error(`JetStream's answer to a publish on ${operation.subject} names no stream`);
  return { stream: answer.stream, seq: answer.seq ?? 0, duplicate: answer.duplicate === true, domain: answer.domain ?? '' };
}
