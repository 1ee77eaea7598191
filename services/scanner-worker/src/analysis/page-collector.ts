import type { FormFinding, MetaRefresh } from './result.js';
import type { HiddenIframe, PageAnalysis, PageLimits, ScriptSample } from './page.js';
import { parseRefresh } from './refresh.js';
import { findScriptRedirects } from './script-redirects.js';
import { bareHostname, clip, isHttpUrl, parseUrl, safeDecode, siteOf } from './url.js';

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

/**
 * What one document's tags and text add up to, fed by the tokenizer's callbacks (page.ts drives it).
 * Every collection stops at its limit and marks the result truncated, so a hostile page costs at most
 * these limits. One method per kind of element; the dispatch is in openTag/closeTag.
 */
export class PageCollector {
  private readonly pageUrl: URL | null;
  private readonly pageSite: string;
  private baseUrl: URL | null;
  private baseSeen = false;

  private title: string | null = null;
  private titleBuffer: string | null = null;
  private metaRefresh: MetaRefresh | null = null;
  private readonly forms: FormFinding[] = [];
  private currentForm: FormFinding | null = null;
  private formOpen = false;
  private internalLinks = 0;
  private externalLinks = 0;
  private inlineScripts = 0;
  private externalScripts = 0;
  private iframes = 0;
  private truncated = false;
  private readonly externalDomains = new Set<string>();
  private readonly externalHosts = new Set<string>();
  private readonly samples: ScriptSample[] = [];
  private sampleChars = 0;
  private readonly hiddenIframes: HiddenIframe[] = [];
  private passwordInputsOutsideForms = 0;
  /** The inline script being read, if any. */
  private script: { parts: string[]; chars: number } | null = null;
  private svgDepth = 0;
  private noscriptDepth = 0;

  constructor(
    private readonly url: string,
    private readonly limits: PageLimits,
  ) {
    this.pageUrl = parseUrl(url);
    this.pageSite = this.pageUrl ? siteOf(bareHostname(this.pageUrl)) : '';
    this.baseUrl = this.pageUrl;
  }

  openTag(name: string, attribs: Record<string, string>): void {
    for (const [attr, value] of Object.entries(attribs)) {
      if (attr.startsWith('on') && attr.length > 2) this.addSample('event-handler', value);
    }
    switch (name) {
      case 'svg':
        this.svgDepth++;
        return;
      case 'noscript':
        this.noscriptDepth++;
        return;
      case 'base':
        this.onBase(attribs);
        return;
      case 'title':
        if (this.svgDepth === 0 && this.title === null && this.titleBuffer === null) this.titleBuffer = '';
        return;
      case 'meta':
        this.onMeta(attribs);
        return;
      case 'a':
      case 'area':
        this.onLink(attribs.href);
        return;
      case 'form':
        this.onForm(attribs);
        return;
      case 'input':
        this.onInput(attribs);
        return;
      case 'script':
        this.onScript(attribs);
        return;
      case 'iframe':
      case 'frame':
        this.onIframe(attribs);
        return;
      default: {
        const attr = RESOURCE_ATTRIBUTES[name];
        if (attr !== undefined) {
          const url = this.resolve(attribs[attr]);
          if (url) this.noteExternal(url);
        }
      }
    }
  }

  text(data: string): void {
    if (this.script) {
      if (this.script.chars < this.limits.maxScriptSampleCharsEach) {
        this.script.parts.push(data);
        this.script.chars += data.length;
      }
      return;
    }
    if (this.titleBuffer !== null && this.titleBuffer.length < this.limits.maxTitleChars * 2) this.titleBuffer += data;
  }

  closeTag(name: string): void {
    switch (name) {
      case 'svg':
        this.svgDepth = Math.max(0, this.svgDepth - 1);
        return;
      case 'noscript':
        this.noscriptDepth = Math.max(0, this.noscriptDepth - 1);
        return;
      case 'title':
        if (this.titleBuffer !== null) {
          this.title = this.cleanTitle(this.titleBuffer);
          this.titleBuffer = null;
        }
        return;
      case 'form':
        this.formOpen = false;
        this.currentForm = null;
        return;
      case 'script':
        if (this.script) {
          this.addSample('inline-script', this.script.parts.join(''));
          this.script = null;
        }
        return;
    }
  }

  /** The facts, once the whole document went through. */
  result(): PageAnalysis {
    // An unterminated <title> (cut body, sloppy page) still names the page.
    if (this.title === null && this.titleBuffer !== null) this.title = this.cleanTitle(this.titleBuffer);
    const base = this.baseUrl ?? this.pageUrl;
    return {
      page: {
        title: this.title === '' ? null : this.title,
        metaRefresh: this.metaRefresh,
        forms: this.forms,
        links: { internal: this.internalLinks, external: this.externalLinks },
        scripts: { inline: this.inlineScripts, external: this.externalScripts },
        iframes: this.iframes,
        externalDomains: [...this.externalDomains].sort(),
        truncated: this.truncated,
      },
      facts: {
        baseUrl: base ? base.href : this.url,
        scriptSamples: this.samples,
        scriptRedirects: base ? findScriptRedirects(this.samples, base, this.limits.maxScriptRedirects) : [],
        hiddenIframes: this.hiddenIframes,
        passwordInputsOutsideForms: this.passwordInputsOutsideForms,
        externalHosts: [...this.externalHosts].sort(),
      },
    };
  }

  private cleanTitle(raw: string): string {
    return clip(raw.replace(/\s+/g, ' ').trim(), this.limits.maxTitleChars);
  }

