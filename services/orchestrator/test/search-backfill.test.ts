import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Caller } from '@lookout/contracts';
import { migrateAllServices, prismaAdapter } from '@lookout/database';
import { createDatabase, type DatabaseHandle } from '@lookout/testing';
import { searchScans } from '../src/domain/scan-search.js';
import { SearchBackfill } from '../src/domain/search-backfill.js';
import { PrismaClient } from '../src/generated/prisma/client.js';

const SERVICES_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Scans stored before the search index existed (no terms, no final_url) become searchable once the
 * backfill has run over them: batch by batch, resumable, idempotent, and a no-op once done.
 */
describe('orchestrator: search index backfill of scans from before search (real Postgres)', function () {
  this.timeout(30_000);
  let database: DatabaseHandle;
  let prisma: PrismaClient;
  const workspace = 'ws_backfill';
  const caller: Caller = { workspaceId: workspace, keyId: 'key_backfill', clientIp: '127.0.0.1' };

  before(async () => {
    database = await createDatabase();
    await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
    prisma = new PrismaClient({ adapter: prismaAdapter(database.url, 'orchestrator') });
  });

  after(async () => {
    await prisma?.$disconnect();
    await database?.drop();
  });

  /** Scans as the orchestrator stored them before the search migration: a row, no terms. */
  async function legacyScans(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = `scan_legacy${String(i).padStart(20, '0')}`;
      const url = `https://site-${i % 3}.legacy.example.com/page/${i}`;
      await prisma.scan.create({
        data: {
          id,
          workspaceId: workspace,
          url,
          normalizedUrl: url,
          state: 'completed',
          submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
          completedAt: new Date(Date.UTC(2026, 0, 1, 0, i, 5)),
          result: { verdict: i % 2 ? 'malicious' : 'clean', categories: i % 2 ? ['phishing'] : [], finalUrl: `https://landing.legacy.example.net/${i}`, dns: { addresses: ['198.51.100.7'] } },
          tags: ['imported'],
          captureOptions: {},
          optionsFingerprint: 'legacy',
        },
      });
      ids.push(id);
    }
    return ids;
  }

  it('indexes every scan from before the cutoff in batches, resumes where it stopped, and then costs nothing', async () => {
    const ids = await legacyScans(7);
    // The migration found scans to index (its cutoff is "now" when it ran; here, after the inserts).
    await prisma.searchBackfill.update({ where: { id: 1 }, data: { cutoff: new Date(), done: false, lastScanId: null } });
    assert.deepEqual((await searchScans(prisma, { caller, q: 'tag:imported' })).items, [], 'not searchable before the backfill');

    const first = new SearchBackfill(prisma, 3);
    assert.equal(await first.step(), 3);
    assert.equal((await prisma.searchBackfill.findUniqueOrThrow({ where: { id: 1 } })).lastScanId, ids[2]);
    // Another instance (or a restart) carries on from the recorded progress.
    const second = new SearchBackfill(prisma, 3);
    assert.equal(await second.step(), 3);
    assert.equal(await second.step(), 1);
    assert.equal(second.finished, true);
    assert.equal(await second.step(), 0, 'nothing left: no query');

    const tagged = await searchScans(prisma, { caller, q: 'tag:imported', limit: 100 });
    assert.deepEqual(tagged.items.map((item) => item.scanId).sort(), [...ids].sort());
    assert.equal((await searchScans(prisma, { caller, q: 'domain:legacy.example.com verdict:malicious', limit: 100 })).items.length, 3);
    assert.equal((await searchScans(prisma, { caller, q: 'ip:198.51.100.0/24', limit: 100 })).items.length, 7);
    assert.equal((await searchScans(prisma, { caller, q: 'url:"https://landing.legacy.example.net/"', limit: 100 })).items.length, 7, 'final_url is filled too');
    const sample = tagged.items.find((item) => item.scanId === ids[4]);
    assert.equal(sample?.finalUrl, 'https://landing.legacy.example.net/4');

    // A fresh instance learns from the progress row that the work is done.
    const third = new SearchBackfill(prisma, 3);
    assert.equal(await third.step(), 0);
    assert.equal(third.finished, true);
  });

  it('running it again over indexed scans changes nothing (idempotent)', async () => {
    const before = await prisma.scanTerm.count();
    await prisma.searchBackfill.update({ where: { id: 1 }, data: { done: false, lastScanId: null } });
    const again = new SearchBackfill(prisma, 100);
    await again.step();
    assert.equal(again.finished, true);
    assert.equal(await prisma.scanTerm.count(), before);
  });
});
