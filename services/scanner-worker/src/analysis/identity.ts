import type { ContentFacts } from './content.js';
import { brandsNamedIn } from './brand-names.js';
import type { IdentityRules, Rules } from './rules.js';
import { isIpLiteral, siteOf } from './url.js';

/**
 * Who the page says it is, and whether its host agrees. A sign-in page, a checkout or a customs-fee
 * form is ordinary on the organisation's own site and a kit anywhere else, so most phishing
 * combinations need to know which of the two a page is. The page names itself in its title, its
 * metadata (og:site_name), its copyright line and its logo; the host names its owner in its
 * registrable domain. Registry brands are judged by the domains they own (signals/brand.ts); this
 * covers every other organisation, whose domains no list holds.
 */

export type IdentityClaim = { text: string; where: 'title' | 'site name' | 'copyright' | 'logo' };

export type PageIdentity = {
  /** Names the page gives itself, most telling first. */
  claims: IdentityClaim[];
  /** A claim that names the organisation the host belongs to (parcelo.ie calling itself "Parcelo"). */
  ownClaim: IdentityClaim | null;
  /** The host's registrable label(s) read as a name, e.g. "parcelo" for www.parcelo.ie, and the name leading a name-and-descriptor label. */
  hostNames: HostNames;
  /** The registrable label carries account or security words beside a name (acme-secure-login.com). */
  dressedHost: string | null;
  /** The site is on a shared hosting or app platform where anyone can publish (web.app, pages.dev…). */
  sharedHosting: string | null;
  /** A name the page gives itself spelled in a subdomain of a host it does not own (CJIB on cjib-betaling.nl-overheid.help). */
  claimInSubdomain: { claim: IdentityClaim; label: string } | null;
  /** The registrable label is made of the page's own topic words, not a name (statements-archive-view for "Statement ST-1182"). */
  topicHost: { part: string; word: string } | null;
};

/** Letters Unicode does not decompose into a base letter and a mark, spelled as hosts spell them. */
const LETTER_FOLDS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

/**
 * Greek and Cyrillic letters as hosts spell them in Latin ("ΕΛΤΑ" on elta-courier…, "Сбербанк" on sberbank…):
 * one common romanisation, letter by letter, enough to compare a name with a host label.
 */
const ROMANISATION: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

