import type { Entry } from '../entry.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';
import { doc, esc, wordmark, jsRoute, jsonRoute, imgRoute, htmlRoute, gtag, gtagStub } from '../parts/zh-kit.js';

const ART = `body{background:#fff}header{padding:16px 40px;border-bottom:1px solid #e5e5e5;display:flex;gap:24px;align-items:center}header a{color:#333;text-decoration:none;font-size:14px}article{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.7;font-size:16px}pre{background:#0f172a;color:#e2e8f0;padding:14px;overflow:auto;font-size:13px;border-radius:6px}blockquote{border-left:4px solid #f59e0b;background:#fffbeb;margin:0;padding:10px 16px}footer{text-align:center;font-size:12px;color:#777;padding:30px;border-top:1px solid #eee}`;

export const entries: Entry[] = [
  {
  id: 'zh-clean-zoom-download-center',
  label: 'clean',
  kind: 'software-download',
  url: 'https://zoom.us/download?os=win&zh=dl',
  body: doc('Download Center - Zoom', `<header style="padding:14px 32px;border-bottom:1px solid #eee">${wordmark('zoom', '#0b5cff', 24)}</header>
<main style="max-width:760px;margin:40px auto;font-family:Lato,Arial"><h1>Download Center</h1><h3>Zoom Workplace desktop app</h3><p>The desktop app will download automatically when you start or join your first Zoom meeting, and is also available for manual download here.</p>
<p>Version 6.3.0 (52884) · 64-bit</p><a href="/client/latest/ZoomInstallerFull.msi?archType=x64" style="background:#0b5cff;color:#fff;padding:10px 22px;border-radius:8px;text-decoration:none">Download</a>
<p style="font-size:14px"><a href="https://zoom.us/download?os=win#client_4meeting">Download 32-bit client</a> · <a href="https://support.zoom.com/hc/en/article?id=zm_kb&sysparm_article=KB0060426">Mass deployment with MSI</a></p>
<h3>Zoom Outlook Plugin</h3><p>The Zoom Plugin for Microsoft Outlook installs a button on the Microsoft Outlook tool bar.</p></main>
<footer style="text-align:center;font-size:12px;color:#888">©2026 Zoom Communications, Inc. All rights reserved.</footer>`),
  routes: { 'zoom.us/client/latest/ZoomInstallerFull.msi': fileRoute(cfb(['Zoom Workplace', 'Zoom Video Communications, Inc.', 'ProductVersion 6.3.0.52884'], 16384), 'application/x-msi', 'ZoomInstallerFull.msi') },
},
  {
  id: 'zh-clean-teams-download-page',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.microsoft.com/en-us/microsoft-teams/download-app?zh=mail',
  body: doc('Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams', `<header style="padding:14px 32px;border-bottom:1px solid #eee;font-family:'Segoe UI'"><b>Microsoft</b> | Teams</header>
<main style="max-width:960px;margin:30px auto;font-family:'Segoe UI'"><h1>Download Microsoft Teams</h1><p>Connect and collaborate with anyone from anywhere on Teams.</p>
<div style="display:flex;gap:20px"><div style="flex:1;border:1px solid #ddd;padding:20px"><h3>Teams for work or school</h3><a href="https://go.microsoft.com/fwlink/?linkid=2187327&clcid=0x409&culture=en-us&country=us" style="background:#0067b8;color:#fff;padding:9px 18px;text-decoration:none">Download for desktop</a></div><div style="flex:1;border:1px solid #ddd;padding:20px"><h3>Teams on mobile</h3><p>Get the app from the App Store or Google Play.</p></div></div>
<p style="font-size:13px;color:#555">System requirements · Teams admin documentation · What's new</p></main>
<footer style="font-size:12px;color:#666;padding:20px 32px">© Microsoft 2026 · Privacy · Terms of use · Trademarks</footer>`),
},
  {
  id: 'zh-clean-helpdesk-spot-phishing-en',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://help.brightwaterhealth.org/kb/KB0012044-how-to-spot-phishing',
  body: doc('KB0012044 – How to spot a phishing email | Brightwater IT', `<header><b>Brightwater IT Service Desk</b><a href="/kb">Knowledge Base</a><a href="/request">Submit a request</a></header>
<article><h1>How to spot a phishing email</h1><p><i>Last updated Nov 12, 2026 · Applies to all staff</i></p>
<p>Attackers increasingly send emails that look like voicemail notifications, DocuSign envelopes or HR benefits reminders. Here are real examples our Security team has blocked this quarter:</p>
<blockquote><b>Subject:</b> 🔊 New Voicemail (0:47) from +1 312-555-0148<br>"Your voicemail is attached. Sign in with your Microsoft 365 account to listen."</blockquote>
<blockquote><b>Subject:</b> ACTION REQUIRED: 2027 Open Enrollment closes today<br>"If you take no action your dependents will be removed. Sign in here: benefits-portal-login[.]com"</blockquote>
<blockquote><b>Subject:</b> Verify you are human<br>"Press Win+R, paste the code and press Enter to complete verification." <b>Never do this.</b> No legitimate website asks you to run commands.</blockquote>
<h2>Red flags</h2><ul><li>The sign-in page address is not <code>login.microsoftonline.com</code> or <code>fs.brightwaterhealth.org</code>.</li><li>Your email address is already filled in on an unfamiliar page.</li><li>Urgency, threats, or secrecy ("keep it between us").</li><li>Requests to buy gift cards or change vendor bank details.</li><li>Attachments ending in <code>.html</code>, <code>.iso</code>, <code>.img</code>, <code>.lnk</code> or <code>.js</code>.</li></ul>
<h2>What to do</h2><p>Use the <b>Report Phish</b> button in Outlook. If you entered your password, call the Service Desk immediately at x5-4357 so we can reset it and revoke sessions.</p></article><footer>© 2026 Brightwater Health System · Information Services</footer>`, { css: ART }),
},
  {
  id: 'zh-clean-phishing-awareness-ja',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://portal.tanabe-seiki.co.jp/joho/security/phishing-2026-11.html',
  body: doc('【注意喚起】請求書を装ったフィッシングメールについて', `<header><b>社内ポータル</b><a href="/joho">情報システム部</a></header>
<article><h1>【注意喚起】請求書を装ったフィッシングメールについて</h1><p>2026年11月下旬より、取引先を装って「請求書発行のお知らせ」と称するメールが複数確認されています。</p>
<blockquote>件名: 請求書発行のお知らせ（2026年11月分）<br>本文: 「下記よりダウンロードしてご確認ください。ファイルを開く際にパスワードは不要です。」</blockquote>
<p>リンク先からダウンロードされる ZIP ファイルには、PDF に見せかけたショートカット（<code>請求書_202611.pdf.lnk</code>）が含まれており、開くと不正なプログラムが実行されます。</p>
<h2>対応のお願い</h2><ol><li>心当たりのない請求書メールのリンクは開かないでください。</li><li>拡張子 .lnk / .iso / .js のファイルは絶対に開かないでください。</li><li>開いてしまった場合は、LANケーブルを抜き、情報システム部（内線 2200）へ連絡してください。</li></ol></article><footer>田辺精機株式会社 情報システム部</footer>`, { lang: 'ja', css: ART }),
},
  {
  id: 'zh-clean-it-nyheter-natfiske-sv',
  label: 'clean',
  kind: 'security-awareness',
  url: 'https://intranat.nordkustbygg.se/it/nyheter/varning-falska-fakturor',
  body: doc('Varning: falska fakturor och QR-koder | IT-nyheter', `<header><b>Nordkust Intranät</b><a href="/it">IT</a><a href="/ekonomi">Ekonomi</a></header>
<article><h1>Varning: falska fakturor och QR-koder</h1><p>Vi ser just nu nätfiskemejl som ser ut att komma från leverantörer. Exempel:</p>
<blockquote>”Fakturan är för stor för att bifogas i e-post. Ladda ner den nedan.” – länken leder till en .img-fil.</blockquote>
<blockquote>”Skanna QR-koden med mobilen för att förnya din MFA-registrering.”</blockquote>
<p>Kom ihåg: ekonomiavdelningen får alltid fakturor via Fortnox eller Pagero, aldrig som nedladdningslänkar. IT ber dig aldrig att skanna QR-koder för att logga in.</p>
<p>Rapportera misstänkta mejl med knappen <b>Rapportera nätfiske</b> i Outlook.</p></article><footer>Nordkust Bygg AB · IT-avdelningen</footer>`, { lang: 'sv', css: ART }),
},
  {
  id: 'zh-clean-blog-oauth-consent-phishing',
  label: 'clean',
  kind: 'security-research',
  url: 'https://www.ironveil-security.com/resources/guides/illicit-consent-grants',
  body: doc('Guide: Detecting illicit OAuth consent grants in Microsoft 365 | Ironveil', `<header><b>Ironveil Security</b><a href="/resources">Resources</a><a href="/platform">Platform</a></header>
<article><h1>Detecting illicit OAuth consent grants in Microsoft 365</h1>
<p>Consent phishing doesn't steal a password. Instead, a lure page sends the user to the genuine Microsoft sign-in with a malicious multi-tenant app that requests scopes like <code>Mail.Read</code>, <code>Mail.Send</code> and <code>Files.ReadWrite.All</code>.</p>
<pre>${esc(`https://login.microsoftonline.com/common/oauth2/v2.0/authorize
  ?client_id=<attacker app id>
  &response_type=code
  &redirect_uri=https://<attacker-host>/auth/callback
  &scope=offline_access Mail.Read Mail.Send Files.ReadWrite.All
  &prompt=consent`)}</pre>
<h2>Hunting with KQL</h2><pre>${esc(`AuditLogs
| where OperationName == "Consent to application"
| extend Scopes = tostring(TargetResources[0].modifiedProperties)
| where Scopes has_any ("Mail.Send","Files.ReadWrite.All")`)}</pre>
<p>Set user consent to "Allow user consent for apps from verified publishers, for selected permissions" and enable the admin consent workflow.</p></article><footer>© 2026 Ironveil Security, Inc.</footer>`, { css: ART }),
},
  {
  id: 'zh-clean-cloudflare-challenge-shop',
  label: 'clean',
  kind: 'bot-interstitial',
  url: 'https://www.tallmountainoutfitters.com/collections/winter-sale?utm_source=newsletter&utm_medium=email',
  body: doc('Just a moment...', `<div style="max-width:640px;margin:100px auto;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial"><h1 style="font-size:30px;font-weight:500">www.tallmountainoutfitters.com</h1>
<h2 style="font-size:20px;font-weight:400" id="msg">Verifying you are human. This may take a few seconds.</h2>
<div style="width:300px;height:65px;border:1px solid #e0e0e0;background:#fafafa;display:flex;align-items:center;padding:0 14px;gap:10px"><div id="sp" style="width:24px;height:24px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite"></div><span>Verifying...</span></div>
<p style="color:#555">www.tallmountainoutfitters.com needs to review the security of your connection before proceeding.</p>
<p style="font-size:12px;color:#888;margin-top:80px;border-top:1px solid #ddd;padding-top:10px">Ray ID: 8e2201aa9c0f4b7d · Performance &amp; security by <a href="https://www.cloudflare.com/5xx-error-landing" style="color:#888">Cloudflare</a></p></div>
<style>@keyframes s{to{transform:rotate(360deg)}}</style>
<script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8e2201aa9c0f4b7d"></script>`),
  routes: {
    'www.tallmountainoutfitters.com/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': jsRoute(`(function(){window._cf_chl_opt={cvId:'3',cZone:'www.tallmountainoutfitters.com',cType:'managed',cRay:'8e2201aa9c0f4b7d'};setTimeout(function(){document.cookie='cf_clearance=Yx1_demo;path=/';location.replace('/collections/winter-sale/')},2500)})();`),
    'www.tallmountainoutfitters.com/collections/winter-sale/': htmlRoute(doc('Winter Sale – Tall Mountain Outfitters', `<header style="padding:16px 30px;border-bottom:1px solid #eee;font-family:Arial"><b>TALL MOUNTAIN</b> · Men · Women · Gear · Sale</header><main style="max-width:960px;margin:20px auto;font-family:Arial"><h1>Winter Sale – up to 40% off</h1><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:16px"><div>Ridgeline Down Parka<br><s>$329</s> $219</div><div>Alpine Merino Base Layer<br><s>$89</s> $59</div><div>Summit Insulated Boots<br><s>$199</s> $139</div></div></main>`)),
  },
},
  {
  id: 'zh-clean-hcaptcha-ticketing',
  label: 'clean',
  kind: 'bot-interstitial',
  url: 'https://tickets.harborarena-events.com/queue/verify?event=winter-gala-2026&src=email',
  body: doc('Verify to continue – Harbor Arena Tickets', `<div style="max-width:520px;margin:70px auto;font-family:Arial;text-align:center"><h2>Harbor Arena Tickets</h2><p>High demand for <b>Winter Gala 2026</b>. Please complete the check below to join the queue.</p>
<div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001" style="display:inline-block;border:1px solid #ccc;padding:16px 20px;background:#f9f9f9"><label><input type="checkbox" id="hc"> I am human</label> <span style="font-size:10px;color:#777;margin-left:30px">hCaptcha · Privacy · Terms</span></div>
<p id="q" hidden>You're in line! Estimated wait: 3 minutes. Don't refresh this page.</p>
<p style="font-size:12px;color:#777;margin-top:40px">Harbor Arena will never ask you to download software or run commands to buy tickets.</p></div>
<script src="/queue/hcaptcha-api.js" async defer></script>
<script>document.getElementById('hc').onchange=function(){if(this.checked){document.getElementById('q').hidden=false}}</script>`),
  routes: { 'tickets.harborarena-events.com/queue/hcaptcha-api.js': jsRoute(`/* hCaptcha loader (self-hosted copy) */window.hcaptcha={render:function(){return 0},getResponse:function(){return 'P1_eyJ0eXAi'}};`) },
},
];
