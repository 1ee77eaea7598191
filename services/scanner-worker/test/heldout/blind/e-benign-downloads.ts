import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, cssRoute, fileRoute, pe } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Photo editor vendor: Windows setup.exe ----------
const leHost = 'www.luminaedit.com';
const lePage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Download Lumina Photo Editor for Windows – Free 14-day trial</title>
<link rel="stylesheet" href="/assets/css/main.min.css">
${analyticsSnippet('G-LUM3N4X11')}
</head>
<body>
<header><a class="lg" href="/">lumina</a><nav><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/tutorials">Tutorials</a><a href="/download" class="on">Download</a></nav><a class="buy" href="/store">Buy now</a></header>
<main>
 <section class="dl">
  <h1>Download Lumina Photo Editor 2025</h1>
  <p>Free for 14 days. No credit card required. Your trial converts to the free Lite edition when it ends.</p>
  <a class="btn" id="win" href="/dl/LuminaSetup-2025.3.1-x64.exe">Download for Windows</a>
  <a class="alt" href="/dl/mac">Looking for the Mac version?</a>
  <p class="meta">Version 2025.3.1 &middot; 312 MB &middot; Windows 10 (22H2) or later, 64-bit &middot; <a href="/release-notes">Release notes</a></p>
 </section>
 <section class="how"><div><b>1</b><p>Open <i>LuminaSetup-2025.3.1-x64.exe</i> from your Downloads folder.</p></div><div><b>2</b><p>When Windows asks, confirm the publisher is <i>Lumina Imaging GmbH</i>.</p></div><div><b>3</b><p>Sign in or create a free account to start your trial.</p></div></section>
 <section class="sys"><h2>System requirements</h2><ul><li>Intel Core i5 / AMD Ryzen 5 or better</li><li>8 GB RAM (16 GB recommended)</li><li>DirectX 12 GPU with 2 GB VRAM</li><li>2 GB free disk space</li></ul></section>
