import assert from 'node:assert/strict';
import { phashBands, PHASH_BANDS } from '../src/domain/search-terms.js';
import { SCREENSHOT_MAX_DISTANCE } from '../src/domain/related-scans.js';

/** Related screenshots are looked up by band: any hash within the distance must share a band value. */
describe('orchestrator: perceptual-hash bands for near-identical screenshots', () => {
  // A fixed-seed generator: the property is checked on the same 2,000 cases every run.
  let seed = 0x5eed;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const randomHash = () => Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('');
  const flip = (hash: string, count: number) => {
    let value = BigInt(`0x${hash}`);
    const bits = new Set<number>();
    while (bits.size < count) bits.add(Math.floor(random() * 64));
    for (const bit of bits) value ^= 1n << BigInt(bit);
    return value.toString(16).padStart(16, '0');
  };

  it('cover all 64 bits, each once', () => {
    let next = 0;
    for (const band of PHASH_BANDS) {
      assert.equal(band.from, next);
      next += band.bits;
    }
    assert.equal(next, 64);
    assert.ok(PHASH_BANDS.length > SCREENSHOT_MAX_DISTANCE, 'more bands than differing bits: one band always agrees');
  });

  it(`two hashes at most ${SCREENSHOT_MAX_DISTANCE} bits apart always share a band value (2,000 random pairs)`, () => {
    for (let i = 0; i < 2_000; i += 1) {
      const hash = randomHash();
      const near = flip(hash, 1 + (i % SCREENSHOT_MAX_DISTANCE));
      const shared = phashBands(hash).filter((band) => phashBands(near).includes(band));
      assert.ok(shared.length >= 1, `${hash} and ${near} share no band`);
    }
  });

  it('names each band by position, so equal bits in different bands never match', () => {
    assert.deepEqual(phashBands('0000000000000000'), ['0:0', '1:0', '2:0', '3:0', '4:0', '5:0', '6:0']);
    assert.deepEqual(phashBands('ffffffffffffffff'), ['0:1ff', '1:1ff', '2:1ff', '3:1ff', '4:1ff', '5:1ff', '6:3ff']);
  });
});
