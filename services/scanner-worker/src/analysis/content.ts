import { Parser } from 'htmlparser2';
import { base64Name, hexName, readableBase64, scanLiterals, xorArrays } from './js-literals.js';

/**
 * What a visitor reads and types into, and what the page's scripts say, taken from a document —
 * plus the documents and scripts its scripts decode from literals (atob, unescape,
 * decodeURIComponent, String.fromCharCode, split base64 arrays), so a kit that ships itself encoded
 * is judged on what it renders. Static: no script runs here.
 */

export type FieldFact = {
  tag: 'input' | 'textarea' | 'select';
  type: string;
  /** name, id, placeholder, autocomplete, aria-label and label text, lower-cased, space-joined. */
  describe: string;
  autocomplete: string;
  maxLength: number | null;
  inputMode: string;
  /** Index into ContentFacts.forms of the form the field sits in, null outside any form. */
  form: number | null;
};

export type LinkFact = { href: string; download: string | null; text: string };

export type ContentFacts = {
  title: string;
  /** Headings (h1–h3), logo texts (img alt, svg/aria labels, elements with "logo" in class/id). */
  prominent: string[];
  /** Visible text, whitespace-collapsed, capped. */
  text: string;
  /** The same text cut at block elements (paragraphs, list items, cells, headings, labels, buttons): where sentences can be read. */
  blocks: string[];
  fields: FieldFact[];
  /** Each form with the text inside it (labels, options, instructions), capped. */
  forms: { action: string; method: string; text: string }[];
  links: LinkFact[];
  /** Inline script texts and event handlers, capped, plus the scripts decoded from them. */
  scripts: string[];
  /** Literals decoded from scripts (payloads, commands, pages). */
  decoded: string[];
  /** Names kept as short base64 or hex literals in scripts (method names, selectors), decoded; capped. */
  hiddenNames: string[];
  /** Hrefs of <link rel="icon"> (and shortcut / apple-touch icons). */
  icons: string[];
  /** Sources of the page's images (img src), capped. */
  images: string[];
  /** What the page calls its site in metadata: og:site_name, application-name, apple-mobile-web-app-title. */
  siteNames: string[];
  /** Holders named in copyright lines ("© 2025 Parcelo Ltd."), as written. */
  copyrights: string[];
  /** Whether any content came from a decoded document. */
  fromDecoded: boolean;
};

const MAX_TEXT = 64 * 1024;
const MAX_SCRIPT = 256 * 1024;
const MAX_DECODED = 512 * 1024;
/** At most this many names decoded from short base64 literals are kept per page. */
const MAX_HIDDEN_NAMES = 500;
const MAX_DEPTH = 3;
const MAX_FORM_TEXT = 4 * 1024;

/** "© 2025 Parcelo Ltd", "Copyright (c) 2019-2025 Acme, Inc.": the holder, up to a sentence or separator. */
const COPYRIGHT = /(?:©|&copy;|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{2,4})?\s*[,.]?\s*)?([\p{L}\p{N}][\p{L}\p{N}&'’.\- ()]{1,60}?)(?=\s*(?:[.|·•,;:]\s|[.|·•]$|$|\s(?:all rights|tous droits|alle rechte|todos los derechos|tutti i diritti|todos os direitos|alle rechten)))/giu;

/**
 * Runs of digits, spaces, dots and commas longer than any amount, phone number or code are cut to
 * their first MAX_NUMBER_RUN characters: rule patterns that start with \d+ or [\d.,]+ (operator data)
 * would otherwise try every position of a page padded with digits, each to the run's end (a 64 KiB
 * run took half a minute). No rule needs more than a few dozen of them in a row.
 */
const MAX_NUMBER_RUN = 80;
const NUMBER_RUN = new RegExp(`[\\d.,\\s]{${MAX_NUMBER_RUN + 1},}`, 'g');
/**
 * The visible text with each block on its own line, for reading clauses (lexicon.ts affirmed ends a clause at a line
 * break): a negation in one block does not reach a step in the next. The plain text when the page has more blocks
 * than are kept.
 */
export function blockLines(facts: ContentFacts): string {
  return facts.blocks.length < MAX_BLOCKS ? facts.blocks.join('\n') : facts.text;
}

export function boundNumberRuns(text: string): string {
  return text.replace(NUMBER_RUN, (run) => `${run.slice(0, MAX_NUMBER_RUN)} `);
}

/** Elements that end a run of text: a sentence never runs across them. */
const BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'td', 'th', 'tr', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'label', 'button', 'form', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'br', 'hr', 'option', 'select', 'input', 'textarea', 'blockquote', 'pre', 'dt', 'dd', 'figcaption', 'small', 'summary', 'details', 'legend', 'fieldset']);
const MAX_BLOCKS = 2_000;

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template', 'title']);
/** Elements that hold a page region, not a line of text. */
const REGION = new Set(['html', 'body', 'main', 'header', 'footer', 'nav', 'section', 'article', 'aside', 'form', 'table', 'ul', 'ol']);

