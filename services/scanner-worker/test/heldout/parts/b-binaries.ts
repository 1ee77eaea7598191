/** Inert stand-ins in real container formats (ZIP, PE), shared by author b's malware and benign-download families. */

export function prng(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => { h ^= h << 13; h ^= h >>> 17; h ^= h << 5; return (h >>> 0) & 0xff; };
}
const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
const crc32 = (b: Buffer): number => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };

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
