/**
 * Detection quality on the held-out corpus (services/scanner-worker/test/heldout): hand-written pages by
 * someone who did not read the rules, split by a fixed hash of their id into `dev` (may be read while
 * tuning) and `blind` (never looked at while tuning). Prints recall, false positives and a per-label
 * table for each split and engine (over the pages scanned; pages not fetched after two retries are
 * counted apart), the per-kind table and the mistakes for dev only (blind pages are never listed).
 * A measurement, not a gate: no test sets floors on these figures.
 *
 *   node --conditions=source --import tsx bench/detection-heldout.ts [--split dev|blind] [--engine http|browser|both] [--cloaking] [--misses [--all] [--evidence]] [--limit N] [--kinds k1,k2] [--authors a,d] [--ids FILE] [--record FILE | --replay FILE[,FILE…]]
 *
 * Engines, both against the same loopback HTTPS server (per-run CA, fake hostnames, never DNS):
 * - http: the generated corpus's runner (egress client, then analysis), as the worker's http engine.
 * - browser: the worker's browser engine (scanWithBrowser: Chromium behind a per-scan egress proxy,
 *   rendered DOM, requests, downloads, then analysis), the proxy given the corpus resolver and CA.
 *
 * Analysis is a pure function of what the browser captured, so `--record FILE` keeps each page's capture
 * and `--replay FILE` judges those captures again with the current rules and code in seconds instead of
 * minutes (rule tuning; a replay says nothing about capture changes, which need a fresh run). Several
 * recordings, comma-separated, are read as one (later files win for a page recorded twice).
 */
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import v8 from 'node:v8';
import { defaultPolicy } from '@lookout/egress';
import { createLogger } from '@lookout/telemetry';
import { analyzeFetch, type AnalysisDeps } from '../services/scanner-worker/src/analysis/analyze.js';
import { loadRules } from '../services/scanner-worker/src/analysis/rules.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../services/scanner-worker/src/capture/browser-engine.js';
import { BrowserPool } from '../services/scanner-worker/src/capture/browser-pool.js';
import { proxiedEgress } from '../services/scanner-worker/src/capture/egress.js';
import { ThreatIntelIndex } from '../services/scanner-worker/src/threat-intel/threat-index.js';
import type { ScanResult } from '../services/scanner-worker/src/analysis/result.js';
import type { Label } from '../services/scanner-worker/test/corpus/corpus.js';
import { runCorpus, type PageOutcome } from '../services/scanner-worker/test/corpus/run.js';
import { serveCorpus } from '../services/scanner-worker/test/corpus/serve.js';
import type { Split } from '../services/scanner-worker/test/heldout/entry.js';
import { authorOf, buildHeldout, type HeldoutPage } from '../services/scanner-worker/test/heldout/index.js';

const splitArg = process.argv.includes('--split') ? process.argv[process.argv.indexOf('--split') + 1] : undefined;
if (splitArg !== undefined && splitArg !== 'dev' && splitArg !== 'blind') throw new Error(`--split takes dev or blind, not ${splitArg}`);
const splits: Split[] = splitArg ? [splitArg] : ['dev', 'blind'];
const engineArg = process.argv.includes('--engine') ? process.argv[process.argv.indexOf('--engine') + 1] : 'http';
if (engineArg !== 'http' && engineArg !== 'browser' && engineArg !== 'both') throw new Error(`--engine takes http, browser or both, not ${engineArg}`);
const engines: ('http' | 'browser')[] = engineArg === 'both' ? ['http', 'browser'] : [engineArg];
const listMisses = process.argv.includes('--misses');
/** Every dev page's verdict and signals, not only the mistakes. */
const listAll = process.argv.includes('--all');
/** With --misses: each listed page's signals with their evidence. */
const showEvidence = process.argv.includes('--evidence');
/** Browser engine: capture each page a second time with another user agent and locale (the worker's SCAN_CLOAKING_CHECK). */
const cloakingCheck = process.argv.includes('--cloaking');
/** Only the first N pages (a quick look at an engine; figures over a subset are not comparable). */
const limit = process.argv.includes('--limit') ? Number(process.argv[process.argv.indexOf('--limit') + 1]) : Infinity;
/** Only pages of these kinds (comma-separated), e.g. `--kinds obfuscated-kit,cloaked-kit`. */
const kinds = process.argv.includes('--kinds') ? new Set((process.argv[process.argv.indexOf('--kinds') + 1] ?? '').split(',')) : null;
/** Only pages of these authors (comma-separated id prefixes; `first` for the first round), e.g. `--authors d`. */
/** Only the pages a file names (one id per line): re-recording just the pages a capture change affects, replayed after the older recording. */
const idsFile = process.argv.includes('--ids') ? process.argv[process.argv.indexOf('--ids') + 1] : undefined;
const onlyIds = idsFile ? new Set((await readFile(idsFile, 'utf8')).split('\n').map((l) => l.trim()).filter(Boolean)) : null;
const recordFile = process.argv.includes('--record') ? process.argv[process.argv.indexOf('--record') + 1] : undefined;
const replayFile = process.argv.includes('--replay') ? process.argv[process.argv.indexOf('--replay') + 1] : undefined;
if (replayFile && engineArg !== 'browser') throw new Error('--replay judges recorded browser captures: use it with --engine browser');
const authors = process.argv.includes('--authors') ? new Set((process.argv[process.argv.indexOf('--authors') + 1] ?? '').split(',')) : null;

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const isRight = (o: PageOutcome): boolean => (o.page.label === 'clean' ? !o.flagged : o.flagged);