function decodeLiteral(kind: string, value: string): string | null {
  try {
    if (kind === 'atob') {
      if (!/^[A-Za-z0-9+/=\s]+$/.test(value)) return null;
      return Buffer.from(value, 'base64').toString('latin1');
    }
    if (kind === 'unescape') return unescape(value);
    if (kind === 'decodeURIComponent') return decodeURIComponent(value);
  } catch {
    return null;
  }
  return null;
}

/**
 * Strings a script decodes from literals. Bounded: at most MAX_DECODED characters in all. Names kept as
 * short base64 literals are added to names (at most MAX_HIDDEN_NAMES there).
 */
function decodeScriptLiterals(script: string, names: string[]): string[] {
  const out: string[] = [];
  let budget = MAX_DECODED;
  const push = (s: string | null): void => {
    if (s === null || s.length < 8 || budget <= 0) return;
    const clipped = s.slice(0, budget);
    budget -= clipped.length;
    out.push(clipped);
  };
  const call = /\b(atob|unescape|decodeURIComponent)\s*\(\s*(["'])((?:(?!\2)[^\\]|\\.){8,})\2/g;
  for (const m of script.matchAll(call)) push(decodeLiteral(m[1]!, m[3]!));
  const fromChar = /String\.fromCharCode\s*\(\s*((?:\d{1,5}\s*,\s*){7,}\d{1,5})\s*\)/g;
  for (const m of script.matchAll(fromChar)) push(String.fromCharCode(...m[1]!.split(',').map((n) => Number(n.trim()))));
  // Arrays of base64 chunks joined at run time (`["PGh0", "bWw+"]` then atob of the join).
  const arrays = /\[\s*((?:(["'])[A-Za-z0-9+/=]{8,}\2\s*,\s*){3,}(["'])[A-Za-z0-9+/=]{4,}\3)\s*\]/g;
  for (const m of script.matchAll(arrays)) {
    const joined = [...m[1]!.matchAll(/["']([A-Za-z0-9+/=]+)["']/g)].map((x) => x[1]).join('');
    push(decodeLiteral('atob', joined));
  }
  // Long bare base64 literals (payloads assigned to variables before decoding).
  for (const m of script.matchAll(/(["'])([A-Za-z0-9+/]{400,}={0,2})\1/g)) push(decodeLiteral('atob', m[2]!));
  // Markup a script writes from plain literals (innerHTML = '<form…>'), also when glued from pieces
  // ('<input name="c' + 'c">') or kept as array elements joined at run time: a kit that shows its
  // form only after its own checks (cloaking) is judged on that form too. Literals written with
  // \x / \u escapes and base64 literals that read as a URL or markup are what the escaping hid.
  const scan = scanLiterals(script);
  for (const text of [...scan.literals, ...scan.joinedRuns]) if (/<(?:form|input|textarea|select|h1|h2)\b/i.test(text)) push(closeOpenTag(text));
  // A URL glued from pieces ('https:/' + '/kit.example/' + 's/1') is what the gluing hid.
  for (const text of [...scan.literals, ...scan.joinedRuns]) if (/^https?:\/\/[^\s"'<>]{4,}$/i.test(text) && !script.includes(text)) push(text);
  for (const text of scan.escaped) push(text);
  for (const literal of scan.literals) {
    push(readableBase64(literal));
    const name = names.length < MAX_HIDDEN_NAMES ? base64Name(literal) ?? hexName(literal) : null;
    if (name !== null && !names.includes(name)) names.push(name);
  }
  for (const run of scan.joinedRuns) push(readableBase64(run));
  for (const text of xorArrays(script)) push(text);
  // Decoded text may itself be encoded once more (utf-8 inside latin1, percent inside base64).
  return out.map((s) => {
    try {
      return /%[0-9a-f]{2}/i.test(s) && !/<[a-z]/i.test(s) ? decodeURIComponent(s) : Buffer.from(s, 'latin1').toString('utf8');
    } catch {
      return s;
    }
  });
}

/**
 * A markup literal cut inside a tag by concatenation ('<input type="password" name="w' + i + '">'): the tag is
 * closed so the parser still sees the field.
 */
function closeOpenTag(text: string): string {
  const open = text.lastIndexOf('<');
  if (open < 0 || text.indexOf('>', open) >= 0) return text;
  const quotes = (text.slice(open).match(/"/g) ?? []).length;
  return `${text}${quotes % 2 === 1 ? '"' : ''}>`;
}

const looksLikeHtml = (s: string): boolean => /<(?:html|body|form|input|div|h1|title)\b/i.test(s);

/** Type at least this large is a heading or a logo, whatever its element. */
const LARGE_TYPE_PX = 24;

/**
 * The classes a style sheet sets in large type with a plain class selector (`.l{font-size:30px}`,
 * `.brand{font-size:2rem}`): elements of those classes are read as headings or logo text.
 */
export function largeTypeClasses(css: string): string[] {
  const out: string[] = [];
  for (const rule of css.slice(0, 200_000).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const size = /font-size\s*:\s*([\d.]+)\s*(px|rem|em|pt)\b/i.exec(rule[2]!);
    if (!size) continue;
    const px = Number(size[1]) * (size[2]!.toLowerCase() === 'px' ? 1 : size[2]!.toLowerCase() === 'pt' ? 4 / 3 : 16);
    if (px < LARGE_TYPE_PX) continue;
    for (const selector of rule[1]!.split(',')) {
      const m = /^\s*\.([\w-]+)\s*$/.exec(selector);
      if (m) out.push(m[1]!.toLowerCase());
    }
  }
  return out;
}

export function extractContent(html: string): ContentFacts {
  const facts: ContentFacts = { title: '', prominent: [], text: '', blocks: [], fields: [], forms: [], links: [], scripts: [], decoded: [], hiddenNames: [], icons: [], images: [], siteNames: [], copyrights: [], fromDecoded: false };
  collect(html, facts, 0, new Set());
  return facts;
}

/**
 * Each distinct title once, joined as title segments ("rendered | raw"): the rendered DOM and the raw
 * document usually carry the same <title>, and run together they would read as one long name.
 */
function addTitle(facts: ContentFacts, raw: string): void {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (!title || ` | ${facts.title} | `.includes(` | ${title} | `)) return;
  facts.title = facts.title ? `${facts.title} | ${title}` : title;
}

function collect(html: string, facts: ContentFacts, depth: number, seenBlocks: Set<string>): void {
  const textParts: string[] = [];
  let textChars = facts.text.length;
  let scriptChars = facts.scripts.reduce((n, s) => n + s.length, 0);
  const stack: string[] = [];
  let skip = 0;
  let inTitle = false;
  let titleBuf = '';
  // The depth of the element stack at each open heading or logo element: its text is one prominent line.
  const prominentAt: number[] = [];
  let prominentBuf: string[] = [];
  let script: string[] | null = null;
  let style: string[] | null = null;
  // Classes the page's own style sheets set in large type: a kit's logo is often a styled <div class="l">Brand</div>.
  const largeClasses = new Set<string>();
  const labels = new Map<string, string>();
  let labelFor: string | null = null;
  let labelBuf: string[] | null = null;
  // A label that names no field and holds none (<label>Card number</label><input name="p">) names the next field.
  let looseLabel: string | null = null;
  let fieldsAtLabel = 0;
  let link: LinkFact | null = null;
  let formIndex: number | null = null;
  let sawImage = false;
  const pendingFields: { field: FieldFact; id: string }[] = [];

  const addScript = (s: string): void => {
    // The same inline script in the rendered DOM and the raw document is one script.
    if (scriptChars >= MAX_SCRIPT || s.trim() === '' || facts.scripts.includes(s)) return;
    const clipped = s.slice(0, MAX_SCRIPT - scriptChars);
    scriptChars += clipped.length;
    facts.scripts.push(clipped);
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        stack.push(name);
        if (BLOCK.has(name)) textParts.push('\n');
        if (SKIP_TEXT.has(name)) skip += 1;
        if (name === 'title') {
          inTitle = true;
          titleBuf = '';
        }
        if (name === 'script' && !attrs.src) script = [];
        if (name === 'style') style = [];
        for (const [k, v] of Object.entries(attrs)) if (k.startsWith('on') && v) addScript(v);
        const cls = `${attrs.class ?? ''} ${attrs.id ?? ''}`.toLowerCase();
        const large = attrs.class !== undefined && largeClasses.size > 0 && attrs.class.toLowerCase().split(/\s+/).some((c) => largeClasses.has(c));
        // A class names a logo or large type on an element, not on a page region (<body class="wp-custom-logo">).
        if (/^h[1-3]$/.test(name) || ((cls.includes('logo') || large) && !REGION.has(name))) prominentAt.push(stack.length);
        if (attrs.alt) facts.prominent.push(attrs.alt);
        const firstImage = name === 'img' && !sawImage;
        // Kits ship the brand's logo as a file named after it (img/paypal-logo.svg): the name is logo text.
        // Only the page's first image: payment-method logos further down a checkout are not the page's brand.
        if (firstImage && attrs.src && /logo/i.test(attrs.src) && !attrs.src.startsWith('data:')) facts.prominent.push((attrs.src.split(/[?#]/)[0] ?? '').split('/').pop()!.replace(/[-_.]+/g, ' '));
        if (name === 'img') sawImage = true;
        if (name === 'img' && attrs.src && !attrs.src.startsWith('data:') && facts.images.length < 200) facts.images.push(attrs.src.slice(0, 2048));
        if (name === 'link' && attrs.href && /\bicon\b/i.test(attrs.rel ?? '')) facts.icons.push(attrs.href);
        if (name === 'meta' && attrs.content && /^(?:og:site_name|application-name|apple-mobile-web-app-title)$/i.test(attrs.property ?? attrs.name ?? '') && facts.siteNames.length < 8) facts.siteNames.push(attrs.content.slice(0, 120));
        if (attrs['aria-label'] && (name === 'svg' || name === 'img' || cls.includes('logo'))) facts.prominent.push(attrs['aria-label']);
        if (name === 'form') {
          facts.forms.push({ action: attrs.action ?? '', method: (attrs.method ?? 'get').toLowerCase(), text: '' });
          formIndex = facts.forms.length - 1;
        }
        if (name === 'a') link = { href: attrs.href ?? '', download: attrs.download ?? null, text: '' };
        if (name === 'label') {
          labelFor = attrs.for ?? null;
          labelBuf = [];
          fieldsAtLabel = facts.fields.length;
          looseLabel = null;
        }
        if (name === 'input' || name === 'textarea' || name === 'select') {
          const type = (attrs.type ?? (name === 'input' ? 'text' : name)).toLowerCase();
          if (type === 'checkbox' || type === 'radio') looseLabel = null;
          if (['hidden', 'submit', 'button', 'checkbox', 'radio', 'image', 'reset'].includes(type)) return;
          const describe = [attrs.name, attrs.id, attrs.placeholder, attrs.autocomplete, attrs['aria-label'], labelFor === null && labelBuf ? labelBuf.join(' ') : (looseLabel ?? '')]
            .filter(Boolean)
            .join(' ')
            .toLowerCase();
          const maxLength = attrs.maxlength && /^\d+$/.test(attrs.maxlength) ? Number(attrs.maxlength) : null;
          const field: FieldFact = { tag: name, type, describe, autocomplete: (attrs.autocomplete ?? '').toLowerCase(), maxLength, inputMode: (attrs.inputmode ?? '').toLowerCase(), form: formIndex };
          facts.fields.push(field);
          if (attrs.id) pendingFields.push({ field, id: attrs.id });
          looseLabel = null;
        }
      },
      ontext(data) {
        if (inTitle) titleBuf += data;
        if (script) script.push(data);
        if (style) style.push(data);
        if (skip > 0) return;
        if (labelBuf) labelBuf.push(data);
        if (link) link.text += data;
        if (formIndex !== null && facts.forms[formIndex]!.text.length < MAX_FORM_TEXT) facts.forms[formIndex]!.text += ` ${data}`;
        if (prominentAt.length > 0) prominentBuf.push(data);
        if (textChars < MAX_TEXT) {
          textParts.push(data);
          textChars += data.length;
        }
      },
      onclosetag(name) {
        stack.pop();
        if (BLOCK.has(name)) textParts.push('\n');
        if (SKIP_TEXT.has(name)) skip = Math.max(0, skip - 1);
        if (name === 'title') {
          addTitle(facts, titleBuf);
          inTitle = false;
        }
        if (name === 'script' && script) {
          addScript(script.join(''));
          script = null;
        }
        if (name === 'style' && style) {
          for (const c of largeTypeClasses(style.join(''))) largeClasses.add(c);
          style = null;
        }
        while (prominentAt.length > 0 && stack.length < prominentAt[prominentAt.length - 1]!) {
          prominentAt.pop();
          if (prominentAt.length === 0) {
            const t = prominentBuf.join(' ').replace(/\s+/g, ' ').trim();
            if (t) facts.prominent.push(t);
            prominentBuf = [];
          }
        }
        if (name === 'label' && labelBuf) {
          if (labelFor) labels.set(labelFor, labelBuf.join(' '));
          else if (fieldsAtLabel === facts.fields.length) looseLabel = labelBuf.join(' ');
          labelBuf = null;
          labelFor = null;
        }
        if (name === 'form') formIndex = null;
        if (name === 'a' && link) {
          facts.links.push(link);
          link = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // An unterminated <title> (cut body, sloppy page) still names the page.
  if (inTitle) addTitle(facts, titleBuf);
  for (const { field, id } of pendingFields) {
    const label = labels.get(id);
    if (label) field.describe = `${field.describe} ${label.toLowerCase()}`;
  }
  // The page's sources repeat one another (the rendered DOM and the raw document it was built from,
  // a decoded copy of a document): a block of text is read once, so a page that says a thing once is
  // not counted as saying it twice, nor as twice as long.
  const fresh: string[] = [];
  for (const block of boundNumberRuns(textParts.join(' ')).split('\n')) {
    const b = block.replace(/\s+/g, ' ').trim();
    if (!b || seenBlocks.has(b)) continue;
    seenBlocks.add(b);
    fresh.push(b);
    if (facts.blocks.length < MAX_BLOCKS) facts.blocks.push(b);
  }
  const text = fresh.join(' ');
  if (text) facts.text = facts.text ? `${facts.text} ${text}` : text;
  for (const m of text.matchAll(COPYRIGHT)) if (facts.copyrights.length < 8) facts.copyrights.push(m[1]!.trim());

  if (depth >= MAX_DEPTH) return;
  // Scripts decoded here are decoded in turn (eval of fromCharCode of a decodeURIComponent page).
  for (let i = 0; i < facts.scripts.length && i < 200; i += 1) {
    for (const decoded of decodeScriptLiterals(facts.scripts[i]!, facts.hiddenNames)) {
      if (facts.decoded.includes(decoded)) continue;
      facts.decoded.push(decoded);
      if (looksLikeHtml(decoded)) {
        facts.fromDecoded = true;
        collect(decoded, facts, depth + 1, seenBlocks);
      } else if (/[;(){}=]/.test(decoded)) {
        addScript(decoded);
      }
    }
  }
}
