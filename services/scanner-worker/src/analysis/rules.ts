import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEVERITIES, type Severity, type Verdict } from './result.js';
import type { GrowthRules } from './signals/growth.js';
import type { PriceCutRules } from './signals/price-cuts.js';
import { escapeRegExp } from './regexp.js';

/**
 * Rules are data: which facts become signals, how much they weigh, and the lists they are judged
 * against live in services/scanner-worker/rules/*.json. An operator points SCAN_RULES_DIR at a
 * directory holding any subset of those files; each file found there replaces the default one,
 * except signals.json, which is merged id by id so one rule can be retuned or disabled alone.
 */

/** src/analysis and dist/analysis are both two levels below the service root. */
export const DEFAULT_RULES_DIR = fileURLToPath(new URL('../../rules/', import.meta.url));

export const RULE_FILES = [
  'signals.json',
  'scoring.json',
  'thresholds.json',
  'brands.json',
  'suspicious-tlds.json',
  'downloads.json',
  'obfuscation.json',
  'confusables.json',
  'kits.json',
  'identity.json',
  'lures.json',
] as const;
export type RuleFile = (typeof RULE_FILES)[number];

export type SignalRule = {
  severity: Severity;
  categories: string[];
  enabled: boolean;
  forceVerdict: Verdict | null;
};

export type Brand = {
  name: string;
  keywords: string[];
  match: 'substring' | 'token';
  /** Registrable domains the brand legitimately uses; subdomains of them are legitimate too. */
  domains: string[];
  /** How the brand writes itself in page text (titles, headings, logo alt text). */
  names: string[];
  /** Favicon hashes of the brand's own icons: Shodan-style mmh3 and sha256 of the bytes. */
  faviconMmh3: number[];
  faviconSha256: string[];
  /** 64-bit difference hashes (16 hex digits, capture/hashes.ts dHash) of the brand's icons and logos: matched by distance. */
  faviconDhash: string[];
  /** The name is shared by independent member institutions on their own domains (Sparkasse, Volksbank, Caixa…). */
  federated?: boolean;
};

/** rules/kits.json compiled: every list is one case-insensitive pattern per entry. */
export type KitRules = {
  fields: Record<'otp' | 'card' | 'cardSecret' | 'identity' | 'seed', RegExp[]>;
  seedWordInputs: number;
  /** A one-time code typed one character per box: at least this many one-character boxes (credential-otp). */
  codeBoxInputs: number;
  /** Where kits post what they collect besides chat bots (webhook and form relays, IP lookups): exfil-endpoint. */
  exfiltration: RegExp[];
  /** Chat-bot APIs (Telegram, Discord, Slack webhooks): exfil-endpoint too, and chat-bot-relay, since a site's own sign-in never posts to a chat. */
  chatBotRelay: RegExp[];
  lure: RegExp[];
  shellCommand: RegExp[];
  /** What makes a shell command a dropper (an address, a download or script-host tool, decoding, hiding); a command with none of it is a local fix. */
  commandReach: RegExp;
  clipboardWrite: RegExp[];
  /** Windows Run dialog / Win+X / PowerShell (Admin) steps; terminalPaste: open a terminal and paste (install docs say that too). */
  runDialog: RegExp[];
  terminalPaste: RegExp[];
  /** Self-XSS: paste-into-the-console instructions, code reading a session token or cookies, and code sending it (kitSignals console-token-paste). */
  consolePaste: { instructions: RegExp; tokenRead: RegExp; send: RegExp } | null;
  fakeCaptcha: RegExp[];
  /** downloadName: a download of a risky file named in place; downloadTrigger + payloadLiteral: the same with the name held in a variable. */
  smuggling: { builders: RegExp[]; downloadName: RegExp; downloadTrigger: RegExp; payloadLiteral: RegExp };
  /**
   * connect: a dapp asking the wallet for accounts; connectCta: a button or link saying "connect wallet" / "claim now"; drain: unbounded approvals, permits and transfers of everything;
   * approval: rights over tokens or NFTs that marketplaces ask for too (setApprovalForAll, Seaport orders, Permit2,
   * signAllTransactions) — they decide only beside a lure or brand evidence; balanceRead + valueCall (signals/wallet.ts):
   * an amount derived from the wallet's balance, sent without an amount the visitor typed (no amountField input);
   * lure: what drainer pages push (claim, airdrop, migrate, rectify, revoke, mint…).
   */
  wallet: {
    connect: RegExp[];
    connectCta: RegExp;
    drain: RegExp[];
    approval: RegExp[];
    balanceRead: RegExp;
    valueCall: RegExp;
    amountField: RegExp;
    lure: RegExp[];
    /** Value-moving wallet calls and token selectors, looked for in the literals the page decodes (calls a drainer hides). */
    hiddenCall: RegExp;
  };
  /** Page text that names the recovery phrase or private key, and the loose words a field asking for it carries. */
  seedContext: RegExp;
  seedFieldLoose: RegExp;
  /** An instruction to enter the phrase or key (affirmed: "never enter your phrase" does not count). */
  seedRequest: RegExp[];
  /** text: alarms (infected, blocked, compromised); call: calls to action (call support, toll-free); callPhone: a phone number after a call word, in any numbering plan (group 1). */
  /** supportLine: words that present a customer-service line (helpline, live agent, atención al cliente), read beside a phone number. */
  techSupport: { text: RegExp[]; call: RegExp[]; phone: RegExp; callPhone: RegExp; behaviour: RegExp[]; supportLine: RegExp };
  /** A human check in the words kits use (narrower than fakeCaptcha: no vendor names). */
  humanCheck: RegExp[];
  /** A negation shortly before a match in the same sentence ("we never ask for a fee") discards the match. */
  negation: RegExp;
  /** Download calls to action: link words, download-ish paths, file-hosting hosts; words that advertise a document or an archive. */
  download: { words: RegExp; path: RegExp; fileHosts: RegExp; documentWords: RegExp; archiveWords: RegExp; scriptFiles: RegExp };
  botEvasion: RegExp[];
  /** A cloaked kit's cover: at least minChecks botEvasion checks before a page showing nothing of its own (page) or ending on another site; null when kits.json has none. */
  cloakDecoy: { minChecks: number; page: RegExp } | null;
  /** Link targets whose host or path reads as a sign-in page; counted only on pages with at most maxOffsiteLinks links to other sites. */
  signinLink: { words: RegExp; maxOffsiteLinks: number };
  /** The first step of a split sign-in: a heading or title that says sign in, and the identifier box (e-mail, username). */
  identifierFirst: { heading: RegExp; field: RegExp };
  /** Query parameter names that say where a sign-in returns to (`next`, `returnUrl`…), the whole name. */
  returnParameter: RegExp;
  /** The words just before a brand's name when a line offers it as a way to sign in or pay ("Continue with", "Ou avec"), ending the text. */
  providerOffer: RegExp;
  /** URL paths where sites keep files, not pages (a CMS's upload, plugin or theme folders, .well-known), and pages named as documents (Invoice.pdf.html). */
  filePath: RegExp;
  /** Brand names too common as words to count when they appear in body text (lower-cased). */
  brandMentionIgnore: Set<string>;
  /** Archive types that, linked, deliver a payload (beside downloads.json's executables). */
  archiveExtensions: string[];
  /** A document extension followed by an executable one (invoice.pdf.vbs). */
  disguisedExtension: RegExp;
  /** A password shown to the visitor: the archive-password pretext when the page delivers an archive. */
  shownPassword: RegExp;
  /** Pretexts that push a file, by concept (fake update, warez, defeat defences, archive password, run a script file, document): a concept counts once. */
  malwareLure: Record<string, RegExp[]>;
  /**
   * investment: concepts (returns, accuracy, automation, guarantee, endorsement, scarcity, deposit, referral); a page shows the
   * investment-scam text with minHits concepts of which one is in investmentPromise. payout + upfrontFee: the two halves
   * of an advance-fee scam; remoteAccess: "install AnyDesk and give the code to your agent".
   */
  scams: {
    giveaway: RegExp[];
    investment: Record<string, RegExp[]>;
    investmentPromise: string[];
    prize: RegExp[];
    /**
     * Fake shops: closing-down prices (pricing; priceCuts reads them from the numbers: signals/price-cuts.ts, null when
     * kits.json has none) and payment only by transfer (payment, and the onlyWords grammar).
     */
    fakeShop: { pricing: RegExp[]; payment: RegExp[]; priceCuts: PriceCutRules | null };
    minHits: number;
    cryptoAddress: RegExp;
    /** A link that opens a chat in a messaging app (wa.me, t.me, line.me…), matched against a link's href. */
    messengerLink: RegExp;
    payout: RegExp[];
    upfrontFee: RegExp[];
    remoteAccess: RegExp[];
    /** "Choose your bank" in several languages: money received through a bank the visitor picks (a marketplace or e-transfer kit). */
    bankPicker: RegExp;
    /**
     * How the page wants to be paid, by concept: untraceable (gift cards, vouchers and their codes, money-transfer
     * agents), privatePayee (a person's own account or card), proof (a receipt, screenshot or codes sent over a
     * messenger), secrecy (keep it from the bank, the store's staff, the buyer; do not call to check), safeAccount
     * (move your own money to a "safe" account), payeeChange (our bank details have changed).
     */
    payment: Record<string, RegExp[]>;
    /** An account to pay into: a sort code, routing number, IBAN or account number. */
    bankDetails: RegExp;
    /** A service that promises to get scam losses back ("we recover 97 % of lost funds"): money to receive, and never a write-up. */
    recoveryOffer: RegExp[];
    /** The words just before a recovery offer that report it as someone else's ("offering to", "claim they can"). */
    reportedOffer: RegExp;
    /** The subscription trap: a trial product paid by postage only (offer) and the recurring charge its fine print enrols the card in (charge). */
    trialTrap: { offer: RegExp[]; charge: RegExp[] };
    /** The seller or landlord who cannot meet the buyer ("I am abroad on a mission; my lawyer will courier the keys"). */
    absentee: RegExp[];
    /** The fine print of an invoice look-alike: "this is not a bill", "we do not register or renew domain names", "not a government agency". */
    solicitation: RegExp[];
    /** Markers of what no licensed seller sells so (prescription drugs without a prescription, degrees without study); minHits of them. */
    unlicensed: RegExp[];
    /** Markers of extortion (access to the visitor's device or a recording of them, a threat to send it to their contacts, deletion once paid, no police); minHits of them. */
    extortion: RegExp[];
    /** A fee said not to be payable out of the visitor's balance, winnings or withdrawal (scams.ts withheld-balance-text). */
    withheldBalance: RegExp[];
    /** A seller declining cards, PayPal or a platform's payment, or giving a reason for transfer only ("to avoid fees", "because of card fraud"). */
    paymentRefusal: RegExp[];
    /** Money received to be sent on to a vendor (onward) while the visitor keeps the rest (keepRest): scams.ts money-forwarding-text. */
    forwarding: { onward: RegExp[]; keepRest: RegExp[] };
    /** Returns read from numbers (a stake and what it became in a short period, a percentage per day, week or month): signals/growth.ts; null when kits.json has none. */
    growth: GrowthRules | null;
    /** Donation appeals: the ask, the registrations real charities show, and a collector's own word that it is not registered (scams.ts unregistered-appeal-text). */
    charity: { appeal: RegExp; registered: RegExp; unregistered: RegExp } | null;
  };
  /** A script decrypting a payload (decrypt) and writing markup into the page (sink). */
  encryptedPayload: { decrypt: RegExp[]; sink: RegExp };
  /** A script fetching markup and writing it into the document. */
  remoteContent: RegExp;
  /** "Scan the QR code" to sign in, in several languages (a sign-in moved to the phone). */
  qrSignin: RegExp;
  /** A webmail provider's name (Outlook, Gmail, Yahoo Mail, KPN Mail, "other e-mail"): a picker of several is how document lures collect any mailbox's password. */
  mailProvider: RegExp;
  /** A password field labelled as another account's password (the visitor's e-mail, network, Windows or Office 365 password): kitSignals foreign-password-field. */
  foreignPassword: RegExp;
  /** Credentials the page itself publishes for its password box ("Demo credentials: demo / demo"): a demo, not a harvest. */
  demoCredentials: RegExp;
  /** A document delivered as a disk image: the image extensions and the words of a document's file name beyond download.documentWords (malware.ts documentDiskImage). */
  diskImage: { extensions: ReadonlySet<string>; documentWords: RegExp };
  /** What small-fee kits charge for, in a page's title or headings: a toll, a fine, customs, a parcel (kitSignals fee-card-form). */
  feeCard: RegExp;
  /** A browser check naming the site it protects ("aramex.com needs to review the security of your connection"); the named host is a group (kitSignals forged-challenge). */
  challengeHost: RegExp;
  /** A small amount of money in any currency kits.json feeCardAmounts lists (smallAmountPattern). */
  smallAmount: RegExp;
  /**
   * "Add to Chrome" in several languages (addTo), the browsers' extension stores (stores: hosts), extension file types
   * (files); extension packages (packages: crx, xpi) offered by a link that says "extension" (words) count too.
   */
  browserExtension: { addTo: RegExp; stores: RegExp; files: ReadonlySet<string>; packages: ReadonlySet<string>; words: RegExp };
  /** Pages that discuss threats, in at least minTextLength characters of text: one match of warning, or minHits matches of pattern each in its own surroundings. */
  /** notWarning: a warning word's surroundings that make it no warning (a testimonial's doubt before it, "I thought it was a"; a business use, "chargeback fraud", "fraud prevention"). */
  threatDiscussion: { pattern: RegExp; warning: RegExp; notWarning: { before: RegExp; after: RegExp }; minHits: number; minTextLength: number };
};

