/**
 * Analysis time on adversarial padding: a page (its text, or a script it fetched from its own site)
 * padded with one short pattern repeated, at 8 KiB and at 64 KiB. Linear rules take about 8× longer
 * for 8× the padding; a pattern that backtracks over every position of a run takes about 64×. Prints
 * the ratio per filler and marks those above 16× (a super-linear rule to fix). A measurement, not a
 * gate.
 *
 *   node --conditions=source --import tsx bench/analysis-adversarial.ts
 */
import { analyze } from '../services/scanner-worker/src/analysis/analyze.js';
import type { AnalysisInput } from '../services/scanner-worker/src/analysis/input.js';
import { loadRules } from '../services/scanner-worker/src/analysis/rules.js';
import { ThreatIntelIndex } from '../services/scanner-worker/src/threat-intel/threat-index.js';

const rules = await loadRules();
const threatIntel = new ThreatIntelIndex([]);
const FILLERS = ['x', ' ', '0', '1,', '0 ', '12 ', 'a=', '<a ', '"', '.', 'ab1', '\\x41', '%41', '+1 (', 'http://', 'a@b.c ', "'a',", 'atob('];

function input(fill: string, bytes: number, where: 'text' | 'script'): AnalysisInput {
  const padding = fill.repeat(Math.ceil(bytes / fill.length)).slice(0, bytes);
  const html = where === 'text' ? `<!doctype html><title>padded</title><p>${padding}</p>` : '<!doctype html><title>padded</title><script src="/app.js"></script>';
  return {
    requestedUrl: 'https://padded.example/',
    finalUrl: 'https://padded.example/',
    redirects: [],
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    rawBody: Buffer.from(html),
    bodyTruncated: false,
    timings: { dns: null, connect: null, tls: null, ttfb: null, total: 0 },
    renderedHtml: html,
    tls: null,
    dns: { addresses: [], remoteAddress: null },
    ...(where === 'script' ? { fetchedTexts: [{ url: 'https://padded.example/app.js', resourceType: 'script', mimeType: 'text/javascript', text: padding, truncated: false }] } : {}),
  } as AnalysisInput;
}

function msFor(fill: string, bytes: number, where: 'text' | 'script'): number {
  const started = process.hrtime.bigint();
  analyze(input(fill, bytes, where), { rules, threatIntel });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

msFor('warm', 1024, 'text');
console.log('where   filler        8 KiB ms   64 KiB ms   ratio');
for (const where of ['text', 'script'] as const) {
  for (const fill of FILLERS) {
    const small = msFor(fill, 8 * 1024, where);
    const large = msFor(fill, 64 * 1024, where);
    const ratio = large / Math.max(small, 1);
    console.log(`${where.padEnd(7)} ${JSON.stringify(fill).padEnd(12)} ${small.toFixed(0).padStart(9)} ${large.toFixed(0).padStart(11)} ${ratio.toFixed(1).padStart(7)}×${ratio > 16 ? '   super-linear' : ''}`);
  }
}
