import assert from 'node:assert/strict';
import { AppError, Schemas, validatorFor } from '@lookout/contracts';
import { findSchemaDrift } from '@lookout/database';
import { admin, newWorkspace, Receiver, SCHEMA_PRISMA, startEnv, type Env } from './support.js';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError, String(error));
    return error;
  }
  assert.fail('expected a rejection');
}

describe('webhook-dispatcher: management over lookout.rpc.webhooks.admin.v1', function () {
  this.timeout(60_000);
  let env: Env;
  const validWebhook = validatorFor(Schemas.webhook);

  before(async () => {
    env = await startEnv();
    await env.startDispatcher();
  });

  after(async () => {
    await env?.stop();
  });

  it('schema.prisma and the migration agree', async () => {
    assert.deepEqual(await findSchemaDrift({ databaseUrl: env.database.url, schema: 'webhook_dispatcher', prismaSchemaPath: SCHEMA_PRISMA }), []);
  });

  it('creates, lists, reads, updates and deletes endpoints; the secret is shown at creation only', async () => {
    const ws = newWorkspace();
    const created = (await admin(env.bus, ws, { op: 'create', body: { url: 'https://hooks.example.com/lookout', events: ['scan.completed'], description: 'prod' } })).webhook;
    assert.ok(created && validWebhook(created), JSON.stringify(validWebhook.errors));
    assert.match(created.id, /^wh_[0-9a-z]{29}$/);
    assert.match(created.secret ?? '', /^whsec_/);
    assert.equal(created.status, 'enabled');
    assert.deepEqual(created.events, ['scan.completed']);
    assert.equal(created.description, 'prod');
    assert.ok(!Number.isNaN(Date.parse(created.createdAt)));

    const { secret: _secret, ...shown } = created;
    assert.deepEqual((await admin(env.bus, ws, { op: 'get', webhookId: created.id })).webhook, shown);
    assert.deepEqual((await admin(env.bus, ws, { op: 'list' })).webhooks, [shown]);

    const updated = (await admin(env.bus, ws, { op: 'update', webhookId: created.id, body: { url: 'https://other.example.com/h', description: 'staging', status: 'disabled' } })).webhook;
    assert.deepEqual(updated, { ...shown, url: 'https://other.example.com/h', description: 'staging', status: 'disabled', disabledReason: 'manual' });
    const enabled = (await admin(env.bus, ws, { op: 'update', webhookId: created.id, body: { status: 'enabled' } })).webhook;
    assert.equal(enabled?.status, 'enabled');
    assert.equal(enabled?.disabledReason, undefined);

    assert.deepEqual(await admin(env.bus, ws, { op: 'delete', webhookId: created.id }), { ok: true });
    assert.equal((await rejection(admin(env.bus, ws, { op: 'get', webhookId: created.id }))).status, 404);
    assert.deepEqual((await admin(env.bus, ws, { op: 'list' })).webhooks, []);
  });

  it('another workspace\'s id is answered exactly like an unknown id, for every operation', async () => {
    const owner = newWorkspace();
    const intruder = newWorkspace();
    const { webhook } = await admin(env.bus, owner, { op: 'create', body: { url: 'https://hooks.example.com/a', events: ['scan.completed'] } });
    assert.ok(webhook);
    const unknown = `wh_${'0'.repeat(29)}`;
    const ops = [
      { op: 'get' },
      { op: 'update', body: { description: 'mine now' } },
      { op: 'delete' },
      { op: 'rotate-secret' },
      { op: 'deliveries' },
      { op: 'test' },
    ] as const;
    for (const op of ops) {
      const stolen = await rejection(admin(env.bus, intruder, { ...op, webhookId: webhook.id }));
      const missing = await rejection(admin(env.bus, intruder, { ...op, webhookId: unknown }));
      assert.equal(stolen.status, 404, op.op);
      assert.deepEqual(
        { ...stolen.toProblem(), detail: stolen.detail.replace(webhook.id, 'ID') },
        { ...missing.toProblem(), detail: missing.detail.replace(unknown, 'ID') },
        op.op,
      );
    }
    assert.deepEqual((await admin(env.bus, intruder, { op: 'list' })).webhooks, []);
    // Still there, untouched.
    assert.equal((await admin(env.bus, owner, { op: 'get', webhookId: webhook.id })).webhook?.description, undefined);
  });

  it('refuses non-http(s) URLs and blocked IP literals with errors.url; honours EGRESS_ALLOW_CIDRS', async () => {
    const ws = newWorkspace();
    for (const url of ['ftp://example.com/x', 'http://10.0.0.7/hook', 'http://169.254.169.254/', 'http://[::ffff:192.168.1.1]/']) {
      const error = await rejection(admin(env.bus, ws, { op: 'create', body: { url, events: ['scan.completed'] } }));
      assert.equal(error.status, 400, url);
      assert.ok(error.errors?.url?.length, url);
    }
    // The suite's dispatcher runs with EGRESS_ALLOW_CIDRS=127.0.0.0/8.
    const { webhook } = await admin(env.bus, ws, { op: 'create', body: { url: 'http://127.0.0.1:9/hook', events: ['scan.completed'] } });
    assert.ok(webhook);
    const patched = await rejection(admin(env.bus, ws, { op: 'update', webhookId: webhook.id, body: { url: 'http://[fe80::1]/' } }));
    assert.equal(patched.status, 400);
    assert.ok(patched.errors?.url);
    // Schema violations are 400s naming the field.
    const badEvent = await rejection(admin(env.bus, ws, { op: 'create', body: { url: 'https://example.com/', events: ['scan.started' as 'scan.completed'] } }));
    assert.equal(badEvent.status, 400);
    assert.ok(Object.keys(badEvent.errors ?? {}).some((field) => field.startsWith('body.events')), JSON.stringify(badEvent.errors));
  });

  it('anonymous callers have no webhooks', async () => {
    assert.equal((await rejection(admin(env.bus, null, { op: 'list' }))).status, 401);
  });

  it('stores secrets encrypted: the database holds neither secret nor key', async () => {
    const ws = newWorkspace();
    const { webhook } = await admin(env.bus, ws, { op: 'create', body: { url: 'https://example.com/h', events: ['scan.completed'] } });
    const rotated = (await admin(env.bus, ws, { op: 'rotate-secret', webhookId: webhook?.id ?? '' })).webhook;
    assert.ok(webhook?.secret && rotated?.secret && rotated.secret !== webhook.secret);
    assert.equal(rotated.id, webhook.id);
    const dump = JSON.stringify(await env.query('SELECT * FROM webhook_endpoints WHERE workspace_id = $1', [ws]));
    for (const secret of [webhook.secret, rotated.secret]) {
      assert.ok(!dump.includes(secret.slice('whsec_'.length)), 'secret in the clear');
      assert.ok(!dump.includes(Buffer.from(secret.slice('whsec_'.length), 'base64').toString('hex')), 'secret as hex');
    }
    assert.ok(!dump.includes(env.vars.WEBHOOK_SECRET_KEY ?? 'x'), 'installation key');
    const [row] = await env.query<{ secret_enc: string; previous_secret_enc: string; previous_secret_expires_at: Date }>(
      'SELECT secret_enc, previous_secret_enc, previous_secret_expires_at FROM webhook_endpoints WHERE id = $1',
      [webhook.id],
    );
    assert.match(row?.secret_enc ?? '', /^v1\./);
    assert.ok(row?.previous_secret_enc);
    const overlapHours = ((row?.previous_secret_expires_at.getTime() ?? 0) - Date.now()) / 3_600_000;
    assert.ok(overlapHours > 23.9 && overlapHours <= 24, String(overlapHours));
  });

  it('queues a webhook.test event to one endpoint and logs its attempt', async () => {
    const receiver = await new Receiver().listen();
    try {
      const ws = newWorkspace();
      const { webhook } = await admin(env.bus, ws, { op: 'create', body: { url: receiver.url, events: ['scan.completed'] } });
      assert.ok(webhook?.secret);
      const { eventId } = await admin(env.bus, ws, { op: 'test', webhookId: webhook.id });
      assert.match(eventId ?? '', /^evt_/);
      const deliveries = await (async () => {
        for (;;) {
          const log = (await admin(env.bus, ws, { op: 'deliveries', webhookId: webhook.id })).deliveries ?? [];
          if (log.length > 0) return log;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      assert.equal(receiver.received.length, 1);
      const [payload] = receiver.verifyAll(webhook.secret) as { type: string; data: { webhookId: string } }[];
      assert.equal(payload?.type, 'webhook.test');
      assert.equal(payload?.data.webhookId, webhook.id);
      assert.ok(validatorFor(Schemas.webhookPayload)(JSON.parse(receiver.received[0]?.body ?? '')));
      assert.equal(deliveries.length, 1);
      const [entry] = deliveries;
      assert.ok(validatorFor(Schemas.webhookDelivery)(entry));
      assert.deepEqual({ ...entry, at: 'AT', durationMs: 0 }, {
        eventId,
        eventType: 'webhook.test',
        messageId: receiver.received[0]?.id,
        attempt: 1,
        status: 'succeeded',
        responseStatus: 204,
        error: null,
        durationMs: 0,
        at: 'AT',
      });
      // A disabled endpoint is not sent test events.
      await admin(env.bus, ws, { op: 'update', webhookId: webhook.id, body: { status: 'disabled' } });
      assert.equal((await rejection(admin(env.bus, ws, { op: 'test', webhookId: webhook.id }))).status, 409);
    } finally {
      await receiver.close();
    }
  });
});