/** rules/identity.json: how a page's host is read as its owner's name (analysis/identity.ts). */
export type IdentityRules = {
  /** Platforms whose subdomains are organisations' tenants (acme.okta.com is Acme's). */
  tenantPlatforms: string[];
  /** Platforms where anyone can publish under a subdomain or path (web.app, pages.dev…). */
  sharedHosting: string[];
  /** A site builder's badge on its tenants' pages ("Made with Kestrel Sites", "Powered by …"); group 1 is the platform's name. */
  platformBadge: RegExp | null;
  /** First host labels where a platform runs its own services (pay., checkout., docs.), lower-cased: a badge there is the platform's own page. */
  platformServiceLabels: ReadonlySet<string>;
  /** Words a registrable label carries beside a name to look like an account service (acme-secure-login). */
  accountHostWords: ReadonlySet<string>;
  /** A government word or a country's public suffix written into a host before its real suffix (gov-uk-portal.com, idp-uni.ac-uk.co). */
  suffixDressing: RegExp | null;
  /** Self-hosted products organisations run on their own hosts, as nameKey()s (outlookwebapp, roundcube). */
  selfHostedProducts: string[];
  /** Registry brand names that are ordinary words (Office, Post, Chase), lower-cased: they do not stop a claim being the host's own. */
  commonWordNames: ReadonlySet<string>;
  /** Words a kit adds to a brand's name to make a service of it (rewards, help, wallet), lower-cased: not words of a longer name of one's own. */
  brandServiceWords: ReadonlySet<string>;
  /** Words a site name adds to its organisation's name (getacme, acme-bank), as nameKey()s, longest first. */
  nameAffixes: { prefixes: string[]; suffixes: string[] };
  /** Where organisations run self-hosted products: the host's first label, or a path segment (lower-cased). */
  selfHostedAt: { hostLabels: ReadonlySet<string>; paths: string[] };
  /** A page presenting itself as a government body (claim, over its title, headings and logo) and the hosts governments publish on. */
  government: { claim: RegExp; hosts: RegExp } | null;
};

/**
 * rules/lures.json: a sentence naming a subject with trouble, or a demand with a deadline, is a
 * lure. Each concept is one pattern (stems from the start of a word; entries in scripts written
 * without spaces match anywhere).
 */
export type LureConcepts = { maxSentence: number; subject: RegExp; trouble: RegExp; demand: RegExp; deadline: RegExp };

