import { EgressError, egressContextOptions, startEgressProxy, type EgressFailureCode, type EgressPolicy, type EgressProxyOptions, type EgressRecord, type HeaderEntry, type ProxyRefusalCode } from '@lookout/egress';
import type { BrowserContextOptions } from 'playwright-core';
import { bodyKeeper } from './bodies.js';
import { MAX_URL_CHARS, type BrowserCapture, type CapturedDownload, type CapturedRequest } from './types.js';

/**
 * The browser's one way out: a fresh egress proxy per scan (packages/egress), whose records are the
 * authority on what was exchanged (the address connected to, what the policy refused, downloads).
 * Playwright's own events say which frame and resource type asked; the two are joined here.
 */

export interface ScanEgress {
  options: BrowserContextOptions;
  records(): EgressRecord[];
  /**
   * Requests the proxy has received and not finished (a WebSocket counts until its handshake is
   * through): what the browser fetches that no page event shows, such as a download a script started,
   * which Chromium announces only once its response headers arrive.
   */
  inFlight(): number;
  close(): Promise<void>;
}

export type ScanEgressFactory = () => Promise<ScanEgress>;

export function proxiedEgress(policy: EgressPolicy, extra: Omit<EgressProxyOptions, 'policy'> = {}): ScanEgressFactory {
  return async () => {
    // Text bodies are kept for the analysis (bodies.ts), within one budget per scan.
    const proxy = await startEgressProxy({ policy, keepBody: bodyKeeper(), ...extra });
    return {
      options: { ...egressContextOptions(proxy) },
      records: () => proxy.records(),
      inFlight: () => {
        const { requests, overLimit } = proxy.stats();
        return requests - overLimit - proxy.records().length;
      },
      close: () => proxy.close(),
    };
  };
}

/** The proxy's caps map onto the scan's reason codes when they cut the page's own document. */
function failureCode(reason: ProxyRefusalCode): EgressFailureCode {
  if (reason === 'byte_limit') return 'response_too_large';
  if (reason === 'request_limit') return 'blocked_egress';
  return reason;
}

function headerRecord(entries: readonly HeaderEntry[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const { name, value } of entries) {
    const key = name.toLowerCase();
    const prev = out[key];
    if (key === 'set-cookie') out[key] = [...(Array.isArray(prev) ? prev : prev === undefined ? [] : [prev]), value];
    else out[key] = prev === undefined ? value : `${String(prev)}, ${value}`;
  }
  return out;
}

/**
 * Joins the proxy's records into the capture (in place): each request takes the first unused record
 * of the same method and URL. The main document takes its transport facts from its record, and a
 * document the policy refused (or that failed upstream) fails the scan with that reason — unless the
 * capture's interaction or linked-page step asked for it (`phase`), which is recorded only. A refused or
 * failed record no page request took is added to the request list (up to `maxRequests`): what the
 * page's own events never show, a service worker script fetched by the browser process or a
 * WebSocket, is still listed with its reason.
 */
