import { createHash } from 'node:crypto';
import { EgressError, REFUSAL_HEADER, detectMagic, fileContents, type EgressFailureCode } from '@lookout/egress';
import type { BrowserContext, BrowserContextOptions, CDPSession, Frame, Page, Request, Response } from 'playwright-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLIPBOARD_HOOK_SCRIPT } from '../analysis/capture-hooks.js';
import { cutUtf8 } from './bodies.js';
import { withTimeout } from './browser-pool.js';
import { dHash } from './hashes.js';
import { interact, type InteractionOutcome } from './interaction.js';
import { MAX_URL_CHARS, type BrowserCapture, type CaptureOptions, type CapturePhase, type CapturedDocument, type CapturedDownload, type CapturedRedirect, type CapturedRequest, type RedirectKind } from './types.js';

/**
 * One rendered capture: navigate, let scripts run for a bounded time, then collect what the browser
 * saw. Every step is bounded (a hostile page can hang its renderer, never the worker): a step that
 * overruns is recorded as an incident and the capture continues with what it has.
 */

export interface CaptureLimits {
  /** Navigation (to the load event) before the capture goes on without it. */
  navigationTimeoutMs: number;
  /**
   * Longest wait after load for the page to settle (network quiet, short timers fired, client-side
   * redirects loaded). A quiet page settles long before it; see `settle`.
   */
  networkIdleMs: number;
  /** How long the network must stay quiet (no request in flight) for the page to count as settled. */
  networkQuietMs: number;
  /** Each collection step (screenshot, DOM, cookies…). */
  stepTimeoutMs: number;
  maxRequests: number;
  maxConsoleMessages: number;
  maxConsoleChars: number;
  maxDomBytes: number;
  maxDocumentBytes: number;
  maxScreenshotHeight: number;
  maxFaviconBytes: number;
  maxDownloadBytes: number;
  maxDownloads: number;
  /** Client-side (meta/js) navigations followed before the page is taken as it is. */
  maxClientRedirects: number;
  /** Text bodies (script, fetch, xhr, sub-frame documents) handed to the analysis: how many, bytes of each, bytes in all. */
  maxFetchedTexts: number;
  maxFetchedTextBytes: number;
  maxFetchedTextsTotalBytes: number;
  /** Bytes kept of each document of the client-side redirect chain (after the raw document). */
  maxChainDocumentBytes: number;
  /** The interaction and linked-page steps (interaction.ts); off only for tests and benchmarks that want the bare capture. */
  interaction: boolean;
}

export const DEFAULT_CAPTURE_LIMITS: Readonly<CaptureLimits> = {
  navigationTimeoutMs: 15_000,
  networkIdleMs: 1_500,
  networkQuietMs: 100,
  stepTimeoutMs: 5_000,
  maxRequests: 1_000,
  maxConsoleMessages: 100,
  maxConsoleChars: 1_000,
  maxDomBytes: 2 * 1024 * 1024,
  maxDocumentBytes: 5 * 1024 * 1024,
  maxScreenshotHeight: 4_000,
  maxFaviconBytes: 256 * 1024,
  maxDownloadBytes: 5 * 1024 * 1024,
  maxDownloads: 20,
  maxClientRedirects: 10,
  maxFetchedTexts: 40,
  maxFetchedTextBytes: 256 * 1024,
  maxFetchedTextsTotalBytes: 1024 * 1024,
  maxChainDocumentBytes: 512 * 1024,
  interaction: true,
};

const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/**
 * Context options for one scan. Downloads are refused (nothing is written to disk; the download is
 * still observed), service workers blocked (they would outlive the scan and escape request capture).
 * Without a user agent of the job's, the pool gives the context a visitor's (user-agent.ts).
 */
export function contextOptionsFor(options: CaptureOptions, extra: BrowserContextOptions = {}): BrowserContextOptions {
  const mobile = options.device === 'mobile';
  const headers: Record<string, string> = { ...(options.extraHeaders ?? {}) };
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  return {
    ...extra,
    viewport: mobile ? { width: 390, height: 844 } : DESKTOP_VIEWPORT,
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: 1,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    acceptDownloads: false,
    serviceWorkers: 'block',
    javaScriptEnabled: true,
    extraHTTPHeaders: headers,
    ...(options.acceptLanguage ? { locale: options.acceptLanguage.split(',')[0]?.split(';')[0]?.trim() || 'en-US' } : {}),
  };
}

/** How soon a renderer that did not answer the settle probe is asked again. */
const BUSY_RENDERER_RETRY_MS = 50;

/** Timers longer than this are not waited for (a page may arm a timer for minutes). */
const SHORT_TIMER_MS = 2_000;

/**
 * Runs in every document before its scripts: keeps Blob URLs' blobs reachable so a download of one
 * (HTML smuggling) can be hashed, tells the capture how long the page's short timers still need, and
 * makes navigator.platform agree with the user agent the scan presents.
 */
