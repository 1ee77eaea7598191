import type { FetchResponse } from '@lookout/egress';
import type { ThreatIntelIndex, ThreatIntelMatch } from '../threat-intel/threat-index.js';
import { buildHttpSection, mimeTypeOf } from './http-section.js';
import { inputFromFetch, type AnalysisInput } from './input.js';
import { analyzePage, sniffsAsHtml, type PageAnalysis } from './page.js';
import type { CaptureSection, HttpSection, RedirectHopResult, ScanResult, TlsSection, UrlOnlyResult } from './result.js';
import type { Rules } from './rules.js';
import { collectSignals, type SignalContext } from './signals/index.js';
import { decide } from './verdict.js';
import { documentUrl, isHttpUrl, parseUrl } from './url.js';

export type AnalysisDeps = {
  threatIntel: ThreatIntelIndex;
  rules: Rules;
};

/**
 * Documents read as markup. An SVG opened as the page is a document too: it runs its scripts and can
 * hold HTML in foreignObject (SVG attachments that smuggle an archive or draw a sign-in form).
 */
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml']);
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
  /** The favicon's perceptual hash (capture/hashes.ts dHash) when it is a PNG. */
  faviconDhash?: string;
  /** What the page wrote to the clipboard (capture-hooks.ts); absent when not recorded. */
  clipboardWrites?: string[];
  /** A second capture with another user agent / locale (cloaking.ts), when the engine made one. */
  alternate?: AnalysisInput['alternate'];
  /** Text bodies the page received (scripts, fetches, frames); see AnalysisInput.fetchedTexts. */
  fetchedTexts?: AnalysisInput['fetchedTexts'];
  /** Frames that fill most of the viewport; see AnalysisInput.coveringFrames. */
  coveringFrames?: AnalysisInput['coveringFrames'];
  /** Documents of the client-side redirect chain after the raw one; see AnalysisInput.clientRedirectDocuments. */
  clientRedirectDocuments?: AnalysisInput['clientRedirectDocuments'];
  /** The page after the capture's click; see AnalysisInput.afterInteraction. */
  afterInteraction?: AnalysisInput['afterInteraction'];
  /** The lure's call-to-action target; see AnalysisInput.linkedPage. */
  linkedPage?: AnalysisInput['linkedPage'];
};

/**
 * Turns what an engine captured into the scan result. Pure: no I/O, the same input and deps always
 * give the same result (which is what makes a cached result reusable). Both engines go through
 * here, so the signals and verdict are the same code.
 */
export function analyze(input: AnalysisInput, deps: AnalysisDeps): ScanResult {
  const http = buildHttpSection(input);
  const finalUrl = documentUrl(input.finalUrl);
  const chain = urlChain([input.requestedUrl, ...input.redirects.map((hop) => hop.url), input.finalUrl]);
  const mimeType = mimeTypeOf(http.contentType);
  const isHtml = mimeType !== null && HTML_TYPES.has(mimeType) ? true : (mimeType === null || SNIFFED_TYPES.has(mimeType)) && sniffsAsHtml(input.rawBody);

  const rawPage: PageAnalysis | null = isHtml ? analyzePage(input.rawBody, { url: input.documentUrl ?? input.finalUrl, contentType: http.contentType }) : null;
  // The rendered DOM is HTML whatever the document was, once a script wrote into it; an image or a
  // download rendered by the browser's viewer is not a page. The raw document still feeds the kit
  // rules (see signals/kits.ts): kits hide their markup in scripts the render has already run.
  const page: PageAnalysis | null = input.renderedHtml !== undefined && isHtml ? analyzePage(input.renderedHtml, { url: input.finalUrl, contentType: 'text/html; charset=utf-8' }) : rawPage;
  const tls: TlsSection | null = finalUrl?.protocol === 'https:' && input.tls ? { ...input.tls, subjectAltNames: [...input.tls.subjectAltNames] } : null;
  const threatIntel = matchChain(deps.threatIntel, chain);
  const redirects: RedirectHopResult[] = input.redirects.map((hop) => ({ url: hop.url, status: hop.status, location: hop.location, kind: hop.kind }));

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
    ...(input.capture && input.capture.engine === 'browser' ? { rendered: { downloads: input.capture.downloads, incidents: input.capture.incidents } } : {}),
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
  if (input.renderedHtml !== undefined && rawPage) result.rawPage = rawPage.page;
  result.capture = input.capture ?? httpCapture(input, http);
  return result;
}

