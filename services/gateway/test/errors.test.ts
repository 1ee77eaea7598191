import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ArtifactStore } from '@lookout/artifacts';
import type { Bus } from '@lookout/bus';
import { createLogger } from '@lookout/telemetry';
import { createApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import type { Backends } from '../src/services.js';

describe('gateway: unexpected exceptions', () => {
  let server: Server;
  let baseUrl: string;
  const secret = 'db password is hunter2';

  before(async () => {
    // The services behind the gateway are replaced by a stand-in that throws a programming error,
    // the one failure a real service cannot be made to produce on demand.
    const backends: Backends = {
      authorize: async () => ({ ok: true, caller: { workspaceId: null, keyId: null, clientIp: '127.0.0.1' }, tier: 'anonymous' }),
      submitScan: async () => {
        throw new TypeError(secret);
      },
      getScan: async () => {
        throw new TypeError(secret);
      },
      searchScans: async () => {
        throw new TypeError(secret);
      },
      deleteScan: async () => {
        throw new TypeError(secret);
      },
      relatedScans: async () => {
        throw new TypeError(secret);
      },
      idempotency: async () => ({ ok: true, state: 'new' }),
      webhooks: async () => ({ ok: true }),
      usage: async () => {
        throw new TypeError(secret);
      },
      keys: async () => ({ ok: true }),
    };
    const app = createApp({
      config: readConfig({}),
      logger: createLogger('gateway-test', 'silent'),
      backends,
      bus: {} as Bus,
      artifacts: {} as ArtifactStore,
      isStopping: () => false,
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 500 problem details without internals', async () => {
    const response = await fetch(`${baseUrl}/UrlCheck`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/' }) });
    const text = await response.text();
    assert.equal(response.status, 500);
    assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
    const body = JSON.parse(text) as { title: string; status: number };
    assert.equal(body.title, 'Internal Server Error');
    assert.equal(body.status, 500);
    assert.ok(!text.includes('hunter2') && !text.includes('TypeError') && !text.includes('at '), 'no message or stack leaks');
    assert.ok(response.headers.get('x-request-id'));
  });
});
