import assert from 'node:assert/strict';
import { AckPolicy, DeliverPolicy, ErrorCode, JSONCodec } from 'nats';
import { AppError, Operations, Streams, type ConsumerDefinition, type DeadLetterMessage, type ScanJobMessage } from '@lookout/contracts';
import { tracing } from '@opentelemetry/sdk-node';
import { createLogger, inSpan, SpanKind, startTelemetry, trace, tracingEnabled, type TelemetryHandle } from '@lookout/telemetry';
import { startNats, type NatsHandle } from '@lookout/testing';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { connectBus, ensureConsumer, ensureStreams, isDependencyUnavailable, publish, requestRpc, runConsumer, sendRequest, serveRpc, type Bus, type RunningConsumer } from '../src/index.js';

const logger = createLogger('bus-test', 'silent');
const json = JSONCodec<unknown>();

function job(overrides: Partial<ScanJobMessage> = {}): ScanJobMessage {
  return {
    type: 'scan.job',
    version: 1,
    jobId: 'job_06h01nvtkbgfqf2m35sv0fb64gyv2',
    url: 'http://127.0.0.1/',
    normalizedUrl: 'http://127.0.0.1/',
    submittedAt: new Date().toISOString(),
    deadlineAt: new Date(Date.now() + 60_000).toISOString(),
    options: { engine: 'http' },
    ...overrides,
  };
}

async function readDeadLetters(bus: Bus, expected: number): Promise<DeadLetterMessage[]> {
  const info = await bus.jsm.consumers.add(Streams.deadLetters, { ack_policy: AckPolicy.None, deliver_policy: DeliverPolicy.All });
  const consumer = await bus.js.consumers.get(Streams.deadLetters, info.name);
  const letters: DeadLetterMessage[] = [];
  const deadline = Date.now() + 5_000;
  while (letters.length < expected && Date.now() < deadline) {
    const msg = await consumer.next({ expires: 1_000 });
    if (msg) letters.push(json.decode(msg.data) as DeadLetterMessage);
  }
  return letters;
}

/** The consumer every test here runs: test-workers on SCAN_JOBS, taking scan jobs, with fast retries. */
const testWorkers = {
  durable: 'test-workers',
  stream: Streams.scanJobs,
  messages: [Operations.scanJob],
  ackWaitMs: 5_000,
  maxDeliver: 3,
  maxAckPending: 100,
  retryDelay: { firstMs: 50, maxMs: 50 },
} as const satisfies ConsumerDefinition;
const jobConsumer = { concurrency: 1, logger };

