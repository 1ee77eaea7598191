import type { Brand, Rules } from './rules.js';
import { escapeRegExp } from './regexp.js';

/**
 * Which registry brands a text names, by the names brands write themselves with (brands.json
 * `names`), as whole words. One pattern for every name of a rule set, compiled once: a pattern per
 * brand was hundreds of Unicode patterns to compile and run on a worker's first pages.
 */
type Compiled = { pattern: RegExp; brandsOf: Map<string, Brand[]> };
const compiled = new WeakMap<readonly Brand[], Compiled>();

function compile(brands: readonly Brand[]): Compiled {
  let c = compiled.get(brands);
  if (!c) {
    const brandsOf = new Map<string, Brand[]>();
    for (const brand of brands) {
      for (const name of brand.names) {
        const key = name.toLowerCase();
        const list = brandsOf.get(key) ?? [];
        if (!list.includes(brand)) list.push(brand);
        brandsOf.set(key, list);
      }
    }
    // Longest first, so "Microsoft 365" is taken before "Microsoft".
    const names = [...brandsOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    c = { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), brandsOf };
    compiled.set(brands, c);
  }
  return c;
}

/** Every brand the text names, each once, with the first name it is named by, in order of appearance. */
export function brandsNamedIn(rules: Rules, text: string): { brand: Brand; name: string }[] {
  const { pattern, brandsOf } = compile(rules.brands);
  const out: { brand: Brand; name: string }[] = [];
  for (const m of text.matchAll(pattern)) {
    for (const brand of brandsOf.get(m[0].toLowerCase()) ?? []) if (!out.some((o) => o.brand === brand)) out.push({ brand, name: m[0] });
    if (out.length >= 50) break;
  }
  return out;
}

/** The names of one brand (by its name: callers may hold a compiled copy of the entry) a text uses. */
export function namesOfBrandIn(rules: Rules, brand: Pick<Brand, 'name'>, text: string): string[] {
  const { pattern, brandsOf } = compile(rules.brands);
  const out: string[] = [];
  for (const m of text.matchAll(pattern)) if (brandsOf.get(m[0].toLowerCase())?.some((b) => b.name === brand.name) && !out.includes(m[0])) out.push(m[0]);
  return out;
}
