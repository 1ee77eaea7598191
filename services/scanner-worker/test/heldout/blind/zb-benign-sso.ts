import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, esc, img, orgAssets, orgPage, qrSvg, analytics } from '../parts/zb-kit.js';
import { northfield, lindenau, valmont, kitamura, dijkstad, halvorsen, brightwater, withHost } from '../parts/zb-orgs.js';

export const entries: Entry[] = [
  {
    id: 'zb-clean-sso-valmont-cas',
    label: 'clean',
    kind: 'univ-sso',
    url: 'https://cas.univ-valmont.fr/cas/login?service=https%3A%2F%2Fent.univ-valmont.fr%2Fportail%2F',
    body: doc({
      title: 'CAS – Service Central d\'Authentification – Université de Valmont',
      lang: 'fr',
      head: '<link rel="icon" href="/cas/favicon.ico">',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f3eef2}header{background:#6b1d5c;color:#fff;padding:14px 28px;font-size:18px}.c{max-width:900px;margin:30px auto;display:flex;gap:26px}
.f{flex:1;background:#fff;padding:26px;border-radius:4px}.i{flex:1;font-size:14px}label{display:block;margin-top:12px;font-weight:600}input{width:100%;padding:9px;margin-top:4px;border:1px solid #aaa}
.b{margin-top:18px;background:#6b1d5c;color:#fff;padding:10px 20px;border:0}.a{background:#fff5d6;border:1px solid #e6cf84;padding:10px;font-size:13px;margin-top:14px}`,
      body: `<header><img src="/cas/images/logo-udv.png" alt="" width="28" style="vertical-align:middle"> Université de Valmont – Service Central d'Authentification</header>
<div class="c"><div class="f"><h2>Entrez votre identifiant et votre mot de passe.</h2>
<form id="fm1" method="post" action="/cas/login?service=https%3A%2F%2Fent.univ-valmont.fr%2Fportail%2F">
<label for="username">Identifiant :</label><input id="username" name="username" type="text" autocomplete="username">
<label for="password">Mot de passe :</label><input id="password" name="password" type="password" autocomplete="current-password">
<label style="font-weight:normal"><input type="checkbox" name="warn" value="true" style="width:auto"> Prévenez-moi avant d'accéder à d'autres services.</label>
<input type="hidden" name="execution" value="c2e4f1a9-77c1-4f0b-b5e2-1d0f6a1e2b33_ZXlKaGJHY2lPaUpJVXpVeE1pSjkuZXlK"><input type="hidden" name="_eventId" value="submit">
<button class="b" type="submit">SE CONNECTER</button></form>
<div class="a">Pour des raisons de sécurité, veuillez vous déconnecter et fermer votre navigateur lorsque vous avez fini d'accéder aux services authentifiés.</div></div>
<div class="i"><p><strong>Première connexion ?</strong> <a href="https://sesame.univ-valmont.fr/activation">Activez votre compte Sésame</a>.</p><p><a href="https://sesame.univ-valmont.fr/mdp-oublie">Mot de passe oublié</a></p>
<p>La DSI ne vous demandera jamais votre mot de passe par courriel. En cas de doute sur un message, transférez-le à <a href="mailto:abuse@univ-valmont.fr">abuse@univ-valmont.fr</a>.</p>
<p class="muted">Assistance : 04 78 55 20 99 (du lundi au vendredi, 8h–18h)</p></div></div>`,
    }),
    routes: { 'cas.univ-valmont.fr/cas/images/logo-udv.png': img(107, 29, 92), 'cas.univ-valmont.fr/cas/favicon.ico': img(107, 29, 92) },
  },
  {
    id: 'zb-clean-sso-brightwater-okta-tenant',
    label: 'clean',
    kind: 'corp-sso',
    url: 'https://brightwater-components.okta.com/login/login.htm?fromURI=%2Fapp%2Fbrightwatercomponents_sap_1%2Fexk1f9a8b7c6d5e4f3%2Fsso%2Fsaml',
    body: doc({
      title: 'Brightwater Components - Anmelden',
      lang: 'de',
      css: `body{margin:0;background:#f2f6f5 url(/bc/image/bg.png);font-family:Arial,sans-serif}.auth{width:400px;margin:70px auto;background:#fff;border:1px solid #ddd;border-radius:3px;box-shadow:0 2px 0 rgba(175,175,175,.12)}
.hd{padding:30px 0 20px;text-align:center;border-bottom:1px solid #ddd}.bd{padding:30px 42px}label{font-size:13px;font-weight:bold;display:block;margin:12px 0 4px}input{width:100%;padding:9px;border:1px solid #8c8c96;border-radius:3px}
.btn{width:100%;margin-top:20px;background:#0a7d6f;color:#fff;border:0;padding:11px;border-radius:3px;font-size:14px}.links{font-size:12px;margin-top:18px}`,
      body: `<div class="auth"><div class="hd"><img src="/bc/image/logo-brightwater.png" alt="Brightwater Components" height="40"></div><div class="bd" id="okta-sign-in">
<h2 style="font-size:15px;text-align:center">Anmelden</h2>
<form method="post" action="/api/v1/authn" id="form1"><label for="okta-signin-username">Benutzername</label><input id="okta-signin-username" name="username" type="text" autocomplete="username">
<label for="okta-signin-password">Passwort</label><input id="okta-signin-password" name="password" type="password">
<label style="font-weight:normal"><input type="checkbox" name="remember" style="width:auto"> Angemeldet bleiben</label>
<button class="btn" type="submit" id="okta-signin-submit">Anmelden</button></form>
<div class="links"><a href="/signin/forgot-password">Passwort vergessen?</a><br><a href="/help/login">Hilfe</a></div>
<p style="font-size:11px;color:#777;margin-top:18px">Dieses System ist nur für autorisierte Mitarbeitende der Brightwater Components GmbH bestimmt. Bei Fragen: IT-Service, Durchwahl -100.</p></div></div>
<p style="text-align:center;font-size:11px;color:#888">Powered by Okta &middot; <a href="https://www.okta.com/privacy-policy/">Privacy Policy</a></p>
<script>document.getElementById('form1').addEventListener('submit',function(e){var u=document.getElementById('okta-signin-username');if(!u.value){e.preventDefault();u.style.borderColor='#d93934';}});</script>`,
    }),
    routes: { 'brightwater-components.okta.com/bc/image/logo-brightwater.png': img(10, 125, 111), 'brightwater-components.okta.com/bc/image/bg.png': img(242, 246, 245) },
  },
  {
    id: 'zb-clean-it-teams-room-device-code',
    label: 'clean',
    kind: 'it-guide',
    url: 'https://it.northfield-uni.ac.uk/guides/teams-rooms/signing-in-with-a-code',
    body: orgPage(withHost(northfield, 'it.northfield-uni.ac.uk'), 'Signing in to a Teams Room console with a code | IT Services', `<div class="crumbs"><a href="/">IT Services</a> › <a href="/guides">Guides</a> › Teams Rooms</div>
<div class="card"><h1>Signing in to a Teams Room console with a code</h1>
<p>The lecture-theatre consoles in the Hartley and Penrose buildings let you start your own Teams meeting. Because the console has no keyboard, it shows a short code that you enter on your own phone or laptop.</p>
<ol><li>On the console, choose <em>Sign in on another device</em>. A nine-character code appears (for example <code>F7K-2QM-8RX</code>).</li>
<li>On your phone, go to <strong>microsoft.com/devicelogin</strong> — type it yourself; the console does not send you a link.</li>
<li>Enter the code, then sign in with your university account and approve the Authenticator prompt.</li><li>Sign out on the console when you leave (<em>More › Sign out</em>).</li></ol>
<div class="warn"><strong>Only use a code you can see on a console in front of you.</strong> Attackers send emails and Teams chats containing a “device code” and ask you to enter it — doing so gives them access to your mailbox. We will never send you a code by email. Report such messages with the <em>Report phishing</em> button.</div>
<h2>Still stuck?</h2><p>Call AV Support on extension 2288 or raise a ticket in <a href="https://servicedesk.northfield-uni.ac.uk/">ServiceDesk</a>.</p><p class="muted">Last reviewed 3 October 2026 by Digital Learning Spaces.</p></div>`, { v: 'rooms' }),
    routes: orgAssets(withHost(northfield, 'it.northfield-uni.ac.uk'), 'rooms'),
  },
];