const INIT_SCRIPT = `(() => {
  // Taken before any page script runs: a page that replaces Reflect.apply must not break the hooks
  // below (its own timers would stop) or tell them from the browser's own functions.
  const apply = Reflect.apply;

  // The platform the user agent names (a Windows visitor's Chrome says Win32): kits that deliver only to
  // Windows, or pick the command for the visitor's system, read navigator.platform, and one that
  // disagrees with the user agent is a bot's tell. Set through a Proxy of the browser's own getter.
  const ua = navigator.userAgent;
  const platform = /Windows/.test(ua) ? 'Win32' : /Android/.test(ua) ? 'Linux armv8l' : /iPad/.test(ua) ? 'iPad' : /iPhone/.test(ua) ? 'iPhone' : /Macintosh/.test(ua) ? 'MacIntel' : null;
  const platformGetter = Object.getOwnPropertyDescriptor(Navigator.prototype, 'platform');
  if (platform && platformGetter && platformGetter.get) {
    Object.defineProperty(Navigator.prototype, 'platform', { ...platformGetter, get: new Proxy(platformGetter.get, { apply: () => platform }) });
  }
  const blobs = new Map();
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = function (object) {
    const url = create(object);
    if (object instanceof Blob && blobs.size < 50) blobs.set(url, object);
    return url;
  };
  Object.defineProperty(window, '__lookoutBlob', { value: (url) => blobs.get(url), enumerable: false });

  // Short timers still pending: a page that will redirect or fetch in 300 ms is not settled yet. A timer
  // counts until its callback has run (and a moment after, until the requests it started reach the
  // capture), not until its due time has passed: on a busy renderer a timer
  // is often overdue and not yet fired, and that is exactly when a redirect is about to happen. The
  // callback is wrapped only to note that it ran (its arguments and this pass through); string code
  // cannot be wrapped, so it counts until shortly after its due time. The setTimeout the page sees is
  // a Proxy of the native one, so it still looks native.
  const due = new Map();
  const SHORT_MS = ${SHORT_TIMER_MS};
  const STRING_GRACE_MS = 250;
  const FIRED_GRACE_MS = 120;
  const OVERDUE_POLL_MS = 20;
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  window.setTimeout = new Proxy(realSetTimeout, {
    apply(target, self, args) {
      const delay = Number(args[1]) || 0;
      const tracked = delay <= SHORT_MS && due.size < 1000;
      const callback = args[0];
      let id;
      if (tracked && typeof callback === 'function') {
        args[0] = function (...rest) {
          // Fired: pending a moment longer, until the requests it started are announced to the capture.
          due.set(id, { at: performance.now(), untilFired: false, graceMs: FIRED_GRACE_MS });
          return apply(callback, this, rest);
        };
      }
      id = apply(target, self, args);
      if (tracked) due.set(id, { at: performance.now() + delay, untilFired: typeof callback === 'function', graceMs: STRING_GRACE_MS });
      return id;
    },
  });
  window.clearTimeout = new Proxy(realClearTimeout, {
    apply(target, self, args) {
      due.delete(args[0]);
      return apply(target, self, args);
    },
  });
  // A meta refresh a few seconds after load is a timer too (redirect chains use 1–2 s ones): pending
  // from the load event until shortly after it is due, when the navigation it starts is seen.
  window.addEventListener('load', () => {
    const meta = document.querySelector('meta[http-equiv="refresh" i]');
    const delay = meta ? parseFloat(String(meta.getAttribute('content') || '').split(/[;,]/)[0]) : NaN;
    if (delay >= 0 && delay * 1000 <= SHORT_MS) due.set('meta-refresh', { at: performance.now() + delay * 1000, untilFired: false, graceMs: STRING_GRACE_MS });
  }, { once: true });
  Object.defineProperty(window, '__lookoutTimerWaitMs', {
    value: () => {
      const now = performance.now();
      let latest = 0;
      for (const [id, timer] of due) {
        if (timer.at > now) latest = Math.max(latest, timer.at - now);
        else if (timer.untilFired) latest = Math.max(latest, OVERDUE_POLL_MS);
        else if (timer.at + timer.graceMs <= now) due.delete(id);
        else latest = Math.max(latest, timer.at + timer.graceMs - now);
      }
      return latest;
    },
    enumerable: false,
  });

  // Whether the document changed (nodes, attributes, text) since the capture took its early look at
  // it (capture.ts, the early look). Everything used is taken now, before any page script could
  // replace it, and the two functions cannot be redefined: a page cannot report itself unchanged.
  const Observer = MutationObserver;
  const observe = Observer.prototype.observe;
  const takeRecords = Observer.prototype.takeRecords;
  let observer = null;
  let changes = 0;
  Object.defineProperty(window, '__lookoutWatch', {
    value: () => {
      if (!observer) {
        observer = new Observer((records) => { changes += records.length; });
        apply(observe, observer, [document, { subtree: true, childList: true, attributes: true, characterData: true }]);
      }
      changes = 0;
      return true;
    },
    enumerable: false,
  });
  Object.defineProperty(window, '__lookoutChanges', {
    value: () => (observer ? (changes += apply(takeRecords, observer, []).length) : -1),
    enumerable: false,
  });
})();`;

