import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Marketplace fraud: fake "receive payment" courier pages sent to sellers, fake escrow for cars, deposits for pets
// and rentals seen on classifieds, resale tickets.

const cardForm = (o: { btn: string; lang: string; name: string; num: string; exp: string; cvv: string; bal?: string; api: string; next: string }) => `<form id="cf"><label>${o.name}</label><input name="holder" required>
<label>${o.num}</label><input name="pan" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000" required>
<div style="display:flex;gap:10px"><div style="flex:1"><label>${o.exp}</label><input name="exp" placeholder="MM/YY" required></div><div style="flex:1"><label>${o.cvv}</label><input name="cvv" maxlength="3" required></div></div>
${o.bal ? `<label>${o.bal}</label><input name="balance" inputmode="numeric">` : ''}<button class="pb">${o.btn}</button></form>
<script>document.getElementById('cf').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));fetch('${o.api}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='${o.next}'})});document.querySelector('[name=pan]').addEventListener('input',function(){this.value=this.value.replace(/\\D/g,'').replace(/(.{4})/g,'$1 ').trim()})</script>`;

const otpPage = (lang: string, title: string, text: string, btn: string) => htmlRoute(page({ lang, title, body: `<main style="max-width:420px"><h2>${title}</h2><p>${text}</p><form><input name="code" maxlength="8" inputmode="numeric"><button class="btn">${btn}</button></form></main>` }));

