import type { ContentFacts } from '../content.js';
import type { Rules } from '../rules.js';
import { isSelfHostedProductName } from '../identity.js';
import { bareHostname, clip, parseUrl, safeDecode, siteOf } from '../url.js';
import { brandOwning, brandsInHost, isBrandHost, ownedByAnyBrand } from './brand.js';
import { contentOf } from './kits.js';
import type { SignalContext, SignalDraft } from './types.js';
import { allMatches, everyMatchOf } from './lexicon.js';
import { escapeRegExp } from '../regexp.js';

/**
 * What lure pages do when the kit itself is elsewhere: hand the visitor to a sign-in page on another
 * site, link to hosts dressed as a brand, carry the target's e-mail address, decrypt or fetch the page
 * to show. (Downloads and their pretexts are in malware.ts, scams in scams.ts.) Each fact is a signal;
 * rules/scoring.json decides which of them together make a verdict. Pages that *discuss* scams and
 * malware (articles, advisories) describe the same pretexts: the pretext signals are not emitted there
 * (see `discussesThreats`), which is a property of the page, not an allowlist of sites.
 */

/** How far before a warning word a negation denies it ("not a scam", "no es una estafa", "bukan penipuan"). */
const DENIAL_WINDOW = 12;
/** How far around a warning word its surroundings are read ("I thought it was a" scam, fraud "prevention"). */
const CONTEXT_WINDOW = 40;

/** Per page, read once (a page's facts are analysed under one rule set): whether it warns of deception, and whether it discusses threats. */
const warningCache = new WeakMap<ContentFacts, boolean>();
const threatDiscussionCache = new WeakMap<ContentFacts, boolean>();

/** Whether the page is an article about threats (scam, phishing, malware…): long text that warns of deception or names threats more than once. */
export function discussesThreats(rules: Rules, facts: ContentFacts): boolean {
  let answer = threatDiscussionCache.get(facts);
  if (answer === undefined) threatDiscussionCache.set(facts, (answer = warnsOfDeception(rules, facts) || namesThreats(rules, facts)));
  return answer;
}

/**
 * Whether the page is long text that warns of deception (scam, phishing, fraudsters, beware…): the article or advisory
 * that quotes a lure to warn of it. Naming malware is not warning of deception: scareware names trojans too.
 */
export function warnsOfDeception(rules: Rules, facts: ContentFacts): boolean {
  let answer = warningCache.get(facts);
  if (answer === undefined) warningCache.set(facts, (answer = readsAsWarning(rules, facts)));
  return answer;
}

/**
 * The text read for a discussion of threats, or null when the page is too short to be one (threatDiscussion
 * minTextLength). The headline counts: "Apple ID scam texts are back" says what the article is about. The headline
 * and the headings are read beside the text that repeats them.
 */
function discussionText(rules: Rules, facts: ContentFacts): string | null {
  if (facts.text.length < rules.kits.threatDiscussion.minTextLength) return null;
  return `${facts.title} ${facts.prominent.slice(0, 10).join(' ')} ${facts.text}`;
}

function readsAsWarning(rules: Rules, facts: ContentFacts): boolean {
  const d = rules.kits.threatDiscussion;
  const text = discussionText(rules, facts);
  if (text === null) return false;
  // A word that names deception (scam, phishing, beware) is a warning at its first mention. "This is not a scam",
  // "bukan penipuan": a page denying it is a scam is not warning about one, nor is a testimonial doubting it ("I
  // thought it was a scam, but the voucher came") or a shop's business use of the word ("chargeback fraud", "fraud
  // prevention"): threatDiscussion.notWarning. Only a negation or doubt right before the word counts ("don't fall for
  // this scam" still warns).
  let tries = 0;
  for (const m of text.matchAll(everyMatchOf(d.warning))) {
    const before = text.slice(Math.max(0, m.index - CONTEXT_WINDOW), m.index);
    const after = text.slice(m.index, m.index + m[0].length + CONTEXT_WINDOW);
    if (!rules.kits.negation.test(before.slice(-DENIAL_WINDOW)) && !d.notWarning.before.test(before) && !d.notWarning.after.test(after)) return true;
    if ((tries += 1) >= 25) break;
  }
  return false;
}

