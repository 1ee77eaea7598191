import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { decodeTruecolor8, dHash } from '../../src/capture/hashes.js';

/**
 * The screenshot's perceptual hash is stored with every scan and compared across scans (related
 * scans, phash bands), so its decoder must give exactly the pixels pngjs gives, for what Chromium
 * really encodes: RGB viewports and tall full-page shots whose rows use every PNG filter, and RGBA
 * with a transparent background. Other PNGs (favicons) are left to pngjs.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('scanner-worker screenshot hashes: the PNG decoder against pngjs (real Chromium screenshots)', function () {
  this.timeout(60_000);
  let browser: Browser;
  const shots: Array<{ name: string; png: Buffer }> = [];

  before(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.setContent(`<title>text</title><p>${'text '.repeat(500)}</p>`);
    shots.push({ name: 'RGB viewport', png: await page.screenshot({ type: 'png' }) });
    const dot = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="orange"/></svg>');
    await page.setContent(`<body style="margin:0;background:linear-gradient(red,blue)"><div style="height:3900px;background:linear-gradient(90deg,#fff,#0a0,#333)">${`<img src="${dot}">`.repeat(300)}</div>`);
    shots.push({ name: 'RGB full page, 3900 px', png: await page.screenshot({ type: 'png', fullPage: true }) });
    await page.setContent(`<body style="margin:0"><canvas id=c width=1280 height=800></canvas><script>
      const x = c.getContext('2d');
      for (let i = 0; i < 5000; i++) { x.fillStyle = 'rgba(' + (i * 7 % 255) + ',' + (i * 13 % 255) + ',' + (i * 29 % 255) + ',0.5)'; x.fillRect(i * 37 % 1280, i * 53 % 800, 30, 30); }
    </script>`);
    shots.push({ name: 'RGBA, transparent background', png: await page.screenshot({ type: 'png', omitBackground: true }) });
  });

  after(async () => {
    await browser?.close();
  });

  it('decodes every Chromium screenshot itself, pixel for pixel as pngjs does', async () => {
    const filters = new Set<number>();
    for (const { name, png } of shots) {
      const ours = await decodeTruecolor8(png);
      assert.ok(ours, `${name}: not decoded by the fast path`);
      const reference = PNG.sync.read(png);
      assert.deepEqual([ours.width, ours.height], [reference.width, reference.height], name);
      const pixel = [0, 0, 0, 0];
      for (let y = 0; y < reference.height; y += 1) {
        for (let x = 0; x < reference.width; x += 1) {
          ours.pixel(x, y, pixel);
          const i = (y * reference.width + x) * 4;
          if (pixel[0] !== reference.data[i] || pixel[1] !== reference.data[i + 1] || pixel[2] !== reference.data[i + 2] || pixel[3] !== reference.data[i + 3]) {
            assert.fail(`${name}: pixel (${x}, ${y}) is ${pixel.join()} here, ${[...reference.data.subarray(i, i + 4)].join()} in pngjs`);
          }
        }
      }
      for (const filter of rowFilters(png)) filters.add(filter);
    }
    // The shots exercise every row filter the decoder undoes (Sub, Up, Average, Paeth).
    assert.ok([1, 2, 3, 4].every((f) => filters.has(f)), `filters seen: ${[...filters].join()}`);
  });

  it('undoes each filter exactly, ties included: RGB and RGBA written with one filter for every row', async () => {
    // Few distinct values make Paeth's ties (equal distances to two neighbours) frequent.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 4;
    for (const colorType of [2, 6] as const) {
      for (const filterType of [0, 1, 2, 3, 4]) {
        const image = new PNG({ width: 48, height: 32 });
        for (let i = 0; i < image.data.length; i += 4) image.data.set([next() * 60, next() * 60, next() * 60, colorType === 6 ? 155 + next() * 30 : 255], i);
        const png = PNG.sync.write(image, { colorType, filterType });
        assert.deepEqual(rowFilters(png), Array(32).fill(filterType));
        const ours = await decodeTruecolor8(png);
        assert.ok(ours, `colour type ${colorType}, filter ${filterType}: not decoded by the fast path`);
        const reference = PNG.sync.read(png);
        const pixel = [0, 0, 0, 0];
        for (let y = 0; y < 32; y += 1) {
          for (let x = 0; x < 48; x += 1) {
            ours.pixel(x, y, pixel);
            assert.deepEqual(pixel, [...reference.data.subarray((y * 48 + x) * 4, (y * 48 + x) * 4 + 4)], `colour type ${colorType}, filter ${filterType}, pixel (${x}, ${y})`);
          }
        }
      }
    }
  });

  it('leaves other PNGs (here grey) to pngjs, and still hashes them', async () => {
    const rgba = new PNG({ width: 16, height: 16 });
    for (let i = 0; i < rgba.data.length; i += 4) rgba.data.set([i % 256, (i * 3) % 256, 200, 255], i);
    const grey = PNG.sync.write(rgba, { colorType: 0 });
    assert.equal(await decodeTruecolor8(grey), null);
    assert.match(await dHash(grey), /^[0-9a-f]{16}$/);
    // A pngjs-written RGBA icon takes the fast path and hashes as its pixels say.
    assert.ok(await decodeTruecolor8(PNG.sync.write(rgba)));
  });
});

/** The filter type byte of each row (PNG spec §9), from the inflated IDAT data. */
function rowFilters(png: Buffer): number[] {
  const { width, height } = PNG.sync.read(png);
  const bpp = png[25] === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length; at += 12 + png.readUInt32BE(at)) if (png.readUInt32BE(at + 4) === 0x49444154) chunks.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  const raw = inflateSync(Buffer.concat(chunks));
  return Array.from({ length: height }, (_, y) => raw[y * (1 + width * bpp)] as number);
}
