import { analyze } from '../analyze.js';
import type { AnalysisInput } from '../input.js';
import { clip } from '../url.js';
import type { SignalContext, SignalDraft } from './types.js';

/**
 * The page a lure's one call to action leads to (the browser engine loads it: AnalysisInput.linkedPage),
 * judged as a page of its own. A voicemail, invoice or shared-file page whose button leads to a
 * credential kit on another site is part of that kit: the lure carries the kit's verdict. The linked
 * page is analysed without a linked page of its own (one hop), and only its own document counts.
 */
export function linkedPageSignals(ctx: SignalContext): SignalDraft[] {
  const linked = ctx.input?.linkedPage;
  if (!linked) return [];
  const html = Buffer.from(linked.html, 'utf8');
  const input: AnalysisInput = {
    requestedUrl: linked.url,
    finalUrl: linked.url,
    redirects: [],
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    rawBody: html,
    bodyTruncated: false,
    timings: ctx.input!.timings,
    renderedHtml: linked.html,
    tls: null,
    dns: { addresses: [], remoteAddress: null },
  };
  const result = analyze(input, { rules: ctx.rules, threatIntel: ctx.threatIntel });
  if (result.verdict !== 'malicious') return [];
  const deciders = (result.decidedBy ?? []).filter((d) => d.startsWith('combo:')).slice(0, 3).join(', ');
  return [
    {
      id: 'linked-page-malicious',
      message: `The page's call to action leads to ${linked.url}, which is itself judged malicious (${result.categories.join(', ')}).`,
      evidence: clip(`${linked.via} → ${linked.url}: ${deciders || result.categories.join(', ')}`, 300),
      categories: result.categories.filter((c) => c !== 'suspicious'),
    },
  ];
}
