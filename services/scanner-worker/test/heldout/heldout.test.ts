import assert from 'node:assert/strict';
import { buildHeldout } from './index.js';
import { splitOf } from './entry.js';
import { archiveEntryNames, detectMagic } from '@lookout/egress';
import { iso } from './parts/e-bin.js';

/**
 * The held-out corpus is a measurement (bench/detection-heldout.ts), never a gate: this checks only
 * that it loads and stays what it claims to be — no recall or false-positive floors here.
 */
describe('held-out detection corpus: shape', () => {
  it('loads every page, each filed under the split its id hashes to, with both splits holding clean and malicious pages', async () => {
    const pages = await buildHeldout();
    assert.ok(pages.length >= 200, `${pages.length} pages`);
    for (const p of pages) {
      assert.equal(p.split, splitOf(p.id), p.id);
      assert.equal(p.heldOut, p.split === 'blind', p.id);
      assert.match(p.url, /^https:\/\/[^/:@]+\//, p.id);
    }
    for (const split of ['dev', 'blind'] as const) {
      const inSplit = pages.filter((p) => p.split === split);
      const clean = inSplit.filter((p) => p.label === 'clean').length;
      assert.ok(clean > 0 && clean < inSplit.length, `${split}: ${clean} clean of ${inSplit.length}`);
    }
    const benignShare = pages.filter((p) => p.label === 'clean').length / pages.length;
    assert.ok(benignShare >= 0.35 && benignShare <= 0.5, `benign share ${benignShare}`);
  });

  it("the payload helpers' ISO images list the files they are said to hold, as a real disc image does", () => {
    const image = iso('Invoice_0425', ['Invoice_0425.pdf.lnk', 'readme.txt']);
    assert.equal(detectMagic(image), 'iso');
    assert.deepEqual(archiveEntryNames(image, 'iso'), ['INVOICE_0425.PDF.LNK', 'README.TXT']);
  });
});
