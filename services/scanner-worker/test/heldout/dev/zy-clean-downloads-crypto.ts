import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, doc, fileRoute, jsonRoute, pe } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-apkmirror-gcash-release',
  label: 'clean',
  kind: 'apk-mirror',
  url: 'https://www.apkmirror.com/apk/globe-fintech-innovations-inc/gcash/gcash-5-82-0-release/gcash-5-82-0-android-apk-download/',
  body: doc({
    title: 'GCash 5.82.0 APK Download by Globe Fintech Innovations, Inc. - APKMirror',
    css: `body{margin:0;font-family:Roboto,Arial;background:#f4f4f4;color:#333}.hd{background:#ff8b14;color:#fff;padding:12px 24px;font-weight:700;font-size:20px}.w{max-width:900px;margin:20px auto;background:#fff;padding:24px}
table{border-collapse:collapse;font-size:14px}td{padding:6px 14px 6px 0;vertical-align:top}code{font-size:12px;background:#f1f1f1;padding:1px 4px;word-break:break-all}a.dl{display:inline-block;background:#ff8b14;color:#fff;padding:12px 26px;border-radius:3px;text-decoration:none;font-weight:700;margin-top:14px}.n{background:#f0f8ff;border-left:4px solid #2196f3;padding:10px;font-size:13px;margin:14px 0}`,
    body: `<div class="hd">APKMirror</div><div class="w"><h1 style="font-size:22px">GCash 5.82.0 (Android 7.0+)</h1><p>By <a href="/developers/globe-fintech-innovations-inc/">Globe Fintech Innovations, Inc.</a> · Uploaded June 18, 2025 at 10:02AM GMT+0000</p>
<table><tr><td>Version</td><td>5.82.0 (1308)</td></tr><tr><td>Package</td><td><code>com.globe.gcash.android</code></td></tr><tr><td>File size</td><td>98.21 MB</td></tr><tr><td>Min Android</td><td>Android 7.0 (Nougat, API 24)</td></tr>
<tr><td>Certificate SHA-1</td><td><code>5f:0b:2c:8e:41:7a:9d:33:c6:10:e4:8b:27:9a:51:fd:0c:62:a8:13</code></td></tr><tr><td>APK SHA-256</td><td><code>c2a18e4f0b7d3e915a6c2f40d8b1e7a39f5c04b6d2e81a7c3f90b5e6d4a21c08</code></td></tr></table>
<div class="n">Verified safe to install (read more). The cryptographic signature guarantees the file is safe to install and was not tampered with in any way. This release was signed with the same certificate as previous releases from Globe Fintech Innovations, Inc.</div>
<a class="dl" href="/wp-content/themes/APKMirror/download.php?id=7421188&amp;key=a71c0e9f4b2d">Download APK</a>
<p style="font-size:13px;color:#777">APKMirror only publishes apps signed by the original developers. Apps are free to download; we do not host modified or paid apps.</p></div>`,
  }),
  routes: {
    'www.apkmirror.com/wp-content/themes/APKMirror/download.php': fileRoute(apk('com.globe.gcash.android', 'GCash', ['android.permission.CAMERA', 'android.permission.USE_BIOMETRIC', 'android.permission.INTERNET']), 'application/vnd.android.package-archive', 'com.globe.gcash.android_5.82.0-1308_minAPI24(arm64-v8a)(nodpi)_apkmirror.com.apk'),
  },
},
{
  id: 'zy-clean-zoom-client-download',
  label: 'clean',
  kind: 'installer-download',
  url: 'https://www.zoom.com/en/download/?os=windows',
  body: doc({
    title: 'Download Center - Zoom',
    css: `body{margin:0;font-family:Lato,Arial;color:#232333}.hd{padding:14px 30px;border-bottom:1px solid #eee;color:#0b5cff;font-weight:800;font-size:22px}.w{max-width:860px;margin:30px auto;padding:0 20px}.it{border-bottom:1px solid #eee;padding:18px 0}
.dl{display:inline-block;background:#0b5cff;color:#fff;padding:10px 22px;border-radius:8px;text-decoration:none}.sm{font-size:13px;color:#747487}`,
    body: `<div class="hd">zoom</div><div class="w"><h1>Download Center</h1><div class="it"><h3>Zoom Workplace desktop app</h3><p class="sm">The desktop app will start automatically when you start or join your first Zoom meeting, and is also available for manual download here.</p><a class="dl" href="https://zoom.us/client/6.5.1.9029/ZoomInstallerFull.exe?archType=x64&amp;src=dlcenter">Download (64-bit)</a> <span class="sm">Version 6.5.1 (9029)</span></div>
<div class="it"><h3>Zoom Rooms app</h3><p class="sm">For meeting-room hardware.</p><a class="dl" href="https://zoom.us/client/latest/ZoomRoomsInstaller.msi">Download</a></div></div>`,
  }),
  routes: {
    'zoom.us/client/6.5.1.9029/ZoomInstallerFull.exe': fileRoute(pe({ x64: true, strings: ['Zoom Video Communications, Inc.', 'Zoom Workplace', 'ZoomInstallerFull'] }), 'application/x-msdownload', 'ZoomInstallerFull.exe'),
  },
},
{
  id: 'zy-clean-indodax-login-2fa',
  label: 'clean',
  kind: 'crypto-exchange-login',
  url: 'https://indodax.com/login',
  body: doc({
    title: 'Login | Indodax — Jual Beli Bitcoin & Crypto Indonesia',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Montserrat",Arial;background:#f4f6fa;color:#1b2440}.hd{background:#0d1b3f;color:#fff;padding:14px 28px;font-weight:800;font-size:22px}.b{max-width:420px;margin:40px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
label{display:block;font-size:13px;margin:12px 0 5px}input{width:100%;padding:12px;border:1px solid #cdd4e0;border-radius:6px}button{width:100%;background:#0d47a1;color:#fff;border:0;padding:13px;border-radius:6px;margin-top:18px;font-weight:700}.url{background:#e8f5e9;color:#1b5e20;font-size:12px;padding:8px;border-radius:6px;text-align:center}`,
    body: `<div class="hd">INDODAX</div><div class="b"><p class="url">🔒 Pastikan Anda berada di <b>https://indodax.com</b></p><h2>Masuk</h2>
<form method="post" action="/login"><input type="hidden" name="csrf_token" value="f0a9c7e3b1d24e8a"><label>Email atau username</label><input name="username" autocomplete="username" required><label>Password</label><input name="password" type="password" autocomplete="current-password" required>
<div class="g-recaptcha" data-sitekey="6LfQx0AUAAAAAJ9mX2rT4wZ1cN8pY3sJ6dF5gH2k"></div><button>Masuk</button></form>
<p style="font-size:13px"><a href="/forgot_password">Lupa password?</a> · Belum punya akun? <a href="/register">Daftar</a></p>
<p style="font-size:12px;color:#667">Indodax tidak pernah meminta kode 2FA, password, atau seed phrase melalui telepon, WhatsApp maupun email. PT Indodax Nasional Indonesia terdaftar dan diawasi OJK.</p></div>
<script src="https://www.google.com/recaptcha/api.js" async defer></script>`,
  }),
},
{
  id: 'zy-clean-trustwallet-support-seed-safety',
  label: 'clean',
  kind: 'brand-help-article',
  url: 'https://trustwallet.com/blog/security/how-to-keep-your-secret-phrase-safe',
  body: doc({
    title: 'How to Keep Your Secret Phrase Safe | Trust Wallet',
    css: `body{margin:0;font-family:Inter,Arial;color:#1b1f2a}.hd{background:#fff;padding:16px 30px;border-bottom:1px solid #eee;color:#0500ff;font-weight:800}.w{max-width:760px;margin:30px auto;padding:0 20px}.w p,.w li{line-height:1.75;font-size:17px}
.box{background:#f0f1ff;border-radius:12px;padding:16px;margin:16px 0}.ex{background:#fff4f4;border:1px dashed #e5484d;border-radius:10px;padding:14px;font-size:15px}`,
    body: `<div class="hd">🛡 Trust Wallet</div><div class="w"><h1>How to keep your Secret Phrase safe</h1><p style="color:#777">Trust Wallet Team · Updated May 2025</p>
<p>Your Secret Phrase (also called a recovery phrase or seed phrase) is the 12 or 24 words you wrote down when you created your wallet. Anyone who has these words can take everything in your wallet, on any device, without needing your password.</p>
<div class="box"><b>Trust Wallet will never ask for your Secret Phrase.</b> Our support team will never DM you first, and there is no "wallet validation", "synchronisation" or "unfreezing" process that needs it.</div>
<p>Scammers often send links to pages that say your wallet must be "validated" within 48 hours or your USDT will be frozen, and then ask you to paste your phrase, keystore file or private key. For example:</p>
<p class="ex">"All wallets must be validated within 48 hours due to the new security update. Enter your 12 or 24-word recovery phrase to avoid your assets being frozen."</p>
<ul><li>Write your phrase on paper and store it offline. Never photograph it or store it in cloud notes.</li><li>Never type your phrase into a website. The only place you should ever enter it is the "Import wallet" screen of the official app.</li><li>Be careful with "airdrop" sites that ask you to sign approvals or permits for tokens you already hold.</li></ul>
<p>If you think your phrase has been exposed, create a new wallet right away and move your funds to it.</p></div>`,
  }),
},
];
