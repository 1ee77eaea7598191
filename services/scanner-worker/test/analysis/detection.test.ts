import assert from 'node:assert/strict';
import { loadRules } from '../../src/analysis/rules.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { runCorpus, type CorpusReport } from '../corpus/run.js';
import { buildCorpus } from '../corpus/corpus.js';

/**
 * Floors for detection quality on the labelled corpus (test/corpus), scanned through the http engine
 * path over loopback HTTPS. bench/detection.ts prints the full figures; this fails when they regress.
 */
const FLOORS = { recall: 0.95, falsePositiveRate: 0.02, categoryAccuracy: 0.9 };

describe('analysis: detection corpus', function () {
  // Generous: the corpus scans in ~10 s on an idle machine, far longer on a loaded CI box.
  this.timeout(300_000);
  let report: CorpusReport;

  before(async () => {
    report = await runCorpus({ threatIntel: ThreatIntelIndex.empty(), rules: await loadRules() });
  });

  it('has at least 200 pages of every kind the issue lists, a quarter held out', () => {
    const pages = buildCorpus();
    assert.ok(pages.length >= 200, `${pages.length} pages`);
    const labels = new Set(pages.map((p) => p.label));
    for (const label of ['clean', 'phishing', 'malware', 'scam', 'cryptodrainer', 'clickfix']) assert.ok(labels.has(label as never), label);
    const held = pages.filter((p) => p.heldOut).length / pages.length;
    assert.ok(held > 0.15 && held < 0.35, `held-out share ${held}`);
    assert.equal(report.outcomes.filter((o) => o.error !== null).length, 0, report.outcomes.filter((o) => o.error).map((o) => `${o.page.url}: ${o.error}`).join('\n'));
  });

  for (const split of ['tuning', 'heldOut'] as const) {
    it(`${split} split: recall >= ${FLOORS.recall}, false positives <= ${FLOORS.falsePositiveRate}, categories right`, () => {
      const f = report[split];
      const misses = report.outcomes.filter((o) => (split === 'heldOut') === o.page.heldOut && (o.page.label === 'clean' ? o.flagged : !o.flagged));
      const why = misses.map((o) => `${o.page.id} ${o.result?.verdict} ${o.result?.signals.map((s) => s.id).join(',')}`).join('\n');
      assert.ok(f.recall >= FLOORS.recall, `recall ${f.recall}\n${why}`);
      assert.ok(f.fpRate <= FLOORS.falsePositiveRate, `FP ${f.fpRate}\n${why}`);
      assert.ok(f.categoryAccuracy >= FLOORS.categoryAccuracy, `category accuracy ${f.categoryAccuracy}`);
    });
  }

  it('every non-clean verdict names the signals that decided it, and they are in the result', () => {
    for (const o of report.outcomes) {
      if (!o.result || o.result.verdict === 'clean') continue;
      assert.ok(o.result.decidedBy && o.result.decidedBy.length > 0, o.page.id);
      const ids = new Set(o.result.signals.map((s) => s.id));
      for (const id of o.result.decidedBy) if (!id.startsWith('combo:')) assert.ok(ids.has(id), `${o.page.id}: ${id}`);
    }
  });
});