/** Lower-case Latin letters and digits only, accents folded, Greek and Cyrillic romanised: "Crédit Agricole" → "creditagricole", "Tłumaczenia" → "tlumaczenia", "ΕΛΤΑ" → "elta". */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łøđħßæœıþ]/g, (c) => LETTER_FOLDS[c]!)
    .replace(/[\u0370-\u03ff\u0400-\u04ff]/g, (c) => ROMANISATION[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Title segments: "Pay customs charges | Parcelo" → both sides; a title is often "page – site". A name in
 * Latin letters written straight onto Chinese or Japanese words ("WPS官方网站", "LINE公式サイト") is also a
 * segment of its own: those scripts put no space between a name and what follows it.
 */
function titleSegments(title: string): string[] {
  return title
    .split(/\s+[|–—·•:»\-/]\s+|\s*[|–—·•»]\s*/u)
    .flatMap((s) => {
      const glued = /^([A-Za-z][A-Za-z0-9&.' ]*[A-Za-z0-9])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u.exec(s.trim());
      return glued ? [s, glued[1]!] : [s];
    })
    .map((s) => s.trim())
    .filter((s) => s.length >= 2 && s.length <= 80);
}

/** Words initials skip ("Massachusetts Institute of Technology" is MIT). */
const NAME_STOPWORDS = new Set(['of', 'the', 'and', 'for', 'de', 'la', 'le', 'les', 'du', 'des', 'der', 'die', 'das', 'und', 'y', 'e', 'di', 'del', 'van', 'von', 'et', 'a']);

/** Company suffixes that do not belong to the name ("Parcelo Ltd" is "Parcelo"). */
const COMPANY_SUFFIX = /\s+(?:inc|ltd|llc|plc|gmbh|ag|sa|sas|sarl|srl|spa|bv|nv|oy|ab|as|kk|co|corp|corporation|company|limited|group|holdings?|e\.?\s?v)\.?$/iu;

/** A file's name ("Factuur_2025-10-0412.zip", "Q3 report.pdf"): what a viewer shows in its title, not who runs the site. */
const FILE_NAME = /\.(?:zip|rar|7z|gz|tar|iso|img|vhdx?|pdf|docx?|docm|xlsx?|xlsm|pptx?|one|rtf|odt|ods|txt|csv|html?|svg|exe|msi|lnk|js|hta|apk|dmg|pkg|jpe?g|png|mp3|mp4|wav)$/i;

function claimsOf(facts: ContentFacts): IdentityClaim[] {
  const out: IdentityClaim[] = [];
  const push = (text: string, where: IdentityClaim['where']) => {
    const t = text.replace(COMPANY_SUFFIX, '').trim();
    if (t.length >= 2 && !FILE_NAME.test(t) && !out.some((c) => c.text === t)) out.push({ text: t, where });
  };
  for (const s of facts.siteNames) push(s, 'site name');
  for (const s of titleSegments(facts.title)) push(s, 'title');
  for (const c of facts.copyrights) push(c, 'copyright');
  for (const p of facts.prominent.slice(0, 12)) if (p.length <= 40) push(p, 'logo');
  return out.slice(0, 30);
}

/** German umlauts as hosts spell them when they do not drop the dots ("Krämer" on kraemer-steuer.de, "Müller" on mueller.de). */
const UMLAUT_SPELLINGS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
/** An ampersand as hosts spell it when they do not drop it ("Bean & Barrow" on beanandbarrow.coffee, "Müller & Söhne" on muellerundsoehne.de). */
const AMPERSAND_SPELLINGS = ['and', 'und', 'et', 'y', 'e', 'en', 'n'];

/** The name as hosts may spell it: umlauts written out, an ampersand as a word. */
function respellings(text: string): string[] {
  const out: string[] = [];
  if (/[äöüÄÖÜ]/.test(text)) out.push(text.replace(/[äöüÄÖÜ]/g, (c) => UMLAUT_SPELLINGS[c]!));
  for (const t of [text, ...out]) if (/[&+]/.test(t)) out.push(...AMPERSAND_SPELLINGS.map((word) => t.replace(/\s*[&+]\s*/g, ` ${word} `)));
  return out;
}

/**
 * Whether a claimed name is the host's: the registrable label spelled as the name ("parcelo" /
 * "Parcelo"), or as its initials ("mit" / "Massachusetts Institute of Technology"), or the name's
 * first word when it is long enough to be distinctive ("kreis-oberwald" / "Kreis Oberwald – Webmail"),
 * or a word of the name that is at least half of the label ("Orbital" on orbitalnode.network, "Kestrel
 * Broadband" on kestrelnet.co.uk, "Cadenza Software" on cadenzanotes.com) or the name leading a
 * name-and-descriptor label (leadsWithHostName: "Pipedrift Help Center" on pipedrift-crm.com).
 */
function claimMatchesHost(identityClaim: IdentityClaim, host: HostNames, affixes: IdentityRules['nameAffixes'], ordinaryWord: (word: string) => boolean): boolean {
  return [identityClaim.text, ...respellings(identityClaim.text)].some((text) => spellingMatchesHost({ ...identityClaim, text }, host, affixes, ordinaryWord));
}

/** claimMatchesHost for one spelling of the claim. */
function spellingMatchesHost(identityClaim: IdentityClaim, host: HostNames, affixes: IdentityRules['nameAffixes'], ordinaryWord: (word: string) => boolean): boolean {
  const claim = identityClaim.text;
  const hostNames = host.labels;
  const key = nameKey(claim);
  // A two-letter name matches only a label that is exactly it: "du" in "Quick Pay | du" on du.ae.
  if (key.length < 3) return key.length === 2 && hostNames.includes(key);
  const core = coreOf(key, affixes);
  const words = claim
    .split(/[^\p{L}\p{N}]+/u)
    .map(nameKey)
    .filter((w) => w.length > 0);
  const significant = words.filter((w) => !NAME_STOPWORDS.has(w));
  const initials = significant.length >= 2 ? significant.map((w) => w[0]).join('') : '';
  const matchesLabel = hostNames.some((label) => {
    if (label.length < 3) return false;
    if (label === key || (initials.length >= 2 && label === initials)) return true;
    // "Acme" on acme-bank.com or getacme.io, "Acme Bank" on acme.com: the same name once the words a
    // site name adds are set aside on both sides.
    if (core.length >= 4 && coreOf(label, affixes) === core) return true;
    // "Tallybird" in "tallybird", "Rosemary Bakehouse" in "rosemarybakehouse", and the label inside a
    // longer claim ("Pay customs charges | Parcelo" was split, but "Parcelo Express" still names parcelo).
    if (label.length >= 4 && words.length <= 6 && (key.includes(label) || words.some((w) => w === label))) return true;
    const labelCore = coreOf(label, affixes);
    // Part of a label is a name only if the page does not use it as an ordinary word ("meeting" of meetingjoins).
    return significant.some((w) => w.length >= 5 && (w === labelCore || (label.startsWith(w) && w.length >= 0.5 * label.length)) && !ordinaryWord(w));
  });
  return matchesLabel || leadsWithHostName(identityClaim, significant, host, ordinaryWord) || abbreviatesName(significant, host.parts);
}

/**
 * Whether the parts of a hyphenated registrable label begin words of the name, in the name's order, none of
 * them shorter than three letters: "univ-valmont" for "Université de Valmont", "kestrel-frt" for "Kestrel
 * Freight". A kit's host joins a name to words of its lure ("cjib-betaling", "kraemer-steuer-dokumente"),
 * or shuffles the lure's words ("mail-online-portal" for "Online Mail Portal"), and does not spell a name so.
 */
function abbreviatesName(significant: readonly string[], parts: readonly string[]): boolean {
  if (parts.length < 2 || parts.some((p) => p.length < 3)) return false;
  let next = 0;
  for (const part of parts) {
    while (next < significant.length && !significant[next]!.startsWith(part)) next += 1;
    if (next === significant.length) return false;
    next += 1;
  }
  return true;
}

/**
 * A name-and-descriptor host (pipedrift-crm, fernwald-robotics) is its owner's when the page's title,
 * site name or copyright starts with the name ("Pipedrift Help Center", "Fernwald Git") and the name is
 * not a word the page writes in lower case in its own text: kit hosts lead with words of their lure
 * ("meeting-joins", "doplata-paczka"), and those are ordinary words, not names.
 */
function leadsWithHostName(claim: IdentityClaim, significant: readonly string[], host: HostNames, ordinaryWord: (word: string) => boolean): boolean {
  const lead = host.leadWord;
  return lead !== null && claim.where !== 'logo' && significant.length <= 4 && significant[0] === lead && !ordinaryWord(lead);
}

/** A name without the prefixes and suffixes site names add (getacmebank → acme). Never shorter than 3. */
function coreOf(key: string, affixes: IdentityRules['nameAffixes']): string {
  let core = key;
  for (let changed = true; changed; ) {
    changed = false;
    for (const p of affixes.prefixes) {
      if (core.startsWith(p) && core.length - p.length >= 3) {
        core = core.slice(p.length);
        changed = true;
      }
    }
    for (const sfx of affixes.suffixes) {
      if (core.endsWith(sfx) && core.length - sfx.length >= 3) {
        core = core.slice(0, -sfx.length);
        changed = true;
      }
    }
  }
  return core;
}

/**
 * The host read as names: its registrable label ("kreis-oberwald" → "kreisoberwald") and, on an
 * organisation's tenant of a platform (acme.okta.com), the tenant's label; and, for a label of a name
 * and a descriptor ("pipedrift-crm"), the name ("pipedrift") unless it is a word site names add (shop,
 * online…) or an account word (secure, login…).
 */
export type HostNames = { labels: string[]; leadWord: string | null; parts: string[] };

/** Per rule set: a reloaded identity.json (new affixes, account words, platforms) reads hosts anew. */
const hostNamesCache = new WeakMap<Rules, Map<string, HostNames>>();

export function hostNamesOf(host: string, rules: Rules): HostNames {
  let byHost = hostNamesCache.get(rules);
  if (!byHost) hostNamesCache.set(rules, (byHost = new Map()));
  const cached = byHost.get(host);
  if (cached) return cached;
  const labels: string[] = [];
  let leadWord: string | null = null;
  let labelParts: string[] = [];
  if (!isIpLiteral(host)) {
    const site = siteOf(host);
    const registrable = site.split('.')[0] ?? '';
    labels.push(nameKey(registrable));
    const tenantPlatform = rules.identity.tenantPlatforms.find((p) => host.endsWith(`.${p}`) || site === p);
    if (tenantPlatform) {
      const tenant = host.slice(0, -tenantPlatform.length - 1).split('.').pop() ?? '';
      if (tenant && tenant !== 'www') labels.push(nameKey(tenant));
    }
    const parts = registrable.split('-').map(nameKey);
    const { prefixes, suffixes } = rules.identity.nameAffixes;
    const lead = parts[0] ?? '';
    if (parts.length === 2 && lead.length >= 4 && !prefixes.includes(lead) && !suffixes.includes(lead) && !rules.identity.accountHostWords.has(lead)) leadWord = lead;
    if (parts.length >= 2) labelParts = parts;
  }
  const names = { labels: [...new Set(labels.filter((n) => n.length > 0))], leadWord, parts: labelParts };
  if (byHost.size > 1_000) byHost.clear();
  byHost.set(host, names);
  return names;
}

/**
 * Whether a brand name that is also an ordinary word (identity.json commonWordNames: Visa, Target, Orange)
 * is used by the page as that word, in lower case in its own text ("refundable if the visa is denied"):
 * then "Visa Sponsored" in its title is the word in title case, not the card scheme.
 */
export function usedAsOrdinaryWord(rules: Rules, facts: ContentFacts, name: string): boolean {
  return rules.identity.commonWordNames.has(name.toLowerCase()) && lowerCaseWordsOf(facts).has(nameKey(name));
}

const lowerCaseWordsCache = new WeakMap<ContentFacts, Set<string>>();
/**
 * The words the page writes in lower case in its prose (ordinary words, not names), as nameKey()s, read
 * once per page. Words inside commands, paths and host names (msiexec /i cadenza-notes.msi) are not prose,
 * nor is a word that does not follow another lower-case word: a logo set in lower case ("verbraucherzentrale
 * Nordost" at the top of the page) is the name, styled.
 */
function lowerCaseWordsOf(facts: ContentFacts): Set<string> {
  let out = lowerCaseWordsCache.get(facts);
  if (out) return out;
  out = new Set<string>();
  for (const m of facts.text.slice(0, 50_000).matchAll(/(?<=\p{Ll}[,;:]?\s)\p{Ll}[\p{L}\p{M}]{3,}(?=$|[\s,;:!?)]|\.(?:\s|$))/gu)) out.add(nameKey(m[0]));
  lowerCaseWordsCache.set(facts, out);
  return out;
}

const identityCache = new WeakMap<ContentFacts, Map<string, PageIdentity>>();

/**
 * The page's identity on `host`. A claim naming a registry brand never makes the page its host's own
 * (paypal-secure.com calling itself "PayPal" is what brand impersonation is about, signals/brand.ts).
 */
export function pageIdentity(facts: ContentFacts, host: string, rules: Rules): PageIdentity {
  let byHost = identityCache.get(facts);
  const cached = byHost?.get(host);
  if (cached) return cached;
  const identity = computeIdentity(facts, host, rules);
  if (!byHost) identityCache.set(facts, (byHost = new Map()));
  byHost.set(host, identity);
  return identity;
}

/**
 * Whether a text names a registry brand as a word ("PayPal Support", not the "irs" in "First"), common-word
 * names aside, and a federated brand's name beside a name of the institution's own ("Sparkasse
 * KölnBonn", "Caixa Montealto": one of many members, each on its own domain).
 */
function namesRegistryBrand(rules: Rules, text: string, hostNames: HostNames, hostUrl: URL): boolean {
  return brandsNamedIn(rules, text).some(
    ({ name, brand }) =>
      !rules.identity.commonWordNames.has(name.toLowerCase()) &&
      !(brand.federated === true && hasOtherName(text, name)) &&
      !isLongerHostName(rules, text, name, hostNames) &&
      // "Vesta Biolabs GitLab" on gitlab.vesta-biolabs.com: the product the organisation runs there, not its vendor.
      !isSelfHostedProductName(rules, name, hostUrl),
  );
}

/**
 * Whether a claim is a longer name, spelled out whole by the host's label, that holds a brand's name as
 * one word among its own ("Apple Valley Dental Care" on applevalleydentalcare.com, "Amazon Rainforest
 * Tours"): at least two other words of three letters or more, none of them a word kits add to a brand to
 * make a service of it ("Amazon Prime Rewards", "PayPal Secure Account", "Coinbase Wallet Help"):
 * account-service words, lure subjects, service words, or another brand's name.
 */
function isLongerHostName(rules: Rules, text: string, name: string, hostNames: HostNames): boolean {
  if (!hostNames.labels.includes(nameKey(text))) return false;
  const others = text.toLowerCase().split(name.toLowerCase()).join(' ').match(/\p{L}{3,}/gu) ?? [];
  const dressing = (word: string): boolean =>
    rules.identity.accountHostWords.has(word) || rules.identity.brandServiceWords.has(word) || rules.lureConcepts.subject.exec(word)?.[0] === word || brandsNamedIn(rules, word).length > 0;
  return others.length >= 2 && !others.some(dressing);
}

/** A word of three letters or more besides `name` (case-insensitive) in `text`. */
function hasOtherName(text: string, name: string): boolean {
  return /\p{L}{3,}/u.test(text.toLowerCase().split(name.toLowerCase()).join(' '));
}

/** Whether a host is one governments publish on (identity.json government.hosts: gov.uk, go.jp, bund.de…). */
export function isGovernmentHost(rules: Rules, host: string): boolean {
  return rules.identity.government?.hosts.test(host) === true;
}

/** The platform anyone publishes to that a host is on (web.app, github.io…: identity.json sharedHosting), or null. */
export function sharedHostingOf(rules: Rules, host: string): string | null {
  const site = siteOf(host);
  return rules.identity.sharedHosting.find((suffix) => site === suffix || host.endsWith(`.${suffix}`)) ?? null;
}

function computeIdentity(facts: ContentFacts, host: string, rules: Rules): PageIdentity {
  const hostNames = hostNamesOf(host, rules);
  const site = siteOf(host);
  // A page that prints its own full host name, subdomain and all (a challenge page's "portal-doc.pages-share.dev
  // needs to review the security of your connection"), names a machine, not an organisation.
  const machineName = host !== site && host !== `www.${site}` ? host : null;
  const claims = claimsOf(facts).filter((c) => c.text.toLowerCase() !== machineName);
  const ordinaryWord = (word: string): boolean => lowerCaseWordsOf(facts).has(word);
  const listedPlatform = sharedHostingOf(rules, host);
  const badgedPlatform = listedPlatform ? null : badgedPlatformOf(facts, host, hostNames, rules, ordinaryWord);
  const sharedHosting = listedPlatform ?? badgedPlatform;
  const tenancy = tenancyOf(host, site, sharedHosting);
  // On a platform known only by its badge, the tenant's label names the page: the platform's name is not its own.
  const names: HostNames = badgedPlatform ? { labels: [nameKey(tenancy.tenantLabel)], leadWord: null, parts: [] } : hostNames;
  const dressedHost = dressingOf(host, site, tenancy, rules);
  // A host dressed as an account service is nobody's own name ("Chase Online" on chase-online-verify.com).
  const hostUrl = new URL(`https://${host}/`);
  const matchesHost = (c: IdentityClaim): boolean => claimMatchesHost(c, names, rules.identity.nameAffixes, ordinaryWord);
  // Whose name dresses the host's subdomain; a government's hosts and an IP address name nobody.
  const subdomainClaim = isIpLiteral(host) || isGovernmentHost(rules, host) ? null : claimedSubdomain(claims, host, tenancy.owned, ordinaryWord);
  // Beside a name dressing the subdomain ("Estafeta" on estafeta-mx.rastreo-guia.com), a phrase that spells the
  // registrable label ("Rastreo de envíos") is the lure the site was named after, not its organisation's name.
  const dressedByName = subdomainClaim !== null && !matchesHost(subdomainClaim.claim);
  const ownClaim = dressedHost ? null : (claims.find((c) => matchesHost(c) && !namesRegistryBrand(rules, c.text, names, hostUrl) && !(dressedByName && readsAsPhrase(c.text))) ?? null);
  const unnamed = !ownClaim && !isIpLiteral(host) && !isGovernmentHost(rules, host);
  const claimInSubdomain = unnamed ? subdomainClaim : null;
  // A dressed host is its own trait (acme-secure-login: "Acme" there is the name it dresses, not a topic).
  const topicHost = unnamed && !dressedHost && !isSelfHostedPlace(rules, hostUrl) ? topicWordIn(tenancy.parts, [facts.title, ...facts.prominent.slice(0, 6)]) : null;
  return { claims, ownClaim, hostNames: names, dressedHost, sharedHosting, claimInSubdomain, topicHost };
}

/**
 * The part of a host its owner chose: on a platform anyone publishes to, the tenant's part before the platform
 * (docs-view-3f on docs-view-3f.pages.dev), else the registrable label; `owned` is the domain that names the
 * owner (the tenant's label on the platform, or the registrable domain), `parts` the chosen label's words.
 */
type Tenancy = { tenantLabel: string; owned: string; registrable: string; parts: string[] };

function tenancyOf(host: string, site: string, sharedHosting: string | null): Tenancy {
  const tenantPart = sharedHosting ? host.slice(0, -sharedHosting.length - 1) : null;
  const tenantLabel = tenantPart?.split('.').pop() ?? '';
  const registrable = tenantPart ?? site.split('.')[0] ?? '';
  return { tenantLabel, owned: tenantPart ? `${tenantLabel}.${sharedHosting}` : site, registrable, parts: registrable.split(/[-.]/) };
}

/**
 * How the host is dressed, or null: account or security words beside a name in the chosen label
 * (acme-secure-login: identity.json accountHostWords), or a government's or country's domain spelled before the
 * real suffix ("gov-uk", "ac-uk": suffixDressing).
 */
function dressingOf(host: string, site: string, tenancy: Tenancy, rules: Rules): string | null {
  const { registrable, parts } = tenancy;
  const dressed = parts.length > 1 ? parts.find((part) => rules.identity.accountHostWords.has(part.toLowerCase())) : undefined;
  if (dressed) return `${registrable} ("${dressed}")`;
  const publicSuffix = site.slice(site.indexOf('.') + 1);
  const beforeSuffix = isIpLiteral(host) ? '' : host.slice(0, -publicSuffix.length - 1);
  const suffixDress = rules.identity.suffixDressing?.exec(beforeSuffix)?.[0].replace(/^[.-]/, '');
  return suffixDress ? `${host} ("${suffixDress}")` : null;
}

/**
 * A part of the registrable label (rfq-documents-view → documents) that is a word of the page's own title or
 * headings, give or take an ending (statements / "Statement", enroll / "Enrollment", dokumente /
 * "Dokumentenablage"), on a page that names no organisation: the site is named after the lure it carries. An
 * organisation's site is named after the organisation, and a page there names it: a line that also spells
 * another part of the label ("St. Luke's Regional Health" on stlukes-regional.org) names the organisation.
 * The places organisations run their own tools (remote., vpn., /owa/) name only the product, and are skipped.
 */
function topicWordIn(labelParts: readonly string[], lines: readonly string[]): PageIdentity['topicHost'] {
  const stem = (word: string): string => word.slice(0, 5);
  const parts = labelParts.map(nameKey).filter((p) => p.length >= 4 && /^\p{L}+$/u.test(p));
  if (parts.length < 2) return null;
  for (const line of lines) {
    const lineKey = nameKey(line);
    for (const raw of line.split(/[^\p{L}\p{N}]+/u)) {
      const word = nameKey(raw);
      if (word.length < 4) continue;
      const part = parts.find((p) => stem(p) === stem(word));
      if (part && !parts.some((other) => other !== part && lineKey.includes(other))) return { part, word: raw };
    }
  }
  return null;
}

/**
 * Whether a claim reads as words of a sentence rather than a name: it has a word in lower case that names do
 * not join with ("Rastreo de envíos", "Ingresa a tu CuentaRUT"; not "Bank of America", "Banco de Chile").
 */
function readsAsPhrase(text: string): boolean {
  return text.split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 2 && w === w.toLowerCase() && w !== w.toUpperCase() && !NAME_STOPWORDS.has(w));
}

/**
 * A claim whose name (or its first word: "ELTA Courier") is one of the hyphen-joined parts of a subdomain label
 * of the host, left of the part that names the host's owner (`owned`: the registrable domain, or a platform
 * tenant's): cjib-betaling.nl-overheid.help calling itself "CJIB", salik-ae.tollpay-uae.com calling itself
 * "Salik". Organisations put their name in their own domain and name their services' subdomains plainly
 * (kbiz.kasikornbank.com, consumer.ftc.gov); a name joined to a descriptor in someone else's subdomain is the
 * subdomain trick, for the organisations no registry lists (signals/brand.ts does it for registry brands).
 * Ordinary words the page writes in lower case ("portal") are not names.
 */
function claimedSubdomain(claims: readonly IdentityClaim[], host: string, owned: string, ordinaryWord: (word: string) => boolean): PageIdentity['claimInSubdomain'] {
  if (!host.endsWith(`.${owned}`)) return null;
  const parts = new Map<string, string>();
  for (const label of host.slice(0, -owned.length - 1).split('.')) {
    if (!label.includes('-')) continue;
    for (const part of label.split('-')) if (part.length >= 3) parts.set(nameKey(part), label);
  }
  if (parts.size === 0) return null;
  for (const claim of claims) {
    const words = claim.text.split(/[^\p{L}\p{N}]+/u).map(nameKey).filter((w) => w.length > 0);
    for (const key of [nameKey(claim.text), words[0] ?? '']) {
      const label = key.length >= 3 && !ordinaryWord(key) ? parts.get(key) : undefined;
      if (label) return { claim, label };
    }
  }
  return null;
}

/**
 * The registrable domain of a site builder no list names, read from the badge it puts on its tenants'
 * pages (identity.json platformBadge): on meta-copyright-itiraz.kestrel.site, "Made with Kestrel Sites"
 * names the registrable domain's owner, so kestrel.site is a platform and the page one of its tenants'.
 * The builder's own pages are on its apex or www host, or on a host of its own services (pay., docs.:
 * identity.json platformServiceLabels), where a badge naming itself changes nothing.
 */
function badgedPlatformOf(facts: ContentFacts, host: string, hostNames: HostNames, rules: Rules, ordinaryWord: (word: string) => boolean): string | null {
  const badge = rules.identity.platformBadge;
  const site = siteOf(host);
  if (!badge || isIpLiteral(host) || host === site || rules.identity.platformServiceLabels.has(host.split('.')[0] ?? '') || host === `www.${site}`) return null;
  for (const m of facts.text.slice(0, 50_000).matchAll(badge)) {
    if (m[1] && claimMatchesHost({ text: m[1], where: 'site name' }, hostNames, rules.identity.nameAffixes, ordinaryWord)) return site;
  }
  return null;
}

/**
 * Whether a registry brand's name is one of the self-hosted products organisations run on their own
 * hosts (Outlook Web App, Roundcube) AND the page is where such products run (mail.example.org,
 * /owa/): there the name is the product's, not an impersonation of its vendor.
 */
export function isSelfHostedProductName(rules: Rules, text: string, url: URL): boolean {
  const key = nameKey(text);
  return rules.identity.selfHostedProducts.some((p) => key === p || key.startsWith(p)) && isSelfHostedPlace(rules, url);
}

/**
 * Whether the URL is where organisations run their own webmail, VPN or intranet tools (identity.json
 * selfHostedAt: a first host label such as mail. or vpn., a path such as /owa/ or /citrix/).
 */
export function isSelfHostedPlace(rules: Rules, url: URL): boolean {
  const at = rules.identity.selfHostedAt;
  const firstLabel = url.hostname.toLowerCase().split('.')[0] ?? '';
  const path = url.pathname.toLowerCase();
  return at.hostLabels.has(firstLabel) || at.paths.some((p) => path.startsWith(p) || path.includes(p));
}

