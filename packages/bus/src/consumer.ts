import { Events, JSONCodec, StringCodec, createInbox, nanos, type Msg, type MsgHdrs, type Subscription } from 'nats';
import { AppError, DeadLetters, parseWith, SchemaViolation, type ConsumedMessage, type ConsumerDefinition, type DeadLetterMessage } from '@lookout/contracts';
import { extractContext, inSpan, SpanKind, tracingEnabled, type Logger } from '@lookout/telemetry';
import type { Bus } from './connection.js';
import { ensureConsumer, type ConsumerOverrides } from './topology.js';
import { natsHeaderGetter } from './trace-headers.js';

const json = JSONCodec<unknown>();
const text = StringCodec();

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
  /** Handlers running at once. */
  concurrency: number;
  /**
   * Messages pulled ahead of a free handler and held until one is (0 by default: messages are pulled
   * only for handlers free to take them). Their ack wait runs while they are held, and another instance
   * cannot take them meanwhile: for short handlers only (a held message is worked on within one handler's time).
   */
  prefetch?: number;
  logger: Logger;
  handler: (message: T, meta: DeliveryMeta) => Promise<void>;
  /** Called once when a message is given up on for good (after the dead letter is recorded). */
  onGiveUp?: (message: T | undefined, meta: DeliveryMeta, error: unknown) => Promise<void>;
}

export interface RunningConsumer {
  /** Stops pulling; hands back what it holds unstarted, waits up to graceMs for handlers in progress, then naks what is left so it is redelivered elsewhere. */
  stop(graceMs: number): Promise<void>;
  /** Messages being handled. */
  readonly inFlight: number;
  /** Messages pulled and waiting for a free handler (at most `prefetch`). */
  readonly held: number;
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

const ACK = Uint8Array.of(43, 65, 67, 75); // +ACK
const NAK = Uint8Array.of(45, 78, 65, 75); // -NAK
const WPI = Uint8Array.of(43, 87, 80, 73); // +WPI
const TERM = Uint8Array.of(43, 84, 69, 82, 77); // +TERM

/**
 * One JetStream delivery, read from its ack subject:
 * `$JS.ACK.<stream>.<consumer>.<deliveries>.<stream seq>.<consumer seq>.<time>.<pending>` (servers
 * before 2.9 and most since) or with `<domain>.<account hash>.` after `$JS.ACK.` and a token at the end.
 * Every answer to the server is one PUB to that subject, none of them waits for a reply.
 */
class Delivery {
  readonly deliveryCount: number;
  readonly streamSequence: number;
  /** When the last sign of progress was sent (or the message arrived). */
  touched = Date.now();
  private settled = false;

  constructor(readonly msg: Msg) {
    const tokens = msg.reply!.split('.');
    const at = tokens.length >= 11 ? 6 : 4;
    this.deliveryCount = Number(tokens[at]);
    this.streamSequence = Number(tokens[at + 1]);
  }

  get subject(): string {
    return this.msg.subject;
  }

  get data(): Uint8Array {
    return this.msg.data;
  }

  get headers(): MsgHdrs | undefined {
    return this.msg.headers;
  }

  ack(): void {
    this.answer(ACK);
  }

  nak(delayMs?: number): void {
    this.answer(delayMs ? text.encode(`-NAK ${JSON.stringify({ delay: nanos(delayMs) })}`) : NAK);
  }

  /** No reason string: servers before 2.10 ignore "+TERM <reason>" and would redeliver the poison. */
  term(): void {
    this.answer(TERM);
  }

  working(): void {
    if (this.settled) return;
    this.touched = Date.now();
    this.send(WPI);
  }

  private answer(payload: Uint8Array): void {
    if (this.settled) return;
    this.settled = true;
    this.send(payload);
  }

