import { TextDecoder } from 'node:util';
import { Parser } from 'htmlparser2';
import type { FormFinding, MetaRefresh, PageSection } from './result.js';
import { clip, isHttpUrl, parseUrl, siteOf, bareHostname } from './url.js';

/**
 * HTML facts for the result's `page` section and for the signal rules. The document is fed to the
 * tokenizer in slices and every collection is capped, so a hostile page costs at most the (already
 * capped) body plus these limits, whatever it contains.
 */

export type PageLimits = {
  /** Links counted (internal + external) before counting stops. */
  maxLinks: number;
  maxForms: number;
  maxIframes: number;
  maxScripts: number;
  maxExternalDomains: number;
  maxExternalHosts: number;
  /** Characters of inline script text, event handlers and javascript: URLs kept for the obfuscation rules. */
  maxScriptSampleChars: number;
  /** Characters kept from any single script or handler, so one huge bundle cannot take the whole sample. */
  maxScriptSampleCharsEach: number;
  maxScriptRedirects: number;
  maxHiddenIframes: number;
  maxTitleChars: number;
};

export const DEFAULT_PAGE_LIMITS: Readonly<PageLimits> = {
  maxLinks: 10_000,
  maxForms: 100,
  maxIframes: 10_000,
  maxScripts: 10_000,
  maxExternalDomains: 100,
  maxExternalHosts: 500,
  maxScriptSampleChars: 256 * 1024,
  maxScriptSampleCharsEach: 64 * 1024,
  maxScriptRedirects: 20,
  maxHiddenIframes: 20,
  maxTitleChars: 1024,
};

export type ScriptRedirect = {
  kind: 'location-assign' | 'location-replace';
  /** Absolute http(s) target. */
  url: string;
  /** The code that did it, clipped. */
  snippet: string;
};

export type HiddenIframe = { src: string | null; reason: string };

export type ScriptSample = {
  source: 'inline-script' | 'event-handler' | 'javascript-url';
  text: string;
};

export type PageFacts = {
  /** The URL relative references resolve against (the page URL, or its <base href>). */
  baseUrl: string;
  scriptSamples: ScriptSample[];
  scriptRedirects: ScriptRedirect[];
  hiddenIframes: HiddenIframe[];
  passwordInputsOutsideForms: number;
  /** Hosts of external links and resources (capped), for threat-intel lookups. */
  externalHosts: string[];
};

export type PageAnalysis = { page: PageSection; facts: PageFacts };

const SLICE_BYTES = 64 * 1024;

/** Script types a browser executes; JSON, templates and the like are data. */
const JS_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
  'module',
  'text/babel',
]);

/** Elements whose URL attribute loads something into the page (or names a destination). */
const RESOURCE_ATTRIBUTES: Readonly<Record<string, string>> = {
  img: 'src',
  link: 'href',
  embed: 'src',
  object: 'data',
  source: 'src',
  video: 'src',
  audio: 'src',
  track: 'src',
};

