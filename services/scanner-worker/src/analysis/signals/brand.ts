import { isGovernmentHost, sharedHostingOf } from '../identity.js';
import type { Brand, Rules } from '../rules.js';
import { bareHostname, clip, isIpLiteral, safeDecode, siteOf } from '../url.js';
import { namesItsHost, onlyProductNames, ownNameOf } from './kits.js';
import type { SignalContext, SignalDraft } from './types.js';

type CompiledBrand = Brand & { hostPattern: RegExp; tokenPattern: RegExp };

const compiled = new WeakMap<Rules, CompiledBrand[]>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/** A keyword as a pattern that also accepts its look-alike spellings (paypa1, rnicrosoft). */
function keywordPattern(keyword: string, lookalikes: ReadonlyMap<string, string[]>): string {
  return [...keyword]
    .map((ch) => {
      const alts = lookalikes.get(ch);
      return alts && alts.length > 0 ? `(?:${[ch, ...alts].map(escape).join('|')})` : escape(ch);
    })
    .join('');
}

export function compileBrands(rules: Rules): CompiledBrand[] {
  let brands = compiled.get(rules);
  if (!brands) {
    brands = rules.brands.map((brand) => {
      const patterns = brand.keywords.map((k) => ({ keyword: k, pattern: keywordPattern(k, rules.confusables.lookalikes) }));
      const alternatives = patterns.map((p) => p.pattern).join('|');
      const token = `(?<![a-z0-9])(?:${alternatives})(?![a-z0-9])`;
      // A keyword of hyphen-joined words (cash-app, post-at, au-id) names the brand only as whole words of a host:
      // inside other words it is someone else's (fast-cash-approval, compost-at-home, bureau-ideas).
      const substrings = patterns.map((p) => (/^[a-z0-9].*-.*[a-z0-9]$/.test(p.keyword) ? `(?<![a-z0-9])${p.pattern}(?![a-z0-9])` : p.pattern)).join('|');
      return {
        ...brand,
        hostPattern: new RegExp(brand.match === 'token' ? token : `(?:${substrings})`, 'i'),
        // Paths and titles are prose-like; only whole words count there.
        tokenPattern: new RegExp(token, 'i'),
      };
    });
    compiled.set(rules, brands);
  }
  return brands;
}

const homeLabels = new WeakMap<Brand, Set<string>>();

/** A country-code suffix, plain or second-level (de, co.uk, com.br, ne.jp). */
const COUNTRY_SUFFIX = /^(?:[a-z]{2}|(?:com|co|net|org|gov|ac|or|ne|go|gob|gouv|edu)\.[a-z]{2})$/;

/**
 * Whether the host belongs to one of the brand's own registrable domains — or is the brand's name
 * under a country code (paypal.de, amazon.co.jp, ing.be): brands register their name in the
 * countries they serve, and no list keeps up with all of them.
 */
