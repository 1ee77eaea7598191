import type { BrowserCapture, CapturedRequest, ChainDocument, FetchedText } from './types.js';

/**
 * Response bodies the analysis reads besides the rendered DOM: the text the page's scripts, fetches
 * and frames received (a drainer's `eth_sendTransaction` in `/static/app.js`, a ClickFix command in
 * the JSON a button fetches, an exfiltration URL in a bundle), and the documents the main frame loaded
 * (the raw document, and the hops of a client-side redirect chain).
 *
 * They come from the egress proxy, which decodes every body anyway: it keeps the first bytes of text
 * bodies on its records (`keepBody`, budgeted by `bodyKeeper` below), and `collectBodies` picks them up
 * once the records are joined to the page's requests (egress.ts), which say the resource type and
 * frame. Nothing is asked of the browser (no round trip per body, no wait), and nothing is lost when
 * the page leaves by script: Chromium drops the body of a document as soon as the page navigates
 * away, which is how the raw document of a page leaving by `location.replace` used to be empty.
 */

/** What the proxy keeps of one scan's responses (more than the capture hands on: the cut is collectBodies'). */
export const BODY_KEEP = {
  /** The first HTML document (the page's own document, normally the first body through the proxy). */
  firstDocumentBytes: 5 * 1024 * 1024,
  /** Every later HTML body (redirect hops, frames, fetched markup), each and in all. */
  htmlBytes: 512 * 1024,
  htmlTotalBytes: 3 * 1024 * 1024,
  /** JavaScript, JSON and plain text, each and in all. */
  textBytes: 256 * 1024,
  textTotalBytes: 3 * 1024 * 1024,
  maxBodies: 150,
  /**
   * Icons (favicon.ico, favicon-32x32.png, apple-touch-icon.png…), kept whole up to the capture's
   * favicon cap: the browser fetches the page's favicon itself after load, and the capture takes that
   * answer instead of asking the target again (capture.ts faviconOf).
   */
  iconBytes: 256 * 1024,
  maxIcons: 4,
} as const;

/** A URL whose file name says it is an icon: it ends in .ico or has "icon" in its name. */
export function isIconUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  return /\.ico$|icon/i.test(name);
}

/** JavaScript, JSON, HTML and plain text (with their usual aliases); never images, fonts, media or binaries. */
export function isTextMime(mime: string | null): boolean {
  if (!mime) return false;
  return /^(?:text\/(?:javascript|ecmascript|x-javascript|jscript|html|plain|json|x-json)|application\/(?:(?:x-)?javascript|(?:x-)?ecmascript|json|x-json|[\w.-]+\+json|xhtml\+xml|x-ndjson))$/.test(mime);
}

function isHtmlMime(mime: string | null): boolean {
  return mime === 'text/html' || mime === 'application/xhtml+xml';
}

/**
 * The `keepBody` of one scan's egress proxy: bytes to keep of each response, within the scan's budget
 * (BODY_KEEP), for text types (and an untyped first document, which the browser sniffs) and whole
 * icons. Redirects keep nothing. Budgets are spent in the order responses arrive.
 */
export function bodyKeeper(caps: typeof BODY_KEEP = BODY_KEEP): (response: { url: string; status: number; mimeType: string | null; bytes: number }) => number {
  let bodies = 0;
  let firstDocument = true;
  let html = 0;
  let text = 0;
  let icons = 0;
  return ({ url, status, mimeType, bytes }) => {
    if ((status >= 300 && status < 400) || bodies >= caps.maxBodies) return 0;
    if (firstDocument && (isHtmlMime(mimeType) || mimeType === null)) {
      firstDocument = false;
      bodies += 1;
      return caps.firstDocumentBytes;
    }
    if (status >= 200 && status < 300 && !isTextMime(mimeType) && isIconUrl(url)) {
      if (bytes > caps.iconBytes || icons >= caps.maxIcons) return 0;
      icons += 1;
      return bytes;
    }
    if (!isTextMime(mimeType)) return 0;
    if (isHtmlMime(mimeType)) {
      const keep = Math.min(caps.htmlBytes, bytes, caps.htmlTotalBytes - html);
      if (keep <= 0) return 0;
      html += keep;
      bodies += 1;
      return keep;
    }
    const keep = Math.min(caps.textBytes, bytes, caps.textTotalBytes - text);
    if (keep <= 0) return 0;
    text += keep;
    bodies += 1;
    return keep;
  };
}