export function analyzePage(body: Buffer | string, options: { url: string; contentType?: string | null; limits?: Partial<PageLimits> }): PageAnalysis {
  const limits: PageLimits = { ...DEFAULT_PAGE_LIMITS, ...options.limits };
  const pageUrl = parseUrl(options.url);
  const pageSite = pageUrl ? siteOf(bareHostname(pageUrl)) : '';
  let baseUrl: URL | null = pageUrl;
  let baseSeen = false;

  // Held in an object: assignments made inside parser callbacks are invisible to TS's narrowing of plain lets.
  const text = { title: null as string | null, titleBuffer: null as string | null };
  let metaRefresh: MetaRefresh | null = null;
  const forms: FormFinding[] = [];
  let currentForm: FormFinding | null = null;
  let formOpen = false;
  let internalLinks = 0;
  let externalLinks = 0;
  let inlineScripts = 0;
  let externalScripts = 0;
  let iframes = 0;
  let truncated = false;
  const externalDomains = new Set<string>();
  const externalHosts = new Set<string>();
  const samples: ScriptSample[] = [];
  let sampleChars = 0;
  const hiddenIframes: HiddenIframe[] = [];
  let passwordInputsOutsideForms = 0;
  let script: { parts: string[]; chars: number } | null = null;
  let svgDepth = 0;
  let noscriptDepth = 0;

  const resolve = (raw: string | undefined): URL | null => {
    if (raw === undefined) return null;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.length > 8192) return null;
    return parseUrl(trimmed, baseUrl ?? undefined);
  };

  const noteExternal = (url: URL): boolean => {
    if (!isHttpUrl(url)) return false;
    const host = bareHostname(url);
    const site = siteOf(host);
    if (site === pageSite) return false;
    if (!externalDomains.has(site)) {
      if (externalDomains.size < limits.maxExternalDomains) externalDomains.add(site);
      else truncated = true;
    }
    if (!externalHosts.has(host) && externalHosts.size < limits.maxExternalHosts) externalHosts.add(host);
    return true;
  };

  const addSample = (source: ScriptSample['source'], text: string): void => {
    if (text.trim() === '') return;
    const room = Math.min(limits.maxScriptSampleChars - sampleChars, limits.maxScriptSampleCharsEach);
    if (room <= 0) {
      truncated = true;
      return;
    }
    const kept = text.length > room ? text.slice(0, room) : text;
    if (kept.length < text.length) truncated = true;
    sampleChars += kept.length;
    samples.push({ source, text: kept });
  };

  const onLink = (href: string | undefined): void => {
    if (href === undefined) return;
    const trimmed = href.trim();
    if (/^javascript:/i.test(trimmed)) {
      addSample('javascript-url', safeDecode(trimmed.slice('javascript:'.length)));
      return;
    }
    if (internalLinks + externalLinks >= limits.maxLinks) {
      truncated = true;
      return;
    }
    const url = resolve(trimmed);
    if (!url || !isHttpUrl(url)) return;
    if (noteExternal(url)) externalLinks++;
    else internalLinks++;
  };

  const onForm = (attribs: Record<string, string>): void => {
    // The HTML tree builder ignores a <form> start tag while a form is open; so do we.
    if (formOpen) return;
    formOpen = true;
    if (forms.length >= limits.maxForms) {
      truncated = true;
      currentForm = null;
      return;
    }
    const rawAction = attribs.action?.trim() ?? '';
    // An empty or missing action submits to the document's own URL, not to <base href>.
    const action = rawAction === '' ? pageUrl : resolve(rawAction);
    let crossOrigin = false;
    if (action && isHttpUrl(action)) crossOrigin = noteExternal(action);
    const method = (attribs.method ?? '').trim().toLowerCase();
    currentForm = {
      action: clip(action ? action.href : rawAction, 2048),
      method: method === 'post' || method === 'dialog' ? method.toUpperCase() : 'GET',
      hasPassword: false,
      crossOrigin,
    };
    forms.push(currentForm);
  };

  const onIframe = (attribs: Record<string, string>): void => {
    if (iframes >= limits.maxIframes) {
      truncated = true;
      return;
    }
    iframes++;
    const src = resolve(attribs.src);
    if (src) noteExternal(src);
    // Tag managers hide an iframe inside <noscript> for script-less visitors: not an injection.
    if (noscriptDepth > 0) return;
    const reason = hiddenReason(attribs);
    if (reason && hiddenIframes.length < limits.maxHiddenIframes) {
      hiddenIframes.push({ src: src ? clip(src.href, 2048) : null, reason });
    }
  };

  const onMeta = (attribs: Record<string, string>): void => {
    if (metaRefresh !== null) return;
    if ((attribs['http-equiv'] ?? '').trim().toLowerCase() !== 'refresh') return;
    const parsed = parseRefresh(attribs.content ?? '');
    if (!parsed) return;
    const target = parsed.url === null ? null : resolve(parsed.url);
    metaRefresh = { delaySeconds: parsed.delaySeconds, url: target ? clip(target.href, 2048) : null };
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        for (const [attr, value] of Object.entries(attribs)) {
          if (attr.startsWith('on') && attr.length > 2) addSample('event-handler', value);
        }
        switch (name) {
          case 'svg':
            svgDepth++;
            return;
          case 'noscript':
            noscriptDepth++;
            return;
          case 'base':
            if (!baseSeen && attribs.href !== undefined) {
              baseSeen = true;
              const base = parseUrl(attribs.href.trim(), pageUrl ?? undefined);
              if (base && isHttpUrl(base)) baseUrl = base;
            }
            return;
          case 'title':
            if (svgDepth === 0 && text.title === null && text.titleBuffer === null) text.titleBuffer = '';
            return;
          case 'meta':
            onMeta(attribs);
            return;
          case 'a':
          case 'area':
            onLink(attribs.href);
            return;
          case 'form':
            onForm(attribs);
            return;
          case 'input':
            if ((attribs.type ?? '').trim().toLowerCase() === 'password') {
              if (currentForm) currentForm.hasPassword = true;
              else if (!formOpen) passwordInputsOutsideForms++;
            } else if ((attribs.type ?? '').trim().toLowerCase() === 'image') {
              const src = resolve(attribs.src);
              if (src) noteExternal(src);
            }
            return;
          case 'script': {
            if (attribs.src !== undefined && attribs.src.trim() !== '') {
              if (inlineScripts + externalScripts >= limits.maxScripts) {
                truncated = true;
                return;
              }
              externalScripts++;
              const src = resolve(attribs.src);
              if (src) noteExternal(src);
              return;
            }
            if (!JS_TYPES.has((attribs.type ?? '').trim().toLowerCase())) return;
            if (inlineScripts + externalScripts >= limits.maxScripts) {
              truncated = true;
              return;
            }
            inlineScripts++;
            script = { parts: [], chars: 0 };
            return;
          }
          case 'iframe':
          case 'frame':
            onIframe(attribs);
            return;
          default: {
            const attr = RESOURCE_ATTRIBUTES[name];
            if (attr !== undefined) {
              const url = resolve(attribs[attr]);
              if (url) noteExternal(url);
            }
          }
        }
      },
      ontext(data) {
        if (script) {
          if (script.chars < limits.maxScriptSampleCharsEach) {
            script.parts.push(data);
            script.chars += data.length;
          }
          return;
        }
        if (text.titleBuffer !== null && text.titleBuffer.length < limits.maxTitleChars * 2) text.titleBuffer += data;
      },
      onclosetag(name) {
        switch (name) {
          case 'svg':
            svgDepth = Math.max(0, svgDepth - 1);
            return;
          case 'noscript':
            noscriptDepth = Math.max(0, noscriptDepth - 1);
            return;
          case 'title':
            if (text.titleBuffer !== null) {
              text.title = clip(text.titleBuffer.replace(/\s+/g, ' ').trim(), limits.maxTitleChars);
              text.titleBuffer = null;
            }
            return;
          case 'form':
            formOpen = false;
            currentForm = null;
            return;
          case 'script':
            if (script) {
              addSample('inline-script', script.parts.join(''));
              script = null;
            }
            return;
        }
      },
    },
    { decodeEntities: true },
  );

  if (typeof body === 'string') {
    for (let i = 0; i < body.length; i += SLICE_BYTES) parser.write(body.slice(i, i + SLICE_BYTES));
  } else {
    const decoder = createDecoder(options.contentType ?? null, body);
    for (let i = 0; i < body.length; i += SLICE_BYTES) parser.write(decoder.decode(body.subarray(i, i + SLICE_BYTES), { stream: true }));
    parser.write(decoder.decode());
  }
  parser.end();
  // An unterminated <title> (cut body, sloppy page) still names the page.
  if (text.title === null && text.titleBuffer !== null) text.title = clip(text.titleBuffer.replace(/\s+/g, ' ').trim(), limits.maxTitleChars);

  const base = baseUrl ?? pageUrl;
  return {
    page: {
      title: text.title === '' ? null : text.title,
      metaRefresh,
      forms,
      links: { internal: internalLinks, external: externalLinks },
      scripts: { inline: inlineScripts, external: externalScripts },
      iframes,
      externalDomains: [...externalDomains].sort(),
      truncated,
    },
    facts: {
      baseUrl: base ? base.href : options.url,
      scriptSamples: samples,
      scriptRedirects: base ? findScriptRedirects(samples, base, limits.maxScriptRedirects) : [],
      hiddenIframes,
      passwordInputsOutsideForms,
      externalHosts: [...externalHosts].sort(),
    },
  };
}