  private send(payload: Uint8Array): void {
    try {
      this.msg.respond(payload);
    } catch {
      // The connection is closed: the server redelivers after the ack wait, as for any lost answer.
    }
  }
}

/**
 * How long a pull request waits on the server for messages. Short, because stopping waits for the open
 * ones to end (see stop()); an idle consumer asks again each time one expires.
 */
const PULL_EXPIRES_MS = 1_000;
/** How long after its expiry a pull's 408 is waited for; past twice that, it is no longer counted as open (a status lost to a disconnect). */
const PULL_STATUS_MS = 500;
/** After a pull the server refused (consumer gone, JetStream unavailable): wait before the next. */
const PULL_BACKOFF_MS = 1_000;

/**
 * Runs a durable pull consumer of the operations table with explicit acks, creating or updating it
 * first. Each message is: decoded and validated against its operation's schema (poison → dead letter
 * + term), handled inside a span continuing the producer's trace, then acked; a retryable failure is
 * nak'ed with the definition's backoff, a non-retryable one (AppError with retryable=false) or a
 * failure on the last delivery is dead-lettered and terminated — never redelivered forever.
 *
 * Pulls are batched: one reply subscription for the consumer's life, and pull requests for as many
 * messages as there are free handlers (plus `prefetch`), sent when at least half of that room is free
 * (or nothing is asked for at all), so a busy consumer asks once per several messages. Acks are plain
 * (+ACK, no round trip): delivery is at least once — an ack lost with the connection means the message
 * comes back after the ack wait, and every handler must be idempotent under a redelivery (they are:
 * see docs/architecture.md, "Reliability rules as built").
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
  const log = options.logger.child({ stream: definition.stream, consumer: definition.durable });
  const retryDelay = (deliveryCount: number) => retryDelayMs(definition, deliveryCount);
  const concurrency = Math.max(1, options.concurrency);
  const capacity = concurrency + Math.max(0, options.prefetch ?? 0);
  // Ask again once this much room is free, unless nothing is asked for at all.
  const pullAt = Math.max(1, Math.floor(capacity / 2));
  const heartbeatMs = Math.max(1_000, Math.floor(ackWaitMs / 3));
  // The ticker below runs at least twice per heartbeat, and a handler gets its in-progress ack at the
  // first tick less than one tick before its heartbeat is due: never later than heartbeatMs.
  const tickMs = Math.min(1_000, Math.floor(heartbeatMs / 2));
  const pullSubject = `$JS.API.CONSUMER.MSG.NEXT.${definition.stream}.${definition.durable}`;
  const inbox = `${createInbox()}.`;

  let stopping = false;
  let inFlight = 0;
  const held: Delivery[] = [];
  const handling = new Set<Delivery>();
  /**
   * Messages asked for and not yet come, over all open pull requests. A delivered message does not say
   * which request it answers, so they are counted together; a request that ends unfilled (408 when it
   * expires, 409 when refused) says what it still owed in its status headers.
   */
  let owed = 0;
  /** Open pull requests by token, with the time after which the server holds them no more. */
  const pulls = new Map<string, { batch: number; sentAt: number; until: number }>();
  let nextToken = 0;
  let pausedUntil = 0;
  /** While stopping: what stop() waits for, checked when a pull ends, a message comes or a handler finishes. */
  let wake: (() => boolean) | undefined;

  /** Ends a pull request; answers how long it was open (ms), or undefined when it was no longer counted. */
  const endPull = (token: string, stillOwed: number | undefined): number | undefined => {
    const open = pulls.get(token);
    pulls.delete(token);
    owed = pulls.size === 0 ? 0 : Math.max(0, owed - (stillOwed ?? open?.batch ?? 0));
    wake?.();
    return open ? Date.now() - open.sentAt : undefined;
  };

  const pull = () => {
    if (stopping || bus.nc.isClosed()) return;
    const room = capacity - inFlight - held.length - owed;
    if (room <= 0 || (owed > 0 && room < pullAt)) return;
    const now = Date.now();
    if (now < pausedUntil) return;
    const token = (nextToken++).toString(36);
    pulls.set(token, { batch: room, sentAt: now, until: now + PULL_EXPIRES_MS + 2 * PULL_STATUS_MS });
    owed += room;
    try {
      bus.nc.publish(pullSubject, json.encode({ batch: room, expires: nanos(PULL_EXPIRES_MS) }), { reply: inbox + token });
    } catch (error) {
      endPull(token, room);
      pausedUntil = now + PULL_BACKOFF_MS;
      log.warn({ err: error }, 'pull failed; retrying');
    }
  };

