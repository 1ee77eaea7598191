import { Parser } from 'htmlparser2';
import { createDecoder } from './html-decode.js';
import { PageCollector } from './page-collector.js';
import type { PageSection } from './result.js';

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

/** The page section and the rules' facts of one HTML document, read in slices through PageCollector. */
export function analyzePage(body: Buffer | string, options: { url: string; contentType?: string | null; limits?: Partial<PageLimits> }): PageAnalysis {
  const collector = new PageCollector(options.url, { ...DEFAULT_PAGE_LIMITS, ...options.limits });
  const parser = new Parser(
    {
      onopentag: (name, attribs) => collector.openTag(name, attribs),
      ontext: (data) => collector.text(data),
      onclosetag: (name) => collector.closeTag(name),
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
  return collector.result();
}

export { parseRefresh } from './refresh.js';
export { sniffsAsHtml } from './html-decode.js';
