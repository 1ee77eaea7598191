import { bareHostname, clip, parseUrl } from '../url.js';
import { isGovernmentHost } from '../identity.js';
import { isBrandHost } from './brand.js';
import { namesItsHost } from './kits.js';
import type { SignalContext, SignalDraft } from './types.js';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The filename a Content-Disposition header proposes (RFC 6266: filename* wins over filename). */
export function dispositionFilename(disposition: string): string | null {
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2] !== undefined) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      return extended[2].trim();
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1] ?? plain?.[2];
  return name === undefined ? null : name.trim();
}

export function extensionOf(name: string): string | null {
  const base = name.replace(/[?#].*$/, '').split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * Whether a download is a publisher's own installer: a registry brand owning both the page and the file's
 * host (Firefox from mozilla.org's thank-you page), a government's own portal, or a page that names itself as its host's organisation
 * (identity.ts) fetching a file over http(s) — from its own site or from wherever it distributes
 * (GitHub releases, a CDN of its own: prismlauncher.org's installer comes from github.com) — never one built
 * in the page (a Blob is always the page's own origin: smuggling). A pretext to run the file (a fake
 * update laid over a hacked site that names itself) is judged by the malware rules either way.
 */
export function publishersOwn(ctx: SignalContext): (download: { url: string }) => boolean {
  const pageHost = ctx.finalUrl ? bareHostname(ctx.finalUrl) : '';
  if (!pageHost) return () => false;
  const vendor = ctx.rules.brands.find((b) => isBrandHost(b, pageHost));
  // A government's own portal (identity.json government.hosts) publishes its own software, as a brand does.
  const government = isGovernmentHost(ctx.rules, pageHost);
  let namesItself: boolean | undefined;
  return (download) => {
    const from = parseUrl(download.url.replace(/^blob:/, ''));
    if (!from) return false;
    if (vendor && isBrandHost(vendor, bareHostname(from))) return true;
    if (!/^https?:/i.test(download.url)) return false;
    if (government) return true;
    namesItself ??= namesItsHost(ctx, pageHost);
    return namesItself;
  };
}

export function downloadSignals(ctx: SignalContext): SignalDraft[] {
  const rules = ctx.rules.downloads;
  const out: SignalDraft[] = [];
  const response = ctx.response;
  const reasons: string[] = [];
  let attachment: string | null = null;

  if (response) {
    const disposition = headerValue(response.headers['content-disposition']);
    if (disposition !== undefined) {
      const filename = dispositionFilename(disposition);
      const ext = filename ? extensionOf(filename) : null;
      if (filename && ext && rules.attachmentExtensions.has(ext)) reasons.push(`Content-Disposition filename "${clip(filename, 200)}"`);
      else if (/^\s*attachment\b/i.test(disposition)) attachment = clip(disposition, 300);
    }
    if (response.mimeType && rules.mimeTypes.has(response.mimeType)) reasons.push(`Content-Type ${response.mimeType}`);
    // Magic bytes say what the body is whatever the headers claim; an HTML page is never one.
    if (!response.isHtml) {
      const magic = rules.magic.find((m) => response.body.length >= m.bytes.length && response.body.subarray(0, m.bytes.length).equals(m.bytes));
      if (magic) reasons.push(`body starts with ${magic.name} magic bytes`);
    }
  }

  // Downloads the rendered page started (script, Blob, attachment links): judged by the same lists —
  // except a publisher's own files (publishersOwn).
  const downloads = ctx.rendered?.downloads ?? [];
  const own = publishersOwn(ctx);
  for (const download of downloads) {
    if (own(download)) continue;
    const ext = extensionOf(download.filename);
    if (ext && rules.attachmentExtensions.has(ext)) reasons.push(`the page downloads "${clip(download.filename, 200)}"`);
    else if (download.mimeType && rules.mimeTypes.has(download.mimeType)) reasons.push(`the page downloads ${download.mimeType}`);
  }

  if (reasons.length > 0) {
    out.push({ id: 'executable-download', message: 'The URL serves an executable file.', evidence: reasons.join('; ') });
  } else {
    // Without a response (URL-only analysis) or with a non-HTML one, the URL's extension is the hint.
    const final = ctx.finalUrl;
    if (final && !response?.isHtml) {
      const ext = extensionOf(final.pathname);
      if (ext && rules.urlExtensions.has(ext)) {
        out.push({ id: 'executable-url', message: `The URL points at a .${ext} file, an executable type.`, evidence: clip(final.href, 300) });
      }
    }
    if (attachment) out.push({ id: 'attachment-download', message: 'The response is sent as a file download.', evidence: attachment });
  }
  return out;
}
