import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import { createBrandStore } from '../../src/analysis/brand-store.js';
import type { Rules } from '../../src/analysis/rules.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules, fetchResponse } from './fixtures.js';

describe('analysis: operator brand directory (live reload)', () => {
  let dir: string;
  let base: Rules;
  before(async () => {
    base = await defaultRules();
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lookout-brands-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const kit = '<title>Contoso Bank - Sign in</title><h1>Contoso Bank</h1><form method="post" action="p.php"><input name="u"><input type="password" name="p"></form>';
  const verdictOn = (rules: Rules, url: string): string => analyzeFetch(fetchResponse({ finalUrl: url, html: kit }), { threatIntel: ThreatIntelIndex.empty(), rules }).verdict;

  it('adds an operator brand on the next poll, keeps the previous set when a file breaks', async () => {
    const store = await createBrandStore(dir, base, { schedulePoll: () => () => undefined });
    try {
      assert.equal(verdictOn(store.rules(), 'https://contoso-bank-online.example/'), 'clean');
      const file = path.join(dir, 'contoso.json');
      await writeFile(file, JSON.stringify({ brands: [{ name: 'Contoso Bank', keywords: ['contoso'], domains: ['contoso.com'] }] }));
      assert.equal(await store.checkForChanges(), true);
      assert.equal(verdictOn(store.rules(), 'https://contoso-bank-online.example/'), 'malicious');
      assert.equal(verdictOn(store.rules(), 'https://login.contoso.com/'), 'clean');
      assert.equal(await store.checkForChanges(), false, 'nothing changed');
      await writeFile(file, '{ "brands": [ broken');
      await utimes(file, new Date(), new Date(Date.now() + 5_000));
      assert.equal(await store.checkForChanges(), false);
      assert.equal(verdictOn(store.rules(), 'https://contoso-bank-online.example/'), 'malicious', 'the previous set stays');
    } finally {
      store.close();
    }
  });
});
