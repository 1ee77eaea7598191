import type { SignalContext, SignalDraft } from './types.js';

/**
 * A rendered page that had to be cut short (endless script, dialog or popup storms, a load event that
 * never came) is reported, with what was captured: an informational fact, not a verdict.
 */
export function captureSignals(ctx: SignalContext): SignalDraft[] {
  const incidents = ctx.rendered?.incidents ?? [];
  if (incidents.length === 0) return [];
  return [{ id: 'capture-incomplete', message: 'The page resisted rendering; the capture holds what was seen before it was cut short.', evidence: incidents.join(', ').slice(0, 300) }];
}
