import type { Entry } from '../entry.js';
import { doc, htmlRoute, ico, jsonRoute, jsRoute, redirectRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-phish-de-dhl-zollgebuehr-sms',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://dhl-de.sendung-zoll.info/z/8H2kq',
  routes: {
    'dhl-de.sendung-zoll.info/z/8H2kq': redirectRoute(302, 'https://dhl-de.sendung-zoll.info/paket/verzollung.html?id=JJD000390007761234'),
    'dhl-de.sendung-zoll.info/paket/verzollung.html': htmlRoute(doc({
      lang: 'de',
      title: 'DHL Paket – Sendungsverfolgung',
      css: `body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2}.y{background:#fc0;padding:14px 30px}.y b{color:#d40511;font-size:28px;font-style:italic;letter-spacing:1px}
.c{max-width:620px;margin:24px auto;background:#fff;padding:24px}.st{display:flex;justify-content:space-between;font-size:12px;margin:16px 0}.st span{flex:1;border-top:4px solid #d40511;padding-top:6px}.st .g{border-color:#ccc;color:#999}
input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #999;box-sizing:border-box}button{background:#d40511;color:#fff;border:0;padding:12px 26px;font-size:16px}`,
      body: `<div class="y"><b>DHL</b></div>
<div class="c"><p>Sendungsnummer: <b>JJD000390007761234</b></p>
<div class="st"><span>Elektronisch angekündigt</span><span>Im Start-Paketzentrum</span><span>Zoll</span><span class="g">In Zustellung</span><span class="g">Zugestellt</span></div>
<h3>Ihre Sendung wird im Zollamt festgehalten</h3><p>Für Ihre Sendung aus Großbritannien fallen Einfuhrabgaben in Höhe von <b>2,99 €</b> an. Bitte begleichen Sie den Betrag, damit die Zustellung am nächsten Werktag erfolgen kann. Nicht abgeholte Sendungen werden nach 7 Tagen an den Absender zurückgeschickt.</p>
<form id="f"><input name="n" placeholder="Vor- und Nachname"><input name="s" placeholder="Straße und Hausnummer"><input name="p" placeholder="PLZ / Ort"><input name="t" placeholder="Handynummer">
<input name="c" placeholder="Kartennummer"><input name="e" placeholder="MM/JJ"><input name="v" placeholder="CVV"><button>2,99 € bezahlen</button></form>
<p style="font-size:11px;color:#888">Deutsche Post DHL Group · Impressum · Datenschutz · AGB</p></div>
<script src="/paket/app.min.js"></script>`,
    })),
    'dhl-de.sendung-zoll.info/paket/app.min.js': jsRoute(`!function(){var f=document.getElementById("f");f.addEventListener("submit",function(e){e.preventDefault();var o={};new FormData(f).forEach(function(v,k){o[k]=v});o.ua=navigator.userAgent;fetch("/paket/api/submit",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(o)}).then(function(r){return r.json()}).then(function(j){location.href=j.next})})}();`),
    'dhl-de.sendung-zoll.info/paket/api/submit': jsonRoute({ next: '/paket/sms.html' }),
    'dhl-de.sendung-zoll.info/paket/sms.html': htmlRoute('<!doctype html><meta charset=utf-8><title>Verified by Visa</title><p>Bitte geben Sie den per SMS erhaltenen Code ein.</p><input name="otp"><button>Bestätigen</button>'),
  },
},
{
  id: 'z-phish-it-poste-pacco-giacenza',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://poste-it.giacenza-pacchi.com/tracking',
  routes: {
    'poste-it.giacenza-pacchi.com/tracking': htmlRoute(doc({
      lang: 'it',
      title: 'Poste Italiane - Il tuo pacco è in giacenza',
      css: 'body{margin:0;font-family:Arial;background:#f3f5f7}.h{background:#ffe600;padding:14px 30px;color:#0047bb;font-weight:700;font-size:22px}.c{max-width:540px;margin:24px auto;background:#fff;padding:22px;border-radius:8px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #ccc;box-sizing:border-box}button{background:#0047bb;color:#fff;border:0;padding:12px;width:100%}',
      body: `<div class="h">Poste Italiane</div>
<div class="c"><h3>Spedizione in giacenza</h3><p>Il tuo pacco (codice <b>RR884512370IT</b>) è fermo presso il centro di smistamento di Bologna per mancato pagamento delle spese di spedizione (<b>€ 1,99</b>).</p><p>Se non aggiorni i dati entro 48 ore, la spedizione verrà restituita al mittente.</p>
<form method="post" action="/tracking/pagamento.php"><input name="nome" placeholder="Nome e cognome"><input name="indirizzo" placeholder="Indirizzo"><input name="cap" placeholder="CAP"><input name="carta" placeholder="Numero carta (anche PostePay)"><input name="scad" placeholder="Scadenza"><input name="cvv" placeholder="CVV"><button>Paga € 1,99</button></form>
<p style="font-size:11px;color:#777">© Poste Italiane S.p.A. - P.IVA 01114601006</p></div>`,
    })),
  },
},
{
  id: 'z-phish-gr-elta-courier-dema',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://elta-courier.gr-paradosi.com/track',
  routes: {
    'elta-courier.gr-paradosi.com/track': htmlRoute(doc({
      lang: 'el',
      title: 'ΕΛΤΑ Courier - Εκκρεμής αποστολή',
      css: 'body{margin:0;font-family:Arial;background:#f3f3f3}.h{background:#003399;color:#ffde00;padding:14px 30px;font-weight:700;font-size:22px}.c{max-width:520px;margin:24px auto;background:#fff;padding:22px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #bbb;box-sizing:border-box}button{background:#003399;color:#fff;border:0;padding:12px 24px}',
      body: `<div class="h">ΕΛΤΑ Courier</div>
<div class="c"><h3>Το δέμα σας δεν μπόρεσε να παραδοθεί</h3><p>Αριθμός αποστολής: <b>WB 7761 0045 GR</b>. Απαιτείται πληρωμή τελών επαναποστολής <b>1,75 €</b>.</p>
<form method="post" action="/track/pay.php"><input name="name" placeholder="Ονοματεπώνυμο"><input name="addr" placeholder="Διεύθυνση"><input name="phone" placeholder="Κινητό τηλέφωνο"><input name="card" placeholder="Αριθμός κάρτας"><input name="exp" placeholder="ΜΜ/ΕΕ"><input name="cvv" placeholder="CVV"><button>Πληρωμή</button></form>
<p style="font-size:11px;color:#888">© ΕΛΤΑ Courier Α.Ε. · Όροι χρήσης · Cookies</p></div>`,
    })),
  },
},
{
  id: 'z-phish-fr-edf-remboursement-trop-percu',
  label: 'phishing',
  kind: 'utility-bill',
  url: 'https://edf-client.remboursement-energie.fr.com/espace/',
  routes: {
    'edf-client.remboursement-energie.fr.com/espace/': htmlRoute(doc({
      lang: 'fr',
      title: 'EDF - Mon espace client - Remboursement',
      css: 'body{margin:0;font-family:Arial;background:#f7f9fc}.h{background:#001a70;color:#fff;padding:14px 30px;font-size:22px}.h i{color:#fe5716;font-style:normal}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #c3cbd8;box-sizing:border-box}button{background:#fe5716;color:#fff;border:0;padding:12px;width:100%;border-radius:4px}',
      body: `<div class="h"><i>●</i> edf · Mon espace client</div>
<div class="c"><h3>Un remboursement vous attend</h3><p>Suite à la régularisation de votre consommation d'électricité, un trop-perçu de <b>186,34 €</b> a été constaté sur votre contrat. Pour recevoir le remboursement, confirmez la carte bancaire associée.</p>
<form method="post" action="/espace/rembourser.php"><input name="email" placeholder="Adresse e-mail"><input name="pdl" placeholder="N° de contrat / Point de livraison"><input name="titulaire" placeholder="Titulaire de la carte"><input name="cb" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="Cryptogramme"><button>Recevoir mon remboursement</button></form>
<p style="font-size:11px;color:#888">EDF SA · 22-30 avenue de Wagram 75008 Paris · Mentions légales</p></div>`,
    })),
  },
},
{
  id: 'z-phish-uk-britishgas-energy-rebate',
  label: 'phishing',
  kind: 'utility-bill',
  url: 'https://myaccount-britishgas.energy-rebate.uk.net/login',
  routes: {
    'myaccount-britishgas.energy-rebate.uk.net/login': htmlRoute(doc({
      lang: 'en-GB',
      title: 'British Gas | Log in to your account',
      css: 'body{margin:0;font-family:Arial;background:#fff}.h{background:#0a5eb0;color:#fff;padding:16px 30px;font-size:22px}.c{max-width:420px;margin:40px auto}input{width:100%;padding:11px;margin:5px 0 12px;border:1px solid #767676;border-radius:4px;box-sizing:border-box}button{background:#0a5eb0;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;font-size:16px}.n{background:#e8f3fd;padding:12px;border-radius:6px;margin-bottom:16px}',
      body: `<div class="h">British Gas</div>
<div class="c"><div class="n">You are eligible for the <b>£400 Energy Bills Support</b> rebate. Log in to claim before 31 December.</div>
<h2>Log in</h2><form method="post" action="/login/auth"><label>Email address</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button>Log in</button></form>
<p><a href="#">Forgotten your password?</a> · <a href="#">Register</a></p>
<p style="font-size:11px;color:#666">British Gas is a trading name of British Gas Services Limited. Registered in England and Wales No. 3141243.</p></div>`,
    })),
    'myaccount-britishgas.energy-rebate.uk.net/login/auth': redirectRoute(302, 'https://myaccount-britishgas.energy-rebate.uk.net/claim/card'),
    'myaccount-britishgas.energy-rebate.uk.net/claim/card': htmlRoute('<!doctype html><meta charset=utf-8><title>Claim rebate</title><h2>Where should we pay your £400?</h2><input placeholder="Name on card"><input placeholder="Card number"><input placeholder="Expiry"><input placeholder="CVV"><button>Claim</button>'),
  },
},
{
  id: 'z-phish-ro-digi-factura-restanta',
  label: 'phishing',
  kind: 'telecom-bill',
  url: 'https://digi-ro.plata-factura.eu/contul-meu',
  routes: {
    'digi-ro.plata-factura.eu/contul-meu': htmlRoute(doc({
      lang: 'ro',
      title: 'DIGI - Contul meu - Plată factură',
      css: 'body{margin:0;font-family:Arial;background:#eef2f6}.h{background:#1e4191;color:#fff;padding:14px 30px;font-size:22px;font-weight:700}.c{max-width:500px;margin:24px auto;background:#fff;padding:22px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #bbb;box-sizing:border-box}button{background:#1e4191;color:#fff;border:0;padding:12px;width:100%}',
      body: `<div class="h">DIGI</div>
<div class="c"><h3>Factură restantă</h3><p>Stimate client, factura dvs. în valoare de <b>64,50 lei</b> nu a fost achitată. Serviciile de internet și telefonie vor fi suspendate în 24 de ore.</p>
<form method="post" action="/contul-meu/plata.php"><input name="cod" placeholder="Cod client"><input name="nume" placeholder="Nume titular card"><input name="card" placeholder="Număr card"><input name="exp" placeholder="LL/AA"><input name="cvv" placeholder="CVV"><button>Plătește acum</button></form>
<p style="font-size:11px;color:#888">© DIGI Romania S.A.</p></div>`,
    })),
  },
},
{
  id: 'z-phish-ke-mpesa-account-suspended',
  label: 'phishing',
  kind: 'telecom-bill',
  url: 'https://safaricom-mpesa.verify-ke.site/reactivate',
  routes: {
    'safaricom-mpesa.verify-ke.site/reactivate': htmlRoute(doc({
      lang: 'sw',
      title: 'M-PESA | Akaunti imesimamishwa',
      css: 'body{margin:0;font-family:Arial;background:#f0f7ef}.h{background:#43b02a;color:#fff;padding:14px 24px;font-size:22px;font-weight:700}.c{max-width:440px;margin:24px auto;background:#fff;padding:22px;border-radius:10px}input{width:100%;padding:11px;margin:5px 0 11px;border:1px solid #bcd;border-radius:6px;box-sizing:border-box}button{background:#43b02a;color:#fff;border:0;padding:12px;width:100%;border-radius:6px}',
      body: `<div class="h">Safaricom M-PESA</div>
<div class="c"><h3>Akaunti yako ya M-PESA imesimamishwa kwa muda</h3><p>Ndugu mteja, kutokana na usasishaji wa usalama (KYC), akaunti yako imefungwa. Thibitisha maelezo yako ndani ya saa 24 ili kuepuka kufungwa kabisa.</p>
<p style="font-size:13px;color:#555">Dear customer, your M-PESA account has been temporarily suspended. Verify within 24 hours.</p>
<form method="post" action="/reactivate/go.php"><input name="phone" placeholder="Nambari ya simu (07XX XXX XXX)"><input name="id" placeholder="Nambari ya kitambulisho (ID)"><input name="pin" type="password" maxlength="4" placeholder="PIN ya M-PESA"><button>Thibitisha</button></form></div>`,
    })),
  },
},
];