/**
 * The names of malware (trojan, malware) are what scareware and invoices say too: they count only from their second
 * mention, each with its own surroundings, so one "Anti-Malware" on an invoice, in its headline and its text, is one.
 */
function namesThreats(rules: Rules, facts: ContentFacts): boolean {
  const d = rules.kits.threatDiscussion;
  const text = discussionText(rules, facts);
  if (text === null) return false;
  const mentions = new Set<string>();
  for (const m of text.matchAll(everyMatchOf(d.pattern))) {
    mentions.add(text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).toLowerCase().replace(/\s+/g, ' '));
    if (mentions.size >= d.minHits) return true;
  }
  return false;
}

/** Words that put a brand named in the text into an account context. */
const ACCOUNT_CONTEXT = '(?<![\\p{L}])(?:sign[ -]?in|log[ -]?in|accounts?|passwords?|credentials|verify|authenticat(?:or|ion|e)|enrol(?:l|ment|lment)?|re-?enroll?|mfa|mailbox|anmelden|konto|compte|cuenta|conta)(?![\\p{L}])';

const ACCOUNT_CONTEXT_ANYWHERE = new RegExp(ACCOUNT_CONTEXT, 'iu');

/**
 * A brand name beside an account word, within 80 characters on one line, either way round: one
 * pattern for every brand name the rules hold (compiled once per rule set; a pattern per name was
 * hundreds of Unicode patterns to compile, seconds of a worker's first scans), the name captured.
 */
