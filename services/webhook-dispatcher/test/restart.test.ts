import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createWebhook, eventually, newWorkspace, publishEvent, Receiver, scanEvent, startEnv, testSecretKey, type Env } from './support.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/dispatcher-process.ts', import.meta.url));

async function spawnDispatcher(vars: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', FIXTURE], {
    env: { ...process.env, ...vars },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('ready\n')) resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`dispatcher process exited before it was ready (${signal ?? code})`)));
  });
  return child;
}

const statesOf = async (env: Env, endpointId: string) =>
  (await env.query<{ state: string }>('SELECT state::text AS state FROM deliveries WHERE endpoint_id = $1', [endpointId])).map((row) => row.state);

describe('webhook-dispatcher: crashes and restarts lose nothing', function () {
  this.timeout(120_000);
  let env: Env;
  let receiver: Receiver;
  let child: ChildProcess | undefined;

  beforeEach(async () => {
    env = await startEnv({
      WEBHOOK_RETRY_SCHEDULE: '0s,500ms,500ms,500ms,500ms,500ms,500ms,500ms,500ms,500ms',
      WEBHOOK_ENDPOINT_CONCURRENCY: '4',
      WEBHOOK_TIMEOUT_MS: '3000',
      // A killed process's claims come back after this long.
      WEBHOOK_CLAIM_LEASE_MS: '4000',
    });
    receiver = await new Receiver().listen();
  });

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    child = undefined;
    await receiver.close();
    await env.stop();
  });

  it('SIGKILL with deliveries in flight and pending, events published while it is down: every event arrives after a restart', async () => {
    child = await spawnDispatcher(env.vars);
    const ws = newWorkspace();
    const hook = await createWebhook(env.bus, ws, receiver.url);
    receiver.reply = () => 'hold';

    const before = Array.from({ length: 10 }, () => scanEvent(ws));
    for (const event of before) await publishEvent(env.bus, event);
    await eventually('every event to be fanned out', async () => (await statesOf(env, hook.id)).length === before.length);
    await eventually('four deliveries in flight', () => receiver.heldCount === 4);
    const inFlightIds = receiver.received.map((d) => d.id);

    child.kill('SIGKILL');
    await once(child, 'exit');
    const during = Array.from({ length: 5 }, () => scanEvent(ws));
    for (const event of during) await publishEvent(env.bus, event);

    receiver.reply = () => ({ status: 204 });
    receiver.release(204);
    await env.startDispatcher();

    const all = [...before, ...during].map((event) => event.data.scanId);
    await eventually('every event to be delivered', async () => (await statesOf(env, hook.id)).filter((s) => s === 'succeeded').length === all.length, 60_000);
    const delivered = receiver.received.filter((_d, index) => index >= 4);
    assert.deepEqual(new Set(delivered.map((d) => String(d.payload.data.scanId))), new Set(all));
    receiver.verifyAll(hook.secret);
    // The deliveries cut off by the kill came back under the same webhook-id.
    for (const id of inFlightIds) assert.ok(delivered.some((d) => d.id === id), `${id} redelivered`);
  });

  it('a stop without grace hands deliveries in flight back at once', async () => {
    await env.startDispatcher({ SHUTDOWN_GRACE_SECONDS: '0' });
    const ws = newWorkspace();
    const hook = await createWebhook(env.bus, ws, receiver.url);
    receiver.reply = () => 'hold';
    const events = Array.from({ length: 6 }, () => scanEvent(ws));
    for (const event of events) await publishEvent(env.bus, event);
    await eventually('four deliveries in flight', () => receiver.heldCount === 4);
    await eventually('every event to be fanned out', async () => (await statesOf(env, hook.id)).length === events.length);

    await env.stopDispatcher();
    const [{ due } = { due: '0' }] = await env.query<{ due: string }>(
      "SELECT count(*) AS due FROM deliveries WHERE endpoint_id = $1 AND state = 'pending' AND next_attempt_at <= now()",
      [hook.id],
    );
    assert.equal(due, String(events.length), 'handed back: due now, not after the claim lease');

    receiver.reply = () => ({ status: 204 });
    await env.startDispatcher();
    await eventually('every event to be delivered', async () => (await statesOf(env, hook.id)).every((s) => s === 'succeeded'));
    const succeeded = receiver.received.slice(4);
    assert.deepEqual(new Set(succeeded.map((d) => String(d.payload.data.scanId))), new Set(events.map((e) => e.data.scanId)));
  });

  it('restarted with another installation key: attempts fail without signing and are not held against the endpoint', async () => {
    await env.startDispatcher();
    const ws = newWorkspace();
    const hook = await createWebhook(env.bus, ws, receiver.url);
    await env.stopDispatcher();

    // A slow schedule here, so the delivery is still pending when the right key comes back.
    await env.startDispatcher({ WEBHOOK_SECRET_KEY: testSecretKey(), WEBHOOK_RETRY_SCHEDULE: '0s,3s,3s,3s,3s,3s' });
    const event = scanEvent(ws);
    await publishEvent(env.bus, event);
    const [attempt] = await eventually('an attempt to be logged', async () => {
      const rows = await env.query<{ error: string | null }>('SELECT error FROM delivery_attempts WHERE endpoint_id = $1', [hook.id]);
      return rows.length > 0 ? rows : undefined;
    });
    assert.match(attempt?.error ?? '', /^internal_error: the signing secret could not be decrypted/);
    assert.equal(receiver.received.length, 0, 'nothing unsigned was sent');
    const [endpoint] = await env.query<{ failing_since: Date | null; status: string }>('SELECT failing_since, status::text AS status FROM webhook_endpoints WHERE id = $1', [hook.id]);
    assert.deepEqual(endpoint, { failing_since: null, status: 'enabled' });

    // With the right key back, the retries deliver.
    await env.stopDispatcher();
    await env.startDispatcher();
    await eventually('the delivery', () => receiver.received.length === 1);
    receiver.verifyAll(hook.secret);
  });
});