  const giveUp = async (msg: Delivery, meta: DeliveryMeta, reason: DeadLetterMessage['reason'], error: unknown, message?: T) => {
    try {
      await recordDeadLetter(bus, {
        stream: definition.stream,
        consumer: definition.durable,
        subject: msg.subject,
        streamSequence: msg.streamSequence,
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
    msg.term();
    log.warn({ reason, subject: msg.subject, seq: msg.streamSequence, err: error }, 'message dead-lettered');
  };

  const handle = async (msg: Delivery) => {
    const meta: DeliveryMeta = {
      subject: msg.subject,
      deliveryCount: msg.deliveryCount,
      lastAttempt: msg.deliveryCount >= definition.maxDeliver,
      streamSequence: msg.streamSequence,
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
    try {
      if (tracingEnabled()) {
        const parent = extractContext(msg.headers, natsHeaderGetter);
        await inSpan(`process ${msg.subject}`, { kind: SpanKind.CONSUMER, parent, attributes: { 'messaging.destination.name': msg.subject } }, () =>
          options.handler(message, meta),
        );
      } else {
        await options.handler(message, meta);
      }
      msg.ack();
    } catch (error) {
      const retryable = !(error instanceof AppError) || error.retryable;
      if (!retryable) await giveUp(msg, meta, 'non_retryable', error, message);
      else if (meta.lastAttempt) await giveUp(msg, meta, 'max_deliveries', error, message);
      else {
        log.warn({ err: error, delivery: meta.deliveryCount }, 'handler failed; will retry');
        msg.nak(retryDelay(meta.deliveryCount));
      }
    }
  };

  const start = (msg: Delivery) => {
    inFlight++;
    handling.add(msg);
    msg.touched = Date.now();
    handle(msg)
      .catch((error: unknown) => {
        log.error({ err: error }, 'unexpected consumer failure');
        msg.nak(retryDelay(msg.deliveryCount));
      })
      .finally(() => {
        handling.delete(msg);
        inFlight--;
        const next = stopping ? undefined : held.shift();
        if (next) start(next);
        wake?.();
        pull();
      });
  };

  const subscription: Subscription = bus.nc.subscribe(`${inbox}*`, {
    callback: (error, msg) => {
      if (error) {
        log.warn({ err: error }, 'pull subscription failed');
        return;
      }
      if (!msg.reply) {
        // A status, sent to the request's own reply subject: 100 idle heartbeat; 408 the request
        // expired; 409 and others (consumer deleted, too many waiting pulls, leader change) end it too.
        const code = msg.headers?.code ?? 0;
        if (code === 100) return;
        const stillOwed = msg.headers?.get('Nats-Pending-Messages');
        const openFor = endPull(msg.subject.slice(inbox.length), stillOwed ? Number(stillOwed) : undefined);
        if (code !== 408) {
          pausedUntil = Date.now() + PULL_BACKOFF_MS;
          log.warn({ code, description: msg.headers?.description }, 'pull refused; retrying');
          setTimeout(pull, PULL_BACKOFF_MS).unref();
          return;
        }
        // A request that "expired" far sooner than asked (seen once, right after a consumer was
        // created) is asked again a little later, so such answers cannot make a busy loop.
        if (openFor !== undefined && openFor < PULL_EXPIRES_MS / 10) setTimeout(pull, PULL_EXPIRES_MS / 10).unref();
        else pull();
        return;
      }
      if (owed > 0) owed--;
      const delivery = new Delivery(msg);
      if (!stopping && inFlight < concurrency) start(delivery);
      else held.push(delivery);
      if (owed === 0) pull();
      wake?.();
    },
  });

  // Progress for long handlers (the ack wait restarts), and pulls the server no longer holds (lost to a
  // disconnect without their 408) stop being counted.
  const ticker = setInterval(() => {
    const now = Date.now();
    for (const msg of handling) if (now - msg.touched >= heartbeatMs - tickMs) msg.working();
    let dropped = false;
    for (const [token, open] of pulls) {
      if (open.until <= now) {
        endPull(token, 0);
        dropped = true;
      }
    }
    if (dropped) pull();
  }, tickMs);
  ticker.unref();

  // Pull requests do not survive a reconnect (the server may have restarted): ask again.
  const statuses = bus.nc.status();
  void (async () => {
    for await (const status of statuses) {
      if (stopping) break;
      if (status.type !== Events.Reconnect) continue;
      pulls.clear();
      owed = 0;
      pull();
    }
  })().catch(() => undefined);

  pull();

  return {
    get inFlight() {
      return inFlight;
    },
    get held() {
      return held.length;
    },
    async stop(graceMs: number) {
      if (stopping) return;
      stopping = true;
      const waitFor = (done: () => boolean, deadline: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
          const check = () => {
            if (!done()) return false;
            clearTimeout(timer);
            resolve();
            return true;
          };
          if (!check()) wake = check;
        }).finally(() => {
          wake = undefined;
        });
      const graceEnds = Date.now() + graceMs;
      // The server does not drop a pull request when its subscriber goes: a message handed back while
      // a pull of ours is open could be delivered to it again (and again, each time counted as a
      // delivery). So what arrives now is held until every pull of ours is filled or has expired
      // (PULL_EXPIRES_MS), and only then is everything held handed back, at once.
      await waitFor(() => owed === 0 || pulls.size === 0, Date.now() + PULL_EXPIRES_MS + PULL_STATUS_MS);
      if (!bus.nc.isClosed()) await subscription.drain().catch(() => undefined);
      for (const msg of held.splice(0)) msg.nak();
      await waitFor(() => inFlight === 0, graceEnds);
      if (inFlight > 0) {
        // Hand the unfinished messages back now rather than waiting out ack_wait on another instance.
        for (const msg of handling) msg.nak();
        log.warn({ handedBack: handling.size }, 'shutdown grace expired; in-flight messages handed back');
      }
      clearInterval(ticker);
      (statuses as { stop?: () => void }).stop?.();
      if (!bus.nc.isClosed()) await bus.nc.flush().catch(() => undefined);
    },
  };
}
