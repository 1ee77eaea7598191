import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CorpusPage, Route } from '../corpus/corpus.js';
import { htmlRoute, splitOf, type Entry, type Split } from './entry.js';

/**
 * The held-out detection corpus: hand-written pages, one file per family under dev/ and blind/.
 * A measurement, not a gate: no test sets floors on it (see docs/detection.md, "Held-out corpus").
 * Pages come back as the generated corpus's CorpusPage so its server and runner serve and scan them;
 * `heldOut` is true for the blind split.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export type HeldoutPage = CorpusPage & { split: Split };

/**
 * Who wrote a page or a file: the corpus grew in rounds by independent authors, each with an id and
 * file-name prefix of one or two letters (`a-` to `z-`, then `za-`…); the first round's pages and files have none.
 */
export const authorOf = (idOrFile: string): string => /^([a-z]{1,2})-/.exec(idOrFile)?.[1] ?? 'first';

async function entriesIn(split: Split, authors: ReadonlySet<string> | undefined): Promise<Entry[]> {
  const dir = path.join(here, split);
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.ts') && (!authors || authors.has(authorOf(f))))
    .sort();
  const out: Entry[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { entries?: Entry[] };
    if (!Array.isArray(mod.entries)) throw new Error(`${split}/${file} exports no entries`);
    for (const e of mod.entries) {
      if (splitOf(e.id) !== split) throw new Error(`${e.id} is filed under ${split}/ but its hash puts it in ${splitOf(e.id)}/`);
      out.push(e);
    }
  }
  return out;
}

/**
 * `authors` loads only those authors' files, so one author's pages can be measured while another
 * author is still writing (a half-written file would not import).
 */
export async function buildHeldout(splits: readonly Split[] = ['dev', 'blind'], authors?: ReadonlySet<string>): Promise<HeldoutPage[]> {
  const pages: HeldoutPage[] = [];
  const ids = new Set<string>();
  const owners = new Map<string, string>();
  for (const split of splits) {
    for (const e of await entriesIn(split, authors)) {
      if (authors && !authors.has(authorOf(e.id))) throw new Error(`${e.id} is filed in another author's file`);
      if (ids.has(e.id)) throw new Error(`duplicate held-out id ${e.id}`);
      ids.add(e.id);
      const target = new URL(e.url);
      // The one loopback server answers for every host on every port; a port in the URL would only mislead.
      if (target.protocol !== 'https:' || target.port) throw new Error(`${e.id}: held-out URLs are https without a port (${e.url})`);
      const routes: Record<string, Route> = { ...(e.routes ?? {}) };
      const key = `${target.hostname}${target.pathname}${target.search}`;
      if (e.body !== undefined) routes[key] = htmlRoute(e.body, e.headers);
      // The corpus server falls back to the path without the query, as routes may be keyed either way.
      if (!routes[key] && !routes[`${target.hostname}${target.pathname}`]) throw new Error(`${e.id}: nothing is served at ${e.url}`);
      // One server serves every page: two pages must not claim the same host/path.
      for (const k of Object.keys(routes)) {
        const owner = owners.get(k);
        if (owner && owner !== e.id) throw new Error(`${e.id} and ${owner} both serve ${k}`);
        owners.set(k, e.id);
      }
      const page: HeldoutPage = { id: e.id, label: e.label, kind: e.kind, url: e.url, routes, heldOut: split === 'blind', split };
      if (e.submittedUrl) page.submittedUrl = e.submittedUrl;
      pages.push(page);
    }
  }
  return pages;
}
