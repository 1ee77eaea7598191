import type { FetchResponse } from '@lookout/egress';
import type { ThreatIntelIndex, ThreatIntelMatch } from '../threat-intel/threat-index.js';
import { buildHttpSection, mimeTypeOf } from './http-section.js';
import { inputFromFetch, type AnalysisInput } from './input.js';
import { analyzePage, sniffsAsHtml, type PageAnalysis } from './page.js';
import type { RedirectHopResult, ScanResult, TlsSection, UrlOnlyResult } from './result.js';
import type { Rules } from './rules.js';
import { collectSignals, type SignalContext } from './signals/index.js';
import { decide } from './verdict.js';
import { isHttpUrl, parseUrl } from './url.js';

export type AnalysisDeps = {
  threatIntel: ThreatIntelIndex;
  rules: Rules;
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Types that say nothing reliable about the body, so the body is sniffed (as browsers do). */
const SNIFFED_TYPES = new Set(['text/plain', 'application/octet-stream', 'unknown/unknown', 'application/unknown', '*/*']);

/** Every distinct URL from the requested one to the final one, parsed, in visiting order. */
function urlChain(urls: readonly string[]): URL[] {
  const out: URL[] = [];
  const seen = new Set<string>();
  for (const raw of urls) {
    const url = parseUrl(raw);
    if (!url || !isHttpUrl(url) || seen.has(url.href)) continue;
    seen.add(url.href);
    out.push(url);
  }
  return out;
}

function matchChain(index: ThreatIntelIndex, chain: readonly URL[]): ThreatIntelMatch[] {
  const out: ThreatIntelMatch[] = [];
  const seen = new Set<string>();
  for (const url of chain) {
    for (const match of index.match(url.href)) {
      const key = `${match.list}\u0000${match.entry}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(match);
    }
  }
  return out;
}

/**
 * Turns what an engine captured into the scan result. Pure: no I/O, the same input and deps always
 * give the same result (which is what makes a cached result reusable).
 */
export function analyze(input: AnalysisInput, deps: AnalysisDeps): ScanResult {
  const http = buildHttpSection(input);
  const finalUrl = parseUrl(input.finalUrl);
  const chain = urlChain([input.requestedUrl, ...input.redirects.map((hop) => hop.url), input.finalUrl]);
  const mimeType = mimeTypeOf(http.contentType);
  const isHtml = mimeType !== null && HTML_TYPES.has(mimeType) ? true : (mimeType === null || SNIFFED_TYPES.has(mimeType)) && sniffsAsHtml(input.rawBody);

  // The rendered DOM, when there is one, is what the visitor saw; the raw document still feeds the
  // content rules (kits hide their markup in scripts the render has already run).
  const document = input.renderedHtml ?? input.rawBody;
  const page: PageAnalysis | null = isHtml ? analyzePage(document, { url: input.finalUrl, contentType: http.contentType }) : null;
  const tls: TlsSection | null = finalUrl?.protocol === 'https:' && input.tls ? { ...input.tls, subjectAltNames: [...input.tls.subjectAltNames] } : null;
  const threatIntel = matchChain(deps.threatIntel, chain);
  const redirects: RedirectHopResult[] = input.redirects.map((hop) => ({ url: hop.url, status: hop.status, location: hop.location }));

  const ctx: SignalContext = {
    rules: deps.rules,
    threatIntel: deps.threatIntel,
    chain,
    finalUrl,
    redirects,
    response: { status: input.status, headers: input.headers, contentType: http.contentType, mimeType, body: input.rawBody, isHtml },
    tls,
    page,
    threatIntelMatches: threatIntel,
    input,
  };
  const emitted = collectSignals(ctx);
  const decision = decide(emitted, deps.rules);

  const result: ScanResult = {
    verdict: decision.verdict,
    score: decision.score,
    categories: decision.categories,
    signals: emitted.map(({ id, severity, message, evidence }) => ({ id, severity, message, evidence })),
    finalUrl: input.finalUrl,
    redirects,
    http,
    dns: { addresses: [...input.dns.addresses], remoteAddress: input.dns.remoteAddress },
    threatIntel: threatIntel.map(({ list, entry, matchedOn, category }) => ({ list, entry, matchedOn, category })),
  };
  if (decision.decidedBy.length > 0) result.decidedBy = decision.decidedBy;
  if (tls) result.tls = tls;
  if (page) result.page = page.page;
  return result;
}

/** The http engine's path: its fetch as an analysis input. */
export function analyzeFetch(response: FetchResponse, deps: AnalysisDeps, options: { submittedUrl?: string } = {}): ScanResult {
  return analyze(inputFromFetch(response, options), deps);
}

/**
 * The signals a URL earns before anything is fetched: threat-intel listings and what its text
 * shows (host shape, brands, TLD, executable extension). Throws TypeError for a non-http(s) URL.
 */
export function analyzeUrlOnly(url: string, deps: AnalysisDeps): UrlOnlyResult {
  const parsed = parseUrl(url);
  if (!parsed || !isHttpUrl(parsed)) throw new TypeError(`not an absolute http(s) URL: ${url}`);
  const chain = [parsed];
  const threatIntel = matchChain(deps.threatIntel, chain);
  const emitted = collectSignals({
    rules: deps.rules,
    threatIntel: deps.threatIntel,
    chain,
    finalUrl: parsed,
    redirects: [],
    response: null,
    tls: null,
    page: null,
    threatIntelMatches: threatIntel,
    input: null,
  });
  const decision = decide(emitted, deps.rules);
  return {
    url: parsed.href,
    verdict: decision.verdict,
    score: decision.score,
    categories: decision.categories,
    signals: emitted.map(({ id, severity, message, evidence }) => ({ id, severity, message, evidence })),
    threatIntel,
    ...(decision.decidedBy.length > 0 ? { decidedBy: decision.decidedBy } : {}),
  };
}
