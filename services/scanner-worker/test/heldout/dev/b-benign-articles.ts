import type { Entry } from '../entry.js';

// Clean pages that quote threats verbatim (security blogs, advisories, consumer warnings) and real vendors'
// security and support pages with alarming language and phone numbers.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-ok-article-tss-warning',
  label: 'clean',
  kind: 'article',
  url: 'https://consumer.fairtrade-watch.gov.example/articles/how-spot-avoid-tech-support-scams',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>How To Spot, Avoid, and Report Tech Support Scams | Consumer Advice</title>
<style>body{font-family:"Source Sans Pro",Arial;margin:0;color:#1b1b1b}.b{background:#112e51;color:#fff;padding:8px 30px;font-size:13px}.a{max-width:780px;margin:30px auto;padding:0 18px;line-height:1.7;font-size:17px}
.pop{border:2px solid #c00;background:#fff0f0;padding:12px 16px;font-family:"Segoe UI",Arial;font-size:15px}</style></head>
<body><div class="b">An official website of the Consumer Protection Office</div><div class="a"><h1>How To Spot, Avoid, and Report Tech Support Scams</h1>
<p>Tech support scammers want you to believe you have a serious problem with your computer, like a virus. They want you to pay for tech support services you don't need, to fix a problem that doesn't exist.</p>
<h2>Pop-up warnings</h2><p>You may see a pop-up window that looks like an error message from Windows or Apple. It might use a loud alarm sound, go full screen, and won't let you close it. Here's an example of a message we received in complaints:</p>
<div class="pop"><b>** WINDOWS DEFENDER ALERT **</b><br>Your computer has been blocked. Trojan spyware detected. Do not restart your computer. Call Windows Support immediately at +1-888-XXX-XXXX (Toll Free).</div>
<p>Legitimate tech companies won't contact you by phone, e-mail or text message to tell you there's a problem with your computer, and their security pop-ups never ask you to call a phone number.</p>
<h2>What to do</h2><ul><li>Close the browser. If it won't close, use Task Manager (Ctrl+Shift+Esc) or restart the computer.</li><li>Never call the number in the pop-up and never give remote access to your computer.</li><li>If you paid with a gift card, contact the card company right away.</li></ul>
<p>Report tech support scams at <b>ReportFraud</b> or call our hotline, <b>1-877-382-4357</b>.</p></div></body></html>`,
},
{
  id: 'b-ok-av-threat-detected',
  label: 'clean',
  kind: 'support-page',
  url: 'https://www.shieldwise.com/home/antivirus-plus',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ShieldWise Antivirus Plus — Real-time protection for Windows and Mac</title>
<style>body{margin:0;font-family:Poppins,Arial;color:#1c1c28}.n{display:flex;gap:24px;padding:16px 40px;align-items:center;border-bottom:1px solid #eee}.n b{margin-right:auto;color:#e0102a}.h{display:flex;gap:40px;max-width:1100px;margin:50px auto;align-items:center;padding:0 20px}
.mock{width:420px;background:#1c1c28;color:#fff;border-radius:10px;padding:18px;font-family:"Segoe UI",Arial}.mock .t{color:#ff5a5a;font-weight:600}.mock .ok{background:#16a34a;border-radius:4px;padding:4px 10px;display:inline-block;margin-top:8px}
.buy{background:#e0102a;color:#fff;padding:13px 28px;border-radius:6px;text-decoration:none;display:inline-block}</style></head>
<body><div class="n"><b>ShieldWise</b><a href="/home/">Home</a><a href="/business/">Business</a><a href="/support/">Support</a><a href="/account/">My Account</a></div>
<div class="h"><div style="flex:1"><h1>Stops threats before they stop you</h1><p>Award-winning real-time protection against viruses, ransomware, spyware and phishing. Lightweight, quiet, and built for Windows 11 and macOS.</p>
<p><a class="buy" href="/store/cart?sku=AVP-1Y-3D">Buy now — $39.99 first year</a> <a href="/downloads/trial">Free 30-day trial</a></p><p style="font-size:13px;color:#666">Sales: 1-800-555-0199 · Mon–Fri 9am–8pm ET</p></div>
<div class="mock"><div class="t">&#9888; Threat detected!</div><p style="font-size:14px">Trojan:Win32/Emotet.RPX!MTB was found in <code>Downloads\invoice_4411.zip</code></p><p style="font-size:13px;color:#aaa">Action taken: the file was quarantined. No further action is needed.</p><span class="ok">&#10003; Your device is protected</span></div></div>
<div style="max-width:1100px;margin:0 auto 60px;padding:0 20px"><h2>What's included</h2><ul><li>Real-time malware and ransomware protection</li><li>Web Shield blocks phishing and scam pages</li><li>Firewall and Wi-Fi inspector</li></ul><p style="font-size:13px;color:#777">ShieldWise will never show you a browser pop-up asking you to call us. Our product alerts come from the app in your taskbar.</p></div></body></html>`,
},
{
  id: 'b-ok-support-isp-phone',
  label: 'clean',
  kind: 'support-page',
  url: 'https://www.kestrelnet.co.uk/help/contact-us',
  body: html`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Contact us | Kestrel Broadband Help</title>
<style>body{font-family:Arial,sans-serif;margin:0;color:#222}.h{background:#5a2d82;color:#fff;padding:16px 30px}.w{max-width:900px;margin:30px auto;padding:0 18px}.g{display:grid;grid-template-columns:1fr 1fr;gap:18px}.c{border:1px solid #ddd;border-radius:8px;padding:18px}.num{font-size:24px;font-weight:bold;color:#5a2d82}</style></head>
<body><div class="h"><b>Kestrel</b> Broadband · Help &amp; support</div><div class="w"><h1>Contact us</h1><p>Before you call, try our <a href="/help/service-status">service status checker</a> and <a href="/help/router-restart">router troubleshooter</a> — they fix most problems in minutes.</p>
<div class="g"><div class="c"><h3>Technical support</h3><div class="num">0330 088 4141</div><p>24 hours a day, 7 days a week. Have your account number ready (it starts with KB).</p></div>
<div class="c"><h3>Billing and accounts</h3><div class="num">0330 088 4142</div><p>Mon–Fri 8am–8pm, Sat 9am–5pm.</p></div>
<div class="c"><h3>Moving home</h3><div class="num">0330 088 4143</div><p>Tell us at least 14 days before you move.</p></div>
<div class="c"><h3>Calling from abroad</h3><div class="num">+44 330 088 4141</div><p>Standard international rates apply.</p></div></div>
<h2>Stay safe</h2><p>Kestrel will never cold-call you to say your computer has a virus, ask you to install remote-access software, or ask for payment in gift cards. If in doubt, hang up and call us back on a number from this page.</p></div></body></html>`,
},
{
  id: 'b-ok-support-device-it',
  label: 'clean',
  kind: 'support-page',
  url: 'https://assistenza.lumetra.it/contatti',
  body: html`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Contatta l'assistenza | Lumetra</title>
<style>body{font-family:"Titillium Web",Arial;margin:0;color:#222}.h{background:#111;color:#fff;padding:16px 30px}.w{max-width:860px;margin:30px auto;padding:0 18px;line-height:1.6}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #eee;padding:10px}</style></head>
<body><div class="h"><b>LUMETRA</b> · Assistenza</div><div class="w"><h1>Contatta l'assistenza</h1><p>Per problemi con smartphone, tablet e notebook Lumetra puoi chiamarci, scriverci in chat o prenotare una riparazione online.</p>
<table><tr><td>Italia</td><td><b>800 912 480</b> (numero verde)</td><td>lun–sab 9:00–19:00</td></tr><tr><td>Svizzera (italiano)</td><td><b>0800 55 48 20</b></td><td>lun–ven 9:00–18:00</td></tr><tr><td>San Marino</td><td><b>+39 02 9475 3300</b></td><td>lun–ven 9:00–18:00</td></tr></table>
<h2>Prima di chiamare</h2><ul><li>Tieni a portata di mano il numero di serie (Impostazioni › Info sul dispositivo).</li><li>Se il dispositivo è in garanzia, conserva lo scontrino.</li></ul>
<p><b>Attenzione alle truffe:</b> Lumetra non mostra mai avvisi nel browser che chiedono di chiamare un numero e non richiede pagamenti con carte regalo.</p></div></body></html>`,
},
];
