import { domainToUnicode } from 'node:url';
import type { Rules } from '../rules.js';
import { bareHostname, isIpLiteral, siteOf } from '../url.js';
import { brandsInHost, isBrandHost } from './brand.js';
import type { SignalContext, SignalDraft } from './types.js';

const LATIN = /\p{Script=Latin}/u;
const scriptPatterns = new WeakMap<Rules, [string, RegExp][]>();

function patternsFor(rules: Rules): [string, RegExp][] {
  let patterns = scriptPatterns.get(rules);
  if (!patterns) {
    patterns = rules.confusables.scripts.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')]);
    scriptPatterns.set(rules, patterns);
  }
  return patterns;
}

/** Scripts used in a label, among Latin and the configured confusable scripts. */
export function labelScripts(label: string, rules: Rules): Set<string> {
  const found = new Set<string>();
  const patterns = patternsFor(rules);
  for (const ch of label) {
    if (LATIN.test(ch)) {
      found.add('Latin');
      continue;
    }
    for (const [script, pattern] of patterns) {
      if (pattern.test(ch)) {
        found.add(script);
        break;
      }
    }
  }
  return found;
}

/** The label as a reader would see it: confusable characters replaced by the Latin letters they imitate. */
export function skeleton(text: string, rules: Rules): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += rules.confusables.map.get(ch) ?? ch;
  return out;
}

export function hostSignals(ctx: SignalContext): SignalDraft[] {
  const out: SignalDraft[] = [];
  const done = new Set<string>();
  for (const url of ctx.chain) {
    const host = bareHostname(url);
    if (host === '' || done.has(host)) continue;
    done.add(host);
    out.push(...signalsForHost(host, ctx.rules));
  }
  return out;
}

export function signalsForHost(host: string, rules: Rules): SignalDraft[] {
  const out: SignalDraft[] = [];
  if (isIpLiteral(host)) {
    out.push({ id: 'ip-literal-host', message: 'The URL names its server by IP address instead of a domain name.', evidence: host });
    return out;
  }

  const labels = host.split('.');
  if (labels.some((label) => label.startsWith('xn--'))) {
    const unicode = domainToUnicode(host);
    out.push({ id: 'punycode-host', message: 'The hostname is an internationalised (punycode) name.', evidence: `${host} → ${unicode}` });

    for (const label of unicode.split('.')) {
      const scripts = labelScripts(label, rules);
      if (scripts.size >= 2) {
        out.push({
          id: 'mixed-script-host',
          message: 'A hostname label mixes letters from different scripts, a common homograph trick.',
          evidence: `"${label}" mixes ${[...scripts].sort().join(' and ')} (${host})`,
        });
      }
    }

    const readsAs = skeleton(unicode, rules);
    if (readsAs !== unicode) {
      for (const { brand, match } of brandsInHost(rules, readsAs)) {
        if (isBrandHost(brand, host)) continue;
        out.push({
          id: 'homograph-brand-host',
          message: `The hostname uses look-alike characters to read as ${brand.name}.`,
          evidence: `${unicode} (${host}) reads as "${readsAs}", containing "${match}"`,
        });
      }
    }
  }

  const tld = [...rules.suspiciousTlds].find((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  if (tld !== undefined) {
    out.push({ id: 'suspicious-tld', message: `The domain is under .${tld}, a top-level domain with a high share of abuse.`, evidence: host });
  }

  const site = siteOf(host);
  if (site !== host && host.endsWith(`.${site}`)) {
    const subLabels = host.slice(0, -site.length - 1).split('.').length;
    if (subLabels >= rules.thresholds.deepSubdomainMinLabels) {
      out.push({ id: 'deep-subdomain', message: 'The hostname has an unusually deep chain of subdomains.', evidence: `${subLabels} labels before ${site} in ${host}` });
    }
  }
  return out;
}
