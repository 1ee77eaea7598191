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
  /**
   * A navigation of the top-level page (not in the result). A refused one fails the scan, unless the
   * capture's later steps asked for it (`phase` set: a click, a lure's call-to-action target).
   */
  mainFrameNavigation: boolean;
  /** For the HAR only (never in the result). */
  startedAt: number;
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
  durationMs: number | null;
  /** The first bytes of the body as the egress proxy kept them (text types only), until bodies.ts collects them; never in the result or HAR. */
  body?: Buffer;
  bodyTruncated?: boolean;
};

/**
 * When a request was made, when not during the page's own load: after the capture clicked the page
 * (`interaction`), or while it loaded a lure's call-to-action target (`linked`).
 */
export type CapturePhase = 'interaction' | 'linked';

/** A text body the page received (script, fetch, xhr, sub-frame document), cut to its cap (bodies.ts). */
export type FetchedText = { url: string; resourceType: string; mimeType: string | null; text: string; truncated: boolean; phase?: CapturePhase };

/** A document the main frame loaded after the raw document (a client-side redirect hop, or where it ended), as received. */
export type ChainDocument = { url: string; status: number; mimeType: string | null; html: string; truncated: boolean };

/** The page after the capture clicked it, when that changed it materially (interaction.ts). */
export type AfterInteraction = { url: string; html: string; action: string };

/** A lure's call-to-action target loaded in the same context (interaction.ts); `html` absent when it was not received. */
export type LinkedPage = { url: string; finalUrl: string; via: string; status: number | null; html: string | null; blocked?: { reason: string } };

export type CapturedConsoleMessage = { type: string; text: string };

export type CapturedCookie = { name: string; domain: string; path: string; secure: boolean; httpOnly: boolean; sameSite: string; session: boolean };

/**
 * `magic`: the file type its first bytes say (packages/egress detectMagic); null when unknown or unseen.
 * `entries`: the file names inside it when it is an archive the engine could list (archiveEntryNames).
 * `macros`: present when it is an Office document carrying VBA macros (carriesMacros).
 */
export type CapturedDownload = { url: string; filename: string; mimeType: string | null; bytes: number | null; sha256: string | null; magic: string | null; entries?: string[]; macros?: true };

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
  /** phash: the screenshot's dHash (hashes.ts), computed while the capture goes on; null when the PNG does not decode. */
  screenshot: { png: Buffer; width: number; height: number; phash: Promise<string | null> } | null;
  requests: CapturedRequest[];
  requestsTruncated: boolean;
  console: CapturedConsoleMessage[];
  cookies: CapturedCookie[];
  favicon: { url: string; body: Buffer } | null;
  downloads: CapturedDownload[];
  /** What the page put on the clipboard, including after the interaction step (analysis/capture-hooks.ts, interaction.ts). */
  clipboardWrites: string[];
  /** Text bodies of the page's scripts, fetches, XHRs and sub-frames (bodies.ts), within their caps. */
  fetchedTexts: FetchedText[];
  /** URLs of the frames that fill most of the viewport: what the visitor sees there is theirs (capture.ts). */
  coveringFrames: string[];
  /**
   * The markup of covering frames whose document a script wrote (about:blank, about:srcdoc): never fetched, so
   * read from the frame (capture.ts) and handed on as sub-frame documents (bodies.ts).
   */
  writtenFrames?: { url: string; html: string }[];
  /** Main-frame documents after the raw one: the client-side redirect chain, as received. */
  chainDocuments: ChainDocument[];
  /** What the interaction step did (absent when it did nothing). */
  interaction?: { actions: string[]; changed: boolean; url?: string };
  /** The page after the interaction step, when it changed materially. */
  afterInteraction?: AfterInteraction;
  /** A lure's call-to-action target, when one was followed. */
  linkedPage?: LinkedPage;
  /** Hostile or unusual behaviour the capture cut short (dialogs dismissed, popups blocked, timeouts…). */
  incidents: string[];
};
