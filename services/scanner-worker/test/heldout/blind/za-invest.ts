import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc, gtag, gtagRoute, pixel, pixelRoute } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-scam-celeb-news-uk-quantum',
  label: 'scam',
  kind: 'invest-celeb',
  url: 'https://britishmoneyreview.co.uk/money/2025/martin-lewis-passive-income.html',
  body: doc({
    title: 'Martin Lewis reveals the "loophole" that is making ordinary Brits £1,300 a day | British Money Review',
    head: pixel('britishmoneyreview.co.uk', '1029384756102938'),
    css: `body{font-family:Georgia,serif;margin:0;background:#fff;color:#111}.top{background:#bb1919;color:#fff;padding:8px 20px;font:bold 22px Arial}.nav{background:#000;color:#ccc;font:13px Arial;padding:6px 20px}.nav a{color:#ccc;margin-right:14px;text-decoration:none}main{max-width:720px;margin:20px auto;padding:0 14px}h1{font-size:32px;line-height:1.15}.by{color:#666;font:13px Arial}.quote{border-left:4px solid #bb1919;padding-left:14px;font-style:italic}.reg{background:#f3f6fb;border:1px solid #cdd;padding:18px;margin:24px 0;font-family:Arial}.reg input{display:block;width:100%;padding:10px;margin:6px 0;box-sizing:border-box}.reg button{background:#1a8a2f;color:#fff;border:0;width:100%;padding:14px;font-size:18px}.cm{font:14px Arial;border-top:1px solid #ddd;padding:10px 0}`,
    body: `<div class="top">BRITISH MONEY REVIEW</div><div class="nav"><a href="#">Home</a><a href="#">UK</a><a href="#">Money</a><a href="#">Business</a><a href="#">Tech</a><a href="#">Entertainment</a></div>
<main><h1>Martin Lewis reveals the "loophole" that is making ordinary Brits £1,300 a day — and banks are furious</h1>
<p class="by">By Sarah Whitmore · Updated 2 hours ago · 4,812 comments</p>
<p>In a surprise appearance on last night's show, money-saving expert Martin Lewis told viewers about a new automated trading platform that he says "anyone with £250 and a phone" can use. The presenter appeared to be cut off by producers when he started naming the platform.</p>
<p class="quote">"I've never said this before on TV, but this is the single best opportunity for regular people to build wealth that I have seen in my career. Start with the minimum £250 before the banks shut it down."</p>
<p>The platform, called <b>Quantum Trade AI</b>, uses artificial intelligence to trade cryptocurrency and stocks automatically. Our reporter tested it with £250 and after 7 days the balance was <b>£9,842.19</b>.</p>
<p>The Bank of England has reportedly asked for the segment to be taken down. Registration is still open, but only a limited number of places are available for UK residents today.</p>
<div class="reg" id="register"><h3>Register with Quantum Trade AI — places left today: <span id="left">23</span></h3>
<form action="/api/lead.php" method="post"><input name="first_name" placeholder="First name" required><input name="last_name" placeholder="Surname" required><input name="email" type="email" placeholder="Email address" required><input name="phone" type="tel" placeholder="+44 Mobile number" required><input type="hidden" name="aff_id" value="2281"><input type="hidden" name="source" value="fb_dm"><button>REGISTER NOW</button></form>
<small>A personal account manager will call you within 15 minutes to activate your account.</small></div>
<h3>Comments</h3><div class="cm"><b>Janet Hughes</b> — I was skeptical but I've made £4,100 in my first week. Thank you Martin!!</div><div class="cm"><b>Dave Pritchard</b> — Just withdrew £2,500 to my Barclays account, it's real.</div><div class="cm"><b>Sophie Carr</b> — registered, my manager Oliver is really helpful</div>
<p style="font:11px Arial;color:#888">This article is an advertorial. Results not typical.</p></main>
<script>var n=23;setInterval(function(){if(n>3){n--;document.getElementById('left').textContent=n}},9000);</script>`,
  }),
  routes: { ...pixelRoute('britishmoneyreview.co.uk'), 'britishmoneyreview.co.uk/api/lead.php': jsonRoute({ ok: true, redirect: '/thanks.html' }) },
},
  {
  id: 'za-scam-account-manager-pix-br',
  label: 'scam',
  kind: 'account-manager',
  url: 'https://painel.investmaxtrader.com.br/deposito',
  body: doc({
    title: 'InvestMax Trader — Depósito',
    lang: 'pt-BR',
    css: `body{margin:0;background:#0f1216;color:#e6e6e6;font-family:Inter,Arial}aside{position:fixed;left:0;top:0;bottom:0;width:200px;background:#161b22;padding:20px}aside a{display:block;color:#9aa;padding:8px 0;text-decoration:none}main{margin-left:240px;padding:24px}.card{background:#161b22;border-radius:12px;padding:18px;margin-bottom:16px}.big{font-size:34px;color:#2fd67b}.mgr{display:flex;gap:12px;align-items:center}.mgr img{width:48px;height:48px;border-radius:50%;background:#333}button{background:#2fd67b;border:0;padding:12px 24px;border-radius:8px;font-weight:bold}code{background:#000;padding:6px;display:block;word-break:break-all}`,
    body: `<aside><b>InvestMax</b><a href="#">Painel</a><a href="#">Operações</a><a href="#">Depósito</a><a href="#">Saque</a><a href="#">Suporte</a></aside>
<main><div class="card"><div>Saldo disponível</div><div class="big">R$ 48.912,55</div><div>Lucro hoje: <span style="color:#2fd67b">+R$ 3.204,10 (+7,0%)</span></div></div>
<div class="card mgr"><img src="/img/gerente.png" alt=""><div><b>Fernanda Alves</b> — sua gerente de conta<br><small>"Oi! Para liberar o saque dos seus lucros é necessário atingir o nível OURO. Faça um depósito de R$ 5.000 hoje e eu garanto que os lucros vão dobrar até sexta-feira. 🙏"</small></div></div>
<div class="card"><h3>Depósito via PIX</h3><p>Valor mínimo para nível OURO: <b>R$ 5.000,00</b></p><p>Chave PIX (CNPJ): </p><code>41.882.903/0001-17 — PAGAMENTOS DIGITAIS LTDA</code><p>Ou copie o código PIX copia-e-cola:</p><code id="pix">00020126580014BR.GOV.BCB.PIX0136a1f4c2d9-77b3-4c11-9e2d-5f0a6c3b8e125204000053039865406500.005802BR5920PAGAMENTOS DIGITAIS6009SAO PAULO62070503***6304B1C4</code>
<button onclick="navigator.clipboard.writeText(document.getElementById('pix').textContent)">Copiar código</button>
<p style="color:#f5a623">⚠ Seu saque de R$ 48.912,55 está <b>bloqueado</b> até a confirmação do depósito de ativação. Taxa de liberação não reembolsável.</p></div>
<p style="font-size:11px;color:#666">© 2025 InvestMax Trader. Rentabilidade garantida de até 30% ao mês.</p></main>`,
  }),
  routes: { 'painel.investmaxtrader.com.br/img/gerente.png': pngRoute(190, 150, 130) },
},
  {
  id: 'za-scam-romance-army-leave-form',
  label: 'scam',
  kind: 'romance',
  url: 'https://us-army-leaveapproval.org/request-form.html',
  body: doc({
    title: 'U.S. Army Leave Request & Emergency Vacation Application',
    css: `body{margin:0;font-family:Arial;background:#eee}header{background:#221f20;color:#ffcc00;padding:14px 20px;font-weight:bold;font-size:20px}.f{max-width:720px;margin:20px auto;background:#fff;padding:24px;border-top:6px solid #ffcc00}label{display:block;margin-top:10px;font-size:14px}input,select{width:100%;padding:8px;box-sizing:border-box}.fee{background:#fff7d6;border:1px solid #e2c35b;padding:12px;margin-top:16px}button{margin-top:16px;background:#221f20;color:#ffcc00;border:0;padding:12px 24px}`,
    body: `<header>★ U.S. ARMY — PERSONNEL LEAVE OFFICE (OVERSEAS DEPLOYMENT)</header>
<div class="f"><h2>Emergency Leave Application (Form DA-31-E)</h2><p>This form must be completed by the <b>next of kin / spouse / fiancée</b> of a deployed soldier. The soldier cannot apply personally while on active peacekeeping mission.</p>
<form method="post" action="/process.php"><label>Soldier's full name</label><input name="soldier" value="Sgt. James R. Whitfield"><label>Service number</label><input name="svc" value="US-ARMY-0087331-SYR"><label>Deployment location</label><input name="loc" value="Camp Bastion / UN Mission Syria">
<label>Your full name (applicant)</label><input name="applicant"><label>Relationship</label><select name="rel"><option>Fiancée</option><option>Wife</option><option>Girlfriend</option><option>Friend</option></select><label>Your address</label><input name="addr"><label>Phone</label><input name="phone">
<div class="fee"><b>Leave processing fee: $2,850.00</b><br>Payable by applicant via Apple gift cards, Steam cards or Bitcoin. Fee is fully refunded to the soldier upon arrival. Send card codes to <b>leave.office.usarmy@outlook.com</b>.</div>
<label>Gift card codes / BTC transaction ID</label><input name="codes"><button>SUBMIT APPLICATION</button></form>
<p style="font-size:11px;color:#666">Department of the Army · Leave Approval Unit · All applications are confidential.</p></div>`,
  }),
},
  {
  id: 'za-scam-fund-recovery-au',
  label: 'scam',
  kind: 'fund-recovery',
  url: 'https://asset-recovery-bureau.com.au/',
  body: doc({
    title: 'Asset Recovery Bureau Australia — Get Your Scammed Crypto Back',
    lang: 'en-AU',
    css: `body{margin:0;font-family:Arial;color:#223}nav{background:#0a2540;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}nav a{color:#cde;margin-left:16px;text-decoration:none}.hero{background:#e9f1fb;padding:40px 24px}.hero h1{margin:0 0 10px}.cols{display:flex;gap:20px;padding:24px}.cols div{flex:1;border:1px solid #dde;padding:16px;border-radius:6px}form{max-width:520px;padding:0 24px 30px}input,textarea,select{width:100%;padding:9px;margin:4px 0;box-sizing:border-box}button{background:#0a7c3e;color:#fff;border:0;padding:12px 20px}footer{background:#0a2540;color:#9ab;padding:16px 24px;font-size:12px}`,
    body: `<nav><b>ARB — Asset Recovery Bureau</b><span><a href="#">How it works</a><a href="#">Success stories</a><a href="#">Contact</a></span></nav>
<div class="hero"><h1>Lost money to an online investment or romance scam?</h1><p>Our certified blockchain forensic investigators work with ASIC, AFP and international exchanges to trace and recover your funds. <b>97.8% recovery success rate.</b></p></div>
<div class="cols"><div><h3>1. Free case review</h3>Tell us what happened.</div><div><h3>2. Blockchain trace</h3>We locate the scammer's wallets.</div><div><h3>3. Recovery</h3>Funds are returned to you — usually within 14 days after paying the legal filing fee.</div></div>
<form method="post" action="/case/new"><h2>Open a free case</h2><input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone / WhatsApp"><select name="type"><option>Crypto investment</option><option>Romance</option><option>Forex/binary options</option></select><input name="amount" placeholder="Amount lost (AUD)"><textarea name="story" placeholder="Describe what happened, include wallet addresses and platform name"></textarea><button>Start my recovery</button></form>
<footer>Asset Recovery Bureau Pty Ltd · Level 22, 1 Market St, Sydney NSW · Recovery fees are payable in USDT upfront to cover international court filings.</footer>`,
  }),
},
  {
  id: 'za-scam-hyip-daily-returns-ng',
  label: 'scam',
  kind: 'ponzi',
  url: 'https://cbex-prime-earn.com/user/register?ref=ADAEZE77',
  body: doc({
    title: 'PrimeEarn — Earn 4.5% Daily | Nigeria\'s No.1 AI Trading Cooperative',
    lang: 'en-NG',
    css: `body{margin:0;font-family:Arial;background:#f5f7fb}header{background:#0d6b3a;color:#fff;padding:16px;text-align:center}.box{max-width:440px;margin:20px auto;background:#fff;padding:20px;border-radius:10px}.pk{border:1px dashed #0d6b3a;padding:10px;margin:8px 0;border-radius:6px}input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}button{width:100%;background:#0d6b3a;color:#fff;border:0;padding:12px;border-radius:6px}`,
    body: `<header><h2>PrimeEarn AI Cooperative</h2><p>Invest today, withdraw every Friday 🇳🇬</p></header>
<div class="box"><h3>Investment packages</h3>
<div class="pk"><b>Starter</b> ₦20,000 → earn ₦900 daily for 60 days</div><div class="pk"><b>Gold</b> ₦200,000 → earn ₦10,000 daily for 60 days</div><div class="pk"><b>Diamond</b> ₦1,000,000 → earn ₦55,000 daily + iPhone bonus</div>
<p>🎁 <b>Referral bonus:</b> 15% level 1, 5% level 2, 2% level 3. Invite friends and earn forever!</p><p>Your upline: <b>ADAEZE77</b></p>
<form method="post" action="/user/register"><input name="fullname" placeholder="Full name"><input name="phone" placeholder="Phone number"><input name="bank" placeholder="Bank name"><input name="acct" placeholder="Account number"><input name="password" type="password" placeholder="Password"><input name="ref" value="ADAEZE77"><button>Create account</button></form>
<p style="font-size:12px;color:#777">Registered with CAC. Withdrawals temporarily paused for system upgrade — pay ₦15,000 activation to unlock withdrawal.</p></div>`,
  }),
},
  {
  id: 'za-scam-stock-leading-room-ko',
  label: 'scam',
  kind: 'signal-group',
  url: 'https://vip-jusik-rihding.kr/join?code=KB77',
  body: doc({
    title: '프리미엄 주식 리딩방 — 상한가 종목 무료 공개',
    lang: 'ko',
    css: `body{margin:0;font-family:'Malgun Gothic',Arial;background:#0b1a33;color:#fff}.w{max-width:520px;margin:auto;padding:20px}h1{color:#ffd400}.c{background:#13284d;border-radius:10px;padding:14px;margin:10px 0}.b{display:block;background:#fee500;color:#3c1e1e;text-align:center;padding:15px;border-radius:10px;font-weight:bold;text-decoration:none}small{color:#9ab}`,
    body: `<div class="w"><h1>📈 오늘의 상한가 종목 무료 공개</h1><p>여의도 출신 전문가 팀이 운영하는 VIP 리딩방. 수익 보장, 손실 시 100% 환불!</p>
<div class="c">🔥 지난주 적중 종목: <b>+29.9% 상한가 3종목</b><br>💰 월 평균 수익률 <b>47%</b><br>👥 현재 참여 인원 12,480명</div>
<div class="c">VIP 정회원 가입비 300만원 → 이번 주 한정 <b>99만원</b><br>가입 후 전용 HTS 앱으로 공모주 우선 배정 혜택</div>
<a class="b" href="https://open.kakao.com/o/gVIPjusik77">💬 카카오톡 오픈채팅 입장</a>
<p><small>추천인 코드: KB77 · 본 서비스는 유사투자자문업 신고 업체입니다.</small></p></div>`,
  }),
},
  {
  id: 'za-scam-cloaked-copytrade-tr',
  label: 'scam',
  kind: 'invest-celeb',
  url: 'https://haber-ekonomi-gundem.com/yatirim/acun-ilicali-aciklama?fbclid=IwZXh0bgNhZW0CMTEAAR2',
  body: doc({
    title: 'Ekonomi Gündem',
    lang: 'tr',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#222}header{background:#c8102e;color:#fff;padding:12px 20px;font-weight:bold;font-size:22px}main{max-width:720px;margin:20px auto;padding:0 14px}.f{background:#f4f4f4;border:2px solid #c8102e;padding:16px}.f input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.f button{width:100%;background:#c8102e;color:#fff;border:0;padding:13px;font-size:17px}`,
    body: `<header>Ekonomi Gündem</header><main id="m"><h2>Günün ekonomi haberleri</h2><p>Merkez Bankası faiz kararı, altın fiyatları ve borsa yorumları.</p></main>
<script>(function(){var q=new URLSearchParams(location.search);if(navigator.webdriver||!q.get('fbclid'))return;
var h='<h1>Acun Ilıcalı canlı yayında açıkladı: "Ayda 85.000 TL kazanıyorum"</h1><p>Ünlü televizyoncu, yapay zekâ ile çalışan yeni yatırım platformu <b>BorsaAI Pro</b> sayesinde pasif gelir elde ettiğini söyledi. Platform sadece <b>9.000 TL</b> başlangıç yatırımı ile çalışıyor.</p><p>Muhabirimiz platformu denedi: 7 günde 9.000 TL, 61.340 TL\\'ye yükseldi.</p>';
h+='<div class="f"><h3>Hemen ücretsiz kayıt ol</h3><form method="post" action="/kayit"><input name="ad" placeholder="Ad"><input name="soyad" placeholder="Soyad"><input name="eposta" placeholder="E-posta"><input name="telefon" placeholder="+90 Telefon"><button>KAYIT OL</button></form><small>Kişisel yatırım danışmanınız sizi arayacaktır.</small></div>';
document.getElementById('m').innerHTML=h;document.title='Acun Ilıcalı açıkladı: Ayda 85.000 TL';})();</script>`,
  }),
},
];
