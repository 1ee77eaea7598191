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

/** The stream every VBA project has, as an OLE directory names it (UTF-16LE): "_VBA_PROJECT", also inside "_VBA_PROJECT_CUR". */
const VBA_PROJECT = Buffer.from('_VBA_PROJECT', 'utf16le');

/**
 * Whether a file is an Office document carrying VBA macros — an OLE file (.doc, .xls) with a VBA project storage, or
 * an OOXML package (.docm, .xlsm) listing vbaProject.bin: how maldocs run code once "Enable content" is clicked.
 * `entries` is the file's archive listing (archiveEntryNames) when it has one.
 */
export function carriesMacros(body: Buffer, magic: string | null, entries: readonly string[] | null): boolean {
  if (magic === 'ole') return body.indexOf(VBA_PROJECT) >= 0;
  return entries?.some((name) => /(?:^|\/)vbaProject\.bin$/i.test(name)) ?? false;
}

/** Most names an archive listing keeps; a zip bomb of empty entries cannot grow a result without bound. */
export const MAX_ARCHIVE_ENTRIES = 50;

/**
 * The file names inside an archive or disc image the browser downloaded — ZIP (by its local file
 * headers, so a truncated body still lists what it holds), RAR (4 and 5, unless its headers are
 * encrypted) and ISO 9660 (Joliet names when present) — or null for anything else or anything that
 * does not parse. What an archive carries is what a download delivers: a "PDF" that arrives as a ZIP
 * of a .js, or an "invoice" ISO holding a shortcut, is a payload whatever the page says. 7z is not
 * listed: its header is usually compressed.
 */
export function archiveEntryNames(body: Buffer, magic: string | null, max = MAX_ARCHIVE_ENTRIES): string[] | null {
  try {
    if (magic === 'zip') return zipNames(body, max);
    if (magic === 'rar') return rarNames(body, max);
    if (magic === 'iso') return isoNames(body, max);
  } catch {
    // A body that lies about its own lengths lists nothing rather than failing the download record.
  }
  return null;
}

/**
 * What a downloaded file holds, read once for every place that sees one (the proxy's download records, the
 * capture's Blob payloads, the analysis of a file served at the URL): its archive listing (archiveEntryNames) and
 * whether it is an Office document carrying macros (carriesMacros).
 */
export function fileContents(body: Buffer, magic: string | null, max = MAX_ARCHIVE_ENTRIES): { entries: string[] | null; macros: boolean } {
  const entries = archiveEntryNames(body, magic, max);
  return { entries, macros: carriesMacros(body, magic, entries) };
}

function zipNames(body: Buffer, max: number): string[] {
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

/** A RAR5 variable-length integer at `at`: its value and the offset after it. */
function vint(body: Buffer, at: number): [number, number] {
  let value = 0;
  for (let shift = 0, i = at; i < body.length && shift < 49; i += 1, shift += 7) {
    const byte = body[i]!;
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, i + 1];
  }
  throw new RangeError('truncated vint');
}

const RAR5_SIGNATURE = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);
const RAR4_SIGNATURE = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]);