const NET_ERRORS: Array<[RegExp, EgressFailureCode]> = [
  [/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_ADDRESS_INVALID/, 'dns_unresolvable'],
  [/ERR_CONNECTION_REFUSED|ERR_ADDRESS_UNREACHABLE|ERR_NETWORK_UNREACHABLE/, 'connection_refused'],
  [/ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_ABORTED|ERR_CONTENT_LENGTH_MISMATCH/, 'connection_reset'],
  [/ERR_TIMED_OUT|ERR_CONNECTION_TIMED_OUT|Timeout \d+ms exceeded/, 'timeout'],
  [/ERR_CERT_|ERR_SSL_|ERR_BAD_SSL/, 'tls_error'],
  [/ERR_TOO_MANY_REDIRECTS/, 'too_many_redirects'],
  [/ERR_RESPONSE_HEADERS_TOO_BIG|ERR_FILE_TOO_BIG/, 'response_too_large'],
  [/ERR_INVALID_RESPONSE|ERR_INVALID_HTTP_RESPONSE|ERR_UNSAFE_REDIRECT|ERR_INVALID_REDIRECT/, 'invalid_response'],
  // The egress proxy refuses a request the policy forbids; Chromium reports that as a tunnel/proxy failure.
  [/ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY_CONNECTION_FAILED|ERR_BLOCKED_BY_CLIENT|ERR_ACCESS_DENIED|ERR_BLOCKED_BY_ADMINISTRATOR/, 'blocked_egress'],
];

/** Maps a failed top-level navigation onto the scan reason codes; null when it is not about the target. */
export function navigationFailure(error: unknown): EgressError | null {
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, code] of NET_ERRORS) if (pattern.test(message)) return new EgressError(code, message.split('\n')[0] ?? message);
  return null;
}

function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** What a payload the page built itself (Blob, data: URL) is: its type by first bytes, and its listing when it is an archive. */
function describePayload(record: CapturedDownload, body: Buffer): void {
  record.magic = detectMagic(body);
  const { entries, macros } = fileContents(body, record.magic);
  if (entries) record.entries = entries;
  if (macros) record.macros = true;
}

function mimeOf(contentType: string | undefined): string | null {
  const mime = contentType?.split(';')[0]?.trim().toLowerCase();
  return mime ? mime : null;
}

/** Playwright joins repeated headers with "\n"; the result keeps set-cookie as a list like the egress client. */
function headerRecord(headers: Record<string, string>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    out[key] = key === 'set-cookie' ? value.split('\n') : value.replaceAll('\n', ', ');
  }
  return out;
}

/** Maps Chromium's ClientNavigationReason (CDP Page.frameRequestedNavigation) to a redirect kind. */
export function redirectKindOf(reason: string | undefined): RedirectKind {
  return reason === 'metaTagRefresh' || reason === 'httpHeaderRefresh' ? 'meta' : 'js';
}

export interface CaptureDeps {
  context: BrowserContext;
  limits?: Partial<CaptureLimits>;
  /** The scan's abort signal (job deadline); the capture ends early when it fires. */
  signal?: AbortSignal;
  /** Milliseconds left before the job's deadline; navigation and steps are bounded under it. */
  budgetMs?: number;
  /**
   * Requests in flight at the egress proxy (ScanEgress.inFlight): the page is not settled while the
   * browser still fetches something, even what no page event shows (a download started by script).
   */
  egressInFlight?: () => number;
  /**
   * Whether the machine has CPU to spare now (browser-engine.ts: fewer scans running than cores). The
   * early look below spends it: with every core busy, a DOM and screenshot that may be thrown away would
   * slow the other scans down. Default: yes.
   */
  spareCpu?: () => boolean;
  /**
   * The egress proxy's answer to a GET of this URL the browser made, with its body when the proxy kept
   * it whole (icons: bodies.ts); null when the browser asked for no such thing. The favicon is taken
   * from there before it is fetched again.
   */
  egressAnswer?: (url: string) => { status: number; body: Buffer | null } | null;
  now?: () => number;
}

