import type { SignalContext, SignalDraft } from './types.js';

export function tlsSignals(ctx: SignalContext): SignalDraft[] {
  const out: SignalDraft[] = [];
  const final = ctx.finalUrl;
  if (final?.protocol === 'http:' && ctx.response) {
    out.push({ id: 'insecure-transport', message: 'The final page is served over plain HTTP.', evidence: final.href });
  }
  const tls = ctx.tls;
  if (!tls) return out;
  const who = `subject ${tls.subject ?? '?'}, issuer ${tls.issuer ?? '?'}`;
  if (tls.selfSigned) {
    out.push({ id: 'tls-self-signed', message: 'The server presented a self-signed certificate.', evidence: `${who}${tls.authorizationError ? ` (${tls.authorizationError})` : ''}` });
  } else if (!tls.authorized) {
    out.push({
      id: 'tls-untrusted',
      message: 'The server certificate did not verify (untrusted, expired or issued for another name).',
      evidence: `${tls.authorizationError ?? 'not authorized'}; ${who}; valid ${tls.validFrom ?? '?'} to ${tls.validTo ?? '?'}`,
    });
  }
  return out;
}
