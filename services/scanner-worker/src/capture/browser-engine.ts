import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { EgressError, type EgressRecord, type FetchResponse } from '@lookout/egress';
import type { Logger } from '@lookout/telemetry';
import type { RenderedInput } from '../analysis/analyze.js';
import { ALTERNATE_PROFILE } from '../analysis/cloaking.js';
import type { CaptureSection, ScanResult } from '../analysis/result.js';
import { reasonMessage, type ScanVerdict } from '../scan-job.js';
import { BrowserGone, BrowserPool, type BrowserLease } from './browser-pool.js';
import { DEFAULT_CAPTURE_LIMITS, capturePage, contextOptionsFor, type CaptureLimits } from './capture.js';
import { collectBodies } from './bodies.js';
import { joinEgressRecords, refusedNavigation, type ScanEgressFactory } from './egress.js';
import { buildHar } from './har.js';
import { dHash, faviconMmh3 } from './hashes.js';
import type { BrowserCapture, CaptureOptions } from './types.js';

/** Where screenshots, DOM snapshots and HARs go (the `@lookout/artifacts` store has this shape). */
export interface ArtifactSink {
  put(kind: 'screenshot' | 'dom' | 'har', body: Buffer, contentType: string): Promise<{ sha256: string; bytes: number }>;
}

export interface BrowserEngineDeps {
  pool: BrowserPool;
  logger: Logger;
  artifacts?: ArtifactSink;
  limits?: Partial<CaptureLimits>;
  /** The per-scan egress proxy: the browser's only way out (see egress.ts). */
  egress: ScanEgressFactory;
  /** A capture running longer than this is taken as a hung browser: it is killed and the scan retried once. */
  watchdogMs: number;
  analyze: (response: FetchResponse, rendered: RenderedInput) => ScanResult;
  /** Capture each URL a second time with another user agent and locale, for the analysis's cloaking check (SCAN_CLOAKING_CHECK). */
  cloakingCheck?: boolean;
}

class BrowserLost extends Error {}

const RELEASE_RESERVE_MS = 3_000;

function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * One scan with the browser engine: capture in a fresh context, store the artifacts, analyse. A
 * browser that dies or hangs mid-capture is replaced and the scan tried once more; a target that
 * cannot be reached is a failed scan with its reason, as with the http engine.
 */
export async function scanWithBrowser(url: string, options: CaptureOptions, deps: BrowserEngineDeps, signal?: AbortSignal, budgetMs?: number): Promise<ScanVerdict> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Closing a context (and, if it hangs, killing its browser) and the analysis come after the
      // capture and must fit before the deadline too.
      const left = budgetMs === undefined ? undefined : Math.max(1_000, budgetMs - (Date.now() - started) - RELEASE_RESERVE_MS);
      const { capture, closed } = await captureOnce(url, options, deps, signal, left);
      try {
        const [response, rendered] = await toAnalysisInput(capture, deps);
        if (deps.cloakingCheck) {
          // One context per scan at a time: the second capture waits for the first to close.
          await closed;
          const alternate = await alternateCapture(url, options, deps, signal, budgetMs === undefined ? undefined : budgetMs - (Date.now() - started) - RELEASE_RESERVE_MS);
          if (alternate) rendered.alternate = alternate;
        }
        return { scanState: 'completed', result: deps.analyze(response, rendered) };
      } finally {
        // The scan holds its slot (and its context counts against the memory budget) until it closed.
        await closed;
      }
    } catch (error) {
      if (error instanceof EgressError) return { scanState: 'failed', reason: { code: error.code, message: reasonMessage(error) }, unreachable: true };
      if (error instanceof BrowserLost && attempt < 2 && !signal?.aborted) {
        deps.logger.warn({ url, error: error.message }, 'browser lost mid-scan; retrying once on a fresh browser');
        continue;
      }
      if (error instanceof BrowserLost) return { scanState: 'failed', reason: { code: 'internal_error', message: `the browser failed twice: ${error.message}` } };
      throw error;
    }
  }
}

/**
 * The cloaking check's second capture (profile chosen by analysis/cloaking.ts). Best effort: a second
 * capture that fails or has no time left leaves the scan as the first capture made it.
 */
