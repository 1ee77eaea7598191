import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-techsupport-in-norton-renewal-refund',
  label: 'scam',
  kind: 'refund-scam',
  url: 'https://norton-renewal-desk.in-billing.support/',
  body: doc({
    lang: 'en',
    title: 'Norton 360 - Auto Renewal Invoice',
    css: '.m{max-width:640px;margin:30px auto}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:8px}.y{background:#ffc700}',
    body: `<div class="m card"><h2>Invoice #NRT-88420193</h2><p>Thank you for renewing your Norton 360 Deluxe subscription. ₹24,999 has been charged to your account.</p>
<table><tr><td>Product</td><td>Norton 360 Deluxe (5 devices, 3 years)</td></tr><tr><td>Amount</td><td>₹24,999.00</td></tr><tr><td>Payment</td><td>Auto-debit</td></tr></table>
<p>If you did not authorise this renewal, call our cancellation desk within 24 hours for a full refund:</p><h2 style="color:#c00">+91 80 4718 5520</h2>
<p>Or download our refund assistant: <a class="btn y" href="https://anydesk.com/en/downloads">Start remote refund session</a></p></div>`,
  }),
},
{
  id: 'zr-investment-scam-tw-stock-group',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://tw-stock-master.club/vip/',
  body: doc({
    lang: 'zh-Hant',
    title: '股市名師 免費飆股群組｜保證獲利',
    css: '.hero{background:#8b0000;color:#ffd700;padding:40px 20px;text-align:center}.m{max-width:700px;margin:0 auto;padding:20px}.l{background:#06c755;color:#fff;display:block;text-align:center;font-size:20px}.p{background:#fff;padding:12px;margin:8px 0;border-left:4px solid #8b0000}',
    body: `<div class="hero"><h1>知名財經老師 親自帶單</h1><p>每日 3 檔飆股，本月勝率 97%，保證月獲利 30% 以上</p></div>
<div class="m"><div class="p">📈 學員實績：台積電內線消息，三天獲利 128 萬</div><div class="p">💰 加入「機構專屬 APP」參與新股抽籤，穩賺不賠</div><div class="p">⏰ 名額剩餘 <b id="n">17</b> 位</div>
<form id="f"><label>姓名</label><input type="text" name="n"><label>手機</label><input type="tel" name="m"><label>可投入資金</label><select name="cap"><option>10萬以下</option><option>10-50萬</option><option>50-100萬</option><option>100萬以上</option></select><p><button class="btn l" style="width:100%">免費加入 LINE 投資群組</button></p></form></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/vip/lead',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://line.me/R/ti/g/Kx8Zt1QmPa'})};setInterval(function(){var n=document.getElementById('n');if(+n.textContent>3)n.textContent=+n.textContent-1},7000);</script>`,
  }),
},
{
  id: 'zr-lottery-scam-sg-lucky-draw',
  label: 'scam',
  kind: 'prize-scam',
  url: 'https://fairprice-anniversary.sg-luckydraw.com/',
  body: doc({
    lang: 'en',
    title: 'FairPrice 50th Anniversary Lucky Draw',
    css: '.m{max-width:460px;margin:20px auto;text-align:center}.box{display:inline-block;width:100px;height:100px;margin:6px;background:#e31837;border-radius:8px;color:#fff;font-size:40px;line-height:100px;cursor:pointer}.g{background:#e31837;color:#fff;width:100%}',
    body: `<div class="m card"><h2 style="color:#e31837">Congratulations!</h2><p>You have been selected to take part in our anniversary draw. Pick a box to win a S$500 FairPrice voucher. Only 3 tries left!</p>
<div id="boxes"><div class="box">🎁</div><div class="box">🎁</div><div class="box">🎁</div></div>
<div id="win" style="display:none"><h3>🎉 You won a S$500 voucher!</h3><p>Pay S$1.95 delivery fee to receive your voucher.</p><form id="f"><input type="text" name="name" placeholder="Full name"><br><br><input type="text" name="card" placeholder="Card number"><br><br><input type="text" name="exp" placeholder="MM/YY"><br><br><input type="password" name="cvv" placeholder="CVV"><p><button class="btn g">Pay S$1.95</button></p></form></div>
<p style="font-size:11px;color:#888">412 people have claimed their prize today</p></div>
<script>var t=0;document.querySelectorAll('.box').forEach(function(b){b.onclick=function(){t++;if(t<2){b.textContent='✖';alert('Sorry, empty box. 2 tries left.')}else{document.getElementById('win').style.display='block'}}});document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/claim',{method:'POST',body:new FormData(this)}).finally(function(){location.href='/claim/otp'})}</script>`,
  }),
},
{
  id: 'zr-shop-scam-jp-brand-clearance',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.north-outlet-jp.shop/',
  body: doc({
    lang: 'ja',
    title: 'THE NORTH FACE 公式アウトレット 閉店セール 90%OFF',
    css: '.top{background:#000;color:#fff;text-align:center;padding:8px}.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px;padding:20px}.it{background:#fff;padding:10px}.old{text-decoration:line-through;color:#999}.new{color:#e00;font-weight:bold;font-size:18px}',
    body: `<div class="top">閉店につき全品90%OFF｜本日23:59まで｜送料無料</div>
<div class="wrap"><h1>ザ・ノース・フェイス アウトレット</h1><div class="g">
<div class="it"><div style="height:160px;background:#333"></div><p>ヌプシジャケット</p><span class="old">¥38,500</span> <span class="new">¥3,850</span></div>
<div class="it"><div style="height:160px;background:#556b2f"></div><p>マウンテンライトジャケット</p><span class="old">¥45,100</span> <span class="new">¥4,510</span></div>
<div class="it"><div style="height:160px;background:#8b4513"></div><p>バルトロライトジャケット</p><span class="old">¥58,300</span> <span class="new">¥5,830</span></div></div>
<p>お支払い方法：銀行振込のみ（振込先：ミズホ銀行 個人名義 口座 ナカムラ ユウキ 普通 3319820）</p>
<p style="font-size:11px">特定商取引法に基づく表記：運営 Tokyo Trading Co., Ltd. 住所 東京都港区虎ノ門1-2-3 電話 なし（メールのみ：service@north-outlet-jp.shop）</p></div>`,
  }),
},
{
  id: 'zr-extortion-th-sextortion-wallet',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://secure-notice.th-cyber-police.org/case/8841',
  body: doc({
    lang: 'th',
    title: 'กองบังคับการปราบปรามการกระทำความผิดเกี่ยวกับอาชญากรรมทางเทคโนโลยี',
    css: '.h{background:#1f2a44;color:#fff;padding:14px 0}.m{max-width:680px;margin:24px auto}.r{color:#c00;font-weight:bold}',
    body: `<div class="h"><div class="wrap"><b>ตำรวจไซเบอร์</b> Cyber Crime Investigation Bureau</div></div>
<div class="m card"><h2>หมายเรียกผู้ต้องหา เลขที่คดี 8841/2568</h2><p>ท่านถูกกล่าวหาว่าเข้าชมและเผยแพร่สื่อลามกอนาจารเด็กผ่านอุปกรณ์ที่ลงทะเบียนหมายเลข IP ของท่าน</p>
<p class="r">หากไม่ต้องการให้ดำเนินคดี กรุณาชำระค่าปรับ 48,000 บาท ภายใน 24 ชั่วโมง</p><p>โอนเงินเข้าบัญชีตรวจสอบ: ธนาคารกรุงไทย 982-0-44718-3 (ชื่อบัญชี นายสมชาย ใจดี)</p>
<p>หรือชำระเป็น USDT (TRC20): TN2Xk8pQwVzr9Gh3mYbL6cE1sAuJfDtR7P</p><p>หลังชำระแล้วติดต่อเจ้าหน้าที่ทาง LINE ID: @cib-case8841</p></div>`,
  }),
},
{
  id: 'zr-charity-scam-au-flood-appeal',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://nsw-flood-relief-appeal.org/donate',
  body: doc({
    lang: 'en',
    title: 'NSW Flood Relief Appeal - Donate Now',
    css: '.hero{background:#0b3d91;color:#fff;padding:40px 20px;text-align:center}.m{max-width:560px;margin:20px auto}.amt button{margin:4px}.g{background:#f7931a;color:#fff}',
    body: `<div class="hero"><h1>Families have lost everything</h1><p>Your donation goes 100% to flood victims. Tax deductible.*</p></div>
<div class="m card"><div class="amt"><button class="btn">$25</button><button class="btn">$50</button><button class="btn">$100</button></div>
<p>Due to bank delays, donations are currently only accepted via gift cards or cryptocurrency.</p>
<p><b>Option 1:</b> Purchase Apple or Google Play gift cards and email the codes to relief@nsw-flood-relief-appeal.org</p>
<p><b>Option 2:</b> Send BTC to <code>bc1qz7x3u0l8k2f5m9w4d6h0c8r2t5y7a9s3e1g4j6</code></p>
<p style="font-size:11px">*Registered charity pending. Appeal run by volunteers.</p></div>`,
  }),
},
{
  id: 'zr-loan-scam-in-instant-approval',
  label: 'scam',
  kind: 'loan-fee-scam',
  url: 'https://rupeefast-loan.co.in/apply',
  body: doc({
    lang: 'hi',
    title: 'RupeeFast - 5 मिनट में ₹5 लाख तक लोन',
    css: '.hero{background:#128c7e;color:#fff;padding:30px 20px;text-align:center}.m{max-width:520px;margin:20px auto}.b{background:#f5a623;color:#fff;width:100%}',
    body: `<div class="hero"><h1>बिना CIBIL स्कोर के लोन</h1><p>RBI अनुमोदित* · 0% ब्याज पहले महीने · तुरंत स्वीकृति</p></div>
<div class="m card"><form id="f"><label>पूरा नाम</label><input type="text" name="n"><label>मोबाइल नंबर</label><input type="tel" name="m"><label>आधार नंबर</label><input type="text" name="a"><label>PAN</label><input type="text" name="p"><label>लोन राशि</label><select name="amt"><option>₹50,000</option><option>₹1,00,000</option><option>₹5,00,000</option></select><p><button class="btn b">अभी आवेदन करें</button></p></form>
<div id="ok" style="display:none"><h3>✅ आपका लोन ₹1,00,000 स्वीकृत!</h3><p>राशि जारी करने के लिए ₹1,499 फ़ाइल चार्ज / बीमा शुल्क UPI से भुगतान करें:</p><p><b>rupeefast.disburse@ybl</b></p><p>भुगतान के बाद स्क्रीनशॉट WhatsApp करें: +91 73039 41822</p></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/apply/save',{method:'POST',body:new FormData(this)}).finally(function(){document.getElementById('f').style.display='none';document.getElementById('ok').style.display='block'})}</script>`,
  }),
},
];
