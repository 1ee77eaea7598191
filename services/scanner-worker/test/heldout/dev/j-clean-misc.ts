import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo, cssRoute } from '../parts/j-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

const copyJs = `document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.getAttribute('data-copy')).innerText;navigator.clipboard.writeText(t).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})})});`;

export const entries: Entry[] = [
{
  id: 'j-clean-docs-powershell-scoop-like',
  label: 'clean',
  kind: 'dev-docs',
  url: 'https://wiki.tidepkg.org/en/Quick-Start',
  body: doc({
    title: 'Quick Start · tidepkg — a command-line installer for Windows',
    style: `header{background:#24292f;color:#fff;padding:14px 30px}main{max-width:880px;margin:24px auto;padding:0 16px}pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:14px;position:relative;font-size:14px}pre button{position:absolute;right:8px;top:8px}.note{border-left:4px solid #0969da;padding:6px 12px;background:#ddf4ff}`,
    body: `<header><strong>tidepkg</strong> wiki</header><main><h1>Quick Start</h1>
<p>Open a <b>PowerShell</b> terminal (version 5.1 or later) and run:</p>
<pre><button data-copy="p1">Copy</button><span id="p1">Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
Invoke-RestMethod -Uri https://get.tidepkg.org | Invoke-Expression</span></pre>
<div class="note">Running the installer as administrator is disabled by default for security. If you must, see <a href="/en/Advanced-Installation">Advanced installation</a>.</div>
<p>Then install some apps:</p><pre><button data-copy="p2">Copy</button><span id="p2">tide install git 7zip nodejs-lts
tide bucket add extras
tide install vscode</span></pre>
<p>The installer puts everything under <code>~\\tidepkg</code> and only modifies your user PATH. Read the <a href="https://github.com/tidepkg/install/blob/master/install.ps1">installer source</a>.</p></main>
<script>${copyJs}</script>`,
  }),
},
{
  id: 'j-clean-spa-project-dashboard',
  label: 'clean',
  kind: 'spa',
  url: 'https://app.quayboard.io/w/northwind/board/sprint-42',
  routes: {
    'app.quayboard.io/w/northwind/board/sprint-42': htmlRoute(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quayboard</title><link rel="stylesheet" href="/assets/app.c91d.css"><script type="module" crossorigin src="/assets/app.7f3e21.js"></script></head><body><div id="root"></div></body></html>`),
    'app.quayboard.io/assets/app.c91d.css': cssRoute(`body{margin:0;font-family:Inter,system-ui,sans-serif;background:#f4f5f7}.top{background:#172b4d;color:#fff;padding:10px 20px;display:flex;justify-content:space-between}.cols{display:flex;gap:14px;padding:20px}.col{background:#ebecf0;border-radius:6px;padding:10px;width:260px}.card{background:#fff;border-radius:4px;padding:10px;margin:8px 0;box-shadow:0 1px 0 rgba(9,30,66,.25);font-size:14px}.k{font-size:11px;color:#5e6c84}`),
    'app.quayboard.io/assets/app.7f3e21.js': jsRoute(`const h=(t,a,...c)=>{const e=document.createElement(t);Object.assign(e,a||{});c.flat().forEach(x=>e.append(x));return e};
async function main(){const r=await fetch("/api/v3/boards/sprint-42",{headers:{"x-workspace":"northwind"}});const b=await r.json();
const root=document.getElementById("root");root.append(h("div",{className:"top"},h("strong",{},"Quayboard · "+b.name),h("span",{},b.user)));
root.append(h("div",{className:"cols"},b.columns.map(c=>h("div",{className:"col"},h("b",{},c.title+" ("+c.cards.length+")"),c.cards.map(k=>h("div",{className:"card"},h("div",{className:"k"},k.key),k.title))))));document.title=b.name+" – Quayboard"}
main().catch(e=>{document.getElementById("root").textContent="Could not load board: "+e.message});`),
    'app.quayboard.io/api/v3/boards/sprint-42': jsonRoute({ name: 'Sprint 42', user: 'lena.fischer@northwind-example.com', columns: [
      { title: 'To do', cards: [{ key: 'NW-311', title: 'Rotate API keys for billing service' }, { key: 'NW-318', title: 'Update onboarding copy (DE/FR)' }] },
      { title: 'In progress', cards: [{ key: 'NW-301', title: 'Migrate invoices table to partitioned storage' }] },
      { title: 'Review', cards: [{ key: 'NW-296', title: 'Add SSO (SAML) for enterprise tenants' }] },
      { title: 'Done', cards: [{ key: 'NW-288', title: 'Fix CSV export timezone bug' }, { key: 'NW-290', title: 'Password reset rate limiting' }] },
    ] }),
  },
},
{
  id: 'j-clean-shop-zh-singles-day',
  label: 'clean',
  kind: 'shop-intl',
  url: 'https://www.yunshang-mall.com.cn/activity/1111/index.html?spm=a21bo.home.banner.1',
  body: doc({
    lang: 'zh-CN',
    title: '双11狂欢节 全场低至5折 - 云尚商城',
    style: `body{background:#fff0f0}.hd{background:#e4393c;color:#fff;padding:12px 30px;display:flex;justify-content:space-between}.bn{background:linear-gradient(90deg,#ff4e50,#f9d423);color:#fff;text-align:center;padding:34px;font-size:40px;font-weight:900}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:20px}.it{background:#fff;padding:10px;border-radius:8px}.it div{height:140px;background:#f5f5f5}.pr{color:#e4393c;font-size:22px;font-weight:700}.cp{background:#fff;border:2px dashed #e4393c;margin:0 20px;padding:10px;text-align:center}`,
    body: `<div class="hd"><strong>云尚商城</strong><span>你好，请登录 · 免费注册 · 我的订单 · 购物车</span></div>
<div class="bn">双11狂欢节 · 全场低至5折<br><small style="font-size:18px">11月1日—11月11日 · 跨店每满300减50</small></div>
<div class="cp">🎁 新人专享：领取满199减30优惠券 <button onclick="this.textContent='已领取'">立即领取</button></div>
<div class="g"><div class="it"><div></div><p>国产旗舰手机 12GB+256GB</p><p class="pr">¥2,699 <s style="font-size:13px;color:#999">¥3,299</s></p></div><div class="it"><div></div><p>智能扫地机器人</p><p class="pr">¥1,199</p></div><div class="it"><div></div><p>羽绒服 女款 90%白鸭绒</p><p class="pr">¥399</p></div><div class="it"><div></div><p>空气炸锅 5L</p><p class="pr">¥189</p></div></div>
<p style="text-align:center;font-size:12px;color:#888">营业执照 · 增值电信业务经营许可证：沪B2-20190001 · 沪ICP备19000001号 · © 2026 云尚商城</p>`,
  }),
},
{
  id: 'j-clean-ms-login-own-domain',
  label: 'clean',
  kind: 'own-login',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fwww.office.com%2Flanding&state=j7Qx2',
  routes: {
    'login.microsoftonline.com/common/oauth2/v2.0/authorize': htmlRoute(doc({
      title: 'Sign in to your account',
      style: `body{background:#f2f2f2;display:flex;justify-content:center}.b{background:#fff;width:440px;margin-top:90px;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;border:0;border-bottom:1px solid #666;padding:8px 0;font-size:15px;margin:14px 0}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right}`,
      body: `<div class="b"><div style="font-weight:600;color:#737373">Microsoft</div><h1 style="font-size:24px;font-weight:600">Sign in</h1>
<form method="post" action="/common/login"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><p style="font-size:13px">No account? <a href="https://signup.live.com/">Create one!</a><br><a href="#">Can't access your account?</a></p><button>Next</button></form><div style="clear:both"></div></div>
<script>var $Config={"urlPost":"/common/login","sCtx":"rQQIARAAhZE9aNRwGMaTu14_ZR","iPawnIcon":0,"sFT":"AQABIQEAAAAm","correlationId":"8b2f1c3a-7d44-4c1e-9a0b-3e5f6a7b8c9d","canary":"j8x2"};</script>`,
    })),
  },
},
{
  id: 'j-clean-qr-restaurant-menu',
  label: 'clean',
  kind: 'qr-landing',
  url: 'https://qr.menuleaf.io/t/osteria-bellavista-42?table=7',
  routes: {
    'qr.menuleaf.io/t/osteria-bellavista-42': redirectRoute(302, 'https://menu.menuleaf.io/osteria-bellavista/it?table=7&src=qr'),
    'menu.menuleaf.io/osteria-bellavista/it': htmlRoute(doc({
      lang: 'it',
      title: 'Osteria Bellavista – Menù',
      style: `body{background:#fffaf3;max-width:520px;margin:0 auto}header{background:#7c2d12;color:#fff;padding:18px;text-align:center}.s h2{border-bottom:1px solid #e7d8c5;padding:10px 16px 4px;margin:0;font-size:18px}.d{display:flex;justify-content:space-between;padding:10px 16px;font-size:15px}.d small{display:block;color:#777}.pay{position:sticky;bottom:0;background:#16a34a;color:#fff;text-align:center;padding:14px}`,
      body: `<header><strong>Osteria Bellavista</strong><br><small>Tavolo 7 · IT | EN | DE</small></header>
<div class="s"><h2>Antipasti</h2><div class="d"><span>Vitello tonnato<small>girello di vitello, salsa tonnata</small></span><b>€ 12</b></div><div class="d"><span>Burrata e pomodorini<small>olio EVO, basilico</small></span><b>€ 11</b></div></div>
<div class="s"><h2>Primi</h2><div class="d"><span>Tagliatelle al ragù<small>pasta fresca fatta in casa</small></span><b>€ 14</b></div><div class="d"><span>Risotto ai funghi porcini</span><b>€ 16</b></div></div>
<div class="s"><h2>Vini</h2><div class="d"><span>Barbera d'Alba DOC (calice)</span><b>€ 6</b></div></div>
<p style="font-size:12px;padding:16px;color:#777">Coperto € 2,50. Allergeni: chiedere al personale. Powered by Menuleaf.</p>
<div class="pay">Chiama il cameriere · Paga al tavolo</div>`,
    })),
  },
},
{
  id: 'j-clean-job-board-listing',
  label: 'clean',
  kind: 'job-listing',
  url: 'https://careers.oakbridge-logistics.com/jobs/4471-warehouse-shift-supervisor-rotterdam',
  body: doc({
    title: 'Warehouse Shift Supervisor – Rotterdam | Careers at Oakbridge Logistics',
    style: `header{background:#1e3a8a;color:#fff;padding:16px 40px}main{max-width:860px;margin:30px auto;padding:0 16px}.apply{background:#f59e0b;color:#000;padding:12px 24px;text-decoration:none;font-weight:700;border-radius:4px}.meta span{background:#eef2ff;padding:4px 10px;border-radius:12px;margin-right:6px;font-size:13px}`,
    body: `<header><strong>Oakbridge Logistics</strong> Careers</header><main><h1>Warehouse Shift Supervisor</h1>
<p class="meta"><span>Rotterdam, NL</span><span>Full-time</span><span>€3,400–€4,100 / month</span><span>Posted 5 days ago</span></p>
<p>We're looking for a hands-on supervisor to lead a team of 18 on our late shift (14:00–22:30) at our Maasvlakte cross-dock.</p>
<h3>What you'll do</h3><ul><li>Plan staffing and daily targets</li><li>Coach team members on safety and WMS procedures</li><li>Report KPIs to the operations manager</li></ul>
<h3>What you bring</h3><ul><li>2+ years' supervisory experience in warehousing</li><li>Dutch and English (B2)</li><li>Forklift certificate is a plus</li></ul>
<p><a class="apply" href="/jobs/4471/apply">Apply now</a></p>
<p style="font-size:12px;color:#666">Oakbridge will never ask candidates to pay for training, equipment or visas, and we don't recruit via WhatsApp or Telegram. Recruitment fraud: report to careers-security@oakbridge-logistics.com.</p></main>`,
  }),
},
{
  id: 'j-clean-docsend-viewer-email-gate',
  label: 'clean',
  kind: 'doc-viewer',
  url: 'https://docsend.com/view/s/q7mz2xk4h8f3tnwp',
  body: doc({
    title: 'Greywater Robotics — Series A Deck | DocSend',
    style: `body{background:#f5f5f5;display:flex;justify-content:center}.b{background:#fff;margin-top:80px;width:420px;padding:30px;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.1);text-align:center}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:4px;margin:8px 0}button{background:#0071e3;color:#fff;border:0;padding:11px;width:100%;border-radius:4px}`,
    body: `<div class="b"><p style="color:#888">Greywater Robotics has shared</p><h2>Series A Deck — Nov 2026</h2><p>Enter your email to view this document.</p>
<form onsubmit="event.preventDefault();this.parentNode.innerHTML='<p>Loading document…</p>'"><input type="email" placeholder="Email address" required><button>Continue</button></form>
<p style="font-size:11px;color:#999">The owner of this document will see your email and viewing activity. Powered by DocSend. <a href="https://www.docsend.com/privacy">Privacy</a> · <a href="https://www.docsend.com/report-abuse">Report abuse</a></p></div>`,
  }),
},
{
  id: 'j-clean-coupon-clipboard-copy',
  label: 'clean',
  kind: 'coupon',
  url: 'https://www.dealharbor.co/coupons/tessellate-shoes',
  body: doc({
    title: 'Tessellate Shoes Promo Codes: 25% Off in December 2026 | DealHarbor',
    style: `header{background:#0f766e;color:#fff;padding:14px 30px}main{max-width:860px;margin:24px auto}.c{border:1px solid #ddd;border-radius:8px;padding:16px;margin:12px 0;display:flex;justify-content:space-between;align-items:center}.code{border:2px dashed #0f766e;padding:8px 14px;font-family:monospace;font-weight:700;cursor:pointer}`,
    body: `<header><strong>DealHarbor</strong> · Stores · Categories · Blog</header><main><h1>Tessellate Shoes Promo Codes</h1><p>5 verified codes · Last updated today</p>
<div class="c"><div><b>25% OFF</b> sitewide on full-price styles<br><small>Verified 2 hours ago · 1.2k uses</small></div><span class="code" data-c="WINTER25">Show code</span></div>
<div class="c"><div><b>Free shipping</b> on orders over $50<br><small>No code needed</small></div><a href="/out/tessellate-shoes?offer=2" rel="nofollow sponsored">Get deal</a></div>
<div class="c"><div><b>$15 OFF</b> your first order with newsletter signup</div><span class="code" data-c="HELLO15">Show code</span></div>
<p style="font-size:12px;color:#777">DealHarbor may earn a commission when you buy through links on our site.</p></main>
<script>document.querySelectorAll('.code').forEach(function(e){e.onclick=function(){var c=e.getAttribute('data-c');navigator.clipboard&&navigator.clipboard.writeText(c);e.textContent=c+' ✓ copied';window.open('/out/tessellate-shoes?code='+c,'_blank')}})</script>`,
  }),
},
{
  id: 'j-clean-hosting-panel-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://my.ferrovia-hosting.net/clientarea.php',
  body: doc({
    title: 'Client Area - Ferrovia Hosting',
    style: `header{background:#111827;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.b{max-width:440px;margin:40px auto;border:1px solid #ddd;border-radius:6px;padding:26px}input{width:100%;padding:10px;border:1px solid #ccc;border-radius:4px;margin:4px 0 12px}button{background:#2563eb;color:#fff;border:0;padding:11px 20px;border-radius:4px}`,
    body: `<header><strong>Ferrovia Hosting</strong><span>Shared · VPS · Domains · Status · Support</span></header>
<div class="b"><h2>Login</h2><p>This page is restricted. Please log in to access your client area.</p><form method="post" action="/dologin.php"><input type="hidden" name="token" value="7b3d1fa2c9e84"><label>Email Address<input type="email" name="username"></label><label>Password<input type="password" name="password"></label><label><input type="checkbox" style="width:auto"> Remember Me</label><br><br><button>Login</button> <a href="/password/reset">Forgot Password?</a></form></div>
<p style="text-align:center;font-size:12px;color:#888">Powered by WHMCompleteSolution · © 2026 Ferrovia Hosting S.r.l. – P.IVA 01234567890</p>`,
  }),
},
{
  id: 'j-clean-tr-ecommerce-sepet',
  label: 'clean',
  kind: 'shop-intl',
  url: 'https://www.kapadokya-pazar.com.tr/sepetim',
  body: doc({
    lang: 'tr',
    title: 'Sepetim - Kapadokya Pazar',
    style: `header{background:#f27a1a;color:#fff;padding:14px 30px}main{max-width:980px;margin:24px auto;display:grid;grid-template-columns:1fr 300px;gap:20px}.i{border:1px solid #e5e5e5;padding:14px;margin-bottom:10px;display:flex;justify-content:space-between}.s{border:1px solid #e5e5e5;padding:16px}button{background:#f27a1a;color:#fff;border:0;padding:14px;width:100%;font-size:16px;border-radius:6px}`,
    body: `<header><strong>Kapadokya Pazar</strong> · Giriş Yap · Favorilerim · Sepetim (2)</header>
<main><div><h2>Sepetim (2 Ürün)</h2><div class="i"><span>El dokuma kilim 120x180 · Satıcı: Avanos Halı</span><b>2.450,00 TL</b></div><div class="i"><span>Türk kahvesi fincan takımı (6 kişilik)</span><b>699,90 TL</b></div><p>🚚 Kargo Bedava! 3-5 iş günü içinde teslim.</p></div>
<div class="s"><h3>Sipariş Özeti</h3><p>Ürünlerin Toplamı: 3.149,90 TL</p><p>Kargo: <s>49,99 TL</s> Bedava</p><p><b>Toplam: 3.149,90 TL</b></p><button>Sepeti Onayla</button><p style="font-size:12px">9 taksit imkânı · Güvenli ödeme (3D Secure)</p></div></main>`,
  }),
},
{
  id: 'j-clean-in-gov-portal-hi',
  label: 'clean',
  kind: 'gov-service',
  url: 'https://www.pmkisan.gov.in/BeneficiaryStatus_New.aspx?lang=hi',
  body: doc({
    lang: 'hi',
    title: 'पीएम किसान सम्मान निधि - लाभार्थी स्थिति',
    style: `header{background:#1b5e20;color:#fff;padding:14px 24px}main{max-width:760px;margin:24px auto;padding:0 16px}input{padding:10px;width:280px;border:1px solid #999}button{background:#ff9800;border:0;padding:11px 20px;font-weight:700}`,
    body: `<header><strong>प्रधानमंत्री किसान सम्मान निधि</strong> · कृषि एवं किसान कल्याण मंत्रालय, भारत सरकार</header>
<main><h1>लाभार्थी स्थिति जानें (Know Your Status)</h1><p>अपना पंजीकरण संख्या दर्ज करें। पंजीकरण संख्या ज्ञात न होने पर "Know your registration no." पर क्लिक करें।</p>
<form onsubmit="event.preventDefault()"><p>पंजीकरण संख्या<br><input placeholder="Registration Number"></p><p>कैप्चा<br><input style="width:120px"> <span style="background:#eee;padding:6px 10px;font-family:monospace;letter-spacing:3px">7KQ2X</span></p><button>डेटा प्राप्त करें</button></form>
<p style="font-size:13px">हेल्पलाइन: 155261 / 011-24300606 · ध्यान दें: पीएम-किसान कभी भी फ़ोन या SMS द्वारा OTP या बैंक विवरण नहीं माँगता।</p></main>`,
  }),
},
];
