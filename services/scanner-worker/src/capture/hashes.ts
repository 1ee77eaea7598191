import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
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
export async function dHash(png: Buffer): Promise<string> {
  const { width, height, pixel } = await decodePng(png);
  const cols = 9;
  const rows = 8;
  const cells: number[] = [];
  const rgba = [0, 0, 0, 255];
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
          pixel(x, y, rgba);
          const alpha = (rgba[3] ?? 255) / 255;
          // Transparent pixels are taken as white, as they are shown on a white page.
          const r = (rgba[0] ?? 0) * alpha + 255 * (1 - alpha);
          const g = (rgba[1] ?? 0) * alpha + 255 * (1 - alpha);
          const b = (rgba[2] ?? 0) * alpha + 255 * (1 - alpha);
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

type DecodedPng = { width: number; height: number; pixel: (x: number, y: number, out: number[]) => void };

/**
 * A PNG's pixels. Chromium's screenshots (8-bit RGB, or RGBA, not interlaced) are decoded here: zlib's
 * inflate on libuv's thread pool (off the event loop the other scans' captures run on) and an in-place
 * unfilter, in less than half of pngjs's time, which was the largest part of the engine's own work per
 * scan (bench/browser.ts). Any other PNG (favicons: palettes, grey, 16-bit, interlaced) goes through
 * pngjs. Both give the same pixels, so the hash of a screenshot does not depend on which path read
 * it (hashes.test.ts).
 */
async function decodePng(png: Buffer): Promise<DecodedPng> {
  const fast = await decodeTruecolor8(png);
  if (fast) return fast;
  const { width, height, data } = PNG.sync.read(png);
  return {
    width,
    height,
    pixel: (x, y, out) => {
      const i = (y * width + x) * 4;
      out[0] = data[i] ?? 0;
      out[1] = data[i + 1] ?? 0;
      out[2] = data[i + 2] ?? 0;
      out[3] = data[i + 3] ?? 255;
    },
  };
}

/** 8-bit RGB (colour type 2) or RGBA (6), not interlaced; null for anything else or a malformed file. Exported for its test. */
export async function decodeTruecolor8(png: Buffer): Promise<DecodedPng | null> {
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.readUInt32BE(12) !== 0x49484452) return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colourType, , , interlace] = [png[24], png[25], png[26], png[27], png[28]];
  if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0 || width === 0 || height === 0) return null;
  const bpp = colourType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.readUInt32BE(at + 4);
    if (type === 0x49444154) idat.push(png.subarray(at + 8, at + 8 + length));
    if (type === 0x49454e44) break;
    at += 12 + length;
  }
  const stride = 1 + width * bpp;
  let raw: Buffer;
  try {
    raw = await inflateAsync(Buffer.concat(idat));
  } catch {
    return null;
  }
  if (raw.length < stride * height) return null;
  // Undo each row's filter in place (PNG spec §9): every row after the first depends on the one above.
  // One tight loop per filter type; writes to the buffer wrap modulo 256 as the spec's arithmetic does.
  for (let y = 0; y < height; y += 1) {
    const row = y * stride + 1;
    const end = row + width * bpp;
    const filter = raw[row - 1];
    if (filter === 0) continue;
    if (filter !== 1 && filter !== 2 && filter !== 3 && filter !== 4) return null;
    if (y === 0) {
      // No row above: Up adds nothing, Average halves the left byte, Paeth takes the left byte.
      if (filter === 2) continue;
      for (let i = row + bpp; i < end; i += 1) raw[i] = (raw[i] as number) + (filter === 3 ? (raw[i - bpp] as number) >> 1 : (raw[i - bpp] as number));
      continue;
    }
    if (filter === 1) {
      for (let i = row + bpp; i < end; i += 1) raw[i] = (raw[i] as number) + (raw[i - bpp] as number);
    } else if (filter === 2) {
      for (let i = row; i < end; i += 1) raw[i] = (raw[i] as number) + (raw[i - stride] as number);
    } else if (filter === 3) {
      for (let i = row; i < row + bpp; i += 1) raw[i] = (raw[i] as number) + ((raw[i - stride] as number) >> 1);
      for (let i = row + bpp; i < end; i += 1) raw[i] = (raw[i] as number) + (((raw[i - bpp] as number) + (raw[i - stride] as number)) >> 1);
    } else {
      for (let i = row; i < row + bpp; i += 1) raw[i] = (raw[i] as number) + (raw[i - stride] as number);
      for (let i = row + bpp; i < end; i += 1) {
        const a = raw[i - bpp] as number;
        const b = raw[i - stride] as number;
        const c = raw[i - stride - bpp] as number;
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        raw[i] = (raw[i] as number) + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
    }
  }
  return {
    width,
    height,
    pixel: (x, y, out) => {
      const i = y * stride + 1 + x * bpp;
      out[0] = raw[i] as number;
      out[1] = raw[i + 1] as number;
      out[2] = raw[i + 2] as number;
      out[3] = bpp === 4 ? (raw[i + 3] as number) : 255;
    },
  };
}

const inflateAsync = promisify(inflate);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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
