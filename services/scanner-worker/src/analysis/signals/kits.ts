import { detectMagic, fileContents } from '@lookout/egress';
import { cloakingDifference } from '../cloaking.js';
import { extractContent, type ContentFacts, type FieldFact } from '../content.js';
import type { Brand, Rules } from '../rules.js';
import { brandsNamedIn, namesOfBrandIn } from '../brand-names.js';
import { isGovernmentHost, isSelfHostedPlace, isSelfHostedProductName, pageIdentity, usedAsOrdinaryWord } from '../identity.js';
import { bareHostname, clip, parseUrl, siteOf } from '../url.js';
import { brandOwning, isBrandHost } from './brand.js';
import { publishersOwn } from './downloads.js';
import type { SignalContext, SignalDraft } from './types.js';
import { affirmedAll, allMatches, everyMatchOf, firstMatch, textBefore, withoutQuotes } from './lexicon.js';
import { warnsOfDeception } from './lures.js';
import { escapeRegExp } from '../regexp.js';

/**
 * What kits do, from the document (raw and rendered), what its scripts decode, and what the browser
 * saw when it is there: credentials beyond passwords, brand impersonation, lures, exfiltration,
 * bot evasion, the brand@host trick, archives carrying executables, and cloaking between two captures.
 * Malware delivery and ClickFix are in malware.ts, scams in scams.ts, drainers and seed phrases in wallet.ts. Each signal here is evidence;
 * how signals combine into a verdict is data (rules/scoring.json).
 */

const contentCache = new WeakMap<object, ContentFacts>();

/** The page's content facts, extracted once per capture and shared by the content-based rules. */
export function contentOf(ctx: SignalContext): ContentFacts | null {
  if (!ctx.input || !ctx.response?.isHtml) return null;
  let facts = contentCache.get(ctx.input);
  if (!facts) {
    facts = extractContent(pageSources(ctx.input));
    contentCache.set(ctx.input, facts);
  }
  return facts;
}

/** The name the page gives itself that names the organisation its host belongs to (identity.ts), or null. */
export function ownNameOf(ctx: SignalContext, host: string): string | null {
  const facts = contentOf(ctx);
  return facts === null ? null : (pageIdentity(facts, host, ctx.rules).ownClaim?.text ?? null);
}

/** Whether the page names itself as the organisation its host belongs to (identity.ts). */
export function namesItsHost(ctx: SignalContext, host: string): boolean {
  return ownNameOf(ctx, host) !== null;
}

/** JavaScript and JSON bodies are read as scripts; HTML ones as markup. */
const SCRIPT_TYPES = /javascript|ecmascript|json|^text\/plain/i;

/**
 * Everything the page showed and ran, as one document for extractContent: the rendered DOM (what
 * scripts built), the raw document (what they were built from), the other documents of a script
 * redirect chain, the page after the capture's click on a gate, and the scripts and data the page
 * fetched from its own site (a drainer's calls in /static/app.js, a kit's JSON), and the documents of
 * frames that fill the viewport, from whatever site (what the visitor sees there is the frame). Scripts
 * from other sites (libraries, analytics, bot management) are left out: they are not the page's own
 * words. The page behind a lure's call to action is another site's page, judged on its own (signals/linked.ts).
 */
export function pageSources(input: NonNullable<SignalContext['input']>): string {
  const parts = [input.renderedHtml ?? '', input.rawBody.toString('utf8')];
  for (const doc of input.clientRedirectDocuments ?? []) parts.push(doc.html);
  if (input.afterInteraction) parts.push(input.afterInteraction.html);
  const sites = new Set([input.finalUrl, input.documentUrl, input.requestedUrl].map((u) => (u ? parseUrl(u) : null)).filter((u): u is URL => u !== null).map((u) => siteOf(bareHostname(u))));
  const covering = new Set(input.coveringFrames ?? []);
  for (const t of input.fetchedTexts ?? []) {
    if (t.phase === 'linked') continue;
    const url = parseUrl(t.url);
    if (!url || !(sites.has(siteOf(bareHostname(url))) || (t.resourceType === 'document' && covering.has(t.url)))) continue;
    // A script body stays a script for the parser whatever it contains.
    if (SCRIPT_TYPES.test(t.mimeType ?? '') || t.resourceType === 'script') parts.push(`<script>${t.text.replace(/<\/script/gi, '<\\/script')}</script>`);
    else parts.push(t.text);
  }
  return parts.filter(Boolean).join('\n');
}

