import { bareHostname } from '../url.js';
import type { SignalContext, SignalDraft } from './types.js';

/** Resource hosts looked up per page: enough for any real page, bounded for a hostile one. */
const MAX_RESOURCE_LOOKUPS = 500;
const MAX_RESOURCE_SIGNALS = 10;

export function threatIntelSignals(ctx: SignalContext): SignalDraft[] {
  const out: SignalDraft[] = ctx.threatIntelMatches.map((match) => ({
    id: 'threat-intel-match',
    message: `The URL is on the threat-intel list "${match.list}" (${match.category}).`,
    evidence: `${match.list}: ${match.entry} (matched on ${match.matchedOn})`,
    categories: [match.category],
  }));

  if (ctx.page) {
    const chainHosts = new Set(ctx.chain.map((url) => bareHostname(url)));
    const hosts = new Set<string>(ctx.page.facts.externalHosts);
    for (const form of ctx.page.page.forms) {
      try {
        hosts.add(bareHostname(new URL(form.action)));
      } catch {
        // An action that is not a URL names no host to look up.
      }
    }
    let lookups = 0;
    let found = 0;
    for (const host of hosts) {
      if (chainHosts.has(host)) continue;
      if (++lookups > MAX_RESOURCE_LOOKUPS || found >= MAX_RESOURCE_SIGNALS) break;
      for (const match of ctx.threatIntel.matchHost(host)) {
        found++;
        out.push({
          id: 'threat-intel-resource',
          message: `The page links to or loads from ${host}, which is on the threat-intel list "${match.list}" (${match.category}).`,
          evidence: `${host}: ${match.list}: ${match.entry} (matched on ${match.matchedOn})`,
          categories: [match.category],
        });
      }
    }
  }
  return out;
}
