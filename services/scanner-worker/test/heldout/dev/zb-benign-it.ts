import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets, qrSvg, analytics } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute, pe, cfb, zip } from '../parts/e-bin.js';
import { northfield, lindenau, valmont, kitamura, lunden, halvorsen, brightwater, dijkstad, morski, withHost } from '../parts/zb-orgs.js';

const nfIt = withHost(northfield, 'it.northfield-uni.ac.uk');
const nfItStats = analytics('it.northfield-uni.ac.uk', 'nf-it');

export const entries: Entry[] = [
  {
    id: 'zb-clean-it-phishing-alert-notice',
    label: 'clean',
    kind: 'phishing-notice',
    url: 'https://it.northfield-uni.ac.uk/news/2026/11/phishing-alert-payroll-and-parking',
    body: orgPage(nfIt, 'Phishing alert: fake payroll and parking emails | IT Services', `<div class="crumbs"><a href="/">IT Services</a> › <a href="/news">News</a></div>
<div class="card"><h1>Phishing alert: fake payroll adjustment and parking permit emails</h1><p class="muted">Posted 24 November 2026 by Information Security</p>
<p>Over the last week we have received more than 300 reports of two phishing campaigns aimed at staff and students. Thank you to everyone who reported them – your reports let us block the links within minutes.</p>
<h2>Campaign 1: "Pending payroll adjustment"</h2><p>Subject lines such as <em>Action required: 2026 salary adjustment</em>. The link leads to a page called “Employee Self Service” that asks for your email password. Our real payroll system is <strong>myhr.northfield-uni.ac.uk</strong> and always uses the university login page.</p>
<h2>Campaign 2: "Parking permit renewal"</h2><p>Text messages and emails claiming your permit expires and asking for a small card payment. Estates never charges renewal fees by text. Parking QR-code stickers on pay machines have also been tampered with in Car Park B – please pay at the machine or in the official app.</p>
<h2>What to do</h2><ul><li>Use <strong>Report › Phishing</strong> in Outlook, or forward to <a href="mailto:phishing@northfield-uni.ac.uk">phishing@northfield-uni.ac.uk</a>.</li><li>If you entered your password, <a href="https://password.northfield-uni.ac.uk/reset">change it now</a> and call the Service Desk.</li><li>If you entered card details, contact your bank.</li></ul>
<table><tr><th>Indicator</th><th>Example</th></tr><tr><td>Sender</td><td>"Payroll Department" &lt;noreply@ess-payroll-review[.]com&gt;</td></tr><tr><td>Link</td><td>hxxps://campus-parking-permits[.]com/northfield/renew</td></tr></table></div>`, { head: nfItStats.tag, v: 'news' }),
    routes: orgAssets(nfIt, 'news'),
  },
  {
    id: 'zb-clean-vpn-client-download-corp',
    label: 'clean',
    kind: 'software-download',
    url: 'https://servicedesk.halvorsen-logistics.com/software/remote-access',
    body: orgPage(withHost(halvorsen, 'servicedesk.halvorsen-logistics.com'), 'Remote access (VPN) – IT Self-Service', `<div class="crumbs">Self-Service › Software › Remote access</div><div class="card"><h1>Remote access (VPN)</h1>
<p>Managed laptops receive the VPN client automatically through Intune – you normally don't need to download anything. Use this page only if the Service Desk asks you to reinstall.</p>
<table><tr><th>Platform</th><th>Version</th><th>Download</th><th>SHA-256</th></tr><tr><td>Windows 11 (x64)</td><td>6.2.4</td><td><a href="/software/files/HLX-VPN-6.2.4-x64.msi">HLX-VPN-6.2.4-x64.msi</a></td><td><code style="font-size:11px">9f1c…a2e7</code></td></tr><tr><td>macOS 13+</td><td>6.2.4</td><td><a href="/software/files/HLX-VPN-6.2.4.pkg">HLX-VPN-6.2.4.pkg</a></td><td><code style="font-size:11px">41bd…0c93</code></td></tr></table>
<div class="notice">The VPN portal is <strong>vpn.halvorsen-logistics.com</strong>. IT will never send a VPN installer as an email attachment or link to a different domain. If you receive an "update required" message, report it.</div>
<p class="muted">Knowledge article KB-00112 · Owner: Network Services</p></div>`),
    routes: { ...orgAssets(withHost(halvorsen, 'servicedesk.halvorsen-logistics.com')), 'servicedesk.halvorsen-logistics.com/software/files/HLX-VPN-6.2.4-x64.msi': fileRoute(cfb(['Installer', 'ProductName', 'HLX VPN Client', 'Manufacturer', 'Halvorsen Logistics IT', 'ProductVersion', '6.2.4']), 'application/x-msi', 'HLX-VPN-6.2.4-x64.msi') },
  },
  {
    id: 'zb-clean-hpc-cluster-ssh-guide-ja',
    label: 'clean',
    kind: 'it-guide',
    url: 'https://hpc.kitamura-tech.ac.jp/docs/getting-started/ssh',
    body: orgPage(withHost(kitamura, 'hpc.kitamura-tech.ac.jp'), 'スパコン利用ガイド: SSH 接続 | 情報基盤センター', `<div class="card"><h1>SSH 公開鍵の登録とログイン</h1><p>計算機システム「KAGURA」へは公開鍵認証でのみログインできます。パスワード認証は利用できません。</p>
<h2>1. 鍵ペアの作成</h2><p>お使いのPC（Windows の場合は PowerShell、macOS/Linux はターミナル）で次のコマンドを実行します。</p>
<pre style="background:#f4f4f4;padding:10px"><code id="c1">ssh-keygen -t ed25519 -C "k21a0123@kitamura-tech.ac.jp"</code></pre><button data-c="c1">コピー</button>
<h2>2. 公開鍵の登録</h2><p><a href="https://hpc.kitamura-tech.ac.jp/portal/">利用者ポータル</a>に統合認証でログインし、「公開鍵の登録」に <code>~/.ssh/id_ed25519.pub</code> の内容を貼り付けます。<strong>秘密鍵は絶対に送らないでください。</strong></p>
<h2>3. ログイン</h2><pre style="background:#f4f4f4;padding:10px"><code id="c2">ssh k21a0123@login.hpc.kitamura-tech.ac.jp</code></pre><button data-c="c2">コピー</button>
<p class="muted">ジョブの投入方法は「Slurm 入門」を参照してください。お問い合わせ: hpc-support@kitamura-tech.ac.jp</p></div>
<script>document.querySelectorAll('button[data-c]').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent);b.textContent='コピーしました';setTimeout(function(){b.textContent='コピー';},1500);};});</script>`, { lang: 'ja', nav: ['お知らせ', 'サービス', 'マニュアル', 'お問い合わせ'] }),
    routes: orgAssets(withHost(kitamura, 'hpc.kitamura-tech.ac.jp')),
  },
  {
    id: 'zb-clean-password-expiry-notice-sv',
    label: 'clean',
    kind: 'it-self-service',
    url: 'https://konto.lundens-hogskola.se/losenord/byt',
    body: orgPage(withHost(lunden, 'konto.lundens-hogskola.se'), 'Byt lösenord – Lundens högskola', `<div class="card" style="max-width:600px;margin:auto"><h1>Byt lösenord</h1><p>Ditt lösenord går ut om 9 dagar. Du kan byta det här när du är inloggad. Efter bytet loggas du ut från alla tjänster och behöver logga in igen i e-post, Canvas och eduroam.</p>
<form method="post" action="/losenord/byt"><input type="hidden" name="csrf" value="d81c3a4b0e"><label>Nuvarande lösenord</label><input type="password" name="current" autocomplete="current-password"><label>Nytt lösenord</label><input type="password" name="new" id="nw" autocomplete="new-password"><div id="st" class="muted"></div>
<label>Upprepa nytt lösenord</label><input type="password" name="new2" autocomplete="new-password"><p><button type="submit">Byt lösenord</button></p></form>
<div class="notice">IT-avdelningen skickar aldrig länkar för lösenordsbyte via e-post. Du når den här sidan via <strong>minsida.lundens-hogskola.se</strong>.</div></div>
<script>document.getElementById('nw').oninput=function(e){var v=e.target.value,s=(v.length>=14)+(/[A-Z]/.test(v))+(/[0-9]/.test(v))+(/[^A-Za-z0-9]/.test(v));document.getElementById('st').textContent='Styrka: '+['mycket svag','svag','ok','bra','stark'][s];};</script>`, { lang: 'sv', nav: ['Utbildning', 'Forskning', 'IT-stöd', 'Bibliotek'] }),
    routes: orgAssets(withHost(lunden, 'konto.lundens-hogskola.se')),
  },
];
