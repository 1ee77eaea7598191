/**
 * Matching the concept lexicons of rules/kits.json against page text, shared by the malware, scam and wallet
 * rules. A match counts only when it is affirmed: a negation shortly before it in the same clause ("we never
 * ask for a fee", "no guaranteed returns") discards it, so warnings that quote a scam's words are not the scam.
 */

/**
 * The global twin of a rules pattern, compiled once per pattern: for matchAll (which copies it), and for exec loops
 * that reset lastIndex before each use.
 */
const globalPatterns = new WeakMap<RegExp, RegExp>();
export function everyMatchOf(pattern: RegExp): RegExp {
  let g = globalPatterns.get(pattern);
  if (!g) {
    g = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globalPatterns.set(pattern, g);
  }
  return g;
}

/** How far back in the clause a negation is looked for. */
const NEGATION_WINDOW = 100;
/** At most this many matches of one pattern are tried before giving up (a long page repeating a negated phrase). */
const MAX_TRIES = 25;

/** The digit zero of each block of decimal digits scripts other than Latin write (Arabic-Indic, Persian, Devanagari, Bengali… fullwidth). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0xff10];
const NATIVE_DIGIT = new RegExp(`[${DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`, 'gu');

function asciiDigit(digit: string): string {
  const cp = digit.codePointAt(0)!;
  const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9)!;
  return String(cp - zero);
}

/**
 * Page text as the lexicons read it. Digits of other scripts ("৩%–৫%", "٥٠٠ ريال", "３０００円") are read as
 * 0–9, so one amount or percentage pattern reads every script. They read a sentence as a run without `.`, `!`
 * or `?`; a dot between digits groups thousands ("Rp 350.000", "1.200.000đ", "2.500 €") or marks decimals, and
 * ends no sentence. Such dots are read as commas, which every amount pattern accepts too. Callers convert a
 * page's text once and pass the result to affirmed, affirmedAll and conceptsIn.
 */
export function lexiconText(text: string): string {
  return text.replace(NATIVE_DIGIT, asciiDigit).replace(/(?<=\d)\.(?=\d)/g, ',');
}

/** The first match of pattern in text that no negation precedes in its clause, or null. */
export function affirmed(pattern: RegExp, text: string, negation: RegExp): string | null {
  const g = everyMatchOf(pattern);
  g.lastIndex = 0;
  let tries = 0;
  for (let m = g.exec(text); m !== null && tries < MAX_TRIES; m = g.exec(text), tries += 1) {
    if (m[0] === '') {
      g.lastIndex += 1;
      continue;
    }
    const start = Math.max(0, m.index - NEGATION_WINDOW);
    const window = text.slice(start, m.index);
    // A window that starts inside a word drops that word's tail: the end of "Теглене" is not the negation "не".
    const before = start > 0 && /[\p{L}\p{M}]/u.test(text[start - 1]!) ? window.replace(/^[\p{L}\p{M}]+/u, '') : window;
    // The clause the match is in: "if you did not authorise this charge, download AnyDesk" is not negated. Other
    // scripts end sentences and clauses with their own marks (the danda, the Arabic comma, full-width punctuation), and
    // a dash between clauses ends one too ("we have no registration number yet – registration pending").
    const sentence = before.split(/[.!?。\n,;:·•|।॥،؛，、；：！？–—]/).pop() ?? '';
    if (!negation.test(sentence)) return m[0];
  }
  return null;
}

/** The affirmed match of the first pattern in the list that has one, or null. */
export function firstAffirmed(patterns: readonly RegExp[], text: string, negation: RegExp): string | null {
  for (const p of patterns) {
    const m = affirmed(p, text, negation);
    if (m !== null) return m;
  }
  return null;
}

/** The affirmed matches of a list of patterns, one per pattern that has one. */
export function affirmedAll(patterns: readonly RegExp[], text: string, negation: RegExp): string[] {
  return patterns.map((p) => affirmed(p, text, negation)).filter((m): m is string => m !== null);
}

/** Which concepts of a lexicon the text affirms, each with its first match: a concept counts once however often it is said. */
export function conceptsIn(concepts: Readonly<Record<string, readonly RegExp[]>>, text: string, negation: RegExp): { concept: string; match: string }[] {
  const out: { concept: string; match: string }[] = [];
  for (const [concept, patterns] of Object.entries(concepts)) {
    for (const p of patterns) {
      const m = affirmed(p, text, negation);
      if (m !== null) {
        out.push({ concept, match: m });
        break;
      }
    }
  }
  return out;
}

/**
 * The text just before the first occurrence of `match` in `text` (case-insensitive), at most `chars` characters,
 * or null when it does not occur or starts the text: what a line says right before a name or an offer
 * ("Continue with Google", "offering to get your money back").
 */
export function textBefore(text: string, match: string, chars: number): string | null {
  const at = text.toLowerCase().indexOf(match.toLowerCase());
  return at > 0 ? text.slice(Math.max(0, at - chars), at) : null;
}

/**
 * Sentences inside quotation marks (“…”, "…", „…“, «…», 「…」), up to a paragraph long, replaced by a
 * space: what the page says in its own voice, not the words it reports. A quoted word or two ("Win + R",
 * account "limited") is emphasis, not reported speech: kept.
 */
const QUOTED = /“[^“”\n]{1,600}”|"[^"\n]{1,600}"|„[^„“”\n]{1,600}[“”]|«[^«»\n]{1,600}»|「[^「」\n]{1,600}」/g;
export function withoutQuotes(text: string): string {
  return text.replace(QUOTED, (quoted) => ((quoted.match(/\s+/g)?.length ?? 0) >= 3 || /^「/.test(quoted) ? ' ' : quoted));
}

export const quoteList = (matches: readonly string[], n = 3): string => matches.slice(0, n).map((m) => `"${m.trim()}"`).join(', ');

/** The first match of any of the patterns, in list order. */
export function firstMatch(patterns: readonly RegExp[], text: string): RegExpExecArray | null {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m;
  }
  return null;
}

/** The matched text of each pattern that matches, in list order. */
export const allMatches = (patterns: readonly RegExp[], text: string): string[] => patterns.map((p) => p.exec(text)?.[0]).filter((m): m is string => m !== undefined);
