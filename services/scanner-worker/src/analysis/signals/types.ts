import type { ThreatIntelIndex, ThreatIntelMatch } from '../../threat-intel/threat-index.js';
import type { AnalysisInput } from '../input.js';
import type { PageAnalysis } from '../page.js';
import type { RedirectHopResult, Severity, Signal, TlsSection } from '../result.js';
import type { Rules } from '../rules.js';

/** What a rule reports: the id's catalogue entry (rules/signals.json) supplies what the rule leaves out. */
export type SignalDraft = {
  id: string;
  message: string;
  evidence: string;
  /** Only for rules whose severity depends on what they found (obfuscation patterns carry their own). */
  severity?: Severity;
  /** Only for rules whose category comes from the data (threat-intel lists). */
  categories?: string[];
};

/** A signal as scored: the public shape plus the categories it contributes. */
export type EmittedSignal = Signal & { categories: string[] };

export type ResponseFacts = {
  status: number;
  headers: Readonly<Record<string, string | string[]>>;
  contentType: string | null;
  /** Lower-cased type/subtype without parameters. */
  mimeType: string | null;
  body: Buffer;
  isHtml: boolean;
};

/** Everything a rule may look at. Absent parts (no fetch, not HTML, not https) are null. */
export type SignalContext = {
  rules: Rules;
  threatIntel: ThreatIntelIndex;
  /** Every distinct URL from the one asked for to the final one, in order. */
  chain: URL[];
  finalUrl: URL | null;
  redirects: readonly RedirectHopResult[];
  response: ResponseFacts | null;
  tls: TlsSection | null;
  page: PageAnalysis | null;
  threatIntelMatches: readonly ThreatIntelMatch[];
  /** The whole capture (null for URL-only analysis). */
  input: AnalysisInput | null;
  /** Browser engine only: what the rendered page did beyond its document. */
  rendered?: {
    downloads: readonly { url: string; filename: string; mimeType: string | null }[];
    incidents: readonly string[];
  };
};

export type SignalRule = (ctx: SignalContext) => SignalDraft[];