export async function capturePage(url: string, options: CaptureOptions, deps: CaptureDeps): Promise<BrowserCapture> {
  const limits: CaptureLimits = { ...DEFAULT_CAPTURE_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => Date.now());
  const started = now();
  const budgetMs = deps.budgetMs ?? limits.navigationTimeoutMs + limits.networkIdleMs + 6 * limits.stepTimeoutMs;
  // The collection steps need time after navigation; navigation gets what is left of the budget after them.
  const collectReserveMs = Math.min(budgetMs / 2, 3 * limits.stepTimeoutMs);
  const navigationMs = Math.max(500, Math.min(limits.navigationTimeoutMs, budgetMs - collectReserveMs - limits.networkIdleMs));
  const stepMs = Math.max(250, Math.min(limits.stepTimeoutMs, collectReserveMs / 3));
  const remaining = () => Math.max(0, budgetMs - (now() - started));
  /** A collection step's bound: its own limit, never past the capture's budget. */
  const stepBound = () => Math.max(50, Math.min(stepMs, remaining()));

  const { context } = deps;
  const incidents = new Set<string>();
  const requests: CapturedRequest[] = [];
  const byRequest = new Map<Request, CapturedRequest>();
  let requestsTruncated = false;
  const consoleMessages: BrowserCapture['console'] = [];
  const downloads: CapturedDownload[] = [];
  const downloadWork: Promise<void>[] = [];
  const clientNavigations: Array<{ url: string; kind: RedirectKind }> = [];
  let dialogs = 0;
  let popups = 0;
  // Set once the page is captured: what happens from then on is the interaction's or the linked page's.
  let phase: CapturePhase | undefined;
  const popupUrls: string[] = [];

  // One script, one round trip to the browser.
  await context.addInitScript(`${INIT_SCRIPT}\n${CLIPBOARD_HOOK_SCRIPT}`);
  const page: Page = await context.newPage();
  context.on('page', (popup) => {
    // Only the scan's own page is kept; window.open storms are counted and closed.
    if (popup === page) return;
    if (phase) {
      // Opened by the capture's own click: where it leads may be the lure's call to action (interaction.ts).
      if (popupUrls.length < 10) popupUrls.push(popup.url());
      void popup.close().catch(() => {});
      return;
    }
    popups += 1;
    incidents.add('popups-blocked');
    void popup.close().catch(() => {});
  });
  const cdp: CDPSession | null = await context.newCDPSession(page).catch(() => null);
  const pendingReasons = new Map<string, string>();
  // Client-side navigations the main frame asked for (a script or meta refresh), committed or not yet:
  // each restarts the settle window, so a slow hop of a redirect chain is still waited for (a page that
  // asks for navigations forever gets twice maxClientRedirects restarts, within the budget).
  let requestedNavigations = 0;
  if (cdp) {
    const [, tree] = await Promise.all([cdp.send('Page.enable').catch(() => {}), cdp.send('Page.getFrameTree').catch(() => null)]);
    const mainFrameId = tree?.frameTree.frame.id;
    cdp.on('Page.frameRequestedNavigation', (event: { frameId: string; reason: string; url: string }) => {
      pendingReasons.set(event.url, event.reason);
      if (event.frameId === mainFrameId) requestedNavigations += 1;
    });
  }

  page.on('dialog', (dialog) => {
    dialogs += 1;
    incidents.add('dialogs-dismissed');
    void dialog.dismiss().catch(() => {});
  });
  page.on('console', (message) => {
    if (consoleMessages.length >= limits.maxConsoleMessages) {
      incidents.add('console-truncated');
      return;
    }
    consoleMessages.push({ type: message.type(), text: message.text().slice(0, limits.maxConsoleChars) });
  });
  // In-flight requests, the time of the last network event and how many there were, for `settle` and
  // the early look below.
  const network = { inFlight: 0, lastActivity: now(), events: 0 };
  const networkDone = () => {
    network.inFlight = Math.max(0, network.inFlight - 1);
    network.lastActivity = now();
    network.events += 1;
  };
  page.on('requestfinished', networkDone);
  page.on('requestfailed', networkDone);
  page.on('request', (request) => {
    network.inFlight += 1;
    network.lastActivity = now();
    network.events += 1;
    if (requests.length >= limits.maxRequests) {
      requestsTruncated = true;
      return;
    }
    const entry: CapturedRequest = {
      url: request.url().slice(0, MAX_URL_CHARS),
      method: request.method(),
      resourceType: request.resourceType(),
      mainFrameNavigation: isMainFrameNavigation(request, page),
      status: null,
      remoteAddress: null,
      mimeType: null,
      bytes: null,
      sha256: null,
      startedAt: now(),
      requestHeaders: request.headers(),
      responseHeaders: {},
      durationMs: null,
      ...(phase ? { phase } : {}),
    };
    requests.push(entry);
    byRequest.set(request, entry);
  });
  // The main frame's first document (not a redirect hop), noted as it arrives: when navigation times out
  // (a page flooding the browser with requests delays load), it is the scan's document. Asking the
  // browser for it afterwards queued behind every event of the flood and timed out itself, failing
  // the scan with `timeout` although the document was there.
  let firstDocument: Response | null = null;
  page.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (!entry) return;
    if (!firstDocument && entry.mainFrameNavigation && (response.status() < 300 || response.status() >= 400)) firstDocument = response;
    if (phase && entry.mainFrameNavigation && (response.status() < 300 || response.status() >= 400)) {
      // The egress proxy answers a refused plain-http request itself, with its refusal header.
      laterDocument = { status: response.status(), refused: response.headers()[REFUSAL_HEADER] ?? null };
    }
    entry.status = response.status();
    entry.responseHeaders = response.headers();
    entry.mimeType = mimeOf(response.headers()['content-type']);
    entry.durationMs = now() - entry.startedAt;
    // Address, size and body hash come from the egress proxy's record of this exchange (egress.ts):
    // asking the browser for every body would cost a CDP round trip per request.
  });
  page.on('requestfailed', (request) => {
    const entry = byRequest.get(request);
    if (!entry) return;
    const failure = request.failure()?.errorText ?? 'failed';
    const mapped = navigationFailure(failure);
    if (mapped?.code === 'blocked_egress') entry.blocked = { reason: failure };
  });
  // Downloads are refused (acceptDownloads: false), so Playwright reports none; Chromium still announces
  // each one it refuses, which is how script-started downloads (Blob URLs, attachment links) are seen.
  const onDownload = (event: { url: string; suggestedFilename: string }) => {
    const record: CapturedDownload = { url: event.url.slice(0, MAX_URL_CHARS), filename: event.suggestedFilename.slice(0, 255), mimeType: null, bytes: null, sha256: null, magic: null };
    downloads.push(record);
    // A data: URL carries its payload in the URL itself (HTML smuggling without a Blob): decode it here.
    const inline = event.url.startsWith('data:') ? decodeDataUrl(event.url) : null;
    if (inline) {
      record.mimeType = inline.mimeType;
      record.bytes = inline.body.length;
      record.sha256 = inline.body.length <= limits.maxDownloadBytes ? sha256(inline.body) : null;
      describePayload(record, inline.body);
    }
    if (event.url.startsWith('blob:')) {
      downloadWork.push(
        (async () => {
          // A string, not a function: the service is compiled without the DOM library.
          const payload = await page.evaluate<{ type: string; size: number; base64: string } | null>(`(async () => {
            const blob = window.__lookoutBlob && window.__lookoutBlob(${JSON.stringify(event.url)});
            if (!blob) return null;
            const bytes = new Uint8Array(await blob.slice(0, ${limits.maxDownloadBytes}).arrayBuffer());
            let binary = '';
            for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
            return { type: blob.type, size: blob.size, base64: btoa(binary) };
          })()`);
          if (!payload) return;
          const body = Buffer.from(payload.base64, 'base64');
          record.mimeType = payload.type || null;
          record.bytes = payload.size;
          record.sha256 = payload.size <= limits.maxDownloadBytes ? sha256(body) : null;
          describePayload(record, body);
        })().catch(() => {}),
      );
    }
  };
  cdp?.on('Page.downloadWillBegin', (event: { url: string; suggestedFilename: string }) => {
    if (downloads.length < limits.maxDownloads) onDownload(event);
  });

  let mainResponse: Response | null = null;
  let firstCommitted = false;
  // Main-frame documents committed after the page was captured (a click that navigated, the linked page),
  // and how many of them a settle has waited for.
  let laterCommits = 0;
  let settledCommits = 0;
  let laterDocument: { status: number; refused: string | null } | null = null;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    if (!firstCommitted) {
      firstCommitted = true;
      return;
    }
    if (phase) {
      laterCommits += 1;
      return;
    }
    if (clientNavigations.length < limits.maxClientRedirects) clientNavigations.push({ url: frame.url(), kind: redirectKindOf(pendingReasons.get(frame.url())) });
  });

  const abortPromise = new Promise<'aborted'>((resolve) => {
    if (deps.signal?.aborted) resolve('aborted');
    deps.signal?.addEventListener('abort', () => resolve('aborted'), { once: true });
  });

  // ── navigate ──
  let navigationError: unknown = null;
  try {
    const goto = page.goto(url, { waitUntil: 'load', timeout: navigationMs, ...(options.referer ? { referer: options.referer } : {}) });
    const outcome = await Promise.race([goto, abortPromise]);
    if (outcome === 'aborted') {
      incidents.add('deadline-reached');
      void goto.catch(() => {});
    } else {
      mainResponse = outcome;
    }
  } catch (error) {
    navigationError = error;
  }
  mainResponse ??= firstDocument;
  if (!mainResponse) {
    const failure = navigationFailure(navigationError ?? 'Timeout exceeded');
    if (failure) throw failure;
    if (String(navigationError).includes('Download is starting')) {
      throw new EgressError('invalid_response', 'the target is a download, not a page');
    }
    throw navigationError instanceof Error ? navigationError : new Error(String(navigationError));
  }
  if (navigationError) incidents.add('load-timeout');

  // Let the page settle: no request in flight for networkQuietMs, no short timer pending (a JS redirect
  // or a late fetch armed with setTimeout), each client-side redirect loaded — or the window is spent
  // since the last client-side navigation. A quiet page settles in about networkQuietMs; a busy one is
  // cut off at the window, never later. The interaction step waits the same way for what a click started.
  //   windowMs: the window, (re)started at each navigation; navigations: main-frame navigations so far,
  //   of which `loaded` were waited for already; deadline: never wait past it, navigations or not.
  const settle = async (windowMs: () => number, navigations: () => number, loaded = 0, deadline = Number.POSITIVE_INFINITY): Promise<void> => {
    // The window restarts with each client-side navigation, so every hop of a script redirect chain
    // gets the same time as the first page; the chain is bounded by maxClientRedirects and the budget.
    const windowEnd = () => Math.min(deadline, now() + windowMs());
    let settleBy = windowEnd();
    const left = () => Math.max(0, settleBy - now());
    let loadedNavigations = loaded;
    let waitedForRequests = requestedNavigations;
    while (left() > 0 && !deps.signal?.aborted) {
      if (requestedNavigations > waitedForRequests && requestedNavigations <= 2 * limits.maxClientRedirects) {
        waitedForRequests = requestedNavigations;
        settleBy = windowEnd();
      }
      if (navigations() > loadedNavigations) {
        loadedNavigations = navigations();
        settleBy = windowEnd();
        await withTimeout(page.waitForLoadState('load', { timeout: Math.max(1, left()) }), left() + 100, undefined);
        continue;
      }
      const quietFor = now() - network.lastActivity;
      if (network.inFlight === 0 && quietFor >= limits.networkQuietMs && (deps.egressInFlight?.() ?? 0) === 0) {
        // A renderer too busy to answer is not settled: its pending timers and redirects run after
        // the busy stretch, so it is asked again (until the window ends), never taken as quiet.
        const timerWaitMs = await withTimeout(page.evaluate<number>('window.__lookoutTimerWaitMs ? window.__lookoutTimerWaitMs() : 0'), Math.min(250, left()), BUSY_RENDERER_RETRY_MS);
        if (timerWaitMs <= 0 && navigations() === loadedNavigations) break;
        await sleep(Math.min(left(), Math.max(20, Math.min(timerWaitMs, 250))));
        continue;
      }
      await sleep(Math.min(left(), Math.max(20, limits.networkQuietMs - quietFor)));
    }
  };
  // A page with nothing in flight at load has usually settled already. When CPU is to spare, its DOM
  // and screenshot are taken while the settle window runs (time the capture otherwise spends
  // waiting), with the document watched from just before; they are the capture's if nothing changed by
  // the end of the window (see `unchanged`). What only the egress proxy sees in flight (the browser's
  // own favicon request) does not change the page. Pages with frames are left out: a frame's document
  // can change without the main document showing it.
  const stillOnePage = () => requestedNavigations === 0 && clientNavigations.length === 0 && page.frames().length === 1;
  const early = (deps.spareCpu?.() ?? true) && !deps.signal?.aborted && network.inFlight === 0 && stillOnePage() ? earlyLook(page, limits, stepBound(), network.events) : null;
  if (!deps.signal?.aborted) await settle(() => Math.min(limits.networkIdleMs, Math.max(0, remaining() - collectReserveMs)), () => clientNavigations.length);

  // A renderer stuck in script cannot answer; stop the script so the DOM and screenshot can be read.
  // The probe also asks how much the document changed since the early look (-1: it was not watched).
  const changes = await withTimeout(page.evaluate<number>('window.__lookoutChanges ? window.__lookoutChanges() : -1'), Math.min(1_000, stepBound()), null);
  const responsive = changes !== null;
  if (!responsive) {
    incidents.add('script-terminated');
    if (cdp) {
      await withTimeout(cdp.send('Runtime.terminateExecution'), stepBound(), undefined);
      await withTimeout(cdp.send('Emulation.setScriptExecutionDisabled', { value: true }), stepBound(), undefined);
    }
  }

  // ── collect ──
  const finalUrl = page.url() === 'about:blank' ? mainResponse.url() : page.url();
  // The early look stands if the page did nothing since: no mutation, no request, no navigation, still one frame.
  const unchanged = early !== null && changes === 0 && network.events === early.networkEvents && stillOnePage();
  const earlyHtml = unchanged ? await early.html : null;
  const content = earlyHtml !== null ? Promise.resolve(earlyHtml) : withTimeout(page.content(), stepBound(), null);
  // A renderer that had to be stopped is asked for its DOM first: one that cannot even serialise it will
  // not paint either, so what would only time out is skipped. One that answered the probe serialises
  // its DOM while the steps below run (the browser encodes the screenshot meanwhile).
  const rendererStuck = !responsive && (await content) === null;
  // The remaining steps are independent of each other: run them side by side, each under its own bound.
  const bound = stepBound();
  const screenshotStep = async (): Promise<BrowserCapture['screenshot']> => {
    if (rendererStuck) return null;
    const kept = earlyHtml !== null ? await early!.screenshot : null;
    return kept ?? withTimeout(takeScreenshot(page, limits, bound), bound + 250, null);
  };
  const [html, screenshot, favicon, rawCookies, document, httpHops, coveringFrames] = await Promise.all([
    content,
    screenshotStep(),
    faviconOf(page, finalUrl, rendererStuck, limits, bound, deps.egressAnswer),
    withTimeout(context.cookies(), bound, []),
    documentOf(mainResponse, limits, bound),
    httpRedirects(mainResponse, bound),
    rendererStuck ? Promise.resolve([] as Frame[]) : framesCoveringViewport(page, bound),
    withTimeout(Promise.all(downloadWork), bound, undefined),
  ]);
  if (html === null) incidents.add('dom-timeout');
  // Where the covering frames were when the page was collected (a click may take a frame elsewhere).
  const coveringUrls = coveringFrames.map((frame) => frame.url().slice(0, MAX_URL_CHARS));
  // A covering frame a script wrote (a fake update laid over a hacked site with document.write into an
  // about:blank iframe) has no fetched document: its markup is read from the frame.
  const writtenFrames: { url: string; html: string }[] = [];
  for (const frame of coveringFrames.filter((f) => WRITTEN_FRAME.test(f.url()))) {
    const html = await withTimeout(frame.content(), stepBound(), null);
    if (html !== null) writtenFrames.push({ url: frame.url(), html: cutUtf8(Buffer.from(html, 'utf8'), limits.maxDomBytes).text });
  }
  let dom: BrowserCapture['dom'] = null;
  if (html !== null) {
    const { text: kept, truncated } = cutUtf8(Buffer.from(html, 'utf8'), limits.maxDomBytes);
    dom = { html: kept, bytes: Buffer.byteLength(kept), truncated };
  }
  if (!screenshot) incidents.add('screenshot-timeout');
  // Last, once everything else is collected: what the page put on the clipboard, and what a visitor's
  // next step shows — a gate passed, a ClickFix command copied, a lure's call to action followed (see
  // interaction.ts). Skipped for a renderer that was stuck in script (its evaluations would only wait
  // out their bounds). Each step is bounded by what is left of the budget.
  const rendererUsable = !rendererStuck && responsive;
  let interaction: InteractionOutcome = { clipboardWrites: [] };
  if (rendererUsable) {
    interaction = await interact({
      page,
      now,
      remaining,
      stepBound,
      // What a click or the linked page started gets until the step's deadline: a kit's fetch after a
      // click often takes longer than the load's settle window.
      settle: async (deadline) => {
        const until = Math.min(deadline, now() + remaining());
        await settle(() => Math.max(0, until - now()), () => laterCommits, settledCommits, until);
        settledCommits = laterCommits;
      },
      setPhase: (next) => {
        phase = next;
      },
      touchNetwork: () => {
        network.lastActivity = now();
      },
      popups: () => popupUrls,
      lastDocument: () => laterDocument,
      terminate: async () => {
        if (!cdp) return;
        await withTimeout(cdp.send('Runtime.terminateExecution'), stepBound(), undefined);
        await withTimeout(cdp.send('Emulation.setScriptExecutionDisabled', { value: true }), stepBound(), undefined);
      },
      incidents,
      navigationTimeoutMs: limits.navigationTimeoutMs,
      networkIdleMs: limits.networkIdleMs,
      maxDomBytes: limits.maxDomBytes,
      ...(deps.signal ? { signal: deps.signal } : {}),
      interactive: limits.interaction,
      coveringFrames,
    });
  }
  // Downloads a click started.
  if (phase) await withTimeout(Promise.all(downloadWork), Math.max(50, Math.min(500, stepBound())), undefined);
  const cookies = rawCookies.map((cookie) => ({
    name: cookie.name.slice(0, 256),
    domain: cookie.domain,
    path: cookie.path,
    secure: cookie.secure,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite,
    session: cookie.expires === -1,
  }));
  const redirects: CapturedRedirect[] = [...httpHops, ...clientRedirectHops(document.url, clientNavigations)];
  if (dialogs > 0) incidents.add(`dialogs:${dialogs}`);
  if (popups > 0) incidents.add(`popups:${popups}`);
  if (requestsTruncated) incidents.add('requests-truncated');
  // Not awaited: a renderer thrashing at its heap cap answers nothing, detaching included (that held a
  // JS-heap bomb's scan until the capture watchdog killed the browser, twice), and closing the context
  // ends the session anyway.
  void cdp?.detach().catch(() => {});

  return {
    requestedUrl: url,
    finalUrl,
    redirects,
    document,
    dom,
    screenshot,
    requests,
    requestsTruncated,
    console: consoleMessages,
    cookies,
    favicon,
    downloads,
    clipboardWrites: interaction.clipboardWrites,
    // Filled from the egress proxy's records once they are joined (bodies.ts collectBodies).
    fetchedTexts: [],
    coveringFrames: coveringUrls,
    ...(writtenFrames.length > 0 ? { writtenFrames } : {}),
    chainDocuments: [],
    ...(interaction.interaction ? { interaction: interaction.interaction } : {}),
    ...(interaction.afterInteraction ? { afterInteraction: interaction.afterInteraction } : {}),
    ...(interaction.linkedPage ? { linkedPage: interaction.linkedPage } : {}),
    incidents: [...incidents],
  };
}

