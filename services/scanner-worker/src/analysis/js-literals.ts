/**
 * String literals of a script, read in order by a small scanner (not a regular expression, which
 * pairs the closing quote of one literal with the opening quote of the next). Static: nothing runs.
 * Kits hide markup and URLs in literals split and glued back at run time, so the scanner also folds
 * `'a' + 'b'` into one literal and reports runs of literals that sit side by side in an array
 * (`['<h1>D', 'HL</h1>']`) joined, as `parts.join('')` would (and with the separator of a `.join('/')`
 * that follows the array).
 */

export type LiteralScan = {
  /** Each literal with its escapes (\x41, \u0041, \n…) decoded and `+` concatenations folded. */
  literals: string[];
  /** Literals that held \x or \u escapes: what the escaping hid. */
  escaped: string[];
  /** Runs of three or more literals separated only by commas, joined (array elements put back together). */
  joinedRuns: string[];
};

const MAX_SCAN = 512 * 1024;

function isRegexStart(prev: string): boolean {
  // A slash after one of these (or at the start) opens a regular expression literal, not a division.
  return prev === '' || '(,=:[!&|?{};+-*%<>~^'.includes(prev);
}

function readEscape(s: string, i: number): { ch: string; next: number } {
  const c = s[i + 1] ?? '';
  if (c === 'x' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 2, i + 4))) return { ch: String.fromCharCode(parseInt(s.slice(i + 2, i + 4), 16)), next: i + 4 };
  if (c === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(i + 2, i + 6))) return { ch: String.fromCharCode(parseInt(s.slice(i + 2, i + 6), 16)), next: i + 6 };
  if (c === 'u' && s[i + 2] === '{') {
    const end = s.indexOf('}', i + 3);
    const cp = end > 0 ? parseInt(s.slice(i + 3, end), 16) : NaN;
    if (Number.isFinite(cp) && cp <= 0x10ffff) return { ch: String.fromCodePoint(cp), next: end + 1 };
  }
  const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };
  return { ch: simple[c] ?? c, next: i + 2 };
}

