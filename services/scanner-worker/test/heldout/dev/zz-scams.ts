// Tech-support, invoice/callback, job, investment, bounty, extortion, registry and shop scams (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, qwDoc, QW_TOP, QW_MARK, FONT, MS_LOGO } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-techsupport-windows-warning-ja',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://security-windows-hogo.jp.net/ja/alert/?code=DW6VB36',
  body: doc({
    lang: 'ja',
    title: 'Windows セキュリティ警告',
    head: `<style>body{margin:0;background:#0078d7;font-family:"Yu Gothic UI","Meiryo",sans-serif;color:#fff;overflow:hidden}
.box{width:600px;margin:80px auto;background:#fff;color:#000;border:1px solid #555}.hd{background:#c00;color:#fff;padding:8px 12px;font-weight:700}
.bd{padding:18px 22px;font-size:14px;line-height:1.7}.tel{font-size:28px;color:#c00;font-weight:700;text-align:center;margin:10px 0}
.bt{text-align:right;padding:0 22px 18px}.bt button{background:#0078d7;color:#fff;border:0;padding:6px 20px}</style>`,
    body: `<div class="box"><div class="hd">Windows Defender - セキュリティ警告</div><div class="bd">
<p><b>** お使いのコンピュータはブロックされました **</b></p>
<p>エラー # DW6VB36<br>このコンピュータのトロイの木馬型スパイウェアに感染しています。以下のデータが漏洩している可能性があります:</p>
<p>> ソースコードおよびリポジトリの認証情報<br>> ブラウザの閲覧履歴とパスワード<br>> クレジットカード情報</p>
<p>このウィンドウを閉じると、個人情報が危険にさらされ、Windows の登録が停止されます。至急、下記のサポート窓口へお電話ください。</p>
<div class="tel">050-5212-8874</div><p style="text-align:center">Windows サポート(無料・24時間対応)</p></div>
<div class="bt"><button onclick="f()">キャンセル</button> <button onclick="f()">OK</button></div></div>
<audio id="a" src="/ja/alert/beep.wav" autoplay loop></audio>
<script>
function f(){try{document.documentElement.requestFullscreen()}catch(e){}document.getElementById('a').play().catch(function(){});}
document.addEventListener('mousedown',f);history.pushState(null,null,location.href);window.addEventListener('popstate',function(){history.pushState(null,null,location.href);});
try{var u=new SpeechSynthesisUtterance('お使いのコンピュータはウイルスに感染しています。すぐにサポートセンターにお電話ください。');u.lang='ja-JP';speechSynthesis.speak(u);}catch(e){}
</script>`,
  }),
  routes: { 'security-windows-hogo.jp.net/ja/alert/beep.wav': fileRoute(beepWav(2, 1100), 'audio/wav') },
},

{
  id: 'zz-callback-renewal-invoice-quellwerk',
  label: 'scam',
  kind: 'callback-invoice-scam',
  url: 'https://quellwerk-billing-center.com/orders/QW-884153',
  body: qwDoc({
    title: 'Order confirmation QW-884153 · Quellwerk Billing',
    top: QW_TOP(''),
    main: `<div class="content"><article>
<h1 style="margin-top:26px">Thank you for your renewal</h1>
<p>Your subscription to <b>Quellwerk Enterprise (Annual, 5 seats)</b> has been renewed automatically. The amount below was charged to your card on file.</p>
<table><tr><td>Order number</td><td>QW-884153</td></tr><tr><td>Date</td><td>20 Oct 2025</td></tr><tr><td>Product</td><td>Enterprise annual auto-renewal</td></tr><tr><td>Payment</td><td>Card ending ••68</td></tr><tr><td><b>Total</b></td><td><b>€489.99</b></td></tr></table>
<div style="background:#fff4e5;border:1px solid #f5c07a;border-radius:8px;padding:16px;margin-top:22px">
<b>Didn't authorize this purchase?</b><p style="margin:6px 0">If you did not request this renewal, contact our billing desk within 24 hours to cancel and receive a full refund. After 24 hours the charge is non-refundable.</p>
<p style="font-size:22px;font-weight:700;margin:8px 0">📞 +1 (844) 219-0376</p><p style="font-size:13px;color:#5b6675;margin:0">Mon–Sun, 24 hours · Have your order number ready. A billing agent will help you with the cancellation using a secure remote session.</p></div>
<p style="font-size:13px;color:#5b6675;margin-top:20px">This is an automated message from Quellwerk Billing. Please do not reply by email.</p>
</article></div>`,
  }),
},