/** Frames whose document no response delivered: a script wrote it, or the srcdoc attribute holds it. */
const WRITTEN_FRAME = /^about:(?:blank|srcdoc)$/;

/** Share of the viewport a frame must cover to be what the visitor sees. */
const COVERING_SHARE = 0.5;

/**
 * The frames that fill most of the viewport: there the visitor sees the frame's document,
 * not the page's (a kit shown full-screen in an iframe on a hacked site, a fake browser update laid
 * over a blog). Ads and widgets are small and stay out. At most ten frames are measured, side by side.
 */
async function framesCoveringViewport(page: Page, bound: number): Promise<Frame[]> {
  const viewport = page.viewportSize();
  const frames = page.mainFrame().childFrames().slice(0, 10);
  if (!viewport || frames.length === 0) return [];
  const covers = await Promise.all(
    frames.map(async (frame) => {
      const box = await withTimeout(
        frame.frameElement().then((element) => element.boundingBox()),
        bound,
        null,
      ).catch(() => null);
      if (!box) return false;
      const width = Math.max(0, Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0));
      const height = Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
      return width * height >= COVERING_SHARE * viewport.width * viewport.height;
    }),
  );
  return frames.filter((_, i) => covers[i]);
}

/** A data: URL's payload and type (RFC 2397, as the URL standard's fetch decodes it); null when malformed. */
export function decodeDataUrl(url: string): { mimeType: string | null; body: Buffer } | null {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) return null;
  const params = url.slice(5, comma).split(';').map((part) => part.trim());
  const base64 = params.length > 1 && params.at(-1)?.toLowerCase() === 'base64';
  const mimeType = params[0] ? params[0].toLowerCase() : null;
  const bytes = percentDecode(Buffer.from(url.slice(comma + 1), 'utf8'));
  return { mimeType, body: base64 ? Buffer.from(bytes.toString('latin1'), 'base64') : bytes };
}

