import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { AppError } from '@lookout/contracts';
import { parseCidrList } from '@lookout/egress';
import { readConfig } from '../src/config.js';
import { EndpointSets } from '../src/domain/endpoint-sets.js';
import { nextAttemptDelay, parseRetryAfter, parseRetrySchedule, withJitter } from '../src/domain/retry.js';
import { generateSigningSecret, loadSecretKey, parseSecretKey, SecretBox } from '../src/domain/secret-box.js';
import { messageIdFor, signatureHeader } from '../src/domain/signing.js';
import { checkWebhookUrl } from '../src/domain/url-policy.js';

describe('webhook-dispatcher: domain', () => {
  describe('retry schedule', () => {
    it('parses the default schedule: 8 attempts, the first at once', () => {
      assert.deepEqual(parseRetrySchedule('0s,5s,5m,30m,2h,5h,10h,10h'), [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
      assert.deepEqual(parseRetrySchedule(' 0s, 250ms ,1.5s,1d'), [0, 250, 1_500, 86_400_000]);
      for (const bad of ['', '5', '5x', '0s,,5s', '-1s']) assert.throws(() => parseRetrySchedule(bad), Error, bad);
    });

    it('jitters by at most ±10 % and never delays an immediate attempt', () => {
      assert.equal(withJitter(0, () => 0.99), 0);
      assert.equal(withJitter(10_000, () => 0), 9_000);
      assert.equal(withJitter(10_000, () => 0.999_999), 11_000);
      for (let i = 0; i < 100; i++) {
        const delay = withJitter(300_000);
        assert.ok(delay >= 270_000 && delay <= 330_000, String(delay));
      }
    });

    it('schedules attempt n+1 after attempt n fails, and stops when the schedule is spent', () => {
      const schedule = [0, 5_000, 300_000];
      const mid = () => 0.5;
      assert.equal(nextAttemptDelay(schedule, 1, null, mid), 5_000);
      assert.equal(nextAttemptDelay(schedule, 2, null, mid), 300_000);
      assert.equal(nextAttemptDelay(schedule, 3, null, mid), null);
      // Retry-After is honoured: never earlier than asked, never earlier than the schedule.
      assert.equal(nextAttemptDelay(schedule, 1, 60_000, mid), 60_000);
      assert.equal(nextAttemptDelay(schedule, 2, 1_000, mid), 300_000);
    });

    it('reads Retry-After as seconds or an HTTP date, capped at 24 hours', () => {
      const now = new Date('2026-01-01T00:00:00Z');
      assert.equal(parseRetryAfter('7', now), 7_000);
      assert.equal(parseRetryAfter(['3'], now), 3_000);
      assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now), 60_000);
      assert.equal(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now), 0);
      assert.equal(parseRetryAfter('999999999', now), 24 * 3_600_000);
      assert.equal(parseRetryAfter('soon', now), null);
      assert.equal(parseRetryAfter(undefined, now), null);
    });
  });

  describe('signing (Standard Webhooks 1.0)', () => {
    it('signatures verify with the official standardwebhooks package, with one secret or two', () => {
      const [current, previous] = [generateSigningSecret(), generateSigningSecret()];
      assert.match(current, /^whsec_[A-Za-z0-9+/]{43}=$/);
      const id = messageIdFor('evt_1', 'wh_1');
      const timestamp = Math.floor(Date.now() / 1000);
      const body = JSON.stringify({ type: 'scan.completed', timestamp: new Date().toISOString(), data: { a: 1 } });
      const headers = (signature: string) => ({ 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature });

      const single = signatureHeader([current], id, timestamp, body);
      assert.match(single, /^v1,[A-Za-z0-9+/]+=*$/);
      assert.deepEqual(new Webhook(current).verify(body, headers(single)), JSON.parse(body));
      assert.equal(single, new Webhook(current).sign(id, new Date(timestamp * 1000), body));
      assert.throws(() => new Webhook(previous).verify(body, headers(single)));

      const both = signatureHeader([current, previous], id, timestamp, body);
      assert.equal(both.split(' ').length, 2);
      for (const secret of [current, previous]) assert.deepEqual(new Webhook(secret).verify(body, headers(both)), JSON.parse(body));
      assert.throws(() => new Webhook(current).verify(`${body} `, headers(both)), 'a changed body does not verify');
    });

    it('the webhook-id is derived from event and endpoint: stable, and distinct per endpoint', () => {
      assert.equal(messageIdFor('evt_a', 'wh_1'), messageIdFor('evt_a', 'wh_1'));
      assert.notEqual(messageIdFor('evt_a', 'wh_1'), messageIdFor('evt_a', 'wh_2'));
      assert.notEqual(messageIdFor('evt_a', 'wh_1'), messageIdFor('evt_b', 'wh_1'));
      assert.match(messageIdFor('evt_a', 'wh_1'), /^msg_[A-Za-z0-9_-]{32}$/);
    });
  });

  describe('secrets at rest', () => {
    it('AES-256-GCM: round-trips, binds the ciphertext to its endpoint, and names a wrong key', () => {
      const box = new SecretBox(parseSecretKey(Buffer.alloc(32, 7).toString('base64')));
      const secret = generateSigningSecret();
      const sealed = box.encrypt(secret, 'wh_1');
      assert.ok(!sealed.includes(secret.slice(6)), 'the ciphertext does not contain the secret');
      assert.notEqual(box.encrypt(secret, 'wh_1'), sealed, 'a fresh IV every time');
      assert.equal(box.decrypt(sealed, 'wh_1'), secret);
      assert.throws(() => box.decrypt(sealed, 'wh_2'), 'another row cannot use it');
      const other = new SecretBox(Buffer.alloc(32, 8));
      assert.throws(() => other.decrypt(sealed, 'wh_1'), /installation key/);
    });

    it('accepts a 32-byte key as hex or base64 and refuses anything else', () => {
      assert.equal(parseSecretKey('ab'.repeat(32)).length, 32);
      assert.equal(parseSecretKey(Buffer.alloc(32, 1).toString('base64')).length, 32);
      assert.equal(parseSecretKey(Buffer.alloc(32, 1).toString('base64url')).length, 32);
      for (const bad of ['', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'not a key at all']) assert.throws(() => parseSecretKey(bad), Error, bad);
    });

    it('creates the key file 0600 on first start and reads the same key afterwards', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lookout-wh-key-'));
      try {
        const path = join(dir, 'nested', 'webhook-secret.key');
        const first = await loadSecretKey({ source: 'file', path });
        assert.equal(first.created, true);
        assert.equal((await stat(path)).mode & 0o777, 0o600);
        const again = await loadSecretKey({ source: 'file', path });
        assert.equal(again.created, false);
        assert.ok(again.key.equals(first.key));
        assert.equal(again.warning, undefined);
        await writeFile(path, 'garbage');
        await assert.rejects(loadSecretKey({ source: 'file', path }), /webhook secret key file/);
        assert.equal(await readFile(path, 'utf8'), 'garbage', 'a bad key file is reported, never replaced');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

  describe('registration URL policy', () => {
    const none = parseCidrList('');
    const refused = (url: string, allow = none) => {
      try {
        checkWebhookUrl(url, allow);
      } catch (error) {
        assert.ok(error instanceof AppError);
        assert.equal(error.status, 400);
        assert.ok(error.errors?.url?.[0], 'errors.url explains');
        return error.errors.url[0];
      }
      assert.fail(`${url} was accepted`);
    };

    it('accepts public http(s) URLs and names', () => {
      assert.equal(checkWebhookUrl('https://hooks.example.com/lookout?x=1', none), 'https://hooks.example.com/lookout?x=1');
      assert.equal(checkWebhookUrl('HTTP://Example.COM:8443/a', none), 'http://example.com:8443/a');
      assert.equal(checkWebhookUrl('https://93.184.215.14/hook', none), 'https://93.184.215.14/hook');
      // A name is judged at delivery time, when it is resolved.
      assert.equal(checkWebhookUrl('http://hooks.internal.example:9/hook', none), 'http://hooks.internal.example:9/hook');
    });

    it('refuses localhost names at registration (RFC 6761: always loopback)', () => {
      for (const url of ['http://localhost:9/hook', 'http://LOCALHOST./hook', 'https://app.localhost/hook']) {
        assert.match(refused(url), /localhost name/);
      }
    });

    it('refuses other schemes, relative URLs and credentials', () => {
      assert.match(refused('ftp://example.com/'), /http or https/);
      assert.match(refused('/relative'), /absolute/);
      assert.match(refused('https://user:pw@example.com/'), /credentials/);
    });

    it('refuses IP literals in blocked ranges, in every spelling', () => {
      for (const url of [
        'http://127.0.0.1/',
        'http://0x7f.1/',
        'http://2130706433/',
        'http://10.1.2.3/',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/',
        'http://[::ffff:10.0.0.1]/',
        'http://[fd00::1]/',
        'http://0.0.0.0/',
        'http://100.64.0.1/',
      ]) {
        assert.match(refused(url), /public addresses only/, url);
      }
    });

    it('honours EGRESS_ALLOW_CIDRS', () => {
      const loopback = parseCidrList('127.0.0.0/8');
      assert.equal(checkWebhookUrl('http://127.0.0.1:8080/hook', loopback), 'http://127.0.0.1:8080/hook');
      assert.match(refused('http://10.0.0.1/', loopback), /10\.0\.0\.0\/8/);
    });
  });

  describe('cached endpoint sets', () => {
    /** A loader that counts its reads and answers what `current` says now, after `gate` opens. */
    const source = () => {
      const state = { reads: 0, current: new Map<string, string[]>(), gate: Promise.resolve() };
      const load = async (workspaceId: string) => {
        state.reads++;
        const answer = [...(state.current.get(workspaceId) ?? [])];
        await state.gate;
        return answer;
      };
      return { state, load };
    };

    it('reads a workspace once, then answers from the cache until forget() or the TTL', async () => {
      let now = 0;
      const { state, load } = source();
      const sets = new EndpointSets(load, { ttlMs: 1_000, maxEntries: 10, now: () => now });
      state.current.set('ws_a', ['wh_1']);
      assert.deepEqual(await Promise.all([sets.of('ws_a'), sets.of('ws_a')]), [['wh_1'], ['wh_1']]);
      assert.deepEqual(await sets.of('ws_a'), ['wh_1']);
      assert.equal(state.reads, 1, 'concurrent and later lookups share one read');
      state.current.set('ws_a', ['wh_1', 'wh_2']);
      sets.forget('ws_a');
      assert.deepEqual(await sets.of('ws_a'), ['wh_1', 'wh_2']);
      assert.equal(state.reads, 2);
      state.current.set('ws_a', []);
      now += 999;
      assert.deepEqual(await sets.of('ws_a'), ['wh_1', 'wh_2'], 'still fresh');
      now += 1;
      assert.deepEqual(await sets.of('ws_a'), [], 'read again once the TTL ran out');
      assert.equal(state.reads, 3);
    });

    it('is bounded: the least recently used workspace goes first', async () => {
      const { state, load } = source();
      const sets = new EndpointSets(load, { ttlMs: 60_000, maxEntries: 2 });
      await sets.of('ws_a');
      await sets.of('ws_b');
      await sets.of('ws_a'); // a is now the most recently used
      await sets.of('ws_c'); // evicts b
      assert.equal(sets.size, 2);
      assert.equal(state.reads, 3);
      await sets.of('ws_a');
      assert.equal(state.reads, 3, 'a stayed');
      await sets.of('ws_b');
      assert.equal(state.reads, 4, 'b was dropped');
    });

    it('a read that overlapped a change is answered but not kept', async () => {
      const { state, load } = source();
      const sets = new EndpointSets(load, { ttlMs: 60_000, maxEntries: 10 });
      let open = () => {};
      state.gate = new Promise<void>((resolve) => (open = resolve));
      const stale = sets.of('ws_a'); // reads [] …
      await new Promise((resolve) => setImmediate(resolve));
      state.current.set('ws_a', ['wh_new']); // … the endpoint is created and the change broadcast
      sets.forget('ws_a');
      open();
      assert.deepEqual(await stale, []);
      state.gate = Promise.resolve();
      assert.deepEqual(await sets.of('ws_a'), ['wh_new'], 'the next lookup reads again');
      assert.equal(state.reads, 2);

      state.gate = new Promise<void>((resolve) => (open = resolve));
      sets.forget('ws_a');
      const unrelated = sets.of('ws_a');
      await new Promise((resolve) => setImmediate(resolve));
      sets.forget('ws_b'); // another workspace's change does not concern this read
      open();
      await unrelated;
      await sets.of('ws_a');
      assert.equal(state.reads, 3, 'kept: answered from the cache afterwards');
    });
  });

  describe('configuration', () => {
    it('has the contract defaults', () => {
      const config = readConfig({});
      assert.deepEqual(config.retryScheduleMs, parseRetrySchedule('0s,5s,5m,30m,2h,5h,10h,10h'));
      assert.equal(config.timeoutMs, 15_000);
      assert.equal(config.disableAfterHours, 120);
      assert.deepEqual(config.secretKey, { source: 'file', path: '.data/webhook-secret.key' });
      assert.equal(config.claimLeaseMs, 45_000);
      assert.deepEqual([config.endpointCacheTtlMs, config.endpointCacheMaxWorkspaces], [60_000, 10_000]);
    });

    it('reports every bad variable at once', () => {
      assert.throws(
        () => readConfig({ WEBHOOK_RETRY_SCHEDULE: '5 minutes', WEBHOOK_SECRET_KEY: 'short', EGRESS_ALLOW_CIDRS: 'nonsense', WEBHOOK_TIMEOUT_MS: 'x' }),
        (error: Error) => ['WEBHOOK_RETRY_SCHEDULE', 'WEBHOOK_SECRET_KEY', 'EGRESS_ALLOW_CIDRS', 'WEBHOOK_TIMEOUT_MS'].every((name) => error.message.includes(name)),
      );
      assert.throws(() => readConfig({ WEBHOOK_TIMEOUT_MS: '5000', WEBHOOK_CLAIM_LEASE_MS: '4000' }), /WEBHOOK_CLAIM_LEASE_MS/);
    });
  });
});
