import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, cookieBar, gtm, qrish } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute, fileRoute, pe, cfb } from '../parts/e-bin.js';

const bankHeaders = (csp: string): Record<string, string> => ({
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': csp,
});

export const entries: Entry[] = [
(() => {
  const host = 'dskdirect.bg';
  const css = `${baseCss}body{background:#f2f2f2;font-family:Arial,sans-serif}.h{background:#006a4d;color:#fff;padding:14px 0}.h .w{max-width:1000px;margin:auto;padding:0 16px;display:flex;align-items:center}.h .w a{margin-left:auto;color:#fff;font-size:13px}
.m{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:380px 1fr;gap:24px;padding:0 16px}.c{background:#fff;border:1px solid #d9d9d9;padding:26px}
label{display:block;font-size:13px;margin-top:14px}input{width:100%;padding:10px;border:1px solid #aaa;margin-top:4px}.b{background:#006a4d;color:#fff;border:0;padding:11px;width:100%;margin-top:20px;cursor:pointer}
.c h3{color:#006a4d;margin-top:0}`;
  const body = `<div class="h"><div class="w">${wordmark('Банка ДСК', '#fff', { mark: 'circle', text: '#fff', width: 160 })}<a href="https://dskbank.bg/контакти">0700 10 375</a></div></div>
<div class="m"><div class="c"><h3>Вход в DSK Direct</h3>
<form method="post" action="/Account/Login"><input type="hidden" name="__RequestVerificationToken" value="CfDJ8N3kq1vXwZ0-7dL2mE9sT4aRbYcFh6uI">
<label>Потребителско име</label><input name="UserName" autocomplete="username"><label>Парола</label><input name="Password" type="password" autocomplete="current-password">
<button class="b">Вход</button></form><p style="font-size:12px;margin-top:12px"><a href="/Account/ForgotPassword">Забравена парола</a> · <a href="https://dskbank.bg/dsk-direct">Регистрация</a></p></div>
<div class="c"><h3>Внимание: опити за измама</h3><p>Банка ДСК никога не изисква по телефон, SMS или имейл да въвеждате потребителско име, парола, ЕГН или кодове за потвърждение на страници, различни от dskdirect.bg.</p>
<p>Получавате SMS с текст „Достъпът Ви до DSK Direct е ограничен, потвърдете данните си на…“? Не отваряйте връзката и ни уведомете на 0700 10 375.</p>
<p>Служители на банката никога няма да ви помолят да прехвърлите средства по „сигурна сметка“.</p></div></div>`;
  return {
    id: 'yd-clean-dskdirect-bg-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/Account/Login`,
    body: page({ lang: 'bg', title: 'DSK Direct – Вход', head: favicon('#006a4d', 'Д'), css, body }),
    headers: bankHeaders("default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"),
  } satisfies Entry;
})(),

(() => {
  const host = 'klik.nlb.si';
  const css = `${baseCss}body{background:linear-gradient(180deg,#f0f4f9,#fff);min-height:100vh}.w{max-width:420px;margin:0 auto;padding:40px 20px}
.c{background:#fff;border-radius:6px;box-shadow:0 2px 14px rgba(0,40,100,.1);padding:30px}h1{font-size:20px;font-weight:600;margin:0 0 8px;color:#1b2a47}
.tabs{display:flex;border-bottom:1px solid #dde3ea;margin:16px 0}.tabs a{padding:10px 14px;font-size:14px;text-decoration:none;color:#557}.tabs a.on{border-bottom:2px solid #2255a4;color:#2255a4}
.f label{display:block;font-size:13px;color:#546;margin:12px 0 4px}.f input{width:100%;border:1px solid #c7d0dc;border-radius:4px;padding:11px}.b{width:100%;margin-top:18px;padding:12px;border:0;border-radius:4px;background:#2255a4;color:#fff;font-weight:600}
.ft{font-size:12px;color:#889;text-align:center;margin-top:26px}`;
  const body = `<div class="w">${wordmark('NLB Klik', '#2255a4', { mark: 'diamond', width: 150 })}
<div class="c" style="margin-top:24px"><h1>Prijava</h1>
<div class="tabs"><a class="on" href="#">NLB Klikpro</a><a href="#">Uporabniško ime in geslo</a><a href="#">Digitalno potrdilo</a></div>
<form class="f" method="post" action="/Klik/Login/Start"><label>Uporabniško ime</label><input name="username" autocomplete="username"><button class="b">Nadaljuj</button></form>
<p style="font-size:13px;color:#556;margin-top:14px">Prijavo boste potrdili v mobilni aplikaciji NLB Klikpro. Če zahteve niste sprožili vi, je ne potrdite.</p></div>
<p class="ft">Nikoli ne posredujte enkratnih gesel ali kod za potrditev tretjim osebam, tudi ne osebam, ki se predstavljajo kot zaposleni v banki. Kontaktni center NLB: 01 477 20 00</p></div>`;
  return {
    id: 'yd-clean-nlb-klik-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/Klik/Login`,
    body: page({ lang: 'sl', title: 'NLB Klik – Prijava', head: favicon('#2255a4', 'N'), css, body }),
    headers: bankHeaders("default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"),
  } satisfies Entry;
})(),

(() => {
  const host = 'ib.tatrabanka.sk';
  const css = `${baseCss}body{background:#f4f4f4}.hd{background:#fff;height:72px;display:flex;align-items:center;padding:0 36px;border-bottom:1px solid #e5e5e5}.hd a{margin-left:auto;font-size:14px;color:#000}
.main{max-width:480px;margin:40px auto;background:#fff;padding:36px}h1{font-size:26px;font-weight:600;margin:0 0 18px}
.f{margin:14px 0}.f label{display:block;font-size:13px;color:#444;margin-bottom:4px}.f input{width:100%;border:0;border-bottom:2px solid #999;padding:9px 2px;font-size:16px}
.btn{background:#ffdd00;border:0;padding:14px 40px;font-weight:700;margin-top:16px;cursor:pointer}.alert{background:#000;color:#fff;padding:14px 16px;font-size:13px;margin-top:24px}`;
  const body = `<div class="hd">${wordmark('Tatra banka', '#000', { mark: 'square', width: 160 })}<a href="https://www.tatrabanka.sk/sk/personal/kontakty/">DIALOG Live 0850 111 111</a></div>
<div class="main"><h1>Internet banking</h1>
<form method="post" action="/ebanking/login"><div class="f"><label>Prihlasovacie meno</label><input name="login" autocomplete="username"></div><div class="f"><label>Heslo</label><input name="password" type="password" autocomplete="current-password"></div><button class="btn">Prihlásiť sa</button></form>
<p style="font-size:13px">Prihlásenie potvrdíte v aplikácii Tatra banka (mobilný token). <a href="https://www.tatrabanka.sk/sk/personal/ucet-platby/internet-banking/">Ako aktivovať mobilný token</a></p>
<div class="alert">Tatra banka vás nikdy nepožiada o zadanie PIN kódu ku karte ani o „aktualizáciu tokenu“ cez odkaz v SMS alebo e-maile.</div></div>`;
  return {
    id: 'yd-clean-tatra-ib-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/ebanking/`,
    body: page({ lang: 'sk', title: 'Tatra banka – Internet banking', head: favicon('#000', 'T', '#ffdd00'), css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'e-zaba.zaba.hr';
  const css = `${baseCss}body{background:#fff;font-family:Arial,sans-serif}.hd{background:#e2001a;color:#fff;height:60px;display:flex;align-items:center;padding:0 28px}
.w{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 16px}h1{font-weight:400;font-size:28px}
.l label{display:block;margin:12px 0 4px;font-size:14px}.l input,.l select{width:100%;padding:11px;border:1px solid #999}.l button{margin-top:18px;background:#e2001a;color:#fff;border:0;padding:12px 34px;font-weight:700}`;
  const body = `<div class="hd">${wordmark('Zagrebačka banka', '#fff', { mark: 'square', text: '#fff', width: 210 })}</div>
<div class="w"><div><h1>e-zaba</h1><p>Internetsko bankarstvo Zagrebačke banke za građane.</p><p>Za prijavu koristite m-zaba token ili čitač kartica. Zagrebačka banka nikada ne traži da podatke iz tokena unesete na stranicama do kojih ste došli putem poveznice iz e-pošte ili SMS-a.</p><p>Info: 01 3777 777</p></div>
<div class="l"><form method="post" action="/ezaba/login"><label>Način prijave</label><select name="method"><option>m-zaba token</option><option>Čitač kartica</option></select><label>Korisnički broj</label><input name="userid" inputmode="numeric"><label>Jednokratna zaporka (APPLI 1)</label><input name="otp" inputmode="numeric" maxlength="8" autocomplete="one-time-code"><button>Prijava</button></form></div></div>`;
  return {
    id: 'yd-clean-zaba-hr-own-login', label: 'clean', kind: 'bank-login-own-domain',
    url: `https://${host}/ezaba/`,
    body: page({ lang: 'hr', title: 'e-zaba – Zagrebačka banka', head: favicon('#e2001a', 'Z'), css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = '3dsecure.csob.cz';
  const css = `${baseCss}body{background:#fff;font-size:14px;font-family:Arial,sans-serif}.acs{max-width:390px;margin:10px auto;border:1px solid #d5dbe1}.top{display:flex;justify-content:space-between;align-items:center;padding:10px 14px;border-bottom:1px solid #eee}
.in{padding:16px 18px}.kv{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:13px;margin:10px 0 14px}.kv span:nth-child(odd){color:#667}
.app{background:#f0f6fb;border-radius:6px;padding:12px;display:flex;gap:10px;align-items:center}.sp{width:22px;height:22px;border:3px solid #cfe3f3;border-top-color:#00457c;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
.alt{font-size:13px;margin-top:14px}.alt input{width:100%;padding:9px;border:1px solid #aaa;margin:6px 0}.alt button{background:#00457c;color:#fff;border:0;padding:9px 20px}.ft{font-size:11px;color:#888;padding:8px 14px;border-top:1px solid #eee}`;
  const body = `<div class="acs"><div class="top">${wordmark('ČSOB', '#00457c', { mark: 'square', width: 100, height: 28 })}<svg width="72" height="28"><circle cx="26" cy="14" r="11" fill="#eb001b"/><circle cx="44" cy="14" r="11" fill="#f79e1b" fill-opacity=".85"/></svg></div>
<div class="in"><b>Ověření platby</b><div class="kv"><span>Obchodník:</span><span>ALZA.CZ a.s.</span><span>Částka:</span><span>3 490,00 CZK</span><span>Karta:</span><span>**** **** **** 4417</span><span>Datum:</span><span>14. 03. 2025 18:42</span></div>
<div class="app"><div class="sp"></div><div>Potvrďte platbu v aplikaci <b>ČSOB Smart klíč</b> ve svém telefonu.</div></div>
<div class="alt"><a href="#" onclick="document.getElementById('sms').hidden=false;return false">Nemám přístup k aplikaci – zaslat SMS kód</a><form id="sms" hidden method="post" action="/acs/challenge/otp"><input type="hidden" name="threeDSServerTransID" value="8a1f0e64-2c7d-4f4b-9b31-55c6d1e0a7e2"><input name="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code" placeholder="Kód ze SMS"><button>Potvrdit</button></form></div></div>
<div class="ft">Nikdy nezadávejte údaje karty na stránce, kam jste se dostali z odkazu v SMS nebo e-mailu. ČSOB · 800 300 300</div></div>`;
  const js = `<script>setInterval(function(){fetch('/acs/challenge/status?tid=8a1f0e64-2c7d-4f4b-9b31-55c6d1e0a7e2').then(function(r){return r.json()}).then(function(j){if(j.transStatus==='Y'){parent.postMessage({type:'3ds-complete'},'*')}}).catch(function(){})},3000)</script>`;
  return {
    id: 'yd-clean-csob-3ds-acs-challenge', label: 'clean', kind: '3ds-acs-own-domain',
    url: `https://${host}/acs/challenge?tid=8a1f0e64-2c7d-4f4b-9b31-55c6d1e0a7e2`,
    body: page({ lang: 'cs', title: 'ČSOB – Ověření platby', css, body, scripts: js }),
    routes: { [`${host}/acs/challenge/status`]: jsonRoute({ transStatus: 'C' }) },
  } satisfies Entry;
})(),
];
