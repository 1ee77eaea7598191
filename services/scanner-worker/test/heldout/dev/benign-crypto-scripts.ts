import type { Entry } from '../entry.js';

/**
 * Benign: crypto news and legitimate wallet-connect dapps; scary-looking but harmless scripts (eval for
 * templating, obfuscated analytics, clipboard copy buttons, base64 assets); IP-literal intranet tools;
 * sites with old analytics snippets.
 */
export const entries: Entry[] = [
  {
    id: 'clean-crypto-price-tracker',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://coinledger-prices.io/en/coins/ethereum',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Ethereum price today, ETH to USD live | CoinLedger Prices</title></head>
<body><main><h1>Ethereum (ETH)</h1><p class="price" id="p">$3,410.22</p><p>Market cap $410.5B · 24h volume $18.2B</p><canvas id="chart" width="800" height="300"></canvas>
<h2>Where to buy</h2><ul><li>Coinbase</li><li>Kraken</li><li>Binance</li></ul><p>Contract: 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2 (WETH) <button onclick="navigator.clipboard.writeText('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')">Copy</button></p></main>
<script>const ws = new WebSocket('wss://stream.coinledger-prices.io/ticker/ETH-USD'); ws.onmessage = (m) => { document.getElementById('p').textContent = '$' + JSON.parse(m.data).price; };</script></body></html>`,
  },
  {
    id: 'clean-dapp-nft-marketplace',
    label: 'clean',
    kind: 'wallet-dapp',
    url: 'https://gallery.pixelharbor.art/collections/tidepools',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tidepools — PixelHarbor</title><script src="https://cdn.jsdelivr.net/npm/ethers@6.13.4/dist/ethers.umd.min.js"></script></head>
<body><header><a href="/">PixelHarbor</a> <button id="wallet">Connect wallet</button></header><main><h1>Tidepools</h1><p>1,000 hand-drawn tide pools by Mara Quint. Floor 0.08 ETH.</p>
<ul class="grid"><li>#0012 · 0.09 ETH <button data-id="12">Buy</button></li><li>#0140 · 0.12 ETH <button data-id="140">Buy</button></li></ul>
<p>Listing an item asks you to approve the PixelHarbor marketplace for this collection only. You can revoke it anytime at <a href="/settings/approvals">Settings → Approvals</a>.</p></main>
<script>
let signer;
wallet.onclick = async () => { const p = new ethers.BrowserProvider(window.ethereum); signer = await p.getSigner(); wallet.textContent = (await signer.getAddress()).slice(0, 8); };
document.querySelectorAll('button[data-id]').forEach((b) => b.onclick = async () => {
  const order = await fetch('/api/orders/' + b.dataset.id).then((r) => r.json());
  await signer.sendTransaction({ to: order.marketplace, data: order.calldata, value: order.price });
});
</script></body></html>`,
  },
  {
    id: 'clean-wallet-docs-recovery',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://docs.harborwallet.app/backup/recovery-phrase',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Back up your recovery phrase · Harbor Wallet Docs</title></head>
<body><main><h1>Back up your recovery phrase</h1><p>When you create a wallet, Harbor shows 12 words once. Write them on paper, in order, and store them offline.</p>
<ol><li>Open Harbor on your phone.</li><li>Go to Settings → Security → Show recovery phrase.</li><li>Confirm with Face ID.</li></ol><p><b>Never</b> type your recovery phrase into a website, a form, a chat, or a "support" page. Harbor Support will never ask for it.</p></main></body></html>`,
  },
  {
    id: 'clean-script-eval-template',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://www.pinecrest-library.org/events/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Events | Pinecrest Public Library</title></head>
<body><h1>Upcoming events</h1><ul id="events"></ul>
<script type="text/template" id="tpl"><li><b><%= title %></b> — <%= date %> in <%= room %></li></script>
<script>
// Tiny micro-template (2008-era John Resig style); evaluates only our own template.
function tmpl(str, data) {
  var fn = new Function('obj', "var p=[];with(obj){p.push('" + str.replace(/[\\r\\t\\n]/g, ' ').split('<%').join('\\t').replace(/((^|%>)[^\\t]*)'/g, '$1\\r').replace(/\\t=(.*?)%>/g, "',$1,'").split('\\t').join("');").split('%>').join("p.push('").split('\\r').join("\\\\'") + "');}return p.join('');");
  return fn(data);
}
var events = [{ title: 'Story time', date: 'Sat 10:00', room: 'Children\\'s corner' }, { title: 'Tax help for seniors', date: 'Tue 14:00', room: 'Room B' }];
document.getElementById('events').innerHTML = events.map(function (e) { return tmpl(document.getElementById('tpl').innerHTML, e); }).join('');
</script></body></html>`,
  },
  {
    id: 'clean-script-copy-code-buttons',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://devnotes.kaito-tanaka.dev/posts/winget-setup/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Setting up a new Windows dev machine with winget · Kaito's dev notes</title></head>
<body><article><h1>Setting up a new Windows dev machine with winget</h1><p>Open Windows Terminal (press <kbd>Win</kbd>+<kbd>X</kbd>, then <kbd>I</kbd>) and paste:</p>
<pre><code id="c1">winget install --id Git.Git -e; winget install --id Microsoft.VisualStudioCode -e; winget install --id OpenJS.NodeJS.LTS -e</code></pre><button data-target="c1" class="copy">Copy</button>
<p>Then enable long paths:</p><pre><code id="c2">New-ItemProperty -Path "HKLM:\\SYSTEM\\CurrentControlSet\\Control\\FileSystem" -Name "LongPathsEnabled" -Value 1 -PropertyType DWORD -Force</code></pre><button data-target="c2" class="copy">Copy</button></article>
<script>
for (const b of document.querySelectorAll('button.copy')) {
  b.addEventListener('click', async () => { await navigator.clipboard.writeText(document.getElementById(b.dataset.target).textContent); b.textContent = 'Copied!'; setTimeout(() => (b.textContent = 'Copy'), 1500); });
}
</script></body></html>`,
  },
  {
    id: 'clean-script-document-write-ads',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://www.oldsmobile-club-forum.net/viewtopic.php?t=8812',
    body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><title>Oldsmobile Club Forum :: View topic - 1972 Cutlass carburetor rebuild</title>
<script type="text/javascript">var gaJsHost = (("https:" == document.location.protocol) ? "https://ssl." : "http://www.");document.write(unescape("%3Cscript src='" + gaJsHost + "google-analytics.com/ga.js' type='text/javascript'%3E%3C/script%3E"));</script>
<script type="text/javascript">try { var pageTracker = _gat._getTracker("UA-1234567-1"); pageTracker._trackPageview(); } catch(err) {}</script></head>
<body><table width="100%"><tr><td><b>1972 Cutlass carburetor rebuild</b></td></tr><tr><td>Posted by rocket350 on Sat Nov 22, 2026 4:12 pm<br>Anyone have a rebuild kit number for the Quadrajet? Mine floods after sitting overnight.</td></tr></table>
<form action="login.php" method="post"><input type="text" name="username" size="10"> <input type="password" name="password" size="10"> <input type="submit" name="login" value="Log in"></form></body></html>`,
  },
  {
    id: 'clean-script-fullscreen-game',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://play.tinyorbit-games.com/asteroid-drift/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Asteroid Drift — play in your browser</title><style>body{margin:0;background:#000}canvas{display:block;margin:auto}</style></head>
<body><canvas id="c" width="960" height="540"></canvas><button id="fs">Full screen</button>
<script>
fs.onclick = () => document.documentElement.requestFullscreen();
const ctx = c.getContext('2d'); let t = 0;
(function loop(){ t++; ctx.fillStyle = '#000'; ctx.fillRect(0, 0, 960, 540); ctx.fillStyle = '#fff'; ctx.beginPath(); ctx.arc(480 + Math.cos(t / 30) * 200, 270 + Math.sin(t / 30) * 100, 12, 0, 7); ctx.fill(); requestAnimationFrame(loop); })();
document.addEventListener('keydown', (e) => { if (['ArrowUp', 'ArrowDown', ' '].includes(e.key)) e.preventDefault(); });
</script></body></html>`,
  },
  {
    id: 'clean-ip-router-admin',
    label: 'clean',
    kind: 'ip-literal-intranet',
    url: 'https://127.0.0.1/cgi-bin/luci',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>OpenWrt - LuCI</title><link rel="stylesheet" href="/luci-static/bootstrap/cascade.css"></head>
<body class="lang_en"><header><a class="brand" href="/">OpenWrt</a></header><div id="maincontent"><form method="post" action="/cgi-bin/luci"><div class="cbi-map"><h2>Authorization Required</h2><div class="cbi-map-descr">Please enter your username and password.</div>
<div class="cbi-value"><label class="cbi-value-title">Username</label><input class="cbi-input-text" type="text" name="luci_username" value="root"></div><div class="cbi-value"><label class="cbi-value-title">Password</label><input class="cbi-input-text" type="password" name="luci_password"></div></div>
<div class="cbi-page-actions"><input type="submit" value="Login" class="btn cbi-button cbi-button-apply"></div></form></div><footer>Powered by LuCI openwrt-23.05 branch</footer></body></html>`,
  },
  {
    id: 'clean-ip-nas-admin',
    label: 'clean',
    kind: 'ip-literal-intranet',
    url: 'https://127.0.0.1/webman/index.cgi',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>FILESTATION-01 - Synology NAS</title></head>
<body><div id="sds-login"><h1>FILESTATION-01</h1><form method="post" action="/webapi/auth.cgi"><input name="account" placeholder="Username"><input name="passwd" type="password" placeholder="Password"><label><input type="checkbox" name="rememberme"> Stay signed in</label><button>Sign In</button></form><p>DSM 7.2.2</p></div></body></html>`,
  },
  {
    id: 'clean-ip-jenkins',
    label: 'clean',
    kind: 'ip-literal-intranet',
    url: 'https://127.0.0.1/jenkins/login?from=%2Fjenkins%2F',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in [Jenkins]</title></head>
<body><div id="main-panel"><h1>Sign in to Jenkins</h1><form method="post" name="login" action="j_spring_security_check"><input name="j_username" id="j_username" placeholder="Username" autocomplete="username"><input name="j_password" id="j_password" type="password" placeholder="Password" autocomplete="current-password"><input name="from" type="hidden" value="/jenkins/"><label><input type="checkbox" name="remember_me"> Keep me signed in</label><button type="submit" name="Submit">Sign in</button></form></div></body></html>`,
  },
  {
    id: 'clean-old-analytics-addthis-jquery1',
    label: 'clean',
    kind: 'legacy-analytics',
    url: 'https://www.lakeside-rowing-club.org/news/regatta-results.php',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Regatta results | Lakeside Rowing Club</title>
<script src="https://ajax.googleapis.com/ajax/libs/jquery/1.4.2/jquery.min.js"></script><script type="text/javascript" src="https://s7.addthis.com/js/250/addthis_widget.js#pubid=ra-4f8b2c1d"></script>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-2345678-3']); _gaq.push(['_trackPageview']); (function() { var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true; ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + '.google-analytics.com/ga.js'; var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s); })();</script></head>
<body><h1>Autumn Regatta results</h1><table><tr><th>Event</th><th>Winner</th><th>Time</th></tr><tr><td>Men's 8+</td><td>Lakeside A</td><td>5:48.2</td></tr><tr><td>Women's 4x</td><td>Riverside</td><td>6:31.9</td></tr></table>
<div class="login"><form method="post" action="/members/login.php"><input name="user" placeholder="Member no."><input name="pass" type="password" placeholder="Password"><button>Members login</button></form></div></body></html>`,
  },];
