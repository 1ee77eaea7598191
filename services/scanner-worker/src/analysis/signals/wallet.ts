import { bareHostname, clip, parseUrl } from '../url.js';
import { ownedByAnyBrand } from './brand.js';
import { contentOf } from './kits.js';
import { allMatches, firstAffirmed, firstMatch, lexiconText, quoteList } from './lexicon.js';
import { discussesThreats } from './lures.js';
import type { ContentFacts } from '../content.js';
import type { SignalContext, SignalDraft } from './types.js';

/**
 * Crypto drainers and seed-phrase theft. What the page wants from the wallet (accounts, then approvals, permits,
 * orders or transfers) is read from its scripts and what they decode (`facts.scripts`, `facts.decoded`, which will
 * also hold the external scripts and fetched texts the browser engine hands over); why it is deceptive comes from
 * independent evidence: a claim / airdrop / migrate / revoke lure, a project's name on a host it does not own
 * (brand signals), or an amount derived from the wallet's balance that the visitor never typed. How these combine is
 * data (rules/scoring.json: wallet-drainer, wallet-balance-sweep, wallet-lure-approval, seed-phrase).
 */

/** How far apart (characters) the balance read and the value-moving call may be to count as one flow. */
const SWEEP_WINDOW = 1500;

export function walletSignals(ctx: SignalContext): SignalDraft[] {
  const facts = contentOf(ctx);
  if (!facts || !ctx.finalUrl) return [];
  const w = ctx.rules.kits.wallet;
  const out: SignalDraft[] = [];
  const everything = `${facts.scripts.join('\n;\n')}\n${facts.decoded.join('\n')}`;
  const article = discussesThreats(ctx.rules, facts);

  const connect = firstMatch(w.connect, everything);
  if (connect) out.push({ id: 'wallet-connect-request', message: 'The page asks a browser wallet for its accounts.', evidence: clip(connect[0], 120) });

  // Unbounded approvals and permits, increaseAllowance to the maximum, blind eth_sign, transferFrom of the whole balance.
  const drain = allMatches(w.drain, everything);
  if (drain.length > 0 && connect) out.push({ id: 'wallet-drain-calls', message: 'The page requests unlimited token approvals or permits, or blind signatures, from the wallet.', evidence: clip(drain.map((d) => d.slice(0, 80)).join(' | '), 300) });

  // Value-moving calls kept only in encoded literals (a string array of base64 method names and selectors).
  const hidden = connect ? hiddenWalletCall(facts, w.hiddenCall) : null;
  if (hidden) out.push({ id: 'wallet-hidden-calls', message: 'The page hides the wallet calls it makes (transactions, approvals, permits) in encoded literals.', evidence: clip(`decoded "${hidden}"`, 120) });

  // Rights over tokens or NFTs that a marketplace asks for as well: decisive only beside a lure or brand evidence.
  const approval = allMatches(w.approval, everything);
  if (approval.length > 0 && connect) out.push({ id: 'wallet-approval-request', message: 'The page asks the wallet to grant rights over tokens or NFTs (approval for all, permit, order signature, batch signing).', evidence: clip(approval.join(' | '), 300) });

  // An amount derived from the wallet's balance (balance minus gas, 95 % of it), sent without an amount the visitor
  // typed: no amount field, or one the scripts never read (a bridge's "0.5" box shown while the balance is sent).
  const sweep = balanceSweep(everything, w);
  const amountField = facts.fields.some((f) => f.type === 'number' || f.inputMode === 'decimal' || f.inputMode === 'numeric' || w.amountField.test(f.describe));
  const readsInput = /\.(?:value|valueAsNumber)\b(?!\s*=[^=])|new FormData|\.elements\b/.test(everything);
  if (sweep && connect && (!amountField || !readsInput)) out.push({ id: 'wallet-balance-sweep', message: "The page sends an amount computed from the wallet's balance, with no amount for the visitor to choose.", evidence: clip(sweep, 300) });

  // A native-coin transfer with no contract call, to an address written in the page, with nothing for the visitor to
  // type: a "claim fee" or "gas fee" sent to the kit. A mint or a swap carries call data; a donation form an amount.
  const plain = connect && !amountField ? plainTransfer(everything) : null;
  if (plain) out.push({ id: 'wallet-plain-transfer', message: 'The page sends coins to an address it holds, with no amount for the visitor to choose and no contract call.', evidence: clip(plain, 300) });

  // A "Connect wallet" / "Claim now" button or link (not to a brand's own host): what the visitor sees even when the
  // wallet code sits in an external script.
  const rawHtml = ctx.input?.rawBody.toString('utf8') ?? '';
  const final = ctx.finalUrl;
  const ctaLink = facts.links.find((l) => {
    if (!w.connectCta.test(l.text)) return false;
    const u = parseUrl(l.href, final);
    return !u || !/^https?:$/.test(u.protocol) || bareHostname(u) === bareHostname(final) || !ownedByAnyBrand(ctx.rules, bareHostname(u));
  });
  const ctaButton = ctaLink ? null : [...rawHtml.slice(0, 500_000).matchAll(/<button\b[^>]*>([\s\S]{1,120}?)<\/button>/gi)].map((m) => m[1]!.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()).find((t) => w.connectCta.test(t));
  const cta = ctaLink ? ctaLink.text.trim() : ctaButton;
  if (cta && !article) out.push({ id: 'wallet-connect-cta', message: 'The page asks the visitor to connect a wallet or claim.', evidence: clip(`"${cta}"`, 120) });

  // What drainer pages push: claim, airdrop, eligibility, migrate, rectify, revoke, mint, sync the wallet.
  const text = `${facts.title}. ${facts.prominent.join('. ')}. ${facts.text}`;
  const seed = seedFieldEvidence(ctx, facts, article);
  if (!article && (connect || seed || cta)) {
    const lure = allMatches(w.lure, text);
    if (lure.length > 0) out.push({ id: 'wallet-lure-text', message: 'The page pushes a wallet action with a claim, airdrop, migration, revoke or mint pretext.', evidence: clip(quoteList(lure), 300) });
  }
  if (seed) out.push({ id: 'credential-seed-phrase', message: 'The page asks for a wallet recovery phrase or private key.', evidence: clip(seed, 300) });
  return out;
}

