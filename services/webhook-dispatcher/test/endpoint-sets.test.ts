import assert from 'node:assert/strict';
import { readConfig } from '../src/config.js';
import { start, type RunningDispatcher } from '../src/main.js';
import { admin, createWebhook, eventually, newWorkspace, publishEvent, Receiver, scanEvent, sleep, startEnv, type Env } from './support.js';

/**
 * Each dispatcher instance caches every workspace's endpoint set (the fan-out's input). Changes made
 * through one instance must reach the other at once, over real NATS: the cache TTL here is an hour,
 * so only the endpoints-changed broadcast can make these tests pass.
 */
describe('webhook-dispatcher: cached endpoint sets, two instances', function () {
  this.timeout(90_000);
  const HOUR = '3600000';
  let env: Env;
  let first: RunningDispatcher;
  let second: RunningDispatcher;
  let receiver: Receiver;

  before(async () => {
    env = await startEnv({ WEBHOOK_ENDPOINT_CACHE_TTL_MS: HOUR });
    first = await env.startDispatcher();
    second = await start(readConfig({ ...env.vars, WEBHOOK_ENDPOINT_CACHE_TTL_MS: HOUR }));
    receiver = await new Receiver().listen();
  });

  after(async () => {
    await second?.stop();
    await receiver?.close();
    await env?.stop();
  });

  /** Both instances hold the workspace's set in their caches (read now if they did not). */
  const setsOf = (workspaceId: string) => Promise.all([first.endpointSetOf(workspaceId), second.endpointSetOf(workspaceId)]);
  const bothSee = (workspaceId: string, expected: readonly string[], what: string) =>
    eventually(what, async () => {
      const sets = await setsOf(workspaceId);
      return sets.every((set) => JSON.stringify(set) === JSON.stringify(expected)) ? sets : undefined;
    }, 5_000);

  it('create, update and delete through either instance reach both caches; every event is delivered in between', async () => {
    const workspace = newWorkspace();
    assert.deepEqual(await setsOf(workspace), [[], []], 'both cache the empty set');

    const hook = await createWebhook(env.bus, workspace, receiver.url);
    await bothSee(workspace, [hook.id], 'both instances to see the new endpoint');

    const events = Array.from({ length: 20 }, () => scanEvent(workspace));
    for (const event of events) await publishEvent(env.bus, event);
    await eventually('all 20 events delivered', () => receiver.received.length >= 20);
    assert.deepEqual(new Set(receiver.scanIds()), new Set(events.map((event) => event.data.scanId)));

    await admin(env.bus, workspace, { op: 'update', webhookId: hook.id, body: { status: 'disabled' } });
    await bothSee(workspace, [], 'both instances to drop the disabled endpoint');
    const whileDisabled = scanEvent(workspace);
    await publishEvent(env.bus, whileDisabled);

    await admin(env.bus, workspace, { op: 'update', webhookId: hook.id, body: { status: 'enabled' } });
    await bothSee(workspace, [hook.id], 'both instances to see it enabled again');
    const afterwards = scanEvent(workspace);
    await publishEvent(env.bus, afterwards);
    await eventually('the event after re-enabling delivered', () => receiver.scanIds().includes(afterwards.data.scanId));
    assert.ok(!receiver.scanIds().includes(whileDisabled.data.scanId), 'nothing for the event while it was disabled');

    await admin(env.bus, workspace, { op: 'delete', webhookId: hook.id });
    await bothSee(workspace, [], 'both instances to drop the deleted endpoint');
  });

  it('an endpoint the dispatcher disables itself (410) leaves both caches', async () => {
    const workspace = newWorkspace();
    const gone = await new Receiver().listen();
    try {
      gone.reply = () => ({ status: 410 });
      const hook = await createWebhook(env.bus, workspace, gone.url);
      await bothSee(workspace, [hook.id], 'both instances to see the new endpoint');
      await publishEvent(env.bus, scanEvent(workspace));
      await eventually('the 410', () => gone.received.length === 1);
      await bothSee(workspace, [], 'both instances to drop the disabled endpoint');
    } finally {
      await gone.close();
    }
  });

  it('another workspace\'s change leaves a cached set alone', async () => {
    const [quiet, busy] = [newWorkspace(), newWorkspace()];
    const kept = await createWebhook(env.bus, quiet, receiver.url);
    await bothSee(quiet, [kept.id], 'both instances to see the endpoint');
    // A read that overlapped the create's own broadcast is answered but not kept: let the broadcast land, read again.
    await sleep(500);
    await setsOf(quiet);
    // Removed behind the caches' back (no broadcast): only a lookup that ignored the cache would notice.
    await env.query('DELETE FROM webhook_endpoints WHERE id = $1', [kept.id]);
    await createWebhook(env.bus, busy, receiver.url);
    assert.deepEqual(await setsOf(quiet), [[kept.id], [kept.id]], 'the quiet workspace is still served from the caches');
  });
});