/**
 * Recall and FP over the pages that were scanned: a page the scan could not fetch (after the retries
 * below; on a loaded machine a loopback TLS handshake can time out) is counted apart, not as a miss.
 */
function figures(name: string, all: PageOutcome[]): void {
  const list = all.filter((o) => !o.error);
  const mal = list.filter((o) => o.page.label !== 'clean');
  const ben = list.filter((o) => o.page.label === 'clean');
  const caught = mal.filter((o) => o.flagged).length;
  const fps = ben.filter((o) => o.flagged).length;
  const categoryRight = mal.filter((o) => o.categoryHit).length;
  const notScanned = all.length - list.length;
  console.log(
    `${name.padEnd(11)} pages ${String(all.length).padStart(3)}   malicious ${String(caught).padStart(3)}/${String(mal.length).padEnd(3)} recall ${pct(mal.length ? caught / mal.length : 1).padStart(7)}   ` +
      `benign ${String(fps).padStart(2)}/${String(ben.length).padEnd(3)} FP ${pct(ben.length ? fps / ben.length : 0).padStart(6)}   category right ${pct(mal.length ? categoryRight / mal.length : 1)}${notScanned ? `   not scanned ${notScanned}` : ''}`,
  );
}

function byLabel(list: PageOutcome[]): void {
  const rows = new Map<Label, { total: number; right: number; categoryRight: number }>();
  for (const o of list.filter((x) => !x.error)) {
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

/** Figures per author show how far rules tuned on one author's pages carry to another's. */
function byAuthor(name: string, list: PageOutcome[]): void {
  for (const author of [...new Set(list.map((o) => authorOf(o.page.id)))].sort()) figures(`${name}:${author}`, list.filter((o) => authorOf(o.page.id) === author));
}

function byKind(list: PageOutcome[]): void {
  const rows = new Map<string, { label: Label; total: number; right: number }>();
  for (const o of list.filter((x) => !x.error)) {
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

type Capture = Parameters<BrowserEngineDeps['analyze']>;
/** Each page's capture as the engine handed it to analysis (--record, --replay), by page id. */
const captures = new Map<string, Capture>();

const outcomeOf = (page: HeldoutPage, result: ScanResult | null, error: string | null): PageOutcome => {
  const flagged = result !== null && result.verdict !== 'clean';
  return { page, result, error: result ? null : error, flagged, categoryHit: page.label === 'clean' ? !flagged : flagged && result.categories.includes(page.label) };
};

/** The recorded captures judged again with the current rules and code (no browser). */
async function replayCaptures(pages: HeldoutPage[], analysisDeps: AnalysisDeps): Promise<PageOutcome[]> {
  // Several recordings (a run of the whole corpus, then one of pages added since) are read as one.
  const recorded = new Map<string, Capture>();
  for (const file of replayFile!.split(',')) for (const [id, capture] of v8.deserialize(await readFile(file)) as Map<string, Capture>) recorded.set(id, capture);
  return pages.map((page) => {
    const capture = recorded.get(page.id);
    if (!capture) return outcomeOf(page, null, 'not in the recording');
    const [response, rendered] = capture;
    return outcomeOf(page, analyzeFetch(response, analysisDeps, rendered, page.submittedUrl ? { submittedUrl: page.submittedUrl } : {}), null);
  });
}

/** Each page through the browser engine, a few at a time, with the submitted URL passed as the worker would. */
async function scanAllWithBrowser(pages: HeldoutPage[], analysisDeps: AnalysisDeps): Promise<PageOutcome[]> {
  const server = await serveCorpus(pages);
  const logger = createLogger('bench', 'silent');
  const pool = new BrowserPool({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', recycleAfterScans: 200, maxRssMb: 4_000, logger });
  await pool.start();
  const egress = proxiedEgress(
    { ...defaultPolicy({ allowCidrs: ['127.0.0.0/8'] }), extraCaCerts: server.caPem },
    { resolve: server.resolve, connect: (target) => net.connect({ host: target.address, port: server.port, family: target.family, noDelay: true }) },
  );
  const outcomes: PageOutcome[] = [];
  const queue = [...pages];
  const worker = async (): Promise<void> => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const deps: BrowserEngineDeps = {
        pool,
        logger,
        egress,
        watchdogMs: 60_000,
        cloakingCheck,
        analyze: (response, rendered) => {
          if (recordFile) captures.set(page.id, [response, rendered]);
          return analyzeFetch(response, analysisDeps, rendered, page.submittedUrl ? { submittedUrl: page.submittedUrl } : {});
        },
      };
      try {
        const verdict = await scanWithBrowser(page.url, {}, deps, undefined, 30_000);
        outcomes.push(outcomeOf(page, verdict.scanState === 'completed' && verdict.result ? verdict.result : null, `${verdict.scanState}: ${JSON.stringify(verdict.reason)}`));
      } catch (error) {
        outcomes.push(outcomeOf(page, null, String(error)));
      }
      // Said at once, not only at the end: a long run whose scans all fail should show why while it runs.
      const last = outcomes.at(-1)!;
      if (last.error) process.stderr.write(`not scanned: ${page.id} → ${last.error.slice(0, 300)}\n`);
      if (outcomes.length % 25 === 0) process.stderr.write(`browser engine: ${outcomes.length}/${pages.length} pages\n`);
    }
  };
  try {
    await Promise.all(Array.from({ length: Number(process.env.HELDOUT_BROWSER_CONCURRENCY ?? 3) }, worker));
  } finally {
    await pool.close();
    await server.close();
  }
  return outcomes.sort((a, b) => pages.indexOf(a.page as HeldoutPage) - pages.indexOf(b.page as HeldoutPage));
}

const pages = (await buildHeldout(splits, authors ?? undefined)).filter((p) => (!kinds || kinds.has(p.kind)) && (!onlyIds || onlyIds.has(p.id))).slice(0, limit);
const rules = await loadRules(process.env.SCAN_RULES_DIR);
const analysisDeps: AnalysisDeps = { threatIntel: ThreatIntelIndex.empty(), rules };
const ofSplit = (outcomes: PageOutcome[], s: Split): PageOutcome[] => outcomes.filter((o) => (o.page.heldOut ? 'blind' : 'dev') === s);

for (const engine of engines) {
  const started = performance.now();
  const scan = async (list: HeldoutPage[]): Promise<PageOutcome[]> =>
    engine === 'http' ? (await runCorpus(analysisDeps, list)).outcomes : replayFile ? await replayCaptures(list, analysisDeps) : await scanAllWithBrowser(list, analysisDeps);
  let outcomes = await scan(pages);
  // Pages the scan could not fetch get two more tries (load-induced timeouts), then are counted apart.
  for (let retry = 0; retry < 2 && outcomes.some((o) => o.error); retry += 1) {
    const again = new Map((await scan(outcomes.filter((o) => o.error).map((o) => o.page as HeldoutPage))).map((o) => [o.page.id, o]));
    outcomes = outcomes.map((o) => again.get(o.page.id) ?? o);
  }
  const seconds = (performance.now() - started) / 1000;
  if (recordFile && engine === 'browser') await writeFile(recordFile, v8.serialize(captures));
  console.log(`\n######## ${engine} engine — held-out corpus, rules from ${process.env.SCAN_RULES_DIR ?? 'the shipped rules directory'}`);
  for (const s of splits) figures(s, ofSplit(outcomes, s));
  if (splits.length > 1) figures('both', outcomes);
  console.log(`\n== ${engine}: per author`);
  for (const s of splits) byAuthor(s, ofSplit(outcomes, s));
  for (const s of splits) {
    console.log(`\n== ${engine} / ${s}: per label`);
    byLabel(ofSplit(outcomes, s));
  }
  if (splits.includes('dev')) {
    console.log(`\n== ${engine} / dev: per kind`);
    byKind(ofSplit(outcomes, 'dev'));
    if (listMisses) {
      for (const o of ofSplit(outcomes, 'dev').filter((x) => x.error)) console.log(`  not scanned: ${o.page.id} ${o.page.url} → ${o.error}`);
      const wrong = ofSplit(outcomes, 'dev').filter((o) => !o.error && (listAll || !isRight(o)));
      console.log(`\n== ${engine} / dev: ${listAll ? 'every page' : 'mistakes'} ${wrong.length}`);
      for (const o of wrong) {
        const r = o.result;
        console.log(`  ${o.page.id} [${o.page.label}] ${o.page.url} → ${r ? `${r.verdict} ${r.score} [${r.categories.join(',')}] by ${(r.decidedBy ?? []).join(',')} signals ${r.signals.map((x) => `${x.id}:${x.severity}`).join(' ')}` : o.error}`);
        if (showEvidence && r) for (const x of r.signals) console.log(`      ${x.id}: ${x.evidence}`);
      }
    }
  }
  console.log(`\n${engine}: ${outcomes.length} pages scanned over loopback HTTPS in ${seconds.toFixed(1)} s (blind pages are counted, never listed)`);
}