export interface BodyLimits {
  /** Most text bodies handed on (script, fetch, xhr, sub-frame documents). */
  maxFetchedTexts: number;
  /** Each cut to this many bytes (UTF-8). */
  maxFetchedTextBytes: number;
  /** All of them together. */
  maxFetchedTextsTotalBytes: number;
  /** Main-frame documents after the raw one (the client-side redirect chain) handed on. */
  maxClientRedirects: number;
  /** Each cut to this many bytes. */
  maxChainDocumentBytes: number;
  /** The raw document's cap. */
  maxDocumentBytes: number;
}

/** Cuts a UTF-8 buffer to at most `max` bytes without splitting a character. */
export function cutUtf8(body: Buffer, max: number): { text: string; truncated: boolean } {
  if (body.length <= max) return { text: body.toString('utf8'), truncated: false };
  let end = Math.max(0, max);
  // Back up over continuation bytes (10xxxxxx) to the start of the character that would be split.
  while (end > 0 && ((body[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return { text: body.subarray(0, end).toString('utf8'), truncated: true };
}

/** Resource types whose text bodies the analysis gets (documents only from sub-frames: the main frame's are the chain). */
const TEXT_RESOURCE_TYPES = new Set(['script', 'fetch', 'xhr']);

function isRedirect(request: CapturedRequest): boolean {
  return request.status !== null && request.status >= 300 && request.status < 400;
}

/**
 * Fills the capture's text bodies and redirect-chain documents from the bodies the proxy kept (joined
 * onto the requests by joinEgressRecords), and gives the raw document its body from the proxy when the
 * browser no longer had it. In place; the requests' bodies are dropped afterwards (they are never in
 * the result or the HAR). Returns whether the text caps cut anything.
 */
export function collectBodies(capture: BrowserCapture, limits: BodyLimits): { truncated: boolean } {
  const texts: FetchedText[] = [];
  const chain: ChainDocument[] = [];
  let total = 0;
  let truncated = false;
  let rawSeen = false;
  /** Keeps a text body within the caps (each, all together, how many); false when the caps are reached. */
  const keep = (text: Omit<FetchedText, 'text' | 'truncated'>, body: Buffer, bodyTruncated: boolean): boolean => {
    const room = Math.min(limits.maxFetchedTextBytes, limits.maxFetchedTextsTotalBytes - total);
    if (texts.length >= limits.maxFetchedTexts || room <= 0) {
      truncated = true;
      return false;
    }
    const cut = cutUtf8(body, room);
    const cutShort = cut.truncated || bodyTruncated;
    if (cutShort) truncated = true;
    total += Buffer.byteLength(cut.text);
    texts.push({ ...text, text: cut.text, truncated: cutShort });
    return true;
  };
  for (const request of capture.requests) {
    const body = request.body;
    if (request.mainFrameNavigation && !request.phase && request.resourceType === 'document') {
      if (isRedirect(request)) continue;
      if (!rawSeen && request.url === capture.document.url) {
        rawSeen = true;
        if (capture.document.body.length === 0 && body && body.length > 0) {
          capture.document.body = body.length > limits.maxDocumentBytes ? body.subarray(0, limits.maxDocumentBytes) : body;
          capture.document.bodyTruncated = body.length > limits.maxDocumentBytes || request.bodyTruncated === true;
        }
        continue;
      }
      if (!body || chain.length >= limits.maxClientRedirects) continue;
      const cut = cutUtf8(body, limits.maxChainDocumentBytes);
      chain.push({ url: request.url, status: request.status ?? 0, mimeType: request.mimeType, html: cut.text, truncated: cut.truncated || request.bodyTruncated === true });
      continue;
    }
    const wanted = TEXT_RESOURCE_TYPES.has(request.resourceType) || (request.resourceType === 'document' && !request.mainFrameNavigation);
    if (!wanted || !isTextMime(request.mimeType) || !body || body.length === 0) continue;
    keep({ url: request.url, resourceType: request.resourceType, mimeType: request.mimeType, ...(request.phase ? { phase: request.phase } : {}) }, body, request.bodyTruncated === true);
  }
  for (const request of capture.requests) {
    delete request.body;
    delete request.bodyTruncated;
  }
  // Covering frames a script wrote are sub-frame documents no response carried (capture.ts writtenFrames).
  for (const frame of capture.writtenFrames ?? []) {
    if (!keep({ url: frame.url, resourceType: 'document', mimeType: 'text/html' }, Buffer.from(frame.html, 'utf8'), false)) break;
  }
  capture.fetchedTexts = texts;
  capture.chainDocuments = chain;
  return { truncated };
}
