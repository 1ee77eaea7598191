/**
 * What the proxy calls a download: a response the browser would save rather than render. The proxy
 * only observes it (name, type, size, SHA-256, magic); nothing is ever written to disk.
 */

/** Types a browser renders or feeds to a page; anything else arriving as a body is treated as a download. */
const RENDERABLE = [
  /^text\//,
  /^image\//,
  /^font\//,
  /^audio\//,
  /^video\//,
  /^application\/(?:javascript|x-javascript|ecmascript|json|xml|xhtml\+xml|wasm|manifest\+json|font-woff2?|x-font-\w+|vnd\.ms-fontobject|ld\+json|x-www-form-urlencoded|dns-message)$/,
  /^application\/[\w.-]+\+(?:json|xml)$/,
  /^multipart\//,
];

const SIGNATURES: ReadonlyArray<readonly [string, (b: Buffer) => boolean]> = [
  ['pe', (b) => b[0] === 0x4d && b[1] === 0x5a],
  ['elf', (b) => b.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))],
  ['macho', (b) => [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(b.length >= 4 ? b.readUInt32BE(0) : -1)],
  ['zip', (b) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05 || b[2] === 0x07)],
  ['rar', (b) => b.subarray(0, 4).toString('latin1') === 'Rar!'],
  ['7z', (b) => b.subarray(0, 6).equals(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))],
  ['gzip', (b) => b[0] === 0x1f && b[1] === 0x8b],
  ['cab', (b) => b.subarray(0, 4).toString('latin1') === 'MSCF'],
  ['ole', (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))],
  ['pdf', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
  ['iso', (b) => b.length > 0x8006 && b.subarray(0x8001, 0x8006).toString('latin1') === 'CD001'],
  ['lnk', (b) => b.length >= 4 && b.readUInt32LE(0) === 0x4c],
  ['script', (b) => b[0] === 0x23 && b[1] === 0x21],
  ['html', (b) => /^\s*<(?:!doctype html|html|head|body|script)/i.test(b.subarray(0, 256).toString('latin1'))],
];

/** A coarse file type from the first bytes, or null when none of the known signatures matches. */
export function detectMagic(body: Buffer): string | null {
  for (const [name, test] of SIGNATURES) if (test(body)) return name;
  return null;
}

/** Most names an archive listing keeps; a zip bomb of empty entries cannot grow a result without bound. */
export const MAX_ARCHIVE_ENTRIES = 50;

/**
 * The file names inside a ZIP (by its local file headers, so a truncated body still lists what it
 * holds), or null for anything else. What an archive carries is what a download delivers: a "PDF" that
 * arrives as a ZIP of a .js is a payload whatever the page says.
 */
export function archiveEntryNames(body: Buffer, magic: string | null, max = MAX_ARCHIVE_ENTRIES): string[] | null {
  if (magic !== 'zip') return null;
  const names: string[] = [];
  let offset = 0;
  while (names.length < max) {
    const at = body.indexOf('PK\x03\x04', offset, 'latin1');
    if (at < 0 || at + 30 > body.length) break;
    const nameLength = body.readUInt16LE(at + 26);
    const extraLength = body.readUInt16LE(at + 28);
    const name = body.subarray(at + 30, Math.min(body.length, at + 30 + nameLength)).toString('utf8').slice(0, 255);
    if (name) names.push(name);
    offset = at + 30 + nameLength + extraLength;
  }
  return names;
}

/** The filename a Content-Disposition names (RFC 6266: filename* wins over filename), if any. */
export function dispositionFilename(header: string): string | null {
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      return extended[2].trim();
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1] ?? plain?.[2];
  return value === undefined ? null : value.replace(/\\(.)/g, '$1').trim();
}

/** Whether a response is a download: an attachment, a non-renderable type, or executable bytes. */
export function isDownload(disposition: string | null, mimeType: string | null, magic: string | null): boolean {
  if (disposition !== null && /^\s*attachment/i.test(disposition)) return true;
  if (magic !== null && ['pe', 'elf', 'macho', 'zip', 'rar', '7z', 'cab', 'ole', 'iso', 'lnk'].includes(magic)) return true;
  if (mimeType === null) return false;
  return !RENDERABLE.some((pattern) => pattern.test(mimeType));
}

/** The name a browser would save the file under: the disposition's, else the URL's last path segment. */
export function downloadFilename(disposition: string | null, url: URL): string {
  const named = disposition === null ? null : dispositionFilename(disposition);
  if (named) return named.replace(/[/\\]/g, '_').slice(0, 255);
  const last = url.pathname.split('/').filter((s) => s !== '').pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  return (decoded || 'download').slice(0, 255);
}
