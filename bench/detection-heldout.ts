/**
 * Detection quality on the held-out corpus (services/scanner-worker/test/heldout): hand-written pages by
 * someone who did not read the rules, split by a fixed hash of their id into `dev` (may be read while
 * tuning) and `blind` (never looked at while tuning). Prints recall, false positives and a per-label
 * table for each split, the per-kind table and the mistakes for dev only (blind pages are never listed).
 * A measurement, not a gate: no test sets floors on these figures.
 *
 *   node --conditions=source --import tsx bench/detection-heldout.ts [--split dev|blind] [--misses]
 *
 * Engine: the http engine path (egress client over loopback HTTPS with the corpus CA, then analysis),
 * through the generated corpus's runner. The browser engine is not run here.
 */
import { loadRules } from '../services/scanner-worker/src/analysis/rules.js';
import { ThreatIntelIndex } from '../services/scanner-worker/src/threat-intel/threat-index.js';
import type { Label } from '../services/scanner-worker/test/corpus/corpus.js';
import { runCorpus, type PageOutcome } from '../services/scanner-worker/test/corpus/run.js';
import type { Split } from '../services/scanner-worker/test/heldout/entry.js';
import { buildHeldout } from '../services/scanner-worker/test/heldout/index.js';

const splitArg = process.argv.includes('--split') ? process.argv[process.argv.indexOf('--split') + 1] : undefined;
if (splitArg !== undefined && splitArg !== 'dev' && splitArg !== 'blind') throw new Error(`--split takes dev or blind, not ${splitArg}`);
const splits: Split[] = splitArg ? [splitArg] : ['dev', 'blind'];
const listMisses = process.argv.includes('--misses');

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const isRight = (o: PageOutcome): boolean => (o.page.label === 'clean' ? !o.flagged : o.flagged);

function figures(name: string, list: PageOutcome[]): void {
  const mal = list.filter((o) => o.page.label !== 'clean');
  const ben = list.filter((o) => o.page.label === 'clean');
  const caught = mal.filter((o) => o.flagged).length;
  const fps = ben.filter((o) => o.flagged).length;
  const categoryRight = mal.filter((o) => o.categoryHit).length;
  const errors = list.filter((o) => o.error).length;
  console.log(
    `${name.padEnd(6)} pages ${String(list.length).padStart(3)}   malicious ${String(caught).padStart(3)}/${String(mal.length).padEnd(3)} recall ${pct(mal.length ? caught / mal.length : 1).padStart(7)}   ` +
      `benign ${String(fps).padStart(2)}/${String(ben.length).padEnd(3)} FP ${pct(ben.length ? fps / ben.length : 0).padStart(6)}   category right ${pct(mal.length ? categoryRight / mal.length : 1)}${errors ? `   fetch errors ${errors}` : ''}`,
  );
}

function byLabel(list: PageOutcome[]): void {
  const rows = new Map<Label, { total: number; right: number; categoryRight: number }>();
  for (const o of list) {
    const r = rows.get(o.page.label) ?? { total: 0, right: 0, categoryRight: 0 };
    r.total += 1;
    if (isRight(o)) r.right += 1;
    if (o.categoryHit) r.categoryRight += 1;
    rows.set(o.page.label, r);
  }
  console.log('  label           pages  judged right       right category');
  for (const [label, r] of [...rows].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`  ${label.padEnd(15)} ${String(r.total).padStart(5)}  ${String(r.right).padStart(5)} ${pct(r.right / r.total).padStart(8)}   ${label === 'clean' ? '' : `${String(r.categoryRight).padStart(5)} ${pct(r.categoryRight / r.total).padStart(8)}`}`);
  }
}

function byKind(list: PageOutcome[]): void {
  const rows = new Map<string, { label: Label; total: number; right: number }>();
  for (const o of list) {
    const r = rows.get(o.page.kind) ?? { label: o.page.label, total: 0, right: 0 };
    r.total += 1;
    if (isRight(o)) r.right += 1;
    rows.set(o.page.kind, r);
  }
  console.log('  kind                 label          pages  right');
  for (const [kind, r] of [...rows].sort((a, b) => a[1].label.localeCompare(b[1].label) || a[0].localeCompare(b[0]))) {
    console.log(`  ${kind.padEnd(20)} ${r.label.padEnd(14)} ${String(r.total).padStart(5)}  ${String(r.right).padStart(5)}`);
  }
}

const pages = await buildHeldout(splits);
const rules = await loadRules(process.env.SCAN_RULES_DIR);
const started = performance.now();
const report = await runCorpus({ threatIntel: ThreatIntelIndex.empty(), rules }, pages);
const seconds = (performance.now() - started) / 1000;

const ofSplit = (s: Split): PageOutcome[] => report.outcomes.filter((o) => (o.page.heldOut ? 'blind' : 'dev') === s);
console.log(`held-out corpus, http engine, rules from ${process.env.SCAN_RULES_DIR ?? 'the shipped rules directory'}`);
for (const s of splits) figures(s, ofSplit(s));
if (splits.length > 1) figures('both', report.outcomes);
for (const s of splits) {
  console.log(`\n== ${s}: per label`);
  byLabel(ofSplit(s));
}
if (splits.includes('dev')) {
  console.log('\n== dev: per kind');
  byKind(ofSplit('dev'));
  if (listMisses) {
    const wrong = ofSplit('dev').filter((o) => !isRight(o));
    console.log(`\n== dev: mistakes ${wrong.length}`);
    for (const o of wrong) {
      const r = o.result;
      console.log(`  ${o.page.id} [${o.page.label}] ${o.page.url} → ${r ? `${r.verdict} ${r.score} [${r.categories.join(',')}] by ${(r.decidedBy ?? []).join(',')} signals ${r.signals.map((x) => `${x.id}:${x.severity}`).join(' ')}` : o.error}`);
    }
  }
}
console.log(`\n${report.outcomes.length} pages scanned over loopback HTTPS in ${seconds.toFixed(1)} s (blind pages are counted, never listed)`);
