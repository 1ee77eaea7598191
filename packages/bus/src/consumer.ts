import { JSONCodec, type JsMsg, type MsgHdrs } from 'nats';
import { AppError, DeadLetters, parseWith, SchemaViolation, type ConsumedMessage, type ConsumerDefinition, type DeadLetterMessage } from '@lookout/contracts';
import { extractContext, inSpan, SpanKind, type Logger } from '@lookout/telemetry';
import type { Bus } from './connection.js';
import { ensureConsumer, type ConsumerOverrides } from './topology.js';
import { natsHeaderGetter } from './trace-headers.js';

const json = JSONCodec<unknown>();

export interface DeliveryMeta {
  subject: string;
  /** 1 on the first delivery. */
  deliveryCount: number;
  /** True when this is the consumer's last allowed delivery: a failure now is final. */
  lastAttempt: boolean;
  streamSequence: number;
  headers: MsgHdrs | undefined;
  /** Extends the ack deadline; called automatically while the handler runs. */
  working(): void;
}

/** How this process runs a durable consumer of the operations table; everything JetStream knows comes from the definition. */
export interface ConsumerOptions<T> extends ConsumerOverrides {
  /** Parallel handlers (each its own pull loop). */
  concurrency: number;
  logger: Logger;
  handler: (message: T, meta: DeliveryMeta) => Promise<void>;
  /** Called once when a message is given up on for good (after the dead letter is recorded). */
  onGiveUp?: (message: T | undefined, meta: DeliveryMeta, error: unknown) => Promise<void>;
}

export interface RunningConsumer {
  /** Stops pulling; waits up to graceMs for handlers in progress, then naks what is left so it is redelivered elsewhere. */
  stop(graceMs: number): Promise<void>;
  readonly inFlight: number;
}

/** The nak delay after a retryable failure: exponential from the definition's first delay, capped. */
export function retryDelayMs(definition: ConsumerDefinition, deliveryCount: number): number {
  return Math.min(definition.retryDelay.maxMs, definition.retryDelay.firstMs * 2 ** (deliveryCount - 1));
}

function headersToRecord(headers: MsgHdrs | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  for (const key of headers.keys()) out[key] = headers.get(key);
  return out;
}

export async function recordDeadLetter(
  bus: Bus,
  entry: Omit<DeadLetterMessage, 'type' | 'version' | 'recordedAt' | 'data' | 'dataEncoding'> & { data: Uint8Array },
): Promise<void> {
  const text = Buffer.from(entry.data).toString('utf8');
  const isUtf8 = Buffer.from(text, 'utf8').equals(Buffer.from(entry.data));
  const message: DeadLetterMessage = {
    ...entry,
    type: 'dead.letter',
    version: 1,
    recordedAt: new Date().toISOString(),
    data: isUtf8 ? text : Buffer.from(entry.data).toString('base64'),
    dataEncoding: isUtf8 ? 'utf8' : 'base64',
  };
  parseWith(DeadLetters.schema, message);
  await bus.js.publish(DeadLetters.subject(entry.stream, entry.consumer), json.encode(message));
}

/**
 * Runs a durable pull consumer of the operations table with explicit acks, creating or updating it
 * first. Each message is: decoded and validated against its operation's schema (poison → dead letter
 * + term), handled inside a span continuing the producer's trace, then acked; a retryable failure is
 * nak'ed with the definition's backoff, a non-retryable one (AppError with retryable=false) or a
 * failure on the last delivery is dead-lettered and terminated — never redelivered forever.
 */
