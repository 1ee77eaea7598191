import { TextDecoder } from 'node:util';

/** Turning a response body into the text an HTML parser reads, as a browser would decode it. */

/** Sniffs whether a body is HTML (WHATWG MIME sniffing, HTML branch) for responses without a usable type. */
export function sniffsAsHtml(body: Buffer): boolean {
  let text = body.subarray(0, 1024).toString('latin1');
  text = text.replace(/^\uFEFF|^\xEF\xBB\xBF/, '').replace(/^[\t\n\f\r ]+/, '').toLowerCase();
  return /^<(?:!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|!--)[\s>]/.test(text) || text.startsWith('<!--');
}

/** The decoder a browser would pick: byte-order mark, then the Content-Type charset, then a <meta charset> near the top, then UTF-8. */
export function createDecoder(contentType: string | null, body: Buffer): TextDecoder {
  const candidates: string[] = [];
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) candidates.push('utf-8');
  else if (body[0] === 0xfe && body[1] === 0xff) candidates.push('utf-16be');
  else if (body[0] === 0xff && body[1] === 0xfe) candidates.push('utf-16le');
  const fromHeader = contentType ? /;\s*charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] : undefined;
  if (fromHeader) candidates.push(fromHeader);
  const fromMeta = /<meta[^>]{0,512}?charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  if (fromMeta) candidates.push(fromMeta);
  for (const label of candidates) {
    try {
      return new TextDecoder(label);
    } catch {
      // An unknown label falls through to the next hint, then to UTF-8, as a browser would.
    }
  }
  return new TextDecoder('utf-8');
}