/** Parses a refresh value (`<meta http-equiv=refresh content>` or the Refresh header) as the HTML spec does, loosely. */
export function parseRefresh(content: string): { delaySeconds: number; url: string | null } | null {
  const match = /^\s*(\d*)(\.[\d.]*)?\s*(?:[;,]\s*)?(.*)$/s.exec(content);
  if (!match) return null;
  const digits = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (digits === '' && fraction === '') return null;
  const delaySeconds = digits === '' ? 0 : Math.min(Number.parseInt(digits, 10), 2_147_483_647);
  let rest = (match[3] ?? '').trim();
  const urlPrefix = /^url\s*=\s*/i.exec(rest);
  if (urlPrefix) rest = rest.slice(urlPrefix[0].length);
  const quote = rest[0];
  if (quote === '"' || quote === "'") {
    const end = rest.indexOf(quote, 1);
    rest = end === -1 ? rest.slice(1) : rest.slice(1, end);
  }
  rest = rest.trim();
  return { delaySeconds, url: rest === '' ? null : rest };
}

/** Sniffs whether a body is HTML (WHATWG MIME sniffing, HTML branch) for responses without a usable type. */
export function sniffsAsHtml(body: Buffer): boolean {
  let text = body.subarray(0, 1024).toString('latin1');
  text = text.replace(/^\uFEFF|^\xEF\xBB\xBF/, '').replace(/^[\t\n\f\r ]+/, '').toLowerCase();
  return /^<(?:!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|!--)[\s>]/.test(text) || text.startsWith('<!--');
}

