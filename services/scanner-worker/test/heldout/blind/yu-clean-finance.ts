import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, LUHN_JS, TZ_JS, doc } from '../parts/yu-kit.js';

// Legitimate money pages that share the scams' vocabulary: Israeli checkouts and hosted payment pages,
// an end-of-season sale, donation and crowdfunding pages, regulated trading platforms, a real DEX and a
// lending dapp that asks for a Permit signature, MetaMask's download page, a real rental listing,
// a fraud-analyst job ad, lottery results and a zakat donation form.

export const entries: Entry[] = [
{
  id: 'yu-clean-ksp-checkout-card-iframe',
  label: 'clean',
  kind: 'legit-checkout',
  url: 'https://ksp.co.il/web/cart/checkout?yu=7781',
  body: doc({
    title: 'KSP - תשלום והזמנה',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f4f4f4}.h{background:#1a1a1a;color:#fff;padding:12px 22px;font:700 22px Arial}.w{display:flex;gap:20px;max-width:1000px;margin:20px auto;padding:0 12px}
.m{flex:2;background:#fff;padding:20px}.s{flex:1;background:#fff;padding:20px}label{display:block;font-size:14px;margin:8px 0 3px}input,select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #bbb}
iframe{width:100%;height:300px;border:1px solid #ddd}.tot{font-size:22px;font-weight:700}`,
    body: `<div class="h">KSP</div><div class="w"><div class="m"><h2>פרטי משלוח</h2>
<form id="ship"><label>שם מלא</label><input name="name" autocomplete="name"><label>טלפון</label><input name="phone" autocomplete="tel"><label>עיר</label><input name="city"><label>רחוב ומספר</label><input name="street">
<label>שיטת משלוח</label><select name="ship"><option>איסוף עצמי - סניף תל אביב</option><option>שליח עד הבית (29 ₪)</option></select></form>
<h2>תשלום</h2><p style="font-size:13px">התשלום מתבצע בעמוד מאובטח של חברת הסליקה. פרטי הכרטיס אינם נשמרים אצלנו.</p>
<iframe src="https://direct.tranzila.com/ksptrz/iframenew.php?sum=4189&amp;currency=1&amp;lang=il&amp;yu=7781" title="תשלום מאובטח"></iframe></div>
<div class="s"><h3>סיכום הזמנה</h3><p>מחשב נייד Lenovo IdeaPad Slim 5 - ₪3,799</p><p>עכבר אלחוטי Logitech MX Anywhere 3S - ₪390</p><hr><p class="tot">סה״כ: ₪4,189</p><p style="font-size:12px">כולל מע״מ · עד 12 תשלומים ללא ריבית</p></div></div>`,
  }),
  routes: {
    'direct.tranzila.com/ksptrz/iframenew.php': htmlRoute(
      doc({
        title: 'Tranzila secure payment',
        lang: 'he',
        css: `body{font-family:Arial,${FONT_HE};margin:0;padding:14px}input,select{width:100%;box-sizing:border-box;padding:8px;margin:3px 0 8px;border:1px solid #aaa}button{background:#2563eb;color:#fff;border:0;padding:10px 20px}`,
        body: `<form method="post" action="/ksptrz/process.php"><label>מספר כרטיס</label><input name="ccno" autocomplete="cc-number" inputmode="numeric"><label>תוקף</label><input name="expdate" placeholder="MMYY"><label>CVV</label><input name="mycvv" maxlength="4">
<label>ת.ז. בעל הכרטיס</label><input name="myid" maxlength="9"><label>תשלומים</label><select name="npay"><option>1</option><option>3</option><option>6</option><option>12</option></select><input type="hidden" name="sum" value="4189"><button>תשלום ₪4,189</button></form>`,
      }),
    ),
  },
},
{
  id: 'yu-clean-cardcom-hosted-payment-page',
  label: 'clean',
  kind: 'legit-payment-page',
  url: 'https://secure.cardcom.solutions/e/yu-pilates-studio-ramat-gan',
  body: doc({
    title: 'תשלום מאובטח - סטודיו פילאטיס רמת גן | Cardcom',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#eef1f5}.c{max-width:460px;margin:30px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c5ccd6;border-radius:5px}.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;background:#0f766e;color:#fff;border:0;padding:13px;border-radius:6px;margin-top:16px;font-size:16px}.ft{font-size:11px;color:#777;text-align:center;margin-top:12px}`,
    body: `<div class="c"><h3>סטודיו פילאטיס רמת גן</h3><p>מנוי חודשי - 8 שיעורים · <b>₪520.00</b></p>
<form id="pf" method="post" action="/Interface/BillGoldPost.aspx"><label>שם בעל הכרטיס</label><input name="CardOwnerName" autocomplete="cc-name" required>
<label>ת.ז. בעל הכרטיס</label><input name="CardOwnerId" id="oid" maxlength="9" inputmode="numeric" required>
<label>מספר כרטיס</label><input name="CardNumber" id="cn" autocomplete="cc-number" inputmode="numeric" required>
<div class="r"><div><label>תוקף</label><input name="Expiry" autocomplete="cc-exp" placeholder="MM/YY" required></div><div><label>CVV</label><input name="CVV" autocomplete="cc-csc" maxlength="4" required></div></div>
<label>אימייל לקבלה</label><input name="Email" type="email"><input type="hidden" name="TerminalNumber" value="1000"><input type="hidden" name="LowProfileCode" value="yu-6c0b2a"><button>תשלום ₪520.00</button></form>
<p class="ft">🔒 עמוד תשלום מאובטח של קארדקום · תקן PCI DSS Level 1 · קבלה תישלח לאימייל</p></div>
<script>${LUHN_JS}
${TZ_JS}
document.getElementById("pf").onsubmit=function(e){if(!luhn(document.getElementById("cn").value)){e.preventDefault();alert("מספר כרטיס שגוי")}else if(!tzOk(document.getElementById("oid").value)){e.preventDefault();alert("ת.ז. שגויה")}};</script>`,
  }),
},
{
  id: 'yu-clean-jgive-donation-card-form',
  label: 'clean',
  kind: 'legit-donation',
  url: 'https://www.jgive.com/new/he/ils/donation-targets/yu-38120',
  body: doc({
    title: 'תרמו לעמותת "לתת" - סלי מזון למשפחות מפונות | JGive',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f8fafc}.c{max-width:640px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}.bar{height:12px;background:#e2e8f0;border-radius:6px}.bar div{height:12px;width:64%;background:#16a34a;border-radius:6px}
.am{display:flex;gap:8px}.am label{border:1px solid #16a34a;padding:8px 14px;border-radius:20px}input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #ccc}button{background:#16a34a;color:#fff;border:0;padding:12px 30px;font-size:16px}`,
    body: `<div class="c"><h1>סלי מזון למשפחות מפונות</h1><p>עמותת לתת - סיוע הומניטרי לישראל (ע״ר 580185473) · <b>₪642,300</b> נאספו מתוך ₪1,000,000</p><div class="bar"><div></div></div>
<p>התרומה מוכרת לצרכי מס לפי סעיף 46. קבלה נשלחת אוטומטית לאימייל.</p>
<form method="post" action="/new/he/ils/donation-targets/yu-38120/donate"><div class="am"><label><input type="radio" name="amount" value="100"> ₪100</label><label><input type="radio" name="amount" value="180" checked> ₪180</label><label><input type="radio" name="amount" value="360"> ₪360</label></div>
<label>שם מלא</label><input name="name"><label>אימייל</label><input name="email" type="email"><label>ת.ז. (לקבלה לפי סעיף 46)</label><input name="tz" maxlength="9">
<label>מספר כרטיס</label><input name="cc" autocomplete="cc-number"><label>תוקף</label><input name="exp" autocomplete="cc-exp"><label>CVV</label><input name="cvv" autocomplete="cc-csc"><button>תרמו עכשיו</button></form></div>`,
  }),
},
{
  id: 'yu-clean-headstart-crowdfunding-project',
  label: 'clean',
  kind: 'legit-crowdfunding',
  url: 'https://www.headstart.co.il/project/yu-61214',
  body: doc({
    title: 'אלבום הבכורה של להקת "חוף דור" | Headstart',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE}}.c{max-width:900px;margin:20px auto;display:flex;gap:20px;padding:0 12px}.v{flex:2}.v .im{height:300px;background:#222}.s{flex:1}.pl{border:1px solid #ddd;padding:12px;margin:8px 0;border-radius:6px}
.big{font-size:28px;font-weight:700;color:#e11d48}.btn{display:block;background:#e11d48;color:#fff;text-align:center;padding:12px;text-decoration:none;border-radius:6px}`,
    body: `<div class="c"><div class="v"><div class="im"></div><h1>אלבום הבכורה של להקת "חוף דור"</h1><p>אחרי שלוש שנים של הופעות במועדונים, אנחנו נכנסים לאולפן! עזרו לנו לממן הקלטה, מיקס ומאסטרינג לאלבום של 10 שירים.</p><p>אם לא נגיע ליעד - לא תחויבו (הכל או כלום).</p></div>
<div class="s"><div class="big">₪48,320</div><p>מתוך ₪60,000 · 412 תומכים · נשארו 9 ימים</p><a class="btn" href="/project/yu-61214/support">תמכו בפרויקט</a>
<div class="pl"><b>₪50</b> - הורדה דיגיטלית של האלבום</div><div class="pl"><b>₪150</b> - דיסק חתום + הורדה</div><div class="pl"><b>₪600</b> - הופעה פרטית בסלון</div></div></div>`,
  }),
},
{
  id: 'yu-clean-plus500-login-cfd-warning',
  label: 'clean',
  kind: 'legit-trading-platform',
  url: 'https://app.plus500.com/trade?innerTags=_cc_&yu=login',
  body: doc({
    title: 'Plus500 | Online Trading — Log in',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#0d1f3c;color:#fff}.c{max-width:400px;margin:60px auto;background:#fff;color:#111;border-radius:8px;padding:26px}
input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 12px;border:1px solid #ccc;border-radius:4px}button{width:100%;background:#0d1f3c;color:#fff;border:0;padding:13px;border-radius:4px}.risk{max-width:700px;margin:20px auto;font-size:12px;color:#cbd5e1;text-align:center}`,
    body: `<div class="c"><h2>Log in to Plus500</h2><form method="post" action="/api/auth/login"><input name="email" type="email" placeholder="Email" autocomplete="username"><input name="password" type="password" placeholder="Password" autocomplete="current-password"><button>Log in</button></form>
<p style="font-size:13px"><a href="/forgot">Forgot password?</a> · <a href="/register">Create account</a> · <a href="?demo=1">Try demo mode</a></p></div>
<p class="risk">CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 82% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money. Plus500IL Ltd is authorised and regulated by the Israel Securities Authority (License No. 515233914).</p>`,
  }),
},
{
  id: 'yu-clean-uniswap-swap-approve-real',
  label: 'clean',
  kind: 'legit-dapp',
  url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=0xdAC17F958D2ee523a2206206994597C13D831ec7&yu=1',
  body: doc({
    title: 'Uniswap Interface',
    lang: 'en',
    css: `body{margin:0;background:#fff;font-family:Inter,Arial;color:#222}.n{display:flex;justify-content:space-between;padding:14px 22px}.n b{color:#fc72ff}.sw{max-width:460px;margin:50px auto;border:1px solid #eee;border-radius:22px;padding:12px}
.f{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.f input{border:0;background:transparent;font-size:32px;width:60%}.btn{width:100%;background:#fc72ff;color:#fff;border:0;border-radius:18px;padding:16px;font-size:18px;margin-top:6px}`,
    body: `<div class="n"><b>🦄 Uniswap</b><button id="cw" class="btn" style="width:auto;padding:8px 16px;font-size:14px">Connect</button></div>
<div class="sw"><div class="f">Sell<br><input id="a" value="100"> USDT</div><div class="f">Buy<br><input id="b" value="0.0388" readonly> ETH</div><button class="btn" id="go">Approve USDT</button><p id="m" style="font-size:13px;color:#666"></p></div>
<script>
var ROUTER="0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af",USDT="0xdAC17F958D2ee523a2206206994597C13D831ec7",acct;
function pad(h){return h.replace(/^0x/,"").toLowerCase().padStart(64,"0")}
document.getElementById("cw").onclick=async function(){if(!window.ethereum)return;acct=(await ethereum.request({method:"eth_requestAccounts"}))[0];this.textContent=acct.slice(0,6)+"…"+acct.slice(-4)};
document.getElementById("go").onclick=async function(){if(!acct)return document.getElementById("cw").click();
var amt=BigInt(Math.round(parseFloat(document.getElementById("a").value)*1e6)).toString(16);
document.getElementById("m").textContent="Approve exactly "+document.getElementById("a").value+" USDT for the Uniswap Universal Router";
await ethereum.request({method:"eth_sendTransaction",params:[{from:acct,to:USDT,data:"0x095ea7b3"+pad(ROUTER)+pad(amt)}]});this.textContent="Swap"};
</script>`,
  }),
},
{
  id: 'yu-clean-metamask-download-page',
  label: 'clean',
  kind: 'legit-wallet-download',
  url: 'https://metamask.io/download/?yu=he',
  body: doc({
    title: 'Download MetaMask | The crypto wallet for Defi, Web3 Dapps and NFTs',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#24272a}.h{display:flex;align-items:center;gap:10px;padding:14px 24px;border-bottom:1px solid #eee}.c{max-width:760px;margin:40px auto;text-align:center;padding:0 16px}
.t{display:flex;justify-content:center;gap:10px;margin:20px 0}.t a{background:#f6851b;color:#fff;padding:12px 22px;border-radius:24px;text-decoration:none}.w{background:#fef3e6;padding:14px;border-radius:8px;font-size:14px;text-align:left}`,
    body: `<div class="h">${LOGO.metamask}<b>METAMASK</b></div><div class="c"><h1>Install MetaMask for your browser</h1>
<div class="t"><a href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn">Chrome</a><a href="https://addons.mozilla.org/firefox/addon/ether-metamask/">Firefox</a><a href="https://apps.apple.com/app/metamask/id1438144202">iOS</a><a href="https://play.google.com/store/apps/details?id=io.metamask">Android</a></div>
<div class="w"><b>Stay safe:</b> MetaMask will never ask for your Secret Recovery Phrase. Never enter it on a website, in a form, or share it with "support". There is no MetaMask "wallet sync", "validation" or "airdrop verification".</div></div>`,
  }),
},
{
  id: 'yu-clean-emirates-draw-results',
  label: 'clean',
  kind: 'legit-lottery-results',
  url: 'https://www.emiratesdraw.com/en/results/yu-easy6-2025-10-12',
  body: doc({
    title: 'EASY6 Draw Results | Emirates Draw',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#faf7ff}.h{background:#4c1d95;color:#fff;padding:16px 24px}.c{max-width:700px;margin:24px auto;background:#fff;padding:22px;border-radius:8px}
.balls span{display:inline-block;width:44px;height:44px;border-radius:50%;background:#fbbf24;color:#4c1d95;font-weight:700;line-height:44px;text-align:center;margin:4px}table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:8px}.ar{direction:rtl;font-family:${FONT_AR}}`,
    body: `<div class="h"><b>EMIRATES DRAW</b></div><div class="c"><h2>EASY6 · Draw #218 · Sunday 12 Oct 2025</h2><div class="balls"><span>4</span><span>11</span><span>19</span><span>23</span><span>31</span><span>38</span></div>
<table><tr><td>6 numbers</td><td>AED 15,000,000</td><td>0 winners</td></tr><tr><td>5 numbers</td><td>AED 150,000</td><td>2 winners</td></tr><tr><td>4 numbers</td><td>AED 350</td><td>311 winners</td></tr></table>
<p style="font-size:13px">Winners are contacted only through their registered Emirates Draw account and official phone number. Emirates Draw never asks winners to pay a fee to receive a prize.</p><p class="ar" style="font-size:13px">لا تطلب الإمارات للسحوبات أبداً دفع رسوم لاستلام الجوائز.</p></div>`,
  }),
},
{
  id: 'yu-clean-red-crescent-zakat-donation-ar',
  label: 'clean',
  kind: 'legit-donation',
  url: 'https://www.emiratesrc.ae/ar/donate/yu-zakat-al-mal',
  body: doc({
    title: 'زكاة المال - التبرع | هيئة الهلال الأحمر الإماراتي',
    lang: 'ar',
    css: `body{margin:0;font-family:${FONT_AR};background:#fbf7f7}.h{background:#c8102e;color:#fff;padding:14px 22px}.c{max-width:560px;margin:24px auto;background:#fff;padding:22px;border-radius:8px}
input,select{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 12px;border:1px solid #ccc;direction:ltr;text-align:right}button{background:#c8102e;color:#fff;border:0;padding:12px 30px}`,
    body: `<div class="h"><b>هيئة الهلال الأحمر الإماراتي</b></div><div class="c"><h2>زكاة المال</h2><p>احسب زكاتك وتبرّع بها بأمان. يتم إصدار إيصال إلكتروني فور إتمام التبرع.</p>
<form method="post" action="/ar/donate/checkout"><label>قيمة المدخرات (درهم)</label><input name="savings" id="sv" value="100000"><label>مبلغ الزكاة (2.5%)</label><input name="amount" id="zk" readonly value="2500">
<label>الاسم</label><input name="name"><label>رقم الهاتف</label><input name="mobile"><label>رقم البطاقة</label><input name="card" autocomplete="cc-number"><label>تاريخ الانتهاء</label><input name="exp" autocomplete="cc-exp"><label>CVV</label><input name="cvv" autocomplete="cc-csc"><button>تبرع الآن</button></form></div>
<script>document.getElementById("sv").oninput=function(){document.getElementById("zk").value=Math.round((parseFloat(this.value)||0)*0.025)};</script>`,
  }),
},
];
