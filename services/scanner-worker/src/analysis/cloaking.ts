import { extractContent } from './content.js';
import type { AnalysisInput } from './input.js';
import type { Rules } from './rules.js';
import { bareHostname, clip, parseUrl, siteOf } from './url.js';

/**
 * Cloaking: a kit shows its form to the visitors it wants (a phone, a language, a country) and a
 * harmless page to everyone else. The browser engine can capture the URL a second time with another
 * user agent and locale (`SCAN_CLOAKING_CHECK`, docs/detection.md); this module chooses that second
 * profile and says whether the two captures differ *materially*: they end on different sites, only
 * one asks for credentials, only one fails, or their visible text has little in common. Small
 * differences (a mobile layout, a translated menu) are not material.
 */

/** The second capture's profile: a phone in another locale than the default desktop capture. */
export const ALTERNATE_PROFILE = {
  label: 'mobile Safari, de-DE',
  device: 'mobile' as const,
  acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

export type CaptureFacts = { finalUrl: string; status: number; html: string };

const CREDENTIAL_TYPES = new Set(['password']);

function factsOf(rules: Rules, capture: CaptureFacts): { site: string; credentials: string[]; failed: boolean; words: Set<string> } {
  const content = extractContent(capture.html);
  const url = parseUrl(capture.finalUrl);
  const f = rules.kits.fields;
  const credentials = content.fields
    .filter((field) => CREDENTIAL_TYPES.has(field.type) || [...f.otp, ...f.card, ...f.cardSecret, ...f.seed].some((p) => p.test(field.describe)))
    .map((field) => field.describe || field.type);
  const words = new Set((`${content.title} ${content.text}`.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).slice(0, 5_000));
  return { site: url ? siteOf(bareHostname(url)) : '', credentials, failed: capture.status >= 400, words };
}

/** Share of words the two texts have in common (Jaccard), 1 when both are empty. */
export function textSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The material differences between two captures of one URL, each as a short sentence; empty when alike. */
export function materialDifferences(rules: Rules, main: CaptureFacts, other: CaptureFacts): string[] {
  const a = factsOf(rules, main);
  const b = factsOf(rules, other);
  const out: string[] = [];
  if (a.site !== b.site) out.push(`ends on ${b.site || 'no site'} instead of ${a.site || 'no site'}`);
  if ((a.credentials.length > 0) !== (b.credentials.length > 0)) {
    out.push(a.credentials.length > 0 ? `only the first capture asks for credentials (${clip(a.credentials.slice(0, 3).join(' | '), 120)})` : `only the second capture asks for credentials (${clip(b.credentials.slice(0, 3).join(' | '), 120)})`);
  }
  if (a.failed !== b.failed) out.push(`only the ${a.failed ? 'first' : 'second'} capture fails (${main.status} vs ${other.status})`);
  const { minWords, maxSimilarity } = rules.thresholds.cloakingText;
  if (Math.max(a.words.size, b.words.size) >= minWords) {
    const similarity = textSimilarity(a.words, b.words);
    if (similarity <= maxSimilarity) out.push(`the visible texts share ${Math.round(similarity * 100)} % of their words`);
  }
  return out;
}

/** The cloaking signal from the input's second capture, when the engine made one. */
export function cloakingDifference(rules: Rules, input: AnalysisInput): { message: string; evidence: string; hiddenCredentials: boolean } | null {
  const alt = input.alternate;
  if (!alt) return null;
  const main: CaptureFacts = { finalUrl: input.finalUrl, status: input.status, html: input.renderedHtml ?? input.rawBody.toString('utf8') };
  const differences = materialDifferences(rules, main, alt);
  if (differences.length === 0) return null;
  return {
    // The kit keeps its form from the default (scanner-like) profile and shows it to the other one.
    hiddenCredentials: differences.some((d) => d.startsWith('only the second capture asks for credentials')),
    message: 'The page shows materially different content to another user agent or locale.',
    evidence: clip(`${alt.label}: ${alt.finalUrl} (${alt.status}) vs ${input.finalUrl} (${input.status}): ${differences.join('; ')}`, 400),
  };
}
