import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { AppError, Schemas, validatorFor } from '@lookout/contracts';
import { freePort } from '@lookout/testing';
import {
  admin,
  createWebhook,
  eventually,
  newWorkspace,
  publishEvent,
  Receiver,
  scanEvent,
  TestClock,
  startEnv,
  type Env,
  type ReceivedDelivery,
} from './support.js';

interface AttemptRow {
  attempt: number;
  outcome: 'succeeded' | 'failed';
  response_status: number | null;
  error: string | null;
  duration_ms: number | null;
  at: Date;
  message_id: string;
}

const attemptsOf = (env: Env, endpointId: string) =>
  env.query<AttemptRow>('SELECT attempt, outcome::text AS outcome, response_status, error, duration_ms, at, message_id FROM delivery_attempts WHERE endpoint_id = $1 ORDER BY at, attempt', [endpointId]);

const deliveryOf = (env: Env, endpointId: string) =>
  env.query<{ state: string; attempts: number; next_attempt_at: Date | null; last_error: string | null }>(
    'SELECT state::text AS state, attempts, next_attempt_at, last_error FROM deliveries WHERE endpoint_id = $1 ORDER BY created_at',
    [endpointId],
  );

const headersOf = (delivery: ReceivedDelivery) => ({ 'webhook-id': delivery.id, 'webhook-timestamp': delivery.timestamp, 'webhook-signature': delivery.signature });

