import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-scamwatch-toll-text-alert',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://www.scamwatch.gov.au/about-us/news-and-alerts/scammers-pretending-to-be-toll-road-operators',
  body: doc({
    lang: 'en',
    title: 'Scammers pretending to be toll road operators | Scamwatch',
    css: 'article{max-width:780px;margin:30px auto;background:#fff;padding:30px}.sms{background:#e9e9eb;border-radius:14px;padding:12px;max-width:340px}',
    body: `<header class="top"><div class="wrap"><b>Scamwatch</b><span>National Anti-Scam Centre</span></div></header>
<article><h1>Scammers pretending to be toll road operators</h1><p>Published 18 November 2025</p><p>Scamwatch has received thousands of reports about text messages claiming you have an unpaid toll. The messages include a link to a website that looks like Linkt or a state road authority and asks for your card details.</p>
<div class="sms">Linkt: You have an unpaid toll of $7.85. Pay now to avoid a $68.85 late fee: hxxps://linkt-au[.]toll-payment[.]me/pay</div>
<h2>What you can do</h2><ul><li>Don't click links in unexpected messages. Go to the toll operator's website or app directly.</li><li>If you've given your bank details, contact your bank immediately.</li><li>Report scams to Scamwatch and forward scam texts to 0429 999 888.</li></ul><p>If you have lost money, contact IDCARE on 1800 595 160.</p></article>`,
  }),
},
{
  id: 'zr-clean-spf-scam-alert-task',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://www.police.gov.sg/media-room/news/20251120_police_advisory_on_job_scams',
  body: doc({
    lang: 'en',
    title: 'Police Advisory on Job Scams Involving Task-Based Commissions',
    css: 'article{max-width:780px;margin:30px auto;background:#fff;padding:30px}',
    body: `<div style="font-size:12px;background:#f0f0f0;padding:6px 20px">A Singapore Government Agency Website</div>
<header class="top"><div class="wrap"><b>Singapore Police Force</b></div></header>
<article><h1>Police Advisory on Job Scams Involving Task-Based Commissions</h1><p>20 Nov 2025</p><p>The Police would like to alert members of the public to job scams where victims are offered jobs to "like" YouTube videos, write reviews or "boost" orders on e-commerce platforms via WhatsApp or Telegram. Victims are initially paid small commissions, then told to prepay larger "VIP tasks" and "taxes" before they can withdraw.</p>
<p>Since January, at least 4,200 victims have lost a total of at least $62 million to such scams.</p><h2>Members of the public are advised to:</h2><ul><li>ADD – ScamShield app and set security features;</li><li>CHECK – for scam signs with official sources (ScamShield Helpline 1799);</li><li>TELL – authorities, family and friends about scams.</li></ul></article>`,
  }),
},
{
  id: 'zr-clean-tw-165-antifraud-news',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://165.npa.gov.tw/?s=3#/article/news/1842',
  body: doc({
    lang: 'zh-Hant',
    title: '165全民防騙網 - 假投資詐騙手法提醒',
    css: 'article{max-width:780px;margin:30px auto;background:#fff;padding:30px}.tag{background:#c00;color:#fff;padding:2px 8px;border-radius:3px;font-size:12px}',
    body: `<header class="top"><div class="wrap"><b>165全民防騙網</b><span>內政部警政署</span></div></header>
<article><span class="tag">詐騙手法</span><h1>「股市名師」帶單？假投資群組詐騙再升溫</h1><p>詐騙集團在社群平台投放名人廣告，以「免費飆股群組」「保證獲利」「機構專屬 APP」為誘餌，引導民眾加入 LINE 群組，再下載假投資 APP 入金。初期帳面獲利，等到要出金時則以「繳納保證金」「稅金」等名義要求加碼匯款。</p>
<p>警方提醒：投資前請查證是否為金管會核准之合法業者，凡「保證獲利」都是詐騙。如有疑問請撥打 165 反詐騙諮詢專線。</p></article>`,
  }),
},
{
  id: 'zr-clean-security-blog-drainer-analysis',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://research.apac-threatdesk.com/2025/11/permit-drainers-airdrop-lures/',
  body: doc({
    lang: 'en',
    title: 'Dissecting an airdrop-themed approval drainer | APAC Threat Desk',
    css: 'article{max-width:800px;margin:30px auto;background:#fff;padding:30px}pre{background:#272822;color:#f8f8f2;padding:12px;overflow:auto;font-size:12.5px}',
    body: `<header class="top"><div class="wrap"><b>APAC Threat Desk</b><span>Research</span></div></header>
<article><h1>Dissecting an airdrop-themed approval drainer</h1><p>By the research team · 6 min read</p>
<p>This month we tracked a wave of bogus "Season 2 airdrop" claim pages. After connecting a wallet, the page loops over popular ERC-20 tokens and asks the victim to sign unlimited <code>approve()</code> calls to the attacker's address, then sweeps 95% of the native balance:</p>
<pre>// excerpt from claim.js (defanged, not executed on this page)
var data = '0x095ea7b3' + RECEIVER.slice(2).padStart(64,'0') + 'f'.repeat(64);
await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: acc, to: token, data: data }] });
var v = BigInt(bal) * 95n / 100n;</pre>
<p>Wallet users should review approvals regularly with a revoke tool and never approve unlimited allowances to unknown contracts. Hunting tip: look for <code>0x095ea7b3</code> with an all-ones amount in page scripts.</p>
<h3>Indicators</h3><pre>claim.zksync-season2[.]org
0x7f3a9c1E2b0D4f5A6c8e9B1d2F3a4C5e6B7d8E9f</pre></article>`,
  }),
},
{
  id: 'zr-clean-certin-apk-advisory-hindi',
  label: 'clean',
  kind: 'security-advisory',
  url: 'https://www.cert-in.org.in/s2cMainServlet?pageid=PUBVLNOTES02&VLCODE=CIAD-2025-0047',
  body: doc({
    lang: 'hi',
    title: 'CERT-In Advisory CIAD-2025-0047: फर्जी लोन ऐप्स',
    css: 'article{max-width:800px;margin:30px auto;background:#fff;padding:30px}',
    body: `<header class="top"><div class="wrap"><b>CERT-In</b><span>Indian Computer Emergency Response Team</span></div></header>
<article><h1>फर्जी तत्काल लोन ऐप्स और बैंक KYC अपडेट संदेशों के बारे में सलाह</h1><p>Severity: High</p>
<p>साइबर अपराधी "KYC अपडेट नहीं होने पर खाता ब्लॉक" जैसे SMS भेजकर नकली बैंक पेज पर उपयोगकर्ता नाम, पासवर्ड और OTP मांगते हैं। इसी तरह "बिना CIBIL लोन" का लालच देकर APK फ़ाइलें इंस्टॉल करवाई जाती हैं जो संपर्क सूची और SMS पढ़ने की अनुमति मांगती हैं।</p>
<h3>सुझाव</h3><ul><li>केवल आधिकारिक ऐप स्टोर से ऐप डाउनलोड करें।</li><li>RBI की सूची में पंजीकृत NBFC की जाँच करें।</li><li>धोखाधड़ी की सूचना 1930 पर या cybercrime.gov.in पर दें।</li></ul></article>`,
  }),
},
{
  id: 'zr-clean-ms-support-no-cold-calls-jp',
  label: 'clean',
  kind: 'support-page-phone',
  url: 'https://support.microsoft.com/ja-jp/windows/protect-yourself-from-tech-support-scams',
  body: doc({
    lang: 'ja',
    title: 'テクニカル サポート詐欺から身を守る - Microsoft サポート',
    css: 'article{max-width:800px;margin:30px auto;background:#fff;padding:30px}',
    body: `<header class="top"><div class="wrap"><b style="color:#5e5e5e">Microsoft</b><span>サポート</span></div></header>
<article><h1>テクニカル サポート詐欺から身を守る</h1><p>詐欺師は、偽のエラーメッセージや警告音を表示して「ウイルスに感染しています。050-xxxx-xxxx に電話してください」などと表示し、リモート操作ソフトのインストールや電子マネーでの支払いを求めます。</p>
<p><b>Microsoft からのエラーおよび警告メッセージに電話番号が含まれることはありません。</b>Microsoft が一方的に電話をかけて技術サポートを申し出ることもありません。</p>
<p>画面が閉じられない場合は Ctrl + Shift + Esc でタスク マネージャーを開き、ブラウザーを終了してください。</p><p>正規のサポートへのお問い合わせ：Microsoft サポート窓口 0120-54-2244（受付時間 平日 9:00-18:00）</p><p>詐欺の報告：<a href="https://www.microsoft.com/ja-jp/concern/scam">www.microsoft.com/concern/scam</a></p></article>`,
  }),
},
{
  id: 'zr-clean-password-reset-help-naver',
  label: 'clean',
  kind: 'password-help-article',
  url: 'https://help.naver.com/service/5640/contents/3525?lang=ko',
  body: doc({
    lang: 'ko',
    title: '비밀번호를 잊어버렸어요 : 네이버 고객센터',
    css: 'article{max-width:760px;margin:30px auto;background:#fff;padding:30px}',
    body: `<header class="top"><div class="wrap"><b style="color:#03c75a">NAVER</b><span>고객센터</span></div></header>
<article><h1>비밀번호를 잊어버렸어요</h1><ol><li>네이버 로그인 화면에서 [비밀번호 찾기]를 선택합니다.</li><li>아이디를 입력한 후 회원정보에 등록된 휴대전화 또는 본인 명의 휴대전화로 인증합니다.</li><li>새 비밀번호를 설정합니다. 다른 사이트와 같은 비밀번호를 사용하지 마세요.</li></ol>
<p>네이버는 이메일이나 문자로 로그인 링크를 보내 비밀번호 입력을 요구하지 않습니다. 반드시 주소창의 <b>nid.naver.com</b>을 확인하세요.</p><p><a href="https://nid.naver.com/user2/help/pwInquiry">비밀번호 찾기 바로가기</a></p></article>`,
  }),
},
{
  id: 'zr-clean-dev-docs-powershell-copy',
  label: 'clean',
  kind: 'docs-copy-command',
  url: 'https://docs.scoop-kr.dev/ko/getting-started/install',
  body: doc({
    lang: 'ko',
    title: '설치하기 - Scoop 한국어 문서',
    css: 'main{max-width:780px;margin:30px auto;background:#fff;padding:30px}.code{position:relative;background:#0d1117;color:#c9d1d9;padding:14px;font-family:monospace;font-size:13px;border-radius:6px}.code button{position:absolute;right:8px;top:8px;font-size:12px}',
    body: `<header class="top"><div class="wrap"><b>Scoop 한국어 문서</b><span>GitHub</span></div></header>
<main><h1>Scoop 설치하기</h1><p>Windows용 커맨드라인 설치 프로그램인 Scoop을 설치하려면 PowerShell(관리자 아님)을 열고 아래 명령을 실행하세요.</p>
<div class="code"><button data-c="Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser">복사</button>Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser</div><br>
<div class="code"><button data-c="Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression">복사</button>Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression</div>
<p>설치 후 <code>scoop install git</code>으로 첫 번째 앱을 설치해 보세요. 스크립트 내용을 먼저 확인하고 싶다면 <a href="https://get.scoop.sh">get.scoop.sh</a>를 브라우저로 열어 읽어보세요.</p></main>
<script>document.querySelectorAll('.code button').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(b.getAttribute('data-c'));b.textContent='복사됨'}})</script>`,
  }),
},
{
  id: 'zr-clean-parked-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://tokyo-kaitori.net/',
  body: doc({
    lang: 'en',
    title: 'tokyo-kaitori.net is for sale',
    css: '.m{max-width:680px;margin:80px auto;text-align:center}.b{background:#1a8b4a;color:#fff}.rel a{display:block;padding:10px;border-bottom:1px solid #eee}',
    body: `<div class="m card"><h1>tokyo-kaitori.net</h1><p>This domain may be for sale. Buy now for <b>$2,495</b> or make an offer.</p><a class="btn b" href="https://www.dan.com/buy-domain/tokyo-kaitori.net">Buy this domain</a>
<h3 style="margin-top:40px">Related searches</h3><div class="rel"><a href="/search?q=brand+bag+buyback">Brand Bag Buyback</a><a href="/search?q=gold+price+tokyo">Gold Price Tokyo</a><a href="/search?q=used+watch+sale">Used Watch Sale</a></div>
<p style="font-size:11px;color:#999">Copyright © 2025 tokyo-kaitori.net. All rights reserved. Privacy Policy</p></div>`,
  }),
},
{
  id: 'zr-clean-shortener-preview',
  label: 'clean',
  kind: 'url-shortener',
  url: 'https://reurl.cc/Ma7Xk2',
  routes: {
    'reurl.cc/Ma7Xk2': redirectRoute(301, 'https://www.books.com.tw/activity/2025/11/doublesale/'),
    'www.books.com.tw/activity/2025/11/doublesale/': htmlRoute(doc({
      lang: 'zh-Hant',
      title: '博客來 雙11 書展｜全館79折',
      css: '.hero{background:#37a000;color:#fff;padding:40px 20px;text-align:center}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:20px}.b{background:#fff;padding:10px}',
      body: `<div class="hero"><h1>博客來 年度書展</h1><p>中文書 79 折起 · 滿 799 免運</p></div><div class="wrap"><div class="g"><div class="b">《原子習慣》NT$ 261</div><div class="b">《被討厭的勇氣》NT$ 237</div><div class="b">《蛤蟆先生去看心理師》NT$ 237</div><div class="b">《底層邏輯》NT$ 300</div></div></div>`,
    })),
  },
},
{
  id: 'zr-clean-sbi-securities-nisa',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://www.sbisec.co.jp/ETGate/?_ControlID=WPLEThmR001Control&_PageID=DefaultPID',
  body: doc({
    lang: 'ja',
    title: 'SBI証券｜ネット証券最大手',
    css: '.hero{background:#00479d;color:#fff;padding:40px 20px}.l{max-width:320px;background:#fff;color:#222;padding:20px;border-radius:6px}.b{background:#f08300;color:#fff;width:100%}.fine{font-size:11px;color:#777}',
    body: `<div class="hero"><div class="wrap" style="display:flex;justify-content:space-between;gap:20px"><div><h1>新NISA、始めるならSBI証券</h1><p>国内株式売買手数料0円（ゼロ革命）</p></div>
<div class="l"><form method="post" action="/ETGate/"><label>ユーザーネーム</label><input type="text" name="user_id"><label>パスワード</label><input type="password" name="user_password"><p><button class="btn b">ログイン</button></p></form></div></div></div>
<div class="wrap"><p class="fine">株式会社SBI証券 金融商品取引業者 関東財務局長（金商）第44号 加入協会：日本証券業協会、一般社団法人金融先物取引業協会。当社を装ったフィッシングメールにご注意ください。</p></div>`,
  }),
},
{
  id: 'zr-clean-ms-login-own-tenant',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4765445b-32c6-49b0-83e6-1d93765276ca&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fwww.office.com%2Flandingv2?s=2',
  body: doc({
    lang: 'en',
    title: 'Sign in to your account',
    css: 'body{background:#f2f2f2}.m{width:440px;margin:80px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.b{background:#0067b8;color:#fff;border-radius:0;float:right}input{border:0;border-bottom:1px solid #666;border-radius:0}',
    body: `<div class="m"><svg width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/><text x="28" y="17" font-size="15" fill="#5e5e5e">Microsoft</text></svg>
<h2 style="font-weight:600;font-size:24px">Sign in</h2><form method="post" action="/common/GetCredentialType?mkt=en-US"><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><p style="font-size:13px">No account? <a href="https://signup.live.com/">Create one!</a></p><p style="font-size:13px"><a href="#">Can't access your account?</a></p><button class="btn b">Next</button><div style="clear:both"></div></form></div>
<div style="width:440px;margin:auto;background:#fff;padding:12px 44px">🔑 Sign-in options</div>`,
  }),
},
{
  id: 'zr-clean-auspost-tracking-own',
  label: 'clean',
  kind: 'post-own-domain',
  url: 'https://auspost.com.au/mypost/track/details/33KJM551290001',
  body: doc({
    lang: 'en',
    title: 'Track your item - Australia Post',
    css: '.h{background:#dc1928;color:#fff;padding:16px 0}.m{max-width:640px;margin:24px auto}.ev{border-left:3px solid #dc1928;padding:6px 12px;margin:8px 0}',
    body: `<div class="h"><div class="wrap"><b>Australia Post</b></div></div>
<div class="m card"><h2>33KJM551290001</h2><p><b>Awaiting collection</b> at Parramatta Post Office. Bring photo ID and your card.</p>
<div class="ev">Wed 26 Nov 10:42 – Attempted delivery, card left – PARRAMATTA NSW</div><div class="ev">Tue 25 Nov 18:03 – Processed at facility – SYDNEY NSW</div><div class="ev">Mon 24 Nov 09:12 – Shipping information received</div>
<p style="font-size:12px;background:#f7f7f7;padding:10px">We will never ask you to pay a redelivery fee by text message or email. Learn more about scams at auspost.com.au/scams.</p></div>`,
  }),
},
];
