import { SEVERITIES, type Severity, type Verdict } from './result.js';
import type { Rules } from './rules.js';
import type { EmittedSignal } from './signals/types.js';

export type Decision = { verdict: Verdict; score: number; categories: string[]; decidedBy: string[] };

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);

/**
 * Score, verdict and categories from the signals, by combination (rules/scoring.json):
 * - each signal id counts once, at its most severe occurrence;
 * - `corroborating` ids (http transport, IP-literal host, legacy idioms…) add their weight only
 *   beside a signal that is not corroborating; alone they stay below the suspicious threshold;
 * - a `combinations` rule whose every member is present (and, when it has `some`, at least `count`
 *   of those ids) lifts the score to its verdict's threshold and puts its categories first; members
 *   may be info-level facts, but one member at least must weigh something; its `defaultCategories` count only
 *   when no deciding combination names a category: a malicious combination's, or a suspicious one's when no
 *   malicious one gives any;
 * Every step only ever adds, so more evidence never lowers the score (tested as a property).
 */
export function decide(signals: readonly EmittedSignal[], rules: Rules): Decision {
  const { weights, thresholds, corroborating, combinations, conditions } = rules.scoring;
  const worstById = new Map<string, EmittedSignal>();
  for (const signal of signals) {
    const previous = worstById.get(signal.id);
    if (previous === undefined || rank(signal.severity) > rank(previous.severity)) worstById.set(signal.id, signal);
  }
  let strong = 0;
  let weak = 0;
  const deciders: EmittedSignal[] = [];
  for (const signal of worstById.values()) {
    const weight = weights[signal.severity];
    if (corroborating.has(signal.id)) weak += weight;
    else {
      strong += weight;
      if (weight > 0) deciders.push(signal);
    }
  }
  let score = strong > 0 ? strong + weak : Math.min(weak, thresholds.suspicious - 1);
  score = Math.min(100, Math.round(score));

  // Combinations may name the info-level facts listed in `conditions` (identity-not-own: the page does
  // not name its host's organisation); they never decide alone and never explain a verdict alone. Any
  // other info-level signal is not evidence (an operator silences a signal by setting it to info).
  const present = new Set([...worstById.values()].filter((s) => s.severity !== 'info' || conditions.has(s.id)).map((s) => s.id));
  const explaining = [...worstById.values()].filter((s) => s.severity !== 'info');
  const comboCategories: string[] = [];
  // Default categories by the verdict of the combination giving them: a suspicious combination's count only when
  // no malicious one gives any.
  const defaultCategories: Record<'malicious' | 'suspicious', string[]> = { malicious: [], suspicious: [] };
  const comboMembers = new Set<string>();
  const comboIds: string[] = [];
  for (const combo of combinations) {
    const members: string[] = [];
    const satisfied = combo.all.every((alternatives) => {
      const hit = alternatives.find((id) => present.has(id));
      if (hit !== undefined) members.push(hit);
      return hit !== undefined;
    });
    if (!satisfied) continue;
    if (combo.some) {
      const hits = combo.some.of.filter((id) => present.has(id));
      if (hits.length < combo.some.count) continue;
      members.push(...hits);
    }
    // A combination of info facts only explains nothing: one member at least must weigh something.
    if (!members.some((id) => worstById.get(id)!.severity !== 'info')) continue;
    score = Math.max(score, combo.verdict === 'malicious' ? thresholds.malicious : thresholds.suspicious);
    comboIds.push(`combo:${combo.id}`);
    for (const id of members) comboMembers.add(id);
    for (const category of combo.categories) if (!comboCategories.includes(category)) comboCategories.push(category);
    const defaults = defaultCategories[combo.verdict];
    for (const category of combo.defaultCategories ?? []) if (!defaults.includes(category)) defaults.push(category);
  }
  if (comboCategories.length === 0) comboCategories.push(...(defaultCategories.malicious.length > 0 ? defaultCategories.malicious : defaultCategories.suspicious));

  let verdict: Verdict = score >= thresholds.malicious ? 'malicious' : score >= thresholds.suspicious ? 'suspicious' : 'clean';
  const forcing: string[] = [];
  for (const signal of signals) {
    const forced = rules.signals[signal.id]?.forceVerdict;
    if (signal.severity === 'info' || !forced) continue;
    forcing.push(signal.id);
    if (forced === 'malicious') {
      verdict = 'malicious';
      score = Math.max(score, thresholds.malicious);
    } else if (verdict === 'clean') {
      verdict = 'suspicious';
      score = Math.max(score, thresholds.suspicious);
    }
  }

  // Contract: a verdict other than clean is always explained by a signal of severity low or above.
  if (explaining.length === 0) {
    return { verdict: 'clean', score: Math.min(score, Math.max(0, thresholds.suspicious - 1)), categories: [], decidedBy: [] };
  }
  if (verdict === 'clean') return { verdict, score, categories: [], decidedBy: [] };

  const decidedBy = [...new Set([...comboIds, ...comboMembers, ...forcing, ...deciders.map((s) => s.id)])];
  const weightByCategory = new Map<string, number>();
  for (const signal of deciders) {
    for (const category of signal.categories) {
      weightByCategory.set(category, Math.max(weightByCategory.get(category) ?? 0, weights[signal.severity] + rank(signal.severity)));
    }
  }
  const fromSignals = [...weightByCategory.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  const categories = [...comboCategories, ...fromSignals.filter((c) => !comboCategories.includes(c))];
  return { verdict, score, categories: categories.length > 0 ? categories : ['suspicious'], decidedBy };
}
