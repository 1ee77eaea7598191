import { crc32 } from 'node:zlib';
import type { Route } from '../../corpus/corpus.js';

/**
 * Binary payload builders for the `e-` pages: small but structurally well-formed files (ZIP, PE, MSI/CFB,
 * ISO 9660, LNK, APK, CRX3, RAR5, 7z). Nothing here is executable code of any consequence; the point is that
 * what a page delivers has the magic bytes and layout of the real thing.
 */

export type ZipItem = { name: string; data: string | Buffer; mtime?: Date };

function dosTime(d: Date): { time: number; date: number } {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
  const date = ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

/** A stored (uncompressed) ZIP. `encrypted` sets the ZipCrypto flag and scrambles the data with a 12-byte header. */
export function zip(items: ZipItem[], opts: { encrypted?: boolean; comment?: string } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const it of items) {
    const name = Buffer.from(it.name, 'utf8');
    let data = typeof it.data === 'string' ? Buffer.from(it.data, 'utf8') : it.data;
    const crc = crc32(data) >>> 0;
    if (opts.encrypted) {
      const head = Buffer.alloc(12);
      for (let i = 0; i < 12; i++) head[i] = (i * 73 + name.length * 31 + 17) & 0xff;
      head[11] = (crc >>> 24) & 0xff;
      const scrambled = Buffer.from(data.map((b, i) => b ^ ((i * 151 + 89) & 0xff)));
      data = Buffer.concat([head, scrambled]);
    }
    const { time, date } = dosTime(it.mtime ?? new Date(2025, 9, 14, 9, 41, 12));
    const flags = (opts.encrypted ? 0x0001 : 0) | 0x0800;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(flags, 6);
    lh.writeUInt16LE(0, 8);
    lh.writeUInt16LE(time, 10);
    lh.writeUInt16LE(date, 12);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(data.length, 18);
    lh.writeUInt32LE(opts.encrypted ? data.length - 12 : data.length, 22);
    lh.writeUInt16LE(name.length, 26);
    lh.writeUInt16LE(0, 28);
    locals.push(lh, name, data);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(0x033f, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(flags, 8);
    ch.writeUInt16LE(0, 10);
    ch.writeUInt16LE(time, 12);
    ch.writeUInt16LE(date, 14);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(data.length, 20);
    ch.writeUInt32LE(opts.encrypted ? data.length - 12 : data.length, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(0x20, 38);
    ch.writeUInt32LE(offset, 42);
    centrals.push(ch, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const comment = Buffer.from(opts.comment ?? '', 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(items.length, 8);
  end.writeUInt16LE(items.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, cd, end, comment]);
}

/** A PE32+ (or PE32) image header with a couple of section headers and some embedded strings. */
export function pe(opts: { x64?: boolean; strings?: string[]; dll?: boolean; size?: number } = {}): Buffer {
  const size = Math.max(opts.size ?? 4096, 1024);
  const b = Buffer.alloc(size);
  b.write('MZ', 0, 'latin1');
  b.writeUInt16LE(0x90, 2);
  b.writeUInt16LE(3, 4);
  b.writeUInt16LE(4, 8);
  b.writeUInt16LE(0xffff, 12);
  b.writeUInt16LE(0xb8, 16);
  b.writeUInt16LE(0x40, 24);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('\x0e\x1f\xba\x0e\x00\xb4\x09\xcd\x21\xb8\x01\x4c\xcd\x21This program cannot be run in DOS mode.\r\r\n$', 0x40, 'latin1');
  const pe0 = 0x80;
  b.write('PE\0\0', pe0, 'latin1');
  b.writeUInt16LE(opts.x64 === false ? 0x014c : 0x8664, pe0 + 4);
  b.writeUInt16LE(2, pe0 + 6);
  b.writeUInt32LE(0x67a1c3d2, pe0 + 8);
  b.writeUInt16LE(opts.x64 === false ? 0xe0 : 0xf0, pe0 + 20);
  b.writeUInt16LE(opts.dll ? 0x2022 : 0x0022, pe0 + 22);
  const oh = pe0 + 24;
  b.writeUInt16LE(opts.x64 === false ? 0x10b : 0x20b, oh);
  b[oh + 2] = 14;
  b[oh + 3] = 38;
  b.writeUInt32LE(0x1000, oh + 16);
  b.writeUInt16LE(6, oh + 40);
  b.writeUInt16LE(2, oh + 68);
  const sh = oh + (opts.x64 === false ? 0xe0 : 0xf0);
  b.write('.text\0\0\0', sh, 'latin1');
  b.writeUInt32LE(0x200, sh + 16);
  b.writeUInt32LE(0x400, sh + 20);
  b.writeUInt32LE(0x60000020, sh + 36);
  b.write('.rsrc\0\0\0', sh + 40, 'latin1');
  b.writeUInt32LE(0x200, sh + 56);
  b.writeUInt32LE(0x600, sh + 60);
  b.writeUInt32LE(0x40000040, sh + 76);
  let p = 0x400;
  for (let i = 0; i < 0x200; i++) b[p + i] = (i * 37 + 11) & 0xff;
  p = 0x600;
  for (const s of opts.strings ?? []) {
    const enc = Buffer.from(s + '\0', 'utf16le');
    if (p + enc.length >= size) break;
    enc.copy(b, p);
    p += enc.length;
  }
  return b;
}

/** An OLE compound-file (CFB) header, the container of MSI, DOC and XLS. */
export function cfb(strings: string[] = [], size = 8192): Buffer {
  const b = Buffer.alloc(size);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
  b.writeUInt16LE(0x3e, 24);
  b.writeUInt16LE(3, 26);
  b.writeUInt16LE(0xfffe, 28);
  b.writeUInt16LE(9, 30);
  b.writeUInt16LE(6, 32);
  b.writeUInt32LE(1, 44);
  b.writeUInt32LE(1, 48);
  b.writeUInt32LE(0x1000, 56);
  b.writeUInt32LE(0xfffffffe, 60);
  b.writeUInt32LE(0xfffffffe, 68);
  for (let i = 0; i < 109; i++) b.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 76 + i * 4);
  let p = 1024;
  for (const s of strings) {
    const enc = Buffer.from(s + '\0', 'utf16le');
    if (p + enc.length >= size) break;
    enc.copy(b, p);
    p += enc.length;
  }
  return b;
}

/**
 * A minimal ISO 9660 image: system area, primary volume descriptor (whose root directory record points
 * at the directory, as in a real image), terminator, and the root directory: itself, its parent, one
 * record per file name (the files' contents are not stored).
 */
export function iso(volumeId: string, fileNames: string[] = []): Buffer {
  const b = Buffer.alloc(0x8000 + 0x800 * 8);
  const pvd = 0x8000;
  b[pvd] = 1;
  b.write('CD001', pvd + 1, 'latin1');
  b[pvd + 6] = 1;
  b.write('WIN32'.padEnd(32, ' '), pvd + 8, 'latin1');
  b.write(volumeId.toUpperCase().slice(0, 32).padEnd(32, ' '), pvd + 40, 'latin1');
  b.writeUInt32LE(b.length / 0x800, pvd + 80);
  b.writeUInt32BE(b.length / 0x800, pvd + 84);
  b.writeUInt16LE(1, pvd + 120);
  b.writeUInt16BE(1, pvd + 122);
  b.writeUInt16LE(0x800, pvd + 128);
  b.writeUInt16BE(0x800, pvd + 130);
  b.write('IMGBURN V2.5.8.0'.padEnd(128, ' '), pvd + 574, 'latin1');
  const term = 0x8800;
  b[term] = 255;
  b.write('CD001', term + 1, 'latin1');
  b[term + 6] = 1;
  const dir = 0x9000;
  // A directory record: length, extent and size (both byte orders), flags, name.
  const record = (at: number, name: Buffer, flags: number, extent: number, size: number): number => {
    const length = 33 + name.length + (name.length % 2 === 0 ? 1 : 0);
    b[at] = length;
    b.writeUInt32LE(extent, at + 2);
    b.writeUInt32BE(extent, at + 6);
    b.writeUInt32LE(size, at + 10);
    b.writeUInt32BE(size, at + 14);
    b[at + 25] = flags;
    b.writeUInt16LE(1, at + 28);
    b.writeUInt16BE(1, at + 30);
    b[at + 32] = name.length;
    name.copy(b, at + 33);
    return at + length;
  };
  record(pvd + 156, Buffer.from([0]), 0x02, dir / 0x800, 0x800);
  let p = record(dir, Buffer.from([0]), 0x02, dir / 0x800, 0x800);
  p = record(p, Buffer.from([1]), 0x02, dir / 0x800, 0x800);
  for (const f of fileNames) p = record(p, Buffer.from(f.toUpperCase() + ';1', 'latin1'), 0, 0, 0);
  return b;
}

/** A Windows shell link (.lnk) whose target is `target` with `args`, an icon borrowed from `icon`. */
export function lnk(target: string, args: string, icon = 'C:\\Windows\\System32\\shell32.dll'): Buffer {
  const head = Buffer.alloc(0x4c);
  head.writeUInt32LE(0x4c, 0);
  Buffer.from('0114020000000000c000000000000046', 'hex').copy(head, 4);
  // HasName | HasRelativePath | HasArguments | HasIconLocation | IsUnicode
  head.writeUInt32LE(0x00000004 | 0x00000008 | 0x00000020 | 0x00000040 | 0x00000080, 0x14);
  head.writeUInt32LE(0x20, 0x18);
  head.writeUInt32LE(7, 0x3c); // SW_SHOWMINNOACTIVE
  const str = (s: string) => {
    const len = Buffer.alloc(2);
    len.writeUInt16LE(s.length, 0);
    return Buffer.concat([len, Buffer.from(s, 'utf16le')]);
  };
  return Buffer.concat([head, str('Invoice'), str(target), str(args), str(icon), Buffer.alloc(4)]);
}

/** An APK: a ZIP with a binary-XML manifest stub, a DEX header and signature files. */
export function apk(pkg: string, label: string, extraStrings: string[] = []): Buffer {
  const manifest = Buffer.alloc(256);
  manifest.writeUInt16LE(0x0003, 0);
  manifest.writeUInt16LE(0x0008, 2);
  manifest.writeUInt32LE(256, 4);
  Buffer.from(`${pkg}\0${label}\0android.permission.RECEIVE_SMS\0android.permission.BIND_ACCESSIBILITY_SERVICE`, 'utf16le').copy(manifest, 16);
  const dex = Buffer.alloc(512);
  dex.write('dex\n035\0', 0, 'latin1');
  dex.writeUInt32LE(512, 32);
  dex.writeUInt32LE(0x70, 36);
  dex.writeUInt32LE(0x12345678, 40);
  Buffer.from(extraStrings.join('\0'), 'utf8').copy(dex, 0x70);
  return zip([
    { name: 'AndroidManifest.xml', data: manifest },
    { name: 'classes.dex', data: dex },
    { name: 'resources.arsc', data: Buffer.from([0x02, 0x00, 0x0c, 0x00, 0, 0, 0, 0, 1, 0, 0, 0]) },
    { name: 'META-INF/MANIFEST.MF', data: 'Manifest-Version: 1.0\r\nCreated-By: 1.0 (Android)\r\n\r\n' },
    { name: 'META-INF/CERT.RSA', data: Buffer.from('3082030d308201f5a003020102', 'hex') },
  ]);
}

/** A CRX3 browser-extension package around a ZIP of the given files. */
export function crx(files: ZipItem[]): Buffer {
  const header = Buffer.from('0a0e1208' + '00'.repeat(8), 'hex');
  const pre = Buffer.alloc(12);
  pre.write('Cr24', 0, 'latin1');
  pre.writeUInt32LE(3, 4);
  pre.writeUInt32LE(header.length, 8);
  return Buffer.concat([pre, header, zip(files)]);
}

export function rar5(payloadHint: string): Buffer {
  const sig = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);
  const body = Buffer.alloc(2048);
  Buffer.from([0x33, 0x92, 0xb5, 0xe5, 0x0a, 0x01, 0x05, 0x06, 0x00, 0x05, 0x01, 0x01, 0x80, 0x80, 0x00]).copy(body, 0);
  Buffer.from(payloadHint, 'utf8').copy(body, 64);
  for (let i = 256; i < body.length; i++) body[i] = (i * 131 + 7) & 0xff;
  return Buffer.concat([sig, body]);
}

export function sevenZip(size = 3072): Buffer {
  const b = Buffer.alloc(size);
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]).copy(b, 0);
  for (let i = 32; i < size; i++) b[i] = (i * 197 + 3) & 0xff;
  return b;
}