export const entries: Entry[] = [
  {
    id: 'n-phish-vinted-ricevi-pagamento-it',
    label: 'phishing',
    kind: 'marketplace-courier',
    url: 'https://vinted-it.pagamento-sicuro-ordine.com/item/8821530/ricevi',
    body: page({
      lang: 'it',
      title: 'Vinted | Ricevi il pagamento',
      css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f5f5f5;color:#171717}.h{background:#fff;border-bottom:1px solid #e5e5e5;padding:14px 20px;color:#007782;font-size:26px;font-weight:bold}.w{max-width:500px;margin:20px auto;padding:0 14px}
.c{background:#fff;border-radius:6px;padding:18px;margin-bottom:12px}label{font-size:13px;color:#555}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #ccc;border-radius:6px;font-size:16px}.pb{width:100%;padding:14px;background:#007782;color:#fff;border:0;border-radius:6px;font-size:16px}`,
      body: `<div class="h">Vinted</div><div class="w"><div class="c"><b>Il tuo articolo è stato acquistato! 🎉</b><p>Giacca The North Face Nuptse 700 – taglia M<br>Prezzo: <b>185,00 €</b> · Spedizione: BRT (ritiro a domicilio)</p>
<p style="font-size:14px">L'acquirente ha pagato tramite <b>Pagamenti Sicuri Vinted</b>. Per accreditare l'importo sulla tua carta, completa la verifica qui sotto. Il corriere ritirerà il pacco dopo la conferma.</p></div>
<div class="c">${cardForm({ btn: 'Ricevi 185,00 €', lang: 'it', name: 'Titolare della carta', num: 'Numero della carta', exp: 'Scadenza', cvv: 'CVV', api: '/api/v1/payout', next: '/item/8821530/conferma' })}
<p style="font-size:11px;color:#888">Vinted UAB · Svitrigailos g. 13, Vilnius · Protezione acquisti</p></div></div>`,
    }),
    routes: {
      'vinted-it.pagamento-sicuro-ordine.com/api/v1/payout': jsonRoute({ status: 'pending' }),
      'vinted-it.pagamento-sicuro-ordine.com/item/8821530/conferma': otpPage('it', 'Conferma accredito', 'Inserisci il codice di sicurezza inviato dalla tua banca tramite SMS o app.', 'Conferma'),
    },
  },
  {
    id: 'n-phish-avito-safe-deal-ru',
    label: 'phishing',
    kind: 'marketplace-courier',
    url: 'https://avito.ru-bezopasnaya-sdelka.info/order/3190544/poluchit',
    body: page({
      lang: 'ru',
      title: 'Авито Доставка — Получение средств за товар',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f2f1f0;color:#000}.h{background:#fff;padding:12px 20px;font-size:24px;font-weight:bold}.h i{display:inline-block;width:12px;height:12px;border-radius:50%;margin-right:3px}
.w{max-width:520px;margin:20px auto;padding:0 14px}.c{background:#fff;border-radius:12px;padding:18px;margin-bottom:12px}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #ccc;border-radius:8px;font-size:16px}.pb{width:100%;padding:14px;background:#00aaff;color:#fff;border:0;border-radius:8px;font-size:16px}`,
      body: `<div class="h"><i style="background:#00aaff"></i><i style="background:#97cf26"></i><i style="background:#ff6163"></i><i style="background:#a169f7"></i> Авито</div>
<div class="w"><div class="c"><b>Покупатель оплатил товар через «Безопасную сделку»</b><p>Товар: Sony PlayStation 5 Slim + 2 геймпада<br>Сумма: <b>48 900 ₽</b><br>Доставка: СДЭК, курьер заберёт товар после зачисления средств.</p>
<p style="font-size:14px;color:#555">Для получения средств укажите данные карты, на которую будет произведена выплата. Средства поступят в течение 15 минут.</p></div>
<div class="c">${cardForm({ btn: 'Получить 48 900 ₽', lang: 'ru', name: 'Имя владельца', num: 'Номер карты', exp: 'Срок действия', cvv: 'CVC', bal: 'Баланс карты (для проверки лимита)', api: '/api/payout', next: '/order/3190544/sms' })}
<p style="font-size:11px;color:#888">© ООО «КЕХ еКоммерц» 2007–2026. Безопасная сделка — гарантия Авито.</p></div></div>`,
    }),
    routes: {
      'avito.ru-bezopasnaya-sdelka.info/api/payout': jsonRoute({ ok: true }),
      'avito.ru-bezopasnaya-sdelka.info/order/3190544/sms': otpPage('ru', 'Подтверждение', 'Введите код из SMS от вашего банка для зачисления 48 900 ₽.', 'Подтвердить'),
    },
  },
  {
    id: 'n-phish-wallapop-envio-cobro-es',
    label: 'phishing',
    kind: 'marketplace-courier',
    url: 'https://wallapop.envios-cobro-seguro.es/pedido/WP-771203',
    body: page({
      lang: 'es',
      title: 'Wallapop Envíos – Cobra tu venta',
      css: `body{margin:0;font-family:"Wallie",Arial,sans-serif;background:#f5f7f7}.h{background:#13c1ac;color:#fff;padding:14px 20px;font-size:24px;font-weight:bold}.w{max-width:500px;margin:20px auto;padding:0 14px}.c{background:#fff;border-radius:10px;padding:18px;margin-bottom:12px}
input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #ccc;border-radius:8px}.pb{width:100%;padding:14px;background:#13c1ac;color:#fff;border:0;border-radius:24px;font-size:16px}`,
      body: `<div class="h">wallapop</div><div class="w"><div class="c"><b>¡Has vendido tu producto!</b><p>Nintendo Switch OLED + 3 juegos<br>Importe: <b>240,00 €</b> · Envío: Correos Express</p><p style="font-size:14px">El comprador ha realizado el pago con Wallapop Protect. Para recibir el dinero en tu tarjeta, confirma tus datos. El mensajero recogerá el paquete en tu domicilio en 24-48 h.</p></div>
<div class="c">${cardForm({ btn: 'Recibir 240,00 €', lang: 'es', name: 'Nombre del titular', num: 'Número de tarjeta', exp: 'Caducidad', cvv: 'CVV', api: '/api/cobro', next: '/pedido/WP-771203/verificacion' })}</div></div>`,
    }),
    routes: {
      'wallapop.envios-cobro-seguro.es/api/cobro': jsonRoute({ ok: true }),
      'wallapop.envios-cobro-seguro.es/pedido/WP-771203/verificacion': otpPage('es', 'Verificación', 'Introduce el código que te ha enviado tu banco por SMS.', 'Verificar'),
    },
  },
  {
    id: 'n-scam-ebay-motors-escrow-invoice',
    label: 'scam',
    kind: 'marketplace-escrow',
    url: 'https://ebay-vehicle-protection-program.com/invoice/VPP-30418',
    body: page({
      lang: 'en-US',
      title: 'eBay Motors Vehicle Purchase Protection – Invoice VPP-30418',
      css: BASE_CSS + `.logo{font-size:30px;font-weight:bold}.logo span:nth-child(1){color:#e53238}.logo span:nth-child(2){color:#0064d2}.logo span:nth-child(3){color:#f5af02}.logo span:nth-child(4){color:#86b817}`,
      body: `<header><div class="logo"><span>e</span><span>b</span><span>a</span><span>y</span> <small style="font-size:14px;color:#555">Motors · Vehicle Purchase Protection</small></div></header>
<main><h1>Secure Transaction Invoice</h1><p>Transaction ID: <b>VPP-30418</b> · Status: <b style="color:#e67e22">Awaiting buyer payment</b></p>
<table><tr><th>Vehicle</th><td>2019 Toyota Tacoma TRD Off-Road, 41,200 mi, VIN 3TMCZ5AN1KM2•••••</td></tr><tr><th>Seller</th><td>Sgt. Mark Dawson (deployed, vehicle stored at eBay Logistics Center, Topeka KS)</td></tr><tr><th>Price</th><td>$8,900.00</td></tr><tr><th>Shipping</th><td>Free – door-to-door enclosed transport</td></tr><tr><th>Inspection period</th><td>5 days – full refund if not satisfied</td></tr></table>
<div class="card"><h3>How to pay</h3><p>Under eBay VPP the funds are held by eBay until you receive and accept the vehicle. Please purchase <b>eBay Gift Cards</b> for the total amount ($8,900, in $500 cards) at Target, Walmart or CVS and send the card numbers and PINs to your eBay Transaction Agent at <b>vpp.agent.desk@protonmail.com</b>. Alternatively wire transfer to our escrow partner account:</p>
<p>Bank: Chase · Account name: EBM Logistics LLC · Routing 021000021 · Account 7820019477</p><p class="warn">Do not contact the seller directly or cancel the transaction — this will void your protection. Payment must be completed within 48 hours.</p></div>
<p class="small">eBay Inc. 2025 Hamilton Ave, San Jose, CA. Copyright © 1995-2026 eBay Inc. All Rights Reserved.</p></main>`,
    }),
  },
];