function createDecoder(contentType: string | null, body: Buffer): TextDecoder {
  const candidates: string[] = [];
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) candidates.push('utf-8');
  else if (body[0] === 0xfe && body[1] === 0xff) candidates.push('utf-16be');
  else if (body[0] === 0xff && body[1] === 0xfe) candidates.push('utf-16le');
  const fromHeader = contentType ? /;\s*charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] : undefined;
  if (fromHeader) candidates.push(fromHeader);
  const fromMeta = /<meta[^>]{0,512}?charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  if (fromMeta) candidates.push(fromMeta);
  for (const label of candidates) {
    try {
      return new TextDecoder(label);
    } catch {
      // An unknown label falls through to the next hint, then to UTF-8, as a browser would.
    }
  }
  return new TextDecoder('utf-8');
}

function hiddenReason(attribs: Record<string, string>): string | null {
  const style = (attribs.style ?? '').toLowerCase().replace(/\s+/g, '');
  if (style.includes('display:none')) return 'display:none';
  if (style.includes('visibility:hidden')) return 'visibility:hidden';
  const size = (value: string | undefined): number | null => {
    if (value === undefined) return null;
    const m = /^\s*(\d+)(?:px)?\s*$/i.exec(value);
    return m?.[1] === undefined ? null : Number.parseInt(m[1], 10);
  };
  const width = size(attribs.width);
  const height = size(attribs.height);
  if (width === 0 || height === 0) return `size ${attribs.width ?? '?'}x${attribs.height ?? '?'}`;
  if (width !== null && height !== null && width <= 1 && height <= 1) return `size ${width}x${height}`;
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// Literal targets only: a computed target cannot be judged without running the script.
const LOCATION_ASSIGN = /\b(?:(?:window|document|self|top|parent|this)\s*\.\s*)?location(?:\s*\.\s*href)?\s*=\s*(["'`])([^"'`\\\r\n]{1,2048})\1/g;
const LOCATION_CALL = /\blocation\s*\.\s*(?:replace|assign)\s*\(\s*(["'`])([^"'`\\\r\n]{1,2048})\1/g;

function findScriptRedirects(samples: readonly ScriptSample[], base: URL, max: number): ScriptRedirect[] {
  const out: ScriptRedirect[] = [];
  const seen = new Set<string>();
  for (const sample of samples) {
    for (const [pattern, kind] of [
      [LOCATION_ASSIGN, 'location-assign'],
      [LOCATION_CALL, 'location-replace'],
    ] as const) {
      pattern.lastIndex = 0;
      for (const match of sample.text.matchAll(pattern)) {
        if (out.length >= max) return out;
        const raw = match[2] ?? '';
        if (raw.includes('${')) continue;
        const target = parseUrl(raw.trim(), base);
        if (!target || !isHttpUrl(target)) continue;
        const key = `${kind} ${target.href}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ kind, url: clip(target.href, 2048), snippet: clip(match[0], 200) });
      }
    }
  }
  return out;
}
