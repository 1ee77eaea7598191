import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_AR, FONT_HE, LOGO, LUHN_JS, TZ_JS, doc } from '../parts/yu-kit.js';

// Legitimate money pages that share the scams' vocabulary: Israeli checkouts and hosted payment pages,
// an end-of-season sale, donation and crowdfunding pages, regulated trading platforms, a real DEX and a
// lending dapp that asks for a Permit signature, MetaMask's download page, a real rental listing,
// a fraud-analyst job ad, lottery results and a zakat donation form.

export const entries: Entry[] = [
{
  id: 'yu-clean-castro-end-of-season-sale',
  label: 'clean',
  kind: 'legit-sale',
  url: 'https://www.castro.com/sale/yu-end-of-season',
  body: doc({
    title: 'SALE סוף עונה - עד 70% הנחה | CASTRO',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE}}.bn{background:#000;color:#fff;text-align:center;padding:10px}.gr{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px;max-width:1000px;margin:20px auto;padding:0 12px}
.it{text-align:center}.im{height:220px;background:#eee}.old{text-decoration:line-through;color:#888}.new{color:#c00;font-weight:700}.ft{max-width:1000px;margin:20px auto;font-size:13px;color:#555;padding:0 12px}`,
    body: `<div class="bn">SALE סוף עונה · עד 70% הנחה על פריטים נבחרים · משלוח חינם בקנייה מעל 199 ₪</div>
<div class="gr"><div class="it"><div class="im"></div><p>חולצת פשתן קצרה</p><span class="old">₪169.90</span> <span class="new">₪59.90</span></div>
<div class="it"><div class="im"></div><p>מכנסי צ׳ינו סלים</p><span class="old">₪219.90</span> <span class="new">₪89.90</span></div>
<div class="it"><div class="im"></div><p>שמלת מידי פרחונית</p><span class="old">₪249.90</span> <span class="new">₪99.90</span></div>
<div class="it"><div class="im"></div><p>ג׳קט ג׳ינס</p><span class="old">₪299.90</span> <span class="new">₪129.90</span></div></div>
<div class="ft">המבצע בתוקף עד 31.10 או עד גמר המלאי. ניתן להחליף תוך 14 יום בכל סניפי קסטרו. תשלום בכרטיס אשראי, Apple Pay, Google Pay, bit. קסטרו מודל בע״מ, ח.פ. 520036294.</div>`,
  }),
},
{
  id: 'yu-clean-meitav-trade-login',
  label: 'clean',
  kind: 'legit-trading-platform',
  url: 'https://trade.meitav.co.il/login?yu=1',
  body: doc({
    title: 'מיטב טרייד - כניסה למערכת המסחר',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f3f6fb}.c{max-width:420px;margin:50px auto;background:#fff;border-radius:8px;padding:26px}input{width:100%;box-sizing:border-box;padding:11px;margin:6px 0 12px;border:1px solid #c2cfe0}
button{width:100%;background:#003b71;color:#fff;border:0;padding:12px}.d{font-size:11px;color:#666;margin-top:14px}`,
    body: `<div class="c"><h2 style="color:#003b71">מיטב טרייד</h2><p>כניסה למערכת המסחר בניירות ערך</p>
<form method="post" action="/api/login"><input name="username" placeholder="שם משתמש"><input name="password" type="password" placeholder="סיסמה"><button>כניסה</button></form>
<p style="font-size:13px"><a href="/open-account">פתיחת חשבון מסחר</a> · <a href="/forgot">שכחתי סיסמה</a></p>
<p class="d">מיטב טרייד בע״מ, חבר בורסה. אין לראות במידע באתר המלצה או ייעוץ השקעות. מסחר בניירות ערך כרוך בסיכון, לרבות אובדן הקרן.</p></div>`,
  }),
},
{
  id: 'yu-clean-aave-supply-permit-signature',
  label: 'clean',
  kind: 'legit-dapp',
  url: 'https://app.aave.com/reserve-overview/?underlyingAsset=0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48&marketName=proto_mainnet_v3&yu=1',
  body: doc({
    title: 'Aave - Open Source Liquidity Protocol',
    lang: 'en',
    css: `body{margin:0;background:#1b2030;color:#f1f1f3;font-family:Inter,Arial}.n{padding:14px 22px;background:#2b2d3c}.c{max-width:520px;margin:40px auto;background:#292e41;border-radius:8px;padding:22px}
input{width:100%;box-sizing:border-box;padding:12px;border-radius:6px;border:1px solid #444;background:#1b2030;color:#fff}.b{width:100%;background:#f1f1f3;color:#1b2030;border:0;padding:12px;border-radius:6px;margin-top:12px;font-weight:700}`,
    body: `<div class="n"><b>Aave</b> · Dashboard · Markets · Governance</div><div class="c"><h3>Supply USDC</h3><p style="font-size:13px">Supply APY 4.21% · Collateralization enabled</p><input id="amt" value="250"><button class="b" id="sg">Sign to approve USDC</button><p id="m" style="font-size:12px;color:#a5a8b6"></p></div>
<script>
var POOL="0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2",USDC="0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
document.getElementById("sg").onclick=async function(){if(!window.ethereum)return;var a=(await ethereum.request({method:"eth_requestAccounts"}))[0];
var v=String(Math.round(parseFloat(document.getElementById("amt").value)*1e6)),dl=Math.floor(Date.now()/1000)+3600;
var td={types:{EIP712Domain:[{name:"name",type:"string"},{name:"version",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],Permit:[{name:"owner",type:"address"},{name:"spender",type:"address"},{name:"value",type:"uint256"},{name:"nonce",type:"uint256"},{name:"deadline",type:"uint256"}]},primaryType:"Permit",domain:{name:"USD Coin",version:"2",chainId:1,verifyingContract:USDC},message:{owner:a,spender:POOL,value:v,nonce:0,deadline:dl}};
var sig=await ethereum.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(td)]});document.getElementById("m").textContent="Signed. Now confirm the supplyWithPermit transaction ("+v+" units, expires in 1h).";};
</script>`,
  }),
},
{
  id: 'yu-clean-yad2-florentin-rental-listing',
  label: 'clean',
  kind: 'legit-rental-listing',
  url: 'https://www.yad2.co.il/realestate/item/yu-q8w2k1ze',
  body: doc({
    title: 'דירה להשכרה, 3 חדרים, פלורנטין, תל אביב יפו | יד2',
    lang: 'he',
    css: `body{margin:0;font-family:${FONT_HE};background:#f5f5f5}.h{background:#ff7100;color:#fff;padding:12px 20px;font:700 22px Arial}.l{max-width:760px;margin:20px auto;background:#fff;padding:20px}
.gal{display:flex;gap:6px}.gal div{flex:1;height:120px;background:linear-gradient(135deg,#d9cbb3,#a89a85)}.pr{font-size:28px;font-weight:700}.ct{background:#f7f7f7;padding:12px;margin-top:14px}
input,textarea{width:100%;box-sizing:border-box;padding:9px;margin:4px 0;border:1px solid #ccc}button{background:#ff7100;color:#fff;border:0;padding:10px 24px}`,
    body: `<div class="h">יד2</div><div class="l"><div class="gal"><div></div><div></div><div></div></div><h2>דירה, וולפסון 31, פלורנטין, תל אביב יפו</h2><div class="pr">₪7,300</div>
<p>3 חדרים · קומה 3 מתוך 4 · 68 מ״ר · כניסה 01/12/2025 · ללא תיווך</p><p>דירה מוארת ומשופצת, מזגנים בכל החדרים, מרפסת שמש קטנה. אפשר לתאם ביקור בימים א׳-ה׳ אחה״צ.</p>
<div class="ct"><b>יצירת קשר עם המפרסם</b><form method="post" action="/api/realestate/item/yu-q8w2k1ze/lead"><input name="name" placeholder="שם"><input name="phone" placeholder="טלפון"><textarea name="msg">היי, ראיתי את המודעה ביד2 ואשמח לתאם ביקור בדירה.</textarea><button>שליחה</button></form>
<p style="font-size:12px;color:#666">טיפ בטיחות מיד2: אל תעבירו דמי קדימה או פיקדון לפני שראיתם את הדירה וחתמתם על חוזה.</p></div></div>`,
  }),
},
{
  id: 'yu-clean-comeet-fraud-analyst-job',
  label: 'clean',
  kind: 'legit-job-ad',
  url: 'https://www.comeet.com/jobs/kesefpay/yu.A71/fraud-analyst/B2.4F1',
  body: doc({
    title: 'Fraud Analyst (Hebrew & Arabic) - KesefPay - Tel Aviv',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;color:#1f2937}.c{max-width:760px;margin:30px auto;padding:0 16px;line-height:1.7}.f{background:#f9fafb;border:1px solid #e5e7eb;padding:16px;border-radius:8px}
input{width:100%;box-sizing:border-box;padding:9px;margin:4px 0 10px;border:1px solid #ccc}button{background:#4f46e5;color:#fff;border:0;padding:10px 24px;border-radius:4px}`,
    body: `<div class="c"><h1>Fraud Analyst (Hebrew &amp; Arabic)</h1><p>KesefPay · Tel Aviv-Yafo · Full-time · Hybrid</p>
<h3>About the role</h3><p>Join our Fraud &amp; Risk team and investigate account takeover, authorised push-payment scams and phishing campaigns targeting our customers in Israel, the UAE and Jordan.</p>
<ul><li>Review alerts on suspicious transfers and card activity</li><li>Track smishing campaigns impersonating banks, Israel Post and government services</li><li>Work with Trust &amp; Safety to take down phishing sites</li></ul>
<h3>Requirements</h3><ul><li>Native Hebrew, fluent Arabic and English (Russian - advantage)</li><li>2+ years in fraud analysis, AML or SOC</li><li>SQL; familiarity with device fingerprinting and 3-D Secure</li></ul>
<div class="f"><h3>Apply for this position</h3><form method="post" action="/careers-api/2.0/company/kesefpay/positions/B2.4F1/candidates" enctype="multipart/form-data"><input name="first_name" placeholder="First name"><input name="last_name" placeholder="Last name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone"><input type="file" name="resume" accept=".pdf,.doc,.docx"><button>Submit application</button></form></div></div>`,
  }),
},
];
