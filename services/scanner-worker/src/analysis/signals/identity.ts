import { isGovernmentHost, nameKey, pageIdentity, type HostNames } from '../identity.js';
import { bareHostname, clip, isIpLiteral, parseUrl, safeDecode, siteOf } from '../url.js';
import type { ContentFacts } from '../content.js';
import { ownedByAnyBrand } from './brand.js';
import { contentOf } from './kits.js';
import type { SignalContext, SignalDraft } from './types.js';

/**
 * Whether the page is its host's own (analysis/identity.ts), and the traits kits share whatever
 * brand they wear: hosts dressed as an account service, shared hosting, the victim's address
 * written into the form from the URL, and scripts that stop the visitor inspecting the page. None
 * of these decides alone (rules/scoring.json): a login page on its organisation's own domain is
 * clean, the same page on acme-secure-login.pages.dev with a pre-filled address is a kit.
 */

const PREFILL = /(?:location\s*\.\s*(?:hash|search|href)|URLSearchParams|getParameter|\.get\s*\(\s*["'](?:e|u|email|mail|user|login|rcpt|to|id)["'])[\s\S]{0,400}?\.\s*(?:value|textContent|innerText|innerHTML)\s*=/g;
/**
 * The first place a script writes a URL value into the page, skipping reads of a return address ("next",
 * "returnUrl": kits.json returnParameter): a login sending its visitor on after sign-in pre-fills nobody.
 */
function prefillIn(scripts: string, returnParameter: RegExp): RegExpExecArray | null {
  PREFILL.lastIndex = 0;
  for (let m = PREFILL.exec(scripts), tries = 0; m !== null && tries < 20; m = PREFILL.exec(scripts), tries += 1) {
    const key = /\.get\s*\(\s*["']([^"']{1,40})["']/.exec(m[0].slice(0, 120))?.[1];
    if (key === undefined || !returnParameter.test(key)) return m;
    PREFILL.lastIndex = m.index + 1;
  }
  return null;
}
const NO_CONTEXT_MENU = /contextmenu["']?\s*,[\s\S]{0,120}?preventDefault|oncontextmenu\s*=\s*["']?\s*return\s+false|document\.oncontextmenu\s*=/i;
const DEVTOOLS_KEYS = /keyCode\s*={2,3}\s*123|(?:key|code)\s*={2,3}\s*["']F12["']|ctrlKey[\s\S]{0,60}?(?:keyCode\s*={2,3}\s*(?:85|73|74)|key\s*={2,3}\s*["'][uUiIjJ]["'])|setInterval\s*\(\s*(?:function\s*\(\)\s*\{\s*)?debugger/;

export function identitySignals(ctx: SignalContext): SignalDraft[] {
  const facts = contentOf(ctx);
  const final = ctx.finalUrl;
  if (!facts || !final) return [];
  const host = bareHostname(final);
  if (ownedByAnyBrand(ctx.rules, host)) return [];
  const out: SignalDraft[] = [];
  const identity = pageIdentity(facts, host, ctx.rules);
  if (!identity.ownClaim) {
    const named = identity.claims.slice(0, 3).map((c) => `${c.where} "${c.text}"`).join(', ');
    out.push({ id: 'identity-not-own', message: `The page does not name the organisation ${host} belongs to.`, evidence: clip(named ? `${named}; host names: ${identity.hostNames.labels.join(', ') || host}` : `no title, site name or copyright line; host ${host}`, 300) });
    // Presenting itself as a government body on a host no government publishes on, without naming the host's own
    // organisation: tax refunds, fines, benefits and "official" apps are among the commonest pretexts.
    const government = ctx.rules.identity.government;
    const claim = government && !isGovernmentHost(ctx.rules, host) ? government.claim.exec(`${facts.title} | ${facts.prominent.slice(0, 10).join(' | ')}`) : null;
    const dressing = identity.claimInSubdomain;
    if (dressing) out.push({ id: 'claimed-name-in-subdomain', message: `The page's own name is spelled in a subdomain of ${host}, a host that is not its organisation's.`, evidence: clip(`${dressing.claim.where} "${dressing.claim.text}" in ${dressing.label}.`, 200) });
    const topic = identity.topicHost;
    if (topic) out.push({ id: 'topic-named-host', message: "The site's name is made of the page's own topic words, not an organisation's name.", evidence: clip(`${host}: "${topic.part}" for "${topic.word}" in the title or headings`, 200) });
    if (claim) out.push({ id: 'government-claim', message: `The page presents itself as a government body on ${host}, which is not a government's host.`, evidence: clip(`"${claim[0]}" in the title or headings; host ${host}`, 200) });
  }
  // The page's name is another site's: "PyPI" on pypi-mirror.org linking to, or sending its visitor on to, pypi.org.
  // A kit borrows the real site's links (forgot password, terms, the page it sends the visitor to after the catch);
  // an organisation's pages live on its own domain. It decides only beside credential fields and a lure (scoring.json).
  const elsewhere = nameOwnedElsewhere(ctx, facts, identity.claims, identity.hostNames, host);
  if (elsewhere) out.push({ id: 'name-owned-elsewhere', message: `The page calls itself by the name of another site it links to or sends its visitor to.`, evidence: clip(`${elsewhere.claim} is ${elsewhere.site}'s name; the page is on ${host}`, 200) });
  if (identity.dressedHost) out.push({ id: 'dressed-host', message: 'The site name is dressed as an account or security service.', evidence: clip(`${host}: ${identity.dressedHost}`, 200) });
  if (identity.sharedHosting) out.push({ id: 'shared-hosting', message: `The page is published on ${identity.sharedHosting}, where anyone can publish.`, evidence: clip(host, 200) });
  // Kits are uploaded into other people's sites where nobody looks (a WordPress plugin or upload folder, .well-known)
  // or sent as a document that is a page (Invoice.pdf.html); no site serves its own pages from there.
  const path = safeDecode(final.pathname).toLowerCase();
  const filePath = ctx.rules.kits.filePath.exec(path);
  if (filePath) out.push({ id: 'page-at-file-path', message: 'The page is served from where sites keep files, not pages (a CMS upload, plugin or theme folder, .well-known), or under a document\'s file name.', evidence: clip(`${host}${final.pathname} ("${filePath[0]}")`, 200) });

  const scripts = `${facts.scripts.join('\n;\n')}\n${facts.decoded.join('\n')}`;
  const hasSecretField = facts.fields.some((f) => f.type === 'password');
  const prefill = hasSecretField ? prefillIn(scripts, ctx.rules.kits.returnParameter) : null;
  if (prefill) out.push({ id: 'victim-prefill', message: "A script writes a value taken from the URL into the page beside a password field (kits pre-fill their victim's address).", evidence: clip(prefill[0], 200) });
  const noMenu = NO_CONTEXT_MENU.exec(scripts) ?? NO_CONTEXT_MENU.exec(ctx.input?.rawBody.toString('latin1').slice(0, 200_000) ?? '');
  const devtools = DEVTOOLS_KEYS.exec(scripts);
  if (noMenu || devtools) out.push({ id: 'anti-inspection', message: 'A script stops the visitor from inspecting the page (right click, F12, view source, debugger traps).', evidence: clip([noMenu?.[0], devtools?.[0]].filter(Boolean).join(' | '), 200) });
  return out;
}

/** A domain name written in a page's name: "ukr.net" in "Пошта @ ukr.net". */
const DOMAIN_IN_NAME = /(?<![\p{L}\p{N}.-])[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24}(?![\p{L}\p{N}-])/gu;

/**
 * A claimed name (title, site name, copyright) that is exactly the registrable label of another site the page links
 * to or a script sends the visitor to, when it is none of the host's own names, or that spells that site's domain on
 * a host spelling the same name: the first such, or null.
 */
function nameOwnedElsewhere(ctx: SignalContext, facts: ContentFacts, claims: readonly { text: string }[], hostNames: HostNames, host: string): { claim: string; site: string } | null {
  if (isIpLiteral(host)) return null;
  const here = siteOf(host);
  const sites = new Map<string, string>();
  const targets = [...facts.links.map((l) => l.href), ...facts.forms.map((f) => f.action), ...(ctx.page?.facts.scriptRedirects ?? []).map((r) => r.url)];
  for (const href of targets.slice(0, 300)) {
    const url = parseUrl(href);
    if (!url || !/^https?:$/.test(url.protocol)) continue;
    const site = siteOf(bareHostname(url));
    if (site !== here && !isIpLiteral(site)) sites.set(nameKey(site.split('.')[0] ?? ''), site);
  }
  if (sites.size === 0) return null;
  const siteDomains = new Set(sites.values());
  for (const claim of claims) {
    // A name spelled as the domain of another site the page sends its visitor to, on a host that spells the same
    // name ("Пошта @ ukr.net" on mail.ukr-net.online, sending its visitor to mail.ukr.net): a look-alike of that site.
    const domain = [...claim.text.toLowerCase().matchAll(DOMAIN_IN_NAME)].map((m) => m[0]).find((d) => d !== here && siteDomains.has(d) && hostNames.labels.includes(nameKey(d)));
    if (domain) return { claim: `"${claim.text}"`, site: domain };
    const key = nameKey(claim.text);
    const site = key.length >= 3 ? sites.get(key) : undefined;
    // The host's own names include an organisation's tenant label on a sign-in platform (acme.okta.com is Acme's).
    if (site && !hostNames.labels.includes(key)) return { claim: `"${claim.text}"`, site };
  }
  return null;
}