export function isBrandHost(brand: Brand, host: string): boolean {
  if (brand.domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  let labels = homeLabels.get(brand);
  if (!labels) {
    labels = new Set(brand.domains.map((d) => siteOf(d).split('.')[0] ?? '').filter((l) => l.length >= 3));
    homeLabels.set(brand, labels);
  }
  const site = siteOf(host);
  const dot = site.indexOf('.');
  return dot > 0 && labels.has(site.slice(0, dot)) && COUNTRY_SUFFIX.test(site.slice(dot + 1));
}

/**
 * Any brand keyword (look-alike spellings included) anywhere in a text: one pattern tried first, so a
 * text that names no brand — most hosts and paths — costs one match instead of one per brand.
 */
const anyKeyword = new WeakMap<Rules, RegExp>();
function anyKeywordOf(rules: Rules): RegExp {
  let p = anyKeyword.get(rules);
  if (!p) {
    const alternatives = [...new Set(rules.brands.flatMap((b) => b.keywords))].map((k) => keywordPattern(k, rules.confusables.lookalikes));
    p = new RegExp(alternatives.join('|'), 'i');
    anyKeyword.set(rules, p);
  }
  return p;
}

export function brandsInText(rules: Rules, text: string, mode: 'host' | 'token'): { brand: CompiledBrand; match: string }[] {
  const out: { brand: CompiledBrand; match: string }[] = [];
  if (!anyKeywordOf(rules).test(text)) return out;
  for (const brand of compileBrands(rules)) {
    const match = (mode === 'host' ? brand.hostPattern : brand.tokenPattern).exec(text);
    if (match) out.push({ brand, match: match[0] });
  }
  return out;
}

/**
 * The brands a host is dressed as. On a platform anyone publishes to (rules/identity.json sharedHosting) only
 * the tenant's part speaks: rust-lang.github.io is not dressed as GitHub, paypal-login.github.io is dressed
 * as PayPal.
 */
export function brandsInHost(rules: Rules, host: string): { brand: CompiledBrand; match: string }[] {
  const platform = sharedHostingOf(rules, host);
  return brandsInText(rules, platform && host.endsWith(`.${platform}`) ? host.slice(0, -platform.length - 1) : host, 'host');
}

/** The registry brand that owns the host, if any. */
export function brandOwning(rules: Rules, host: string): Brand | undefined {
  return rules.brands.find((b) => isBrandHost(b, host));
}

/** Whether any brand in the registry owns the host. */
export function ownedByAnyBrand(rules: Rules, host: string): boolean {
  return brandOwning(rules, host) !== undefined;
}

export function brandSignals(ctx: SignalContext): SignalDraft[] {
  const out: SignalDraft[] = [];
  const hostsDone = new Set<string>();
  for (const url of ctx.chain) {
    const host = bareHostname(url);
    if (isIpLiteral(host) || hostsDone.has(host)) continue;
    hostsDone.add(host);
    // A host a registry brand owns is that brand's, whatever other brand's word its name holds (tbank in gtbank.com);
    // a host under a suffix only governments register (gouv.ci, gov.au) was named by a government, not dressed by a kit
    // (e-impots.gouv.ci is Côte d'Ivoire's tax office, not impots.gouv.fr).
    const hostOwned = ownedByAnyBrand(ctx.rules, host) || isGovernmentHost(ctx.rules, host);
    for (const { brand, match } of hostOwned ? [] : brandsInHost(ctx.rules, host)) {
      // A member of a federated brand (Sparkasse Oberwald on sparkasse-oberwald.de) whose page names
      // itself as its host: the brand's name in the host is the member's own name.
      if (brand.federated === true && ctx.finalUrl && host === bareHostname(ctx.finalUrl) && namesItsHost(ctx, host)) continue;
      // A business whose own name holds the brand's word among words of its own (Amazon Rainforest Tours on
      // amazonrainforesttours.com; identity.ts decides what counts as such a name).
      if (ctx.finalUrl && host === bareHostname(ctx.finalUrl) && brand.tokenPattern.test(ownNameOf(ctx, host) ?? '')) continue;
      // A service an organisation names by its own host label on a page that names the organisation: a product it
      // runs itself (gitlab.vesta-biolabs.com), or a word that is a brand's too (visa.vfsglobal.com, travel visas
      // on VFS Global's site). A kit puts the brand before a host it does not name (paypal.secure-verify.com).
      if (ctx.finalUrl && host === bareHostname(ctx.finalUrl) && host.split('.')[0] === match.toLowerCase() && namesItsHost(ctx, host)) continue;
      out.push({
        id: 'brand-in-hostname',
        message: `The hostname mentions ${brand.name} but is not one of ${brand.name}'s domains.`,
        evidence: `${host} contains "${match}"${brand.keywords.includes(match.toLowerCase()) ? '' : ' (look-alike spelling)'}`,
      });
    }
    // Queries routinely carry other sites' URLs (trackers, login returns); only the path is judged.
    const path = safeDecode(url.pathname).toLowerCase();
    if (path.length > 1) {
      for (const { brand, match } of brandsInText(ctx.rules, path, 'token')) {
        if (isBrandHost(brand, host)) continue;
        out.push({
          id: 'brand-in-path',
          message: `The URL path mentions ${brand.name} on a site that is not ${brand.name}'s.`,
          evidence: `${clip(host + url.pathname, 300)} contains "${match}"`,
        });
      }
    }
  }

  const page = ctx.page;
  const final = ctx.finalUrl;
  if (page && final && page.page.title) {
    const hasPassword = page.page.forms.some((f) => f.hasPassword) || page.facts.passwordInputsOutsideForms > 0;
    const host = bareHostname(final);
    // A title naming a product organisations host themselves (Outlook Web App) or on a page that names
    // its host's own organisation is not the brand's (see kits.ts, brand impersonation).
    const own = namesItsHost(ctx, host);
    const titled = hasPassword && !own ? brandsInText(ctx.rules, page.page.title.toLowerCase(), 'token') : [];
    // A title naming the registry brand that owns the host names the page's own organisation beside a brand it
    // resells or signs in to ("Microsoft 365 Email from GoDaddy" on sso.godaddy.com).
    if (!titled.some(({ brand }) => isBrandHost(brand, host))) {
      for (const { brand, match } of titled) {
        if (onlyProductNames(ctx.rules, brand, page.page.title, final)) continue;
        out.push({
          id: 'brand-title-credential-form',
          message: `The page asks for a password under a ${brand.name} title, on a site that is not ${brand.name}'s.`,
          evidence: `title "${clip(page.page.title, 120)}" contains "${match}" on ${host}`,
        });
      }
    }
  }
  return out;
}
