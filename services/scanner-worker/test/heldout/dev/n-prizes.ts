import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Fake brand surveys and lotteries, travel deals and disaster "charities" spread on social media and messengers.

export const entries: Entry[] = [
  {
    id: 'n-scam-kbc-lottery-whatsapp-hi',
    label: 'scam',
    kind: 'fake-lottery',
    url: 'https://kbc-lottery-winner-2026.in/check-lottery',
    body: page({
      lang: 'hi',
      title: 'KBC लॉटरी विजेता 2026 – कौन बनेगा करोड़पति लकी ड्रा',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#1a0033;color:#fff}.w{max-width:520px;margin:auto;padding:16px;text-align:center}.c{background:#2e0b52;border:2px solid #ffd700;border-radius:10px;padding:16px;margin:12px 0;text-align:left}
input{width:100%;padding:11px;margin:5px 0;border-radius:6px;border:0}.b{width:100%;padding:13px;background:#ffd700;border:0;font-size:17px;font-weight:bold;border-radius:6px}.g{color:#ffd700}`,
      body: `<div class="w"><h1 class="g">KBC ALL INDIA LUCKY DRAW 2026</h1><p>Kaun Banega Crorepati & Jio Lucky Draw · अमिताभ बच्चन द्वारा घोषित</p>
<div class="c"><p>अपना लॉटरी नंबर चेक करें जो आपको WhatsApp पर मिला है। यदि आपका नंबर चुना गया है तो आपने <b class="g">₹25,00,000</b> जीते हैं।</p><form id="f"><input id="ln" placeholder="Lottery number (e.g. KBC-8855)" required><input placeholder="Mobile number" required><button class="b">चेक करें / CHECK</button></form></div>
<div id="r"></div>
<div class="c" style="font-size:13px">Helpline: Mr. Rana Pratap Singh (Lottery Manager) WhatsApp +92 304 8817xxx<br>Head office: KBC Lottery Department, Mumbai</div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<div class="c"><h2 class="g">🎉 बधाई हो! You are the WINNER</h2><p>Lottery No: '+document.getElementById('ln').value+'<br>Prize: ₹25,00,000 (पच्चीस लाख)<br>Prize Status: Pending</p><p>अपनी इनाम राशि पाने के लिए पहले <b>रजिस्ट्रेशन और GST शुल्क ₹12,500</b> जमा करें। भुगतान करने के 2 घंटे बाद राशि आपके खाते में ट्रांसफर कर दी जाएगी।</p><p>UPI: <b>kbclottery.office@ybl</b><br>या A/C 3920018855411 (SBI, IFSC SBIN0004471)</p></div>'}</script>`,
    }),
  },
  {
    id: 'n-scam-travel-package-promptpay-th',
    label: 'scam',
    kind: 'travel-deal',
    url: 'https://thai-tour-deal.com/package/japan-osaka-5d',
    body: page({
      lang: 'th',
      title: 'ทัวร์ญี่ปุ่น โอซาก้า เกียวโต 5 วัน 3 คืน ราคาโปร 9,999 บาท รวมตั๋วเครื่องบิน',
      head: fbqStub('887766554433221') + ttqStub('CTH12TOURS'),
      css: `body{margin:0;font-family:"Sarabun",Tahoma,sans-serif;background:#fff}.h{background:#e91e63;color:#fff;padding:14px 20px;font-weight:bold}.w{max-width:720px;margin:auto;padding:16px}.pr{font-size:34px;color:#e91e63;font-weight:bold}.old{text-decoration:line-through;color:#999}
.c{border:1px solid #eee;border-radius:10px;padding:14px;margin:10px 0}.pp{text-align:center;background:#113566;color:#fff;border-radius:10px;padding:14px}`,
      body: `<div class="h">✈ ไทยทัวร์ดีล – Thai Tour Deal · ใบอนุญาตธุรกิจนำเที่ยว 11/0xxxx</div><div class="w"><h1>ทัวร์ญี่ปุ่น โอซาก้า–เกียวโต–นารา 5 วัน 3 คืน</h1><p class="old">29,900 บาท</p><div class="pr">9,999 บาท</div><p>รวมตั๋วเครื่องบินไป-กลับ + โรงแรม 4 ดาว + อาหาร + ไกด์ · ออกเดินทาง ธ.ค. – ก.พ.</p>
<div class="c">🔥 <b>โปรไฟไหม้! เหลือเพียง 6 ที่นั่ง</b> · หมดเขตภายใน <b id="cd">19:59</b><br>จองวันนี้ มัดจำเพียง <b>5,000 บาท</b> ส่วนที่เหลือชำระก่อนเดินทาง 7 วัน</div>
<div class="pp"><b>PromptPay พร้อมเพย์</b><div style="background:#fff;display:inline-block;padding:8px;margin:8px">${qrSvg('promptpay-0891234567-thaitour', 160)}</div><p>ชื่อบัญชี: นาย ธนากร ศรีสุข<br>พร้อมเพย์: 089-123-4567</p><p style="font-size:12px">โอนแล้วส่งสลิปทาง LINE: @thaitourdeal99 เพื่อยืนยันที่นั่ง</p></div>
<div class="c" style="font-size:14px"><b>รีวิวจากลูกค้า</b><p>"คุ้มมากค่ะ ไปมาแล้ว ไกด์น่ารัก" – คุณแพร</p><p>"จองให้พ่อแม่ ราคาถูกกว่าที่อื่นเยอะ" – คุณต้น</p></div></div>${countdown('cd', 1199)}`,
    }),
  },
];
