import { isGovernmentHost, sharedHostingOf } from '../identity.js';
import type { ContentFacts } from '../content.js';
import { bareHostname, clip } from '../url.js';
import { contentOf } from './kits.js';
import { affirmed, affirmedAll, allMatches, conceptsIn, firstAffirmed, lexiconText, quoteList, textBefore, withoutQuotes } from './lexicon.js';
import { numericReturns } from './growth.js';
import { deepPriceCuts } from './price-cuts.js';
import { discussesThreats } from './lures.js';
import { brandOwning } from './brand.js';
import { namesOfBrandIn } from '../brand-names.js';
import type { SignalContext, SignalDraft } from './types.js';

/**
 * Scams, read from the page's text in several languages: what the page wants from the visitor (a call, a fee, a
 * deposit, remote access, crypto sent to an address, payment by transfer) and why it is deceptive (an infected or
 * blocked computer, a prize, inheritance, refund or job that costs a fee first, returns no market pays, prices no
 * shop sells at). Each half is its own signal; rules/scoring.json decides by combination (tech-support-scam,
 * advance-fee, refund-remote-access, crypto-giveaway, investment-scam, fake-shop, prize-scam…). None of the text
 * signals is emitted on a page that discusses threats (unless it traps its visitor, as scareware does), and a
 * match a negation precedes in its sentence ("we never ask for a fee") does not count.
 */

