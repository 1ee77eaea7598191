

/** Helpers shared by dev/d-benign-logins.ts and blind/d-benign-logins.ts (the same family's pages in both splits). */
/** Benign: organisations' own login pages (banks, universities, SaaS, small businesses, government, webmail at hosting providers), OAuth consent, password managers. Written for corpus/d. */

export const loginCard = (o: { title: string; sub?: string; action: string; user?: string; pass?: string; extra?: string; btn?: string; links?: string }): string =>
  `<div class="card" style="max-width:420px;margin:48px auto"><h1 style="font-size:24px;margin-top:0">${o.title}</h1>${o.sub ? `<p class="muted">${o.sub}</p>` : ''}
<form method="post" action="${o.action}" autocomplete="on"><input type="hidden" name="csrf_token" value="b7c1e0f2a94d4e6f8a1b3c5d7e9f0a2b">
<div class="form-group"><label for="u">${o.user ?? 'Email address'}</label><input id="u" name="username" type="text" autocomplete="username" required></div>
<div class="form-group"><label for="p">${o.pass ?? 'Password'}</label><input id="p" name="password" type="password" autocomplete="current-password" required></div>
${o.extra ?? ''}<button class="btn btn-block" type="submit">${o.btn ?? 'Sign in'}</button></form>
${o.links ?? '<p class="muted" style="margin-top:16px"><a href="/password/reset">Forgot your password?</a> · <a href="/help/sign-in">Trouble signing in?</a></p>'}</div>`;