async function alternateCapture(url: string, options: CaptureOptions, deps: BrowserEngineDeps, signal: AbortSignal | undefined, budgetMs: number | undefined): Promise<RenderedInput['alternate'] | undefined> {
  if (budgetMs !== undefined && budgetMs < 2_000) return undefined;
  const { label, ...profile } = ALTERNATE_PROFILE;
  try {
    // The comparison needs the page as each profile is shown it: no clicks, no call to action followed.
    const { capture: other, closed } = await captureOnce(url, { ...options, ...profile }, { ...deps, limits: { ...deps.limits, interaction: false } }, signal, budgetMs);
    await closed;
    return { label, finalUrl: other.finalUrl, status: other.document.status, html: other.dom?.html ?? other.document.body.toString('utf8') };
  } catch (error) {
    deps.logger.info({ url, error: error instanceof Error ? error.message : String(error) }, 'cloaking check: second capture failed; judged on the first');
    return undefined;
  }
}

/**
 * One capture in a fresh context behind a fresh egress proxy. A failed capture closes both before it
 * throws; a successful one returns at once with `closed`, the closing of both, which the caller awaits
 * after its own work on the capture (hashes, artifacts, analysis: CPU in this process while the
 * browser tears the context down).
 */
async function captureOnce(url: string, options: CaptureOptions, deps: BrowserEngineDeps, signal: AbortSignal | undefined, budgetMs: number | undefined): Promise<{ capture: BrowserCapture; closed: Promise<void> }> {
  const egress = await deps.egress();
  let lease: BrowserLease;
  try {
    lease = await deps.pool.acquire(contextOptionsFor(options, egress.options));
  } catch (error) {
    await egress.close();
    throw error instanceof BrowserGone ? new BrowserLost(error.message) : error;
  }
  const close = async () => {
    await lease.release();
    await egress.close();
  };
  let closing: Promise<void> | null = null;
  let lost: string | null = null;
  const onLost = () => {
    lost = 'browser disconnected';
  };
  const browser = lease.context.browser();
  browser?.on('disconnected', onLost);
  let watchdog: NodeJS.Timeout | undefined;
  try {
    const watchdogFired = new Promise<never>((_, reject) => {
      watchdog = setTimeout(() => {
        lost = 'capture watchdog fired';
        lease.poison('capture watchdog');
        reject(new BrowserLost('capture watchdog fired'));
      }, Math.min(deps.watchdogMs, (budgetMs ?? deps.watchdogMs) + 5_000));
    });
    const spareCpu = () => deps.pool.scansInFlight() < availableParallelism();
    const capture = await Promise.race([capturePage(url, options, { context: lease.context, egressInFlight: () => egress.inFlight(), spareCpu, egressAnswer: (wanted) => egressAnswer(egress, wanted), ...(deps.limits ? { limits: deps.limits } : {}), ...(signal ? { signal } : {}), ...(budgetMs !== undefined ? { budgetMs } : {}) }), watchdogFired]);
    if (lost) throw new BrowserLost(lease.killedBecause() ?? lost);
    const limits = { ...DEFAULT_CAPTURE_LIMITS, ...deps.limits };
    joinEgressRecords(capture, egress.records(), limits.maxRequests);
    // Text bodies and the redirect chain's documents, from what the proxy kept (bodies.ts). A body cut
    // at its cap says so itself (`truncated`); it is not an incident: the page resisted nothing.
    collectBodies(capture, limits);
    closing = close();
    return { capture, closed: closing };
  } catch (error) {
    if (error instanceof EgressError) throw refusedNavigation(url, egress.records()) ?? error;
    // Whatever Playwright threw after the browser died is about the browser, not the target; when the
    // pool killed it (hard memory ceiling, watchdog), its reason is the scan's.
    if (lost || (browser && !browser.isConnected())) throw new BrowserLost(lease.killedBecause() ?? lost ?? 'browser disconnected');
    if (error instanceof Error && /Target (page, context or browser )?(has been )?closed|Browser has been closed/i.test(error.message)) throw new BrowserLost(lease.killedBecause() ?? error.message);
    throw error;
  } finally {
    clearTimeout(watchdog);
    browser?.off('disconnected', onLost);
    if (!closing) await close();
  }
}

