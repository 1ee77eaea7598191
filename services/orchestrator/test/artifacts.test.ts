import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createArtifactStore, type ArtifactKind, type ArtifactStore } from '@lookout/artifacts';
import { migrateAllServices, prismaAdapter } from '@lookout/database';
import { createDatabase, type DatabaseHandle } from '@lookout/testing';
import { startLocalS3, type LocalS3 } from '../../../packages/artifacts/test/helpers.js';
import { artifactPointersOf, releaseArtifacts } from '../src/domain/artifacts.js';
import { purgeExpiredScans } from '../src/domain/retention.js';
import { Prisma, PrismaClient } from '../src/generated/prisma/client.js';

const SERVICES_DIR = fileURLToPath(new URL('../../', import.meta.url));
const DAY = 86_400_000;

/** Retention and releaseArtifacts against real Postgres and each real store backend. */
for (const backend of ['fs', 's3'] as const) {
  describe(`orchestrator: artifacts are deleted with their last scan (${backend} store)`, function () {
    this.timeout(30_000);
    let database: DatabaseHandle;
    let prisma: PrismaClient;
    let store: ArtifactStore;
    let dir: string;
    let s3: LocalS3 | undefined;
    let serial = 0;

    before(async () => {
      database = await createDatabase();
      await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
      prisma = new PrismaClient({ adapter: prismaAdapter(database.url, 'orchestrator') });
      dir = await mkdtemp(path.join(tmpdir(), 'lookout-retention-artifacts-'));
      if (backend === 's3') s3 = await startLocalS3();
      store = createArtifactStore(s3 ? s3.config(1024 * 1024, 'retention/') : { backend: 'fs', dir, maxBytes: 1024 * 1024 });
    });

    after(async () => {
      await store?.close?.();
      await s3?.close();
      await prisma?.$disconnect();
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    });

    beforeEach(async () => {
      await prisma.scan.deleteMany();
    });

    const put = async (kind: ArtifactKind, text: string) => (await store.put(kind, Buffer.from(text), kind === 'screenshot' ? 'image/png' : 'application/json')).sha256;
    const present = async (kind: ArtifactKind, sha256: string) => (await store.get(kind, sha256)) !== null;

    /** A completed scan whose result points at the given hashes, as the browser engine writes them. */
    async function insertScan(submittedAt: Date, hashes: Partial<Record<ArtifactKind, string>> | null): Promise<void> {
      serial++;
      const capture = hashes ? Object.fromEntries(Object.entries(hashes).map(([kind, sha256]) => [kind, { sha256, bytes: 1 }])) : null;
      const result = { verdict: 'clean', finalUrl: 'http://127.0.0.1/', ...(capture ? { capture } : {}) };
      await prisma.scan.create({
        data: {
          id: `scan_retention_${backend}_${serial}`,
          url: 'http://127.0.0.1/',
          normalizedUrl: 'http://127.0.0.1/',
          state: 'completed',
          submittedAt,
          completedAt: submittedAt,
          result: result as Prisma.InputJsonValue,
        },
      });
    }

    it('retention deletes what only purged scans referenced and keeps what a remaining scan (a cache copy) still does', async () => {
      const now = new Date();
      const old = new Date(now.getTime() - 40 * DAY);
      const shared = { screenshot: await put('screenshot', 'shared screenshot'), dom: await put('dom', '<p>shared</p>') };
      const lonelyDom = await put('dom', 'same bytes, two kinds');
      const lonelyHar = await put('har', '{"log":{"version":"1.2"}}');
      // The same bytes stored as a screenshot by a recent scan: another object, which must survive.
      const sameBytesOtherKind = await put('screenshot', 'same bytes, two kinds');
      assert.equal(sameBytesOtherKind, lonelyDom);

      await insertScan(old, { screenshot: shared.screenshot, dom: shared.dom });
      await insertScan(now, { screenshot: shared.screenshot, dom: shared.dom }); // a cache hit copies the hashes
      await insertScan(old, { dom: lonelyDom, har: lonelyHar });
      await insertScan(now, { screenshot: sameBytesOtherKind });
      await insertScan(old, null); // http engine: nothing to release

      assert.equal(await purgeExpiredScans(prisma, store, 30, now), 3);
      assert.equal(await prisma.scan.count(), 2);
      assert.equal(await present('screenshot', shared.screenshot), true, 'still referenced by the cache copy');
      assert.equal(await present('dom', shared.dom), true, 'still referenced by the cache copy');
      assert.equal(await present('dom', lonelyDom), false);
      assert.equal(await present('har', lonelyHar), false);
      assert.equal(await present('screenshot', sameBytesOtherKind), true, 'kinds are separate objects');

      // The copy ages out too: now nothing references the shared artifacts.
      assert.equal(await purgeExpiredScans(prisma, store, 30, new Date(now.getTime() + 31 * DAY)), 2);
      assert.equal(await present('screenshot', shared.screenshot), false);
      assert.equal(await present('dom', shared.dom), false);
      assert.equal(await present('screenshot', sameBytesOtherKind), false);
    });

    it('releaseArtifacts deletes only unreferenced hashes, tolerates absent ones and repeats, and reads pointers defensively', async () => {
      const kept = await put('har', '{"kept":true}');
      const gone = await put('har', '{"gone":true}');
      await insertScan(new Date(), { har: kept });
      const absent = 'f'.repeat(64);
      const pointers = [
        { kind: 'har' as const, sha256: kept },
        { kind: 'har' as const, sha256: gone },
        { kind: 'har' as const, sha256: gone },
        { kind: 'dom' as const, sha256: absent },
      ];
      assert.equal(await releaseArtifacts(prisma, store, pointers), 2, 'the unreferenced two (one absent) were deleted');
      assert.equal(await present('har', kept), true);
      assert.equal(await present('har', gone), false);
      assert.equal(await releaseArtifacts(prisma, store, pointers), 2, 'a retry is harmless');

      assert.deepEqual(artifactPointersOf({ capture: { screenshot: { sha256: kept, width: 1 }, dom: { sha256: '../etc/passwd' }, har: 'x' } }), [{ kind: 'screenshot', sha256: kept }]);
      assert.deepEqual(artifactPointersOf(null), []);
      assert.deepEqual(artifactPointersOf({ verdict: 'clean' }), []);
    });
  });
}
