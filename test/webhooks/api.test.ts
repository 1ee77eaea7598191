import assert from 'node:assert/strict';
import { serveRpc, type RpcServer } from '@lookout/bus';
import { AppError, Operations, Schemas, validatorFor, type Scope, type WebhookDeliveryAttempt, type WebhookResource } from '@lookout/contracts';
import { createLogger } from '@lookout/telemetry';
import { start as startGateway } from '@lookout/gateway';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config.js';
import { eventually, newWorkspace, Receiver, startEnv, type Env } from '../../services/webhook-dispatcher/test/support.js';

/**
 * /api/webhooks through the real gateway and the real webhook dispatcher over NATS. API keys are
 * the quota service's; this suite answers quota.authorize with a stand-in that knows three keys,
 * so it exercises the gateway's routes, validation and problem details independently of it.
 */
const KEYS: Record<string, { workspaceId: string; scopes: Scope[] }> = {
  'key-a': { workspaceId: newWorkspace(), scopes: ['webhooks:manage'] },
  'key-b': { workspaceId: newWorkspace(), scopes: ['webhooks:manage', 'scans:read'] },
  'key-scans-only': { workspaceId: newWorkspace(), scopes: ['scans:read', 'scans:write'] },
};

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

describe('webhooks: management API over HTTP', function () {
  this.timeout(60_000);
  let env: Env;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let authorizer: RpcServer;
  let baseUrl: string;
  let receiver: Receiver;

  const call = async (method: string, path: string, options: { key?: string; json?: unknown; body?: string; contentType?: string } = {}): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (options.key) headers['x-api-key'] = options.key;
    let body: string | undefined = options.body;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  };

  before(async () => {
    env = await startEnv();
    await env.startDispatcher();
    authorizer = serveRpc(env.bus, Operations.quotaAuthorize, {
      logger: createLogger('stand-in-quota', 'silent'),
      handler: async (request) => {
        if (request.apiKey === null) {
          if (!request.anonymousAllowed) throw new AppError('unauthorized', 'This endpoint requires an API key in the X-Api-Key header.');
          return { caller: { workspaceId: null, keyId: null, clientIp: request.clientIp }, tier: 'anonymous' };
        }
        const key = KEYS[request.apiKey];
        if (!key) throw new AppError('unauthorized', 'The API key is invalid.');
        if (!key.scopes.includes(request.operation)) throw new AppError('forbidden', `The API key lacks the ${request.operation} scope.`);
        return {
          caller: { workspaceId: key.workspaceId, keyId: `key_${request.apiKey}`, clientIp: request.clientIp },
          tier: 'free',
          scopes: key.scopes,
          rateLimit: { limit: 60, remaining: 59, resetSeconds: 60, windowSeconds: 60 },
        };
      },
    });
    gateway = await startGateway(gatewayConfig({ ...env.vars, HOST: '127.0.0.1', PORT: '0' }));
    baseUrl = `http://127.0.0.1:${gateway.port}`;
    receiver = await new Receiver().listen();
  });

  after(async () => {
    await gateway?.stop();
    authorizer?.subscription.unsubscribe();
    await receiver?.close();
    await env?.stop();
  });

  it('every route needs a key with webhooks:manage: 401 anonymous or invalid, 403 without the scope', async () => {
    const id = 'wh_00000000000000000000000000000';
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/webhooks', { url: 'https://example.com/', events: ['scan.completed'] }],
      ['GET', '/api/webhooks'],
      ['GET', `/api/webhooks/${id}`],
      ['PATCH', `/api/webhooks/${id}`, { description: 'x' }],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/rotate-secret`],
      ['GET', `/api/webhooks/${id}/deliveries`],
      ['POST', `/api/webhooks/${id}/test`],
    ];
    for (const [method, path, json] of routes) {
      for (const [key, status] of [[undefined, 401], ['no-such-key', 401], ['key-scans-only', 403]] as const) {
        const answer = await call(method, path, { ...(key ? { key } : {}), ...(json === undefined ? {} : { json }) });
        assert.equal(answer.status, status, `${method} ${path} with ${key ?? 'no key'}`);
        assert.equal(answer.headers.get('content-type'), 'application/problem+json; charset=utf-8');
        assert.equal(answer.body.status, status);
      }
    }
  });

  it('create → read → update → rotate → test → deliveries → delete', async () => {
    const created = await call('POST', '/api/webhooks', { key: 'key-a', json: { url: receiver.url, events: ['scan.completed'], description: 'ci' } });
    assert.equal(created.status, 201, created.text);
    const webhook = created.body;
    assert.ok(validatorFor<WebhookResource>(Schemas.webhook)(webhook));
    assert.equal(created.headers.get('location'), `/api/webhooks/${webhook.id}`);
    assert.match(webhook.secret ?? '', /^whsec_/);
    assert.equal(webhook.status, 'enabled');
    assert.ok(created.headers.get('ratelimit'), 'rate-limited endpoint carries RateLimit headers');

    const read = await call('GET', `/api/webhooks/${webhook.id}`, { key: 'key-a' });
    assert.equal(read.status, 200);
    assert.equal(read.body.secret, undefined, 'the secret is shown at creation and rotation only');
    assert.deepEqual((await call('GET', '/api/webhooks', { key: 'key-a' })).body, { webhooks: [read.body] });

    const patched = await call('PATCH', `/api/webhooks/${webhook.id}`, { key: 'key-a', json: { description: 'renamed', events: ['scan.completed'] } });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.description, 'renamed');

    const rotated = await call('POST', `/api/webhooks/${webhook.id}/rotate-secret`, { key: 'key-a' });
    assert.equal(rotated.status, 200);
    assert.match(rotated.body.secret, /^whsec_/);
    assert.notEqual(rotated.body.secret, webhook.secret);

    const test = await call('POST', `/api/webhooks/${webhook.id}/test`, { key: 'key-a' });
    assert.equal(test.status, 202);
    assert.match(test.body.eventId, /^evt_/);
    await eventually('the test event', () => receiver.received.length === 1);
    for (const secret of [webhook.secret ?? '', rotated.body.secret]) {
      const [payload] = receiver.verifyAll(secret) as { type: string }[];
      assert.equal(payload?.type, 'webhook.test');
    }

    const log = await eventually('the attempt in the log', async () => {
      const answer = await call('GET', `/api/webhooks/${webhook.id}/deliveries`, { key: 'key-a' });
      return answer.body?.deliveries?.length ? answer : undefined;
    });
    assert.equal(log.status, 200);
    const [attempt] = log.body.deliveries;
    assert.ok(validatorFor<WebhookDeliveryAttempt>(Schemas.webhookDelivery)(attempt));
    assert.equal(attempt.eventId, test.body.eventId);
    assert.equal(attempt.status, 'succeeded');
    assert.equal(attempt.responseStatus, 204);

    const deleted = await call('DELETE', `/api/webhooks/${webhook.id}`, { key: 'key-a' });
    assert.equal(deleted.status, 204);
    assert.equal(deleted.text, '');
    assert.equal((await call('GET', `/api/webhooks/${webhook.id}`, { key: 'key-a' })).status, 404);
  });

  it('validates bodies: 415, unknown properties, events, and the URL policy under errors.url', async () => {
    const post = (json: unknown) => call('POST', '/api/webhooks', { key: 'key-a', json });
    assert.equal((await call('POST', '/api/webhooks', { key: 'key-a', body: 'url=x', contentType: 'application/x-www-form-urlencoded' })).status, 415);
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com/', events: ['scan.completed'] }, 'url'],
      [{ url: 'http://10.0.0.1/hook', events: ['scan.completed'] }, 'url'],
      [{ url: 'http://169.254.169.254/latest', events: ['scan.completed'] }, 'url'],
      [{ url: 'not a url', events: ['scan.completed'] }, 'url'],
      [{ events: ['scan.completed'] }, 'url'],
      [{ url: 'https://example.com/', events: [] }, 'events'],
      [{ url: 'https://example.com/', events: ['scan.started'] }, 'events.0'],
      [{ url: 'https://example.com/', events: ['scan.completed'], secret: 'whsec_mine' }, 'secret'],
      [[], 'body'],
    ];
    for (const [json, field] of cases) {
      const answer = await post(json);
      assert.equal(answer.status, 400, JSON.stringify(json));
      assert.ok(answer.body.errors?.[field], `${JSON.stringify(json)} → errors.${field}: ${answer.text}`);
    }
    const created = await post({ url: 'https://hooks.example.com/x', events: ['scan.completed'] });
    assert.equal(created.status, 201);
    const patch = (json: unknown) => call('PATCH', `/api/webhooks/${created.body.id}`, { key: 'key-a', json });
    assert.equal((await patch({})).status, 400);
    assert.ok((await patch({ status: 'paused' })).body.errors?.status);
    assert.ok((await patch({ url: 'http://[::1]:8080/' })).body.errors?.url);
    assert.equal((await patch({ status: 'disabled' })).body.disabledReason, 'manual');
    assert.equal((await call('POST', `/api/webhooks/${created.body.id}/test`, { key: 'key-a' })).status, 409);
  });

  it("another workspace's webhook is a 404 byte for byte the same as a missing one", async () => {
    const created = await call('POST', '/api/webhooks', { key: 'key-a', json: { url: 'https://hooks.example.com/a', events: ['scan.completed'] } });
    const id = created.body.id as string;
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/webhooks/${id}`],
      ['PATCH', `/api/webhooks/${id}`, { description: 'taken' }],
      ['POST', `/api/webhooks/${id}/rotate-secret`],
      ['GET', `/api/webhooks/${id}/deliveries`],
      ['POST', `/api/webhooks/${id}/test`],
      ['DELETE', `/api/webhooks/${id}`],
    ];
    const asIntruder = async () => Promise.all(paths.map(([method, path, json]) => call(method, path, { key: 'key-b', ...(json === undefined ? {} : { json }) })));
    const whileItExists = await asIntruder();
    assert.equal((await call('DELETE', `/api/webhooks/${id}`, { key: 'key-a' })).status, 204, 'the intruder deleted nothing');
    const afterDeletion = await asIntruder();
    whileItExists.forEach((answer, index) => {
      assert.equal(answer.status, 404, paths[index]?.join(' '));
      assert.equal(answer.text, afterDeletion[index]?.text, paths[index]?.join(' '));
      assert.equal(answer.headers.get('content-type'), afterDeletion[index]?.headers.get('content-type'));
    });
    assert.deepEqual((await call('GET', '/api/webhooks', { key: 'key-b' })).body, { webhooks: [] });
  });
});
