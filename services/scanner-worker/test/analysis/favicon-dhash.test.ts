import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { analyze } from '../../src/analysis/analyze.js';
import { inputFromFetch } from '../../src/analysis/input.js';
import type { Rules } from '../../src/analysis/rules.js';
import { dHash } from '../../src/capture/hashes.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules, fetchResponse } from './fixtures.js';

type Rgb = [number, number, number];

/**
 * Icons drawn here, never taken from a brand: a shape in unit coordinates (0..1) painted over a
 * background at any size, so the same icon can be rendered rescaled, recoloured or shifted as a kit
 * re-saving a brand's icon would.
 */
function draw(size: number, background: Rgb, foreground: Rgb, inside: (x: number, y: number) => boolean, shift = 0): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 4;
      const [r, g, b] = inside((x + 0.5 + shift) / size, (y + 0.5) / size) ? foreground : background;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A ring with a bar through its left side: a made-up "brand" mark. */
const ringAndBar = (x: number, y: number) => {
  const d = Math.hypot(x - 0.55, y - 0.45);
  return (d > 0.18 && d < 0.32) || (x > 0.2 && x < 0.32 && y > 0.15 && y < 0.9);
};
/** Unrelated marks a benign site might use. */
const diagonal = (x: number, y: number) => Math.abs(x - y) < 0.15;
const corner = (x: number, y: number) => x > 0.55 && y > 0.55;

function hamming(a: string, b: string): number {
  return (BigInt(`0x${a}`) ^ BigInt(`0x${b}`)).toString(2).replace(/0/g, '').length;
}

describe('analysis: perceptual favicon match against the brand registry (dHash)', () => {
  let rules: Rules;
  const brandIcon = draw(32, [20, 60, 160], [255, 255, 255], ringAndBar);
  let brandHash: string;

  before(async () => {
    brandHash = await dHash(brandIcon);
    const base = await defaultRules();
    rules = { ...base, brands: [...base.brands, { name: 'Contoso', keywords: ['contoso'], match: 'token', domains: ['contoso.com'], names: ['Contoso'], faviconMmh3: [], faviconSha256: [], faviconDhash: [brandHash] }] };
  });

  it('keeps the rules threshold between the same icon re-saved and different icons', async () => {
    const max = rules.thresholds.faviconDhashMaxDistance;
    const same = [
      draw(64, [20, 60, 160], [255, 255, 255], ringAndBar),
      draw(16, [20, 60, 160], [255, 255, 255], ringAndBar),
      draw(48, [30, 70, 175], [245, 245, 240], ringAndBar),
      draw(32, [20, 60, 160], [255, 255, 255], ringAndBar, 0.01),
    ];
    for (const icon of same) {
      const distance = hamming(await dHash(icon), brandHash);
      assert.ok(distance <= max, `re-saved icon at ${distance} bits`);
    }
    const different = [draw(32, [20, 60, 160], [255, 255, 255], diagonal), draw(32, [200, 80, 20], [255, 255, 255], corner), draw(32, [255, 255, 255], [20, 60, 160], ringAndBar)];
    for (const icon of different) {
      const distance = hamming(await dHash(icon), brandHash);
      assert.ok(distance > max, `different icon at only ${distance} bits`);
    }
  });

  const judge = async (url: string, icon: Buffer) => {
    const input = inputFromFetch(fetchResponse({ requestedUrl: url, finalUrl: url, html: '<title>Sign in</title><form><input name="u"><input type="password" name="p"></form>' }));
    return analyze({ ...input, favicon: { sha256: 'b'.repeat(64), mmh3: 1, dhash: await dHash(icon) } }, { threatIntel: ThreatIntelIndex.empty(), rules });
  };

  it('a rescaled copy of the brand icon on a foreign host is brand evidence; with a password form it is phishing', async () => {
    const result = await judge('https://portal-login.example/', draw(64, [25, 65, 165], [255, 255, 255], ringAndBar));
    const signal = result.signals.find((s) => s.id === 'brand-favicon');
    assert.match(signal?.evidence ?? '', /^favicon dHash [0-9a-f]{16} is \d bits from Contoso's [0-9a-f]{16}$/);
    assert.equal(result.verdict, 'malicious');
    assert.ok(result.decidedBy?.includes('combo:brand-credentials'));
  });

  it('the brand icon on the brand own host, an unrelated icon, and a flat icon stay clean', async () => {
    assert.equal((await judge('https://login.contoso.com/', brandIcon)).verdict, 'clean');
    const other = await judge('https://portal-login.example/', draw(32, [20, 60, 160], [255, 255, 255], diagonal));
    assert.ok(!other.signals.some((s) => s.id === 'brand-favicon'));
    const flat = await judge('https://portal-login.example/', draw(32, [20, 60, 160], [20, 60, 160], ringAndBar));
    assert.ok(!flat.signals.some((s) => s.id === 'brand-favicon'), 'a one-colour icon has no shape to match');
  });
});
