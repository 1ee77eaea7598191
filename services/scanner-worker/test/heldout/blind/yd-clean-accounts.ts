import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cookieBar, gtm, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'napoveda.seznam.cz';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#111}.hd{border-bottom:1px solid #eee;padding:14px 30px;display:flex;align-items:center;gap:20px}.hd input{margin-left:auto;padding:8px 12px;border:1px solid #ccc;border-radius:18px;width:260px}
.w{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:230px 1fr;gap:30px;padding:0 16px}.side a{display:block;padding:6px 0;color:#0a5fd1;text-decoration:none;font-size:14px}
h1{font-size:30px}ol li{margin:8px 0}.tip{background:#f2f7ff;border-radius:6px;padding:14px;margin:16px 0}.warn{background:#fff4e5;border-radius:6px;padding:14px}`;
  const body = `<div class="hd">${wordmark('Seznam', '#cc0000', { mark: 'circle', width: 120 })}<b>Nápověda</b><input placeholder="Hledat v nápovědě"></div>
<div class="w"><nav class="side"><a href="#">Přihlášení a registrace</a><a href="#">Zapomenuté heslo</a><a href="#">Dvoufázové ověření</a><a href="#">Zabezpečení účtu</a><a href="#">Email</a></nav>
<article><h1>Zapomněl(a) jsem heslo</h1><p>Pokud si nepamatujete heslo ke svému Seznam účtu, můžete si nastavit nové.</p>
<ol><li>Na stránce <b>login.szn.cz</b> klikněte na <i>Zapomenuté heslo</i>.</li><li>Zadejte svou e-mailovou adresu (např. jmeno@seznam.cz).</li><li>Zvolte způsob obnovy — kód zaslaný na telefon nebo na záložní e-mail.</li><li>Zadejte kód a nastavte nové heslo. Heslo by mělo mít alespoň 10 znaků.</li></ol>
<div class="tip">Tip: Zapněte si <a href="#">dvoufázové ověření</a> — i když někdo zjistí vaše heslo, bez telefonu se k účtu nedostane.</div>
<div class="warn"><b>Pozor na podvodné e-maily.</b> Seznam nikdy nezasílá zprávy typu „Vaše schránka je plná, přihlaste se pro navýšení úložiště“ s odkazem na přihlášení. Přihlašujte se pouze na adrese login.szn.cz nebo www.seznam.cz. Podezřelé e-maily můžete nahlásit tlačítkem <i>Nahlásit podvod</i>.</div></article></div>`;
  return {
    id: 'yd-clean-seznam-password-help', label: 'clean', kind: 'password-help-article',
    url: `https://${host}/cz/login/zapomenute-heslo/`,
    body: page({ lang: 'cs', title: 'Zapomenuté heslo – Nápověda Seznam', head: favicon('#cc0000', 'S'), css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'login.microsoftonline.com';
  const css = `${baseCss}body{background:#f2f2f2;font-family:"Segoe UI","Segoe UI Web (West European)",Arial,sans-serif}.box{width:440px;margin:14vh auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.ms{display:grid;grid-template-columns:10px 10px;gap:2px;float:left;margin-right:8px;margin-top:3px}.ms i{width:10px;height:10px}h1{font-size:24px;font-weight:600;margin:20px 0 12px;clear:both}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none}.lnk{display:block;font-size:13px;color:#0067b8;margin-top:16px}.nxt{float:right;margin-top:22px;background:#0067b8;color:#fff;border:0;padding:7px 30px;font-size:15px}
.opt{width:440px;margin:14px auto;background:#fff;padding:14px 44px;font-size:15px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.foot{position:fixed;bottom:0;right:0;font-size:12px;padding:8px 14px;color:#333}`;
  const body = `<div class="box"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><span style="font-size:19px;color:#737373;font-weight:600">Microsoft</span>
<h1>Bejelentkezés</h1><form method="post" action="/common/GetCredentialType?mkt=hu-HU" id="f"><input type="email" name="loginfmt" placeholder="E-mail-cím, telefonszám vagy Skype-azonosító" autocomplete="username"><a class="lnk" href="https://signup.live.com/">Nincs fiókja? Hozzon létre egyet!</a><a class="lnk" href="#">Nem fér hozzá a fiókjához?</a><button class="nxt">Tovább</button><div style="clear:both"></div></form></div>
<div class="opt">🔑 Bejelentkezési beállítások</div><div class="foot">Használati feltételek · Adatvédelem és cookie-k · ...</div>`;
  const js = `<script>
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();fetch('/common/GetCredentialType?mkt=hu-HU',{method:'POST',headers:{'Content-Type':'application/json; charset=UTF-8',hpgrequestid:'b7d2e1c4-55aa-4f0e-9a6d-3c2e1f0a9b88'},body:JSON.stringify({username:this.loginfmt.value,isOtherIdpSupported:true,checkPhones:false,flowToken:'AQABAAEAAAD--DLA3VO7QrddgJg7WevrP1vR'})}).then(function(r){return r.json()}).then(function(j){if(j.IfExistsResult===0)location.assign('/common/login?pwd=1')})});
</script>`;
  return {
    id: 'yd-clean-m365-hu-own-login', label: 'clean', kind: 'brand-login-own-domain',
    url: `https://${host}/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2&ui_locales=hu-HU`,
    body: page({ lang: 'hu', title: 'Bejelentkezés a fiókba', css, body, scripts: js }),
    headers: { 'x-frame-options': 'DENY', 'strict-transport-security': 'max-age=31536000; includeSubDomains' },
    routes: { [`${host}/common/GetCredentialType?mkt=hu-HU`]: jsonRoute({ Username: '', IfExistsResult: 0, ThrottleStatus: 0 }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'cloud.gradnja-horvat.hr';
  const css = `${baseCss}body{background:#0082c9 linear-gradient(40deg,#0082c9 0%,#30b6ff 100%);min-height:100vh;font-family:"Nunito","Segoe UI",Arial,sans-serif;color:#fff}
.w{width:320px;margin:0 auto;padding-top:12vh;text-align:center}.w h2{font-weight:300;margin:16px 0 24px}.w input{width:100%;padding:12px;border:0;border-radius:6px;margin:6px 0;color:#222}
.w button{width:100%;padding:12px;border:1px solid #fff;border-radius:6px;background:transparent;color:#fff;font-weight:700;margin-top:10px}.w a{color:#fff;font-size:13px;display:block;margin-top:14px}
footer{position:fixed;bottom:14px;left:0;right:0;text-align:center;font-size:13px;opacity:.85}`;
  const body = `<div class="w"><svg width="90" height="44" viewBox="0 0 90 44"><circle cx="20" cy="22" r="12" fill="none" stroke="#fff" stroke-width="6"/><circle cx="45" cy="22" r="16" fill="none" stroke="#fff" stroke-width="7"/><circle cx="70" cy="22" r="12" fill="none" stroke="#fff" stroke-width="6"/></svg>
<h2>Gradnja Horvat d.o.o. — oblak</h2>
<form method="post" action="/login" name="login"><input type="hidden" name="requesttoken" value="k2Zr0F1pWd8qBfXv4uN7yH3sLmE6oJ9a="><input name="user" placeholder="Korisničko ime ili e-mail" autocomplete="username"><input name="password" type="password" placeholder="Lozinka" autocomplete="current-password"><input type="hidden" name="timezone" value="Europe/Zagreb"><button>Prijava</button></form>
<a href="/lostpassword/reset/form">Zaboravili ste lozinku?</a><a href="/apps/user_saml/saml/login">Prijava putem Microsoft 365 (SSO)</a></div>
<footer>Gradnja Horvat d.o.o. · Nextcloud – sigurno mjesto za sve vaše podatke · Informatička podrška: it@gradnja-horvat.hr, lokal 214</footer>`;
  return {
    id: 'yd-clean-nextcloud-hr-company-login', label: 'clean', kind: 'company-login-own-domain',
    url: `https://${host}/login`,
    body: page({ lang: 'hr', title: 'Gradnja Horvat – Nextcloud', css, body }),
    headers: { 'content-security-policy': "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'", 'x-robots-tag': 'noindex, nofollow' },
  } satisfies Entry;
})(),

(() => {
  const host = 'posta.obec-lipova.cz';
  const css = `body{margin:0;background:#f4f4f4 linear-gradient(180deg,#e8eef3,#f4f4f4);font-family:"Roboto","Open Sans",Arial,sans-serif;height:100vh}#login-form{width:400px;margin:12vh auto 0;background:#fff;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.15);padding:30px 36px}
#logo{text-align:center;margin-bottom:20px}table{width:100%}td.title{width:35%;font-size:13px;color:#555}input{width:100%;padding:8px;border:1px solid #ccc;border-radius:3px;box-sizing:border-box}
.mainaction{margin-top:18px;width:100%;padding:10px;background:#37beff;border:0;color:#fff;font-size:15px;border-radius:3px}#footer{text-align:center;font-size:11px;color:#999;margin-top:14px}`;
  const body = `<div id="login-form"><div id="logo">${wordmark('roundcube', '#37beff', { mark: 'circle', width: 160, sub: 'Obec Lipová · pošta' })}</div>
<form name="login-form" method="post" action="/roundcube/?_task=login"><input type="hidden" name="_token" value="p7QwE2xZkN4rT9vB1mC6yL0sA3dF8gHj"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" value="Europe/Prague">
<table><tr><td class="title"><label for="rcmloginuser">Uživatel</label></td><td><input id="rcmloginuser" name="_user" autocomplete="username"></td></tr><tr><td class="title"><label for="rcmloginpwd">Heslo</label></td><td><input id="rcmloginpwd" name="_pass" type="password" autocomplete="current-password"></td></tr></table>
<button class="mainaction" type="submit">Přihlásit</button></form>
<div id="footer">Roundcube Webmail 1.6.9 · Správce: Obecní úřad Lipová, tel. 584 425 112</div></div>`;
  return {
    id: 'yd-clean-roundcube-cz-municipal-webmail', label: 'clean', kind: 'webmail-own-domain',
    url: `https://${host}/roundcube/`,
    body: page({ lang: 'cs', title: 'Obec Lipová :: Webmail', head: favicon('#37beff', 'R'), css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'nia.identitaobcana.cz';
  const banks = [['Česká spořitelna', '#135ee2'], ['ČSOB', '#00457c'], ['Komerční banka', '#cc0033'], ['Raiffeisenbank', '#fee600'], ['MONETA Money Bank', '#ff6a00'], ['Air Bank', '#85bc22'], ['Fio banka', '#0064b0'], ['UniCredit Bank', '#e2001a']];
  const tiles = banks.map(([n, c]) => `<a class="t" href="https://oidc.bankid.cz/auth?bank=${encodeURIComponent(n)}&amp;client_id=nia"><span style="background:${c}"></span>${n}</a>`).join('');
  const css = `${baseCss}body{background:#f6f7f9;font-family:Arial,sans-serif;color:#1c2b3a}.hd{background:#fff;border-bottom:1px solid #e1e4e8;padding:14px 30px;display:flex;align-items:center;gap:14px}
.w{max-width:860px;margin:26px auto;padding:0 16px}.c{background:#fff;border-radius:8px;padding:24px;margin-bottom:16px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}
.t{display:flex;align-items:center;gap:10px;border:1px solid #d9dee4;border-radius:6px;padding:12px;text-decoration:none;color:#1c2b3a;font-size:14px}.t span{width:20px;height:20px;border-radius:4px;flex:none}
.m{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.m a{border:1px solid #d9dee4;border-radius:6px;padding:14px;text-decoration:none;color:#1c2b3a}`;
  const body = `<div class="hd">${flag(['#fff', '#d7141a', '#11457e'])}<b>Identita občana</b><span style="margin-left:auto;font-size:13px">Národní identitní autorita · Digitální a informační agentura</span></div>
<div class="w"><div class="c"><h1 style="font-size:24px;margin-top:0">Přihlášení k službě: ePortál ČSSZ</h1><p>Vyberte způsob, kterým prokážete svou totožnost. Po přihlášení budete přesměrováni zpět na ePortál ČSSZ (eportal.cssz.cz).</p></div>
<div class="c"><h2 style="font-size:18px;margin-top:0">Bankovní identita</h2><div class="g">${tiles}</div></div>
<div class="c"><h2 style="font-size:18px;margin-top:0">Další prostředky</h2><div class="m"><a href="/IdP/mojeid">MojeID</a><a href="/IdP/eop">Občanský průkaz s čipem (eObčanka)</a><a href="/IdP/nia">NIA ID (jméno, heslo, SMS)</a></div></div>
<p style="font-size:13px;color:#667">Přihlášení do státních služeb nikdy nevyžaduje zadání čísla platební karty. Podezřelé stránky hlaste na NÚKIB.</p></div>`;
  return {
    id: 'yd-clean-nia-cz-bank-identity-picker', label: 'clean', kind: 'gov-identity-picker',
    url: `https://${host}/IdPServices/AuthenticationService.svc/login?SAMLRequest=fVJNb9swDL3vVwi6x3GcFuiEOEXWoliBbA3ibIfdFIt2tOjDE%2BVm%2FfelnbXoOrQ3PoLke4%2FU4vKPteweAmrvSp4nU87AVV5p15T8x%2BZmcsEvlx8XKK1phWhEtXufG6%2BSvu5ujmmc6xRyxurJGCmI8%2FpHKjTo9GU%3D`,
    body: page({ lang: 'cs', title: 'Identita občana – Výběr identity', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'coinmate.io';
  const css = `${baseCss}body{background:#f5f7fa;font-family:"Inter",Arial,sans-serif;color:#1b2430}.hd{background:#fff;padding:16px 36px;display:flex;align-items:center;border-bottom:1px solid #e6e9ee}.hd nav{margin-left:auto;display:flex;gap:20px;font-size:14px}
.c{max-width:420px;margin:50px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 20px rgba(0,0,0,.05)}label{display:block;font-size:13px;margin:14px 0 5px}input{width:100%;padding:12px;border:1px solid #ccd3dc;border-radius:8px}
.b{width:100%;margin-top:20px;background:#1e6fd9;color:#fff;border:0;border-radius:8px;padding:13px;font-weight:700}.n{font-size:12px;color:#667;margin-top:16px}`;
  const body = `<div class="hd">${wordmark('Coinmate', '#1e6fd9', { mark: 'circle', width: 140 })}<nav><span>Trh</span><span>Poplatky</span><span>Podpora</span><span>CZ / EN</span></nav></div>
<div class="c"><h1 style="font-size:24px;margin-top:0">Přihlášení</h1><form method="post" action="/api/login"><label>E-mail</label><input name="email" type="email" autocomplete="username"><label>Heslo</label><input name="password" type="password" autocomplete="current-password"><label>Kód 2FA (Google Authenticator)</label><input name="totp" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><button class="b">Přihlásit se</button></form>
<p class="n">Coinmate vás nikdy nepožádá o seed/obnovovací frázi ani o instalaci aplikace pro vzdálený přístup. Podpora probíhá jen přes support@coinmate.io.</p></div>`;
  return {
    id: 'yd-clean-coinmate-cz-exchange-login', label: 'clean', kind: 'crypto-exchange-login',
    url: `https://${host}/cs/login`,
    body: page({ lang: 'cs', title: 'Přihlášení | Coinmate', css, body }),
    headers: { 'strict-transport-security': 'max-age=63072000', 'x-frame-options': 'SAMEORIGIN' },
  } satisfies Entry;
})(),

(() => {
  const host = 'mojracun.hep.hr';
  const css = `${baseCss}body{background:#f3f5f8;font-family:Arial,sans-serif}.hd{background:#fff;border-bottom:4px solid #ed1c24;padding:12px 30px;display:flex;align-items:center}
.w{max-width:900px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px;padding:0 16px}.c{background:#fff;border-radius:6px;padding:26px}label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px}
.b{background:#ed1c24;color:#fff;border:0;border-radius:4px;padding:11px 26px;margin-top:16px;font-weight:700}`;
  const body = `<div class="hd">${wordmark('HEP Elektra', '#ed1c24', { mark: 'circle', width: 160 })}<span style="margin-left:auto;font-size:13px">Moj račun</span></div>
<div class="w"><div class="c"><h2 style="margin-top:0">Prijava</h2><form method="post" action="/Account/Prijava"><label>E-mail</label><input name="email" type="email" autocomplete="username"><label>Lozinka</label><input name="lozinka" type="password" autocomplete="current-password"><button class="b">Prijava</button></form><p style="font-size:13px"><a href="/Account/Registracija">Registracija novog korisnika</a> · <a href="/Account/ZaboravljenaLozinka">Zaboravljena lozinka</a></p></div>
<div class="c"><h3 style="margin-top:0">U Mojem računu možete</h3><ul><li>pregledati i preuzeti račune (eRačun),</li><li>dostaviti stanje brojila,</li><li>platiti račun putem 2D barkoda ili internetskog bankarstva,</li><li>pratiti potrošnju.</li></ul><p style="font-size:13px;color:#666">HEP nikada ne šalje SMS poruke s poveznicom za povrat preplate na karticu. Info: 0800 52 52.</p></div></div>`;
  return {
    id: 'yd-clean-hep-hr-utility-account-login', label: 'clean', kind: 'utility-login-own-domain',
    url: `https://${host}/Account/Prijava`,
    body: page({ lang: 'hr', title: 'HEP Elektra – Moj račun', css, body }),
  } satisfies Entry;
})(),
];
