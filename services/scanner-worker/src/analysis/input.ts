import type { FetchResponse, PeerCertificateInfo, PhaseTimings } from '@lookout/egress';
import type { CaptureSection } from './result.js';

/**
 * What the analysis judges, whichever engine captured it. The http engine fills the document part
 * only (adapter below); the browser engine adds what it saw while the page ran. Every optional part
 * is "not captured", never "captured and empty": rules only draw conclusions from parts present.
 */
export type AnalysisInput = {
  /**
   * The URL as the caller submitted it, userinfo included (`https://paypal.com@evil.example/`). The
   * stored and fetched URLs strip credentials, so this is the only place the `brand@host` trick is
   * visible. Absent when the job did not carry it.
   */
  submittedUrl?: string;
  /** What was fetched (no credentials, no fragment). */
  requestedUrl: string;
  /** Where the page ended: after HTTP redirects for the http engine, after scripts for the browser. */
  finalUrl: string;
  redirects: AnalysisRedirect[];
  /** The main document's response. */
  status: number;
  /** Header names lower-cased (set-cookie kept as an array). */
  headers: Record<string, string | string[]>;
  /** The main document as received (decoded), at most the body cap. */
  rawBody: Buffer;
  /** True when rawBody was cut at the cap. */
  bodyTruncated: boolean;
  timings: PhaseTimings;
  /** Serialised DOM after scripts ran (browser engine only). */
  renderedHtml?: string;
  /**
   * Every request the page made (browser engine only), including those a click of the interaction
   * step made (`phase: 'interaction'`). The linked page's requests are not here (they are another
   * site's): `capture.requests` lists them with `phase: 'linked'`.
   */
  requests?: AnalysisRequest[];
  downloads?: AnalysisDownload[];
  console?: { type: string; text: string }[];
  /** Text the page put on the clipboard (see capture-hooks.ts for the in-page recorder). */
  clipboardWrites?: string[];
  /** The favicon's hashes; `dhash` (perceptual, capture/hashes.ts) when the icon is a PNG. */
  favicon?: { sha256: string; mmh3: number; dhash?: string } | null;
  tls: PeerCertificateInfo | null;
  dns: { addresses: string[]; remoteAddress: string | null };
  /**
   * A second capture of the same URL with another user agent / locale (cloaking check). Only the
   * facts compared are needed; absent when the engine did not make one.
   */
  alternate?: { label: string; finalUrl: string; status: number; html: string };
  /** URL of the document as received when it differs from finalUrl (the browser moved on by script). */
  documentUrl?: string;
  /**
   * Text bodies the page received (browser engine only): scripts, fetch and XHR responses, sub-frame
   * documents whose type is JavaScript, JSON, HTML or plain text — where kits keep their logic (a
   * drainer's calls in `/static/app.js`, a ClickFix command in fetched JSON, an exfiltration URL in a
   * bundle, a script injected into a hacked site). In the order their requests finished; at most 40,
   * each cut to 256 KiB (`truncated`), 1 MiB in all. `phase`: absent for the page's own load,
   * `interaction` after the capture clicked it, `linked` on the lure's call-to-action target.
   */
  fetchedTexts?: FetchedText[];
  /**
   * URLs of the frames that filled most of the viewport (browser engine only): a kit shown full-screen
   * in an iframe, a fake update laid over a hacked site. Their documents in `fetchedTexts` are read as
   * the page's own words whatever site serves them (signals/kits.ts pageSources).
   */
  coveringFrames?: string[];
  /**
   * The other documents the main frame loaded while the page settled (browser engine only): each hop
   * of a client-side redirect chain after the raw document (`rawBody`), and the document the page
   * ended on, as received (before scripts). At most 10, each cut to 512 KiB. Absent when the page
   * never left its first document.
   */
  clientRedirectDocuments?: { url: string; status: number; mimeType: string | null; html: string; truncated: boolean }[];
  /**
   * The page after the capture clicked it (browser engine only): present when the page looked like a
   * gate (a fake human check, "Continue", "View document", "Play"…) or gave a ClickFix reason, a click
   * was made, and the page then changed materially (new inputs, forms or frames, much new text, or a
   * navigation within the site). `url`: where the page was; `html`: its DOM (cut to 2 MiB);
   * `action`: what was clicked, comma-separated (`click:<label>` for a gate's control, `click-handler:<label>` for the ClickFix probe's clicks).
   */
  afterInteraction?: { url: string; html: string; action: string };
  /**
   * The page a lure's one call to action leads to, on another site (browser engine only), loaded in
   * the same context through the same egress policy: `url` where that load ended, `html` its DOM
   * (cut to 2 MiB), `via` how it was found (`link:<label>`, `click:<label>`, `popup:<label>`). Absent
   * when no call to action was followed or the target was refused (the refusal is in
   * `capture.linkedPage`). Its requests are in `capture.requests` with `phase: 'linked'` (not in
   * `requests`), its text bodies in `fetchedTexts` with the same phase.
   */
  linkedPage?: { url: string; html: string; via: string };
  /** The browser engine's capture section, passed through to the result unchanged. */
  capture?: CaptureSection;
};