</main>
<footer>© 2025 Lumina Imaging GmbH &middot; <a href="/imprint">Imprint</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/eula">EULA</a></footer>
${consentBanner('en', 'modal', '/privacy')}
<script>document.getElementById('win').addEventListener('click',function(){window.dataLayer&&dataLayer.push({event:'download',os:'win'});setTimeout(function(){location.href='/download/thank-you'},800)});</script>
</body>
</html>`;
const leCss = `body{margin:0;font-family:"Poppins",Arial,sans-serif;color:#1a1a2e}header{display:flex;align-items:center;gap:30px;padding:16px 6vw}.lg{font-size:26px;font-weight:700;color:#ff3e6c;text-decoration:none}header nav a{margin-right:18px;color:#444;text-decoration:none}header nav a.on{color:#ff3e6c}.buy{margin-left:auto;border:2px solid #ff3e6c;color:#ff3e6c;padding:8px 16px;border-radius:20px;text-decoration:none}
.dl{text-align:center;padding:60px 20px;background:linear-gradient(180deg,#fff0f4,#fff)}.dl h1{font-size:40px}.btn{display:inline-block;background:#ff3e6c;color:#fff;padding:16px 34px;border-radius:30px;font-size:18px;text-decoration:none}.alt{display:block;margin-top:12px;color:#555}.meta{font-size:13px;color:#777}
.how{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:900px;margin:20px auto}.how b{display:inline-block;width:30px;height:30px;border-radius:50%;background:#ff3e6c;color:#fff;text-align:center;line-height:30px}.sys{max-width:900px;margin:0 auto;padding:20px}footer{text-align:center;font-size:12px;color:#888;padding:24px}footer a{color:#666}`;
const leExe = pe({ x64: true, size: 8192, strings: ['Lumina Photo Editor', 'Lumina Imaging GmbH', '2025.3.1.0', 'Nullsoft Install System v3.10'] });

// ---------- Open-source Android app: direct APK with signing fingerprint ----------
const apHost = 'ternnotes.app';
const apPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tern Notes – Get the app (APK, F-Droid, Google Play)</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Roboto,Arial,sans-serif;color:#1b1f24;background:#fbfbf8}
header{display:flex;align-items:center;padding:18px 7vw}header b{font-size:20px}header b i{color:#2f855a;font-style:normal}header nav{margin-left:auto}header nav a{margin-left:18px;color:#4a5560;text-decoration:none}
main{max-width:760px;margin:0 auto;padding:20px}
.opt{border:1px solid #e2e4e0;border-radius:12px;padding:18px;margin:14px 0;background:#fff}.opt h3{margin:0 0 6px}.opt a.b{display:inline-block;background:#2f855a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;margin-top:8px}
code{background:#f0f1ec;padding:2px 6px;border-radius:4px;font-size:12px;word-break:break-all}
.why{font-size:14px;color:#4a5560;line-height:1.6}
footer{text-align:center;font-size:12px;color:#7a8590;padding:30px}
</style>
</head>
<body>
<header><b>Tern <i>Notes</i></b><nav><a href="/">Home</a><a href="/get">Get the app</a><a href="https://codeberg.org/tern/notes">Source</a><a href="/privacy">Privacy</a></nav></header>
<main>
 <h1>Get Tern Notes for Android</h1>
 <p class="why">Tern Notes is a free, open-source, end-to-end encrypted notes app. It has no ads and no trackers. Pick whichever install source you trust most – they all ship the same signed build.</p>
 <div class="opt"><h3>F-Droid (recommended)</h3><p>Built from source by F-Droid and signed with our key (reproducible builds).</p><a class="b" href="https://f-droid.org/packages/app.ternnotes/">Open in F-Droid</a></div>
 <div class="opt"><h3>Google Play</h3><p>Automatic updates through the Play Store.</p><a class="b" href="https://play.google.com/store/apps/details?id=app.ternnotes">Get it on Google Play</a></div>
 <div class="opt"><h3>Direct APK download</h3><p>For devices without Google services. You'll need to allow installs from your browser once. Updates are checked in-app (can be turned off).</p>
  <a class="b" href="/releases/tern-notes-4.7.2.apk">Download APK 4.7.2 (11.3 MB)</a>
  <p>Verify the signing certificate before installing:<br><code>SHA-256: 4C:9A:1E:77:03:D2:B8:5F:E1:40:6C:AA:92:3B:7D:0E:58:F1:C6:29:84:BB:3A:E7:10:5D:62:9F:C8:41:0B:EE</code><br>e.g. <code>apksigner verify --print-certs tern-notes-4.7.2.apk</code> or use AppVerifier.</p></div>
 <p class="why">Tern Notes only asks for the permissions it needs: notifications and (optionally) camera for scanning documents. It never requests accessibility, SMS or device-admin permissions. If an app claiming to be Tern Notes asks for those, don't install it.</p>
</main>
<footer>Tern Notes is a project of the Tern Collective e.V. &middot; GPL-3.0-or-later</footer>
</body>
</html>`;

// ---------- VPN vendor "thank you" page: download starts automatically ----------
const vpHost = 'www.packetpilot.net';
const vpPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="3;url=/releases/5.12.0/PacketPilot-Setup.exe">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Thanks for downloading PacketPilot VPN</title>
<link rel="stylesheet" href="/static/ty.css">
${analyticsSnippet('G-PPV7Q0Z1D')}
</head>
<body>
<header><a href="/" class="lg">PacketPilot</a><nav><a href="/features">Features</a><a href="/servers">Servers</a><a href="/pricing">Pricing</a><a href="/help">Help</a></nav><a class="acct" href="/account/login">My account</a></header>
<main>
 <h1>Thanks for downloading PacketPilot!</h1>
 <p>Your download will start automatically. If it doesn't, <a href="/dl/win/latest" id="manual">click here to download manually</a>.</p>
 <ol class="steps"><li><b>Open the installer</b><br>Find <i>PacketPilot-Setup.exe</i> in your browser's downloads.</li><li><b>Allow changes</b><br>Click "Yes" when Windows asks whether PacketPilot Technologies may make changes.</li><li><b>Log in</b><br>Sign in with your PacketPilot account and press Connect.</li></ol>
 <p class="sub">Need help installing? Read the <a href="/help/install-windows">Windows installation guide</a> or contact 24/7 chat support from your account page.</p>
</main>
<footer>© 2025 PacketPilot Technologies Ltd. &middot; Privacy &middot; Terms &middot; Independent no-logs audit report</footer>
${consentBanner('en', 'bar')}
<script>setTimeout(function(){var f=document.createElement('iframe');f.style.display='none';f.src='/dl/win/latest';document.body.appendChild(f)},1500);</script>
</body>
</html>`;
const vpCss = `body{margin:0;font-family:Inter,Arial,sans-serif;color:#111827;background:#f8fafc}header{display:flex;align-items:center;gap:28px;padding:16px 6vw;background:#0f172a}.lg{color:#38bdf8;font-weight:800;font-size:22px;text-decoration:none}header nav a{color:#cbd5e1;margin-right:14px;text-decoration:none}.acct{margin-left:auto;color:#fff}
main{max-width:720px;margin:50px auto;background:#fff;border-radius:12px;padding:30px 36px;box-shadow:0 2px 12px rgba(0,0,0,.05)}.steps{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0;list-style:none}.steps li{background:#f1f5f9;border-radius:8px;padding:14px;font-size:14px}.sub{font-size:14px;color:#475569}footer{text-align:center;font-size:12px;color:#94a3b8;padding:24px}`;
const vpExe = pe({ x64: true, size: 8192, strings: ['PacketPilot VPN', 'PacketPilot Technologies Ltd.', 'WireGuard', '5.12.0.0'] });

// ---------- German IT service company: remote maintenance (Fernwartung) client ----------
const fwHost = 'www.it-service-brandt.de';
const fwPage = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fernwartung – IT-Service Brandt | Soforthilfe per Fernzugriff</title>
${analyticsSnippet('G-ITSB2291DE')}
<style>
body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#263238;background:#fff}
header{display:flex;align-items:center;padding:14px 6vw;border-bottom:1px solid #eceff1}header b{font-size:20px}header b span{color:#0277bd}header nav{margin-left:auto}header nav a{margin-left:18px;color:#455a64;text-decoration:none}
.hero{background:#e3f2fd;padding:40px 6vw}.hero h1{margin:0 0 8px}
.wrap{max-width:960px;margin:30px auto;padding:0 20px;display:grid;grid-template-columns:1fr 1fr;gap:30px}
.card{border:1px solid #cfd8dc;border-radius:8px;padding:20px}
.card a.b{display:inline-block;background:#0277bd;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;margin:6px 0}
ol li{margin:6px 0;line-height:1.5}
.hin{background:#fff3e0;border-left:4px solid #ef6c00;padding:12px 16px;margin:0 auto 30px;max-width:920px;font-size:14px;line-height:1.6}
footer{background:#263238;color:#b0bec5;font-size:12px;padding:20px 6vw}
</style>
</head>
<body>
<header><b>IT-Service <span>Brandt</span></b><nav><a href="/">Start</a><a href="/leistungen">Leistungen</a><a href="/fernwartung">Fernwartung</a><a href="/kontakt">Kontakt</a></nav></header>
<section class="hero"><h1>Fernwartung</h1><p>Schnelle Hilfe ohne Anfahrt: Nach telefonischer Absprache verbinden wir uns sicher mit Ihrem Rechner.</p></section>
<div class="wrap">
 <div class="card"><h2>Für Windows</h2><p>Laden Sie unser Fernwartungsmodul herunter. Es muss nicht installiert werden.</p><a class="b" href="/downloads/Brandt-Fernwartung.exe">Fernwartung für Windows herunterladen</a><br><a class="b" style="background:#546e7a" href="/downloads/Brandt-Fernwartung-mac.dmg">Fernwartung für macOS</a></div>
 <div class="card"><h2>So geht’s</h2><ol><li>Rufen Sie uns an: <b>0421 696 88 20</b> (Mo–Fr 8–18 Uhr).</li><li>Starten Sie die heruntergeladene Datei.</li><li>Nennen Sie unserem Techniker die angezeigte <b>ID</b> und das <b>Kennwort</b>.</li><li>Sie sehen jederzeit, was wir tun, und können die Sitzung mit einem Klick beenden.</li></ol></div>
</div>
<div class="hin"><b>Wichtiger Sicherheitshinweis:</b> Wir rufen Sie niemals unaufgefordert an und fordern Sie nie per E-Mail, SMS oder Pop-up zur Installation von Fernwartungssoftware auf. Geben Sie Ihre ID und Ihr Kennwort nur weiter, wenn <b>Sie</b> uns kontaktiert haben. Angebliche Anrufe von „Microsoft“, Ihrer Bank oder der Polizei, die Fernzugriff verlangen, sind Betrug.</div>
<footer>IT-Service Brandt GmbH &middot; Am Wall 140 &middot; 28195 Bremen &middot; HRB 33821 &middot; <a href="/impressum" style="color:#fff">Impressum</a> &middot; <a href="/datenschutz" style="color:#fff">Datenschutz</a></footer>
${consentBanner('de', 'bar', '/datenschutz')}
</body>
</html>`;
const fwExe = pe({ x64: false, size: 8192, strings: ['Brandt Fernwartung', 'QuickSupport (custom module)', 'IT-Service Brandt GmbH', '15.60.3'] });

export const entries: Entry[] = [
  {
    id: 'e-clean-dl-vendor-setup-exe',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${leHost}/download`,
    body: lePage,
    routes: {
      [`${leHost}/assets/css/main.min.css`]: cssRoute(leCss),
      [`${leHost}/dl/LuminaSetup-2025.3.1-x64.exe`]: fileRoute(leExe, 'application/vnd.microsoft.portable-executable', 'LuminaSetup-2025.3.1-x64.exe'),
      [`${leHost}/download/thank-you`]: htmlRoute('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thanks – Lumina</title></head><body style="font-family:Arial;text-align:center;padding:60px"><h1>Your download has started</h1><p>Open LuminaSetup-2025.3.1-x64.exe to install. <a href="/tutorials/getting-started">Getting started guide</a></p></body></html>'),
      ...analyticsRoute(leHost),
    },
  },
  {
    id: 'e-clean-dl-opensource-apk',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${apHost}/get`,
    body: apPage,
    routes: {
      [`${apHost}/releases/tern-notes-4.7.2.apk`]: fileRoute(apk('app.ternnotes', 'Tern Notes', ['org.ternnotes.crypto.XChaCha20', 'androidx.room']), 'application/vnd.android.package-archive', 'tern-notes-4.7.2.apk'),
    },
  },
  {
    id: 'e-clean-dl-thankyou-autostart',
    label: 'clean',
    kind: 'vendor-download',
    url: `https://${vpHost}/download/windows/thank-you`,
    body: vpPage,
    routes: {
      [`${vpHost}/static/ty.css`]: cssRoute(vpCss),
      [`${vpHost}/dl/win/latest`]: redirectRoute(302, `https://${vpHost}/releases/5.12.0/PacketPilot-Setup.exe`),
      [`${vpHost}/releases/5.12.0/PacketPilot-Setup.exe`]: fileRoute(vpExe, 'application/octet-stream', 'PacketPilot-Setup.exe'),
      ...analyticsRoute(vpHost),
    },
  },
  {
    id: 'e-clean-fernwartung-de',
    label: 'clean',
    kind: 'remote-support',
    url: `https://${fwHost}/fernwartung`,
    body: fwPage,
    routes: {
      [`${fwHost}/downloads/Brandt-Fernwartung.exe`]: fileRoute(fwExe, 'application/x-msdownload', 'Brandt-Fernwartung.exe'),
      ...analyticsRoute(fwHost),
    },
  },
];