function fieldKinds(rules: Rules, field: FieldFact): string[] {
  const f = rules.kits.fields;
  const kinds: string[] = [];
  if (field.type === 'password' && !firstMatch(f.identity, field.describe)) kinds.push('password');
  if (field.autocomplete === 'one-time-code' || firstMatch(f.otp, field.describe)) kinds.push('otp');
  // A card number by its shape too: kits name their fields n, p, v and leave the labels unlinked, but a
  // numeric box that takes 19 characters (16 digits and 3 spaces) is a card number.
  const cardShaped = field.maxLength === 19 && (field.inputMode === 'numeric' || field.type === 'tel');
  if (field.autocomplete === 'cc-number' || cardShaped || firstMatch(f.card, field.describe)) kinds.push('card');
  if (field.autocomplete === 'cc-csc' || firstMatch(f.cardSecret, field.describe)) kinds.push('card');
  if (firstMatch(f.identity, field.describe)) kinds.push('identity');
  if (firstMatch(f.seed, field.describe)) kinds.push('seed');
  return kinds;
}

/**
 * Sentences of the text that are lures by concept (rules/lures.json): a subject with trouble ("your
 * mailbox is full", "Ihr Paket wurde zurückgehalten") or a demand with a deadline ("verify within 24
 * hours", "pay today or the parcel is returned"). At most three, clipped.
 */
export function lureSentences(rules: Rules, blocks: readonly string[]): string[] {
  const c = rules.lureConcepts;
  const out: string[] = [];
  const sentences = blocks.slice(0, 1_000).flatMap((b) => b.split(/(?<=[.!?。！？])\s+|\s*[•|]\s*/u));
  for (const raw of sentences) {
    const sentence = raw.trim().slice(0, c.maxSentence);
    if (sentence.length < 12) continue;
    if ((c.subject.test(sentence) && c.trouble.test(sentence)) || (c.demand.test(sentence) && c.deadline.test(sentence))) {
      out.push(clip(sentence, 160));
      if (out.length >= 3) break;
    }
  }
  return out;
}

/** A line offering a brand as a way to sign in or pay ("Continue with Google", "Ou avec FranceConnect") names the provider, not the page. */
function offersProvider(providerOffer: RegExp, line: string, name: string): boolean {
  const before = textBefore(line, name, 24);
  return before !== null && providerOffer.test(before);
}

/** Whether every name of the brand a text uses is a self-hosted product's ("Outlook Web App", not "Microsoft"). */
export function onlyProductNames(rules: Rules, brand: Brand, text: string, url: URL): boolean {
  const used = namesOfBrandIn(rules, brand, text);
  return used.length > 0 && used.every((n) => isSelfHostedProductName(rules, n, url));
}

