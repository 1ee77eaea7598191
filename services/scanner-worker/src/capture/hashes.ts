import { PNG } from 'pngjs';

/**
 * Hashes a rendered scan adds: a perceptual hash of the screenshot (so near-identical phishing kits
 * cluster) and the Shodan-style favicon hash (so results can be pivoted with the usual tools).
 */

/**
 * 64-bit difference hash (dHash) of a PNG, as 16 hex digits: the image is reduced to 9×8 grayscale by
 * box averaging and each bit says whether a pixel is brighter than its right neighbour. Robust to
 * scaling and small colour changes; computed here so it needs no native image library.
 */
export function dHash(png: Buffer): string {
  const image = PNG.sync.read(png);
  const { width, height, data } = image;
  const cols = 9;
  const rows = 8;
  const cells: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    const y0 = Math.floor((row * height) / rows);
    const y1 = Math.max(y0 + 1, Math.floor(((row + 1) * height) / rows));
    for (let col = 0; col < cols; col += 1) {
      const x0 = Math.floor((col * width) / cols);
      const x1 = Math.max(x0 + 1, Math.floor(((col + 1) * width) / cols));
      let sum = 0;
      let count = 0;
      // Sampling every few pixels keeps a 1280×4000 screenshot cheap; the average barely changes.
      const step = Math.max(1, Math.floor(Math.min(x1 - x0, y1 - y0) / 16));
      for (let y = y0; y < Math.min(y1, height); y += step) {
        for (let x = x0; x < Math.min(x1, width); x += step) {
          const i = (y * width + x) * 4;
          const alpha = (data[i + 3] ?? 255) / 255;
          // Transparent pixels are taken as white, as they are shown on a white page.
          const r = (data[i] ?? 0) * alpha + 255 * (1 - alpha);
          const g = (data[i + 1] ?? 0) * alpha + 255 * (1 - alpha);
          const b = (data[i + 2] ?? 0) * alpha + 255 * (1 - alpha);
          sum += 0.299 * r + 0.587 * g + 0.114 * b;
          count += 1;
        }
      }
      cells.push(count === 0 ? 0 : sum / count);
    }
  }
  let bits = 0n;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols - 1; col += 1) {
      const left = cells[row * cols + col] ?? 0;
      const right = cells[row * cols + col + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** The PNG's pixel size, read from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(12) !== 0x49484452) throw new TypeError('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** MurmurHash3 x86 32-bit, as a signed 32-bit integer (Python mmh3.hash's convention). */
export function murmur3(bytes: Buffer, seed = 0): number {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = seed >>> 0;
  const blocks = bytes.length - (bytes.length % 4);
  for (let i = 0; i < blocks; i += 4) {
    let k = bytes.readUInt32LE(i);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let k = 0;
  const tail = bytes.length % 4;
  if (tail === 3) k ^= (bytes[blocks + 2] ?? 0) << 16;
  if (tail >= 2) k ^= (bytes[blocks + 1] ?? 0) << 8;
  if (tail >= 1) {
    k ^= bytes[blocks] ?? 0;
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * Shodan's favicon hash: mmh3 of the base64 of the icon with a newline after every 76 characters and
 * at the end (Python's base64.encodebytes), as a signed int.
 */
export function faviconMmh3(icon: Buffer): number {
  const b64 = icon.toString('base64');
  const lines = b64.match(/.{1,76}/g) ?? [];
  return murmur3(Buffer.from(lines.map((line) => `${line}\n`).join(''), 'ascii'));
}