export function scamSignals(ctx: SignalContext): SignalDraft[] {
  const facts = contentOf(ctx);
  if (!facts || !ctx.finalUrl) return [];
  const kits = ctx.rules.kits;
  const scams = kits.scams;
  const neg = kits.negation;
  const out: SignalDraft[] = [];
  const host = bareHostname(ctx.finalUrl);
  /** The registry brand that owns the host, if any. */
  const owner = brandOwning(ctx.rules, host);
  const scripts = facts.scripts.join('\n;\n');
  const rawHtml = ctx.input?.rawBody.toString('latin1') ?? '';
  const text = lexiconText(`${facts.title}. ${facts.prominent.join('. ')}. ${facts.text}`);

  // ---- tech-support scams: alarm text (infected, blocked, compromised), a call to action, a number to call, trapping
  // behaviour. A support page asks to call too: without an alarm, calls decide nothing.
  // What alert() and confirm() boxes say is page text too: scareware speaks through them.
  const dialogs = [...scripts.matchAll(/\b(?:alert|confirm)\s*\(\s*(["'`])((?:(?!\1)[^\\]|\\.){8,400})\1/g)].map((m) => m[2]!.replace(/\\n/g, ' ')).join(' | ');
  const alarmText = `${facts.title} ${facts.text} ${dialogs}`;
  const scare = allMatches(kits.techSupport.behaviour, `${scripts}\n${rawHtml.slice(0, 500_000)}`);
  // Scareware names malware and trojans too, as an article about it does; an article does not trap its reader.
  // Nor does it sell the recovery of scam losses: a recovery service talks about scams to sell its fee. An
  // article reports such offers ("firms contact you offering to get your money back": kits.json
  // scams.reportedOffer just before the offer) or quotes the pitch ("we have a 97% success rate", read outside
  // quotation marks) and stays an article.
  const unquoted = withoutQuotes(text);
  const offered = firstAffirmed(scams.recoveryOffer, unquoted, neg);
  const recovery = offered !== null && !reportsOffer(scams.reportedOffer, text, offered) ? offered : null;
  // Nor does it give the account to move the visitor's money into: a fake fraud team's "protected account", a
  // supplier's "new bank details" (safeAccount, payeeChange beside bankDetails) are instructions, however much
  // they speak of fraud.
  // The payment lexicon is read once, and on an article only when it gives an account number in its own voice:
  // a warning that quotes the scammer's call, sort code and all, reports it.
  // Nor does a seller who declines cards or PayPal "because of past fraud" (paymentRefusal, read outside quotation
  // marks: an article quotes such a seller): the reason is the seller's, not a warning.
  const refusal = affirmedAll(scams.paymentRefusal, text, neg);
  const refuses = refusal.length > 0 && firstAffirmed(scams.paymentRefusal, unquoted, neg) !== null;
  const discussion = scare.length === 0 && recovery === null && !refuses && discussesThreats(ctx.rules, facts);
  const givesAccount = scams.bankDetails.test(withoutQuotes(facts.text));
  const paying = new Map(!discussion || givesAccount ? conceptsIn(scams.payment, text, neg).map((c) => [c.concept, c.match]) : []);
  const instructs = givesAccount && (paying.has('safeAccount') || paying.has('payeeChange'));
  const article = discussion && !instructs;
  const alarms = article ? [] : allMatches(kits.techSupport.text, alarmText);
  const calls = article || alarms.length === 0 ? [] : allMatches(kits.techSupport.call, alarmText);
  const tsText = [...alarms, ...calls];
  const tollFree = kits.techSupport.phone.exec(`${facts.text} ${dialogs}`);
  const called = kits.techSupport.callPhone.exec(`${facts.text} ${dialogs}`);
  const calledNumber = called && called[1]!.replace(/\D/g, '').length >= 8 ? called[1]! : null;
  const telLink = facts.links.find((l) => /^tel:\+?[\d\s().-]{8,}$/i.test(l.href.trim()));
  const phone = tollFree?.[0] ?? calledNumber ?? telLink?.href.slice(4) ?? null;
  if (alarms.length >= 2 || (alarms.length >= 1 && calls.length >= 1)) out.push({ id: 'tech-support-text', message: 'The page claims the computer is infected or blocked and asks to call support.', evidence: clip(`${quoteList(tsText, 4)}${phone ? `; phone ${phone}` : ''}`, 300) });
  if (alarms.length >= 1 && phone) out.push({ id: 'support-phone-number', message: 'A support number to call sits beside an alarm message.', evidence: clip(`${phone} near "${alarms[0]}"`, 200) });
  if (scare.length > 0) out.push({ id: 'scareware-behaviour', message: 'The page traps the visitor (alert loops, fullscreen, leave prompts, looping audio).', evidence: clip(scare.join(' | '), 300) });
  // ---- relief appeals, read before the threat-discussion cut-off: appeals speak of victims as articles do.
  const appeal = unregisteredAppeal(ctx, facts, text, paying);
  if (appeal) out.push(appeal);

  if (article) return out;

  // ---- a customer-service line: a number to call presented as a helpline; it decides only beside a brand on a host
  // the brand does not own, on a page that does not name its host's organisation (scoring.json brand-support-line:
  // the fake airline, bank or software helpdesks of search ads)
  const line = phone ? kits.techSupport.supportLine.exec(`${facts.title} ${facts.text}`) : null;
  if (line) out.push({ id: 'support-line-text', message: 'The page presents a phone line to call for customer service.', evidence: clip(`"${line[0]}"; phone ${phone}`, 200) });

  // ---- the conversation moved to a chat app (WhatsApp, Telegram, LINE…): where job, task, investment and shop scams
  // take the visitor to be paid or to pay. Plenty of small businesses are reached so too: it corroborates a scam's
  // half on a page that does not name its host's organisation (scoring.json messenger-handoff), never alone.
  const chat = facts.links.find((l) => scams.messengerLink.test(l.href.trim()));
  if (chat) out.push({ id: 'messenger-contact', message: 'The page sends the visitor to a chat in a messaging app.', evidence: clip(chat.href.trim(), 120) });

  // ---- "install AnyDesk and give the code to your agent"
  const remote = affirmedAll(scams.remoteAccess, text, neg);
  if (remote.length > 0) out.push({ id: 'remote-access-text', message: 'The page asks the visitor to install remote-access software or hand its code to an agent.', evidence: clip(quoteList(remote), 300) });

  // ---- advance fee: money, a prize, an inheritance, a refund or a job to receive ... and a fee to pay first.
  // One marker of a win ("Anda pemenang hadiah") is a prize to receive; two are a prize scam on their own (below).
  const prize = affirmedAll(scams.prize, text, neg);
  const payout = [...affirmedAll(scams.payout, text, neg), ...(recovery === null ? [] : [recovery]), ...(prize.length === 1 ? prize : [])];
  if (payout.length > 0) out.push({ id: 'payout-promise-text', message: 'The page tells the visitor they are to receive money, a prize, an inheritance, a refund or a job.', evidence: clip(quoteList(payout), 300) });
  // Money to receive through a bank the visitor picks (scoring.json bank-picker-payout): the kit behind each bank's button asks for that bank's login.
  const picker = payout.length > 0 ? scams.bankPicker.exec(text) : null;
  if (picker) out.push({ id: 'bank-picker-text', message: 'The page asks the visitor to choose their bank to receive money.', evidence: clip(`"${picker[0]}"`, 120) });
  // A balance the visitor may not pay the fee out of exists only on the page (scoring.json withheld-balance).
  const withheld = affirmedAll(scams.withheldBalance, text, neg);
  if (withheld.length > 0) out.push({ id: 'withheld-balance-text', message: "The page says a fee or tax cannot be taken from the visitor's own balance, winnings or withdrawal.", evidence: clip(quoteList(withheld), 300) });
  // Money to send on to a vendor, the rest to keep: the fake-cheque and money-mule jobs (scoring.json money-forwarding).
  const onward = affirmedAll(scams.forwarding.onward, text, neg);
  const keepRest = onward.length > 0 ? affirmedAll(scams.forwarding.keepRest, text, neg) : [];
  if (keepRest.length > 0) out.push({ id: 'money-forwarding-text', message: 'The page asks the visitor to send money they receive on to a vendor or supplier and keep the rest or a commission.', evidence: clip(quoteList([...onward, ...keepRest]), 300) });
  // A registry brand's fees on its own host are its business (a telco's prize draw among those who recharge); a
  // platform anyone publishes to is no brand's own page.
  const brandsOwnFees = owner !== undefined && sharedHostingOf(ctx.rules, host) === null;
  const fee = brandsOwnFees ? [] : affirmedAll(scams.upfrontFee, text, neg);
  if (fee.length > 0) out.push({ id: 'upfront-fee-text', message: 'The page asks for a fee, tax or deposit to be paid before something is released or received.', evidence: clip(quoteList(fee), 300) });

  // ---- crypto giveaways
  const giveaway = affirmedAll(scams.giveaway, text, neg);
  if (giveaway.length > 0) out.push({ id: 'giveaway-scam-text', message: 'The page promises to send back more cryptocurrency than the visitor sends (a giveaway scam).', evidence: clip(quoteList(giveaway), 300) });
  const address = scams.cryptoAddress.exec(facts.text);
  if (address) out.push({ id: 'crypto-address-text', message: 'The page shows a cryptocurrency address to send funds to.', evidence: clip(address[0], 120) });

  // ---- investment schemes: several independent markers, one of them a promise no market keeps
  const phrased = conceptsIn(scams.investment, text, neg);
  const investment = [...phrased, ...numericReturns(text, scams.growth).filter((n) => !phrased.some((c) => c.concept === n.concept))];
  const promise = investment.some((c) => scams.investmentPromise.includes(c.concept));
  if (investment.length >= scams.minHits && promise) out.push({ id: 'investment-scam-text', message: 'The page promises guaranteed, automatic or daily trading profits beside other investment-scam markers.', evidence: clip(investment.map((c) => `${c.concept}: "${c.match.trim()}"`).join(', '), 300) });

  // ---- prize and survey scams
  if (prize.length >= scams.minHits) out.push({ id: 'prize-scam-text', message: 'The page tells the visitor they have won and asks them to claim it (a prize or survey scam).', evidence: clip(quoteList(prize, 4), 300) });

  // ---- fake shops: closing-down prices (in words, or in the numbers: item after item cut by 70 % and more) alone are
  // an ordinary sale; beside payment only by transfer or gift card they are a fake shop
  const pricing = [...affirmedAll(scams.fakeShop.pricing, text, neg), ...deepPriceCuts(text, scams.fakeShop.priceCuts)];
  const payment = affirmedAll(scams.fakeShop.payment, text, neg);
  if (pricing.length > 0 && payment.length > 0) out.push({ id: 'fake-shop-text', message: 'The page shows fake-shop markers (closing-down prices, payment only by transfer or gift card).', evidence: clip(quoteList([...pricing, ...payment], 4), 300) });
  // Closing-down prices alone corroborate: beside card fields on a page that does not name its host's
  // organisation and a sign of a throwaway shop (scoring.json fake-outlet-checkout).
  else if (pricing.length > 0) out.push({ id: 'fake-shop-pricing', message: 'The page advertises closing-down prices (80 % off, everything must go).', evidence: clip(quoteList(pricing, 3), 300) });

  // ---- the subscription trap: a trial product for the price of its postage, whose fine print enrols the card in a
  // charge every few weeks. It decides beside card fields (scoring.json subscription-trap).
  const trialCharge = affirmedAll(scams.trialTrap.charge, text, neg);
  const trialOffer = trialCharge.length > 0 ? affirmedAll(scams.trialTrap.offer, text, neg) : [];
  if (trialOffer.length > 0) out.push({ id: 'trial-trap-text', message: 'A trial paid only by its postage enrols the card in a recurring charge (a subscription trap).', evidence: clip(quoteList([...trialOffer, ...trialCharge], 4), 300) });

  // ---- the seller who cannot meet the buyer (abroad, deployed, on a mission; keys sent by a lawyer): the rental,
  // car and pet scams' story. It decides beside how the scam wants to be paid (scoring.json).
  const absentee = affirmedAll(scams.absentee, text, neg);
  if (absentee.length > 0) out.push({ id: 'absentee-seller-text', message: 'The seller or landlord says they cannot meet the buyer: abroad, deployed or on a mission, sending keys or goods by courier.', evidence: clip(quoteList(absentee), 300) });
  // ---- the fine print of an invoice look-alike ("THIS IS NOT A BILL", "we do not register or renew domain names",
  // "not a government agency"): a real invoice or a public body never says what it is not. Beside card fields it is
  // an offer dressed as a renewal or an official fee (scoring.json invoice-lookalike).
  const solicitation = firstAffirmed(scams.solicitation, text, neg);
  if (solicitation !== null) out.push({ id: 'solicitation-disclaimer-text', message: "The page's fine print says it is not a bill, not a registrar or not a government agency: an offer dressed as an invoice or an official renewal.", evidence: clip(`"${solicitation.trim()}"`, 200) });
  // ---- what no licensed seller sells so: prescription drugs without a prescription, degrees without study. Several
  // independent markers (a drug, discreet packaging, a reshipment guarantee; no exams, a GPA of your choice).
  const unlicensed = affirmedAll(scams.unlicensed, text, neg);
  if (unlicensed.length >= scams.minHits) out.push({ id: 'unlicensed-sale-text', message: 'The page sells what no licensed seller sells so: prescription drugs without a prescription, or degrees without study.', evidence: clip(quoteList(unlicensed, 4), 300) });
  // ---- extortion: "I have access to your camera … I will send the video to all your contacts … once paid I delete
  // everything", or a fake police summons for a fine. Several markers; it decides beside how it wants to be paid.
  const extortion = affirmedAll(scams.extortion, text, neg);
  if (extortion.length >= scams.minHits) out.push({ id: 'extortion-text', message: 'The page threatens to expose the visitor (a recording, their data, a criminal case) unless they pay.', evidence: clip(quoteList(extortion, 4), 300) });

  // ---- how the page wants to be paid: ways no bank or card scheme can reverse or trace, to a person, with the
  // proof sent over a messenger and kept from the bank. Each corroborates the scam halves above (scoring.json
  // untraceable-payment, private-payee, payment-proof, secret-payment); none decides alone.
  // A seller refusing what protects the buyer (cards, PayPal, the platform's payment) decides beside any of them (refused-protection).
  if (refusal.length > 0) out.push({ id: 'payment-refusal-text', message: "The page declines cards, PayPal or a platform's own payment, or gives a reason to pay only by transfer.", evidence: clip(quoteList(refusal), 300) });
  // A money-transfer service's own pages name it as the way to pay ("Western Union · Review your transfer" on
  // westernunion.com): a way to pay that names the brand owning the host is the service at work, not a scam's demand.
  const untraceable = paying.get('untraceable');
  if (untraceable !== undefined) {
    if (owner && namesOfBrandIn(ctx.rules, owner, untraceable).length > 0) paying.delete('untraceable');
  }
  out.push(...paymentSignals(paying, payment));
  return out;
}

/**
 * A donation appeal (in the title or headings, not a footer's "Donate" link on a tool or an explorer) whose
 * collector says it is not registered, or shows no registration and takes the money in crypto or to a person.
 * Real charities print their registration (a number, a seal, tax receipts); a state's own fundraising platform,
 * on a government's host, takes crypto too; an article warning of fake appeals names scams or fraud.
 */
function unregisteredAppeal(ctx: SignalContext, facts: ContentFacts, text: string, paying: ReadonlyMap<string, string>): SignalDraft | null {
  const charity = ctx.rules.kits.scams.charity;
  if (!charity || !ctx.finalUrl) return null;
  const appeal = affirmed(charity.appeal, lexiconText(`${facts.title}. ${facts.prominent.join('. ')}`), ctx.rules.kits.negation);
  if (appeal === null || isGovernmentHost(ctx.rules, new URL(ctx.finalUrl).hostname) || ctx.rules.kits.threatDiscussion.warning.test(text)) return null;
  const unregistered = affirmed(charity.unregistered, text, ctx.rules.kits.negation);
  if (unregistered !== null) return { id: 'unregistered-appeal-text', message: 'The page asks for donations for a collector that says it is not registered.', evidence: clip(`"${appeal}"; "${unregistered}"`, 200) };
  const channel = charity.registered.test(text) ? null : (ctx.rules.kits.scams.cryptoAddress.exec(facts.text)?.[0] ?? paying.get('privatePayee') ?? null);
  return channel === null ? null : { id: 'unregistered-appeal-text', message: 'The page asks for donations, shows no charity registration and takes them in crypto or to a private person.', evidence: clip(`"${appeal}"; to ${channel}`, 200) };
}

/** Whether the words just before a match report someone else's offer ("offering to", "claim they can"). */
function reportsOffer(reportedOffer: RegExp, text: string, match: string): boolean {
  const before = textBefore(text, match, 40);
  return before !== null && reportedOffer.test(before);
}

const PAYMENT_SIGNALS: { concept: string; id: string; message: string }[] = [
  { concept: 'untraceable', id: 'untraceable-payment-text', message: 'The page asks to be paid in gift cards, voucher codes or through a money-transfer agent, or only by transfer.' },
  { concept: 'privatePayee', id: 'private-payee-text', message: "The page asks for money to be paid to a private person's account or card." },
  { concept: 'proof', id: 'payment-proof-text', message: 'The page asks for the receipt, a screenshot or the codes of a payment to be sent over a messenger or e-mail.' },
  { concept: 'secrecy', id: 'secrecy-text', message: 'The page asks the visitor to keep the payment or the matter from their bank, the store staff or the other party, or not to call to check it.' },
  { concept: 'safeAccount', id: 'safe-account-text', message: "The page asks the visitor to move their own money to a new 'safe', 'protected' or 'holding' account." },
  { concept: 'payeeChange', id: 'payee-change-text', message: 'The page announces new bank details that payments and invoices are now to be paid to.' },
];

/** One signal per payment concept the text affirms (concept → its match); payment only by transfer (a fake-shop marker) is untraceable too. */
function paymentSignals(affirmedConcepts: ReadonlyMap<string, string>, transferOnly: readonly string[]): SignalDraft[] {
  const found = new Map(affirmedConcepts);
  if (!found.has('untraceable') && transferOnly.length > 0) found.set('untraceable', transferOnly[0]!);
  return PAYMENT_SIGNALS.filter((p) => found.has(p.concept)).map((p) => ({ id: p.id, message: p.message, evidence: clip(`"${found.get(p.concept)!.trim()}"`, 200) }));
}
