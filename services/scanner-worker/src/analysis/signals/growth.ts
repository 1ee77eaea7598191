/**
 * Returns no market pays, read from the numbers a page quotes rather than from its phrasings: "Started with $3,000,
 * now $41,200 after 2 months", "mit 250 € in einer Woche 7.000 € verdient", "5.000 TL ile başladım, 2 ayda 85.000 TL
 * oldu", "กำไร 30% ต่อเดือน", "8–15% per week". A sentence in any language that pairs a stake with what it became or
 * pays, or quotes a percentage per day, week or month, says the same thing in the same digits; only the few words
 * for a period and a currency are per language (rules/kits.json scams.growth). Each finding is one investment-scam
 * concept among several (scams.ts): an insurance page's "$30 a month for $500,000 of cover" alone decides nothing.
 */

/** What rules.ts compiles from kits.json scams.growth. */
export interface GrowthRules {
  /** The currency marks, each standing alone, as a pattern source (signals/price-cuts.ts reads prices with them too). */
  currencyMarks: string;
  /** An amount with a currency mark before or after it (digits in group before or after, a thousand or lakh in beforeTimes or afterTimes). */
  amount: RegExp;
  periods: readonly GrowthPeriod[];
  /** Years in a sentence make it a long-run projection (savings and pension calculators), not a growth claim. */
  years: RegExp;
  /** Words of a discount, a free gift or a bonus: a percentage or a pair of amounts beside them is an offer, not a return. */
  offer: RegExp;
  /** The least ratio of the second amount to the first. */
  minRatio: number;
  /** The least ratio within shortDays: doubling a stake in a day is a return no market pays either ("10 000 FCFA → 20 000 FCFA en 24H"). */
  shortRatio: number;
  shortDays: number;
  /** The longest period (in days) a stake may take to grow for the claim to count. */
  maxDays: number;
}

export interface GrowthPeriod {
  name: string;
  days: number;
  /** The least percentage per period that is a return no market pays. */
  minRate: number;
  /** "per day", "täglich", "ต่อวัน", "günde"… */
  per: RegExp;
  /** A stretch of this period, with the count of them before it when there is one: "7 días", "2 ayda", "einer Woche". */
  unit: RegExp;
  /** A percentage just before or after a per-period word (group pct or pctAfter). */
  rate: RegExp;
  /** A percentage over a counted stretch of this period (groups pct and count): "100 % en 24 heures", "+312 % за 30 дни". */
  countedRate: RegExp;
}

/**
 * Sentences with a digit, up to 400 characters (longer runs are tables or lists, not a claim): a dot ends one only
 * before a space or the end (lexiconText has already read digit dots as commas); the danda ends Bengali and Hindi
 * ones, and a middle dot or bullet separates a layout's items as a full stop would.
 */
function sentencesOf(text: string): string[] {
  return text.split(/[!?。！？\n;।॥·•]+|\.(?=\s|$)/u).filter((s) => /\d/.test(s) && s.length <= 400);
}

const MULTIPLIERS: Record<string, number> = { k: 1_000, mil: 1_000, lakh: 100_000 };

/** "4,000" → 4000, "6,842,19" (6.842,19 read by lexiconText) → 6842.19, "90 000" → 90000, "1,6" → 1.6. */
export function amountValue(digits: string, multiplier = ''): number {
  const s = digits.replace(/[\s\u00a0\u202f]/g, '');
  let value: number;
  const grouped = /^(\d{1,3}(?:,\d{3})+)(?:,(\d{1,2}))?$/.exec(s);
  if (grouped) value = Number(`${grouped[1]!.replace(/,/g, '')}.${grouped[2] ?? '0'}`);
  else value = Number(s.replace(',', '.'));
  return value * (MULTIPLIERS[multiplier.trim().toLowerCase()] ?? 1);
}

/** The shortest stretch of time (in days) the sentence names (a per-period word, or a counted unit), or null. */
function shortestPeriodIn(sentence: string, rules: GrowthRules): number | null {
  let shortest: number | null = null;
  for (const period of rules.periods) {
    const stretches = [...(period.per.test(sentence) ? [period.days] : []), ...[...sentence.matchAll(period.unit)].map((m) => (m.groups?.count ? Number(m.groups.count) : 1) * period.days)];
    for (const days of stretches) shortest = shortest === null ? days : Math.min(shortest, days);
  }
  return shortest;
}

/**
 * The first sentence pairing a stake with what it became or pays (two amounts with currency marks, the second at
 * least minRatio times the first, not a range "€2,000 – €10,000") within a short period, or null.
 */
function growthClaim(sentences: readonly string[], rules: GrowthRules): string | null {
  for (const sentence of sentences) {
    // A price cut ("now €49, was €250, this week only") and a welcome bonus ("fund £1, get a share worth up to £100") pair amounts too.
    if (rules.years.test(sentence) || rules.offer.test(sentence)) continue;
    const amounts = [...sentence.matchAll(rules.amount)].map((m) => ({ at: m.index, end: m.index + m[0].length, value: amountValue(m.groups!.before ?? m.groups!.after!, m.groups!.beforeTimes ?? m.groups!.afterTimes ?? '') }));
    for (let i = 0; i < amounts.length - 1; i += 1) {
      const stake = amounts[i]!;
      const grown = amounts[i + 1]!;
      const between = sentence.slice(stake.end, grown.at);
      if (stake.value <= 0 || /^\s*(?:[-–—~〜～]|to|bis|à|a|hasta|até|do|до|ile)?\s*$/iu.test(between)) continue;
      const ratio = grown.value / stake.value;
      const days = ratio >= rules.shortRatio ? shortestPeriodIn(sentence, rules) : null;
      if (days !== null && (days <= rules.shortDays || (ratio >= rules.minRatio && days <= rules.maxDays))) return sentence.trim();
    }
  }
  return null;
}

/**
 * The first percentage per day, week or month at least that period's minRate, or over a counted stretch ("100 % in
 * 24 hours": the rate per period is the percentage over the count), outside an offer, or null.
 */
function rateClaim(sentences: readonly string[], rules: GrowthRules): string | null {
  for (const sentence of sentences) {
    for (const period of rules.periods) {
      const perPeriod = [...sentence.matchAll(period.rate)].map((m) => ({ m, count: 1 }));
      const counted = [...sentence.matchAll(period.countedRate)].map((m) => ({ m, count: Math.max(1, Number(m.groups!.count)) }));
      for (const { m, count } of [...perPeriod, ...counted]) {
        const percent = amountValue(/\d+(?:,\d+)?/.exec(m.groups!.pct ?? m.groups!.pctAfter!)![0]) / count;
        const around = sentence.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
        if (percent >= period.minRate && !rules.offer.test(around)) return m[0].trim();
      }
    }
  }
  return null;
}

/**
 * The investment-scam concepts the numbers give (scams.ts adds them to those of kits.json): a stake that grew many times
 * in a short period is concept growth; a percentage per day, week or month no market pays is concept returns.
 */
export function numericReturns(text: string, rules: GrowthRules | null): { concept: string; match: string }[] {
  if (rules === null) return [];
  const sentences = sentencesOf(text);
  const grown = growthClaim(sentences, rules);
  const rate = rateClaim(sentences, rules);
  return [...(grown === null ? [] : [{ concept: 'growth', match: grown }]), ...(rate === null ? [] : [{ concept: 'returns', match: rate }])];
}