/** Signals that decide together: every entry of `all` needs one of its ids present. */
export type Combination = {
  id: string;
  all: string[][];
  /** Besides `all`: at least `count` of these ids present (kit traits that decide only together). */
  some?: { of: string[]; count: number };
  verdict: 'malicious' | 'suspicious';
  categories: string[];
  /** Categories it gives only when no deciding combination gives one (verdict.ts decide): a brand's dressed site is phishing unless it serves malware, a drainer… */
  defaultCategories?: string[];
  description: string;
};

export type ObfuscationPattern = {
  id: string;
  description: string;
  regex: RegExp;
  severity: Severity;
};

export type Rules = {
  signals: Readonly<Record<string, SignalRule>>;
  scoring: {
    weights: Readonly<Record<Severity, number>>;
    thresholds: { malicious: number; suspicious: number };
    /** Signal ids that only add to a verdict another signal started. */
    corroborating: ReadonlySet<string>;
    /** Info-level facts that combinations may require (they never decide or explain alone). */
    conditions: ReadonlySet<string>;
    combinations: Combination[];
  };
  thresholds: {
    redirectChainMinHops: number;
    redirectCrossDomainMinHops: number;
    deepSubdomainMinLabels: number;
    expectedSecurityHeaders: string[];
    expectedSecurityHeadersHttps: string[];
    /** A favicon whose dHash is at most this many bits from a brand's is that brand's icon redrawn or rescaled. */
    faviconDhashMaxDistance: number;
    /** Two captures whose visible texts (at least minWords distinct words in one) share at most maxSimilarity of their words differ materially. */
    cloakingText: { minWords: number; maxSimilarity: number };
  };
  brands: Brand[];
  suspiciousTlds: ReadonlySet<string>;
  downloads: {
    attachmentExtensions: ReadonlySet<string>;
    urlExtensions: ReadonlySet<string>;
    mimeTypes: ReadonlySet<string>;
    magic: { name: string; bytes: Buffer }[];
  };
  obfuscation: {
    patterns: ObfuscationPattern[];
    base64Blob: { minLength: number; severity: Severity };
    hexEscapes: { minCount: number; minDensity: number; severity: Severity };
    fromCharCode: { minArgs: number; severity: Severity };
  };
  kits: KitRules;
  identity: IdentityRules;
  lureConcepts: LureConcepts;
  confusables: {
    scripts: string[];
    map: ReadonlyMap<string, string>;
    lookalikes: ReadonlyMap<string, string[]>;
  };
};

export class RulesError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'RulesError';
  }
}

/**
 * Loads the rules once at start-up. Throws RulesError naming the file and field at fault: a rule
 * set that does not parse is a deployment mistake, better refused than half applied.
 */
export async function loadRules(dir?: string): Promise<Rules> {
  const raw = {} as Record<RuleFile, unknown>;
  const overridden = {} as Record<RuleFile, unknown>;
  for (const file of RULE_FILES) {
    raw[file] = await readJson(join(DEFAULT_RULES_DIR, file), file, true);
    if (dir !== undefined) overridden[file] = await readJson(join(dir, file), file, false);
  }
  const pick = (file: RuleFile): unknown => overridden[file] ?? raw[file];
  const signals = parseSignals(raw['signals.json'], overridden['signals.json']);
  const scoring = parseScoring(pick('scoring.json'));
  checkCombinationMembers(scoring, signals);
  return {
    signals,
    scoring,
    thresholds: parseThresholds(pick('thresholds.json')),
    brands: parseBrands(pick('brands.json')),
    suspiciousTlds: parseTlds(pick('suspicious-tlds.json')),
    downloads: parseDownloads(pick('downloads.json')),
    obfuscation: parseObfuscation(pick('obfuscation.json')),
    confusables: parseConfusables(pick('confusables.json')),
    kits: parseKits(pick('kits.json')),
    identity: parseIdentity(pick('identity.json')),
    lureConcepts: parseLureConcepts(pick('lures.json')),
  };
}

/** One pattern per concept: words with a start-of-word boundary, scripts without spaces (CJK, Hangul, Thai) without. */
export function conceptPattern(entries: string[], file: string, at: string): RegExp {
  const spaced = entries.filter((e) => !/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(e));
  const unspaced = entries.filter((e) => !spaced.includes(e));
  const parts = [spaced.length ? `(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})` : '', unspaced.length ? `(?:${unspaced.join('|')})` : ''].filter(Boolean);
  return compilePattern(parts.join('|'), 'iu', file, at);
}

function parseLureConcepts(value: unknown): LureConcepts {
  const file = 'lures.json';
  const o = obj(value, file, 'root');
  const concept = (at: string) => conceptPattern(strings(o[at], file, at), file, at);
  return { maxSentence: num(o.maxSentence, file, 'maxSentence', 40, 5_000), subject: concept('subject'), trouble: concept('trouble'), demand: concept('demand'), deadline: concept('deadline') };
}

function parseIdentity(value: unknown): IdentityRules {
  const file = 'identity.json';
  const o = obj(value, file, 'root');
  const domains = (at: string) => strings(o[at], file, at).map((d) => d.toLowerCase().replace(/^\./, ''));
  return {
    tenantPlatforms: domains('tenantPlatforms'),
    sharedHosting: domains('sharedHosting'),
    platformBadge: o.platformBadge === undefined ? null : compilePattern(str(o.platformBadge, file, 'platformBadge'), 'giu', file, 'platformBadge'),
    platformServiceLabels: lowerSet(optionalStrings(o.platformServiceLabels, file, 'platformServiceLabels')),
    accountHostWords: lowerSet(strings(o.accountHostWords, file, 'accountHostWords')),
    suffixDressing: o.suffixDressing === undefined ? null : compilePattern(str(o.suffixDressing, file, 'suffixDressing'), 'i', file, 'suffixDressing'),
    selfHostedProducts: strings(o.selfHostedProducts, file, 'selfHostedProducts').map((p) => p.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')),
    commonWordNames: lowerSet(optionalStrings(o.commonWordNames, file, 'commonWordNames')),
    brandServiceWords: lowerSet(optionalStrings(o.brandServiceWords, file, 'brandServiceWords')),
    nameAffixes: affixesOf(o.nameAffixes, file),
    selfHostedAt: selfHostedAtOf(o.selfHostedAt, file),
    government: governmentOf(o.government, file),
  };
}

function governmentOf(value: unknown, file: string): IdentityRules['government'] {
  if (value === undefined) return null;
  const o = obj(value, file, 'government');
  return { claim: conceptPattern(strings(o.claim, file, 'government.claim'), file, 'government.claim'), hosts: compilePattern(str(o.hosts, file, 'government.hosts'), 'i', file, 'government.hosts') };
}

/**
 * `\w` as the rule files mean it: any letter, digit or underscore of any script. JavaScript's `\w` is ASCII
 * even in Unicode mode, so "карт\w*" would stop at "карт" in "карты" and "gebühr\w*" at "geb".
 */
export function unicodeWordClass(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      out += next === 'w' ? (inClass ? '\\p{L}\\p{N}_' : '[\\p{L}\\p{N}_]') : c + next;
      i += 1;
    } else {
      if (c === '[' && !inClass) inClass = true;
      else if (c === ']' && inClass) inClass = false;
      out += c;
    }
  }
  return out;
}

/** An operator's pattern, compiled; one that does not compile is the file's error, naming where it stands. */
function compilePattern(source: string, flags: string, file: string, at: string): RegExp {
  try {
    return new RegExp(flags.includes('u') ? unicodeWordClass(source) : source, flags);
  } catch (error) {
    throw new RulesError(file, `${at} does not compile: ${(error as Error).message}`);
  }
}

function selfHostedAtOf(value: unknown, file: string): IdentityRules['selfHostedAt'] {
  if (value === undefined) return { hostLabels: new Set(), paths: [] };
  const o = obj(value, file, 'selfHostedAt');
  return { hostLabels: lowerSet(strings(o.hostLabels, file, 'selfHostedAt.hostLabels')), paths: strings(o.paths, file, 'selfHostedAt.paths').map((p) => p.toLowerCase()) };
}