/**
 * A variable assigned from a balance read (eth_getBalance, getBalance, balanceOf), then, close by, that variable
 * with arithmetic on it (bal - fee, saldo * 95n / 100n) or sent as it is (value: bal), and a value-moving call: the
 * evidence, or null. Showing a balance divides it; a drainer subtracts the gas and sends the rest.
 */
function balanceSweep(everything: string, w: SignalContext['rules']['kits']['wallet']): string | null {
  // The name starts where no name character precedes it and is bounded: a long run of name characters
  // (a minified bundle, a padding comment) is one attempt, not one per character with a backtrack each.
  // Not a property (el.onclick = async () => { const bal = … } would swallow the variable inside it).
  const read = new RegExp(`(?<![\\w$.])([A-Za-z_$][\\w$]{0,63})\\s*=\\s*[^;\\n]{0,160}?(?:${w.balanceRead.source})`, 'giu');
  for (const m of everything.matchAll(read)) {
    const v = m[1]!.replace(/\$/g, '\\$');
    const window = everything.slice(m.index!, m.index! + SWEEP_WINDOW);
    // The variable or a field of it (r.result, data['balance']), inside a conversion call or not.
    const used = new RegExp(`(?<![\\w$.])${v}\\b(?:\\.[\\w$]{1,30}|\\[[^\\]]{1,30}\\])?\\s*\\)?\\s*(?:-|\\*)\\s*[\\w(]|(?:value|lamports|amount)\\s*:\\s*[^,}\\n]{0,40}(?<![\\w$.])${v}\\b|(?:sendTransaction|transfer\\w*|createTransfer\\w*)\\s*\\([^)]{0,120}(?<![\\w$.])${v}\\b`).exec(window.slice(m[0].length));
    const call = w.valueCall.exec(window);
    if (used && call) return `${m[0].slice(0, 80)} … ${used[0]} … ${call[0]}`;
  }
  return null;
}

/**
 * A value-moving wallet call or token selector found only by decoding: in the literals content.ts decoded
 * (escapes, char codes, base64 that reads as code) or in the names it decoded from short base64 literals
 * (a string array of method names). Null when none.
 */
