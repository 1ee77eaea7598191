import { isIP } from 'node:net';
import { normalizeHost, normalizeUrlKey } from './normalize.js';

/**
 * Parsers for the local list formats. They take one line at a time so a large feed is streamed
 * from disk rather than held as one string; an unparseable line is counted and skipped, never fatal.
 */

export type ListFormat = 'hosts' | 'domains' | 'urls' | 'csv';
export const LIST_FORMATS: readonly ListFormat[] = ['hosts', 'domains', 'urls', 'csv'];

export type ListEntry = {
  /** The entry as the list wrote it (trimmed), reported in matches. */
  entry: string;
  category: string;
};

export type ParsedList = {
  name: string;
  format: ListFormat;
  /** Category of the list as a whole; an entry may carry its own (URLhaus `threat` column). */
  category: string;
  /** Normalised URL → entry, for URL lists. */
  urls: ReadonlyMap<string, ListEntry>;
  /** Normalised host or domain → entry, for host and domain lists. */
  hosts: ReadonlyMap<string, ListEntry>;
  entries: number;
  invalidLines: number;
  /** A few invalid lines, for the log. */
  invalidSamples: string[];
};

/** Name and format from a file name; `null` format means "look at the content". Null overall: not a list file. */
export function classifyFileName(fileName: string): { name: string; format: ListFormat | null } | null {
  const lower = fileName.toLowerCase();
  // Editors' and downloaders' temporaries: reading them half-written would load half a list.
  if (lower.startsWith('.') || /(?:~|\.tmp|\.part|\.partial|\.swp|\.crdownload)$/.test(lower)) return null;
  const labelled: [RegExp, ListFormat][] = [
    [/\.hosts(?:\.txt)?$/, 'hosts'],
    [/\.domains(?:\.txt)?$/, 'domains'],
    [/\.urls(?:\.txt)?$/, 'urls'],
    [/\.csv$/, 'csv'],
  ];
  for (const [pattern, format] of labelled) {
    const match = pattern.exec(lower);
    if (match) return { name: fileName.slice(0, match.index) || fileName, format };
  }
  if (lower === 'hosts') return { name: fileName, format: 'hosts' };
  const generic = /\.(?:txt|list)$/.exec(lower);
  if (generic) return { name: fileName.slice(0, generic.index) || fileName, format: null };
  if (!lower.includes('.')) return { name: fileName, format: null };
  return null;
}

/** Guesses the format of an unlabelled file from its first meaningful lines. */
export function sniffFormat(lines: readonly string[]): ListFormat {
  let hosts = 0;
  let urls = 0;
  let csv = 0;
  let seen = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    seen++;
    const first = line.split(/\s+/)[0] ?? '';
    if (isIP(first) !== 0 && /\s/.test(line)) hosts++;
    else if (/^"?https?:\/\//i.test(line)) urls++;
    else if (line.includes(',') && line.includes('http')) csv++;
    if (seen >= 50) break;
  }
  if (hosts > 0 && hosts >= urls && hosts >= csv) return 'hosts';
  if (csv > urls) return 'csv';
  if (urls > 0) return 'urls';
  return 'domains';
}

/** What a list is about, from its name (`openphish` → phishing); `blocklisted` when the name says nothing. */
export function categoryFromName(name: string): string {
  const lower = name.toLowerCase();
  if (/phish/.test(lower)) return 'phishing';
  if (/malware|urlhaus|malw|ransom|botnet|trojan|\bc2\b|exploit/.test(lower)) return 'malware';
  if (/scam|fraud|fake/.test(lower)) return 'scam';
  if (/crypto|mining|miner/.test(lower)) return 'cryptomining';
  if (/spam/.test(lower)) return 'spam';
  return 'blocklisted';
}

function categoryFromThreat(threat: string | undefined, fallback: string): string {
  if (!threat) return fallback;
  const lower = threat.toLowerCase();
  if (lower.includes('phish')) return 'phishing';
  if (lower.includes('malware')) return 'malware';
  if (lower.includes('scam')) return 'scam';
  return fallback;
}

/** Names every hosts file carries for the machine itself; not blocklist entries. */
const HOSTS_BOILERPLATE = new Set([
  'localhost',
  'localhost.localdomain',
  'local',
  'broadcasthost',
  'ip6-localhost',
  'ip6-loopback',
  'ip6-localnet',
  'ip6-mcastprefix',
  'ip6-allnodes',
  'ip6-allrouters',
  'ip6-allhosts',
  '0.0.0.0',
]);

const MAX_INVALID_SAMPLES = 5;

export class ListBuilder {
  readonly category: string;
  private readonly urls = new Map<string, ListEntry>();
  private readonly hosts = new Map<string, ListEntry>();
  private invalidLines = 0;
  private readonly invalidSamples: string[] = [];
  private urlColumn: number | null = null;
  private threatColumn: number | null = null;

