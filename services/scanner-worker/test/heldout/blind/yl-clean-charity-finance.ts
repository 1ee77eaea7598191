import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-clean-emirates-red-crescent-donate',
  label: 'clean',
  kind: 'charity-donation-real',
  url: 'https://www.emiratesrc.ae/donate/?campaign=gaza-relief',
  body: doc({
    title: 'Donate | Emirates Red Crescent',
    head: gtag('G-ERC8810DN'),
    css: cardCss({ bg: '#f7f4f4', primary: '#c8102e', radius: 8, width: 620 }) + `.hd{background:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee}.amts{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-bottom:14px}.amts button{height:44px;border:1px solid #c8102e;background:#fff;color:#c8102e;border-radius:6px;cursor:pointer}.amts button.on{background:#c8102e;color:#fff}
.ch{display:flex;gap:10px;margin:0 0 14px;font-size:14px}`,
    body: `<div class="hd">${wordmark('Emirates Red Crescent', '#c8102e', { size: 20 })}<span style="font-size:13px">هيئة الهلال الأحمر الإماراتية · عربي</span></div>
<div class="wrap"><div class="card"><h1>Gaza relief campaign</h1><p class="sub">Your donation provides food parcels, medical supplies and shelter. Emirates Red Crescent is licensed to collect donations in the UAE. Receipts are issued by email.</p>
<div class="ch"><label><input type="radio" name="ty" checked> Sadaqah</label><label><input type="radio" name="ty"> Zakat</label><label><input type="radio" name="ty"> Monthly</label></div>
<div class="amts"><button type="button">AED 50</button><button type="button" class="on">AED 100</button><button type="button">AED 500</button><button type="button">Other</button></div>
<form id="df"><div class="f"><label>Full name</label><input name="name" required></div><div class="f"><label>Email</label><input name="email" type="email" required></div>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<button class="btn">Donate AED 100</button></form>
<p class="muted">Other ways to give: SMS to 2525 (e&amp; / du), bank transfer to Emirates Red Crescent, or the ERC app. ERC never collects donations via cryptocurrency or personal WhatsApp numbers.</p></div>
<footer>© Emirates Red Crescent 2025 · Privacy · Terms</footer></div>
<script>${cardMaskJs}document.querySelectorAll('.amts button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.amts button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');if(b.textContent!=='Other')document.querySelector('#df .btn').textContent='Donate '+b.textContent}});
document.getElementById('df').onsubmit=function(e){e.preventDefault();fetch('/api/donations/session',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({campaign:'gaza-relief'})}).then(function(r){return r.json()}).then(function(j){location.href=j.paymentUrl})};</script>`,
  }),
  routes: { 'www.emiratesrc.ae/api/donations/session': json({ paymentUrl: 'https://www.emiratesrc.ae/donate/?campaign=gaza-relief&step=3ds' }) },
},
{
  id: 'yl-clean-bitoasis-exchange-login',
  label: 'clean',
  kind: 'crypto-exchange-own-domain',
  url: 'https://app.bitoasis.net/login',
  body: doc({
    title: 'Log in | BitOasis',
    css: cardCss({ bg: '#0c1b2a', primary: '#00b386', radius: 10, text: '#0c1b2a' }) + `.logo svg text{fill:#fff}.two{font-size:13px;color:#64748b;margin-top:12px}`,
    body: `<div class="wrap"><div class="logo">${wordmark('BitOasis', '#ffffff', { size: 30 })}</div><div class="card"><h1>Welcome back</h1><p class="sub">Log in to buy, sell and store crypto in AED.</p>
<form id="lf"><div class="f"><label>Email</label><input name="email" type="email" autocomplete="username" required></div><div class="f"><label>Password</label><input name="password" type="password" autocomplete="current-password" required></div><button class="btn">Log in</button></form>
<div class="two">Two-factor authentication code will be requested next. <a href="/forgot-password">Forgot password?</a><br><br>BitOasis is licensed by VARA in Dubai. We will never ask for your password, 2FA code or wallet recovery phrase by phone, email or chat.</div></div>
<footer>© 2025 BitOasis Technologies FZE</footer></div>
<script>document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch('/api/v1/auth/login',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({email:this.email.value,password:this.password.value})}).then(function(r){return r.json()}).then(function(j){alert(j.error||'2FA required')})};</script>`,
  }),
  routes: { 'app.bitoasis.net/api/v1/auth/login': json({ error: 'Invalid email or password' }, 401) },
},
{
  id: 'yl-clean-emirates-draw-official',
  label: 'clean',
  kind: 'lottery-official',
  url: 'https://www.emiratesdraw.com/en/easy6',
  body: doc({
    title: 'EASY6 | Emirates Draw',
    head: gtag('G-EMDRAW612'),
    css: `body{margin:0;font-family:'Poppins',Arial,sans-serif;background:#0d1b3d;color:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 30px}.nav a{color:#fff;margin-left:16px;text-decoration:none;font-size:14px}
.hero{text-align:center;padding:40px 20px}.hero h1{font-size:40px;margin:0}.jp{font-size:52px;font-weight:800;color:#ffd23f}.c{max-width:860px;margin:0 auto;padding:0 20px 40px;line-height:1.8}.box{background:#15264f;border-radius:14px;padding:18px;margin:14px 0}.b{display:inline-block;background:#ffd23f;color:#0d1b3d;padding:12px 24px;border-radius:24px;font-weight:700;text-decoration:none}`,
    body: `<div class="nav">${wordmark('EMIRATES DRAW', '#ffd23f', { size: 22 })}<div><a href="#">EASY6</a><a href="#">FAST5</a><a href="#">MEGA7</a><a href="#">Results</a><a href="https://www.emiratesdraw.com/en/login">Log in</a></div></div>
<div class="hero"><h1>EASY6</h1><div class="jp">AED 15,000,000</div><p>Next draw: Friday 9:00 PM UAE time · Watch live on our YouTube channel</p><a class="b" href="/en/easy6/purchase">Buy a pencil – AED 15</a></div>
<div class="c"><div class="box"><b>How to play</b><br>Purchase a pencil to participate in EASY6. Choose 6 numbers from 1 to 39 or use Quick Pick. Winners are contacted only through their registered Emirates Draw account and official channels.</div>
<div class="box"><b>Beware of fraud</b><br>Emirates Draw will never ask winners to pay a fee to release a prize, and never contacts winners through personal WhatsApp numbers. Report suspicious messages to <b>800 7777 7777</b>.</div><p style="font-size:12px;color:#9fb0d0">Emirates Draw is operated by Tycheros Management Services LLC. Participants must be 18 years or older.</p></div>`,
  }),
},
{
  id: 'yl-clean-nusuk-umrah-permit',
  label: 'clean',
  kind: 'hajj-umrah-official',
  url: 'https://www.nusuk.sa/ar/umrah',
  body: doc({
    title: 'العمرة | نسك',
    lang: 'ar',
    css: `body{margin:0;font-family:'IBM Plex Sans Arabic',Tahoma,sans-serif;background:#fbf8f2;color:#2d2a24}.nav{background:#fff;padding:14px 30px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee}.nav a{color:#2d2a24;margin-right:16px;text-decoration:none;font-size:14px}
.hero{background:#1f4b3f;color:#fff;padding:50px 30px}.hero h1{margin:0 0 10px;font-size:34px}.c{max-width:900px;margin:26px auto;padding:0 20px;line-height:1.9}.st{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.st div{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 6px rgba(0,0,0,.05)}.w{background:#fff4e5;border-radius:10px;padding:14px;margin-top:16px}`,
    body: `<div class="nav">${wordmark('نسك', '#1f4b3f', { size: 30, width: 80 })}<div><a href="#">العمرة</a><a href="#">الحج</a><a href="#">التأشيرات</a><a href="#">الباقات</a><a href="/en/umrah">English</a></div></div>
<div class="hero"><h1>أداء العمرة بسهولة</h1><p>احصل على تصريح العمرة واحجز باقتك من مقدمي الخدمات المعتمدين عبر نسك.</p></div>
<div class="c"><div class="st"><div><b>1. أنشئ حسابك</b><br>سجّل في تطبيق نسك أو الموقع.</div><div><b>2. اختر الباقة</b><br>من شركات العمرة المرخصة من وزارة الحج والعمرة.</div><div><b>3. احجز التصريح</b><br>اختر الموعد المتاح لأداء العمرة.</div></div>
<div class="w"><b>تنبيه:</b> لا يُسمح بأداء الحج إلا بتصريح رسمي صادر عبر نسك. احذر من المكاتب والحسابات الوهمية التي تعرض «حج بدون تصريح» أو تطلب تحويل عربون لحسابات شخصية.</div></div>`,
  }),
},
];
