import { clip } from '../url.js';
import type { SignalContext, SignalDraft } from './types.js';

export function formSignals(ctx: SignalContext): SignalDraft[] {
  const page = ctx.page?.page;
  if (!page || !ctx.finalUrl) return [];
  const out: SignalDraft[] = [];
  const pageIsHttp = ctx.finalUrl.protocol === 'http:';
  for (const form of page.forms) {
    if (!form.hasPassword) continue;
    if (form.crossOrigin) {
      out.push({
        id: 'credential-form-cross-origin',
        message: 'A password form submits to a different site than the page it is on.',
        evidence: `${form.method} ${clip(form.action, 300)} from ${ctx.finalUrl.host}`,
      });
    }
    if (pageIsHttp || form.action.toLowerCase().startsWith('http:')) {
      out.push({
        id: 'password-form-insecure',
        message: 'A password form is served or submitted over plain HTTP.',
        evidence: pageIsHttp ? `page ${clip(ctx.finalUrl.href, 300)}` : `action ${clip(form.action, 300)}`,
      });
    }
  }
  if (pageIsHttp && ctx.page && ctx.page.facts.passwordInputsOutsideForms > 0 && !out.some((s) => s.id === 'password-form-insecure')) {
    out.push({
      id: 'password-form-insecure',
      message: 'A password field is served over plain HTTP.',
      evidence: `${ctx.page.facts.passwordInputsOutsideForms} password input(s) outside a form on ${clip(ctx.finalUrl.href, 300)}`,
    });
  }
  return out;
}
