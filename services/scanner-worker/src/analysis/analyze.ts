import type { FetchResponse } from '@lookout/egress';
import type { ThreatIntelIndex, ThreatIntelMatch } from '../threat-intel/threat-index.js';
import { buildHttpSection, mimeTypeOf } from './http-section.js';
import { analyzePage, sniffsAsHtml, type PageAnalysis } from './page.js';
import type { CaptureSection, RedirectHopResult, ScanResult, TlsSection, UrlOnlyResult } from './result.js';
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
 * What the browser engine adds to a fetch: the DOM after scripts (page facts come from it; the
 * document as received is kept as `rawPage`), the redirects of every kind, and the capture section.
 */
export type RenderedInput = {
  /** The DOM after scripts, serialised. */
  dom: Buffer | null;
  /** URL of the document as received (the rendered DOM belongs to the response's finalUrl). */
  documentUrl: string;
  redirects: RedirectHopResult[];
  capture: CaptureSection;
};

/**
 * Turns what was fetched (and, with the browser engine, rendered) into the scan result. Pure: no
 * I/O, the same input and deps always give the same result (which is what makes a cached result
 * reusable). Both engines go through here, so the signals and verdict are the same code.
 */
export function analyzeFetch(response: FetchResponse, deps: AnalysisDeps, rendered?: RenderedInput): ScanResult {
  const http = buildHttpSection(response);
  const finalUrl = parseUrl(response.finalUrl);
  const chain = urlChain([response.requestedUrl, ...response.redirects.map((hop: RedirectHopResult) => hop.url), response.finalUrl]);
  const mimeType = mimeTypeOf(http.contentType);
  const isHtml = mimeType !== null && HTML_TYPES.has(mimeType) ? true : (mimeType === null || SNIFFED_TYPES.has(mimeType)) && sniffsAsHtml(response.body);

  const rawPage: PageAnalysis | null = isHtml ? analyzePage(response.body, { url: rendered?.documentUrl ?? response.finalUrl, contentType: http.contentType }) : null;
  // The rendered DOM is HTML whatever the document was, once a script wrote into it; an image or a
  // download rendered by the browser's viewer is not a page.
  const page: PageAnalysis | null = rendered?.dom && isHtml ? analyzePage(rendered.dom, { url: response.finalUrl, contentType: 'text/html; charset=utf-8' }) : rawPage;
  const tls: TlsSection | null = finalUrl?.protocol === 'https:' && response.tls ? { ...response.tls, subjectAltNames: [...response.tls.subjectAltNames] } : null;
  const threatIntel = matchChain(deps.threatIntel, chain);
  const redirects: RedirectHopResult[] = rendered
    ? rendered.redirects.map((hop) => ({ ...hop }))
    : response.redirects.map((hop: RedirectHopResult) => ({ url: hop.url, status: hop.status, location: hop.location, kind: 'http' as const }));

  const ctx: SignalContext = {
    rules: deps.rules,
    threatIntel: deps.threatIntel,
    chain,
    finalUrl,
    redirects,
    response: { status: response.status, headers: response.headers, contentType: http.contentType, mimeType, body: response.body, isHtml },
    tls,
    page,
    threatIntelMatches: threatIntel,
    ...(rendered ? { rendered: { downloads: rendered.capture.downloads, incidents: rendered.capture.incidents } } : {}),
  };
  const emitted = collectSignals(ctx);
  const decision = decide(emitted, deps.rules);

  const result: ScanResult = {
    verdict: decision.verdict,
    score: decision.score,
    categories: decision.categories,
    signals: emitted.map(({ id, severity, message, evidence }) => ({ id, severity, message, evidence })),
    finalUrl: response.finalUrl,
    redirects,
    http,
    dns: { addresses: [...response.resolvedAddresses], remoteAddress: response.remoteAddress },
    threatIntel: threatIntel.map(({ list, entry, matchedOn, category }) => ({ list, entry, matchedOn, category })),
  };
  if (tls) result.tls = tls;
  if (page) result.page = page.page;
  if (rendered && rawPage) result.rawPage = rawPage.page;
  result.capture = rendered ? rendered.capture : httpCapture(response);
  return result;
}

/** The http engine's capture: the one document request, nothing rendered. */
function httpCapture(response: FetchResponse): CaptureSection {
  const http = buildHttpSection(response);
  return {
    engine: 'http',
    requests: [
      {
        url: response.finalUrl,
        method: 'GET',
        resourceType: 'document',
        status: response.status,
        remoteAddress: response.remoteAddress,
        mimeType: mimeTypeOf(http.contentType),
        bytes: http.bodyBytes,
        sha256: http.bodySha256,
      },
    ],
    requestsTruncated: false,
    console: [],
    cookies: [],
    favicon: null,
    downloads: [],
    incidents: [],
  };
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
  });
  const decision = decide(emitted, deps.rules);
  return {
    url: parsed.href,
    verdict: decision.verdict,
    score: decision.score,
    categories: decision.categories,
    signals: emitted.map(({ id, severity, message, evidence }) => ({ id, severity, message, evidence })),
    threatIntel,
  };
}
