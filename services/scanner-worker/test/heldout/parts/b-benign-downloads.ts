

/** Helpers shared by dev/b-benign-downloads.ts and blind/b-benign-downloads.ts (the same family's pages in both splits). */
// Clean look-alikes of malware delivery: vendors' own download pages, auto-start downloads, company file shares.
// Binary downloads are inert stand-ins in the real container formats.
export const html = String.raw;

export function prng(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => { h ^= h << 13; h ^= h >>> 17; h ^= h << 5; return (h >>> 0) & 0xff; };
}
export const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
export const crc32 = (b: Buffer): number => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };

/** A stored (uncompressed) ZIP; `encrypted` sets the traditional-encryption flag and scrambles the data as such archives look. */
export function zip(files: [string, Buffer | string][], encrypted = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let off = 0;
  for (const [name, d] of files) {
    const plain = Buffer.isBuffer(d) ? d : Buffer.from(d);
    const rnd = prng(name);
    const data = encrypted ? Buffer.concat([Buffer.from(Array.from({ length: 12 }, rnd)), Buffer.from(plain.map((x) => x ^ rnd()))]) : plain;
    const n = Buffer.from(name);
    const crc = crc32(plain);
    const flag = encrypted ? 1 : 0;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0); lh.writeUInt16LE(20, 4); lh.writeUInt16LE(flag, 6); lh.writeUInt16LE(0x6000, 10); lh.writeUInt16LE(0x5921, 12);
    lh.writeUInt32LE(crc, 14); lh.writeUInt32LE(data.length, 18); lh.writeUInt32LE(plain.length, 22); lh.writeUInt16LE(n.length, 26);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0); ch.writeUInt16LE(20, 4); ch.writeUInt16LE(20, 6); ch.writeUInt16LE(flag, 8); ch.writeUInt16LE(0x6000, 12); ch.writeUInt16LE(0x5921, 14);
    ch.writeUInt32LE(crc, 16); ch.writeUInt32LE(data.length, 20); ch.writeUInt32LE(plain.length, 24); ch.writeUInt16LE(n.length, 28); ch.writeUInt32LE(0x20, 38); ch.writeUInt32LE(off, 42);
    locals.push(lh, n, data);
    centrals.push(ch, n);
    off += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(files.length, 8); end.writeUInt16LE(files.length, 10); end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(off, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A PE32+ image's headers followed by filler: what an .exe download starts with. */
export function pe(product: string, size = 6144): Buffer {
  const b = Buffer.alloc(size);
  const rnd = prng(product);
  for (let i = 0x400; i < size; i++) b[i] = rnd();
  b.write('MZ', 0, 'latin1'); b.writeUInt16LE(0x90, 2); b.writeUInt16LE(3, 4); b.writeUInt16LE(4, 8); b.writeUInt16LE(0xffff, 12); b.writeUInt16LE(0xb8, 16); b.writeUInt16LE(0x40, 24); b.writeUInt32LE(0x100, 0x3c);
  Buffer.from('0e1fba0e00b409cd21b8014ccd21', 'hex').copy(b, 0x40);
  b.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  b.write('PE\0\0', 0x100, 'latin1'); b.writeUInt16LE(0x8664, 0x104); b.writeUInt16LE(4, 0x106); b.writeUInt32LE(0x6571c3f0, 0x108); b.writeUInt16LE(0xf0, 0x114); b.writeUInt16LE(0x22, 0x116); b.writeUInt16LE(0x20b, 0x118); b.writeUInt16LE(2, 0x15c);
  ['.text', '.rdata', '.data', '.rsrc'].forEach((s, i) => { b.fill(0, 0x208 + i * 40, 0x208 + i * 40 + 40); b.write(s, 0x208 + i * 40, 'latin1'); });
  Buffer.from(`${product}\0`, 'utf16le').copy(b, Math.min(size - 400, 0x1200));
  return b;
}

export const pdf = (title: string): Buffer => Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n4 0 obj\n<< /Length ${31 + title.length} >>\nstream\nBT /F1 24 Tf 72 700 Td (${title}) Tj ET\nendstream\nendobj\n5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
export const msi = (product: string): Buffer => { const m = Buffer.alloc(4096); Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(m, 0); m.writeUInt16LE(0x3e, 0x18); m.writeUInt16LE(3, 0x1a); m.writeUInt16LE(0xfffe, 0x1c); m.writeUInt16LE(9, 0x1e); const r = prng(product); for (let i = 0x200; i < m.length; i++) m[i] = r(); m.write(product, 0x800, 'latin1'); return m; };
export const dmg = (product: string): Buffer => { const d = Buffer.alloc(4096); const r = prng(product); for (let i = 0; i < d.length; i++) d[i] = r(); d.write('koly', d.length - 512, 'latin1'); return d; };