/** "<brand> password", "<brand> ID"…: a label asking for the brand's own secret. Compiled once per brand, as above. */
const secretLabelPatterns = new WeakMap<Brand, RegExp>();
const secretLabelOf = (brand: Brand): RegExp => {
  let p = secretLabelPatterns.get(brand);
  if (!p) {
    const names = brand.names.map(escapeRegExp).join('|');
    p = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names})\\s+(?:id|password|passwort|mot de passe|contraseña|senha|pin)(?![\\p{L}\\p{N}])`, 'iu');
    secretLabelPatterns.set(brand, p);
  }
  return p;
};

/** Input types that are not a box the visitor types an identifier into. */
const NOT_A_BOX = new Set(['hidden', 'submit', 'button', 'checkbox', 'radio', 'image', 'reset', 'file', 'search', 'range', 'color']);

/**
 * A shop's basket: four prices or more (items, delivery, total). A fee kit's page charges one small fee, at most
 * split into a fee, a surcharge and their total; "Livraison Colissimo — 9,00 €" under three items is a checkout.
 */
const CART_PRICES = 4;
function isShoppingCart(text: string, smallAmount: RegExp): boolean {
  const prices = new Set<string>();
  for (const m of text.slice(0, 20_000).matchAll(everyMatchOf(smallAmount))) prices.add(m[0].replace(/\s+/g, '').toLowerCase());
  return prices.size >= CART_PRICES;
}

/** A mail-provider picker: at least this many short items (buttons, links, list items) of at most this many characters, each naming a provider. */
const MAIL_PICKER_MIN_ITEMS = 3;
const MAIL_PICKER_ITEM_CHARS = 40;

export function kitSignals(ctx: SignalContext): SignalDraft[] {
  const out: SignalDraft[] = [];
  const kits = ctx.rules.kits;
  out.push(...userinfoSignals(ctx));
  out.push(...archiveSignals(ctx));
  out.push(...cloakingSignals(ctx));

  const facts = contentOf(ctx);
  const final = ctx.finalUrl;
  if (!facts || !final) return out;
  const host = bareHostname(final);
  const site = siteOf(host);
  const scripts = facts.scripts.join('\n;\n');
  const everything = `${scripts}\n${facts.decoded.join('\n')}`;
  // The registry brand that owns the host, if any: its own fees are no kit's, and its pages name partners.
  const owner = brandOwning(ctx.rules, host);

  // ---- credentials
  const byKind = new Map<string, string[]>();
  let numberedWords = 0;
  for (const field of facts.fields) {
    for (const kind of fieldKinds(ctx.rules, field)) byKind.set(kind, [...(byKind.get(kind) ?? []), field.describe || field.type]);
    if (/(?:^|\s)(?:word|w|phrase)[-_ ]?\d{1,2}\b|^\d{1,2}\.?(?:\s|$)/.test(field.describe)) numberedWords += 1;
  }
  if (numberedWords >= kits.seedWordInputs) byKind.set('seed', [...(byKind.get('seed') ?? []), `${numberedWords} numbered word inputs`]);
  // A code typed one character per box (six boxes of maxlength 1): the verification step of a sign-in.
  const codeBoxes = facts.fields.filter((f) => f.tag === 'input' && f.maxLength === 1 && /^(?:text|tel|number|password)$/.test(f.type)).length;
  if (codeBoxes >= kits.codeBoxInputs && !byKind.has('otp')) byKind.set('otp', [`${codeBoxes} one-character code boxes`]);
  // A plugin's or theme's live demo prints the login it wants typed ("Demo credentials: demo / demo"): a kit wants
  // the visitor's own password and never publishes one.
  if (byKind.has('password') && kits.demoCredentials.test(facts.text)) byKind.delete('password');
  const credentialIds: Record<string, string> = { password: 'credential-password', otp: 'credential-otp', card: 'credential-card', identity: 'credential-identity', seed: 'credential-seed-phrase' };
  for (const [kind, descs] of byKind) {
    out.push({ id: credentialIds[kind]!, message: `The page asks for ${kind === 'seed' ? 'a wallet recovery phrase or private key' : kind === 'card' ? 'payment card details' : kind === 'identity' ? 'identity data (SSN, date of birth, PIN)' : kind === 'otp' ? 'a one-time code' : 'a password'}.`, evidence: clip(`${descs.length} field(s): ${descs.slice(0, 4).join(' | ')}${facts.fromDecoded ? ' (in script-decoded markup)' : ''}`, 300) });
  }
  // The form itself written from an encoded literal (document.write(atob(…)), unescape of a hex page): a site's own
  // sign-in is markup or a framework's render, never a hidden string; kits hide theirs from static scanners.
  if (byKind.size > 0 && facts.fromDecoded) out.push({ id: 'encoded-credential-form', message: 'The credential fields are written from markup hidden in an encoded script literal.', evidence: clip(`${[...byKind.keys()].join(', ')} fields in script-decoded markup`, 200) });

  // ---- a password box that asks for another account's password ("Network password", "E-Mail-Kennwort"): a site
  // asks for its own password; a kit asks for the visitor's mailbox or Windows one. It decides only on a page that
  // does not name its host's organisation (scoring.json foreign-password): a company's own webmail names itself.
  // Where organisations run their own webmail, VPN or intranet (mail., vpn., /owa/), the network or domain
  // password is the one the tool itself checks.
  const foreign = isSelfHostedPlace(ctx.rules, final) ? undefined : facts.fields.find((f) => f.type === 'password' && kits.foreignPassword.test(f.describe));
  if (foreign) out.push({ id: 'foreign-password-field', message: "The page asks for the password of another account (the visitor's e-mail, network or Windows password).", evidence: clip(`field: ${foreign.describe}`, 200) });

  // ---- a small fee for a toll, a fine, customs or a parcel, paid by card on a page that names nobody as its
  // host's own: the smishing kits' whole page is a title, an amount and card fields. A toll operator, a court or
  // a carrier takes such payments on its own site, under its own name (identity.ts), a registry brand's host
  // or a government's (scoring.json fee-card-form).
  // Without card fields (the kit's next page takes the card or sends to a copied bank picker) the same notice decides
  // only beside brand evidence (scoring.json brand-small-fee).
  const subject = [facts.title, ...facts.prominent.slice(0, 10)].map((t) => kits.feeCard.exec(t)?.[0]).find((m) => m !== undefined);
  const amount = subject ? kits.smallAmount.exec(facts.text) : null;
  const official = owner !== undefined || isGovernmentHost(ctx.rules, host);
  if (subject && amount && !official && !isShoppingCart(facts.text, kits.smallAmount) && !namesItsHost(ctx, host)) {
    if (byKind.has('card')) out.push({ id: 'fee-card-form', message: 'The page asks for a small fee for a toll, fine, customs or parcel by card, and names nobody as its host\'s own.', evidence: clip(`"${subject}", ${amount[0].trim()}, card fields on ${host}`, 200) });
    // An article quoting the text message ("Your parcel is held: pay €1.99") warns of the kit, and names a brand too.
    else if (!warnsOfDeception(ctx.rules, facts)) out.push({ id: 'small-fee-text', message: 'The page asks for a small fee for a toll, fine, customs or parcel, and names nobody as its host\'s own.', evidence: clip(`"${subject}", ${amount[0].trim()} on ${host}`, 200) });
  }

  // ---- the first step of a split sign-in (an e-mail or username box under a sign-in title or heading;
  // the password is asked on the next screen). Every site's login starts so: it counts only in
  // combinations with brand evidence on a foreign host and kit traits (scoring.json).
  if (byKind.size === 0) {
    const boxes = new Map<string, FieldFact>();
    for (const f of facts.fields) if (f.tag === 'input' && !NOT_A_BOX.has(f.type)) boxes.set(`${f.type} ${f.describe}`, f);
    const identifier = boxes.size <= 2 ? [...boxes.values()].find((f) => (f.type === 'email' || /\b(?:username|email)\b/.test(f.autocomplete) || kits.identifierFirst.field.test(f.describe)) && !/search|newsletter|subscribe|coupon|promo/.test(f.describe)) : undefined;
    const heading = [facts.title, ...facts.prominent].find((t) => kits.identifierFirst.heading.test(t));
    if (identifier && heading) out.push({ id: 'credential-identifier', message: 'The page is the first step of a sign-in: it asks for the account (e-mail or username) before the password.', evidence: clip(`"${heading}": ${identifier.describe || identifier.type}`, 300) });
  }

  // ---- brand impersonation: the brand in the title, headings, logo text or site name on a host it
  // does not own. Not when the page names its host's own organisation (a bank-feeds vendor's
  // "Connects with HSBC"), not in a line naming several brands (a partner strip), and not for the
  // name of a product organisations host themselves (Outlook Web App on mail.example.org).
  const identity = pageIdentity(facts, host, ctx.rules);
  // A registry brand's page on its own host, naming itself, names its partners' products ("Restake stETH |
  // EigenLayer" on EigenLayer's app) without presenting itself as them. A kit on a brand's user-content host
  // (a SharePoint tenant, a Google Sites page) names the brand it imitates, not its host's owner.
  const prominentLines = [facts.title, ...facts.prominent, ...facts.siteNames].filter(Boolean).map((t) => ({ t, named: brandsNamedIn(ctx.rules, t) }));
  const namesItsOwner = owner !== undefined && prominentLines.some(({ named }) => named.some(({ brand }) => brand === owner));
  if (!identity.ownClaim && !namesItsOwner) {
    const seen = new Set<Brand>();
    for (const { t, named } of prominentLines) {
      if (named.length >= 3) continue;
      for (const { brand, name } of named) {
        if (seen.has(brand) || isBrandHost(brand, host) || onlyProductNames(ctx.rules, brand, t, final) || usedAsOrdinaryWord(ctx.rules, facts, name) || offersProvider(kits.providerOffer, t, name)) continue;
        seen.add(brand);
        out.push({ id: 'brand-impersonation', message: `The page presents itself as ${brand.name} on ${host}, which ${brand.name} does not own.`, evidence: clip(`"${t}" on ${host}`, 300) });
      }
    }
  }

  // ---- a credential form whose labels ask for the brand's own secret ("Apple ID", "PayPal password")
  const credentialForms = new Set(facts.fields.filter((f) => f.form !== null && fieldKinds(ctx.rules, f).length > 0).map((f) => f.form!));
  for (const i of credentialForms) {
    const labels = facts.forms[i]!.text;
    for (const { brand } of brandsNamedIn(ctx.rules, labels)) {
      if (isBrandHost(brand, host)) continue;
      const hit = secretLabelOf(brand).exec(labels);
      if (hit) {
        out.push({ id: 'brand-impersonation', message: `The page's credential form asks for ${brand.name}'s own secret on ${host}, which ${brand.name} does not own.`, evidence: clip(`form label "${hit[0]}" on ${host}`, 300) });
        break;
      }
    }
  }

  // ---- the favicon taken from a brand's own site (a cloned <head>) on a host the brand does not own
  for (const href of facts.icons) {
    const icon = parseUrl(href, final);
    const iconHost = icon ? bareHostname(icon) : '';
    const owner = iconHost && iconHost !== host ? ctx.rules.brands.find((b) => isBrandHost(b, iconHost) && !isBrandHost(b, host)) : undefined;
    if (owner) {
      out.push({ id: 'brand-favicon', message: `The page takes its favicon from ${owner.name}'s site on ${host}, which ${owner.name} does not own.`, evidence: clip(`icon ${icon!.href} on ${host}`, 300) });
      break;
    }
  }

  // ---- the brand's logo taken from the brand's own servers (a cloned page hot-links it:
  // aadcdn.msftauth.net/…/microsoft_logo.svg) on a host the brand does not own. Only the page's first
  // image, its masthead: a checkout's "Pay with PayPal" button further down is not the page's brand.
  for (const src of facts.images.slice(0, 1)) {
    const image = parseUrl(src, final);
    const imageHost = image ? bareHostname(image) : '';
    if (!image || !imageHost || imageHost === host || !/logo|brand|favicon|sprite/i.test(image.pathname)) continue;
    const owner = ctx.rules.brands.find((b) => isBrandHost(b, imageHost) && !isBrandHost(b, host));
    if (owner) {
      out.push({ id: 'brand-favicon', message: `The page shows ${owner.name}'s logo taken from ${owner.name}'s own servers, on ${host}, which ${owner.name} does not own.`, evidence: clip(`image ${image.href} on ${host}`, 300) });
      break;
    }
  }

  // ---- the brand's own favicon on a host it does not own (hashes from the registry)
  const favicon = ctx.input?.favicon;
  if (favicon) {
    for (const brand of ctx.rules.brands) {
      if (isBrandHost(brand, host)) continue;
      if (brand.faviconMmh3.includes(favicon.mmh3) || brand.faviconSha256.includes(favicon.sha256.toLowerCase())) {
        out.push({ id: 'brand-favicon', message: `The page uses ${brand.name}'s favicon on ${host}, which ${brand.name} does not own.`, evidence: `favicon mmh3 ${favicon.mmh3} is ${brand.name}'s` });
        continue;
      }
      const near = favicon.dhash ? nearestDhash(favicon.dhash, brand.faviconDhash) : null;
      if (near && near.distance <= ctx.rules.thresholds.faviconDhashMaxDistance) {
        out.push({ id: 'brand-favicon', message: `The page's favicon looks like ${brand.name}'s on ${host}, which ${brand.name} does not own.`, evidence: `favicon dHash ${favicon.dhash} is ${near.distance} bits from ${brand.name}'s ${near.hash}` });
      }
    }
  }

  // ---- lures: the phrases of kits.json, and sentences that put trouble on an account-like subject
  // or a deadline on a demand (rules/lures.json)
  // Quoted speech is reported, not said: an article or an alert page quoting a lure ("The message
  // reads: “Your account has been limited…”") is not making it. Kits state their lures.
  // An article or advisory warning of deception quotes lures whether or not it puts them in quotation marks; a lure
  // negated in its clause is the page saying what it never sends ("IT will never ask you to 'upgrade your mailbox'").
  const warning = warnsOfDeception(ctx.rules, facts);
  const lure = warning ? [] : affirmedAll(kits.lure, withoutQuotes(facts.text), kits.negation);
  if (lure.length > 0) out.push({ id: 'lure-text', message: 'The page uses a phishing lure (account limited, mailbox full, shared document, unpaid fee…).', evidence: clip(lure.slice(0, 3).map((l) => `"${l}"`).join(', '), 300) });
  // Pressure by concept: weaker than the phrases above (help pages and login pages say "your session
  // has expired" too), so it decides only beside a brand or other kit traits.
  const pressure = lure.length > 0 || warning ? [] : lureSentences(ctx.rules, facts.blocks.map(withoutQuotes));
  if (pressure.length > 0) out.push({ id: 'pressure-text', message: 'The page puts trouble on an account, payment or parcel, or a deadline on a demand.', evidence: clip(pressure.map((l) => `"${l}"`).join(', '), 300) });
  // "Sign in with your e-mail provider to view the document": buttons, links or list items each naming a webmail
  // provider. A document lure takes any mailbox's password so; a real sharing service signs in with its own account.
  // Several short items, each naming a provider, make a picker; a help article names them in its sentences.
  const items = new Set([...facts.blocks, ...facts.links.map((l) => l.text.replace(/\s+/g, ' ').trim())]);
  const pickerItems = [...items].filter((b) => b.length <= MAIL_PICKER_ITEM_CHARS && kits.mailProvider.test(b));
  if (pickerItems.length >= MAIL_PICKER_MIN_ITEMS) out.push({ id: 'mail-provider-picker', message: 'The page offers a choice of e-mail providers to sign in with.', evidence: clip(pickerItems.slice(0, 5).map((b) => `"${b}"`).join(', '), 200) });
  // A sign-in moved to the phone by a QR code: a condition (info), deciding only beside a lure on a page not its host's own (scoring.json qr-lure).
  const qr = kits.qrSignin.exec(facts.text);
  if (qr) out.push({ id: 'qr-signin-text', message: 'The page asks the visitor to scan a QR code with their phone.', evidence: clip(`"${qr[0]}"`, 120) });

  // ---- exfiltration endpoints: scripts, form actions, requests the browser saw
  const exfilTargets = [everything, ...facts.forms.map((f) => f.action), ...(ctx.input?.requests ?? []).map((r) => r.url)].join('\n');
  const chatBot = allMatches(kits.chatBotRelay, exfilTargets);
  const exfil = [...chatBot, ...allMatches(kits.exfiltration, exfilTargets)];
  if (exfil.length > 0) out.push({ id: 'exfil-endpoint', message: 'The page sends data to a chat-bot API, webhook relay or form-relay service.', evidence: clip(exfil.join(', '), 300) });
  // A chat bot receiving what the page collects decides beside credential fields even on a page that names its host
  // (scoring.json chat-bot-credentials): no organisation's own sign-in or checkout posts to a Telegram or Discord chat.
  if (chatBot.length > 0) out.push({ id: 'chat-bot-relay', message: 'The page sends data to a chat-bot API (Telegram, Discord, Slack webhooks).', evidence: clip(chatBot.join(', '), 200) });
  const crossPost = /(?:fetch\s*\(\s*["'`]|\.open\s*\(\s*["']POST["']\s*,\s*["'`]|url\s*:\s*["'`])(https?:\/\/[^"'`/\s]+)/gi;
  for (const m of everything.matchAll(crossPost)) {
    const target = parseUrl(m[1]!);
    if (target && siteOf(bareHostname(target)) !== site && /method\s*:\s*["']post|["']POST["']|type\s*:\s*["']POST/i.test(everything)) {
      out.push({ id: 'exfil-endpoint', message: 'A script posts page data to another site.', evidence: clip(`${m[0]} from ${host}`, 300) });
      break;
    }
  }

  // ---- bot evasion (cloaking in one capture)
  const evasion = allMatches(kits.botEvasion, scripts);
  if (evasion.length > 0) out.push({ id: 'bot-evasion', message: 'A script checks for automation, bots or the visitor’s network before deciding what to show.', evidence: clip(evasion.join(' | '), 300) });
  // Several such checks in front of a page that shows nothing of its own (a 404, a maintenance notice) or that ends on
  // another site: the cover a cloaked kit shows scanners (scoring.json cloaked-decoy). One check is common (analytics
  // skip bots; a shop's own interstitial tests webdriver).
  if (kits.cloakDecoy && evasion.length >= kits.cloakDecoy.minChecks) {
    const requested = ctx.input ? parseUrl(ctx.input.requestedUrl) : null;
    const elsewhere = requested !== null && siteOf(bareHostname(requested)) !== site ? `ends on ${site}, asked for ${bareHostname(requested)}` : null;
    const cover = kits.cloakDecoy.page.exec(`${facts.title}\n${facts.prominent.join('\n')}`);
    const shown = elsewhere ?? (cover ? `shows "${cover[0]}"` : null);
    if (shown) out.push({ id: 'cloaked-decoy', message: 'A script tests for automation in several ways before a page that shows nothing of its own or sends the visitor to another site: the cover a cloaked kit shows scanners.', evidence: clip(`${evasion.length} checks (${evasion.join(' | ')}); ${shown}`, 300) });
  }

  // ---- a browser check naming a site the page is not on: a CDN's interstitial names the host it was asked for;
  // a kit's copy of one names the brand's domain ("aramex.com needs to review the security of your connection" on
  // aramex-ae-track.com), the cover it shows scanners before the sign-in.
  const challenge = kits.challengeHost.exec(`${facts.title}\n${facts.text}`);
  const named = challenge?.slice(1).find((g) => g !== undefined)?.toLowerCase();
  if (challenge && named && siteOf(named) !== site) out.push({ id: 'forged-challenge', message: 'A browser check on the page names a site other than the one it is on.', evidence: clip(`"${challenge[0]}" on ${host}`, 200) });
  return out;
}

/**
 * The closest of a brand's dHashes to an icon's, by Hamming distance. An icon of one flat colour (or
 * nearly: fewer than MIN_DHASH_EDGES bits either way) has no shape to compare and matches nothing.
 */
const MIN_DHASH_EDGES = 4;
function nearestDhash(icon: string, hashes: readonly string[]): { hash: string; distance: number } | null {
  const bits = (h: string) => BigInt(`0x${h}`);
  const popcount = (v: bigint) => v.toString(2).replace(/0/g, '').length;
  const value = bits(icon);
  const edges = popcount(value);
  if (edges < MIN_DHASH_EDGES || edges > 64 - MIN_DHASH_EDGES) return null;
  let best: { hash: string; distance: number } | null = null;
  for (const hash of hashes) {
    const distance = popcount(value ^ bits(hash));
    if (!best || distance < best.distance) best = { hash, distance };
  }
  return best;
}

/** `https://www.paypal.com@kit.example/`: userinfo dressed as a host, visible only in the submitted URL. */
function userinfoSignals(ctx: SignalContext): SignalDraft[] {
  const submitted = ctx.input?.submittedUrl;
  if (!submitted) return [];
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)@/i.exec(submitted);
  if (!m) return [];
  const userinfo = decodeURIComponentSafe(m[1]!);
  const looksLikeHost = /[a-z0-9-]+\.[a-z]{2,}/i.test(userinfo);
  const brand = ctx.rules.brands.find((b) => b.keywords.some((k) => userinfo.toLowerCase().includes(k)));
  if (!looksLikeHost && !brand) return [];
  return [{ id: 'userinfo-host-trick', message: 'The URL puts a host-like or brand name before "@", so the real host is hidden to a reader.', evidence: clip(`"${userinfo}@" in front of ${ctx.finalUrl ? bareHostname(ctx.finalUrl) : 'the host'}`, 300) }];
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * An archive carrying executables is a payload: the document itself when it is a ZIP, RAR or ISO image, or what the page
 * downloaded — a publisher's own archive from its own site aside (downloads.ts publishersOwn).
 */
function archiveSignals(ctx: SignalContext): SignalDraft[] {
  const out: SignalDraft[] = [];
  const exec = ctx.rules.downloads.attachmentExtensions;
  const isExec = (name: string): boolean => exec.has(name.toLowerCase().split('.').pop() ?? '');
  const bodies: { where: string; names: string[] }[] = [];
  const magic = ctx.response ? detectMagic(ctx.response.body) : null;
  const response = ctx.response ? fileContents(ctx.response.body, magic, 200) : null;
  if (response?.entries) bodies.push({ where: 'response', names: response.entries });
  const own = publishersOwn(ctx);
  const downloads = (ctx.input?.downloads ?? []).filter((d) => !own(d));
  for (const d of downloads) if (d.entries) bodies.push({ where: d.filename, names: d.entries });
  for (const { where, names } of bodies) {
    const bad = names.filter(isExec);
    if (bad.length > 0) out.push({ id: 'archive-with-executable', message: 'A downloaded archive carries executable files.', evidence: clip(`${where}: ${bad.slice(0, 5).join(', ')}`, 300) });
  }
  // An Office document carrying VBA macros (egress fileContents) is how maldocs run code when "Enable content" is
  // clicked: served at the URL, or downloaded by the browser; a publisher's own template from its own site aside.
  const responseMacros = ctx.response !== null && !ctx.response.isHtml && response?.macros === true;
  const macroIn = [...(responseMacros ? ['response'] : []), ...downloads.filter((d) => d.macros).map((d) => d.filename)];
  if (macroIn.length > 0 && !(ctx.finalUrl && own({ url: ctx.finalUrl.href }))) out.push({ id: 'macro-document', message: 'The file is an Office document with VBA macros.', evidence: clip(macroIn.join(', '), 200) });
  return out;
}

/** A second capture with another user agent / locale that differs materially (analysis/cloaking.ts). */
function cloakingSignals(ctx: SignalContext): SignalDraft[] {
  const found = ctx.input ? cloakingDifference(ctx.rules, ctx.input) : null;
  if (!found) return [];
  const out: SignalDraft[] = [{ id: 'cloaking-difference', message: found.message, evidence: found.evidence }];
  if (found.hiddenCredentials) out.push({ id: 'cloaked-credential-form', message: 'The page asks for credentials only when visited with another user agent or locale.', evidence: found.evidence });
  return out;
}
