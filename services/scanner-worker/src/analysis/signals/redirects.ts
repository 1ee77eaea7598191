import { parseRefresh } from '../page.js';
import { bareHostname, clip, parseUrl, siteOf } from '../url.js';
import type { SignalContext, SignalDraft } from './types.js';

export function redirectSignals(ctx: SignalContext): SignalDraft[] {
  const out: SignalDraft[] = [];
  const final = ctx.finalUrl;
  if (!final) return out;
  const finalSite = siteOf(bareHostname(final));

  const metaRefresh = ctx.page?.page.metaRefresh;
  if (metaRefresh?.url) {
    const target = parseUrl(metaRefresh.url);
    if (target && siteOf(bareHostname(target)) !== finalSite) {
      out.push({
        id: 'meta-refresh-cross-domain',
        message: 'A <meta http-equiv="refresh"> sends the visitor to another site.',
        evidence: `after ${metaRefresh.delaySeconds}s to ${clip(target.href, 300)}`,
      });
    }
  }

  const refreshHeader = ctx.response?.headers.refresh;
  const refresh = Array.isArray(refreshHeader) ? refreshHeader[0] : refreshHeader;
  if (refresh !== undefined) {
    const parsed = parseRefresh(refresh);
    const target = parsed?.url ? parseUrl(parsed.url, final) : null;
    if (parsed && target && siteOf(bareHostname(target)) !== finalSite) {
      out.push({ id: 'refresh-header-cross-domain', message: 'A Refresh header sends the visitor to another site.', evidence: `after ${parsed.delaySeconds}s to ${clip(target.href, 300)}` });
    }
  }

  for (const redirect of ctx.page?.facts.scriptRedirects ?? []) {
    const target = parseUrl(redirect.url);
    if (!target || siteOf(bareHostname(target)) === finalSite) continue;
    out.push({ id: 'script-redirect-cross-domain', message: 'A script sends the visitor to another site.', evidence: `${redirect.snippet} → ${clip(target.href, 300)}` });
  }

  const hops = ctx.redirects.length;
  const t = ctx.rules.thresholds;
  if (hops >= t.redirectChainMinHops) {
    out.push({ id: 'redirect-chain-long', message: `The URL goes through ${hops} redirects before the final page.`, evidence: ctx.redirects.map((h) => `${h.status} ${clip(h.url, 120)}`).join(' → ') });
  }

  // The sequence of URLs actually visited: every hop's URL, then the final one.
  const visited = [...ctx.redirects.map((h) => parseUrl(h.url)), final].filter((u): u is URL => u !== null);
  const crossings: string[] = [];
  const downgrades: string[] = [];
  for (let i = 0; i + 1 < visited.length; i++) {
    const from = visited[i];
    const to = visited[i + 1];
    if (!from || !to) continue;
    const fromSite = siteOf(bareHostname(from));
    const toSite = siteOf(bareHostname(to));
    if (fromSite !== toSite) crossings.push(`${fromSite} → ${toSite}`);
    if (from.protocol === 'https:' && to.protocol === 'http:') downgrades.push(`${clip(from.href, 150)} → ${clip(to.href, 150)}`);
  }
  if (crossings.length >= t.redirectCrossDomainMinHops) {
    out.push({ id: 'redirect-cross-domain-hops', message: `The redirect chain crosses between sites ${crossings.length} times.`, evidence: crossings.join(', ') });
  } else if (crossings.length > 0) {
    out.push({ id: 'redirect-cross-domain', message: 'The URL redirects to another site.', evidence: crossings.join(', ') });
  }
  if (downgrades.length > 0) {
    out.push({ id: 'redirect-https-downgrade', message: 'A redirect moves from HTTPS to plain HTTP.', evidence: downgrades.join(', ') });
  }
  return out;
}
