import type { PeerCertificateInfo } from '@lookout/egress';
import type { CaptureRequest } from '../analysis/result.js';

/** What a scan asks the browser to look like (job `options`, contract §8). */
export type CaptureOptions = {
  userAgent?: string;
  referer?: string;
  acceptLanguage?: string;
  device?: 'desktop' | 'mobile';
  extraHeaders?: Record<string, string>;
};

/** Longest URL the capture keeps of a request or download. */
export const MAX_URL_CHARS = 8192;

export type RedirectKind = 'http' | 'meta' | 'js';

export type CapturedRedirect = { url: string; status: number; location: string; kind: RedirectKind };

/** A request as the result reports it, plus what only the capture and the HAR need. */
export type CapturedRequest = CaptureRequest & {
  /** A navigation of the top-level page (not in the result: a refused one fails the scan). */
  mainFrameNavigation: boolean;
  /** For the HAR only (never in the result). */
  startedAt: number;
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
  durationMs: number | null;
};

export type CapturedConsoleMessage = { type: string; text: string };

export type CapturedCookie = { name: string; domain: string; path: string; secure: boolean; httpOnly: boolean; sameSite: string; session: boolean };

/** `magic`: the file type its first bytes say (packages/egress detectMagic); null when unknown or unseen. */
export type CapturedDownload = { url: string; filename: string; mimeType: string | null; bytes: number | null; sha256: string | null; magic: string | null };

/** The first main-frame document as received (before scripts), for the raw facts and the http section. */
export type CapturedDocument = {
  url: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  bodyTruncated: boolean;
  remoteAddress: string | null;
  tls: PeerCertificateInfo | null;
  totalMs: number;
};

/** Everything the browser saw in one scan; analysis turns it into the result. */
export type BrowserCapture = {
  requestedUrl: string;
  /** Where the page ended after scripts ran. */
  finalUrl: string;
  redirects: CapturedRedirect[];
  document: CapturedDocument;
  dom: { html: string; bytes: number; truncated: boolean } | null;
  screenshot: { png: Buffer; width: number; height: number } | null;
  requests: CapturedRequest[];
  requestsTruncated: boolean;
  console: CapturedConsoleMessage[];
  cookies: CapturedCookie[];
  favicon: { url: string; body: Buffer } | null;
  downloads: CapturedDownload[];
  /** What the page put on the clipboard, including after the click probe when the page gave a reason (analysis/capture-hooks.ts). */
  clipboardWrites: string[];
  /** Hostile or unusual behaviour the capture cut short (dialogs dismissed, popups blocked, timeouts…). */
  incidents: string[];
};