{
  id: 'zz-job-offer-equipment-vendor-payment',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://onboarding.cloudpeak-systems.net/new-hire/portal?emp=CP-20931',
  body: doc({
    title: 'CloudPeak Systems — New hire onboarding',
    head: `<style>body{margin:0;font-family:${FONT};background:#f3f6fa;color:#1c2733}.h{background:#12355b;color:#fff;padding:16px 40px;font-weight:700}
.c{max-width:720px;margin:36px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 2px 8px rgba(0,0,0,.05)}
.s{display:flex;gap:10px;margin:18px 0}.s div{flex:1;padding:8px;border-radius:6px;background:#e7eef7;font-size:13px;text-align:center}.s .d{background:#12355b;color:#fff}
.pay{border:1px solid #dbe3ec;border-radius:8px;padding:16px;margin-top:14px}.b{background:#1a7f37;color:#fff;border:0;border-radius:6px;padding:11px 18px;font-weight:700;cursor:pointer}
input{width:100%;box-sizing:border-box;border:1px solid #c8d3df;border-radius:6px;padding:9px;margin:6px 0 10px}</style>`,
    body: `<div class="h">CloudPeak Systems · People Operations</div><div class="c">
<h2 style="margin-top:0">Welcome aboard, future DevOps Engineer! 🎉</h2>
<p>Congratulations on your offer for <b>Remote DevOps Engineer (Kubernetes/AWS), $58/hour, full-time</b>. Your start date is <b>Monday</b>. Please complete the steps below today.</p>
<div class="s"><div class="d">1. Offer signed ✓</div><div class="d">2. I-9 / ID ✓</div><div>3. Equipment</div><div>4. Payroll</div></div>
<h3>Step 3 — Work equipment</h3>
<p>All engineers receive a MacBook Pro M3, a 27" monitor and a YubiKey from our approved vendor. To speed up shipping, new hires purchase the equipment package directly from the vendor; the full amount is reimbursed with a check in your first paycheck plus a $300 home-office bonus.</p>
<div class="pay"><b>Equipment package (vendor: TechSource Direct LLC)</b><p>Total: <b>$2,940.00</b> · Reimbursed in full on your first payday</p>
<p>Accepted payment: Zelle to <b>payments@techsource-direct.co</b>, Bitcoin, or Apple Gift Cards (send photos of the card backs to your onboarding coordinator).</p>
<label>Zelle confirmation / transaction ID</label><input id="tx"><label>Your full name</label><input id="nm"><button class="b" id="sb">Submit payment confirmation</button></div>
<p style="font-size:13px;color:#6b7a8a">Your onboarding coordinator: Mrs. Angela Morris (Telegram: @cloudpeak_hr_angela). Please do not contact the office by phone during onboarding.</p></div>
<script>document.getElementById('sb').onclick=function(){fetch('/new-hire/confirm',{method:'POST',body:JSON.stringify({tx:document.getElementById('tx').value,n:document.getElementById('nm').value})});alert('Thank you! Your equipment will ship within 2 business days.');};</script>`,
  }),
},

{
  id: 'zz-mechanical-keyboard-shop-blik-pl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://klawiatury-wyprzedaz.pl/produkt/keychron-q1-pro-gateron-jupiter',
  body: doc({
    lang: 'pl',
    title: 'Keychron Q1 Pro – Likwidacja magazynu -72% | KlawiaturyPRO',
    head: `<style>body{margin:0;font-family:${FONT};background:#fff;color:#222}.bar{background:#e11d48;color:#fff;text-align:center;padding:8px;font-weight:700}
.h{padding:14px 40px;border-bottom:1px solid #eee;font-weight:800;font-size:22px}.c{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 20px}
.img{aspect-ratio:1;background:linear-gradient(135deg,#d4d4d8,#71717a);border-radius:12px}.old{text-decoration:line-through;color:#999}.new{font-size:36px;font-weight:800;color:#e11d48}
.b{width:100%;background:#111;color:#fff;border:0;border-radius:8px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}.pay{display:none;border:1px solid #ddd;border-radius:10px;padding:16px;margin-top:14px}
input{width:100%;box-sizing:border-box;border:1px solid #ccc;border-radius:6px;padding:9px;margin:5px 0}</style>`,
    body: `<div class="bar">🔥 LIKWIDACJA SKLEPU — wszystko do -80% · zostało <span id="t">14:59</span></div><div class="h">Klawiatury<span style="color:#e11d48">PRO</span></div>
<div class="c"><div class="img"></div><div><h1>Keychron Q1 Pro – QMK/VIA, Gateron Jupiter Banana, aluminium</h1>
<p><span class="old">899,00 zł</span> &nbsp; <span class="new">249,00 zł</span></p><p style="color:#16a34a">✔ Dostępne: tylko 3 szt. · Darmowa dostawa InPost 24h</p>
<p>★★★★★ 4,9 (1 284 opinie)</p><button class="b" id="buy">Kup teraz – płacę BLIKIEM</button>
<div class="pay" id="pay"><b>Dane do wysyłki</b><input placeholder="Imię i nazwisko"><input placeholder="Telefon"><input placeholder="Paczkomat / adres"><b>Płatność BLIK</b><input id="blik" placeholder="6-cyfrowy kod BLIK" maxlength="6" inputmode="numeric"><button class="b" id="pb">Zapłać 249,00 zł</button><p id="m" style="font-size:13px"></p></div>
<p style="font-size:12px;color:#888">Sprzedawca: KP Trading Ltd., Hongkong · Zwroty wyłącznie na kartę podarunkową</p></div></div>
<script>document.getElementById('buy').onclick=function(){document.getElementById('pay').style.display='block'};
document.getElementById('pb').onclick=function(){fetch('/api/blik',{method:'POST',body:JSON.stringify({c:document.getElementById('blik').value})});document.getElementById('m').textContent='Potwierdź płatność w aplikacji banku. Jeśli pojawi się kwota 1 249 zł, to kaucja zwrotna za zamówienie hurtowe.';};
var s=899;setInterval(function(){s--;document.getElementById('t').textContent=Math.floor(s/60)+':'+String(s%60).padStart(2,'0')},1000);</script>`,
  }),
  routes: { 'klawiatury-wyprzedaz.pl/api/blik': jsonRoute({ ok: true }) },
},
];
