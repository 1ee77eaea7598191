/**
 * Prices no shop sells at, read from the numbers a page shows rather than from its words: a fake shop lists its
 * goods as a former price beside a price cut by 70 % and more ("1.899,00 € 399,00 €", "$189 $39,99",
 * "3 299 zł 649 zł"), item after item, in whatever language it is written. A real sale cuts a few items that far;
 * a fake shop cuts all of them. One pair is an ordinary markdown, two may be a ticket's face value beside its
 * fee or a permit's yearly and monthly price; it takes kits.json scams.fakeShop.priceCuts.minPairs of them.
 */
import { amountValue } from './growth.js';

/** What rules.ts compiles from kits.json scams.fakeShop.priceCuts and scams.growth.currency. */
export interface PriceCutRules {
  /** A currency mark standing alone ("€", "zł", "USD", "円": kits.json scams.growth.currency), global. */
  currency: RegExp;
  /** A currency mark just before (group 1), anchored at the end of the text it is tried on. */
  markBefore: RegExp;
  /** A currency mark just after (group 1), anchored at the start. */
  markAfter: RegExp;
  /** The least cut (0.7: the second price at most 30 % of the first). */
  minCut: number;
  /** How many such pairs make the page's prices a fake shop's. */
  minPairs: number;
}

/** An amount's digits: groups of three after a comma or a space ("1,899,00" — lexiconText has read digit dots as commas —, "3 299"), or plain. */
const NUMBER = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)(?!\p{N})/gu;
/** What just before the first amount or just after the second makes the pair a range or a rate ("€2,000 – €10,000", "6,95 %"). */
const RANGE_BEFORE = /(?:[-–—~]|\bto|\bbis)\s*(?:[^\s\d]{1,4}\s?)?$/iu;
const RANGE_AFTER = /^\s*(?:[^\s\d]{1,4}\s?)?(?:[-–—~%]|to\b|bis\b)/iu;
/** A percentage just after the second amount ("1.8 USDT (6%)", "$39,99 (-79%)"): group 1 its digits. */
const SHARE_AFTER = /^[^\d%]{0,8}?(\d+(?:,\d+)?)\s?%/u;

interface Amount { at: number; end: number; value: number }

/** A currency mark as one spelling: "Zł " and "zł" are one, "kr." and "kr" too. */
const markOf = (m: string): string => m.trim().toLowerCase().replace(/\.$/, '');
/** The currency mark an anchored pattern finds in the text beside an amount, or null. */
function markIn(text: string, anchored: RegExp): string | null {
  const m = anchored.exec(text);
  return m ? markOf(m[1]!) : null;
}

/**
 * The former-and-cut price pairs of at least minCut in the text ("1,899,00 € 399,00 €"), when there are at least
 * minPairs of them; otherwise none. A pair is two amounts with nothing but their currency marks between them, each
 * with its own mark of the same currency, neither of them the end of a range or a percentage.
 */
export function deepPriceCuts(text: string, rules: PriceCutRules | null): string[] {
  if (rules === null) return [];
  const amounts: Amount[] = [...text.slice(0, 50_000).matchAll(NUMBER)].map((m) => ({ at: m.index, end: m.index + m[0].length, value: amountValue(m[1]!) }));
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < amounts.length; i += 1) {
    const former = amounts[i]!;
    const cut = amounts[i + 1]!;
    if (former.value <= 0 || cut.value <= 0 || cut.value > former.value * (1 - rules.minCut)) continue;
    const between = text.slice(former.end, cut.at);
    const marks = [...between.matchAll(rules.currency)].map((m) => markOf(m[0]));
    if (marks.length === 0 || between.replace(rules.currency, '').trim() !== '') continue;
    // Each amount its own mark: "$189 $39,99" (before each), "399,00 € 279,00 €" (after each), or two marks between them.
    // One mark between two bare numbers ("230 Kč 10 dní") belongs to one of them only. The marks around a pair are read
    // only for pairs that cut deep enough: most of a page's numbers never need them.
    const ownMarks = marks.length === 2
      ? marks[0] === marks[1]
      : markIn(text.slice(Math.max(0, former.at - 8), former.at), rules.markBefore) === marks[0] || markIn(text.slice(cut.end, cut.end + 8), rules.markAfter) === marks[0];
    if (!ownMarks) continue;
    if (RANGE_BEFORE.test(text.slice(Math.max(0, former.at - 12), former.at)) || RANGE_AFTER.test(text.slice(cut.end, cut.end + 12))) continue;
    // "S9 30 USDT 1.8 USDT (6%)": a percentage after the pair that is the second amount's share of the first is a yield, not a cut.
    const share = SHARE_AFTER.exec(text.slice(cut.end, cut.end + 16));
    if (share && Math.abs(amountValue(share[1]!) - (100 * cut.value) / former.value) <= 1) continue;
    pairs.add(text.slice(former.at, cut.end).replace(/\s+/g, ' ').trim());
  }
  return pairs.size >= rules.minPairs ? [...pairs] : [];
}
