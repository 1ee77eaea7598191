import { type Entry } from '../entry.js';
import { baseCss, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: antivirus vendors' and software publishers' own download pages (.exe/.msi/.dmg), served installers, browser vendor update pages. Written for corpus/d. */

const installer = (size: number): Buffer => Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b8000000000000004000000000000000', 'hex'), Buffer.alloc(size, 0)]);

export const entries: Entry[] = [

{
  id: 'd-ok-oss-release-downloads',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://inkwell-editor.org/download/',
  body: doc({
    title: 'Download Inkwell 3.8 — free vector editor',
    css: baseCss('#0d9488') + `table{width:100%;border-collapse:collapse}td{padding:10px;border-bottom:1px solid #eee}`,
    body: `${siteNav({ brand: 'Inkwell', links: ['Features', 'Download', 'Learn', 'Community', 'Donate'] })}
<main class="container" style="max-width:860px;padding:30px 24px"><h1>Download Inkwell 3.8.1</h1><p>Released 18 November 2026 · <a href="/release-notes/3.8.1/">Release notes</a></p>
<table><tr><td>Windows (64-bit) installer</td><td><a href="https://media.inkwell-editor.org/dl/3.8.1/inkwell-3.8.1-x64.msi">inkwell-3.8.1-x64.msi</a></td><td>112 MB</td></tr><tr><td>Windows portable</td><td><a href="https://media.inkwell-editor.org/dl/3.8.1/inkwell-3.8.1-x64.7z">inkwell-3.8.1-x64.7z</a></td><td>98 MB</td></tr><tr><td>macOS (Apple Silicon)</td><td><a href="https://media.inkwell-editor.org/dl/3.8.1/Inkwell-3.8.1-arm64.dmg">Inkwell-3.8.1-arm64.dmg</a></td><td>131 MB</td></tr><tr><td>Linux AppImage</td><td><a href="https://media.inkwell-editor.org/dl/3.8.1/Inkwell-3.8.1-x86_64.AppImage">Inkwell-3.8.1-x86_64.AppImage</a></td><td>140 MB</td></tr><tr><td>Linux (Flathub)</td><td><code>flatpak install flathub org.inkwell.Inkwell</code></td><td></td></tr></table>
<p>All files are signed. Verify with our <a href="/download/signatures/">GPG key</a> or the SHA-256 sums in <code>SHA256SUMS.txt</code>.</p></main>
${siteFooter({ company: 'The Inkwell Project' })}`,
  }),
},

{
  id: 'd-ok-remote-support-tool-download',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://get.quickassist-pro.com/download/windows',
  body: doc({
    title: 'Download QuickAssist Pro for Windows',
    css: baseCss('#0891b2') + `.hero{text-align:center;padding:60px 24px}`,
    body: `${siteNav({ brand: 'QuickAssist Pro', links: ['Product', 'Pricing', 'Security', 'Download'], cta: 'Sign in' })}
<section class="hero"><h1>Your download should begin automatically</h1><p>If it doesn't, <a href="/files/QuickAssistPro_Setup.exe">download QuickAssist Pro manually</a>.</p><div class="alert alert-warn" style="max-width:640px;margin:20px auto;text-align:left"><b>Only give remote access to people you know.</b> Scammers posing as banks, Microsoft or your ISP call people and ask them to install remote-support tools. Hang up and call the organisation on a number you trust.</div></section>
${siteFooter({ company: 'QuickAssist Pro GmbH' })}
<script>setTimeout(function(){location.href='/files/QuickAssistPro_Setup.exe'},1500)</script>`,
  }),
  routes: {
    'get.quickassist-pro.com/files/QuickAssistPro_Setup.exe': { status: 200, headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="QuickAssistPro_Setup.exe"' }, body: installer(4096) },
  },
},

];
