import { SEVERITIES } from '../result.js';
import { brandSignals } from './brand.js';
import { captureSignals } from './capture.js';
import { downloadSignals } from './downloads.js';
import { formSignals } from './forms.js';
import { headerSignals } from './headers.js';
import { iframeSignals } from './iframes.js';
import { identitySignals } from './identity.js';
import { kitSignals } from './kits.js';
import { linkedPageSignals } from './linked.js';
import { lureSignals } from './lures.js';
import { malwareSignals } from './malware.js';
import { scamSignals } from './scams.js';
import { walletSignals } from './wallet.js';
import { hostSignals } from './host.js';
import { obfuscationSignals } from './obfuscation.js';
import { redirectSignals } from './redirects.js';
import { threatIntelSignals } from './threat-intel.js';
import { tlsSignals } from './tls.js';
import type { EmittedSignal, SignalContext, SignalRule } from './types.js';

export type { EmittedSignal, SignalContext, SignalDraft, ResponseFacts } from './types.js';

export const SIGNAL_RULES: readonly SignalRule[] = [
  threatIntelSignals,
  hostSignals,
  brandSignals,
  formSignals,
  downloadSignals,
  redirectSignals,
  tlsSignals,
  obfuscationSignals,
  iframeSignals,
  headerSignals,
  kitSignals,
  identitySignals,
  lureSignals,
  malwareSignals,
  scamSignals,
  walletSignals,
  captureSignals,
  linkedPageSignals,
];

/** Cap on signals in one result; a page cannot grow the result without bound through repetition. */
const MAX_SIGNALS = 50;

/**
 * Runs every rule and settles each draft against the catalogue: disabled ids are dropped, missing
 * severities and categories filled in, exact repeats merged. Sorted most severe first.
 */
export function collectSignals(ctx: SignalContext, rules: readonly SignalRule[] = SIGNAL_RULES): EmittedSignal[] {
  const out: EmittedSignal[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    for (const draft of rule(ctx)) {
      const entry = ctx.rules.signals[draft.id];
      // A rule emitting an id the catalogue lacks is a bug in this service, not an operator's mistake.
      if (!entry) throw new Error(`signal id "${draft.id}" is missing from rules/signals.json`);
      if (!entry.enabled) continue;
      const key = `${draft.id}\u0000${draft.evidence}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        id: draft.id,
        severity: draft.severity ?? entry.severity,
        message: draft.message,
        evidence: draft.evidence,
        categories: draft.categories ?? entry.categories,
      });
    }
  }
  const rank = (s: EmittedSignal): number => SEVERITIES.indexOf(s.severity);
  out.sort((a, b) => rank(b) - rank(a) || a.id.localeCompare(b.id));
  return out.slice(0, MAX_SIGNALS);
}
