import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, doc, fileRoute, jsonRoute, pe } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-telegram-android-direct-apk',
  label: 'clean',
  kind: 'official-apk-download',
  url: 'https://telegram.org/android',
  body: doc({
    title: 'Telegram for Android',
    css: `body{margin:0;font-family:"Lucida Grande","Segoe UI",Arial;color:#222;background:#fff}.hd{padding:14px 30px;border-bottom:1px solid #eee}.hd b{color:#2481cc}.w{max-width:720px;margin:30px auto;padding:0 20px;text-align:center}
.btn{display:inline-block;margin:8px;background:#2481cc;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none}.sm{font-size:13px;color:#777;line-height:1.6}`,
    body: `<div class="hd"><b>Telegram</b></div><div class="w"><h1>Telegram for Android</h1><p>Fast. Secure. Powerful.</p>
<a class="btn" href="https://play.google.com/store/apps/details?id=org.telegram.messenger">Google Play</a><a class="btn" href="https://telegram.org/dl/android/apk?src=site">Download APK</a>
<p class="sm">The standalone APK is the same app as the Play Store version but updates itself directly from telegram.org. The APK is signed with Telegram's certificate; you can verify the SHA-256 fingerprint under Settings › Ask a Question › Telegram FAQ.</p></div>`,
  }),
  routes: {
    'telegram.org/dl/android/apk?src=site': redirectRoute(302, 'https://telegram.org/dl/android/Telegram.apk'),
    'telegram.org/dl/android/Telegram.apk': fileRoute(apk('org.telegram.messenger.web', 'Telegram', ['android.permission.READ_CONTACTS', 'android.permission.CAMERA', 'android.permission.RECORD_AUDIO', 'android.permission.POST_NOTIFICATIONS']), 'application/vnd.android.package-archive', 'Telegram.apk'),
  },
},
{
  id: 'zy-clean-avro-keyboard-installer',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://www.omicronlab.com/avro-keyboard-download.html',
  body: doc({
    title: 'Download Avro Keyboard - Free Bangla Typing Software | OmicronLab',
    lang: 'bn',
    css: `body{margin:0;font-family:"Segoe UI",Arial;color:#222;background:#fdfdfd}.hd{background:#1d5e3a;color:#fff;padding:14px 30px;font-weight:700}.w{max-width:860px;margin:26px auto;padding:0 20px;line-height:1.7}
.dl{display:inline-block;background:#1d5e3a;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:700}table{border-collapse:collapse;font-size:14px;margin:12px 0}td{padding:5px 14px 5px 0}code{font-size:12px;background:#f1f1f1;padding:1px 4px}`,
    body: `<div class="hd">OmicronLab · Avro Keyboard</div><div class="w"><h1>Avro Keyboard — বাংলা লিখুন সহজে</h1>
<p>Avro Keyboard is free, Unicode-compliant Bangla typing software for Windows with phonetic typing (type "ami banglay gan gai" to get "আমি বাংলায় গান গাই"), fixed layouts, spell checker and font fixer.</p>
<table><tr><td>Version</td><td>5.6.0.0</td></tr><tr><td>Size</td><td>9.4 MB</td></tr><tr><td>Requirements</td><td>Windows 7 / 8 / 10 / 11</td></tr><tr><td>Licence</td><td>Free (Mozilla Public License 1.1)</td></tr><tr><td>SHA-256</td><td><code>7e1c04a9b2d8f3e65a0c9d1b4f7e2a83c6d5b9e0a4f1c27d8e3b6a5f0c9d4e21</code></td></tr></table>
<a class="dl" href="/download/Avro_Keyboard_5.6.0.0.exe">Download Avro Keyboard (Installer)</a> &nbsp; <a href="/download/Avro_Keyboard_5.6.0.0_portable.zip">Portable edition (ZIP)</a>
<p style="font-size:13px;color:#666">Avro Keyboard is and will always be free. We do not bundle toolbars or other software. Please download only from omicronlab.com.</p></div>`,
  }),
  routes: {
    'www.omicronlab.com/download/Avro_Keyboard_5.6.0.0.exe': fileRoute(pe({ strings: ['OmicronLab', 'Avro Keyboard', 'Inno Setup Setup Data (5.5.7)', 'Mehdi Hasan Khan'] }), 'application/x-msdownload', 'Avro_Keyboard_5.6.0.0.exe'),
  },
},
{
  id: 'zy-clean-dex-swap-wallet-connect',
  label: 'clean',
  kind: 'legit-dapp',
  url: 'https://app.uniswap.org/swap?chain=bnb&inputCurrency=NATIVE&outputCurrency=0x55d398326f99059fF775485246999027B3197955',
  body: doc({
    title: 'Uniswap Interface',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Basel",Inter,Arial;background:#fff;color:#222}.n{display:flex;justify-content:space-between;align-items:center;padding:14px 20px}.n b{color:#fc72ff}.n button{background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600}
.sw{max-width:480px;margin:40px auto;padding:8px}.box{background:#f9f9f9;border:1px solid #eee;border-radius:20px;padding:16px;margin:4px 0}.box input{border:0;background:transparent;font-size:34px;width:65%;outline:none}.tok{float:right;background:#fff;border:1px solid #eee;border-radius:18px;padding:6px 12px;font-weight:600}
.go{width:100%;background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:18px;font-size:18px;font-weight:600;margin-top:6px}.sm{font-size:12px;color:#888;text-align:center;margin-top:12px}`,
    body: `<div class="n"><b>🦄 Uniswap</b><span><a href="/explore">Explore</a> · <a href="/pool">Pool</a></span><button id="cw">Connect</button></div>
<div class="sw"><div class="box"><div style="font-size:13px;color:#888">Sell</div><input id="a" placeholder="0" inputmode="decimal"><span class="tok">BNB</span></div>
<div class="box"><div style="font-size:13px;color:#888">Buy</div><input id="b" placeholder="0" readonly><span class="tok">USDT</span></div>
<button class="go" id="go">Connect wallet</button><p class="sm">BNB Chain · Price impact and fees are shown before you confirm in your wallet.</p></div>
<script>
var acct=null;
async function connect(){if(!window.ethereum){alert("No wallet found. Install a browser wallet or use WalletConnect.");return}
 var a=await window.ethereum.request({method:"eth_requestAccounts"});acct=a[0];
 var c=await window.ethereum.request({method:"eth_chainId"});if(c!=="0x38"){try{await window.ethereum.request({method:"wallet_switchEthereumChain",params:[{chainId:"0x38"}]})}catch(e){}}
 document.getElementById("cw").textContent=acct.slice(0,6)+"…"+acct.slice(-4);document.getElementById("go").textContent="Review swap";}
document.getElementById("cw").onclick=connect;
document.getElementById("go").onclick=function(){if(!acct)connect()};
document.getElementById("a").oninput=function(){var v=parseFloat(this.value)||0;document.getElementById("b").value=v?(v*641.87).toFixed(2):""};
</script>`,
  }),
},
];
