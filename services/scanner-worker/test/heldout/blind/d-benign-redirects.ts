import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc } from '../parts/d-parts.js';

/** Benign redirects: shorteners to real sites, email click tracking, old-domain moves, login redirects to the organisation's SSO. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-app-login-redirect-entra',
  label: 'clean',
  kind: 'login-redirect-same-org',
  url: 'https://intranet.brackenridge-group.com/',
  routes: {
    'intranet.brackenridge-group.com/': redirectRoute(302, 'https://login.brackenridge-group.com/adfs/ls/?wa=wsignin1.0&wtrealm=urn%3Aintranet&wctx=rm%3D0'),
    'login.brackenridge-group.com/adfs/ls/': htmlRoute(
      doc({
        title: 'Sign In',
        css: `body{margin:0;font-family:"Segoe UI",sans-serif;display:flex;min-height:100vh}#brandingWrapper{flex:1;background:#1f3b5c url('/adfs/portal/illustration/illustration.png') center/cover}#contentWrapper{width:500px;padding:60px 50px}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;margin:10px 0}#submitButton{background:#1f3b5c;color:#fff;border:0;padding:8px 30px}`,
        body: `<div id="brandingWrapper"></div><div id="contentWrapper"><img src="/adfs/portal/logo/logo.png" alt="Brackenridge Group" height="40"><h2>Sign in</h2><form method="post" id="loginForm" action="/adfs/ls/?wa=wsignin1.0&amp;wtrealm=urn%3aintranet&amp;client-request-id=2b8c"><input id="userNameInput" name="UserName" type="email" placeholder="someone@brackenridge-group.com"><input id="passwordInput" name="Password" type="password" placeholder="Password"><span id="submitButton" class="submit" role="button" tabindex="4" onclick="document.getElementById('loginForm').submit()">Sign in</span></form><p style="font-size:12px;margin-top:40px">Brackenridge Group IT · Service desk ext. 2222 · © 2026 Microsoft</p></div>`,
      }),
    ),
  },
},

];
