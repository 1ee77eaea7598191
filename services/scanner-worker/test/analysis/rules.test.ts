import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeUrlOnly } from '../../src/analysis/analyze.js';
import { loadRules, RulesError, unicodeWordClass } from '../../src/analysis/rules.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';

describe('analysis: rules', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lookout-rules-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = (file: string, value: unknown) => writeFile(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));

  it("a rule's \\w is a letter or digit of any script, inside a character class too (JavaScript's is ASCII)", () => {
    assert.equal(unicodeWordClass('карт\\w*'), 'карт[\\p{L}\\p{N}_]*');
    assert.equal(unicodeWordClass('(?:[\\w-]+ ){0,4}'), '(?:[\\p{L}\\p{N}_-]+ ){0,4}');
    assert.equal(unicodeWordClass('a\\\\w'), 'a\\\\w', 'an escaped backslash before w is no \\w');
    const gift = new RegExp(unicodeWordClass('подарочн\\w* карт\\w*'), 'iu');
    assert.ok(gift.test('купите подарочные карты'));
  });

  it('the shipped defaults load and hold what the rules need', async () => {
    const rules = await loadRules();
    assert.ok(rules.brands.length >= 30, `${rules.brands.length} brands`);
    assert.ok(rules.brands.every((b) => b.domains.length > 0 && b.keywords.length > 0));
    assert.ok(rules.suspiciousTlds.has('zip') && !rules.suspiciousTlds.has('com'));
    assert.ok(rules.downloads.attachmentExtensions.has('exe') && rules.downloads.mimeTypes.has('application/x-msdownload'));
    assert.equal(rules.signals['threat-intel-match']?.forceVerdict, 'malicious');
    assert.deepEqual(rules.scoring.thresholds, { malicious: 70, suspicious: 30 });
    for (const [id, entry] of Object.entries(rules.signals)) {
      if (entry.severity !== 'info') assert.ok(entry.categories.length > 0, `${id} can decide a verdict, so it names a category`);
    }
  });

  it('a rules directory replaces whole files, except signals.json which merges by id; absent files keep the defaults', async () => {
    await write('suspicious-tlds.json', { tlds: ['example'] });
    await write('signals.json', { 'punycode-host': { enabled: false }, 'suspicious-tld': { severity: 'medium' } });
    const rules = await loadRules(dir);
    assert.deepEqual([...rules.suspiciousTlds], ['example']);
    assert.equal(rules.signals['punycode-host']?.enabled, false);
    assert.deepEqual(rules.signals['suspicious-tld'], { severity: 'medium', categories: ['suspicious'], enabled: true, forceVerdict: null });
    assert.ok(rules.brands.length >= 30, 'brands.json was not overridden');
    const result = analyzeUrlOnly('https://xn--bcher-kva.example/', { threatIntel: ThreatIntelIndex.empty(), rules });
    assert.deepEqual(result.signals.map((s) => [s.id, s.severity]), [['suspicious-tld', 'medium']]);
    // suspicious-tld is corroborating (scoring.json): alone it never makes a URL suspicious.
    assert.equal(result.verdict, 'clean');
    assert.ok(result.score < rules.scoring.thresholds.suspicious);
  });

  const rejects = async (file: string, content: unknown, pattern: RegExp) => {
    await write(file, content);
    await assert.rejects(loadRules(dir), (error: unknown) => {
      assert.ok(error instanceof RulesError, String(error));
      assert.equal(error.file, file);
      assert.match(error.message, pattern);
      return true;
    });
  };

  it('refuses invalid JSON', () => rejects('brands.json', '{ nope', /invalid JSON/));
  it('refuses an unknown severity', () => rejects('signals.json', { 'ip-literal-host': { severity: 'critical' } }, /ip-literal-host\.severity must be one of/));
  it('refuses an unknown signal id (a typo would silently do nothing)', () => rejects('signals.json', { 'ip-literal-hots': { enabled: false } }, /unknown signal id "ip-literal-hots"/));
  it('refuses thresholds in the wrong order', () => rejects('scoring.json', { weights: { info: 0, low: 10, medium: 30, high: 50 }, thresholds: { malicious: 20, suspicious: 40 } }, /must not exceed/));
  const scoringWith = (extra: object) => ({ weights: { info: 0, low: 10, medium: 30, high: 50 }, thresholds: { malicious: 70, suspicious: 30 }, ...extra });
  it('a combination names a group of signal ids as @name, expanded where it stands', async () => {
    await write('scoring.json', scoringWith({
      groups: { hosts: ['brand-in-hostname', 'homograph-brand-host'] },
      combinations: [{ id: 'x', all: [['brand-impersonation', '@hosts', 'brand-favicon'], '@hosts'], some: { of: ['@hosts', 'lure-text'], count: 2 }, verdict: 'suspicious', categories: ['phishing'] }],
    }));
    const [combo] = (await loadRules(dir)).scoring.combinations;
    assert.deepEqual(combo?.all, [['brand-impersonation', 'brand-in-hostname', 'homograph-brand-host', 'brand-favicon'], ['brand-in-hostname', 'homograph-brand-host']]);
    assert.deepEqual(combo?.some?.of, ['brand-in-hostname', 'homograph-brand-host', 'lure-text']);
  });
  it('refuses an unknown group, and a group inside a group', async () => {
    const combinations = [{ id: 'x', all: ['@nope'], verdict: 'suspicious', categories: ['phishing'] }];
    await rejects('scoring.json', scoringWith({ combinations }), /combinations\[0\]\.all\[0\] names unknown group "@nope"/);
    await rejects('scoring.json', scoringWith({ groups: { a: ['lure-text'], b: ['@a'] } }), /groups\.b names group "@a"/);
  });
  it('refuses a combination naming an info-level signal that is not a condition (it would never decide)', async () => {
    const combinations = [{ id: 'x', all: ['lure-text', 'missing-security-headers'], verdict: 'suspicious', categories: ['phishing'] }];
    await rejects('scoring.json', scoringWith({ combinations }), /combination "x" names the info-level signal "missing-security-headers"/);
  });
  it('refuses a pattern that does not compile, or a stateful flag', async () => {
    const base = { base64Blob: { minLength: 100, severity: 'low' }, hexEscapes: { minCount: 1, minDensity: 0.1, severity: 'low' }, fromCharCode: { minArgs: 4, severity: 'low' } };
    await rejects('obfuscation.json', { ...base, patterns: [{ id: 'x', description: 'x', source: '(', flags: '', severity: 'low' }] }, /does not compile/);
    await rejects('obfuscation.json', { ...base, patterns: [{ id: 'x', description: 'x', source: 'eval', flags: 'g', severity: 'low' }] }, /stateful/);
  });
  it('refuses a brand keyword that is not hostname-shaped', () => rejects('brands.json', { brands: [{ name: 'X', keywords: ['x y'], domains: ['x.example'] }] }, /may hold only/));
  it('refuses an unknown Unicode script', () => rejects('confusables.json', { scripts: ['Klingon'], map: {}, lookalikes: {} }, /not a Unicode script/));
});