  private resolve(raw: string | undefined): URL | null {
    if (raw === undefined) return null;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.length > 8192) return null;
    return parseUrl(trimmed, this.baseUrl ?? undefined);
  }

  /** Records an http(s) URL outside the page's registrable domain; returns whether it was external. */
  private noteExternal(url: URL): boolean {
    if (!isHttpUrl(url)) return false;
    const host = bareHostname(url);
    const site = siteOf(host);
    if (site === this.pageSite) return false;
    if (!this.externalDomains.has(site)) {
      if (this.externalDomains.size < this.limits.maxExternalDomains) this.externalDomains.add(site);
      else this.truncated = true;
    }
    if (!this.externalHosts.has(host) && this.externalHosts.size < this.limits.maxExternalHosts) this.externalHosts.add(host);
    return true;
  }

  private addSample(source: ScriptSample['source'], text: string): void {
    if (text.trim() === '') return;
    const room = Math.min(this.limits.maxScriptSampleChars - this.sampleChars, this.limits.maxScriptSampleCharsEach);
    if (room <= 0) {
      this.truncated = true;
      return;
    }
    const kept = text.length > room ? text.slice(0, room) : text;
    if (kept.length < text.length) this.truncated = true;
    this.sampleChars += kept.length;
    this.samples.push({ source, text: kept });
  }

  private onBase(attribs: Record<string, string>): void {
    if (this.baseSeen || attribs.href === undefined) return;
    this.baseSeen = true;
    const base = parseUrl(attribs.href.trim(), this.pageUrl ?? undefined);
    if (base && isHttpUrl(base)) this.baseUrl = base;
  }

  private onLink(href: string | undefined): void {
    if (href === undefined) return;
    const trimmed = href.trim();
    if (/^javascript:/i.test(trimmed)) {
      this.addSample('javascript-url', safeDecode(trimmed.slice('javascript:'.length)));
      return;
    }
    if (this.internalLinks + this.externalLinks >= this.limits.maxLinks) {
      this.truncated = true;
      return;
    }
    const url = this.resolve(trimmed);
    if (!url || !isHttpUrl(url)) return;
    if (this.noteExternal(url)) this.externalLinks++;
    else this.internalLinks++;
  }

  private onForm(attribs: Record<string, string>): void {
    // The HTML tree builder ignores a <form> start tag while a form is open; so do we.
    if (this.formOpen) return;
    this.formOpen = true;
    if (this.forms.length >= this.limits.maxForms) {
      this.truncated = true;
      this.currentForm = null;
      return;
    }
    const rawAction = attribs.action?.trim() ?? '';
    // An empty or missing action submits to the document's own URL, not to <base href>.
    const action = rawAction === '' ? this.pageUrl : this.resolve(rawAction);
    let crossOrigin = false;
    if (action && isHttpUrl(action)) crossOrigin = this.noteExternal(action);
    const method = (attribs.method ?? '').trim().toLowerCase();
    this.currentForm = {
      action: clip(action ? action.href : rawAction, 2048),
      method: method === 'post' || method === 'dialog' ? method.toUpperCase() : 'GET',
      hasPassword: false,
      crossOrigin,
    };
    this.forms.push(this.currentForm);
  }

  private onInput(attribs: Record<string, string>): void {
    const type = (attribs.type ?? '').trim().toLowerCase();
    if (type === 'password') {
      if (this.currentForm) this.currentForm.hasPassword = true;
      else if (!this.formOpen) this.passwordInputsOutsideForms++;
    } else if (type === 'image') {
      const src = this.resolve(attribs.src);
      if (src) this.noteExternal(src);
    }
  }

  private onScript(attribs: Record<string, string>): void {
    if (attribs.src !== undefined && attribs.src.trim() !== '') {
      if (this.inlineScripts + this.externalScripts >= this.limits.maxScripts) {
        this.truncated = true;
        return;
      }
      this.externalScripts++;
      const src = this.resolve(attribs.src);
      if (src) this.noteExternal(src);
      return;
    }
    if (!JS_TYPES.has((attribs.type ?? '').trim().toLowerCase())) return;
    if (this.inlineScripts + this.externalScripts >= this.limits.maxScripts) {
      this.truncated = true;
      return;
    }
    this.inlineScripts++;
    this.script = { parts: [], chars: 0 };
  }

  private onIframe(attribs: Record<string, string>): void {
    if (this.iframes >= this.limits.maxIframes) {
      this.truncated = true;
      return;
    }
    this.iframes++;
    const src = this.resolve(attribs.src);
    if (src) this.noteExternal(src);
    // Tag managers hide an iframe inside <noscript> for script-less visitors: not an injection.
    if (this.noscriptDepth > 0) return;
    const reason = hiddenReason(attribs);
    if (reason && this.hiddenIframes.length < this.limits.maxHiddenIframes) {
      this.hiddenIframes.push({ src: src ? clip(src.href, 2048) : null, reason });
    }
  }

  private onMeta(attribs: Record<string, string>): void {
    if (this.metaRefresh !== null) return;
    if ((attribs['http-equiv'] ?? '').trim().toLowerCase() !== 'refresh') return;
    const parsed = parseRefresh(attribs.content ?? '');
    if (!parsed) return;
    const target = parsed.url === null ? null : this.resolve(parsed.url);
    this.metaRefresh = { delaySeconds: parsed.delaySeconds, url: target ? clip(target.href, 2048) : null };
  }
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
