import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, cookieBar, gtm, flag, qrish } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.erovinieta.ro';
  const css = `${baseCss}body{background:#f2f4f7;font-family:Arial,sans-serif}.hd{background:#fff;border-bottom:4px solid #0b4ea2;padding:12px 30px;display:flex;align-items:center;gap:14px}.w{max-width:820px;margin:24px auto;background:#fff;border-radius:6px;padding:26px}
label{display:block;margin:10px 0 4px;font-size:14px}input,select{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px}.r{display:flex;gap:12px}.r>div{flex:1}.b{background:#0b4ea2;color:#fff;border:0;border-radius:4px;padding:12px 26px;margin-top:16px}
.pay{display:flex;gap:12px;align-items:center;margin-top:12px;font-size:13px;color:#555}`;
  const body = `<div class="hd">${flag(['#002b7f', '#fcd116', '#ce1126'], true)}<div><b>eRovinieta</b><br><small>CNAIR – Compania Națională de Administrare a Infrastructurii Rutiere</small></div></div>
<div class="w"><h2 style="margin-top:0">Cumpără rovinieta</h2><form method="post" action="/ro/comanda"><div class="r"><div><label>Țara de înmatriculare</label><select name="tara"><option>România</option><option>Republica Moldova</option><option>Bulgaria</option></select></div><div><label>Număr de înmatriculare</label><input name="nr" placeholder="B123ABC"></div></div>
<label>Categoria vehiculului</label><select name="cat"><option>A – autoturisme (max. 3,5 t)</option><option>B – autovehicule de transport marfă 3,5 – 7,5 t</option></select><div class="r"><div><label>Perioada</label><select name="per"><option>1 zi – 3 EUR</option><option>7 zile – 6 EUR</option><option>30 zile – 10 EUR</option><option>12 luni – 28 EUR</option></select></div><div><label>Data de început</label><input name="data" type="date"></div></div>
<label>E-mail</label><input name="email" type="email"><button class="b">Continuă spre plată</button></form>
<div class="pay">Plata se efectuează prin procesatorul de carduri al băncii partenere, cu autentificare 3-D Secure.</div></div>`;
  return {
    id: 'yd-clean-erovinieta-ro-official-shop', label: 'clean', kind: 'vignette-shop-official',
    url: `https://${host}/ro/cumpara`,
    body: page({ lang: 'ro', title: 'eRovinieta – Cumpără rovinieta online', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'web.bgtoll.bg';
  const css = `${baseCss}body{background:#f1f3f6;font-family:Arial,sans-serif}.hd{background:#00966e;color:#fff;padding:14px 28px;display:flex;align-items:center;gap:12px}.w{max-width:760px;margin:24px auto;background:#fff;border-radius:6px;padding:26px}
label{display:block;margin:10px 0 4px;font-size:14px}input,select{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px}.b{background:#00966e;color:#fff;border:0;border-radius:4px;padding:12px 26px;margin-top:16px}
.chk{background:#f5f7f9;border-radius:6px;padding:14px;margin-top:20px}`;
  const body = `<div class="hd">${flag(['#fff', '#00966e', '#d62612'])}<b>BG TOLL</b><span style="margin-left:auto;font-size:13px">Национално тол управление</span></div>
<div class="w"><h2 style="margin-top:0">Купи електронна винетка</h2><form method="post" action="/vignette/order"><label>Държава на регистрация</label><select name="country"><option>България</option><option>Румъния</option><option>Гърция</option></select><label>Регистрационен номер</label><input name="plate" placeholder="СА1234ВР"><label>Вид винетка</label><select name="type"><option>Годишна – 97 лв.</option><option>Тримесечна – 54 лв.</option><option>Месечна – 30 лв.</option><option>Седмична – 15 лв.</option><option>Уикенд – 10 лв.</option></select><label>Валидна от</label><input name="from" type="date"><button class="b">Продължи към плащане</button></form>
<div class="chk"><b>Проверка на винетка</b><form method="get" action="/vignette/check" style="display:flex;gap:8px;margin-top:8px"><input name="plate" placeholder="Рег. номер"><button class="b" style="margin:0">Провери</button></form></div>
<p style="font-size:12px;color:#666">Внимание: Агенцията не изпраща SMS за „неплатена такса“ с връзка за плащане. Компенсаторна такса се плаща само в web.bgtoll.bg, в мобилното приложение или на каси.</p></div>`;
  return {
    id: 'yd-clean-bgtoll-bg-vignette-shop', label: 'clean', kind: 'vignette-shop-official',
    url: `https://${host}/vignette/buy`,
    body: page({ lang: 'bg', title: 'BG TOLL – Електронна винетка', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'elektro.bazos.cz';
  const css = `body{margin:0;font-family:Verdana,Arial,sans-serif;font-size:13px;background:#fff;color:#000}.hd{border-bottom:2px solid #e90000;padding:8px 16px;display:flex;align-items:center;gap:16px}.hd a{color:#00c;font-size:12px}
.w{max-width:900px;margin:14px auto;padding:0 10px}h1{font-size:18px}.det{display:grid;grid-template-columns:1fr 260px;gap:20px}.img{background:#eee;height:240px;display:flex;align-items:center;justify-content:center;color:#888}
table.k td{padding:3px 8px 3px 0}.form input,.form textarea{width:100%;box-sizing:border-box;border:1px solid #999;padding:5px;margin:3px 0}.form button{background:#e90000;color:#fff;border:0;padding:6px 14px}
.safe{background:#fff8d6;border:1px solid #e5cc66;padding:8px;margin-top:12px;font-size:12px}`;
  const body = `<div class="hd">${wordmark('BAZOŠ.CZ', '#e90000', { mark: 'none', width: 120, height: 30 })}<a href="https://www.bazos.cz/">Hlavní stránka</a><a href="https://elektro.bazos.cz/">Elektro</a><a href="https://elektro.bazos.cz/pridat-inzerat.php">Přidat inzerát</a></div>
<div class="w"><h1>Notebook Lenovo ThinkPad T14 Gen 2, 16 GB RAM, záruka</h1>
<div class="det"><div><div class="img">fotografie 1/6</div><p>Prodám notebook Lenovo ThinkPad T14 Gen 2, procesor Ryzen 5 PRO 5650U, 16 GB RAM, 512 GB SSD, displej 14" FHD IPS. Baterie drží cca 6 hodin. Původní nabíječka. Na zařízení ještě 8 měsíců záruky (faktura). Osobní předání Brno-střed, případně pošlu Zásilkovnou na dobírku.</p></div>
<div><table class="k"><tr><td>Cena:</td><td><b>9 900 Kč</b></td></tr><tr><td>Lokalita:</td><td>602 00 Brno</td></tr><tr><td>Vloženo:</td><td>12.3. 2025</td></tr><tr><td>Viděno:</td><td>418 lidí</td></tr><tr><td>Jméno:</td><td>Ondřej</td></tr></table>
<div class="form"><b>Odpovědět na inzerát</b><form method="post" action="/odpoved.php"><input name="jmeno" placeholder="Jméno"><input name="email" placeholder="E-mail"><input name="telefon" placeholder="Telefon"><textarea name="text" rows="4">Dobrý den, je notebook ještě k dispozici?</textarea><button>Odeslat</button></form></div>
<div class="safe"><b>Bezpečný obchod:</b> Bazoš nenabízí žádnou „bezpečnou platbu“ ani doručovací službu. Pokud vám kupující pošle odkaz na „přijetí platby“ a chce údaje karty, jde o podvod.</div></div></div></div>`;
  return {
    id: 'yd-clean-bazos-cz-listing', label: 'clean', kind: 'classifieds-listing',
    url: `https://${host}/inzerat/188204417/notebook-lenovo-thinkpad-t14-gen-2.php`,
    body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Notebook Lenovo ThinkPad T14 Gen 2 - Bazoš.cz</title><style>${css}</style></head><body>${body}</body></html>`,
  } satisfies Entry;
})(),

(() => {
  const host = 'www.njuskalo.hr';
  const css = `${baseCss}body{background:#f5f5f5;font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:1px solid #e0e0e0;padding:12px 28px;display:flex;align-items:center;gap:20px}.hd button{margin-left:auto;background:#ff6a00;color:#fff;border:0;padding:9px 16px;border-radius:4px}
.w{max-width:1040px;margin:18px auto;display:grid;grid-template-columns:1fr 300px;gap:18px;padding:0 16px}.c{background:#fff;border-radius:4px;padding:20px}.ph{height:330px;background:#e6e6e6;border-radius:4px}
.price{font-size:28px;font-weight:700;color:#ff6a00}dl{display:grid;grid-template-columns:1fr 1fr;font-size:14px}dt{color:#777}dd{margin:0 0 6px}.tip{font-size:13px;background:#eef6ff;border-radius:4px;padding:12px;margin-top:12px}`;
  const body = `<div class="hd">${wordmark('Njuškalo', '#ff6a00', { mark: 'circle', width: 140 })}<input placeholder="Pretraži oglase" style="padding:8px;border:1px solid #ccc;border-radius:4px;width:320px"><button>Predaj oglas</button></div>
<div class="w"><div class="c"><div class="ph"></div><h1 style="font-size:24px">Volkswagen Golf 7 1.6 TDI Comfortline, 2017.</h1><dl><dt>Kilometri</dt><dd>148.000 km</dd><dt>Mjenjač</dt><dd>Ručni</dd><dt>Snaga</dt><dd>85 kW</dd><dt>Lokacija</dt><dd>Zagreb, Trešnjevka</dd><dt>Registriran do</dt><dd>08/2025</dd></dl>
<p>Vozilo u odličnom stanju, redovno servisirano u ovlaštenom servisu, servisna knjiga. Prvi vlasnik u RH. Moguća zamjena za manje vozilo uz nadoplatu. Ozbiljni kupci mogu pogledati auto uz prethodni dogovor.</p></div>
<div class="c"><div class="price">11.900 €</div><p>Prodavatelj: <b>Marko</b> · član od 2014.</p><button style="width:100%;background:#0060a8;color:#fff;border:0;padding:11px;border-radius:4px">Pošalji poruku</button><button style="width:100%;margin-top:8px;background:#fff;border:1px solid #0060a8;color:#0060a8;padding:11px;border-radius:4px">Prikaži broj telefona</button>
<div class="tip"><b>Savjet za sigurnu kupnju:</b> nikada ne unosite podatke kartice na poveznicama koje vam pošalju druge osobe. Njuškalo ne posreduje u plaćanju za ovaj oglas.</div></div></div>`;
  return {
    id: 'yd-clean-njuskalo-hr-car-listing', label: 'clean', kind: 'classifieds-listing',
    url: `https://${host}/auti/vw-golf-7-1.6-tdi-comfortline-oglas-44718203`,
    body: page({ lang: 'hr', title: 'VW Golf 7 1.6 TDI Comfortline – Njuškalo', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'help.olx.bg';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#002f34;background:#f2f4f5}.hd{background:#002f34;color:#fff;padding:16px 30px;display:flex;align-items:center;gap:14px}.w{max-width:820px;margin:24px auto;background:#fff;border-radius:6px;padding:30px}
h1{font-size:28px}.sms{background:#f6f6f6;border-left:4px solid #c00;padding:12px;font-family:monospace;font-size:14px;margin:10px 0}.ok{background:#e8fbf9;border-left:4px solid #23e5db;padding:12px}`;
  const body = `<div class="hd">${wordmark('OLX', '#23e5db', { mark: 'none', width: 70 })}<span>Помощен център</span></div>
<div class="w"><h1>Как работи „OLX Доставка“ и как да разпознаем измама</h1>
<p>С OLX Доставка купувачът плаща онлайн, а продавачът получава сумата след успешна доставка. <b>Като продавач никога не е нужно да въвеждате данни за карта, за да получите пари.</b> Сумата се превежда по IBAN, който сте въвели в профила си в olx.bg.</p>
<h2>Примери за съобщения от измамници</h2><div class="sms">Здравейте! Платих продукта през OLX Доставка. Получете парите тук: olx-bg.dostavka-pay.com/receive/8841</div><div class="sms">WhatsApp: Куриерът ще дойде утре. Въведете данните на картата си, за да ви бъдат преведени 240 лв.</div>
<p>Такива връзки водят до фалшиви страници, които изглеждат като OLX, но събират данни за карта, CVC и кодове от SMS.</p>
<div class="ok"><b>Безопасно:</b> Комуникирайте само в чата на olx.bg. Проверете адреса в браузъра — той трябва да завършва на <b>olx.bg</b>. При съмнение се свържете с нас от раздел „Помощ“.</div></div>`;
  return {
    id: 'yd-clean-olx-bg-delivery-scam-help', label: 'clean', kind: 'marketplace-safety-article',
    url: `https://${host}/hc/bg/articles/olx-dostavka-izmami`,
    body: page({ lang: 'bg', title: 'OLX Доставка: как да разпознаем измама – Помощ OLX', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.cez.cz';
  const gw = '3dsecure.gpwebpay.com';
  const css = `${baseCss}body{background:#f4f6f8;font-family:Arial,sans-serif;color:#222}.hd{background:#fff;box-shadow:0 1px 0 #e3e3e3;height:72px;display:flex;align-items:center;padding:0 36px}
.c{max-width:640px;margin:26px auto;background:#fff;padding:28px 34px;border-radius:6px}label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:11px;border:1px solid #c5c5c5;border-radius:4px}
.b{background:#f24f00;color:#fff;border:0;border-radius:4px;padding:13px 32px;margin-top:18px;font-weight:700}.note{font-size:13px;color:#666;margin-top:16px}`;
  const body = `<div class="hd">${wordmark('ČEZ', '#f24f00', { mark: 'circle', width: 100 })}<span style="margin-left:auto;font-size:14px">Zákaznická podpora · 371 100 100</span></div>
<div class="c"><h1 style="font-size:24px;margin-top:0">Platba faktury online</h1><p>Zaplaťte zálohu nebo nedoplatek platební kartou. Platbu zpracovává GP webpay (Global Payments Europe).</p>
<form method="post" action="https://${gw}/pgw/order.do"><input type="hidden" name="MERCHANTNUMBER" value="8888880231"><input type="hidden" name="OPERATION" value="CREATE_ORDER"><input type="hidden" name="CURRENCY" value="203"><input type="hidden" name="DEPOSITFLAG" value="1">
<label>Variabilní symbol</label><input name="MERORDERNUM" inputmode="numeric" maxlength="10" required><label>Částka (Kč)</label><input name="AMOUNT" inputmode="decimal" required><label>E-mail pro potvrzení</label><input name="EMAIL" type="email"><button class="b">Zaplatit kartou</button></form>
<p class="note">ČEZ nikdy nevrací přeplatky na platební kartu na základě SMS nebo e-mailu s odkazem. Přeplatky vracíme na účet uvedený ve smlouvě.</p></div>`;
  const gwCss = `${baseCss}body{background:#eef1f4;font-family:Arial,sans-serif;font-size:14px}.p{max-width:460px;margin:30px auto;background:#fff;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.08)}.p .t{padding:14px 18px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}
.p .in{padding:18px}label{display:block;margin:10px 0 4px}input{width:100%;padding:10px;border:1px solid #aab;border-radius:4px}.r{display:flex;gap:10px}.r>div{flex:1}button{width:100%;margin-top:16px;background:#00509e;color:#fff;border:0;padding:12px;border-radius:4px}`;
  const gwBody = `<div class="p"><div class="t"><b>GP webpay</b><span>ČEZ Prodej, a.s.</span></div><div class="in"><p>Částka k úhradě: <b>2 150,00 CZK</b><br>Objednávka: 250314884102</p>
<form method="post" action="/pgw/card.do"><label>Číslo karty</label><input name="cardNumber" data-card="number" autocomplete="cc-number"><div class="r"><div><label>Platnost</label><input name="expiry" data-card="expiry" autocomplete="cc-exp"></div><div><label>CVC</label><input name="cvc" data-card="cvc" autocomplete="cc-csc"></div></div><button>Zaplatit</button></form>
<p style="font-size:12px;color:#777">Platba bude ověřena technologií 3-D Secure vaší bankou. Global Payments Europe, s.r.o.</p></div></div>`;
  return {
    id: 'yd-clean-cez-cz-invoice-payment-gateway', label: 'clean', kind: 'utility-payment-own-domain',
    url: `https://${host}/cs/podpora/platby/platba-online`,
    body: page({ lang: 'cs', title: 'Platba online | ČEZ', head: favicon('#f24f00', 'Č'), css, body }),
    routes: { [`${gw}/pgw/order.do`]: htmlRoute(page({ lang: 'cs', title: 'GP webpay – Platební brána', css: gwCss, body: gwBody, scripts: cardFieldScript })) },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.kolesarski-center.si';
  const css = `${baseCss}body{background:#f6f6f6;font-family:Arial,sans-serif;color:#222}.hd{background:#fff;padding:14px 30px;border-bottom:1px solid #e5e5e5;display:flex;align-items:center}.hd b{font-size:22px;color:#0a7d3b}
.w{max-width:1000px;margin:22px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:20px;padding:0 16px}.c{background:#fff;border-radius:6px;padding:22px}label{display:block;margin:10px 0 4px;font-size:14px}input,select{width:100%;padding:10px;border:1px solid #c6c6c6;border-radius:4px}
.r{display:flex;gap:10px}.r>div{flex:1}.b{width:100%;background:#0a7d3b;color:#fff;border:0;border-radius:4px;padding:13px;margin-top:16px;font-weight:700}.ln{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;border-bottom:1px solid #eee}`;
  const body = `<div class="hd"><b>Kolesarski center</b><span style="margin-left:auto;font-size:13px">Blagajna · Varno plačilo</span></div>
<div class="w"><div class="c"><h2 style="margin-top:0">Podatki za dostavo</h2><div class="r"><div><label>Ime</label><input autocomplete="given-name"></div><div><label>Priimek</label><input autocomplete="family-name"></div></div><label>Naslov</label><input autocomplete="street-address"><div class="r"><div><label>Poštna številka</label><input autocomplete="postal-code"></div><div><label>Kraj</label><input autocomplete="address-level2"></div></div><label>E-pošta</label><input type="email" autocomplete="email">
<h2>Plačilo</h2><label><input type="radio" name="pm" checked style="width:auto"> Plačilna kartica</label><label><input type="radio" name="pm" style="width:auto"> Po povzetju (+2,50 €)</label><label><input type="radio" name="pm" style="width:auto"> UPN nalog / Flik</label>
<form method="post" action="/checkout/pay"><label>Številka kartice</label><input name="cc" data-card="number" autocomplete="cc-number"><div class="r"><div><label>Velja do</label><input name="exp" data-card="expiry" autocomplete="cc-exp"></div><div><label>CVC</label><input name="cvc" data-card="cvc" autocomplete="cc-csc"></div></div><button class="b">Plačaj 689,80 €</button></form>
<p style="font-size:12px;color:#777">Plačilo obdeluje Bankart d.o.o. s preverjanjem 3-D Secure. Podatkov o kartici ne shranjujemo.</p></div>
<div class="c"><h3 style="margin-top:0">Vaše naročilo</h3><div class="ln"><span>Kolo Scott Aspect 960, vel. L</span><span>649,00 €</span></div><div class="ln"><span>Čelada Giro Register MIPS</span><span>40,80 €</span></div><div class="ln"><span>Dostava</span><span>brezplačno</span></div><div class="ln"><b>Skupaj z DDV</b><b>689,80 €</b></div>
<p style="font-size:12px;color:#666">Kolesarski center d.o.o., Tržaška cesta 118, 1000 Ljubljana · ID za DDV: SI48210775 · Tel. 01 256 44 10</p></div></div>`;
  return {
    id: 'yd-clean-si-bike-shop-card-checkout', label: 'clean', kind: 'shop-checkout-card-form',
    url: `https://${host}/blagajna`,
    body: page({ lang: 'sl', title: 'Blagajna – Kolesarski center', css, body, scripts: cardFieldScript }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.eventim.bg';
  const css = `${baseCss}body{background:#f3f3f3;font-family:Arial,sans-serif}.hd{background:#002b55;color:#fff;padding:14px 30px;display:flex;align-items:center}.w{max-width:900px;margin:22px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:18px;padding:0 16px}
.c{background:#fff;border-radius:6px;padding:22px}label{display:block;margin:10px 0 4px;font-size:14px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px}.r{display:flex;gap:10px}.r>div{flex:1}
.b{width:100%;background:#f7a600;color:#002b55;border:0;border-radius:4px;padding:13px;margin-top:16px;font-weight:700}.tm{background:#fff3cd;padding:10px;border-radius:4px;font-size:14px}`;
  const body = `<div class="hd"><b style="font-size:22px">eventim</b><span style="margin-left:auto;font-size:13px">Сигурно плащане</span></div>
<div class="w"><div class="c"><div class="tm">Билетите са резервирани за вас още <b id="t">09:58</b> минути.</div><h2>Плащане с карта</h2>
<form method="post" action="/checkout/payment"><label>Име на картодържателя</label><input name="holder" autocomplete="cc-name"><label>Номер на карта</label><input name="pan" data-card="number" autocomplete="cc-number"><div class="r"><div><label>Валидност</label><input name="exp" data-card="expiry" autocomplete="cc-exp"></div><div><label>CVC</label><input name="cvc" data-card="cvc" autocomplete="cc-csc"></div></div><button class="b">Плати 118,00 лв.</button></form>
<p style="font-size:12px;color:#666">Плащането се обработва от Borica AD с 3-D Secure. Еventim България ЕООД, София, бул. „Витоша“ 4.</p></div>
<div class="c"><h3 style="margin-top:0">Поръчка</h3><p><b>Концерт: Софийска филхармония – Бетовен 9</b><br>Зала „България“, 22.05.2025, 19:00</p><p>2 × Партер, ред 12, места 14–15<br>2 × 59,00 лв.</p><p><b>Общо: 118,00 лв.</b></p></div></div>`;
  const js = `${cardFieldScript}<script>var s=598;setInterval(function(){if(s>0)s--;t.textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000)</script>`;
  return {
    id: 'yd-clean-eventim-bg-ticket-checkout', label: 'clean', kind: 'shop-checkout-card-form',
    url: `https://${host}/checkout/payment`,
    body: page({ lang: 'bg', title: 'Плащане – eventim.bg', css, body, scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.clovekvtisni.cz';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:1px solid #eee;padding:14px 30px;display:flex;align-items:center}.hero{background:#e30613;color:#fff;padding:40px 30px}.hero h1{margin:0;font-size:34px}
.w{max-width:860px;margin:24px auto;display:grid;grid-template-columns:1.3fr 1fr;gap:24px;padding:0 16px}.amts{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.amts button{padding:12px;border:2px solid #e30613;background:#fff;color:#e30613;font-weight:700;border-radius:4px}
.c{background:#f7f7f7;border-radius:6px;padding:20px}label{display:block;margin:10px 0 4px;font-size:14px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px}.b{width:100%;background:#e30613;color:#fff;border:0;padding:13px;border-radius:4px;margin-top:14px;font-weight:700}`;
  const body = `<div class="hd">${wordmark('Člověk v tísni', '#e30613', { mark: 'square', width: 170 })}<span style="margin-left:auto;font-size:13px">SOS Povodně</span></div>
<div class="hero"><h1>Sbírka SOS Povodně</h1><p>Pomáháme rodinám na Jesenicku, Opavsku a Ostravsku s odstraňováním škod a obnovou domovů.</p></div>
<div class="w"><div><p>Sbírka je registrována Krajským úřadem Hlavního města Prahy (č. j. S-MHMP 1102331/2024). Z darů hradíme vysoušeče, stavební materiál, přímou finanční pomoc domácnostem a psychosociální podporu.</p><p>Každý měsíc zveřejňujeme přehled čerpání. Na dar vám vystavíme potvrzení pro daňové účely.</p>
<p><b>Bankovní převod:</b> č. ú. 0093209320/0300, VS 155<br>${qrish(155, 110)}</p></div>
<div class="c"><h3 style="margin-top:0">Darovat online</h3><div class="amts"><button>300 Kč</button><button>500 Kč</button><button>1000 Kč</button><button>Jiná</button></div>
<form method="post" action="/darovat/platba"><label>Jméno a příjmení</label><input name="jmeno"><label>E-mail (pro potvrzení o daru)</label><input name="email" type="email"><button class="b">Pokračovat k platbě kartou</button></form><p style="font-size:12px;color:#666">Platba proběhne přes platební bránu ComGate.</p></div></div>`;
  return {
    id: 'yd-clean-clovekvtisni-flood-donation', label: 'clean', kind: 'charity-donation-official',
    url: `https://${host}/darovat/sos-povodne`,
    body: page({ lang: 'cs', title: 'SOS Povodně – darovat | Člověk v tísni', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.hck.hr';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:3px solid #e2001a;padding:14px 30px;display:flex;align-items:center;gap:12px}.w{max-width:780px;margin:24px auto;padding:0 16px}
.opt{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin:16px 0}.opt div{border:1px solid #ddd;border-radius:6px;padding:16px}.opt b{display:block;font-size:18px;margin-bottom:6px}code{background:#f3f3f3;padding:2px 6px;border-radius:3px}`;
  const body = `<div class="hd"><svg width="34" height="34"><rect x="12" y="2" width="10" height="30" fill="#e2001a"/><rect x="2" y="12" width="30" height="10" fill="#e2001a"/></svg><b>Hrvatski Crveni križ</b></div>
<div class="w"><h1>Donirajte</h1><p>Vaša donacija pomaže osobama pogođenima potresima, poplavama i drugim nesrećama te najranjivijim skupinama u zajednici.</p>
<div class="opt"><div><b>SMS donacija</b>Pošaljite SMS s ključnom riječi <code>KRIZ</code> na broj <code>60 600</code> (cijena 2,00 €).</div><div><b>Uplata na račun</b>IBAN: HR30 2340 0091 5000 1234 5<br>Poziv na broj: 2025</div><div><b>Online karticom</b><a href="/doniraj/kartica">Doniraj karticom</a> putem sustava CorvusPay.</div></div>
<p>Hrvatski Crveni križ ne prikuplja donacije u kriptovalutama niti putem osobnih računa pojedinaca. Provjerite da ste na stranici www.hck.hr.</p>
<p style="font-size:13px;color:#666">Hrvatski Crveni križ, Ulica Crvenog križa 14, 10000 Zagreb · OIB: 72527253659 · Tel. 01 4655 814</p></div>`;
  return {
    id: 'yd-clean-red-cross-hr-donation', label: 'clean', kind: 'charity-donation-official',
    url: `https://${host}/doniraj`,
    body: page({ lang: 'hr', title: 'Donirajte – Hrvatski Crveni križ', css, body }),
  } satisfies Entry;
})(),
];