/** %XX escapes to their bytes; anything else (a stray %, too) stays as it is. */
function percentDecode(input: Buffer): Buffer {
  const out = Buffer.alloc(input.length);
  let length = 0;
  for (let i = 0; i < input.length; i += 1) {
    const hex = input[i] === 0x25 && i + 2 < input.length ? input.subarray(i + 1, i + 3).toString('latin1') : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out[length++] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      out[length++] = input[i] ?? 0;
    }
  }
  return out.subarray(0, length);
}

function isMainFrameNavigation(request: Request, page: Page): boolean {
  try {
    return request.isNavigationRequest() && request.frame() === page.mainFrame();
  } catch {
    // Requests without a frame (workers) are never the page's own navigation.
    return false;
  }
}

/**
 * The capture's early look at a page that seems settled (see capturePage): its document watched for
 * changes first, then its DOM and screenshot taken; and how many network events there had been.
 */
function earlyLook(page: Page, limits: CaptureLimits, stepMs: number, networkEvents: number) {
  const watching = withTimeout(page.evaluate<boolean>('window.__lookoutWatch ? window.__lookoutWatch() : false'), stepMs, false);
  return {
    networkEvents,
    html: watching.then((ok) => (ok ? withTimeout(page.content(), stepMs, null) : null)),
    screenshot: watching.then((ok) => (ok ? withTimeout(takeScreenshot(page, limits, stepMs), stepMs + 250, null) : null)),
  };
}

