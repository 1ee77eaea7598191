import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-ehsan-zakat-calculator',
  label: 'clean',
  kind: 'zakat-platform-real',
  url: 'https://ehsan.sa/zakat/calculator',
  body: doc({
    title: 'حاسبة الزكاة | منصة إحسان',
    lang: 'ar',
    css: cardCss({ bg: '#f4f8f6', primary: '#0f7a5c', radius: 12, width: 640 }) + `.res{font-size:26px;font-weight:800;color:#0f7a5c;text-align:center;margin:14px 0}.nis{font-size:13px;background:#eef6f2;padding:10px;border-radius:8px;line-height:1.7}`,
    body: `<div class="wrap"><div class="logo">${wordmark('إحسان', '#0f7a5c', { size: 32, width: 100 })}</div><div class="card"><h1>حاسبة زكاة المال</h1><p class="sub">احسب زكاة أموالك وادفعها عبر منصة إحسان الوطنية للعمل الخيري، تحت إشراف سدايا.</p>
<form id="zc"><div class="f"><label>النقد في الحسابات والمحفظة (ر.س)</label><input name="cash" inputmode="decimal" value="0"></div><div class="f"><label>قيمة الذهب والفضة (ر.س)</label><input name="gold" inputmode="decimal" value="0"></div><div class="f"><label>الأسهم وعروض التجارة (ر.س)</label><input name="stocks" inputmode="decimal" value="0"></div><div class="f"><label>الديون المستحقة عليك (ر.س)</label><input name="debts" inputmode="decimal" value="0"></div></form>
<div class="res" id="res">0.00 ر.س</div><div class="nis">النصاب التقريبي اليوم: <b id="nisab">23,120</b> ر.س (قيمة 85 غرام ذهب). تجب الزكاة بنسبة 2.5% إذا بلغ المال النصاب وحال عليه الحول.</div><br>
<a class="btn" style="text-align:center;line-height:46px;text-decoration:none" href="/zakat/pay">ادفع زكاتك عبر إحسان</a><p class="muted">تُصرف الزكاة للمستحقين عبر الجهات المرخصة. منصة إحسان لا تتواصل مع المتبرعين عبر الواتساب لطلب تحويلات شخصية.</p></div>
<footer>منصة إحسان الوطنية للعمل الخيري © 2025</footer></div>
<script>(function(){var f=document.getElementById('zc'),n=23120;function c(){var v=(+f.cash.value||0)+(+f.gold.value||0)+(+f.stocks.value||0)-(+f.debts.value||0);document.getElementById('res').textContent=(v>=n?v*0.025:0).toLocaleString('ar-SA',{minimumFractionDigits:2})+' ر.س'}f.addEventListener('input',c);c()})();</script>`,
  }),
},
{
  id: 'yl-clean-egyptian-food-bank-fawry',
  label: 'clean',
  kind: 'charity-donation-real',
  url: 'https://www.egyptianfoodbank.com/ar/donate',
  body: doc({
    title: 'تبرع الآن | بنك الطعام المصري',
    lang: 'ar',
    css: `*{box-sizing:border-box}body{margin:0;font-family:'Cairo',Tahoma,sans-serif;background:#fffaf2;color:#2b2b2b}.h{background:#f7931d;color:#fff;padding:30px 20px;text-align:center}.c{max-width:860px;margin:24px auto;padding:0 16px}.g{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:14px}
.m{background:#fff;border-radius:10px;padding:16px;box-shadow:0 2px 8px rgba(0,0,0,.05);line-height:1.8;font-size:14px}.m b{font-size:16px}.code{font-family:monospace;font-size:20px;background:#fff3e0;padding:4px 10px;border-radius:6px;direction:ltr;display:inline-block}`,
    body: `<div class="h">${wordmark('بنك الطعام المصري', '#fff', { size: 26, width: 220 })}<h2>معاً من أجل مصر خالية من الجوع</h2></div>
<div class="c"><p>تبرعك يوفّر كرتونة رمضان لأسرة محتاجة (250 جنيه) أو وجبة يومية لطفل. بنك الطعام المصري مؤسسة أهلية مشهرة برقم 591 لسنة 2006 بوزارة التضامن الاجتماعي.</p>
<div class="g"><div class="m"><b>فوري</b><br>ادفع من أي منفذ فوري باستخدام كود الخدمة<br><span class="code">788</span></div><div class="m"><b>فودافون كاش</b><br>اطلب <span class="code">*9*7*788#</span> من محفظتك. لن نطلب منك أبداً الرقم السري لمحفظتك.</div>
<div class="m"><b>تحويل بنكي</b><br>البنك الأهلي المصري – حساب رقم 1993<br>بنك مصر – حساب رقم 0001010</div><div class="m"><b>بطاقة بنكية</b><br>تبرع أونلاين عبر بوابة الدفع الآمنة.<br><a href="/ar/donate/online">تبرع بالبطاقة</a></div></div>
<p style="font-size:13px;color:#666">الخط الساخن: 16060 · جميع التبرعات تحصل على إيصال رسمي.</p></div>`,
  }),
},
{
  id: 'yl-clean-sarwa-investing-landing',
  label: 'clean',
  kind: 'investment-platform-real',
  url: 'https://www.sarwa.co/invest',
  body: doc({
    title: 'Invest in stocks, ETFs and crypto | Sarwa',
    head: gtag('G-SARWA9X1K'),
    css: `body{margin:0;font-family:'Inter',Arial,sans-serif;color:#0f172a;background:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 40px}.nav a{margin-left:20px;color:#0f172a;text-decoration:none;font-size:14px}.cta{background:#0a4fff;color:#fff!important;padding:10px 18px;border-radius:20px}
.hero{max-width:1100px;margin:40px auto;padding:0 30px;display:grid;grid-template-columns:1fr 1fr;gap:40px;align-items:center}.hero h1{font-size:44px;line-height:1.15;margin:0}.hero p{color:#475569;font-size:18px;line-height:1.6}.ph{height:380px;background:linear-gradient(135deg,#e0e7ff,#f1f5f9);border-radius:24px}
.f3{max-width:1100px;margin:30px auto;padding:0 30px;display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.f3 div{background:#f8fafc;border-radius:16px;padding:20px;font-size:14px;line-height:1.7}.disc{max-width:1100px;margin:30px auto;padding:0 30px;font-size:12px;color:#64748b;line-height:1.7}`,
    body: `<div class="nav">${wordmark('sarwa', '#0a4fff', { size: 28 })}<div><a href="#">Invest</a><a href="#">Trade</a><a href="#">Save</a><a href="#">Learn</a><a href="https://app.sarwa.co/login">Log in</a><a class="cta" href="https://app.sarwa.co/signup">Get started</a></div></div>
<div class="hero"><div><h1>Long-term investing, made easy.</h1><p>Build a diversified portfolio of ETFs, or pick your own stocks and crypto. Start with as little as $1. Auto-invest monthly and track everything in one app.</p><a class="cta" style="text-decoration:none;display:inline-block;padding:14px 24px" href="https://app.sarwa.co/signup">Start investing</a></div><div class="ph"></div></div>
<div class="f3"><div><b>Regulated</b><br>Sarwa Digital Wealth (Capital) Limited is regulated by the DFSA. Sarwa Trade is licensed by the SCA.</div><div><b>Transparent fees</b><br>Management fee from 0.25% to 0.85% per year. No hidden charges.</div><div><b>Your money is held in custody</b><br>Assets are held with regulated custodians in your name.</div></div>
<div class="disc">Capital at risk. The value of investments can go down as well as up, and you may get back less than you invested. Past performance is not a reliable indicator of future results. Sarwa never guarantees returns, never asks you to deposit to a personal wallet or account, and never contacts clients via unsolicited WhatsApp messages offering trading signals.</div>`,
  }),
},
{
  id: 'yl-clean-uniswap-swap-dapp',
  label: 'clean',
  kind: 'crypto-dapp-real',
  url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=ETH&outputCurrency=0xdAC17F958D2ee523a2206206994597C13D831ec7',
  body: doc({
    title: 'Uniswap Interface',
    css: `*{box-sizing:border-box}body{margin:0;background:#fff;font-family:'Basel','Inter',Arial,sans-serif;color:#222}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 24px}.nav button{background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600;cursor:pointer}
.sw{max-width:480px;margin:40px auto;padding:8px}.bx{background:#f9f9f9;border:1px solid #eee;border-radius:20px;padding:16px;margin:4px 0}.bx small{color:#888}.bx input{border:0;background:none;font-size:36px;width:70%;outline:none}.tk{float:right;background:#fff;border:1px solid #ddd;border-radius:18px;padding:6px 12px;font-weight:600}
.go{width:100%;height:56px;background:#fc72ff;color:#fff;border:0;border-radius:20px;font-size:18px;font-weight:600;margin-top:6px;cursor:pointer}.st{font-size:13px;color:#666;text-align:center;margin-top:10px}`,
    body: `<div class="nav">${wordmark('Uniswap', '#fc72ff', { size: 24 })}<button id="cn">Connect</button></div>
<div class="sw"><div class="bx"><small>Sell</small><br><input id="a" placeholder="0" inputmode="decimal"><span class="tk">ETH</span></div><div class="bx"><small>Buy</small><br><input id="b" placeholder="0" readonly><span class="tk">USDT</span></div>
<button class="go" id="go">Connect wallet</button><div class="st" id="st"></div></div>
<script>
var acct=null,px=3412.55;document.getElementById('a').oninput=function(){document.getElementById('b').value=this.value?(this.value*px*0.997).toFixed(2):''};
async function connect(){if(!window.ethereum){document.getElementById('st').textContent='No wallet found. Install a browser wallet to continue.';return}
var a=await window.ethereum.request({method:'eth_requestAccounts'});acct=a[0];document.getElementById('cn').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('go').textContent='Review swap'}
document.getElementById('cn').onclick=connect;document.getElementById('go').onclick=function(){if(!acct)return connect();document.getElementById('st').textContent='Review the quote, then confirm the swap in your wallet. Price impact 0.03% · Fee 0.3%'};
</script>`,
  }),
},
];