export function joinEgressRecords(capture: BrowserCapture, records: readonly EgressRecord[], maxRequests = Number.POSITIVE_INFINITY): void {
  const queues = new Map<string, EgressRecord[]>();
  for (const record of records) {
    // The capture keeps the first MAX_URL_CHARS of a URL: keyed alike, a longer one still matches.
    const key = `${record.method} ${record.url.slice(0, MAX_URL_CHARS)}`;
    const queue = queues.get(key) ?? [];
    queue.push(record);
    queues.set(key, queue);
  }
  const take = (method: string, url: string): EgressRecord | undefined => queues.get(`${method} ${url}`)?.shift();

  let documentRecord: EgressRecord | undefined;
  for (const request of capture.requests) {
    const record = take(request.method, request.url);
    if (!record) continue;
    // Any top-level navigation the policy refused while the page loaded (http, meta or script redirect)
    // fails the scan, as a refused redirect hop does in the http engine. One the capture's own later steps
    // asked for (a click, the lure's call-to-action target: `phase`) is recorded, not fatal.
    if (request.mainFrameNavigation && !request.phase && record.blocked) throw new EgressError(record.blocked.reason, record.blocked.message, { url: record.url });
    if (!documentRecord && request.resourceType === 'document' && request.url === capture.document.url) documentRecord = record;
    request.remoteAddress = record.remoteAddress;
    request.bytes = record.blocked || record.error ? null : record.bytes;
    request.sha256 = record.sha256;
    if (record.body) {
      request.body = record.body;
      if (record.bodyTruncated) request.bodyTruncated = true;
    }
    if (record.blocked) {
      request.status = null;
      request.mimeType = null;
      request.blocked = { reason: record.blocked.reason };
    } else if (record.error) {
      request.status = null;
      request.blocked = { reason: record.error.reason };
    } else {
      request.status = record.status;
      request.mimeType = record.mimeType;
    }
  }
  const unmatchedRefusals = [...queues.values()].flat().filter((record) => record.blocked || record.error).sort((a, b) => a.id - b.id);
  for (const record of unmatchedRefusals) {
    if (capture.requests.length >= maxRequests) {
      capture.requestsTruncated = true;
      break;
    }
    capture.requests.push(refusedRequestOf(record));
  }
  // A refused call-to-action target takes the policy's own reason (the browser reports only that the proxy said no).
  const linked = capture.linkedPage;
  if (linked?.blocked) {
    const origin = (url: string) => URL.canParse(url) ? new URL(url).origin : url;
    const refused = records.filter((r) => r.blocked || r.error);
    const refusal = refused.find((r) => r.url === linked.url) ?? refused.find((r) => origin(r.url) === origin(linked.url));
    const reason = refusal?.blocked?.reason ?? refusal?.error?.reason;
    if (reason) linked.blocked = { reason };
  }
  documentRecord ??= records.find((r) => r.url === capture.document.url && r.method === 'GET');
  if (documentRecord?.blocked) throw new EgressError(documentRecord.blocked.reason, documentRecord.blocked.message, { url: documentRecord.url });
  if (documentRecord?.error) throw new EgressError(failureCode(documentRecord.error.reason), documentRecord.error.message, { url: documentRecord.url });
  if (documentRecord) {
    capture.document.remoteAddress = documentRecord.remoteAddress;
    capture.document.tls = documentRecord.tls;
    capture.document.headers = headerRecord(documentRecord.responseHeaders);
    capture.document.totalMs = documentRecord.timings.total;
  }

  // Downloads the proxy saw (attachments, executables fetched by the page) beside those the browser announced.
  const downloads: CapturedDownload[] = capture.downloads;
  for (const record of records) {
    if (!record.download) continue;
    const existing = downloads.find((d) => d.url === record.url);
    const { filename, mimeType, bytes, sha256, magic, entries, macros } = record.download;
    const entry: CapturedDownload = { url: record.url, filename, mimeType, bytes, sha256: sha256 || null, magic, ...(entries ? { entries } : {}), ...(macros ? { macros } : {}) };
    if (existing) Object.assign(existing, { ...entry, filename: existing.filename || entry.filename });
    else if (downloads.length < 50) downloads.push(entry);
  }
  // A download the browser announced for a URL whose response the proxy did not take for one (an
  // `<a download>` to an HTML or text URL): the proxy still read and hashed the body it passed on.
  for (const download of downloads) {
    if (download.sha256 !== null || !/^https?:/i.test(download.url)) continue;
    const record = records.find((r) => r.url === download.url && r.sha256 !== null && !r.blocked && !r.error);
    if (record) Object.assign(download, { mimeType: download.mimeType ?? record.mimeType, bytes: record.bytes, sha256: record.sha256 });
  }
}

/** A request only the proxy saw, refused or failed: nothing was received, so no status, size or hash. */
function refusedRequestOf(record: EgressRecord): CapturedRequest {
  const refusal = record.blocked ?? record.error;
  return {
    url: record.url.slice(0, MAX_URL_CHARS),
    method: record.method,
    resourceType: record.websocket ? 'websocket' : 'other',
    mainFrameNavigation: false,
    status: null,
    remoteAddress: null,
    mimeType: null,
    bytes: null,
    sha256: null,
    ...(refusal ? { blocked: { reason: refusal.reason } } : {}),
    startedAt: Date.parse(record.startedDateTime),
    requestHeaders: {},
    responseHeaders: {},
    durationMs: null,
  };
}

/** A navigation the proxy refused before any page existed (CONNECT refused, policy said no). */
export function refusedNavigation(url: string, records: readonly EgressRecord[]): EgressError | null {
  const record = records.find((r) => r.url === url) ?? records.find((r) => r.blocked || r.error);
  if (record?.blocked) return new EgressError(record.blocked.reason, record.blocked.message, { url: record.url });
  if (record?.error) return new EgressError(failureCode(record.error.reason), record.error.message, { url: record.url });
  return null;
}