/**
 * The page as a visitor sees it, down to maxScreenshotHeight. The caret is left as it is: hiding it
 * writes a style attribute on every input, a change to the document that would make every early look
 * stale (and put `style=""` in the DOM snapshot). Its perceptual hash is started at once, so the PNG
 * decodes while the capture goes on.
 */
async function takeScreenshot(page: Page, limits: CaptureLimits, stepMs: number): Promise<BrowserCapture['screenshot']> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const scrollHeight = await withTimeout(page.evaluate<number>('document.documentElement ? document.documentElement.scrollHeight : 0'), Math.min(1_000, stepMs), 0);
  const height = Math.max(viewport.height, Math.min(scrollHeight, limits.maxScreenshotHeight));
  const png = await page.screenshot({ type: 'png', timeout: stepMs, animations: 'disabled', caret: 'initial', clip: { x: 0, y: 0, width: viewport.width, height }, fullPage: height > viewport.height });
  return { png, width: viewport.width, height, phash: dHash(png).catch(() => null) };
}

/**
 * The favicon the page names (or /favicon.ico of where it ended): as the browser fetched it after load
 * when the egress proxy kept that answer, otherwise fetched as the page would.
 */
async function faviconOf(page: Page, finalUrl: string, rendererStuck: boolean, limits: CaptureLimits, stepMs: number, egressAnswer: CaptureDeps['egressAnswer']): Promise<BrowserCapture['favicon']> {
  const named = rendererStuck
    ? null
    : await withTimeout(
        page.evaluate<string | null>(`(() => {
          const link = document.querySelector('link[rel~="icon" i], link[rel="shortcut icon" i]');
          return link && link.href ? String(link.href) : null;
        })()`),
        stepMs,
        null,
      );
  // The page may have left for a blob: or data: document (a smuggled page): a blob: URL's origin is where it was
  // made, a data: URL has none and then no favicon of its own.
  const origin = URL.canParse(finalUrl) ? new URL(finalUrl).origin : 'null';
  const url = named ?? (/^https?:/i.test(origin) ? `${origin}/favicon.ico` : null);
  if (url === null) return null;
  const answered = egressAnswer?.(url);
  // Not there (4xx, 5xx): no favicon. A redirect is followed by the fetch below.
  if (answered && answered.status >= 400) return null;
  if (answered?.body && answered.body.length > 0 && answered.body.length <= limits.maxFaviconBytes) return { url, body: answered.body };
  return withTimeout(fetchFavicon(page.context(), url, limits, stepMs), stepMs + 250, null);
}