/** File names from RAR block headers (RAR 5: type 2 file headers; RAR 4: 0x74 file headers). */
function rarNames(body: Buffer, max: number): string[] | null {
  const names: string[] = [];
  if (body.subarray(0, 8).equals(RAR5_SIGNATURE)) {
    for (let at = 8; at + 7 <= body.length && names.length < max; ) {
      const [headerSize, afterSize] = vint(body, at + 4);
      const end = afterSize + headerSize;
      let [type, p] = vint(body, afterSize);
      let flags: number;
      [flags, p] = vint(body, p);
      if (flags & 0x01) [, p] = vint(body, p);
      let dataSize = 0;
      if (flags & 0x02) [dataSize, p] = vint(body, p);
      // Encrypted headers (type 4): nothing after this reads; end of archive (type 5).
      if (type === 4 || type === 5 || headerSize === 0) break;
      if (type === 2) {
        let fileFlags: number;
        [fileFlags, p] = vint(body, p);
        [, p] = vint(body, p); // unpacked size
        [, p] = vint(body, p); // attributes
        if (fileFlags & 0x02) p += 4; // mtime
        if (fileFlags & 0x04) p += 4; // data CRC32
        [, p] = vint(body, p); // compression
        [, p] = vint(body, p); // host OS
        let nameLength: number;
        [nameLength, p] = vint(body, p);
        const name = body.subarray(p, Math.min(p + nameLength, end, body.length)).toString('utf8').slice(0, 255);
        if (name) names.push(name);
      }
      at = end + dataSize;
    }
    return names;
  }
  if (body.subarray(0, 7).equals(RAR4_SIGNATURE)) {
    for (let at = 7; at + 7 <= body.length && names.length < max; ) {
      const type = body[at + 2]!;
      const flags = body.readUInt16LE(at + 3);
      const headerSize = body.readUInt16LE(at + 5);
      if (headerSize < 7) break;
      const addSize = flags & 0x8000 && at + 11 <= body.length ? body.readUInt32LE(at + 7) : 0;
      if (type === 0x74 && at + 32 <= body.length) {
        const nameLength = body.readUInt16LE(at + 26);
        const nameAt = at + 32 + (flags & 0x100 ? 8 : 0);
        const raw = body.subarray(nameAt, Math.min(nameAt + nameLength, body.length));
        // Unicode names (flag 0x200) carry an ASCII form before a NUL, then an encoded one.
        const zero = raw.indexOf(0);
        const name = (zero >= 0 ? raw.subarray(0, zero) : raw).toString(flags & 0x200 && zero < 0 ? 'utf8' : 'latin1').slice(0, 255);
        if (name) names.push(name);
      }
      if (type === 0x7b) break;
      at += headerSize + addSize;
    }
    return names;
  }
  return null;
}

const ISO_SECTOR = 2048;

/**
 * Names in an ISO 9660 image, walked from the root directory (subdirectories to depth 3, each
 * directory read once): the Joliet supplementary descriptor's UCS-2 names when the image has one,
 * else the primary's (the ";1" version suffix dropped).
 */
function isoNames(body: Buffer, max: number): string[] | null {
  let root: { extent: number; size: number; joliet: boolean } | null = null;
  for (let sector = 16; sector < 32 && (sector + 1) * ISO_SECTOR <= body.length; sector += 1) {
    const vd = sector * ISO_SECTOR;
    if (body.subarray(vd + 1, vd + 6).toString('latin1') !== 'CD001') break;
    const type = body[vd]!;
    if (type === 255) break;
    const escape = body.subarray(vd + 88, vd + 91).toString('latin1');
    const joliet = type === 2 && /^%\/[@CE]$/.test(escape);
    if ((type === 1 && !root) || joliet) root = { extent: body.readUInt32LE(vd + 156 + 2), size: body.readUInt32LE(vd + 156 + 10), joliet };
  }
  if (!root) return null;
  const names: string[] = [];
  const seen = new Set<number>();
  const walk = (extent: number, size: number, prefix: string, depth: number): void => {
    if (seen.has(extent) || depth > 3) return;
    seen.add(extent);
    const start = extent * ISO_SECTOR;
    const end = Math.min(body.length, start + size);
    for (let at = start; at < end && names.length < max; ) {
      const length = body[at]!;
      // Records never cross a sector: a zero length pads to the next one.
      if (length === 0) {
        at = (Math.floor(at / ISO_SECTOR) + 1) * ISO_SECTOR;
        continue;
      }
      if (at + 33 > end) break;
      const nameLength = body[at + 32]!;
      const raw = body.subarray(at + 33, Math.min(at + 33 + nameLength, end));
      const isDirectory = (body[at + 25]! & 0x02) !== 0;
      // \x00 and \x01 are the directory itself and its parent.
      if (!(nameLength === 1 && raw[0]! <= 1)) {
        const decoded = root!.joliet ? Buffer.from(raw.subarray(0, raw.length & ~1)).swap16().toString('utf16le') : raw.toString('latin1');
        const name = `${prefix}${decoded.replace(/;\d+$/, '').replace(/\.$/, '')}`.slice(0, 255);
        if (isDirectory) walk(body.readUInt32LE(at + 2), body.readUInt32LE(at + 10), `${name}/`, depth + 1);
        else if (name) names.push(name);
      }
      at += length;
    }
  };
  walk(root.extent, root.size, '', 0);
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
