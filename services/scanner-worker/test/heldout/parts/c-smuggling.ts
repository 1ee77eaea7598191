import type { Route } from '../../corpus/corpus.js';

/** Helpers shared by dev/c-smuggling.ts and blind/c-smuggling.ts (the same family's pages in both splits). */
// Payload delivery in script: blobs assembled in the page, and downloads the page starts itself.
export const raw = String.raw;
export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });

/** A small PE image: DOS header and stub, PE signature, one section of filler and a few strings. */
export function pe(strings: string[], size = 6144): Buffer {
  const b = Buffer.alloc(size);
  b.write('MZ', 0, 'latin1');
  b.writeUInt16LE(0x90, 2);
  b.writeUInt16LE(3, 4);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('\x0e\x1f\xba\x0e\x00\xb4\x09\xcd\x21\xb8\x01\x4c\xcd\x21This program cannot be run in DOS mode.\r\r\n$', 0x40, 'latin1');
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x8664, 0x84);
  b.writeUInt16LE(3, 0x86);
  b.write('.text\0\0\0', 0x188, 'latin1');
  b.write('.rdata\0\0', 0x1b0, 'latin1');
  b.write('.data\0\0\0', 0x1d8, 'latin1');
  let x = 0x9e3779b9;
  for (let i = 0x400; i < size - 1024; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; b[i] = x & 0xff; }
  let off = size - 1000;
  for (const s of strings) { b.write(s + '\0', off, 'latin1'); off += s.length + 1; }
  return b;
}
export const bin = (body: Buffer, type: string, name?: string): Route => ({ status: 200, headers: { 'content-type': type, ...(name ? { 'content-disposition': `attachment; filename="${name}"` } : {}) }, body });