async function fetchFavicon(context: BrowserContext, url: string, limits: CaptureLimits, stepMs: number): Promise<BrowserCapture['favicon']> {
  if (!/^https?:/i.test(url)) return null;
  // Through the context's request client: same proxy, same cookies as the page.
  const response = await context.request.get(url, { timeout: stepMs, maxRedirects: 3, failOnStatusCode: false }).catch(() => null);
  if (!response || !response.ok()) return null;
  const body = await response.body().catch(() => null);
  await response.dispose().catch(() => {});
  if (!body || body.length === 0 || body.length > limits.maxFaviconBytes) return null;
  return { url, body };
}

/**
 * The document as the browser received it; transport facts (address, TLS, headers as sent) are
 * replaced by the proxy's record. The browser no longer has the body of a document the page left by
 * script: then it is empty here, and the proxy's copy takes its place (bodies.ts collectBodies).
 */
async function documentOf(response: Response, limits: CaptureLimits, stepMs: number): Promise<CapturedDocument> {
  const body = await withTimeout(response.body(), stepMs, Buffer.alloc(0));
  const timing = response.request().timing();
  const truncated = body.length > limits.maxDocumentBytes;
  return {
    url: response.url(),
    status: response.status(),
    headers: headerRecord(response.headers()),
    body: truncated ? body.subarray(0, limits.maxDocumentBytes) : body,
    bodyTruncated: truncated,
    remoteAddress: null,
    tls: null,
    totalMs: Math.max(0, timing.responseEnd > 0 ? timing.responseEnd : 0),
  };
}

/** HTTP hops of the main navigation, oldest first, from the redirect chain of its request. */
async function httpRedirects(response: Response, stepMs: number): Promise<CapturedRedirect[]> {
  const out: CapturedRedirect[] = [];
  let request = response.request().redirectedFrom();
  while (request && out.length < 50) {
    const hop = await withTimeout(request.response(), stepMs, null);
    out.unshift({ url: request.url(), status: hop?.status() ?? 0, location: hop?.headers()['location'] ?? request.redirectedTo()?.url() ?? '', kind: 'http' });
    request = request.redirectedFrom();
  }
  return out;
}

/** Client-side hops: from the document each navigation left to where it went. */
function clientRedirectHops(documentUrl: string, navigations: Array<{ url: string; kind: RedirectKind }>): CapturedRedirect[] {
  const out: CapturedRedirect[] = [];
  let from = documentUrl;
  for (const nav of navigations) {
    if (nav.url === from) continue;
    out.push({ url: from, status: 200, location: nav.url, kind: nav.kind });
    from = nav.url;
  }
  return out;
}