/** The proxy's answer to a GET of `url` (the first one), with the body when it was kept whole. */
function egressAnswer(egress: { records(): readonly EgressRecord[] }, url: string): { status: number; body: Buffer | null } | null {
  const record = egress.records().find((r) => r.method === 'GET' && r.url === url && r.status !== null);
  if (!record) return null;
  return { status: record.status!, body: record.body && !record.bodyTruncated ? record.body : null };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The favicon's dHash, for the brand registry's perceptual match, when the icon is a PNG that decodes. */
async function faviconDhashOf(favicon: BrowserCapture['favicon']): Promise<{ faviconDhash?: string }> {
  if (!favicon || !favicon.body.subarray(0, 8).equals(PNG_MAGIC)) return {};
  try {
    return { faviconDhash: await dHash(favicon.body) };
  } catch {
    return {};
  }
}

/** The capture as the shared analysis takes it: the document as a fetch response, the rest beside it. */
async function toAnalysisInput(capture: BrowserCapture, deps: BrowserEngineDeps): Promise<[FetchResponse, RenderedInput]> {
  // The favicon's hash decodes a PNG (inflating on the thread pool): started first, awaited last, so the
  // artifact writes and the HAR are done meanwhile. The screenshot's was started when it was taken.
  const faviconDhash = faviconDhashOf(capture.favicon);
  const store = async (kind: 'screenshot' | 'dom' | 'har', body: Buffer, contentType: string) =>
    deps.artifacts ? deps.artifacts.put(kind, body, contentType) : { sha256: sha256(body), bytes: body.length };

  const section: CaptureSection = {
    engine: 'browser',
    requests: capture.requests.map((r) => ({
      url: r.url,
      method: r.method,
      resourceType: r.resourceType,
      status: r.status,
      remoteAddress: r.remoteAddress,
      mimeType: r.mimeType,
      bytes: r.bytes,
      sha256: r.sha256,
      ...(r.blocked ? { blocked: r.blocked } : {}),
      ...(r.phase ? { phase: r.phase } : {}),
    })),
    requestsTruncated: capture.requestsTruncated,
    console: capture.console,
    cookies: capture.cookies,
    favicon: capture.favicon ? { url: capture.favicon.url, sha256: sha256(capture.favicon.body), mmh3: faviconMmh3(capture.favicon.body) } : null,
    downloads: capture.downloads,
    incidents: capture.incidents,
    ...(capture.interaction ? { interaction: capture.interaction } : {}),
    ...(capture.linkedPage ? { linkedPage: linkedPageNote(capture.linkedPage) } : {}),
  };
  const screenshot = capture.screenshot ? { ...capture.screenshot, stored: await store('screenshot', capture.screenshot.png, 'image/png') } : null;
  const domBody = capture.dom ? Buffer.from(capture.dom.html, 'utf8') : null;
  if (capture.dom && domBody) {
    // Stored as text: the gateway serves it as text/plain, never rendered.
    const stored = await store('dom', domBody, 'text/plain; charset=utf-8');
    section.dom = { sha256: stored.sha256, bytes: stored.bytes, truncated: capture.dom.truncated };
  }
  const har = await store('har', buildHar(capture, 'chromium'), 'application/json');
  section.har = { sha256: har.sha256, bytes: har.bytes };
  if (screenshot) section.screenshot = { sha256: screenshot.stored.sha256, width: screenshot.width, height: screenshot.height, phash: (await screenshot.phash) ?? '', contentType: 'image/png' };

  const doc = capture.document;
  const response: FetchResponse = {
    requestedUrl: capture.requestedUrl,
    finalUrl: capture.finalUrl,
    redirects: capture.redirects.map(({ url, status, location }) => ({ url, status, location })),
    status: doc.status,
    headers: doc.headers,
    body: doc.body,
    bodyTruncated: doc.bodyTruncated,
    remoteAddress: doc.remoteAddress,
    resolvedAddresses: doc.remoteAddress ? [doc.remoteAddress] : [],
    tls: doc.tls,
    timings: { dns: null, connect: null, tls: null, ttfb: null, total: doc.totalMs },
  };
  const rendered: RenderedInput = { dom: domBody, documentUrl: doc.url, redirects: capture.redirects, capture: section, clipboardWrites: capture.clipboardWrites, fetchedTexts: capture.fetchedTexts, ...(await faviconDhash) };
  if (capture.coveringFrames.length > 0) rendered.coveringFrames = capture.coveringFrames;
  if (capture.chainDocuments.length > 0) rendered.clientRedirectDocuments = capture.chainDocuments;
  if (capture.afterInteraction) rendered.afterInteraction = capture.afterInteraction;
  if (capture.linkedPage?.html != null) rendered.linkedPage = { url: capture.linkedPage.finalUrl, html: capture.linkedPage.html, via: capture.linkedPage.via };
  return [response, rendered];
}

/** The result's note of a followed call to action (the DOM goes to the analysis only). */
function linkedPageNote(linked: NonNullable<BrowserCapture['linkedPage']>): NonNullable<CaptureSection['linkedPage']> {
  return {
    url: linked.url,
    finalUrl: linked.finalUrl,
    via: linked.via,
    status: linked.status,
    ...(linked.blocked ? { blocked: linked.blocked } : {}),
  };
}