  constructor(
    readonly name: string,
    readonly format: ListFormat,
  ) {
    this.category = categoryFromName(name);
  }

  addLine(raw: string): void {
    const line = raw.trim();
    if (line === '') return;
    switch (this.format) {
      case 'hosts':
        return this.addHostsLine(line);
      case 'domains':
        return this.addDomainLine(line);
      case 'urls':
        return this.addUrlLine(line);
      case 'csv':
        return this.addCsvLine(line);
    }
  }

  finish(): ParsedList {
    return {
      name: this.name,
      format: this.format,
      category: this.category,
      urls: this.urls,
      hosts: this.hosts,
      entries: this.urls.size + this.hosts.size,
      invalidLines: this.invalidLines,
      invalidSamples: this.invalidSamples,
    };
  }

  private invalid(line: string): void {
    this.invalidLines++;
    if (this.invalidSamples.length < MAX_INVALID_SAMPLES) this.invalidSamples.push(line.length > 120 ? `${line.slice(0, 120)}…` : line);
  }

  private addHost(raw: string, line: string): void {
    const host = normalizeHost(raw);
    if (host === null) return this.invalid(line);
    if (!this.hosts.has(host)) this.hosts.set(host, { entry: raw, category: this.category });
  }

  private addHostsLine(line: string): void {
    if (line.startsWith('#')) return;
    const tokens = line.replace(/#.*$/, '').trim().split(/\s+/);
    const address = tokens[0] ?? '';
    if (isIP(address) === 0 || tokens.length < 2) return this.invalid(line);
    for (const name of tokens.slice(1)) {
      if (HOSTS_BOILERPLATE.has(name.toLowerCase())) continue;
      this.addHost(name, line);
    }
  }

  private addDomainLine(line: string): void {
    if (line.startsWith('#') || line.startsWith('!')) return;
    // Adblock-style (`||bad.example^`) and wildcard (`*.bad.example`) spellings mean the same here:
    // the domain and everything under it.
    const value = line
      .replace(/\s+#.*$/, '')
      .trim()
      .replace(/^\|\|/, '')
      .replace(/\^$/, '')
      .replace(/^\*\./, '')
      .replace(/^\./, '');
    if (/[/:\s]/.test(value) && isIP(value) !== 6) return this.invalid(line);
    this.addHost(value, line);
  }

  private addUrl(raw: string, line: string, category: string): void {
    const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
    const key = normalizeUrlKey(candidate);
    if (key === null) return this.invalid(line);
    if (!this.urls.has(key)) this.urls.set(key, { entry: raw, category });
  }

  private addUrlLine(line: string): void {
    if (line.startsWith('#')) return;
    this.addUrl(line, line, this.category);
  }

  private addCsvLine(line: string): void {
    if (line.startsWith('#')) {
      // URLhaus puts its header in a comment: `# id,dateadded,url,url_status,...`.
      this.readHeader(splitCsvLine(line.replace(/^#\s*/, '')));
      return;
    }
    const fields = splitCsvLine(line);
    if (fields === null) return this.invalid(line);
    if (this.readHeader(fields)) return;
    let url = this.urlColumn === null ? undefined : fields[this.urlColumn];
    if (url === undefined || !/^https?:\/\//i.test(url)) url = fields.find((f) => /^https?:\/\//i.test(f));
    if (url === undefined) return this.invalid(line);
    const threat = this.threatColumn === null ? undefined : fields[this.threatColumn];
    this.addUrl(url, line, categoryFromThreat(threat, this.category));
  }

  /** Takes column positions from a header row; true when the row was one. */
  private readHeader(fields: string[] | null): boolean {
    if (fields === null) return false;
    const lower = fields.map((f) => f.trim().toLowerCase());
    const urlColumn = lower.indexOf('url');
    if (urlColumn === -1) return false;
    this.urlColumn = urlColumn;
    const threat = lower.indexOf('threat');
    this.threatColumn = threat === -1 ? null : threat;
    return true;
  }
}

/** RFC 4180 fields of one line (no embedded newlines); null when a quote is left open. */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const end = line.indexOf('"', i);
        if (end === -1) return null;
        value += line.slice(i, end);
        if (line[end + 1] === '"') {
          value += '"';
          i = end + 2;
          continue;
        }
        i = end + 1;
        break;
      }
      fields.push(value);
      if (i < line.length && line[i] !== ',') return null;
      i++;
    } else {
      const end = line.indexOf(',', i);
      if (end === -1) {
        fields.push(line.slice(i).trim());
        break;
      }
      fields.push(line.slice(i, end).trim());
      i = end + 1;
    }
  }
  return fields;
}

/** Parses a whole list held in memory (tests, small files). */
export function parseList(name: string, format: ListFormat, text: string): ParsedList {
  const builder = new ListBuilder(name, format);
  for (const line of text.split(/\r?\n/)) builder.addLine(line);
  return builder.finish();
}
