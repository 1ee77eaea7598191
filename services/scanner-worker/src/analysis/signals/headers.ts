import type { SignalContext, SignalDraft } from './types.js';

/** Missing hardening headers are worth knowing and never worth a verdict: info only. */
export function headerSignals(ctx: SignalContext): SignalDraft[] {
  const response = ctx.response;
  if (!response?.isHtml || response.status < 200 || response.status >= 300 || !ctx.finalUrl) return [];
  const has = (name: string): boolean => response.headers[name] !== undefined;
  const expected = [...ctx.rules.thresholds.expectedSecurityHeaders];
  if (ctx.finalUrl.protocol === 'https:') expected.push(...ctx.rules.thresholds.expectedSecurityHeadersHttps);
  const csp = response.headers['content-security-policy'];
  const frameAncestors = (Array.isArray(csp) ? csp.join(';') : (csp ?? '')).toLowerCase().includes('frame-ancestors');
  const missing = expected.filter((name) => !has(name) && !(name === 'x-frame-options' && frameAncestors));
  if (missing.length === 0) return [];
  return [{ id: 'missing-security-headers', message: 'Common security headers are missing from the page response.', evidence: missing.join(', ') }];
}