export const fileRoute = (body: Buffer | string, contentType: string, filename?: string, extra: Record<string, string> = {}): Route => ({
  status: 200,
  headers: {
    'content-type': contentType,
    ...(filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {}),
    ...extra,
  },
  body,
});

export const jsRoute = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const cssRoute = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
export const jsonRoute = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A tiny valid PNG (1x1, given RGB) for logos and favicons. */
export function png(r = 0, g = 0, bl = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length, 0);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0, 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  // zlib stream of a single scanline: filter 0 + RGB, stored block
  const raw = Buffer.from([0, r, g, bl]);
  const adler = (() => {
    let a = 1,
      b2 = 0;
    for (const x of raw) {
      a = (a + x) % 65521;
      b2 = (b2 + a) % 65521;
    }
    const o = Buffer.alloc(4);
    o.writeUInt32BE(((b2 << 16) | a) >>> 0, 0);
    return o;
  })();
  const idat = Buffer.concat([Buffer.from([0x78, 0x01, 0x01, raw.length, 0x00, ~raw.length & 0xff, 0xff]), raw, adler]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

export const pngRoute = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png' }, body: png(r, g, b) });

/** A short WAV beep loop (square wave) as the browser-locker pages play. */
export function beepWav(seconds = 1, hz = 880): Buffer {
  const rate = 8000;
  const n = Math.floor(rate * seconds);
  const b = Buffer.alloc(44 + n);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + n, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(n, 40);
  const period = rate / hz;
  for (let i = 0; i < n; i++) b[44 + i] = i % period < period / 2 ? 200 : 56;
  return b;
}