describe('webhook-dispatcher: deliveries', function () {
  this.timeout(90_000);
  const receivers: Receiver[] = [];
  const receiver = async (port = 0) => {
    const created = await new Receiver().listen(port);
    receivers.push(created);
    return created;
  };

  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  describe('signing, retries, 3xx, 410, 429, timeouts, rotation', () => {
    let env: Env;

    before(async () => {
      env = await startEnv({ WEBHOOK_RETRY_SCHEDULE: '0s,300ms,300ms,300ms,300ms,300ms,300ms,300ms,300ms,300ms', WEBHOOK_TIMEOUT_MS: '2000' });
      await env.startDispatcher();
    });

    after(async () => {
      await env?.stop();
    });

    it('fans each event out to the endpoints of its workspace only, signed per Standard Webhooks', async () => {
      const [a1, a2, b] = [await receiver(), await receiver(), await receiver()];
      const [wsA, wsB] = [newWorkspace(), newWorkspace()];
      const hookA1 = await createWebhook(env.bus, wsA, a1.url);
      const hookA2 = await createWebhook(env.bus, wsA, a2.url);
      await createWebhook(env.bus, wsB, b.url);

      const anonymous = scanEvent(null);
      await publishEvent(env.bus, anonymous);
      const event = scanEvent(wsA);
      await publishEvent(env.bus, event);

      await eventually('both endpoints of workspace A to be called', () => a1.received.length === 1 && a2.received.length === 1);
      const [p1] = a1.verifyAll(hookA1.secret) as { type: string; timestamp: string; data: Record<string, unknown> }[];
      const [p2] = a2.verifyAll(hookA2.secret);
      assert.throws(() => a1.verifyAll(hookA2.secret), 'each endpoint has its own secret');
      assert.deepEqual(p1, p2);
      const { workspaceId: _ws, ...scan } = event.data;
      assert.deepEqual(p1, { type: 'scan.completed', timestamp: event.time, data: scan });
      assert.ok(validatorFor(Schemas.webhookPayload)(p1), 'the payload matches proto/http/webhook-payload.schema.json');
      const [d1, d2] = [a1.received[0], a2.received[0]];
      assert.ok(d1 && d2);
      assert.equal(d1.headers['content-type'], 'application/json');
      assert.match(d1.id, /^msg_/);
      assert.notEqual(d1.id, d2.id, 'one message per endpoint');
      assert.ok(Math.abs(Number(d1.timestamp) - Date.now() / 1000) < 60, 'webhook-timestamp is the attempt time in unix seconds');
      assert.match(d1.signature, /^v1,[A-Za-z0-9+/]+=*$/);
      // Workspace B and the anonymous scan: nothing. (The anonymous event was published first.)
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(b.received.length, 0);
      assert.equal(a1.received.length, 1);
      const [logged] = await attemptsOf(env, hookA1.id);
      assert.equal(logged?.outcome, 'succeeded');
      assert.equal(logged?.response_status, 204);
      assert.ok((logged?.duration_ms ?? -1) >= 0);
    });

    it('retries a 500 with the same webhook-id and body, each attempt freshly signed, and logs every attempt', async () => {
      const r = await receiver();
      r.reply = (_delivery, index) => (index < 2 ? { status: 500, body: 'database is down' } : { status: 200 });
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, r.url);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('a delivery after two failures', () => r.received.length === 3);
      await eventually('the third attempt to be logged', async () => (await attemptsOf(env, hook.id)).length === 3);
      r.verifyAll(hook.secret);
      const ids = new Set(r.received.map((d) => d.id));
      const bodies = new Set(r.received.map((d) => d.body));
      assert.equal(ids.size, 1, 'webhook-id is stable across retries');
      assert.equal(bodies.size, 1, 'the body is the same bytes on every attempt');
      const log = await attemptsOf(env, hook.id);
      assert.deepEqual(
        log.map((row) => [row.attempt, row.outcome, row.response_status, row.error, row.message_id]),
        [
          [1, 'failed', 500, 'HTTP 500: database is down', r.received[0]?.id],
          [2, 'failed', 500, 'HTTP 500: database is down', r.received[0]?.id],
          [3, 'succeeded', 200, null, r.received[0]?.id],
        ],
      );
      assert.deepEqual((await deliveryOf(env, hook.id)).map((d) => d.state), ['succeeded']);
      // The same log over the management API, newest first.
      const { deliveries } = await admin(env.bus, ws, { op: 'deliveries', webhookId: hook.id });
      assert.deepEqual(deliveries?.map((d) => [d.attempt, d.status, d.responseStatus]), [[3, 'succeeded', 200], [2, 'failed', 500], [1, 'failed', 500]]);
    });

    it('gives up after the last scheduled attempt', async () => {
      const r = await receiver();
      r.reply = () => ({ status: 502 });
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, r.url);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the delivery to fail for good', async () => (await deliveryOf(env, hook.id))[0]?.state === 'failed');
      assert.equal(r.received.length, 10, 'one request per entry of WEBHOOK_RETRY_SCHEDULE');
      assert.equal((await admin(env.bus, ws, { op: 'get', webhookId: hook.id })).webhook?.status, 'enabled', 'one failed delivery does not disable');
    });

    it('a 3xx is a failure and is not followed', async () => {
      const r = await receiver();
      r.reply = () => ({ status: 307, headers: { location: '/elsewhere' } });
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, r.url);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the delivery to fail for good', async () => (await deliveryOf(env, hook.id))[0]?.state === 'failed');
      assert.ok(r.received.every((d) => d.path === '/hook'), 'the Location was never requested');
      const log = await attemptsOf(env, hook.id);
      assert.equal(log.length, 10);
      assert.ok(log.every((row) => row.outcome === 'failed' && row.response_status === 307 && /redirects are not followed/.test(row.error ?? '')));
    });

    it('a 410 disables the endpoint: no further attempts, no further deliveries', async () => {
      const r = await receiver();
      r.reply = () => ({ status: 410 });
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, r.url);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the endpoint to be disabled', async () => (await admin(env.bus, ws, { op: 'get', webhookId: hook.id })).webhook?.status === 'disabled');
      const { webhook } = await admin(env.bus, ws, { op: 'get', webhookId: hook.id });
      assert.equal(webhook?.disabledReason, 'gone');
      assert.deepEqual((await deliveryOf(env, hook.id)).map((d) => [d.state, d.last_error]), [['failed', 'HTTP 410']]);
      await publishEvent(env.bus, scanEvent(ws));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      assert.equal(r.received.length, 1, 'exactly one request: the one answered 410');
      assert.equal((await deliveryOf(env, hook.id)).length, 1, 'a disabled endpoint is not fanned out to');
    });

    it('honours Retry-After on 429 and 503', async () => {
      for (const status of [429, 503]) {
        const r = await receiver();
        r.reply = (_delivery, index) => (index === 0 ? { status, headers: { 'retry-after': '2' } } : { status: 204 });
        const ws = newWorkspace();
        const hook = await createWebhook(env.bus, ws, r.url);
        await publishEvent(env.bus, scanEvent(ws));
        const first = await eventually('the first attempt to be logged', async () => (await attemptsOf(env, hook.id))[0]);
        const [pending] = await deliveryOf(env, hook.id);
        // The schedule says 300 ms; the receiver asked for 2 s.
        assert.ok(pending?.next_attempt_at, `${status}: rescheduled`);
        assert.ok(pending.next_attempt_at.getTime() - first.at.getTime() >= 2_000, `${status}: not before Retry-After`);
        await eventually('the retry', () => r.received.length === 2);
        assert.ok((r.received[1]?.receivedAt ?? 0) - (r.received[0]?.receivedAt ?? 0) >= 1_900, `${status}: the retry waited`);
        assert.equal(first.response_status, status);
      }
    });

    it('an attempt that outlasts WEBHOOK_TIMEOUT_MS fails with timeout and is retried', async () => {
      const r = await receiver();
      r.reply = (_delivery, index) => (index === 0 ? 'hold' : { status: 204 });
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, r.url);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the retry after a timeout', () => r.received.length === 2);
      await eventually('both attempts logged', async () => (await attemptsOf(env, hook.id)).length === 2);
      const [first, second] = await attemptsOf(env, hook.id);
      assert.equal(first?.outcome, 'failed');
      assert.match(first?.error ?? '', /^timeout:/);
      assert.equal(first?.response_status, null);
      assert.ok((first?.duration_ms ?? 0) >= 1_900);
      assert.equal(second?.outcome, 'succeeded');
      assert.equal(r.received[0]?.id, r.received[1]?.id);
    });

    it('after a rotation both secrets verify for 24 hours, then only the new one', async () => {
      const r = await receiver();
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, r.url);
      const rotated = (await admin(env.bus, ws, { op: 'rotate-secret', webhookId: hook.id })).webhook?.secret;
      assert.ok(rotated && rotated !== hook.secret);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the delivery', () => r.received.length === 1);
      const [during] = r.received;
      assert.ok(during);
      assert.equal(during.signature.split(' ').length, 2, 'two signatures, space-separated');
      for (const secret of [hook.secret, rotated]) assert.doesNotThrow(() => new Webhook(secret).verify(during.body, headersOf(during)));

      // End the overlap as 24 hours would.
      await env.query('UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval \'1 second\' WHERE id = $1', [hook.id]);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the second delivery', () => r.received.length === 2);
      const [, after] = r.received;
      assert.ok(after);
      assert.equal(after.signature.split(' ').length, 1);
      assert.doesNotThrow(() => new Webhook(rotated).verify(after.body, headersOf(after)));
      assert.throws(() => new Webhook(hook.secret).verify(after.body, headersOf(after)));
    });

    it('a redelivered event (same event id) is delivered once', async () => {
      const r = await receiver();
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, r.url);
      const event = scanEvent(ws);
      // Different Nats-Msg-Ids get past JetStream's de-duplication: the consumer sees the event twice.
      await publishEvent(env.bus, event, `${event.id}-a`);
      await publishEvent(env.bus, event, `${event.id}-b`);
      await eventually('the delivery', () => r.received.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      assert.equal(r.received.length, 1);
      assert.equal((await deliveryOf(env, hook.id)).length, 1);
    });

    it('a receiver that is down for a while gets every event once it is back', async () => {
      const port = await freePort();
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, `http://127.0.0.1:${port}/hook`);
      const events = Array.from({ length: 5 }, () => scanEvent(ws));
      for (const event of events) await publishEvent(env.bus, event);
      await eventually('two refused attempts per event', async () => {
        const log = await attemptsOf(env, hook.id);
        return log.filter((row) => row.attempt === 2).length === events.length;
      });
      const back = await receiver(port);
      await eventually('every event to arrive', () => new Set(back.scanIds()).size === events.length);
      back.verifyAll(hook.secret);
      assert.deepEqual(new Set(back.scanIds()), new Set(events.map((e) => e.data.scanId)));
      const log = await attemptsOf(env, hook.id);
      assert.ok(log.filter((row) => row.outcome === 'failed').every((row) => /^connection_refused:/.test(row.error ?? '')));
      await eventually('every delivery to succeed', async () => (await deliveryOf(env, hook.id)).every((d) => d.state === 'succeeded'));
    });
  });

  describe('isolation between endpoints', () => {
    let env: Env;

    before(async () => {
      env = await startEnv({ WEBHOOK_ENDPOINT_CONCURRENCY: '4', WEBHOOK_TIMEOUT_MS: '60000' });
      await env.startDispatcher();
    });

    after(async () => {
      await env?.stop();
    });

    it('100 events to a receiver that does not answer do not hold up another endpoint', async () => {
      const slow = await receiver();
      const fast = await receiver();
      slow.reply = () => 'hold';
      const [wsSlow, wsFast] = [newWorkspace(), newWorkspace()];
      const slowHook = await createWebhook(env.bus, wsSlow, slow.url);
      await createWebhook(env.bus, wsFast, fast.url);
      const slowEvents = Array.from({ length: 100 }, () => scanEvent(wsSlow));
      await Promise.all(slowEvents.map((event) => publishEvent(env.bus, event)));
      await eventually('all 100 deliveries to be queued', async () => Number((await env.query<{ n: string }>('SELECT count(*) AS n FROM deliveries WHERE endpoint_id = $1', [slowHook.id]))[0]?.n) === 100);
      await eventually('the slow receiver to hold its share of slots', () => slow.heldCount === 4);

      const fastEvents = Array.from({ length: 3 }, () => scanEvent(wsFast));
      for (const event of fastEvents) await publishEvent(env.bus, event);
      await eventually('the other endpoint to get its deliveries', () => fast.received.length === 3);
      assert.equal(slow.received.length, 4, 'the slow endpoint never had more than its 4 slots');

      slow.reply = () => ({ status: 204 });
      slow.release(204);
      await eventually('the slow endpoint to catch up', () => new Set(slow.scanIds()).size === 100, 60_000);
      assert.ok(slow.maxInFlight <= 4, `at most 4 concurrent requests to one endpoint (saw ${slow.maxInFlight})`);
    });
  });

  describe('egress policy at delivery time', () => {
    let env: Env;

    before(async () => {
      // No exemptions: loopback is blocked, as in production.
      env = await startEnv({ EGRESS_ALLOW_CIDRS: '' });
      await env.startDispatcher(
        {},
        {
          egress: {
            // The name resolves to the receiver's real (loopback) address; nothing leaves the machine.
            resolve: async (name) => {
              if (name === 'hooks.customer.test') return ['127.0.0.1'];
              throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
            },
          },
        },
      );
    });

    after(async () => {
      await env?.stop();
    });

    it('an IP literal in a blocked range is refused at registration', async () => {
      const r = await receiver();
      try {
        await admin(env.bus, newWorkspace(), { op: 'create', body: { url: r.url, events: ['scan.completed'] } });
        assert.fail('registered');
      } catch (error) {
        assert.ok(error instanceof AppError);
        assert.equal(error.status, 400);
        assert.match(error.errors?.url?.[0] ?? '', /127\.0\.0\.0\/8 \(loopback\)/);
      }
    });

    it('a name resolving to a blocked address fails the attempt with the reason; the receiver gets no connection', async () => {
      const r = await receiver();
      const ws = newWorkspace();
      const hook = await createWebhook(env.bus, ws, `http://hooks.customer.test:${r.port}/hook`);
      await publishEvent(env.bus, scanEvent(ws));
      const [first] = await eventually('the attempt to be logged', async () => {
        const log = await attemptsOf(env, hook.id);
        return log.length > 0 ? log : undefined;
      });
      assert.equal(first?.outcome, 'failed');
      assert.equal(first?.response_status, null);
      assert.match(first?.error ?? '', /^blocked_egress: .*127\.0\.0\.1.*loopback/);
      const { deliveries } = await admin(env.bus, ws, { op: 'deliveries', webhookId: hook.id });
      assert.match(deliveries?.[0]?.error ?? '', /blocked_egress/);
      assert.equal(r.connections, 0, 'no connection reached the receiver');
    });
  });

  describe('disabling an endpoint that keeps failing', () => {
    let env: Env;
    const clock = new TestClock();

    before(async () => {
      env = await startEnv({ WEBHOOK_DISABLE_AFTER_HOURS: '120', WEBHOOK_RETRY_SCHEDULE: '0s,200ms,200ms,200ms,200ms,200ms' });
      await env.startDispatcher({}, { clock });
    });

    after(async () => {
      await env?.stop();
    });

    it(`is disabled once every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS; a success restarts the count`, async () => {
      const failing = await receiver();
      failing.reply = () => ({ status: 500 });
      const flaky = await receiver();
      flaky.reply = (_d, index) => (index === 1 ? { status: 204 } : { status: 500 });
      const ws = newWorkspace();
      const failingHook = await createWebhook(env.bus, ws, failing.url);
      const flakyHook = await createWebhook(env.bus, ws, flaky.url);

      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the flaky endpoint to succeed on its second attempt', async () => (await deliveryOf(env, flakyHook.id))[0]?.state === 'succeeded');
      await eventually('the failing endpoint to use up its schedule', async () => (await deliveryOf(env, failingHook.id))[0]?.state === 'failed');
      assert.equal(failing.received.length, 6);
      const [streak] = await env.query<{ failing_since: Date | null }>('SELECT failing_since FROM webhook_endpoints WHERE id = $1', [failingHook.id]);
      assert.ok(streak?.failing_since, 'a failing streak is being counted');
      assert.equal((await env.query<{ failing_since: Date | null }>('SELECT failing_since FROM webhook_endpoints WHERE id = $1', [flakyHook.id]))[0]?.failing_since, null);

      // 119 hours later the endpoint is still tried; past 120 hours of nothing but failures it is disabled.
      clock.advance(119 * 3_600_000);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the failing endpoint to be tried again', async () => (await attemptsOf(env, failingHook.id)).length >= 7);
      assert.equal((await admin(env.bus, ws, { op: 'get', webhookId: failingHook.id })).webhook?.status, 'enabled');
      clock.advance(2 * 3_600_000);
      await publishEvent(env.bus, scanEvent(ws));
      await eventually('the failing endpoint to be disabled', async () => (await admin(env.bus, ws, { op: 'get', webhookId: failingHook.id })).webhook?.status === 'disabled');
      assert.equal((await admin(env.bus, ws, { op: 'get', webhookId: failingHook.id })).webhook?.disabledReason, 'failing');
      assert.equal((await env.query<{ n: string }>("SELECT count(*) AS n FROM deliveries WHERE endpoint_id = $1 AND state = 'pending'", [failingHook.id]))[0]?.n, '0');
      // The flaky endpoint succeeded 121 hours ago, then failed: its streak is young, it stays enabled.
      assert.equal((await admin(env.bus, ws, { op: 'get', webhookId: flakyHook.id })).webhook?.status, 'enabled');
    });
  });
});
