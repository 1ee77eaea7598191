import { SEVERITIES, type Severity, type Verdict } from './result.js';
import type { Rules } from './rules.js';
import type { EmittedSignal } from './signals/types.js';

export type Decision = { verdict: Verdict; score: number; categories: string[] };

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);

/**
 * Score, verdict and categories from the signals. Each signal id counts once, at its most severe
 * occurrence, so ten listings of one URL or ten cross-origin forms do not stack up on their own.
 */
export function decide(signals: readonly EmittedSignal[], rules: Rules): Decision {
  const { weights, thresholds } = rules.scoring;
  const worstById = new Map<string, Severity>();
  for (const signal of signals) {
    const previous = worstById.get(signal.id);
    if (previous === undefined || rank(signal.severity) > rank(previous)) worstById.set(signal.id, signal.severity);
  }
  let score = 0;
  for (const severity of worstById.values()) score += weights[severity];
  score = Math.min(100, Math.round(score));

  let verdict: Verdict = score >= thresholds.malicious ? 'malicious' : score >= thresholds.suspicious ? 'suspicious' : 'clean';
  for (const signal of signals) {
    const forced = rules.signals[signal.id]?.forceVerdict;
    if (signal.severity === 'info' || !forced) continue;
    if (forced === 'malicious') {
      verdict = 'malicious';
      score = Math.max(score, thresholds.malicious);
    } else if (verdict === 'clean') {
      verdict = 'suspicious';
      score = Math.max(score, thresholds.suspicious);
    }
  }

  const explaining = signals.filter((s) => s.severity !== 'info');
  // Contract: a verdict other than clean is always explained by a signal of severity low or above.
  if (explaining.length === 0) {
    return { verdict: 'clean', score: Math.min(score, Math.max(0, thresholds.suspicious - 1)), categories: [] };
  }
  if (verdict === 'clean') return { verdict, score, categories: [] };

  const weightByCategory = new Map<string, number>();
  for (const signal of explaining) {
    for (const category of signal.categories) {
      weightByCategory.set(category, Math.max(weightByCategory.get(category) ?? 0, weights[signal.severity] + rank(signal.severity)));
    }
  }
  const categories = [...weightByCategory.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  return { verdict, score, categories: categories.length > 0 ? categories : ['suspicious'] };
}
