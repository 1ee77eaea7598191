import type { Route } from '../../corpus/corpus.js';

/** Helpers shared by dev/c-benign-downloads.ts and blind/c-benign-downloads.ts (the same family's pages in both splits). */
// Clean: vendors' own download pages that start the download in script.
export const raw = String.raw;
export const bin = (body: Buffer, type: string): Route => ({ status: 200, headers: { 'content-type': type }, body });
/** An installer-shaped file: PE header, filler and the vendor's own strings. */
export function installer(vendor: string, size: number): Buffer {
  const b = Buffer.alloc(size);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  b.write('PE\0\0', 0x80, 'latin1');
  b.write('Nullsoft Install System v3.09', 0x400, 'latin1');
  b.write(vendor, 0x500, 'latin1');
  for (let i = 0x600, x = 7; i < size; i++) { x = (x * 1103515245 + 12345) & 0x7fffffff; b[i] = x >> 16 & 0xff; }
  return b;
}