/**
 * Both engines' entry point: the fetch (and, with the browser engine, what was rendered) as an
 * analysis input. `submittedUrl` is the URL as the caller typed it, userinfo included, when the job
 * carries it.
 */
export function analyzeFetch(response: FetchResponse, deps: AnalysisDeps, rendered?: RenderedInput, options: { submittedUrl?: string } = {}): ScanResult {
  return analyze(analysisInputOf(response, rendered, options), deps);
}

/** The analysis input of a fetch and, with the browser engine, of what was rendered (what analyzeFetch judges). */
export function analysisInputOf(response: FetchResponse, rendered?: RenderedInput, options: { submittedUrl?: string } = {}): AnalysisInput {
  const input = inputFromFetch(response, options);
  if (rendered) {
    input.documentUrl = rendered.documentUrl;
    input.redirects = rendered.redirects.map((hop) => ({ url: hop.url, status: hop.status, location: hop.location, kind: hop.kind ?? 'http' }));
    if (rendered.dom) input.renderedHtml = rendered.dom.toString('utf8');
    input.capture = rendered.capture;
    // The page's own requests, and those its click made; the linked page's (another site's) are only in
    // input.capture.requests, so rules written for the page's requests keep judging the page's.
    input.requests = rendered.capture.requests
      .filter((r) => r.phase !== 'linked')
      .map((r) => ({ url: r.url, method: r.method, resourceType: r.resourceType, status: r.status, mimeType: r.mimeType, sha256: r.sha256, blocked: r.blocked ?? null, ...(r.phase ? { phase: r.phase } : {}) }));
    input.downloads = rendered.capture.downloads.map((d) => ({ url: d.url, filename: d.filename, mimeType: d.mimeType, bytes: d.bytes ?? 0, sha256: d.sha256 ?? '', ...(d.entries ? { entries: d.entries } : {}), ...(d.macros ? { macros: d.macros } : {}) }));
    input.console = rendered.capture.console.map((c) => ({ type: c.type, text: c.text }));
    if (rendered.clipboardWrites) input.clipboardWrites = [...rendered.clipboardWrites];
    if (rendered.alternate) input.alternate = rendered.alternate;
    if (rendered.fetchedTexts) input.fetchedTexts = rendered.fetchedTexts.map((text) => ({ ...text }));
    if (rendered.coveringFrames) input.coveringFrames = [...rendered.coveringFrames];
    if (rendered.clientRedirectDocuments) input.clientRedirectDocuments = rendered.clientRedirectDocuments.map((doc) => ({ ...doc }));
    if (rendered.afterInteraction) input.afterInteraction = { ...rendered.afterInteraction };
    if (rendered.linkedPage) input.linkedPage = { ...rendered.linkedPage };
    if (rendered.capture.favicon) input.favicon = { sha256: rendered.capture.favicon.sha256, mmh3: rendered.capture.favicon.mmh3, ...(rendered.faviconDhash ? { dhash: rendered.faviconDhash } : {}) };
  }
  return input;
}

/** The http engine's capture: the one document request, nothing rendered. */
function httpCapture(input: AnalysisInput, http: HttpSection): CaptureSection {
  return {
    engine: 'http',
    requests: [
      {
        url: input.finalUrl,
        method: 'GET',
        resourceType: 'document',
        status: input.status,
        remoteAddress: input.dns.remoteAddress,
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
