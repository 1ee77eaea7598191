/**
 * Detection quality on the labelled corpus (services/scanner-worker/test/corpus): recall, false
 * positives and a per-category table, for the tuning split and the held-out split (25 % of pages,
 * chosen by a hash of their id, not looked at while tuning), with the misses listed. The baseline is
 * the same corpus judged by the previous scoring (every signal counts alone, no combinations).
 *
 *   node --conditions=source --import tsx bench/detection.ts [--misses] [--all-misses]
 */
import { ThreatIntelIndex } from '../services/scanner-worker/src/threat-intel/threat-index.js';
import { loadRules } from '../services/scanner-worker/src/analysis/rules.js';
import { runCorpus, type CorpusReport, type SplitFigures } from '../services/scanner-worker/test/corpus/run.js';

const showAll = process.argv.includes('--all-misses');
const rules = await loadRules(process.env.SCAN_RULES_DIR);
const baselineRules = { ...rules, scoring: { ...rules.scoring, corroborating: new Set<string>(), combinations: [] } };

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const line = (name: string, f: SplitFigures): string =>
  `${name.padEnd(10)} malicious ${String(f.caught).padStart(3)}/${String(f.malicious).padEnd(3)} recall ${pct(f.recall).padStart(7)}   benign ${String(f.falsePositives).padStart(2)}/${String(f.benign).padEnd(3)} FP ${pct(f.fpRate).padStart(6)}   category right ${pct(f.categoryAccuracy)}`;

function print(title: string, report: CorpusReport, listMisses: boolean): void {
  console.log(`\n== ${title}`);
  console.log(line('all', report.all));
  console.log(line('tuning', report.tuning));
  console.log(line('held-out', report.heldOut));
  const byLabel = new Map<string, { total: number; right: number }>();
  for (const o of report.outcomes) {
    const k = byLabel.get(o.page.label) ?? { total: 0, right: 0 };
    k.total += 1;
    if (o.page.label === 'clean' ? !o.flagged : o.flagged) k.right += 1;
    byLabel.set(o.page.label, k);
  }
  console.log('\nlabel            pages  judged right (flagged for malicious labels, clean for clean)');
  for (const [label, k] of byLabel) console.log(`${label.padEnd(16)} ${String(k.total).padStart(5)}  ${String(k.right).padStart(5)}  ${pct(k.right / k.total)}`);
  console.log('\nkind                 label          pages  right');
  for (const [kind, k] of [...report.byKind].sort((a, b) => a[1].label.localeCompare(b[1].label) || a[0].localeCompare(b[0]))) {
    console.log(`${kind.padEnd(20)} ${k.label.padEnd(14)} ${String(k.total).padStart(5)}  ${String(k.right).padStart(5)}`);
  }
  if (!listMisses) return;
  const wrong = report.outcomes.filter((o) => (o.page.label === 'clean' ? o.flagged : !o.flagged) && (showAll || !o.page.heldOut));
  console.log(`\nmistakes${showAll ? '' : ' (tuning split only)'}: ${wrong.length}`);
  for (const o of wrong) {
    const r = o.result;
    console.log(`  ${o.page.heldOut ? '[held-out] ' : ''}${o.page.id} ${o.page.url} → ${r ? `${r.verdict} ${r.score} [${r.categories.join(',')}] by ${(r.decidedBy ?? []).join(',')} signals ${r.signals.map((s) => `${s.id}:${s.severity}`).join(' ')}` : o.error}`);
  }
}

const started = performance.now();
const current = await runCorpus({ threatIntel: ThreatIntelIndex.empty(), rules });
const elapsed = performance.now() - started;
const baseline = await runCorpus({ threatIntel: ThreatIntelIndex.empty(), rules: baselineRules });
print('baseline: every signal scores alone (no corroboration, no combinations)', baseline, false);
print('current rules', current, true);
console.log(`\n${current.outcomes.length} pages scanned over loopback HTTPS in ${(elapsed / 1000).toFixed(1)} s; recall ratio vs baseline ${(current.all.recall / Math.max(baseline.all.recall, 1e-9)).toFixed(2)}, FP ${pct(current.all.fpRate)} vs ${pct(baseline.all.fpRate)}`);