export type AnalysisRedirect = { url: string; status: number; location: string; kind: 'http' | 'meta' | 'js' };

export type AnalysisRequest = {
  url: string;
  method: string;
  resourceType: string;
  status: number | null;
  mimeType: string | null;
  sha256?: string | null;
  /** POST body excerpt when the engine records it (exfiltration of typed credentials). */
  postData?: string | null;
  blocked?: { reason: string } | null;
  /** Absent for the page's own load; `interaction`: after the capture clicked it; `linked`: the lure's call-to-action target. */
  phase?: 'interaction' | 'linked';
};

export type FetchedText = {
  url: string;
  /** Playwright's resource type: `script`, `fetch`, `xhr` or `document` (a sub-frame). */
  resourceType: string;
  mimeType: string | null;
  /** The body as UTF-8 text, cut to the cap. */
  text: string;
  /** True when `text` was cut. */
  truncated: boolean;
  phase?: 'interaction' | 'linked';
};

export type AnalysisDownload = {
  url: string;
  filename: string;
  mimeType: string | null;
  bytes: number;
  sha256: string;
  /** File names inside the archive when the engine listed them. */
  entries?: string[];
  /** Present when the file is an Office document carrying VBA macros. */
  macros?: true;
};

/**
 * The URL as submitted, as far as the analysis needs it: the job's fetched URL with the user name the
 * submission carried before '@' put back (the orchestrator strips credentials from every URL it stores
 * and fetches, and hands the user name on in `job.userinfo`; the password never travels).
 */
export function submittedUrlOf(job: { url: string; userinfo?: string }): string | undefined {
  if (!job.userinfo) return undefined;
  const schemeEnd = job.url.indexOf('://');
  if (schemeEnd === -1) return undefined;
  return `${job.url.slice(0, schemeEnd + 3)}${job.userinfo}@${job.url.slice(schemeEnd + 3)}`;
}

/** The http engine's fetch as an analysis input: no scripts ran, so only the document and its redirects. */
export function inputFromFetch(response: FetchResponse, options: { submittedUrl?: string } = {}): AnalysisInput {
  const input: AnalysisInput = {
    requestedUrl: response.requestedUrl,
    finalUrl: response.finalUrl,
    redirects: response.redirects.map((hop) => ({ url: hop.url, status: hop.status, location: hop.location, kind: 'http' as const })),
    status: response.status,
    headers: response.headers,
    rawBody: response.body,
    bodyTruncated: response.bodyTruncated,
    timings: response.timings,
    tls: response.tls,
    dns: { addresses: [...response.resolvedAddresses], remoteAddress: response.remoteAddress },
  };
  if (options.submittedUrl !== undefined) input.submittedUrl = options.submittedUrl;
  return input;
}
