/** Helpers shared by dev/b-benign-downloads.ts and blind/b-benign-downloads.ts (the same family's pages in both splits). */
// Clean look-alikes of malware delivery: vendors' own download pages, auto-start downloads, company file shares.
// Binary downloads are inert stand-ins in the real container formats.
import { prng } from './b-binaries.js';

export { pe, zip } from './b-binaries.js';
export const html = String.raw;

export const pdf = (title: string): Buffer => Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n4 0 obj\n<< /Length ${31 + title.length} >>\nstream\nBT /F1 24 Tf 72 700 Td (${title}) Tj ET\nendstream\nendobj\n5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
export const msi = (product: string): Buffer => { const m = Buffer.alloc(4096); Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(m, 0); m.writeUInt16LE(0x3e, 0x18); m.writeUInt16LE(3, 0x1a); m.writeUInt16LE(0xfffe, 0x1c); m.writeUInt16LE(9, 0x1e); const r = prng(product); for (let i = 0x200; i < m.length; i++) m[i] = r(); m.write(product, 0x800, 'latin1'); return m; };
export const dmg = (product: string): Buffer => { const d = Buffer.alloc(4096); const r = prng(product); for (let i = 0; i < d.length; i++) d[i] = r(); d.write('koly', d.length - 512, 'latin1'); return d; };