export async function runConsumer<C extends ConsumerDefinition>(
  bus: Bus,
  definition: C,
  options: ConsumerOptions<ConsumedMessage<C>>,
): Promise<RunningConsumer> {
  type T = ConsumedMessage<C>;
  const ackWaitMs = options.ackWaitMs ?? definition.ackWaitMs;
  await ensureConsumer(bus.jsm, definition, { ackWaitMs });
  const schemaOf = new Map(definition.messages.map((operation) => [operation.subject, operation.schema]));
  const consumer = await bus.js.consumers.get(definition.stream, definition.durable);
  const log = options.logger.child({ stream: definition.stream, consumer: definition.durable });
  const retryDelay = (deliveryCount: number) => retryDelayMs(definition, deliveryCount);
  let stopping = false;
  let inFlight = 0;
  const holding = new Set<JsMsg>();

  const giveUp = async (msg: JsMsg, meta: DeliveryMeta, reason: DeadLetterMessage['reason'], error: unknown, message?: T) => {
    try {
      await recordDeadLetter(bus, {
        stream: definition.stream,
        consumer: definition.durable,
        subject: msg.subject,
        streamSequence: msg.info.streamSequence,
        reason,
        error: error instanceof Error ? error.message : String(error),
        deliveryCount: meta.deliveryCount,
        headers: headersToRecord(msg.headers),
        data: msg.data,
      });
    } catch (dlqError) {
      // Without a recorded dead letter we must not drop the message: let it come back.
      log.error({ err: dlqError }, 'could not record dead letter; message will be redelivered');
      msg.nak(5_000);
      return;
    }
    if (options.onGiveUp) {
      try {
        await options.onGiveUp(message, meta, error);
      } catch (hookError) {
        log.error({ err: hookError }, 'give-up hook failed');
      }
    }
    // No reason string: servers before 2.10 ignore "+TERM <reason>" and would redeliver the poison.
    msg.term();
    log.warn({ reason, subject: msg.subject, seq: msg.info.streamSequence, err: error }, 'message dead-lettered');
  };

  const handle = async (msg: JsMsg) => {
    const meta: DeliveryMeta = {
      subject: msg.subject,
      deliveryCount: msg.info.deliveryCount,
      lastAttempt: msg.info.deliveryCount >= definition.maxDeliver,
      streamSequence: msg.info.streamSequence,
      headers: msg.headers,
      working: () => msg.working(),
    };
    let decoded: unknown;
    try {
      decoded = json.decode(msg.data);
    } catch (error) {
      await giveUp(msg, meta, 'unparseable', error);
      return;
    }
    let message: T;
    try {
      const schema = schemaOf.get(msg.subject);
      if (schema === undefined) throw new SchemaViolation('(none)', { subject: [`${msg.subject} is not a message ${definition.durable} takes`] });
      message = parseWith<T>(schema, decoded);
    } catch (error) {
      await giveUp(msg, meta, error instanceof SchemaViolation ? 'schema_violation' : 'unparseable', error);
      return;
    }
    const heartbeat = setInterval(() => msg.working(), Math.max(1_000, Math.floor(ackWaitMs / 3)));
    try {
      const parent = extractContext(msg.headers, natsHeaderGetter);
      await inSpan(`process ${msg.subject}`, { kind: SpanKind.CONSUMER, parent, attributes: { 'messaging.destination.name': msg.subject } }, () =>
        options.handler(message, meta),
      );
      await msg.ackAck().catch(() => msg.ack());
    } catch (error) {
      const retryable = !(error instanceof AppError) || error.retryable;
      if (!retryable) await giveUp(msg, meta, 'non_retryable', error, message);
      else if (meta.lastAttempt) await giveUp(msg, meta, 'max_deliveries', error, message);
      else {
        log.warn({ err: error, delivery: meta.deliveryCount }, 'handler failed; will retry');
        msg.nak(retryDelay(meta.deliveryCount));
      }
    } finally {
      clearInterval(heartbeat);
    }
  };

  const loop = async () => {
    while (!stopping) {
      let msg: JsMsg | null;
      try {
        msg = await consumer.next({ expires: 2_000 });
      } catch (error) {
        if (stopping) break;
        log.warn({ err: error }, 'pull failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      if (!msg) continue;
      if (stopping) {
        msg.nak();
        break;
      }
      inFlight++;
      holding.add(msg);
      try {
        await handle(msg);
      } catch (error) {
        log.error({ err: error }, 'unexpected consumer failure');
        msg.nak(retryDelay(msg.info.deliveryCount));
      } finally {
        holding.delete(msg);
        inFlight--;
      }
    }
  };

  const loops = Array.from({ length: Math.max(1, options.concurrency) }, () => loop());
  return {
    get inFlight() {
      return inFlight;
    },
    async stop(graceMs: number) {
      stopping = true;
      const finished = Promise.allSettled(loops);
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<'expired'>((resolve) => {
        timer = setTimeout(() => resolve('expired'), graceMs);
      });
      const outcome = await Promise.race([finished.then(() => 'done' as const), expired]);
      clearTimeout(timer);
      if (outcome === 'expired') {
        // Hand the unfinished messages back now rather than waiting out ack_wait on another instance.
        for (const msg of holding) msg.nak();
        log.warn({ handedBack: holding.size }, 'shutdown grace expired; in-flight messages handed back');
      }
    },
  };
}