function hiddenWalletCall(facts: ContentFacts, pattern: RegExp): string | null {
  for (const d of [...facts.decoded, ...facts.hiddenNames]) {
    const m = pattern.exec(d);
    if (m) return m[0];
  }
  return null;
}

/** eth_sendTransaction params with a value and a to, no data; or a SystemProgram transfer to a key written in the page. */
function plainTransfer(everything: string): string | null {
  for (const m of everything.matchAll(/eth_sendTransaction[\s\S]{0,120}?params\s*:\s*\[\s*\{([^{}]{0,400})\}/g)) {
    const params = m[1]!;
    if (/\bvalue\s*:/.test(params) && /\bto\s*:/.test(params) && !/\b(?:data|input)\s*:/.test(params)) return `eth_sendTransaction {${params.trim().slice(0, 160)}}`;
  }
  // TON: a message with an address and an amount and no payload (a contract call carries one).
  for (const m of everything.matchAll(/ton_sendTransaction[\s\S]{0,200}?messages\s*:\s*\[\s*\{([^{}]{0,400})\}/g)) {
    const message = m[1]!;
    if (/\baddress\s*:\s*["'][EU]Q[\w-]{46}["']/.test(message) && /\bamount\s*:/.test(message) && !/\b(?:payload|stateInit)\s*:/.test(message)) return `ton_sendTransaction {${message.trim().slice(0, 160)}}`;
  }
  const sol = /SystemProgram\.transfer\s*\(\s*\{[^}]{0,200}toPubkey\s*:\s*([\w$.]+)/.exec(everything);
  if (sol && new RegExp(`${sol[1]!.replace(/[.$]/g, '\\$&')}\\s*=\\s*new\\s+[\\w.]*PublicKey\\(\\s*["'][1-9A-HJ-NP-Za-km-z]{32,44}["']`).test(everything)) return sol[0].slice(0, 160);
  return null;
}

/**
 * A free-text field asking for the phrase or key, judged at page level: a textarea or text box whose own words
 * are loose ("Phrase", "words", "import") or empty, on a page whose text names the recovery phrase or private key
 * ("12 (sometimes 24) words separated by spaces"), or any such box inside a form that does. A help article about
 * recovery phrases has no such field; a comment box says "comment".
 */
function seedFieldEvidence(ctx: SignalContext, facts: NonNullable<ReturnType<typeof contentOf>>, article: boolean): string | null {
  const k = ctx.rules.kits;
  const free = facts.fields.filter((f) => (f.tag === 'textarea' || f.type === 'text' || f.type === 'password') && !/\b(?:search|query|q|s|comment|message|email|e-mail|name|subject)\b/.test(f.describe));
  if (free.length === 0) return null;
  // A box in a form whose own text asks for the phrase or key (a select of "12-word phrase / private key" above it);
  // not one whose form only warns about it ("Never share your seed phrase — we only need your public address").
  // Each form is read once, however many boxes it holds.
  for (const form of new Set(free.map((f) => f.form))) {
    if (form === null) continue;
    const hit = firstAffirmed(k.fields.seed, lexiconText(facts.forms[form]!.text), k.negation);
    if (hit !== null) return `a text field in a form about "${hit}"`;
  }
  if (article) return null;
  const context = k.seedContext.exec(`${facts.title} ${facts.text}`);
  if (!context) return null;
  // A box whose own words ask for the phrase ("Phrase", "12 words", "private key"); an unnamed box only where the
  // page tells the visitor to enter, import or paste the phrase (a help page says never to: negated, not counted).
  const named = free.find((f) => k.seedFieldLoose.test(f.describe));
  if (named) return `a ${named.tag === 'textarea' ? 'text area' : 'text box'} (${named.describe}) on a page about "${context[0]}"`;
  // Unnamed: a text area with no words, or a box named only by a short or numbered name (w1, p, "1.") as kits build them in loops.
  const unnamed = free.find((f) => f.describe.replace(/\b\w{1,3}\b/g, '').replace(/[\d.\s]/g, '').trim() === '');
  const request = unnamed ? firstAffirmed(k.seedRequest, lexiconText(`${facts.title}. ${facts.text}`), k.negation) : null;
  return unnamed && request !== null ? `an unnamed ${unnamed.tag === 'textarea' ? 'text area' : 'box'} on a page that says "${request}"` : null;
}
