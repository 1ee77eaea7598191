import type { Brand, Rules } from './rules.js';
import { escapeRegExp } from './regexp.js';

/**
 * Which registry brands a text names, by the names brands write themselves with (brands.json
 * `names`), as whole words. One pattern for every name of a rule set, compiled once: a pattern per
 * brand was hundreds of Unicode patterns to compile and run on a worker's first pages.
 */
type Compiled = { pattern: RegExp; brandsOf: Map<string, Brand[]>; acronyms: Set<string> };
const compiled = new WeakMap<readonly Brand[], Compiled>();

function compile(brands: readonly Brand[]): Compiled {
  let c = compiled.get(brands);
  if (!c) {
    const brandsOf = new Map<string, Brand[]>();
    // Short names every brand writes in capitals only (UPS, DHL, IRS): prose has the same letters in lower
    // case ("pop-ups", "start-ups"), so only the capitals name the brand. Longer ones (ORLEN, IKEA) are
    // written in title case by the press and kits alike.
    const acronyms = new Set<string>();
    const writtenOtherwise = new Set<string>();
    for (const brand of brands) {
      for (const name of brand.names) {
        const key = name.toLowerCase();
        const list = brandsOf.get(key) ?? [];
        if (!list.includes(brand)) list.push(brand);
        brandsOf.set(key, list);
        if (isAcronym(name)) acronyms.add(key);
        // A spelling in lower case only is a host keyword standing in for a name, not how the brand writes itself.
        else if (/\p{Lu}/u.test(name)) writtenOtherwise.add(key);
      }
    }
    for (const key of writtenOtherwise) acronyms.delete(key);
    // Longest first, so "Microsoft 365" is taken before "Microsoft".
    const names = [...brandsOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    c = { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), brandsOf, acronyms };
    compiled.set(brands, c);
  }
  return c;
}

/** Every brand the text names, each once, with the first name it is named by, in order of appearance. */
export function brandsNamedIn(rules: Rules, text: string): { brand: Brand; name: string }[] {
  const { pattern, brandsOf, acronyms } = compile(rules.brands);
  const out: { brand: Brand; name: string }[] = [];
  for (const m of namedIn(text, pattern, acronyms)) {
    for (const brand of brandsOf.get(m.toLowerCase()) ?? []) if (!out.some((o) => o.brand === brand)) out.push({ brand, name: m });
    if (out.length >= 50) break;
  }
  return out;
}

/** The names of one brand (by its name: callers may hold a compiled copy of the entry) a text uses. */
export function namesOfBrandIn(rules: Rules, brand: Pick<Brand, 'name'>, text: string): string[] {
  const { pattern, brandsOf, acronyms } = compile(rules.brands);
  const out: string[] = [];
  for (const m of namedIn(text, pattern, acronyms)) if (brandsOf.get(m.toLowerCase())?.some((b) => b.name === brand.name) && !out.includes(m)) out.push(m);
  return out;
}

/** A name in capitals only: letters, none of them lower case (UPS, DHL, AT&T). */
function isCapitals(name: string): boolean {
  return /\p{Lu}/u.test(name) && !/\p{Ll}/u.test(name);
}

/** A short name of capitals only, an acronym (UPS, DHL, AT&T; not ORLEN). */
function isAcronym(name: string): boolean {
  return isCapitals(name) && name.replace(/[^\p{L}]/gu, '').length <= 4;
}

/** The names the pattern finds in the text, an acronym only where the text writes it in capitals. */
function* namedIn(text: string, pattern: RegExp, acronyms: ReadonlySet<string>): Generator<string> {
  for (const m of text.matchAll(pattern)) if (!acronyms.has(m[0].toLowerCase()) || isCapitals(m[0])) yield m[0];
}
