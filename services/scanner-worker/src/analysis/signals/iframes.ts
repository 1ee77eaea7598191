import { bareHostname, parseUrl, siteOf } from '../url.js';
import type { SignalContext, SignalDraft } from './types.js';

/**
 * Invisible iframes to another site are the classic footprint of injected malware loaders. Same-site
 * ones (session keep-alive, OAuth helpers) and <noscript> fallbacks (tag managers) are left alone.
 */
export function iframeSignals(ctx: SignalContext): SignalDraft[] {
  const page = ctx.page;
  const final = ctx.finalUrl;
  if (!page || !final) return [];
  const pageSite = siteOf(bareHostname(final));
  const out: SignalDraft[] = [];
  for (const frame of page.facts.hiddenIframes) {
    const src = frame.src === null ? null : parseUrl(frame.src);
    if (!src || siteOf(bareHostname(src)) === pageSite) continue;
    out.push({ id: 'hidden-iframe', message: 'The page embeds an invisible frame from another site.', evidence: `${frame.src} (${frame.reason})` });
  }
  return out;
}
