import type { ScriptRedirect, ScriptSample } from './page.js';
import { clip, isHttpUrl, parseUrl } from './url.js';

/** Redirects a page's own scripts perform with a literal target (location = "…", location.replace("…")). */

// Literal targets only: a computed target cannot be judged without running the script.
const LOCATION_ASSIGN = /\b(?:(?:window|document|self|top|parent|this)\s*\.\s*)?location(?:\s*\.\s*href)?\s*=\s*(["'`])([^"'`\\\r\n]{1,2048})\1/g;
const LOCATION_CALL = /\blocation\s*\.\s*(?:replace|assign)\s*\(\s*(["'`])([^"'`\\\r\n]{1,2048})\1/g;

export function findScriptRedirects(samples: readonly ScriptSample[], base: URL, max: number): ScriptRedirect[] {
  const out: ScriptRedirect[] = [];
  const seen = new Set<string>();
  for (const sample of samples) {
    for (const [pattern, kind] of [
      [LOCATION_ASSIGN, 'location-assign'],
      [LOCATION_CALL, 'location-replace'],
    ] as const) {
      pattern.lastIndex = 0;
      for (const match of sample.text.matchAll(pattern)) {
        if (out.length >= max) return out;
        const raw = match[2] ?? '';
        if (raw.includes('${')) continue;
        const target = parseUrl(raw.trim(), base);
        if (!target || !isHttpUrl(target)) continue;
        const key = `${kind} ${target.href}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ kind, url: clip(target.href, 2048), snippet: clip(match[0], 200) });
      }
    }
  }
  return out;
}