export function scanLiterals(script: string): LiteralScan {
  const s = script.length > MAX_SCAN ? script.slice(0, MAX_SCAN) : script;
  const out: LiteralScan = { literals: [], escaped: [], joinedRuns: [] };
  let run: string[] = [];
  const endRun = (): void => {
    if (run.length >= 3) out.joinedRuns.push(run.join(''));
    run = [];
  };
  let prev = '';
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === '/' && s[i + 1] === '/') {
      const nl = s.indexOf('\n', i);
      i = nl < 0 ? s.length : nl;
      continue;
    }
    if (ch === '/' && s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      i = end < 0 ? s.length : end + 2;
      continue;
    }
    if (ch === '/' && isRegexStart(prev)) {
      let j = i + 1;
      let inClass = false;
      while (j < s.length && s[j] !== '\n') {
        if (s[j] === '\\') j += 2;
        else if (s[j] === '[') (inClass = true), (j += 1);
        else if (s[j] === ']') (inClass = false), (j += 1);
        else if (s[j] === '/' && !inClass) break;
        else j += 1;
      }
      i = j + 1;
      prev = '/';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      // Read this literal and every literal glued to it with `+`.
      let value = '';
      let hadEscape = false;
      let j = i;
      for (;;) {
        const quote = s[j]!;
        let k = j + 1;
        while (k < s.length && s[k] !== quote) {
          if (quote !== '`' && s[k] === '\n') break;
          if (s[k] === '\\') {
            const e = readEscape(s, k);
            if (s[k + 1] === 'x' || s[k + 1] === 'u') hadEscape = true;
            value += e.ch;
            k = e.next;
          } else {
            value += s[k];
            k += 1;
          }
        }
        j = k + 1;
        const glue = /^\s*\+\s*(["'`])/.exec(s.slice(j, j + 64));
        if (!glue) break;
        j += glue[0].length - 1;
      }
      out.literals.push(value);
      if (hadEscape) out.escaped.push(value);
      run.push(value);
      i = j;
      prev = '"';
      // Array elements: only commas and whitespace between literals keep the run going.
      const gap = /^\s*,\s*(?=["'`])/.exec(s.slice(i, i + 64));
      if (gap) {
        i += gap[0].length;
        continue;
      }
      // `[…].join('/')`: the run put back together with its separator too (a URL split at its slashes).
      const joiner = /^\s*\]\s*\.\s*join\(\s*(["'`])([^"'`\\\n]{1,8})\1\s*\)/.exec(s.slice(i, i + 64));
      if (joiner && run.length >= 3) out.joinedRuns.push(run.join(joiner[2]));
      endRun();
      continue;
    }
    if (!/\s/.test(ch)) {
      prev = ch;
      if (run.length > 0) endRun();
    }
    i += 1;
  }
  endRun();
  return out;
}

/** A base64 literal's text when it decodes to readable text (a URL, markup or script), else null. */
export function readableBase64(literal: string): string | null {
  const t = literal.trim();
  if (t.length < 16 || t.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(t)) return null;
  if (!(/[A-Z]/.test(t) && /[a-z]/.test(t))) return null;
  const text = Buffer.from(t, 'base64').toString('latin1');
  const printable = text.replace(/[^\x20-\x7e\t\r\n]/g, '').length;
  if (printable < text.length * 0.95) return null;
  return /https?:\/\/|<[a-z]|[;(){}=]/i.test(text) ? text : null;
}

/** A method name, selector or identifier: what kits keep encoded in their string arrays. */
const BARE_NAME = /^[\w$.:-]{4,}$/;

/**
 * A short base64 literal that decodes to a bare name ("ZXRoX3NlbmRUcmFuc2FjdGlvbg==" is
 * eth_sendTransaction): kits keep the method names and selectors they call in string arrays like this.
 * Null when the literal is not base64 or does not decode to a name.
 */
export function base64Name(literal: string): string | null {
  if (literal.length < 12 || literal.length > 200 || literal.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(literal)) return null;
  const text = Buffer.from(literal, 'base64').toString('latin1');
  return BARE_NAME.test(text) ? text : null;
}

/**
 * A literal of hex digits that decodes to a bare name ("6574685f73656e645472616e73616374696f6e" is
 * eth_sendTransaction): the same string arrays, hex-encoded. Null when it is not hex or not a name.
 */
export function hexName(literal: string): string | null {
  if (literal.length < 8 || literal.length > 400 || literal.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(literal)) return null;
  const text = Buffer.from(literal, 'hex').toString('latin1');
  return BARE_NAME.test(text) ? text : null;
}

/**
 * Arrays of small integers that are text XOR a one-byte key (or the character codes themselves):
 * `String.fromCharCode(s[i] ^ 23)` over a literal array. Only decodings that read as markup or a URL
 * are returned.
 */
export function xorArrays(script: string, max = 8): string[] {
  const out: string[] = [];
  const arrays = /\[\s*((?:\d{1,3}\s*,\s*){15,}\d{1,3})\s*\]/g;
  const keyHints = [...script.matchAll(/\^\s*(0x[0-9a-f]{1,2}|\d{1,3})\b/gi)].map((m) => Number(m[1]));
  for (const m of script.matchAll(arrays)) {
    if (out.length >= max) break;
    const bytes = m[1]!.split(',').map((n) => Number(n.trim()));
    if (bytes.some((b) => b > 255)) continue;
    const keys = [0, ...keyHints.filter((k) => k > 0 && k < 256), ...Array.from({ length: 255 }, (_, k) => k + 1)];
    for (const key of new Set(keys)) {
      const text = String.fromCharCode(...bytes.slice(0, 200_000).map((b) => b ^ key));
      if (/<(?:form|input|div|h1|html|body|script|a)\b|https?:\/\//i.test(text) && text.replace(/[^\x20-\x7e\t\r\n\u00a0-\u00ff]/g, '').length >= text.length * 0.95) {
        out.push(text);
        break;
      }
    }
  }
  return out;
}