function affixesOf(value: unknown, file: string): IdentityRules['nameAffixes'] {
  if (value === undefined) return { prefixes: [], suffixes: [] };
  const o = obj(value, file, 'nameAffixes');
  const keys = (at: 'prefixes' | 'suffixes') => [...new Set(strings(o[at], file, `nameAffixes.${at}`).map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')))].sort((a, b) => b.length - a.length);
  return { prefixes: keys('prefixes'), suffixes: keys('suffixes') };
}

/**
 * An alternation of words that stand alone in Latin and Cyrillic text (not "day" inside "Monday") yet match inside
 * Thai, Chinese, Japanese or Korean text, which writes no spaces between words. A word written after a slash
 * ("560 F/jour", "USD/day") follows the unit it divides.
 */
function standalone(alternation: string): string {
  return `(?:(?<![\\p{Script=Latin}\\p{Script=Cyrillic}])|(?=/))(?:${alternation})(?![\\p{Script=Latin}\\p{Script=Cyrillic}])`;
}

/**
 * kits.json feeCardAmounts: a small amount of money, its currency's sign or code before or after a number of at
 * most that currency's digits ("NT$ 112", "64,50 lei", "9.800 Ft", "Rp 25.000"), a thousands separator allowed
 * where the digits run past three. A sign is not read inside a longer one: the "$" of "NT$ 112" is not a dollar.
 */
function smallAmountPattern(o: Obj, file: string): RegExp {
  const alternatives: string[] = [];
  for (const [digits, signs] of Object.entries(o)) {
    if (digits === '$comment') continue;
    const size = num(Number(digits), file, `feeCardAmounts.${digits}`, 1, 9);
    const grouped = Array.from({ length: Math.floor((size - 1) / 3) }, (_, i) => i + 1).map((groups) => `\\d{1,${Math.min(3, size - 3 * groups)}}(?:[.,\\s]\\d{3}){${groups}}`);
    const number = `(?:${[...grouped, `\\d{1,${size}}`].join('|')})(?:[.,]\\d{2})?`;
    const sign = `(?:${strings(signs, file, `feeCardAmounts.${digits}`)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`;
    alternatives.push(`(?<![\\p{L}])${sign}\\.?\\s?${number}(?![\\d.,]*\\d)`, `${number}\\s?${sign}(?![\\p{L}\\d])`);
  }
  // Not the tail of a longer number: after a digit and a space only where no thousands group can start ("1 234" is
  // not "234"; the "1,99 zł" after a street number "Grójecka 112" is an amount).
  return compilePattern(`(?<![\\d.,])(?!(?<=\\d\\s)\\d{3}(?!\\d))(?:${alternatives.join('|')})`, 'iu', file, 'feeCardAmounts');
}

/** A concept lexicon with more patterns for one concept (those a word-list grammar builds). */
function withPatterns(concepts: Record<string, RegExp[]>, concept: string, patterns: RegExp[]): Record<string, RegExp[]> {
  return patterns.length === 0 ? concepts : { ...concepts, [concept]: [...(concepts[concept] ?? []), ...patterns] };
}

/**
 * kits.json scams.growth: word lists (alternations) compiled into the patterns signals/growth.ts reads. Latin and
 * Cyrillic words stand alone (not inside "essay" or "Monday"); Thai, Chinese, Japanese and Korean write no spaces.
 */
function parseGrowth(o: Obj, file: string): GrowthRules {
  const at = 'scams.growth';
  const pattern = (source: string, where: string, global = false): RegExp => compilePattern(source, global ? 'giu' : 'iu', file, `${at}.${where}`);
  /** An amount's digits (group `${name}`) and a thousand or lakh after them (group `${name}Times`). */
  const number = (name: string): string => `(?<${name}>\\d{1,3}(?:[,\\s\\u00a0\\u202f]\\d{3})+(?:,\\d{1,2})?|\\d+(?:,\\d{1,2})?)(?<${name}Times>\\s?(?:k|mil|lakh)(?![\\p{L}]))?`;
  const currency = standalone(str(o.currency, file, `${at}.currency`));
  const amount = pattern(`${currency}\\s?${number('before')}|${number('after')}\\s?${currency}`, 'currency', true);
  /** A percentage or a range of them (8–15 %), the sign before the digits too (Turkish %20). */
  const percent = (name: string): string => `(?<${name}>\\d+(?:,\\d+)?\\s?(?:[-–~]\\s?\\d+(?:,\\d+)?\\s?)?[%٪]|[%٪]\\s?\\d+(?:,\\d+)?)`;
  const periods = Object.entries(obj(o.periods, file, `${at}.periods`)).map(([name, value]) => {
    const p = obj(value, file, `${at}.periods.${name}`);
    const per = standalone(str(p.per, file, `${at}.periods.${name}.per`));
    const unit = standalone(str(p.unit, file, `${at}.periods.${name}.unit`));
    return {
      name,
      days: num(p.days, file, `${at}.periods.${name}.days`, 1 / 24, 31),
      minRate: num(p.minRate, file, `${at}.periods.${name}.minRate`, 0, 1000),
      per: pattern(per, `periods.${name}.per`),
      unit: pattern(`(?:(?<count>\\d+)\\s?)?${unit}`, `periods.${name}.unit`, true),
      rate: pattern(`${percent('pct')}[^\\d%٪.!?]{0,15}?${per}|${per}[^\\d%٪.!?]{0,20}?${percent('pctAfter')}`, `periods.${name}.rate`, true),
      // "100 % en 24 heures", "+312 % за 30 дни": a percentage, at most two short words, then a counted stretch.
      countedRate: pattern(`${percent('pct')}\\s?(?:[\\p{L}]{1,6}\\s){0,2}?(?<count>\\d+)\\s?${unit}`, `periods.${name}.countedRate`, true),
    };
  });
  return {
    currencyMarks: currency,
    amount,
    periods,
    years: pattern(standalone(str(o.years, file, `${at}.years`)), 'years'),
    offer: pattern(standalone(str(o.offer, file, `${at}.offer`)), 'offer'),
    minRatio: num(o.minRatio, file, `${at}.minRatio`, 1.5, 1000),
    shortRatio: num(o.shortRatio, file, `${at}.shortRatio`, 1.2, 1000),
    shortDays: num(o.shortDays, file, `${at}.shortDays`, 1 / 24, 31),
    maxDays: num(o.maxDays, file, `${at}.maxDays`, 1, 366),
  };
}

async function readJson(path: string, file: string, required: boolean): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (!required && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new RulesError(file, `cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RulesError(file, `invalid JSON in ${path}: ${(error as Error).message}`);
  }
}

// ---- small validators: the rules are few and flat, a schema library would weigh more than it saves.

type Obj = Record<string, unknown>;

function obj(value: unknown, file: string, at: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RulesError(file, `${at} must be an object`);
  return value as Obj;
}

function str(value: unknown, file: string, at: string): string {
  if (typeof value !== 'string' || value === '') throw new RulesError(file, `${at} must be a non-empty string`);
  return value;
}

function num(value: unknown, file: string, at: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new RulesError(file, `${at} must be a number between ${min} and ${max}`);
  }
  return value;
}

function strings(value: unknown, file: string, at: string): string[] {
  if (!Array.isArray(value)) throw new RulesError(file, `${at} must be an array of strings`);
  return value.map((item, i) => str(item, file, `${at}[${i}]`));
}

/** An optional array of strings: absent is empty. */
function optionalStrings(value: unknown, file: string, at: string): string[] {
  return value === undefined ? [] : strings(value, file, at);
}

function sev(value: unknown, file: string, at: string): Severity {
  if (typeof value !== 'string' || !(SEVERITIES as readonly string[]).includes(value)) {
    throw new RulesError(file, `${at} must be one of ${SEVERITIES.join(', ')}`);
  }
  return value as Severity;
}

function lowerSet(values: string[]): Set<string> {
  return new Set(values.map((v) => v.toLowerCase().replace(/^\./, '')));
}

function parseSignalRule(value: unknown, base: SignalRule | undefined, file: string, id: string): SignalRule {
  const o = obj(value, file, id);
  const severity = o.severity === undefined && base ? base.severity : sev(o.severity, file, `${id}.severity`);
  const categories = o.categories === undefined && base ? base.categories : strings(o.categories, file, `${id}.categories`);
  let enabled = base?.enabled ?? true;
  if (o.enabled !== undefined) {
    if (typeof o.enabled !== 'boolean') throw new RulesError(file, `${id}.enabled must be a boolean`);
    enabled = o.enabled;
  }
  let forceVerdict = base?.forceVerdict ?? null;
  if (o.forceVerdict !== undefined) {
    if (o.forceVerdict !== null && o.forceVerdict !== 'malicious' && o.forceVerdict !== 'suspicious') {
      throw new RulesError(file, `${id}.forceVerdict must be "malicious", "suspicious" or null`);
    }
    forceVerdict = o.forceVerdict;
  }
  return { severity, categories, enabled, forceVerdict };
}

function parseSignals(defaults: unknown, override: unknown): Record<string, SignalRule> {
  const file = 'signals.json';
  const out: Record<string, SignalRule> = {};
  for (const [id, value] of Object.entries(obj(defaults, file, 'root'))) {
    if (id.startsWith('$')) continue;
    out[id] = parseSignalRule(value, undefined, file, id);
  }
  if (override !== undefined) {
    for (const [id, value] of Object.entries(obj(override, file, 'root'))) {
      if (id.startsWith('$')) continue;
      // An unknown id is most likely a typo that would otherwise silently do nothing.
      if (!(id in out)) throw new RulesError(file, `unknown signal id "${id}"`);
      out[id] = parseSignalRule(value, out[id], file, id);
    }
  }
  return out;
}

/**
 * A combination decides only on signals it can see: an info-level signal counts only when scoring.json lists it
 * among its `conditions`, so naming any other one is a mistake that would silently never fire.
 */
function checkCombinationMembers(scoring: Rules['scoring'], signals: Rules['signals']): void {
  for (const combination of scoring.combinations) {
    for (const id of [...combination.all.flat(), ...(combination.some?.of ?? [])]) {
      if (signals[id]?.severity === 'info' && !scoring.conditions.has(id)) throw new RulesError('scoring.json', `combination "${combination.id}" names the info-level signal "${id}", which is not among the conditions: it would never decide`);
    }
  }
}

function parseScoring(value: unknown): Rules['scoring'] {
  const file = 'scoring.json';
  const o = obj(value, file, 'root');
  const w = obj(o.weights, file, 'weights');
  const t = obj(o.thresholds, file, 'thresholds');
  const thresholds = { malicious: num(t.malicious, file, 'thresholds.malicious', 1, 100), suspicious: num(t.suspicious, file, 'thresholds.suspicious', 1, 100) };
  if (thresholds.suspicious > thresholds.malicious) throw new RulesError(file, 'thresholds.suspicious must not exceed thresholds.malicious');
  const corroborating = optionalStrings(o.corroborating, file, 'corroborating');
  const conditions = optionalStrings(o.conditions, file, 'conditions');
  const groups = signalGroupsOf(o.groups, file);
  /** Signal ids with each `@group` replaced by its members, in place (the first present id is the one a combination names). */
  const expand = (ids: string[], at: string): string[] =>
    ids.flatMap((id) => {
      if (!id.startsWith('@')) return [id];
      const members = groups.get(id.slice(1));
      if (!members) throw new RulesError(file, `${at} names unknown group "${id}"`);
      return members;
    });
  const combos = o.combinations === undefined ? [] : o.combinations;
  if (!Array.isArray(combos)) throw new RulesError(file, 'combinations must be an array');
  const combinations = combos.map((item, i): Combination => {
    const c = obj(item, file, `combinations[${i}]`);
    if (!Array.isArray(c.all) || c.all.length === 0) throw new RulesError(file, `combinations[${i}].all must be a non-empty array`);
    const all = c.all.map((entry, j) => {
      const at = `combinations[${i}].all[${j}]`;
      return expand(typeof entry === 'string' ? [str(entry, file, at)] : strings(entry, file, at), at);
    });
    if (c.verdict !== 'malicious' && c.verdict !== 'suspicious') throw new RulesError(file, `combinations[${i}].verdict must be "malicious" or "suspicious"`);
    const combination: Combination = { id: str(c.id, file, `combinations[${i}].id`), all, verdict: c.verdict, categories: strings(c.categories, file, `combinations[${i}].categories`), description: typeof c.description === 'string' ? c.description : '' };
    if (c.some !== undefined) {
      const some = obj(c.some, file, `combinations[${i}].some`);
      const of = expand(strings(some.of, file, `combinations[${i}].some.of`), `combinations[${i}].some.of`);
      combination.some = { of, count: num(some.count, file, `combinations[${i}].some.count`, 1, of.length) };
    }
    if (c.defaultCategories !== undefined) combination.defaultCategories = strings(c.defaultCategories, file, `combinations[${i}].defaultCategories`);
    return combination;
  });
  return {
    corroborating: new Set(corroborating),
    conditions: new Set(conditions),
    combinations,
    weights: { info: num(w.info, file, 'weights.info', 0, 100), low: num(w.low, file, 'weights.low', 0, 100), medium: num(w.medium, file, 'weights.medium', 0, 100), high: num(w.high, file, 'weights.high', 0, 100) },
    thresholds,
  };
}

/**
 * scoring.json `groups`: named lists of signal ids that combinations name as `@name` (one place decides
 * what counts as, say, brand evidence or a credential field). Members are signal ids, not other groups.
 */
function signalGroupsOf(value: unknown, file: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  if (value === undefined) return groups;
  for (const [name, members] of Object.entries(obj(value, file, 'groups'))) {
    if (name.startsWith('$')) continue;
    const ids = strings(members, file, `groups.${name}`);
    if (ids.length === 0) throw new RulesError(file, `groups.${name} must not be empty`);
    const nested = ids.find((id) => id.startsWith('@'));
    if (nested) throw new RulesError(file, `groups.${name} names group "${nested}": groups hold signal ids only`);
    groups.set(name, ids);
  }
  return groups;
}

function parseThresholds(value: unknown): Rules['thresholds'] {
  const file = 'thresholds.json';
  const o = obj(value, file, 'root');
  return {
    redirectChainMinHops: num(o.redirectChainMinHops, file, 'redirectChainMinHops', 1, 1000),
    redirectCrossDomainMinHops: num(o.redirectCrossDomainMinHops, file, 'redirectCrossDomainMinHops', 1, 1000),
    deepSubdomainMinLabels: num(o.deepSubdomainMinLabels, file, 'deepSubdomainMinLabels', 1, 1000),
    expectedSecurityHeaders: strings(o.expectedSecurityHeaders, file, 'expectedSecurityHeaders').map((h) => h.toLowerCase()),
    expectedSecurityHeadersHttps: strings(o.expectedSecurityHeadersHttps, file, 'expectedSecurityHeadersHttps').map((h) => h.toLowerCase()),
    faviconDhashMaxDistance: o.faviconDhashMaxDistance === undefined ? 0 : num(o.faviconDhashMaxDistance, file, 'faviconDhashMaxDistance', 0, 32),
    cloakingText: cloakingTextOf(o.cloakingText, file),
  };
}

function cloakingTextOf(value: unknown, file: string): { minWords: number; maxSimilarity: number } {
  if (value === undefined) return { minWords: 20, maxSimilarity: 0.2 };
  const o = obj(value, file, 'cloakingText');
  return { minWords: num(o.minWords, file, 'cloakingText.minWords', 1, 100_000), maxSimilarity: num(o.maxSimilarity, file, 'cloakingText.maxSimilarity', 0, 1) };
}

export function parseBrands(value: unknown, file = 'brands.json'): Brand[] {
  const list = obj(value, file, 'root').brands;
  if (!Array.isArray(list)) throw new RulesError(file, 'brands must be an array');
  return list.map((item, i) => {
    const o = obj(item, file, `brands[${i}]`);
    const match = o.match ?? 'substring';
    if (match !== 'substring' && match !== 'token') throw new RulesError(file, `brands[${i}].match must be "substring" or "token"`);
    const keywords = strings(o.keywords, file, `brands[${i}].keywords`).map((k) => k.toLowerCase());
    for (const keyword of keywords) {
      if (!/^[a-z0-9-]+$/.test(keyword)) throw new RulesError(file, `brands[${i}].keywords: "${keyword}" may hold only a-z, 0-9 and -`);
    }
    const name = str(o.name, file, `brands[${i}].name`);
    const names = o.names === undefined ? [name, ...keywords] : strings(o.names, file, `brands[${i}].names`);
    const mmh3 = o.faviconMmh3 === undefined ? [] : o.faviconMmh3;
    if (!Array.isArray(mmh3) || !mmh3.every((h) => Number.isInteger(h) && h >= -2147483648 && h <= 2147483647)) throw new RulesError(file, `brands[${i}].faviconMmh3 must be an array of signed 32-bit integers`);
    const sha = optionalStrings(o.faviconSha256, file, `brands[${i}].faviconSha256`).map((h) => h.toLowerCase());
    if (!sha.every((h) => /^[0-9a-f]{64}$/.test(h))) throw new RulesError(file, `brands[${i}].faviconSha256 must hold 64 hex digits each`);
    const dhash = optionalStrings(o.faviconDhash, file, `brands[${i}].faviconDhash`).map((h) => h.toLowerCase());
    if (!dhash.every((h) => /^[0-9a-f]{16}$/.test(h))) throw new RulesError(file, `brands[${i}].faviconDhash must hold 16 hex digits each`);
    if (o.federated !== undefined && typeof o.federated !== 'boolean') throw new RulesError(file, `brands[${i}].federated must be true or false`);
    return { name, keywords, match, domains: [...lowerSet(strings(o.domains, file, `brands[${i}].domains`))], names, faviconMmh3: mmh3 as number[], faviconSha256: sha, faviconDhash: dhash, ...(o.federated === true ? { federated: true } : {}) };
  });
}

function parseTlds(value: unknown): Set<string> {
  return lowerSet(strings(obj(value, 'suspicious-tlds.json', 'root').tlds, 'suspicious-tlds.json', 'tlds'));
}

function parseDownloads(value: unknown): Rules['downloads'] {
  const file = 'downloads.json';
  const o = obj(value, file, 'root');
  const magic = o.magic;
  if (!Array.isArray(magic)) throw new RulesError(file, 'magic must be an array');
  return {
    attachmentExtensions: lowerSet(strings(o.attachmentExtensions, file, 'attachmentExtensions')),
    urlExtensions: lowerSet(strings(o.urlExtensions, file, 'urlExtensions')),
    mimeTypes: lowerSet(strings(o.mimeTypes, file, 'mimeTypes')),
    magic: magic.map((item, i) => {
      const m = obj(item, file, `magic[${i}]`);
      const hex = str(m.hex, file, `magic[${i}].hex`);
      if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new RulesError(file, `magic[${i}].hex must be an even number of hex digits`);
      return { name: str(m.name, file, `magic[${i}].name`), bytes: Buffer.from(hex, 'hex') };
    }),
  };
}

function parseObfuscation(value: unknown): Rules['obfuscation'] {
  const file = 'obfuscation.json';
  const o = obj(value, file, 'root');
  if (!Array.isArray(o.patterns)) throw new RulesError(file, 'patterns must be an array');
  const patterns = o.patterns.map((item, i): ObfuscationPattern => {
    const p = obj(item, file, `patterns[${i}]`);
    const flags = typeof p.flags === 'string' ? p.flags : '';
    if (/[gy]/.test(flags)) throw new RulesError(file, `patterns[${i}].flags: "g" and "y" make test() stateful and are refused`);
    let regex: RegExp;
    try {
      regex = new RegExp(str(p.source, file, `patterns[${i}].source`), flags);
    } catch (error) {
      throw new RulesError(file, `patterns[${i}].source does not compile: ${(error as Error).message}`);
    }
    return { id: str(p.id, file, `patterns[${i}].id`), description: str(p.description, file, `patterns[${i}].description`), regex, severity: sev(p.severity, file, `patterns[${i}].severity`) };
  });
  const b = obj(o.base64Blob, file, 'base64Blob');
  const h = obj(o.hexEscapes, file, 'hexEscapes');
  const f = obj(o.fromCharCode, file, 'fromCharCode');
  return {
    patterns,
    base64Blob: { minLength: num(b.minLength, file, 'base64Blob.minLength', 16), severity: sev(b.severity, file, 'base64Blob.severity') },
    hexEscapes: { minCount: num(h.minCount, file, 'hexEscapes.minCount', 1), minDensity: num(h.minDensity, file, 'hexEscapes.minDensity', 0, 1), severity: sev(h.severity, file, 'hexEscapes.severity') },
    fromCharCode: { minArgs: num(f.minArgs, file, 'fromCharCode.minArgs', 2), severity: sev(f.severity, file, 'fromCharCode.severity') },
  };
}

function parseConfusables(value: unknown): Rules['confusables'] {
  const file = 'confusables.json';
  const o = obj(value, file, 'root');
  const scripts = strings(o.scripts, file, 'scripts');
  for (const script of scripts) {
    try {
      new RegExp(`\\p{Script=${script}}`, 'u');
    } catch {
      throw new RulesError(file, `scripts: "${script}" is not a Unicode script name`);
    }
  }
  const map = new Map<string, string>();
  for (const [from, to] of Object.entries(obj(o.map, file, 'map'))) map.set(from, str(to, file, `map.${from}`).toLowerCase());
  const lookalikes = new Map<string, string[]>();
  for (const [letter, alts] of Object.entries(obj(o.lookalikes, file, 'lookalikes'))) {
    lookalikes.set(letter.toLowerCase(), strings(alts, file, `lookalikes.${letter}`).map((a) => a.toLowerCase()));
  }
  return { scripts, map, lookalikes };
}

function parseKits(value: unknown): KitRules {
  const file = 'kits.json';
  const o = obj(value, file, 'root');
  // fragments: alternations several patterns share (the gift cards scams ask for, a domain name), written `{name}` in
  // a pattern and spliced in as a group, so each is written once. `\p{L}` is a Unicode class, never a fragment.
  const fragments = new Map(
    Object.entries(o.fragments === undefined ? {} : obj(o.fragments, file, 'fragments'))
      .filter(([name]) => name !== '$comment')
      .map(([name, v]) => [name, `(?:${str(v, file, `fragments.${name}`)})`]),
  );
  // Returns read from numbers; the closing-down prices of fake shops are read with the same currency marks, and so is
  // {money} (a currency's sign or code standing alone) in any pattern, so the list is kept once (scams.growth.currency).
  const growthRules = (o.scams as Obj | undefined)?.growth;
  const growth = growthRules === undefined ? null : parseGrowth(obj(growthRules, file, 'scams.growth'), file);
  if (growth !== null) fragments.set('money', growth.currencyMarks);
  const spliced = (source: string): string => source.replace(/(?<!\\[pP])\{([A-Za-z]\w*)\}/g, (whole, name: string) => fragments.get(name) ?? whole);
  const re = (source: string, at: string): RegExp => compilePattern(spliced(source), 'iu', file, at);
  const list = (v: unknown, at: string): RegExp[] => strings(v, file, at).map((src, i) => re(src, `${at}[${i}]`));
  const fields = obj(o.fields, file, 'fields');
  const smuggling = obj(o.smuggling, file, 'smuggling');
  const wallet = obj(o.wallet, file, 'wallet');
  const tech = obj(o.techSupport, file, 'techSupport');
  const signin = obj(o.signinLink, file, 'signinLink');
  const identifierFirst = o.identifierFirst === undefined ? {} : obj(o.identifierFirst, file, 'identifierFirst');
  const scams = obj(o.scams, file, 'scams');
  const threats = obj(o.threatDiscussion, file, 'threatDiscussion');
  const notWarning = threats.notWarning === undefined ? {} : obj(threats.notWarning, file, 'threatDiscussion.notWarning');
  const extension = obj(o.browserExtension, file, 'browserExtension');
  const encrypted = obj(o.encryptedPayload, file, 'encryptedPayload');
  const never = /(?!)/;
  const always = /(?:)/;
  const optional = (v: unknown, at: string): RegExp => (v === undefined ? never : re(str(v, file, at), at));
  const optionalList = (v: unknown, at: string): RegExp[] => (v === undefined ? [] : list(v, at));
  const concepts = (v: unknown, at: string): Record<string, RegExp[]> => {
    if (v === undefined) return {};
    if (Array.isArray(v)) return { any: list(v, at) };
    return Object.fromEntries(Object.entries(obj(v, file, at)).map(([name, l]) => [name, list(l, `${at}.${name}`)]));
  };
  /** Up to `gap` characters within one clause; a dot inside a word or number (Ransom.Win32.Locky, 1.200) does not end it. */
  const clause = (gap: number): string => `(?:[^.!?\n。！？]|\\.(?=\\S)){0,${gap}}?`;
  /**
   * Word-list grammars (techSupport.alarm, techSupport.callWords, scams.extortionWords, scams.taskWords, scams.feeWords,
   * scams.voucherWords, scams.recoveryWords, scams.withheldBalance, scams.forwardingWords, fakeUpdateWords): each key
   * of the object is a regular-expression alternation — a device, a threat, a verb of calling… in some twenty
   * languages — so a language's wording is covered by its words rather than by the phrasings met so far. A
   * sequence names the lists in order, a number between two of them the most characters of the same clause
   * that may separate them, and a trailing `?` an optional list (absent from the object: left out).
   */
  const grammar = (v: unknown, at: string, sequences: (string | number)[][]): RegExp[] => {
    if (v === undefined) return [];
    const lists = obj(v, file, at);
    const part = (p: string | number): string => {
      if (typeof p === 'number') return clause(p);
      const optional = p.endsWith('?');
      const key = optional ? p.slice(0, -1) : p;
      if (optional && lists[key] === undefined) return '';
      return `(?:${str(lists[key], file, `${at}.${key}`)})${optional ? '?' : ''}`;
    };
    return sequences.map((sequence) => re(sequence.map(part).join(''), `${at} (${sequence.filter((p) => typeof p === 'string').join(', ')})`));
  };
  // Fake shops: closing-down prices in words and in the numbers (priceCuts); payment only by transfer is an only-word
  // and a way to pay no bank reverses, either order ("alleen betalingen per bankoverschrijving",
  // "โอนผ่านพร้อมเพย์เท่านั้น"), beside the phrasings of scams.fakeShop.payment.
  const shop = obj(scams.fakeShop, file, 'scams.fakeShop');
  const priceCutsOf = (c: Obj, currency: string): PriceCutRules => ({
    currency: compilePattern(currency, 'giu', file, 'scams.growth.currency'),
    markBefore: compilePattern(`(${currency})\\s?$`, 'iu', file, 'scams.growth.currency'),
    markAfter: compilePattern(`^\\s?(${currency})`, 'iu', file, 'scams.growth.currency'),
    minCut: num(c.minCut, file, 'scams.fakeShop.priceCuts.minCut', 0.5, 0.99),
    minPairs: num(c.minPairs, file, 'scams.fakeShop.priceCuts.minPairs', 1, 100),
  });
  const fakeShop = {
    pricing: list(shop.pricing, 'scams.fakeShop.pricing'),
    payment: [...list(shop.payment, 'scams.fakeShop.payment'), ...grammar(shop.onlyWords, 'scams.fakeShop.onlyWords', [['only', 30, 'transfer'], ['transfer', 12, 'onlyAfter']])],
    priceCuts: shop.priceCuts === undefined || growth === null ? null : priceCutsOf(obj(shop.priceCuts, file, 'scams.fakeShop.priceCuts'), growth.currencyMarks),
  };
  // Task scams: pay per task (a task word and an amount) is a payout, a deposit and what it unlocks a fee first.
  const taskPayout = grammar(scams.taskWords, 'scams.taskWords', [['task', 25, 'amount'], ['amount', 15, 'task']]);
  const taskFee = grammar(scams.taskWords, 'scams.taskWords', [['deposit', 40, 'unlock'], ['unlock', 30, 'deposit']]);
  // A fee that must be paid first (a fee word and a word of obligation or precedence), and third parties' gift cards or money-transfer agents offered as the ways to pay.
  const feeFirst = grammar(scams.feeWords, 'scams.feeWords', [['required', 60, 'fee'], ['fee', 60, 'required']]);
  // Getting lost money back ("récupère l'argent perdu", "odzyskamy utracone środki"), and a success rate in numbers.
  const recoveryWords = grammar(scams.recoveryWords, 'scams.recoveryWords', [['recover', 40, 'lost', 15, 'money'], ['recover', 40, 'money', 15, 'lost'], ['rate', 12, 'percent']]);
  const voucherMenu = grammar(scams.voucherWords, 'scams.voucherWords', [['menu', 60, 'voucher']]);
  const forwarding = { onward: grammar(scams.forwardingWords, 'scams.forwardingWords', [['forward', 60, 'vendor']]), keepRest: grammar(scams.forwardingWords, 'scams.forwardingWords', [['keep', 30, 'rest'], ['rest', 30, 'keep'], ['minus', 12, 'rest']]) };
  const withheldBalance = grammar(scams.withheldBalance, 'scams.withheldBalance', [['not', 30, 'deduct', 40, 'balance'], ['not', 30, 'balance', 40, 'deduct'], ['balance', 30, 'deductNot']]);
  const trialTrap = scams.trialTrap === undefined ? {} : obj(scams.trialTrap, file, 'scams.trialTrap');
  const download = o.download === undefined ? {} : obj(o.download, file, 'download');
  const diskImageOf = (d: Obj): KitRules['diskImage'] => ({ extensions: new Set(strings(d.extensions, file, 'diskImage.extensions').map((e) => e.toLowerCase())), documentWords: re(str(d.documentWords, file, 'diskImage.documentWords'), 'diskImage.documentWords') });
  const cloakDecoyOf = (c: Obj): NonNullable<KitRules['cloakDecoy']> => ({ minChecks: num(c.minChecks, file, 'cloakDecoy.minChecks', 1, 10), page: re(str(c.page, file, 'cloakDecoy.page'), 'cloakDecoy.page') });
  const charityOf = (c: Obj): NonNullable<KitRules['scams']['charity']> => {
    const words = (key: string): RegExp => re(standalone(str(c[key], file, `scams.charity.${key}`)), `scams.charity.${key}`);
    return { appeal: words('appeal'), registered: words('registered'), unregistered: words('unregistered') };
  };
  const consolePasteOf = (c: Obj): NonNullable<KitRules['consolePaste']> => {
    const pattern = (key: string): RegExp => re(str(c[key], file, `consolePaste.${key}`), `consolePaste.${key}`);
    return { instructions: pattern('instructions'), tokenRead: pattern('tokenRead'), send: pattern('send') };
  };
  return {
    fields: {
      otp: list(fields.otp, 'fields.otp'),
      card: list(fields.card, 'fields.card'),
      cardSecret: list(fields.cardSecret, 'fields.cardSecret'),
      identity: list(fields.identity, 'fields.identity'),
      seed: list(fields.seed, 'fields.seed'),
    },
    seedWordInputs: num(o.seedWordInputs, file, 'seedWordInputs', 2, 48),
    codeBoxInputs: num(o.codeBoxInputs, file, 'codeBoxInputs', 3, 12),
    exfiltration: list(o.exfiltration, 'exfiltration'),
    chatBotRelay: list(o.chatBotRelay, 'chatBotRelay'),
    lure: list(o.lure, 'lure'),
    shellCommand: list(o.shellCommand, 'shellCommand'),
    commandReach: o.commandReach === undefined ? always : re(str(obj(o.commandReach, file, 'commandReach').pattern, file, 'commandReach.pattern'), 'commandReach.pattern'),
    clipboardWrite: list(o.clipboardWrite, 'clipboardWrite'),
    runDialog: list(o.runDialog, 'runDialog'),
    terminalPaste: optionalList(o.terminalPaste, 'terminalPaste'),
    consolePaste: o.consolePaste === undefined ? null : consolePasteOf(obj(o.consolePaste, file, 'consolePaste')),
    fakeCaptcha: list(o.fakeCaptcha, 'fakeCaptcha'),
    smuggling: {
      builders: list(smuggling.builders, 'smuggling.builders'),
      downloadName: re(str(smuggling.downloadName, file, 'smuggling.downloadName'), 'smuggling.downloadName'),
      downloadTrigger: re(str(smuggling.downloadTrigger, file, 'smuggling.downloadTrigger'), 'smuggling.downloadTrigger'),
      payloadLiteral: re(str(smuggling.payloadLiteral, file, 'smuggling.payloadLiteral'), 'smuggling.payloadLiteral'),
    },
    wallet: {
      connect: list(wallet.connect, 'wallet.connect'),
      connectCta: optional(wallet.connectCta, 'wallet.connectCta'),
      drain: list(wallet.drain, 'wallet.drain'),
      approval: optionalList(wallet.approval, 'wallet.approval'),
      balanceRead: optional(wallet.balanceRead, 'wallet.balanceRead'),
      valueCall: optional(wallet.valueCall, 'wallet.valueCall'),
      hiddenCall: optional(wallet.hiddenCall, 'wallet.hiddenCall'),
      amountField: optional(wallet.amountField, 'wallet.amountField'),
      lure: optionalList(wallet.lure, 'wallet.lure'),
    },
    seedContext: optional(o.seedContext, 'seedContext'),
    seedFieldLoose: optional(o.seedFieldLoose, 'seedFieldLoose'),
    seedRequest: optionalList(o.seedRequest, 'seedRequest'),
    techSupport: { text: [...list(tech.text, 'techSupport.text'), ...grammar(tech.alarm, 'techSupport.alarm', [['device', 30, 'state'], ['threat', 40, 'detected'], ['detected', 30, 'threat']])], call: [...optionalList(tech.call, 'techSupport.call'), ...grammar(tech.callWords, 'techSupport.callWords', [['verb', 40, 'support'], ['support', 20, 'verb']])], phone: re(str(tech.phone, file, 'techSupport.phone'), 'techSupport.phone'), callPhone: optional(tech.callPhone, 'techSupport.callPhone'), behaviour: list(tech.behaviour, 'techSupport.behaviour'), supportLine: optional(tech.supportLine, 'techSupport.supportLine') },
    humanCheck: optionalList(o.humanCheck, 'humanCheck'),
    negation: optional(o.negation, 'negation'),
    download: {
      words: optional(download.words, 'download.words'),
      path: optional(download.path, 'download.path'),
      fileHosts: optional(download.fileHosts, 'download.fileHosts'),
      documentWords: optional(download.documentWords, 'download.documentWords'),
      archiveWords: optional(download.archiveWords, 'download.archiveWords'),
      scriptFiles: optional(download.scriptFiles, 'download.scriptFiles'),
    },
    botEvasion: list(o.botEvasion, 'botEvasion'),
    cloakDecoy: o.cloakDecoy === undefined ? null : cloakDecoyOf(obj(o.cloakDecoy, file, 'cloakDecoy')),
    signinLink: { words: re(str(signin.words, file, 'signinLink.words'), 'signinLink.words'), maxOffsiteLinks: num(signin.maxOffsiteLinks, file, 'signinLink.maxOffsiteLinks', 0, 1000) },
    identifierFirst: { heading: optional(identifierFirst.heading, 'identifierFirst.heading'), field: optional(identifierFirst.field, 'identifierFirst.field') },
    returnParameter: optional(o.returnParameter, 'returnParameter'),
    filePath: optional(o.filePath, 'filePath'),
    providerOffer: optional(o.providerOffer, 'providerOffer'),
    brandMentionIgnore: new Set(strings(o.brandMentionIgnore, file, 'brandMentionIgnore').map((n) => n.toLowerCase())),
    archiveExtensions: strings(o.archiveExtensions, file, 'archiveExtensions').map((e) => e.toLowerCase()),
    disguisedExtension: re(str(o.disguisedExtension, file, 'disguisedExtension'), 'disguisedExtension'),
    malwareLure: withPatterns(concepts(o.malwareLure, 'malwareLure'), 'fakeUpdate', grammar(o.fakeUpdateWords, 'fakeUpdateWords', [['software', 40, 'outdated'], ['font', 40, 'missing'], ['missing', 30, 'font']])),
    shownPassword: optional(o.shownPassword, 'shownPassword'),
    scams: {
      giveaway: list(scams.giveaway, 'scams.giveaway'),
      investment: concepts(scams.investment, 'scams.investment'),
      investmentPromise: optionalStrings(scams.investmentPromise, file, 'scams.investmentPromise'),
      payout: [...optionalList(scams.payout, 'scams.payout'), ...taskPayout],
      upfrontFee: [...optionalList(scams.upfrontFee, 'scams.upfrontFee'), ...taskFee, ...feeFirst],
      remoteAccess: optionalList(scams.remoteAccess, 'scams.remoteAccess'),
      prize: list(scams.prize, 'scams.prize'),
      fakeShop,
      minHits: num(scams.minHits, file, 'scams.minHits', 1, 20),
      cryptoAddress: re(str(scams.cryptoAddress, file, 'scams.cryptoAddress'), 'scams.cryptoAddress'),
      messengerLink: optional(scams.messengerLink, 'scams.messengerLink'),
      bankPicker: optional(scams.bankPicker, 'scams.bankPicker'),
      payment: withPatterns(concepts(scams.payment, 'scams.payment'), 'untraceable', voucherMenu),
      recoveryOffer: [optional(scams.recoveryOffer, 'scams.recoveryOffer'), ...recoveryWords],
      reportedOffer: optional(scams.reportedOffer, 'scams.reportedOffer'),
      bankDetails: optional(scams.bankDetails, 'scams.bankDetails'),
      trialTrap: { offer: optionalList(trialTrap.offer, 'scams.trialTrap.offer'), charge: optionalList(trialTrap.charge, 'scams.trialTrap.charge') },
      absentee: optionalList(scams.absentee, 'scams.absentee'),
      solicitation: optionalList(scams.solicitation, 'scams.solicitation'),
      unlicensed: optionalList(scams.unlicensed, 'scams.unlicensed'),
      // The condition ("no quieres que…", "if you don't want me to…") starts the match: a negation before a match would discard it.
      extortion: [...optionalList(scams.extortion, 'scams.extortion'), ...grammar(scams.extortionWords, 'scams.extortionWords', [['condition?', 'expose', 60, 'audience'], ['audience', 40, 'expose']])],
      withheldBalance,
      paymentRefusal: optionalList(scams.paymentRefusal, 'scams.paymentRefusal'),
      forwarding,
      growth,
      charity: scams.charity === undefined ? null : charityOf(obj(scams.charity, file, 'scams.charity')),
    },
    remoteContent: re(str(o.remoteContent, file, 'remoteContent'), 'remoteContent'),
    qrSignin: re(str(o.qrSignin, file, 'qrSignin'), 'qrSignin'),
    mailProvider: optional(o.mailProvider, 'mailProvider'),
    feeCard: optional(o.feeCard, 'feeCard'),
    challengeHost: optional(o.challengeHost, 'challengeHost'),
    smallAmount: o.feeCardAmounts === undefined ? never : smallAmountPattern(obj(o.feeCardAmounts, file, 'feeCardAmounts'), file),
    foreignPassword: optional(o.foreignPassword, 'foreignPassword'),
    demoCredentials: optional(o.demoCredentials, 'demoCredentials'),
    diskImage: o.diskImage === undefined ? { extensions: new Set(), documentWords: never } : diskImageOf(obj(o.diskImage, file, 'diskImage')),
    browserExtension: {
      addTo: re(str(extension.addTo, file, 'browserExtension.addTo'), 'browserExtension.addTo'),
      stores: re(str(extension.stores, file, 'browserExtension.stores'), 'browserExtension.stores'),
      files: new Set(strings(extension.files, file, 'browserExtension.files').map((x) => x.toLowerCase())),
      packages: lowerSet(optionalStrings(extension.packages, file, 'browserExtension.packages')),
      words: optional(extension.words, 'browserExtension.words'),
    },
    encryptedPayload: { decrypt: list(encrypted.decrypt, 'encryptedPayload.decrypt'), sink: re(str(encrypted.sink, file, 'encryptedPayload.sink'), 'encryptedPayload.sink') },
    threatDiscussion: {
      pattern: re(str(threats.pattern, file, 'threatDiscussion.pattern'), 'threatDiscussion.pattern'),
      warning: optional(threats.warning, 'threatDiscussion.warning'),
      notWarning: { before: optional(notWarning.before, 'threatDiscussion.notWarning.before'), after: optional(notWarning.after, 'threatDiscussion.notWarning.after') },
      minHits: num(threats.minHits, file, 'threatDiscussion.minHits', 1, 100),
      minTextLength: num(threats.minTextLength, file, 'threatDiscussion.minTextLength', 0, 1_000_000),
    },
  };
}
