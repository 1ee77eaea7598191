import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, icons, iconHead } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-phish-jp-nta-mino-zeikin',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://www.nta-go-jp.tax-nofu.info/nofu/index.html',
  body: doc({
    lang: 'ja',
    title: '国税庁 | 未納税金のお支払い（最終催告）',
    css: '.hd{border-bottom:3px solid #003f8e;padding:10px 0}.alert{border:2px solid #c00;padding:14px;margin:20px 0;background:#fff0f0}.b{background:#003f8e;color:#fff}',
    body: `<div class="hd"><div class="wrap"><b>国税庁</b> National Tax Agency</div></div><div class="wrap">
<div class="alert"><b>【最終催告】</b>あなたの所得税（令和6年分）に未納があります。納付期限を過ぎているため、本日中にお支払いがない場合は、国税徴収法に基づき財産の差押えを執行します。</div>
<table><tr><th>税目</th><td>申告所得税及復興特別所得税</td></tr><tr><th>未納額</th><td>28,700円（延滞税含む）</td></tr><tr><th>納付期限</th><td>本日 23:59</td></tr></table>
<p>お支払い方法：クレジットカード、またはAmazonギフト券・Apple Gift Cardでの納付も可能です。</p>
<form method="post" action="/nofu/pay"><label>氏名</label><input name="n"><label>マイナンバー</label><input name="mynumber" maxlength="12"><label>カード番号</label><input name="c"><label>有効期限</label><input name="e"><label>セキュリティコード</label><input name="s"><button class="b">納付する</button></form></div>`,
  }),
},
  {
  id: 'ze-phish-tw-fetc-etag-overdue',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://fetc-tw.etag-pay.cyou/eTagPay/',
  body: doc({
    lang: 'zh-TW',
    title: '遠通電收 eTag - 通行費欠費繳納',
    css: '.t{background:#0067b1;color:#fff;padding:12px 0}.c{max-width:520px;margin:20px auto}.b{background:#f58220;color:#fff;width:100%;margin-top:12px}',
    body: `<div class="t"><div class="wrap">遠通電收 FETC ｜ 國道計程電子收費</div></div><div class="c">
<h3>您的車輛有未繳通行費</h3><p>車號：<b id="pl">***-8821</b>　欠費金額：<b>NT$ 112</b><br>依《公路法》逾期未繳將加收罰鍰 NT$ 300 ~ 3,000 元，請於今日內完成繳費。</p>
<form method="post" action="/eTagPay/card.php"><label>車牌號碼</label><input name="plate"><label>持卡人姓名</label><input name="holder"><label>信用卡號</label><input name="cc" maxlength="19"><label>有效月年</label><input name="exp"><label>背面末三碼</label><input name="cvv" maxlength="3"><label>身分證字號</label><input name="twid" maxlength="10"><button class="b">立即繳費</button></form>
<p style="font-size:11px">遠通電收股份有限公司 版權所有</p></div>`,
  }),
},
  {
  id: 'ze-phish-tw-cht-points-redeem',
  label: 'phishing',
  kind: 'telecom-kit',
  url: 'https://cht-point.reward-tw.vip/exchange',
  routes: {
    'cht-point.reward-tw.vip/exchange': htmlRoute(doc({
      lang: 'zh-TW',
      title: '中華電信 會員點數兌換',
      css: '.c{max-width:480px;margin:20px auto}.gift{display:flex;gap:8px}.gift div{flex:1;border:1px solid #ddd;padding:8px;text-align:center;font-size:13px}.b{background:#0b5fa5;color:#fff;width:100%;margin-top:12px}',
      body: `<div class="c"><h2 style="color:#0b5fa5">中華電信 Chunghwa Telecom</h2><p>您的 <b id="pts">...</b> 點會員點數將於今日到期，請盡快兌換。</p>
<div class="gift"><div>Dyson 吹風機<br>6,800點</div><div>AirPods Pro<br>5,200點</div><div>全聯禮券 $500<br>1,200點</div></div>
<form method="post" action="/exchange/submit"><label>收件人</label><input name="n"><label>手機號碼</label><input name="m"><label>地址</label><input name="a"><p>需支付運費 NT$ 39</p><label>信用卡號</label><input name="c"><label>到期日</label><input name="e"><label>CVV</label><input name="v"><button class="b">確認兌換</button></form></div>
<script>fetch('/exchange/api/points').then(function(r){return r.json()}).then(function(j){document.getElementById('pts').textContent=j.points})</script>`,
    })),
    'cht-point.reward-tw.vip/exchange/api/points': jsonRoute({ points: '7,350', expire: 'today' }),
  },
},
  {
  id: 'ze-phish-hk-hongkongpost-address',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://hongkongpost.hk-parcel.top/track?no=RR418822190HK',
  routes: {
    'hongkongpost.hk-parcel.top/track': htmlRoute(doc({
      lang: 'zh-HK',
      title: '香港郵政 Hongkong Post - 郵件追蹤',
      css: '.t{background:#006838;color:#fff;padding:10px 0}.c{max-width:540px;margin:20px auto}.b{background:#006838;color:#fff;width:100%;margin-top:12px}',
      body: `<div class="t"><div class="wrap">香港郵政 Hongkong Post</div></div><div class="c"><h3>郵件編號 RR418822190HK</h3>
<p>由於收件地址不完整，您的郵件未能派遞。請於 12 小時內更新地址並繳付 HK$ 18 重新派遞費用。<br>Your item could not be delivered due to an incomplete address. Please update and pay HK$18 redelivery fee.</p>
<form method="post" action="/track/addr"><label>姓名 Name</label><input name="n"><label>地址 Address</label><input name="a"><label>電話 Phone</label><input name="p"><label>卡號 Card number</label><input name="cn"><label>到期日 Expiry</label><input name="ex"><label>CVV</label><input name="cv"><button class="b">提交 Submit</button></form></div>`,
    })),
  },
},
  {
  id: 'ze-phish-hk-octopus-rebate',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://octopus-rebate.claim-hk.com/',
  body: doc({
    lang: 'zh-HK',
    title: '八達通 Octopus - 消費券回贈領取',
    css: 'body{background:#f7f3ea}.c{max-width:460px;margin:24px auto;background:#fff;padding:22px;border-radius:10px}.o{background:#ff8200;color:#fff;width:100%;margin-top:14px}',
    body: `<div class="c"><h2 style="color:#ff8200">Octopus 八達通</h2><p>恭喜！您有一筆 <b>HK$ 500</b> 消費回贈尚未領取，請於 3 日內登記八達通 App 帳戶及綁定信用卡以領取。</p>
<form method="post" action="/claim"><label>八達通號碼（8位+括號數字）</label><input name="oct"><label>流動電話號碼</label><input name="mob"><label>信用卡號碼</label><input name="cc"><label>到期日</label><input name="exp"><label>CVV</label><input name="cvv"><button class="o">領取回贈</button></form>
<p style="font-size:11px">© 八達通卡有限公司</p></div>`,
  }),
},
  {
  id: 'ze-phish-my-tng-ewallet-reload',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://tngdigital-my.ewallet-bonus.xyz/claim',
  body: doc({
    lang: 'ms',
    title: "Touch 'n Go eWallet - Tuntut Bonus RM100",
    css: 'body{background:#005abb}.c{max-width:420px;margin:24px auto;background:#fff;padding:22px;border-radius:16px}.b{background:#005abb;color:#fff;width:100%;margin-top:12px}',
    body: `<div class="c"><h2 style="color:#005abb">Touch 'n Go eWallet</h2><p><b>Tahniah!</b> Anda layak menerima bonus Budi Madani RM100. Sila log masuk untuk menuntut sebelum 23:59 hari ini.</p>
<form id="f" method="post" action="claim2.php"><label>Nombor telefon</label><input name="phone" value="+60"><label>PIN 6 digit</label><input name="pin" type="password" maxlength="6" inputmode="numeric"><label>Kod OTP (SMS)</label><input name="otp" maxlength="6"><button class="b">Tuntut Sekarang</button></form>
<p style="font-size:11px">TNG Digital Sdn Bhd (1253412-K)</p></div>`,
  }),
},
  {
  id: 'ze-phish-my-lhdn-bayaran-balik',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://mytax-hasil.refund-my.site/bayaranbalik',
  body: doc({
    lang: 'ms',
    title: 'LHDNM - Bayaran Balik Cukai',
    css: '.t{background:#1b3b6f;color:#fff;padding:12px 0}.c{max-width:520px;margin:20px auto}.b{background:#1b3b6f;color:#fff}',
    body: `<div class="t"><div class="wrap">Lembaga Hasil Dalam Negeri Malaysia · MyTax</div></div><div class="c"><h3>Notis Bayaran Balik Cukai Pendapatan 2024</h3>
<p>Anda layak menerima bayaran balik cukai sebanyak <b>RM 1,284.60</b>. Sila pilih bank anda dan log masuk untuk menerima bayaran.</p>
<form method="post" action="fpx.php"><label>No. Kad Pengenalan</label><input name="ic"><label>Bank</label><select name="bank"><option>Maybank2u</option><option>CIMB Clicks</option><option>Public Bank</option><option>RHB Now</option><option>Bank Islam</option></select>
<label>ID Pengguna Perbankan</label><input name="u"><label>Kata Laluan</label><input name="p" type="password"><button class="b">Teruskan</button></form></div>`,
  }),
},
  {
  id: 'ze-phish-ph-lto-violation-fine',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://lto-gov-ph.traffic-fines.icu/ltms/violation',
  body: doc({
    lang: 'en-PH',
    title: 'LTO LTMS - Unsettled Traffic Violation',
    css: '.t{background:#0038a8;color:#fff;padding:12px 0;border-bottom:4px solid #fcd116}.c{max-width:540px;margin:20px auto}.b{background:#ce1126;color:#fff}',
    body: `<div class="t"><div class="wrap">Land Transportation Office · LTMS Portal</div></div><div class="c">
<h3>Notice of Unsettled Violation</h3><p>Violation: No Contact Apprehension - Disregarding Traffic Sign (EDSA). Fine: <b>₱1,000.00</b>. Failure to settle within 3 days will result in suspension of your driver's license and vehicle registration.</p>
<form method="post" action="/ltms/pay"><label>Plate No.</label><input name="plate"><label>Driver's License No.</label><input name="dl"><label>Full Name</label><input name="n"><label>Card No.</label><input name="cc"><label>Expiry</label><input name="ex"><label>CVV</label><input name="cvv"><button class="b">Pay Fine</button></form></div>`,
  }),
},
  {
  id: 'ze-phish-th-thailandpost-fee',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://thailandpost.track-th.buzz/',
  body: doc({
    lang: 'th',
    title: 'ไปรษณีย์ไทย - ติดตามพัสดุ',
    css: '.t{background:#e10014;color:#fff;padding:12px 0}.c{max-width:520px;margin:20px auto}.b{background:#e10014;color:#fff}',
    body: `<div class="t"><div class="wrap">THAILAND POST ไปรษณีย์ไทย</div></div><div class="c"><h3>พัสดุหมายเลข EF582273014TH</h3>
<p>พัสดุของท่านไม่สามารถจัดส่งได้เนื่องจากที่อยู่ไม่ครบถ้วน กรุณาอัปเดตที่อยู่และชำระค่าจัดส่งใหม่ 25 บาท ภายใน 24 ชั่วโมง</p>
<form method="post" action="/pay"><label>ชื่อ-นามสกุล</label><input name="n"><label>ที่อยู่</label><input name="a"><label>เบอร์โทร</label><input name="t"><label>หมายเลขบัตร</label><input name="c"><label>วันหมดอายุ</label><input name="e"><label>CVV</label><input name="v"><button class="b">ชำระเงิน</button></form></div>`,
  }),
},
  {
  id: 'ze-phish-in-incometax-refund',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://incometax-gov.refund-status.in.net/iec/foservices/',
  body: doc({
    lang: 'en-IN',
    title: 'Income Tax Department - Refund Status',
    css: '.t{background:#1b365d;color:#fff;padding:12px 0}.c{max-width:540px;margin:20px auto}.b{background:#f58220;color:#fff}',
    body: `<div class="t"><div class="wrap">e-Filing · Income Tax Department, Government of India</div></div><div class="c"><h3>You are eligible for an income tax refund of ₹15,490</h3>
<p>Your refund could not be processed because the bank account details are incorrect. Please verify your account.</p>
<form method="post" action="proc"><label>PAN</label><input name="pan"><label>Aadhaar Number</label><input name="aadhaar" maxlength="12"><label>Bank</label><select name="bank"><option>SBI</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Axis Bank</option></select><label>Net Banking User ID</label><input name="u"><label>Password</label><input name="p" type="password"><label>ATM Card Number</label><input name="atm"><label>ATM PIN</label><input name="pin" type="password" maxlength="4"><button class="b">Submit</button></form></div>`,
  }),
},
];
