import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, gtag, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: antivirus vendors' and software publishers' own download pages (.exe/.msi/.dmg), served installers, browser vendor update pages. Written for corpus/d. */

const installer = (size: number): Buffer => Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b8000000000000004000000000000000', 'hex'), Buffer.alloc(size, 0)]);

export const entries: Entry[] = [

{
  id: 'd-ok-antivirus-download',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.shieldwall-security.com/en/download/free-antivirus',
  body: doc({
    title: 'Download ShieldWall Free Antivirus for Windows | ShieldWall',
    head: gtag('G-SHW3L1K8Q0'),
    css: baseCss('#dc2626') + `.hero{text-align:center;padding:60px 24px}.hero .btn{font-size:20px;padding:16px 40px}`,
    body: `${siteNav({ brand: 'ShieldWall', links: ['Home', 'Business', 'Downloads', 'Support', 'Blog'], cta: 'Buy now' })}
<section class="hero"><h1>ShieldWall Free Antivirus</h1><p>Real-time protection against viruses, ransomware and phishing sites. Windows 10 and 11 (64-bit).</p><a class="btn" href="/files/ShieldWallFreeSetup_26.4.exe" download>Download free (6.1 MB)</a><p class="muted">Also available for <a href="/en/download/mac">macOS</a> and <a href="/en/download/android">Android</a>. SHA-256 of the installer is published on our <a href="/en/download/checksums">checksums page</a>.</p></section>
<main class="container" style="max-width:760px"><h2>After download</h2><ol><li>Open <b>ShieldWallFreeSetup_26.4.exe</b> from your Downloads folder.</li><li>Click <b>Yes</b> when Windows asks whether to allow changes (publisher: ShieldWall Security s.r.o.).</li><li>Follow the setup wizard.</li></ol></main>
${siteFooter({ company: 'ShieldWall Security s.r.o.' })}${cookieBanner('en')}`,
  }),
  routes: {
    'www.shieldwall-security.com/files/ShieldWallFreeSetup_26.4.exe': { status: 200, headers: { 'content-type': 'application/x-msdownload', 'content-disposition': 'attachment; filename="ShieldWallFreeSetup_26.4.exe"' }, body: installer(8192) },
  },
},

{
  id: 'd-ok-browser-vendor-update-page',
  label: 'clean',
  kind: 'vendor-update-info',
  url: 'https://www.corvusbrowser.com/en/update/',
  body: doc({
    title: 'Update Corvus Browser',
    css: baseCss('#ea580c') + `.hero{text-align:center;padding:60px 24px}`,
    body: `${siteNav({ brand: 'Corvus Browser', links: ['Features', 'Privacy', 'Download', 'Help'] })}
<section class="hero"><h1>Keep Corvus up to date</h1><p>Corvus updates itself automatically in the background. To check now, open <b>Menu → Help → About Corvus</b>; the browser downloads any update and asks you to restart.</p><p id="ver" class="muted"></p><a class="btn" href="/en/download/">Download the latest version</a>
<p class="muted">Corvus will never ask you to paste commands into Terminal, PowerShell or the Run dialog to update. Websites that say "your browser is out of date" and offer a download are not from us.</p></section>
${siteFooter({ company: 'Corvus Software AS' })}
<script>var m=navigator.userAgent.match(/Corvus\\/([\\d.]+)/);document.getElementById('ver').textContent=m?('You are running Corvus '+m[1]+'. Latest: 128.0.2'):'Latest version: 128.0.2';</script>`,
  }),
},

{
  id: 'd-ok-driver-download-support',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://support.lyrapixel.com/drivers/printers/lp-4200dw',
  body: doc({
    title: 'LP-4200DW drivers & software | LyraPixel Support',
    css: baseCss('#2563eb') + `table{width:100%;border-collapse:collapse}td{padding:10px;border-bottom:1px solid #eee;font-size:15px}`,
    body: `${siteNav({ brand: 'LyraPixel Support', links: ['Drivers', 'Manuals', 'Warranty', 'Contact'] })}
<main class="container" style="max-width:900px;padding:30px 24px"><h1>LP-4200DW — Drivers &amp; Software</h1><label>Operating system</label><select><option>Windows 11 (64-bit)</option><option>Windows 10 (64-bit)</option><option>macOS 15</option></select>
<table><tr><td><b>Full Driver &amp; Software Package</b><br><span class="muted">Version 2.4.1 · 24 Oct 2026 · 212 MB</span></td><td><a class="btn" href="https://dl.lyrapixel.com/drivers/LP4200DW_FullPackage_2.4.1.exe">Download</a></td></tr><tr><td><b>Printer Driver (basic)</b><br><span class="muted">Version 2.4.1 · 38 MB</span></td><td><a class="btn btn-ghost" href="https://dl.lyrapixel.com/drivers/LP4200DW_Driver_2.4.1.msi">Download</a></td></tr><tr><td><b>Firmware Update Tool</b><br><span class="muted">Version 1.12 · 9 MB</span></td><td><a class="btn btn-ghost" href="https://dl.lyrapixel.com/fw/LP4200DW_FWUpdate_1.12.exe">Download</a></td></tr></table></main>
${siteFooter({ company: 'LyraPixel Corporation' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-game-launcher-download',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.ironforge-games.com/launcher',
  body: doc({
    title: 'Ironforge Launcher — Download',
    css: `body{background:#0c0f14;color:#e5e7eb;font-family:Inter,sans-serif;margin:0}.h{text-align:center;padding:90px 20px}.b{display:inline-block;background:#f59e0b;color:#111;padding:16px 40px;border-radius:6px;font-weight:800;text-decoration:none;margin:6px}`,
    body: `<div class="h"><h1>Ironforge Launcher</h1><p>Install and update Ashen Realms, play with friends and redeem codes.</p><a class="b" href="https://cdn.ironforge-games.com/launcher/IronforgeLauncherSetup.exe">Download for Windows</a><a class="b" href="https://cdn.ironforge-games.com/launcher/IronforgeLauncher.dmg" style="background:#374151;color:#fff">Download for macOS</a><p style="font-size:13px;color:#9ca3af">Free V-Coin giveaways outside our official site are scams. We never ask for your password in Discord DMs.</p></div>`,
  }),
},

];
