import { isIP } from 'node:net';
import { getDomain } from 'tldts';
import { normalizeHost, normalizeUrlKey } from './normalize.js';
import type { ListFormat, ParsedList } from './parse.js';

export type ThreatIntelMatch = {
  list: string;
  entry: string;
  /** `url`: the exact URL is listed; `host`: its host is; `domain`: a parent domain of its host is. */
  matchedOn: 'url' | 'host' | 'domain';
  category: string;
};

export type ThreatIntelListInfo = { name: string; format: ListFormat; category: string; entries: number };

/**
 * An immutable snapshot of every loaded list. A reload builds a new index and swaps the reference,
 * so a scan in progress keeps reading the snapshot it started with.
 */
export class ThreatIntelIndex {
  private static readonly emptyIndex = new ThreatIntelIndex([]);

  static empty(): ThreatIntelIndex {
    return ThreatIntelIndex.emptyIndex;
  }

  readonly lists: readonly ThreatIntelListInfo[];
  readonly size: number;

  constructor(private readonly parsed: readonly ParsedList[]) {
    this.lists = parsed.map((list) => ({ name: list.name, format: list.format, category: list.category, entries: list.entries }));
    this.size = parsed.reduce((sum, list) => sum + list.entries, 0);
  }

  /** Every list entry naming this URL, its host, or a parent domain of its host (down to the registrable domain). */
  match(url: string): ThreatIntelMatch[] {
    if (this.parsed.length === 0) return [];
    const key = normalizeUrlKey(url);
    if (key === null) return [];
    const out: ThreatIntelMatch[] = [];
    for (const list of this.parsed) {
      const hit = list.urls.get(key);
      if (hit) out.push({ list: list.name, entry: hit.entry, matchedOn: 'url', category: hit.category });
    }
    out.push(...this.matchHost(new URL(key).hostname));
    return dedupe(out);
  }

  matchHost(rawHost: string): ThreatIntelMatch[] {
    if (this.parsed.length === 0) return [];
    const host = normalizeHost(rawHost);
    if (host === null) return [];
    const candidates = hostCandidates(host);
    const out: ThreatIntelMatch[] = [];
    for (const list of this.parsed) {
      if (list.hosts.size === 0) continue;
      for (const [i, candidate] of candidates.entries()) {
        const hit = list.hosts.get(candidate);
        if (hit) {
          out.push({ list: list.name, entry: hit.entry, matchedOn: i === 0 ? 'host' : 'domain', category: hit.category });
          break;
        }
      }
    }
    return dedupe(out);
  }
}

/**
 * The host, then each parent down to the registrable domain. Never above it: an entry for a public
 * suffix (`github.io`, `co.uk`) must not take every site under it with it.
 */
function hostCandidates(host: string): string[] {
  if (isIP(host) !== 0) return [host];
  const registrable = getDomain(host, { allowPrivateDomains: true });
  const out = [host];
  if (registrable === null || registrable === host) return out;
  let rest = host;
  while (rest !== registrable) {
    const dot = rest.indexOf('.');
    if (dot === -1) break;
    rest = rest.slice(dot + 1);
    out.push(rest);
  }
  return out;
}

function dedupe(matches: ThreatIntelMatch[]): ThreatIntelMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => {
    const key = `${m.list}\u0000${m.entry}\u0000${m.matchedOn}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
