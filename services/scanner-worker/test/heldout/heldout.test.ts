import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

  it("a page file declares nothing its own pages do not use, so no dev file holds a blind page's markup (or the reverse)", async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const unused: string[] = [];
    for (const split of ['dev', 'blind']) {
      for (const file of (await readdir(path.join(here, split))).filter((f) => f.endsWith('.ts'))) {
        const source = ts.createSourceFile(file, await readFile(path.join(here, split, file), 'utf8'), ts.ScriptTarget.Latest, true);
        const uses = new Map<string, number>();
        const count = (node: ts.Node): void => {
          if (ts.isIdentifier(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1);
          ts.forEachChild(node, count);
        };
        count(source);
        for (const statement of source.statements) {
          if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
          const names = ts.isVariableStatement(statement) ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : [])) : ts.isFunctionDeclaration(statement) && statement.name ? [statement.name.text] : [];
          for (const name of names) if (uses.get(name) === 1) unused.push(`${split}/${file}: ${name}`);
        }
      }
    }
    assert.deepEqual(unused, []);
  });
});