const brandMentionPatterns = new WeakMap<Rules, { pattern: RegExp; brandOf: Map<string, string> }>();
function brandMentionPattern(rules: Rules): { pattern: RegExp; brandOf: Map<string, string> } {
  let compiled = brandMentionPatterns.get(rules);
  if (!compiled) {
    const brandOf = new Map<string, string>();
    for (const brand of rules.brands) {
      for (const n of brand.names) if (n.length >= 4 && !rules.kits.brandMentionIgnore.has(n.toLowerCase()) && !brandOf.has(n.toLowerCase())) brandOf.set(n.toLowerCase(), brand.name);
    }
    const names = [...brandOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
    const pattern = new RegExp(`(?:${ACCOUNT_CONTEXT}).{0,80}(?<![\\p{L}\\p{N}])(${names})(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(${names})(?![\\p{L}\\p{N}]).{0,80}(?:${ACCOUNT_CONTEXT})`, 'iu');
    compiled = { pattern, brandOf };
    brandMentionPatterns.set(rules, compiled);
  }
  return compiled;
}

/** Every absolute http(s) URL the page points at: links, form actions, scripts and what they decode. */
function urlsOf(facts: ContentFacts, base: URL): { url: URL; where: string }[] {
  const out: { url: URL; where: string }[] = [];
  for (const l of facts.links) {
    const u = parseUrl(l.href, base);
    if (u && /^https?:$/.test(u.protocol)) out.push({ url: u, where: 'link' });
  }
  for (const f of facts.forms) {
    const u = f.action ? parseUrl(f.action, base) : null;
    if (u && /^https?:$/.test(u.protocol)) out.push({ url: u, where: 'form action' });
  }
  const inScripts = `${facts.scripts.join('\n')}\n${facts.decoded.join('\n')}`;
  for (const m of inScripts.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?(?:\/[^\s"'`<>)]*)?/gi)) {
    const u = parseUrl(m[0]);
    if (u) out.push({ url: u, where: 'script' });
  }
  return out.slice(0, 500);
}

export function lureSignals(ctx: SignalContext): SignalDraft[] {
  const facts = contentOf(ctx);
  const final = ctx.finalUrl;
  if (!facts || !final) return [];
  const rules = ctx.rules;
  const kits = rules.kits;
  const out: SignalDraft[] = [];
  const host = bareHostname(final);
  const site = siteOf(host);
  const scripts = facts.scripts.join('\n;\n');

  // ---- a brand named in the body text (not only the title) on a host the brand does not own
  // A text without any account word cannot name a brand in an account context: no brand is tried.
  if (!ownedByAnyBrand(rules, host) && ACCOUNT_CONTEXT_ANYWHERE.test(facts.text)) {
    // Only where the text speaks of an account with it ("sign in with your Microsoft 365 account"):
    // a footer's "Follow us on LinkedIn" is not a brand lure. No brand owns this host, so any brand
    // named counts.
    const { pattern, brandOf } = brandMentionPattern(rules);
    const m = pattern.exec(facts.text);
    const name = m ? (m[1] ?? m[2]) : undefined;
    if (name) {
      const brand = brandOf.get(name.toLowerCase()) ?? name;
      out.push({ id: 'brand-mention', message: `The page's text names ${brand} on ${host}, which ${brand} does not own.`, evidence: clip(`"${name}" in the text on ${host}`, 200) });
    }
  }

  // ---- a browser window drawn in the page: a brand's own sign-in address written as text (a fake address bar,
  // browser-in-the-browser) beside credential fields on a host that brand does not own. A drawn bar often sets the
  // scheme apart from the host (a grey "https://" span): the text reads "https:// accounts.google.com".
  if (!ownedByAnyBrand(rules, host) && facts.fields.some((f) => f.type === 'password')) {
    for (const m of facts.text.matchAll(/https:\/\/\s?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?=[\s/?#]|$)/gi)) {
      const drawn = m[1]!.toLowerCase();
      const brand = brandOwning(rules, drawn);
      if (!brand) continue;
      out.push({ id: 'fake-address-bar', message: `The page writes ${brand.name}'s address as text beside a password field on ${host}: a browser window drawn in the page.`, evidence: clip(`"${m[0]}" in the text on ${host}`, 200) });
      break;
    }
  }

  const urls = urlsOf(facts, final);
  // ---- a sign-in page on another site, linked from a page with few links (a lure's call to action)
  const offsiteLinks = facts.links.map((l) => parseUrl(l.href, final)).filter((u): u is URL => u !== null && /^https?:$/.test(u.protocol) && siteOf(bareHostname(u)) !== site);
  if (offsiteLinks.length <= kits.signinLink.maxOffsiteLinks) {
    // The organisation's own identity provider (acme.okta.com from acme.com) carries its name.
    const orgLabel = (site.split('.').find((l) => l !== 'www') ?? site).replace(/-/g, '');
    const sameOrg = (target: string): boolean =>
      orgLabel.length >= 4 &&
      target.split('.').some((label) => {
        const l = label.replace(/-/g, '');
        return l.includes(orgLabel) || (l.length >= 6 && orgLabel.startsWith(l));
      });
    const signin = urls.find(({ url, where }) => {
      const target = bareHostname(url);
      return where !== 'script' && siteOf(target) !== site && !sameOrg(target) && !ownedByAnyBrand(rules, target) && kits.signinLink.words.test(`${target}${safeDecode(url.pathname)}`);
    });
    if (signin) out.push({ id: 'offsite-signin-link', message: 'The page sends the visitor to a sign-in page on another site.', evidence: clip(`${signin.where} to ${signin.url.href}`, 300) });
  }

  // ---- links, form actions or script URLs on a host dressed as a brand the host does not belong to
  let scriptLookalike: { target: string; brand: string } | null = null;
  for (const { url, where } of urls) {
    const target = bareHostname(url);
    if (target === host) continue;
    const hit = brandsInHost(rules, target).find(({ brand }) => !isBrandHost(brand, target));
    if (hit && !ownedByAnyBrand(rules, target)) {
      out.push({ id: 'brand-lookalike-target', message: `The page points at ${target}, which is dressed as ${hit.brand.name} but is not ${hit.brand.name}'s.`, evidence: clip(`${where} to ${url.href}`, 300) });
      if (where === 'script') scriptLookalike = { target, brand: hit.brand.name };
      break;
    }
  }

  // ---- the target's e-mail address carried in the URL (kits pre-fill the victim's address)
  const submitted = ctx.input?.submittedUrl ?? final.href;
  const email = emailInUrl(`${submitted} ${final.search}${final.hash}`);
  if (email) {
    const domain = email.address.split('@')[1]!.toLowerCase();
    const label = siteOf(domain).split('.')[0] ?? '';
    if (siteOf(domain) !== site && !host.includes(label) && !ownedByAnyBrand(rules, host)) {
      out.push({ id: 'target-email-in-url', message: "The URL carries an e-mail address of another organisation, as kits pre-filling the victim's address do.", evidence: clip(`${email.address}${email.encoded ? ' (base64)' : ''} in the URL of ${host}`, 200) });
    }
  }

  // ---- a self-hosted product's sign-in (Outlook Web App, Roundcube…) whose return address is another
  // organisation's host: a product running for an organisation returns to that organisation's own
  // host; a kit copies the victim's page, return address and all, onto its own.
  const passwordAsked = facts.fields.some((f) => f.type === 'password');
  if (passwordAsked && [facts.title, ...facts.prominent].some((t) => t && isSelfHostedProductName(rules, t, final))) {
    for (const [key, value] of final.searchParams) {
      if (!kits.returnParameter.test(key)) continue;
      const back = parseUrl(value);
      if (back && /^https?:$/.test(back.protocol) && siteOf(bareHostname(back)) !== site) {
        out.push({ id: 'foreign-destination', message: `The sign-in page returns to ${bareHostname(back)}, another organisation's host: a copy of that organisation's page.`, evidence: clip(`${key}=${back.href} on ${host}`, 300) });
        break;
      }
    }
  }

  // ---- a payload decrypted in the page and written into it: scanners see only ciphertext
  const decrypt = allMatches(kits.encryptedPayload.decrypt, scripts);
  if (decrypt.length > 0 && kits.encryptedPayload.sink.test(scripts)) out.push({ id: 'encrypted-payload', message: 'A script decrypts a payload and writes it into the page.', evidence: clip(decrypt.join(' | '), 200) });

  // ---- sent on to a host dressed as a brand (redirect of any kind), from a host that is not
  const first = ctx.chain[0] ? bareHostname(ctx.chain[0]) : host;
  if (brandsInHost(rules, first).length === 0) {
    for (const hop of ctx.chain.slice(1)) {
      const h = bareHostname(hop);
      const hit = brandsInHost(rules, h).find(({ brand }) => !isBrandHost(brand, h));
      if (hit && !ownedByAnyBrand(rules, h)) {
        out.push({ id: 'redirect-to-brand-lookalike', message: `The page sends the visitor on to ${h}, dressed as ${hit.brand.name} but not ${hit.brand.name}'s.`, evidence: clip(`${first} → ${h}`, 300) });
        break;
      }
    }
    // A script that navigates, carrying the look-alike URL, is the same redirect before the browser
    // follows it (a timer longer than the capture waits, or the http engine, which runs no script).
    const navigates = /\blocation\s*(?:\.\s*href\s*)?=(?!=)|\blocation\s*\.\s*(?:replace|assign)\s*\(/.exec(scripts);
    if (scriptLookalike && navigates && !out.some((s) => s.id === 'redirect-to-brand-lookalike')) {
      out.push({ id: 'redirect-to-brand-lookalike', message: `A script sends the visitor on to ${scriptLookalike.target}, dressed as ${scriptLookalike.brand} but not ${scriptLookalike.brand}'s.`, evidence: clip(`${first} → ${scriptLookalike.target} (${navigates[0]})`, 300) });
    }
  }

  // ---- a script that checks the visitor, then fetches the page to show and writes it in
  const loader = kits.remoteContent.exec(scripts);
  if (loader) out.push({ id: 'remote-content-loader', message: 'A script fetches markup and writes it into the page (content chosen at run time).', evidence: clip(loader[0], 200) });
  return out;
}

const EMAIL_IN_URL = /[?#&=/]([a-z0-9._%+-]+(?:@|%40)[a-z0-9.-]+\.[a-z]{2,})/i;
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
/** A run of the URL that may be base64 or base64url (kits hide the victim's address so: ?ref=YWNjb3VudHNA…). */
const BASE64_RUN = /[A-Za-z0-9+/_-]{16,400}={0,2}/g;

/** The e-mail address a URL carries, plainly or base64-encoded in a parameter or the fragment. */
function emailInUrl(text: string): { address: string; encoded: boolean } | null {
  const decoded = safeDecode(text);
  const plain = EMAIL_IN_URL.exec(decoded);
  if (plain) return { address: safeDecode(plain[1]!), encoded: false };
  for (const [run] of decoded.matchAll(BASE64_RUN)) {
    const candidate = Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8').trim();
    if (EMAIL.test(candidate)) return { address: candidate, encoded: true };
  }
  return null;
}
