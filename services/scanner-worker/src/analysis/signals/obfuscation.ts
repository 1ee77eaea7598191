import type { ScriptSample } from '../page.js';
import { SEVERITIES, type Severity } from '../result.js';
import type { Rules } from '../rules.js';
import { clip } from '../url.js';
import type { SignalContext, SignalDraft } from './types.js';

export type ObfuscationFinding = { id: string; severity: Severity; detail: string };

const BASE64_CHAR = /[A-Za-z0-9+/]/;
const HEX_ESCAPE = /\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4})/g;
const FROM_CHAR_CODE_OPEN = /\s*(?:\.\s*apply\s*\(\s*[\w.]+\s*,\s*\[|\()/y;
const CHAR_CODE_ARG = /\s*(?:0x[0-9a-fA-F]+|\d+)\s*,?/y;

/** Longest run of base64 alphabet that is not the payload of a data: URI and looks like encoded data. */
function longestBase64Run(text: string, minLength: number): string | null {
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch !== undefined && BASE64_CHAR.test(ch)) {
      if (start === -1) start = i;
      continue;
    }
    if (start !== -1 && i - start >= minLength) {
      const run = text.slice(start, i);
      const isDataUri = /base64,\s*$/i.test(text.slice(Math.max(0, start - 8), start));
      // Real encoded payloads mix cases and digits; a long identifier or hex hash does not.
      if (!isDataUri && /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run)) return run;
    }
    start = -1;
  }
  return null;
}

/** Most numeric arguments passed to one String.fromCharCode call. */
function longestCharCodeCall(text: string): number {
  let best = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf('fromCharCode', from);
    if (at === -1) return best;
    from = at + 'fromCharCode'.length;
    FROM_CHAR_CODE_OPEN.lastIndex = from;
    if (!FROM_CHAR_CODE_OPEN.test(text)) continue;
    let count = 0;
    CHAR_CODE_ARG.lastIndex = FROM_CHAR_CODE_OPEN.lastIndex;
    while (CHAR_CODE_ARG.test(text)) count++;
    best = Math.max(best, count);
  }
}

export function findObfuscation(samples: readonly ScriptSample[], rules: Rules): ObfuscationFinding[] {
  const cfg = rules.obfuscation;
  const found = new Map<string, ObfuscationFinding>();
  const add = (finding: ObfuscationFinding): void => {
    if (!found.has(finding.id)) found.set(finding.id, finding);
  };
  for (const sample of samples) {
    const text = sample.text;
    for (const pattern of cfg.patterns) {
      const match = pattern.regex.exec(text);
      if (match) add({ id: pattern.id, severity: pattern.severity, detail: `${pattern.description} in ${sample.source}: ${clip(match[0], 80)}` });
    }
    const blob = longestBase64Run(text, cfg.base64Blob.minLength);
    if (blob) add({ id: 'base64-blob', severity: cfg.base64Blob.severity, detail: `${blob.length}+ character base64 run in ${sample.source}: ${blob.slice(0, 40)}…` });
    const escapes = text.match(HEX_ESCAPE)?.length ?? 0;
    if (escapes >= cfg.hexEscapes.minCount) {
      const density = (escapes * 4) / text.length;
      if (density >= cfg.hexEscapes.minDensity) {
        add({ id: 'hex-escapes', severity: cfg.hexEscapes.severity, detail: `${escapes} \\x/\\u escapes (${Math.round(density * 100)}% of ${sample.source})` });
      }
    }
    const args = longestCharCodeCall(text);
    if (args >= cfg.fromCharCode.minArgs) {
      add({ id: 'fromcharcode-chain', severity: cfg.fromCharCode.severity, detail: `String.fromCharCode with ${args} numeric arguments in ${sample.source}` });
    }
  }
  return [...found.values()];
}

/** One signal for the page, as severe as the worst pattern found, listing what was found. */
export function obfuscationSignals(ctx: SignalContext): SignalDraft[] {
  const samples = ctx.page?.facts.scriptSamples;
  if (!samples || samples.length === 0) return [];
  const findings = findObfuscation(samples, ctx.rules);
  if (findings.length === 0) return [];
  const severity = findings.reduce<Severity>((worst, f) => (SEVERITIES.indexOf(f.severity) > SEVERITIES.indexOf(worst) ? f.severity : worst), 'info');
  return [
    {
      id: 'obfuscated-script',
      message: `Inline script uses obfuscation techniques (${findings.map((f) => f.id).join(', ')}).`,
      evidence: findings.map((f) => `${f.id}: ${f.detail}`).join(' | '),
      severity,
    },
  ];
}