describe('bus: consumers, dead letters, request/reply, trace context', function () {
  this.timeout(30_000);
  let nats: NatsHandle;
  let bus: Bus;
  let running: RunningConsumer | undefined;
  let telemetry: TelemetryHandle;
  // Tracing on, as with an OTLP endpoint, but kept in memory.
  const spans = new tracing.InMemorySpanExporter();

  before(() => {
    telemetry = startTelemetry('bus-test', {}, { spanProcessors: [new tracing.SimpleSpanProcessor(spans)] });
    assert.ok(tracingEnabled(), 'no other suite left telemetry running');
  });

  after(() => telemetry.shutdown());

  beforeEach(async () => {
    nats = await startNats();
    bus = await connectBus({ url: nats.url, name: 'bus-test', logger });
    await ensureStreams(bus.jsm, [Streams.scanJobs, Streams.deadLetters]);
    await ensureConsumer(bus.jsm, testWorkers);
  });

  afterEach(async () => {
    await running?.stop(1_000);
    running = undefined;
    await bus.drain();
    await nats.stop();
  });

  it('creates streams idempotently (a second ensure changes nothing and does not fail)', async () => {
    await ensureStreams(bus.jsm, [Streams.scanJobs, Streams.deadLetters]);
    const info = await bus.jsm.streams.info(Streams.scanJobs);
    assert.deepEqual(info.config.subjects, ['scan.jobs.>']);
  });

  it('dead-letters and terminates a message that breaks its schema, and one that is not JSON; valid ones are handled', async () => {
    const handled: string[] = [];
    running = await runConsumer(bus, testWorkers, {
      ...jobConsumer,
      handler: async (message) => {
        handled.push(message.jobId);
      },
    });
    await bus.js.publish(Operations.scanJob.subject, json.encode({ type: 'scan.job', version: 1, jobId: 'nope' }));
    await bus.js.publish(Operations.scanJob.subject, new TextEncoder().encode('{not json'));
    await publish(bus, Operations.scanJob, job());
    const letters = await readDeadLetters(bus, 2);
    assert.deepEqual(letters.map((letter) => letter.reason).sort(), ['schema_violation', 'unparseable']);
    assert.equal(letters.find((letter) => letter.reason === 'unparseable')?.data, '{not json');
    // The valid job comes after the two dead letters, so it may still be in its handler when they arrive.
    for (const deadline = Date.now() + 5_000; handled.length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(handled, ['job_06h01nvtkbgfqf2m35sv0fb64gyv2']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const info = await bus.jsm.consumers.info(Streams.scanJobs, 'test-workers');
    assert.equal(info.num_ack_pending, 0, 'nothing left to redeliver');
    assert.equal(info.num_redelivered, 0, 'poison was never redelivered');
  });

  it('retries a retryable failure, then gives up on the last delivery with a dead letter and the give-up hook', async () => {
    const attempts: number[] = [];
    let gaveUp: ScanJobMessage | undefined;
    running = await runConsumer(bus, testWorkers, {
      ...jobConsumer,
      handler: async (_message, meta) => {
        attempts.push(meta.deliveryCount);
        throw new Error('database is down');
      },
      onGiveUp: async (message) => {
        gaveUp = message;
      },
    });
    await publish(bus, Operations.scanJob, job());
    const [letter] = await readDeadLetters(bus, 1);
    assert.deepEqual(attempts, [1, 2, 3]);
    assert.equal(letter?.reason, 'max_deliveries');
    assert.equal(gaveUp?.jobId, 'job_06h01nvtkbgfqf2m35sv0fb64gyv2');
  });

  it('dead-letters a non-retryable failure at once', async () => {
    let attempts = 0;
    running = await runConsumer(bus, testWorkers, {
      ...jobConsumer,
      handler: async () => {
        attempts++;
        throw new AppError('bad_request', 'this job can never succeed');
      },
    });
    await publish(bus, Operations.scanJob, job());
    const [letter] = await readDeadLetters(bus, 1);
    assert.equal(letter?.reason, 'non_retryable');
    assert.equal(attempts, 1);
  });

  it('pulls in batches for free handlers plus prefetch, never more: the rest stays on the stream for other instances', async () => {
    const pulls: number[] = [];
    const spy = bus.nc.subscribe(`$JS.API.CONSUMER.MSG.NEXT.${Streams.scanJobs}.test-workers`, {
      callback: (_error, msg) => pulls.push((json.decode(msg.data) as { batch: number }).batch),
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handled: string[] = [];
    let concurrent = 0;
    let mostConcurrent = 0;
    const consumer = await runConsumer(bus, testWorkers, {
      concurrency: 2,
      prefetch: 3,
      logger,
      handler: async (message) => {
        mostConcurrent = Math.max(mostConcurrent, ++concurrent);
        await gate;
        handled.push(message.jobId);
        concurrent--;
      },
    });
    running = consumer;
    const ids = Array.from({ length: 20 }, (_, i) => `job_06h01nvtkbgfqf2m35sv0fb${String(i).padStart(4, '0')}`);
    for (const jobId of ids) await publish(bus, Operations.scanJob, job({ jobId }));
    for (const deadline = Date.now() + 5_000; consumer.held < 3 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(consumer.inFlight, 2);
    assert.equal(consumer.held, 3);
    const info = await bus.jsm.consumers.info(Streams.scanJobs, 'test-workers');
    assert.equal(info.num_ack_pending, 5, 'delivered: two handlers and three held');
    assert.equal(info.num_pending, 15, 'the rest is still on the stream');
    release();
    for (const deadline = Date.now() + 10_000; handled.length < 20 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual([...handled].sort(), ids);
    assert.equal(mostConcurrent, 2);
    spy.unsubscribe();
    assert.ok(pulls.length < 20, `one pull per several messages (${pulls.length} pulls: ${pulls.join(' ')})`);
    assert.ok(pulls.every((batch) => batch <= 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await bus.jsm.consumers.info(Streams.scanJobs, 'test-workers');
    assert.equal(after.num_ack_pending, 0, 'every message acked (plain acks)');
    assert.equal(after.num_redelivered, 0);
  });

  it('acks without a round trip, so delivery is at least once: an ack lost with the connection brings the message back, handled again', async () => {
    // The consumer's connection goes through a proxy that can swallow what the client sends.
    let swallow = false;
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const upstream = new URL(nats.url);
      const server = createConnection({ host: upstream.hostname, port: Number(upstream.port) });
      sockets.add(client).add(server);
      client.on('data', (chunk) => {
        if (!swallow) server.write(chunk);
      });
      server.on('data', (chunk) => client.write(chunk));
      const close = () => {
        client.destroy();
        server.destroy();
      };
      client.on('close', close).on('error', close);
      server.on('close', close).on('error', close);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = await connectBus({ url: `nats://127.0.0.1:${(proxy.address() as AddressInfo).port}`, name: 'bus-test-proxied', logger });
    const deliveries: { jobId: string; deliveryCount: number }[] = [];
    try {
      const consumer = await runConsumer(proxied, testWorkers, {
        ...jobConsumer,
        handler: async (message, meta) => {
          deliveries.push({ jobId: message.jobId, deliveryCount: meta.deliveryCount });
          // The first time, the ack this handler's success sends never reaches the server, and then the
          // connection drops (the client reconnects through the proxy).
          if (meta.deliveryCount === 1) swallow = true;
        },
      });
      running = consumer;
      await publish(bus, Operations.scanJob, job());
      for (const deadline = Date.now() + 5_000; deliveries.length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      swallow = false;
      // testWorkers' ack wait is 5 s: the server redelivers then.
      for (const deadline = Date.now() + 10_000; deliveries.length < 2 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(deliveries, [
        { jobId: 'job_06h01nvtkbgfqf2m35sv0fb64gyv2', deliveryCount: 1 },
        { jobId: 'job_06h01nvtkbgfqf2m35sv0fb64gyv2', deliveryCount: 2 },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const info = await bus.jsm.consumers.info(Streams.scanJobs, 'test-workers');
      assert.equal(info.num_ack_pending, 0, 'the second ack went through');
      assert.equal(deliveries.length, 2);
      await consumer.stop(1_000);
      running = undefined;
    } finally {
      await proxied.drain();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it('stopping hands back what it holds, and its open pull takes nothing more: another instance gets every message before the ack wait', async () => {
    const first = await runConsumer(bus, testWorkers, {
      concurrency: 2,
      prefetch: 2,
      logger,
      handler: () => new Promise<void>(() => undefined), // stuck
    });
    const ids = ['job_06h01nvtkbgfqf2m35sv0fb00first', 'job_06h01nvtkbgfqf2m35sv0fb0second', 'job_06h01nvtkbgfqf2m35sv0fb00third'];
    for (const jobId of ids) await publish(bus, Operations.scanJob, job({ jobId }));
    for (const deadline = Date.now() + 5_000; first.held === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual([first.inFlight, first.held], [2, 1]);
    // Two handlers busy, one message held, and a pull for one more open on the server when the consumer stops.
    await first.stop(200);
    const startedAt = Date.now();
    const seen: { jobId: string; deliveryCount: number; at: number }[] = [];
    running = await runConsumer(bus, testWorkers, {
      ...jobConsumer,
      handler: async (message, meta) => {
        seen.push({ jobId: message.jobId, deliveryCount: meta.deliveryCount, at: Date.now() - startedAt });
      },
    });
    await publish(bus, Operations.scanJob, job({ jobId: 'job_06h01nvtkbgfqf2m35sv0fb00fourth' }));
    for (const deadline = Date.now() + 4_000; seen.length < 4 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(
      seen.map(({ jobId, deliveryCount }) => ({ jobId, deliveryCount })).sort((a, b) => a.jobId.localeCompare(b.jobId)),
      [
        { jobId: 'job_06h01nvtkbgfqf2m35sv0fb00first', deliveryCount: 2 },
        { jobId: 'job_06h01nvtkbgfqf2m35sv0fb00fourth', deliveryCount: 1 },
        { jobId: 'job_06h01nvtkbgfqf2m35sv0fb00third', deliveryCount: 2 },
        { jobId: 'job_06h01nvtkbgfqf2m35sv0fb0second', deliveryCount: 2 },
      ],
    );
    assert.ok(seen.every(({ at }) => at < 2_000), `all well before the 5 s ack wait: ${JSON.stringify(seen)}`);
  });

  it('carries W3C trace context from publisher to consumer', async () => {
    let consumerTraceId: string | undefined;
    const seen = new Promise<void>((resolve) => {
      void runConsumer(bus, testWorkers, {
        ...jobConsumer,
        handler: async () => {
          consumerTraceId = trace.getActiveSpan()?.spanContext().traceId;
          resolve();
        },
      }).then((consumer) => {
        running = consumer;
      });
    });
    const producerTraceId = await inSpan('producer', {}, async (span) => {
      await publish(bus, Operations.scanJob, job());
      return span.spanContext().traceId;
    });
    await seen;
    assert.match(producerTraceId, /^[0-9a-f]{32}$/);
    assert.equal(consumerTraceId, producerTraceId);
  });

  it('request/reply continues the caller\'s trace: the serve span is a child of the rpc span', async () => {
    const testRpc = { ...Operations.quotaConsume, subject: 'test.rpc.traced', queue: 'test' };
    let handlerTraceId: string | undefined;
    const server = serveRpc(bus, testRpc, {
      logger,
      handler: async () => {
        handlerTraceId = trace.getActiveSpan()?.spanContext().traceId;
        return {};
      },
    });
    try {
      spans.reset();
      const callerTraceId = await inSpan('caller', {}, async (span) => {
        await requestRpc(bus, testRpc, { caller: { workspaceId: null, keyId: null, clientIp: '127.0.0.1' }, units: 1 });
        return span.spanContext().traceId;
      });
      assert.equal(handlerTraceId, callerTraceId);
      const finished = spans.getFinishedSpans();
      const client = finished.find((span) => span.name === 'rpc test.rpc.traced');
      const served = finished.find((span) => span.name === 'serve test.rpc.traced');
      assert.equal(client?.kind, SpanKind.CLIENT);
      assert.equal(served?.kind, SpanKind.SERVER);
      assert.equal(served?.spanContext().traceId, callerTraceId);
      assert.equal(served?.parentSpanContext?.spanId, client?.spanContext().spanId);
    } finally {
      server.subscription.unsubscribe();
    }
  });

  it('request/reply: bad requests are refused without naming the schema, failures come back as the AppError, no responders is unavailable', async () => {
    const testRpc = { ...Operations.quotaConsume, subject: 'test.rpc', queue: 'test' };
    const server = serveRpc(bus, testRpc, {
      logger,
      handler: async () => {
        throw new AppError('quota_exceeded', 'Monthly quota used up', { retryAfterSeconds: 42 });
      },
    });
    try {
      // @ts-expect-error a request that breaks the schema, on purpose
      await assert.rejects(requestRpc(bus, testRpc, { hello: 'world' }), (error: AppError) => {
        assert.equal(error.problem, 'bad_request');
        // The schema's name stays in the server's log (the gateway relays these answers); the offending
        // fields come back as the errors map of a 400 (webhook bodies are validated by their service).
        assert.doesNotMatch(error.detail, /schema|quota-consume/);
        assert.deepEqual(error.errors?.hello, ['is not a known property']);
        return true;
      });
      const valid = { caller: { workspaceId: null, keyId: null, clientIp: '127.0.0.1' }, units: 1 };
      await assert.rejects(requestRpc(bus, testRpc, valid), (error: AppError) => {
        assert.equal(error.problem, 'quota_exceeded');
        assert.equal(error.retryAfterSeconds, 42);
        return true;
      });
      await assert.rejects(requestRpc(bus, { ...testRpc, subject: 'nobody.listens' }, valid, { timeoutMs: 500 }), (error: AppError) => {
        assert.equal(error.problem, 'unavailable');
        return true;
      });
    } finally {
      server.subscription.unsubscribe();
    }
  });

  it('request/reply: Redis timing out or refusing for a while is a dependency being unavailable', () => {
    // What ioredis rejects with when a command outlives commandTimeout, and Redis' transient refusals.
    for (const message of ['Command timed out', 'LOADING Redis is loading the dataset in memory', 'BUSY Redis is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSCRIPT.', 'OOM command not allowed when used memory > \'maxmemory\'.', 'READONLY You can\'t write against a read only replica.']) {
      assert.ok(isDependencyUnavailable(Object.assign(new Error(message), { name: 'ReplyError' })), message);
    }
    assert.ok(!isDependencyUnavailable(new Error('WRONGTYPE Operation against a key holding the wrong kind of value')));
  });

  it('request/reply: idle() resolves once every request taken has been answered', async () => {
    const testRpc = { ...Operations.quotaConsume, subject: 'test.rpc.idle', queue: 'test' };
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = serveRpc(bus, testRpc, {
      logger,
      handler: async () => {
        entered();
        await gate;
        return {};
      },
    });
    try {
      await server.idle(); // nothing in flight
      const answered = requestRpc(bus, testRpc, { caller: { workspaceId: null, keyId: null, clientIp: '127.0.0.1' }, units: 1 });
      await inHandler;
      let idle = false;
      const idling = server.idle().then(() => (idle = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(idle, false, 'a request is still being handled');
      release();
      await idling;
      await answered;
    } finally {
      server.subscription.unsubscribe();
    }
  });

  it('request/reply: a handler whose database is down or unresponsive answers 503 with Retry-After; a bug stays a 500', async () => {
    // A port nothing listens on (Postgres down) and a server that accepts and never answers (saturated).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const testRpc = { ...Operations.quotaConsume, subject: 'test.rpc.dependency', queue: 'test' };
    const server = serveRpc(bus, testRpc, {
      logger,
      handler: async (request) => {
        if (request.units === 1) await new pg.Client({ host: '127.0.0.1', port: closedPort, user: 'x', database: 'x' }).connect();
        if (request.units === 2) {
          const pool = new pg.Pool({ host: '127.0.0.1', port: silentPort, user: 'x', database: 'x', max: 1, connectionTimeoutMillis: 200 });
          try {
            await pool.query('SELECT 1');
          } finally {
            void pool.end().catch(() => undefined);
          }
        }
        throw new Error('a bug in the handler');
      },
    });
    const ask = (units: number) => requestRpc(bus, testRpc, { caller: { workspaceId: null, keyId: null, clientIp: '127.0.0.1' }, units }, { timeoutMs: 5_000 });
    try {
      for (const units of [1, 2]) {
        await assert.rejects(ask(units), (error: AppError) => {
          assert.equal(error.problem, 'unavailable', `units ${units}: ${error.detail}`);
          assert.equal(error.retryAfterSeconds, 1);
          return true;
        });
      }
      await assert.rejects(ask(3), (error: AppError) => {
        assert.equal(error.problem, 'internal');
        return true;
      });
    } finally {
      server.subscription.unsubscribe();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('bus: with no trace exporter, tracing costs nothing', function () {
  this.timeout(30_000);
  let nats: NatsHandle;
  let bus: Bus;
  let telemetry: TelemetryHandle;

  before(async () => {
    telemetry = startTelemetry('bus-test-untraced', {});
    assert.ok(!tracingEnabled(), 'no other suite left tracing on');
    nats = await startNats();
    bus = await connectBus({ url: nats.url, name: 'bus-test', logger });
  });

  after(async () => {
    await bus?.drain();
    await nats?.stop();
    await telemetry?.shutdown();
  });

  it('an RPC goes out without headers, and its handler runs in no span', async () => {
    const testRpc = { ...Operations.quotaConsume, subject: 'test.rpc.untraced', queue: 'test' };
    const headersSeen: unknown[] = [];
    const raw = bus.nc.subscribe(testRpc.subject, {
      callback: (_error, msg) => {
        headersSeen.push(msg.headers);
        msg.respond(json.encode({ ok: true }));
      },
    });
    const echoed = { ...testRpc, subject: 'test.rpc.untraced.served' };
    let activeInHandler: unknown = 'not called';
    const server = serveRpc(bus, echoed, {
      logger,
      handler: async () => {
        activeInHandler = trace.getActiveSpan();
        return {};
      },
    });
    try {
      const body = { caller: { workspaceId: null, keyId: null, clientIp: '127.0.0.1' }, units: 1 };
      await inSpan('caller', {}, async (span) => {
        assert.equal(span.isRecording(), false);
        await requestRpc(bus, testRpc, body);
        await requestRpc(bus, echoed, body);
      });
      // Empty headers would still make an HPUB that the responder parses.
      assert.deepEqual(headersSeen, [undefined]);
      assert.equal(activeInHandler, undefined);
    } finally {
      raw.unsubscribe();
      server.subscription.unsubscribe();
    }
  });
});

describe('bus: the reply inbox every request/reply shares', function () {
  this.timeout(30_000);
  let nats: NatsHandle;
  let bus: Bus;

  beforeEach(async () => {
    nats = await startNats();
    bus = await connectBus({ url: nats.url, name: 'bus-test', logger });
  });

  afterEach(async () => {
    await bus.drain();
    await nats.stop();
  });

  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const bytes = (value: string) => new TextEncoder().encode(value);

  it('hands each reply to its own request, however they interleave', async () => {
    // Answers out of order: the later a request, the sooner its reply.
    bus.nc.subscribe('test.inbox.echo', {
      callback: (_error, msg) => {
        const n = Number(text(msg.data));
        setTimeout(() => msg.respond(bytes(`reply ${n}`)), 200 - n);
      },
    });
    const replies = await Promise.all(Array.from({ length: 200 }, (_, n) => sendRequest(bus, 'test.inbox.echo', bytes(String(n)), { timeoutMs: 5_000 })));
    assert.deepEqual(replies.map((reply) => text(reply.data)), Array.from({ length: 200 }, (_, n) => `reply ${n}`));
  });

  it('times out on its own timer, ignores a reply that comes too late, and says when nobody listens', async () => {
    let late: (() => void) | undefined;
    bus.nc.subscribe('test.inbox.slow', { callback: (_error, msg) => (late = () => msg.respond(bytes('too late'))) });
    const started = performance.now();
    await assert.rejects(sendRequest(bus, 'test.inbox.slow', bytes('x'), { timeoutMs: 300 }), (error: { code?: string }) => error.code === ErrorCode.Timeout);
    const waited = performance.now() - started;
    assert.ok(waited >= 290 && waited < 2_000, `waited ${waited} ms`);
    late?.();
    await bus.nc.flush();
    await assert.rejects(sendRequest(bus, 'test.inbox.nobody', bytes('x'), { timeoutMs: 5_000 }), (error: { code?: string }) => error.code === ErrorCode.NoResponders);
    // The inbox still works after all that.
    bus.nc.subscribe('test.inbox.fine', { callback: (_error, msg) => msg.respond(bytes('fine')) });
    assert.equal(text((await sendRequest(bus, 'test.inbox.fine', bytes('x'), { timeoutMs: 5_000 })).data), 'fine');
  });

  it('fails what is still waiting as soon as the connection closes, instead of at each timeout', async () => {
    bus.nc.subscribe('test.inbox.never', { callback: () => undefined });
    await bus.nc.flush();
    const waiting = sendRequest(bus, 'test.inbox.never', bytes('x'), { timeoutMs: 20_000 });
    const started = performance.now();
    await bus.nc.close();
    await assert.rejects(waiting, (error: { code?: string }) => error.code === ErrorCode.ConnectionClosed);
    assert.ok(performance.now() - started < 2_000);
  });
});
