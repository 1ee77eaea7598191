import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ArtifactError, createArtifactStore, type ArtifactErrorCode, type ArtifactStore } from '../src/index.js';
import { startLocalS3, type LocalS3 } from './helpers.js';

const MAX = 64 * 1024;
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function rejectsWith(promise: Promise<unknown>, code: ArtifactErrorCode): Promise<void> {
  await assert.rejects(promise, (error: unknown) => error instanceof ArtifactError && error.code === code);
}

/** One behavioural contract, run against every backend. */
function behavesLikeAnArtifactStore(open: () => Promise<ArtifactStore>): void {
  let store: ArtifactStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close?.();
  });

  it('stores a body under its SHA-256 and returns it with its content type', async () => {
    const body = Buffer.from('<html><body>hello</body></html>');
    const ref = await store.put('dom', body, 'text/html; charset=utf-8');
    assert.deepEqual(ref, { kind: 'dom', sha256: sha(body), contentType: 'text/html; charset=utf-8', bytes: body.length });
    const got = await store.get('dom', ref.sha256);
    assert.ok(got);
    assert.ok(got.body.equals(body));
    assert.equal(got.contentType, 'text/html; charset=utf-8');
    assert.equal(got.bytes, body.length);
  });

  it('is idempotent: the same bytes twice (also concurrently) are one object', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const refs = await Promise.all([1, 2, 3, 4].map(() => store.put('screenshot', body, 'image/png')));
    for (const ref of refs) assert.equal(ref.sha256, sha(body));
    await store.put('screenshot', body, 'image/png');
    assert.ok((await store.get('screenshot', sha(body)))?.body.equals(body));
    await store.delete('screenshot', sha(body));
    assert.equal(await store.get('screenshot', sha(body)), null);
  });

  it('keeps kinds apart: the same bytes as a DOM and a HAR are two objects', async () => {
    const body = Buffer.from('{"log":{}}');
    await store.put('dom', body, 'text/html');
    await store.put('har', body, 'application/json');
    await store.delete('dom', sha(body));
    assert.equal(await store.get('dom', sha(body)), null);
    assert.equal((await store.get('har', sha(body)))?.contentType, 'application/json');
  });

  it('answers null for an unknown hash and deletes absent objects without complaint', async () => {
    const unknown = sha(Buffer.from(`never stored ${Math.random()}`));
    assert.equal(await store.get('har', unknown), null);
    await store.delete('har', unknown);
  });

  it('refuses hashes that are not 64 lower-case hex characters before touching storage', async () => {
    for (const bad of ['../../../../etc/passwd', 'A'.repeat(64), 'a'.repeat(63), `${'a'.repeat(64)}/..`, '', `..%2f${'a'.repeat(60)}`]) {
      await rejectsWith(store.get('dom', bad), 'invalid_hash');
      await rejectsWith(store.delete('dom', bad), 'invalid_hash');
    }
  });

  it('refuses unknown kinds, unsafe content types and bodies above the cap', async () => {
    await rejectsWith(store.get('../dom' as 'dom', 'a'.repeat(64)), 'invalid_kind');
    await rejectsWith(store.put('exe' as 'dom', Buffer.from('x'), 'text/plain'), 'invalid_kind');
    await rejectsWith(store.put('dom', Buffer.from('x'), 'text/html\r\nX-Injected: 1'), 'invalid_content_type');
    await rejectsWith(store.put('dom', Buffer.from('x'), ''), 'invalid_content_type');
    await rejectsWith(store.put('screenshot', Buffer.alloc(MAX + 1), 'image/png'), 'too_large');
    assert.equal(await store.get('screenshot', sha(Buffer.alloc(MAX + 1))), null);
    const exact = await store.put('screenshot', Buffer.alloc(MAX, 7), 'image/webp');
    assert.equal((await store.get('screenshot', exact.sha256))?.bytes, MAX);
  });

  it('stores an empty body', async () => {
    const ref = await store.put('har', Buffer.alloc(0), 'application/json');
    assert.equal(ref.bytes, 0);
    assert.equal((await store.get('har', ref.sha256))?.bytes, 0);
  });
}

describe('artifacts: filesystem store', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lookout-artifacts-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  behavesLikeAnArtifactStore(async () => createArtifactStore({ backend: 'fs', dir, maxBytes: MAX }));

  it('shards by hash prefix, writes plain 0644 files and leaves no temp files behind', async () => {
    const store = createArtifactStore({ backend: 'fs', dir, maxBytes: MAX });
    const body = Buffer.from('sharded');
    const { sha256 } = await store.put('dom', body, 'text/html');
    const shard = path.join(dir, 'dom', sha256.slice(0, 2), sha256.slice(2, 4));
    assert.deepEqual((await readdir(shard)).sort(), [sha256, `${sha256}.type`]);
    const mode = (await stat(path.join(shard, sha256))).mode & 0o777;
    assert.equal(mode & 0o111, 0, 'never executable');
    assert.equal(mode & 0o600, 0o600);
  });

  it('refuses to serve bytes that no longer match their hash', async () => {
    const store = createArtifactStore({ backend: 'fs', dir, maxBytes: MAX });
    const { sha256 } = await store.put('har', Buffer.from('{"log":1}'), 'application/json');
    await writeFile(path.join(dir, 'har', sha256.slice(0, 2), sha256.slice(2, 4), sha256), 'tampered');
    await rejectsWith(store.get('har', sha256), 'corrupt');
  });
});

describe('artifacts: S3 store (real S3-compatible server on loopback)', function () {
  this.timeout(20_000);
  let s3: LocalS3;
  before(async () => {
    s3 = await startLocalS3();
  });
  after(async () => {
    await s3.close();
  });

  behavesLikeAnArtifactStore(async () => createArtifactStore(s3.config(MAX, 'lookout/')));

  it('keeps objects under its prefix: another prefix does not see them', async () => {
    const a = createArtifactStore(s3.config(MAX, 'tenant-a'));
    const b = createArtifactStore(s3.config(MAX, 'tenant-b/'));
    const { sha256 } = await a.put('screenshot', Buffer.from('prefixed'), 'image/png');
    assert.equal(await b.get('screenshot', sha256), null);
    assert.equal((await a.get('screenshot', sha256))?.contentType, 'image/png');
    await Promise.all([a.close?.(), b.close?.()]);
  });

  it('fails loudly with wrong credentials instead of answering "absent"', async () => {
    const config = s3.config(MAX);
    const store = createArtifactStore({ ...config, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' } });
    await assert.rejects(store.get('dom', 'a'.repeat(64)), (error: Error) => !(error instanceof ArtifactError));
    await store.close?.();
  });
});
