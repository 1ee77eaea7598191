import { deflateRawSync } from 'node:zlib';
import type { Route } from '../../corpus/corpus.js';

/**
 * Helpers shared by the f-* held-out pages: static-resource routes and small but well-formed binary
 * payloads (ZIP, PE, MSI/CFB, ISO 9660, LNK, APK). No pages live here.
 */

export const jsRoute = (body: string, headers: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8', ...headers }, body });
export const cssRoute = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
export const jsonRoute = (value: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
export const svgRoute = (body: string): Route => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body });
export const textRoute = (body: string, type = 'text/plain; charset=utf-8'): Route => ({ status: 200, headers: { 'content-type': type }, body });

/** A download: the payload with its content type and, when given, an attachment file name. */
export const binRoute = (data: Buffer, type: string, filename?: string): Route => ({
  status: 200,
  headers: { 'content-type': type, 'content-length': String(data.length), ...(filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {}) },
  body: data,
});

/** 1x1 transparent PNG (tracking pixels, spacer images). */
export const pixelPng = (): Route => ({ status: 200, headers: { 'content-type': 'image/png' }, body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') });

/** Favicon-sized ICO (one 16x16 32-bit image, all transparent). */
export function favicon(): Route {
  const header = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]);
  const bmpInfo = Buffer.alloc(40);
  bmpInfo.writeUInt32LE(40, 0);
  bmpInfo.writeInt32LE(16, 4);
  bmpInfo.writeInt32LE(32, 8);
  bmpInfo.writeUInt16LE(1, 12);
  bmpInfo.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(16 * 16 * 4 + 16 * 4);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(bmpInfo.length + pixels.length, 0);
  const offset = Buffer.alloc(4);
  offset.writeUInt32LE(22, 0);
  return { status: 200, headers: { 'content-type': 'image/x-icon' }, body: Buffer.concat([header, size, offset, bmpInfo, pixels]) };
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export type ZipFile = { name: string; data: Buffer | string; deflate?: boolean; encrypted?: boolean };

/**
 * A ZIP archive (stored or deflated members). `encrypted` sets the traditional-encryption flag and
 * prepends a 12-byte encryption header to scrambled data: what password-protected "crack" archives
 * look like to anything that cannot guess the password.
 */
export function zip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const dosTime = (13 << 11) | (37 << 5) | 4;
  const dosDate = ((2026 - 1980) << 9) | (2 << 5) | 11;
  for (const f of files) {
    const raw = typeof f.data === 'string' ? Buffer.from(f.data, 'utf8') : f.data;
    const crc = crc32(raw);
    let payload = f.deflate ? deflateRawSync(raw) : raw;
    const method = f.deflate ? 8 : 0;
    let flags = 0x0800; // UTF-8 names
    if (f.encrypted) {
      flags |= 1;
      const scrambled = Buffer.alloc(payload.length + 12);
      let s = crc || 0x1234567;
      for (let i = 0; i < scrambled.length; i++) {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        scrambled[i] = ((s >>> 16) ^ (payload[i - 12] ?? 0)) & 0xff;
      }
      scrambled[11] = (crc >>> 24) & 0xff;
      payload = scrambled;
    }
    const name = Buffer.from(f.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(payload.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, payload);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(payload.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + payload.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

function utf16(s: string): Buffer {
  return Buffer.from(s, 'utf16le');
}

/**
 * A minimal Windows PE image: DOS header and stub, PE signature, COFF header, optional header and
 * one section, then a VS_VERSION_INFO-style string table so the file names its product and vendor.
 */
export function pe(opts: { company: string; product: string; version: string; original: string; arch?: 'x64' | 'x86'; gui?: boolean; extra?: string }): Buffer {
  const dos = Buffer.alloc(0x80);
  dos.write('MZ', 0, 'latin1');
  dos.writeUInt16LE(0x90, 2);
  dos.writeUInt16LE(3, 4);
  dos.writeUInt16LE(4, 8);
  dos.writeUInt16LE(0xffff, 12);
  dos.writeUInt16LE(0xb8, 16);
  dos.writeUInt16LE(0x40, 24);
  dos.writeUInt32LE(0x80, 0x3c);
  Buffer.from([0x0e, 0x1f, 0xba, 0x0e, 0x00, 0xb4, 0x09, 0xcd, 0x21, 0xb8, 0x01, 0x4c, 0xcd, 0x21]).copy(dos, 0x40);
  dos.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  const x64 = (opts.arch ?? 'x64') === 'x64';
  const coff = Buffer.alloc(24);
  coff.write('PE\0\0', 0, 'latin1');
  coff.writeUInt16LE(x64 ? 0x8664 : 0x014c, 4);
  coff.writeUInt16LE(1, 6);
  coff.writeUInt32LE(0x67a1c2e0, 8);
  const optSize = x64 ? 240 : 224;
  coff.writeUInt16LE(optSize, 20);
  coff.writeUInt16LE(x64 ? 0x0022 : 0x0102, 22);
  const optional = Buffer.alloc(optSize);
  optional.writeUInt16LE(x64 ? 0x20b : 0x10b, 0);
  optional.writeUInt8(14, 2);
  optional.writeUInt32LE(0x200, 4);
  optional.writeUInt32LE(0x1000, 16);
  optional.writeUInt32LE(0x1000, 20);
  if (x64) {
    optional.writeBigUInt64LE(0x140000000n, 24);
  } else {
    optional.writeUInt32LE(0x400000, 28);
  }
  optional.writeUInt32LE(0x1000, 32);
  optional.writeUInt32LE(0x200, 36);
  optional.writeUInt16LE(6, 40);
  optional.writeUInt16LE(6, 48);
  optional.writeUInt32LE(0x2000, 56);
  optional.writeUInt32LE(0x400, 60);
  optional.writeUInt16LE(opts.gui === false ? 3 : 2, 68);
  optional.writeUInt16LE(0x8160, 70);
  optional.writeUInt32LE(16, x64 ? 108 : 92);
  const section = Buffer.alloc(40);
  section.write('.text', 0, 'latin1');
  section.writeUInt32LE(0x200, 8);
  section.writeUInt32LE(0x1000, 12);
  section.writeUInt32LE(0x200, 16);
  section.writeUInt32LE(0x400, 20);
  section.writeUInt32LE(0x60000020, 36);
  const headers = Buffer.concat([dos, coff, optional, section]);
  const padded = Buffer.alloc(0x400);
  headers.copy(padded);
  const text = Buffer.alloc(0x200, 0xcc);
  Buffer.from([0x48, 0x83, 0xec, 0x28, 0x33, 0xc9, 0xff, 0x15, 0x02, 0x00, 0x00, 0x00, 0x48, 0x83, 0xc4, 0x28, 0xc3]).copy(text);
  const strings = Buffer.concat([
    utf16('VS_VERSION_INFO\u0000StringFileInfo\u0000040904B0\u0000'),
    utf16(`CompanyName\0${opts.company}\0FileDescription\0${opts.product}\0FileVersion\0${opts.version}\0`),
    utf16(`InternalName\0${opts.original.replace(/\.\w+$/, '')}\0OriginalFilename\0${opts.original}\0ProductName\0${opts.product}\0ProductVersion\0${opts.version}\0`),
    Buffer.from(opts.extra ?? '', 'latin1'),
  ]);
  return Buffer.concat([padded, text, strings]);
}

/** An MSI package as far as its container goes: the OLE compound-file header and a named stream table. */
export function msi(opts: { product: string; manufacturer: string; version: string }): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(0x1000, 56);
  header.writeUInt32LE(0xfffffffe, 60);
  header.writeUInt32LE(0xfffffffe, 68);
  for (let i = 76; i < 512; i += 4) header.writeUInt32LE(0xffffffff, i);
  header.writeUInt32LE(0, 76);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const dir = Buffer.alloc(512);
  utf16('Root Entry').copy(dir, 0);
  dir.writeUInt16LE(22, 64);
  dir.writeUInt8(5, 66);
  Buffer.from('84100c0000000000c000000000000046', 'hex').copy(dir, 80);
  const summary = Buffer.from(`\u0005SummaryInformation\0Installation Database\0${opts.product}\0${opts.manufacturer}\0Installer,MSI,Database\0This installer database contains the logic and data required to install ${opts.product} ${opts.version}.\0x64;1033\0Windows Installer XML Toolset (3.14.1.8722)\0`, 'utf8');
  return Buffer.concat([header, fat, dir, summary]);
}

/** An ISO 9660 image: 16 empty system sectors, a primary volume descriptor, the terminator, then file data. */
export function iso(volumeId: string, files: { name: string; data: Buffer }[]): Buffer {
  const sector = 2048;
  const system = Buffer.alloc(16 * sector);
  const pvd = Buffer.alloc(sector, 0x20);
  pvd.writeUInt8(1, 0);
  pvd.write('CD001', 1, 'latin1');
  pvd.writeUInt8(1, 6);
  pvd.writeUInt8(0, 7);
  pvd.write('WIN32'.padEnd(32, ' '), 8, 'latin1');
  pvd.write(volumeId.toUpperCase().slice(0, 32).padEnd(32, ' '), 40, 'latin1');
  pvd.fill(0, 72, 80);
  const blocks = 20 + files.reduce((n, f) => n + Math.ceil(f.data.length / sector), 0);
  pvd.writeUInt32LE(blocks, 80);
  pvd.writeUInt32BE(blocks, 84);
  pvd.fill(0, 88, 120);
  pvd.writeUInt16LE(1, 120);
  pvd.writeUInt16BE(1, 122);
  pvd.writeUInt16LE(1, 124);
  pvd.writeUInt16BE(1, 126);
  pvd.writeUInt16LE(sector, 128);
  pvd.writeUInt16BE(sector, 130);
  pvd.fill(0, 132, 156);
  // root directory record
  const root = Buffer.alloc(34);
  root.writeUInt8(34, 0);
  root.writeUInt32LE(18, 2);
  root.writeUInt32BE(18, 6);
  root.writeUInt32LE(sector, 10);
  root.writeUInt32BE(sector, 14);
  root.writeUInt8(2, 25);
  root.writeUInt16LE(1, 28);
  root.writeUInt16BE(1, 30);
  root.writeUInt8(1, 32);
  root.copy(pvd, 156);
  pvd.write('2026021113374400', 813, 'latin1');
  pvd.writeUInt8(1, 881);
  const term = Buffer.alloc(sector);
  term.writeUInt8(255, 0);
  term.write('CD001', 1, 'latin1');
  term.writeUInt8(1, 6);
  const dirSector = Buffer.alloc(sector);
  let pos = 0;
  let lba = 19;
  const bodies: Buffer[] = [];
  for (const f of [{ name: '\0', data: Buffer.alloc(0) }, { name: '\u0001', data: Buffer.alloc(0) }, ...files]) {
    const id = Buffer.from(f.name.length === 1 && f.name < ' ' ? f.name : `${f.name.toUpperCase()};1`, 'latin1');
    const len = 33 + id.length + (id.length % 2 === 0 ? 1 : 0);
    const rec = Buffer.alloc(len);
    rec.writeUInt8(len, 0);
    const at = f.data.length ? lba : 18;
    rec.writeUInt32LE(at, 2);
    rec.writeUInt32BE(at, 6);
    rec.writeUInt32LE(f.data.length || sector, 10);
    rec.writeUInt32BE(f.data.length || sector, 14);
    rec.writeUInt8(f.data.length ? 0 : 2, 25);
    rec.writeUInt16LE(1, 28);
    rec.writeUInt16BE(1, 30);
    rec.writeUInt8(id.length, 32);
    id.copy(rec, 33);
    rec.copy(dirSector, pos);
    pos += len;
    if (f.data.length) {
      const padded = Buffer.alloc(Math.ceil(f.data.length / sector) * sector);
      f.data.copy(padded);
      bodies.push(padded);
      lba += padded.length / sector;
    }
  }
  return Buffer.concat([system, pvd, term, dirSector, ...bodies]);
}

/** A Windows shortcut (.lnk): ShellLinkHeader plus relative path, working dir, arguments and icon location. */
export function lnk(opts: { relativePath: string; workingDir?: string; args: string; icon?: string; description?: string }): Buffer {
  const header = Buffer.alloc(0x4c);
  header.writeUInt32LE(0x4c, 0);
  Buffer.from('0114020000000000c000000000000046', 'hex').copy(header, 4);
  // HasName | HasRelativePath | HasWorkingDir | HasArguments | HasIconLocation | IsUnicode
  header.writeUInt32LE(0x04 | 0x08 | 0x10 | 0x20 | 0x40 | 0x80, 20);
  header.writeUInt32LE(0x20, 24);
  header.writeUInt32LE(7, 60); // SW_SHOWMINNOACTIVE
  const str = (s: string) => {
    const len = Buffer.alloc(2);
    len.writeUInt16LE(s.length, 0);
    return Buffer.concat([len, utf16(s)]);
  };
  return Buffer.concat([
    header,
    str(opts.description ?? 'Document'),
    str(opts.relativePath),
    str(opts.workingDir ?? '%SystemRoot%\\System32'),
    str(opts.args),
    str(opts.icon ?? '%SystemRoot%\\System32\\imageres.dll'),
    Buffer.alloc(4),
  ]);
}

/** An Android package: a ZIP with a binary-XML manifest stub, a DEX header and signing metadata. */
export function apk(opts: { packageName: string; label: string; permissions: string[] }): Buffer {
  const manifest = Buffer.concat([
    Buffer.from([0x03, 0x00, 0x08, 0x00]),
    Buffer.alloc(4),
    utf16(`${opts.packageName}\0${opts.label}\0${opts.permissions.map((p) => `android.permission.${p}`).join('\0')}\0`),
  ]);
  const dex = Buffer.alloc(0x70 + 64);
  dex.write('dex\n035\0', 0, 'latin1');
  dex.writeUInt32LE(dex.length, 0x20);
  dex.writeUInt32LE(0x70, 0x24);
  dex.writeUInt32LE(0x12345678, 0x28);
  Buffer.from(`L${opts.packageName.replace(/\./g, '/')}/MainActivity;`, 'latin1').copy(dex, 0x70);
  return zip([
    { name: 'AndroidManifest.xml', data: manifest },
    { name: 'classes.dex', data: dex, deflate: true },
    { name: 'resources.arsc', data: Buffer.alloc(128) },
    { name: 'res/mipmap-xxhdpi/ic_launcher.png', data: Buffer.from(pixelPng().body as Buffer) },
    { name: 'META-INF/MANIFEST.MF', data: 'Manifest-Version: 1.0\r\nCreated-By: 1.0 (Android)\r\n\r\n' },
    { name: 'META-INF/CERT.SF', data: 'Signature-Version: 1.0\r\nCreated-By: 1.0 (Android)\r\n\r\n' },
    { name: 'META-INF/CERT.RSA', data: Buffer.alloc(256, 0x30) },
  ]);
}

/** A small PDF (one page of text): for benign document downloads. */
export function pdf(title: string, lines: string[]): Buffer {
  const content = `BT /F1 12 Tf 72 740 Td (${title.replace(/[()\\]/g, '')}) Tj ${lines.map((l) => `0 -18 Td (${l.replace(/[()\\]/g, '')}) Tj`).join(' ')} ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info << /Title (${title.replace(/[()\\]/g, '')}) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
