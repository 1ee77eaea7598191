import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute, fileRoute } from '../parts/p-kit.js';
import { pe, zip, cfb } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'p-clean-article-romance-scams-news',
  label: 'clean',
  kind: 'scam-article',
  url: 'https://www.thecoastaltelegraph.com.au/news/local/retiree-lost-380000-to-online-romance-scam/',
  body: doc({
    lang: 'en-AU',
    title: 'Retiree lost $380,000 to online romance scam, police warn | The Coastal Telegraph',
    head: tracker('metrics.thecoastaltelegraph.com.au', 'CT-NEWS'),
    css: '.w{max-width:720px;margin:0 auto;padding:20px;font-family:Georgia,serif;font-size:18px}.q{border-left:4px solid #c00;padding-left:14px;font-style:italic}',
    body: `${nav('The Coastal Telegraph', ['News', 'Sport', 'Business', 'Opinion', 'Subscribe'], '#fff', '#111')}
<div class="w"><p style="font-family:Arial;font-size:13px;color:#c00">LOCAL NEWS</p><h1>Retiree lost $380,000 to online romance scam, police warn</h1><p style="font-family:Arial;font-size:13px;color:#666">By Rebecca Tan · 28 November 2026</p>
<p>A 71-year-old Port Macquarie woman has lost her life savings after an 11-month online relationship with a man who claimed to be a US Army doctor serving overseas.</p>
<p>The man, who called himself "Dr Richard", asked her for money to pay for a "diplomatic courier" to send his belongings to Australia, then for customs clearance and "anti-terrorism certificates".</p>
<p class="q">"Every time I paid, there was another fee," she told the Telegraph. "The tracking website looked completely real."</p>
<p>Detective Sergeant Mark Fisher said the tracking websites used by romance scammers are built to look like genuine courier companies. "No legitimate courier will ask you to pay thousands in clearance fees by gift card or Bitcoin," he said.</p>
<p>Warning signs include: a partner you have never met in person, stories about being stuck overseas, requests to pay for customs or inheritance fees, and pressure to keep the relationship secret.</p>
<p>Anyone who believes they have been scammed should contact their bank immediately and report to ReportCyber or Scamwatch.</p></div>
${footer([['The Coastal Telegraph', 'About', 'Contact the newsroom', 'Corrections']], '© 2026 Coastal Media Pty Ltd')}
${cookieBanner('We use cookies to personalise content and ads.', 'Accept', 'Manage')}`,
  }),
  routes: { ...trackerRoute('metrics.thecoastaltelegraph.com.au') },
},
{
  id: 'p-clean-charity-appeal-redcross-like',
  label: 'clean',
  kind: 'charity-appeal',
  url: 'https://donate.humanitarian-relief.org.uk/appeal/earthquake-emergency',
  body: doc({
    lang: 'en-GB',
    title: 'Earthquake Emergency Appeal – Donate | Humanitarian Relief UK',
    css: '.w{max-width:760px;margin:0 auto;padding:20px}.amt{display:flex;gap:10px;flex-wrap:wrap}.amt button{flex:1;min-width:80px;padding:14px;border:2px solid #c8102e;background:#fff;font-size:18px;border-radius:6px}',
    head: tracker('m.humanitarian-relief.org.uk', 'HR-UK-1'),
    body: `${nav('Humanitarian Relief UK', ['Our work', 'Emergencies', 'Get involved', 'Donate'], '#fff', '#c8102e')}
<div class="w"><img src="/img/appeal.png" style="width:100%;height:240px;background:#998;border-radius:6px"><h1>Earthquake Emergency Appeal</h1>
<p>Our teams and local partners are providing shelter, clean water and medical care to families affected by the earthquake. Please give what you can.</p>
<div class="amt"><button>£10</button><button>£25</button><button>£50</button><button>Other</button></div>
<p><label><input type="checkbox"> Yes, I am a UK taxpayer and would like Gift Aid claimed on my donation</label></p>
<button style="width:100%;background:#c8102e;color:#fff;border:0;padding:14px;font-size:17px;border-radius:6px">Donate now</button>
<p style="font-size:13px;color:#555">£25 could provide a family with a shelter kit. Card, PayPal, Apple Pay and Google Pay accepted. We never ask for donations in cryptocurrency through social media messages.</p></div>
${footer([['Humanitarian Relief UK', 'Annual report', 'Fundraising promise', 'Contact']], 'Registered charity in England and Wales (1098771) and Scotland (SC042117). Registered with the Fundraising Regulator.')}`,
  }),
  routes: { ...trackerRoute('m.humanitarian-relief.org.uk'), 'donate.humanitarian-relief.org.uk/img/appeal.png': pngRoute(150, 140, 120) },
},
{
  id: 'p-clean-opensource-tool-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.mkvforge.org/downloads/',
  body: doc({
    lang: 'en',
    title: 'Downloads – MKVForge, the free video remuxer',
    css: '.w{max-width:820px;margin:0 auto;padding:20px}table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:8px;border-bottom:1px solid #eee;text-align:left}code{font-size:12px}',
    body: `${nav('MKVForge', ['Home', 'Downloads', 'Docs', 'Changelog', 'Source'], '#fff', '#2d3748')}
<div class="w"><h1>Download MKVForge 5.2.0</h1><p>Released 21 November 2026. Free and open-source (GPL-3.0).</p>
<table><tr><th>Platform</th><th>File</th><th>Size</th></tr>
<tr><td>Windows 64-bit installer</td><td><a href="/files/5.2.0/mkvforge-5.2.0-win64-setup.exe">mkvforge-5.2.0-win64-setup.exe</a></td><td>18 MB</td></tr>
<tr><td>Windows portable</td><td><a href="/files/5.2.0/mkvforge-5.2.0-win64-portable.zip">mkvforge-5.2.0-win64-portable.zip</a></td><td>21 MB</td></tr>
<tr><td>macOS (universal)</td><td>mkvforge-5.2.0.dmg</td><td>24 MB</td></tr><tr><td>Source</td><td>mkvforge-5.2.0.tar.xz</td><td>3 MB</td></tr></table>
<p>SHA-256 checksums and GPG signatures: <a href="/files/5.2.0/SHA256SUMS">SHA256SUMS</a> · <a href="#">SHA256SUMS.asc</a></p>
<p style="font-size:13px">MKVForge is only distributed from mkvforge.org and our source repository. Sites bundling it with "download managers" are not affiliated with us.</p></div>
${footer([['MKVForge', 'Donate', 'Forum', 'Privacy']], 'MKVForge is maintained by volunteers.')}`,
  }),
  routes: {
    'www.mkvforge.org/files/5.2.0/mkvforge-5.2.0-win64-setup.exe': fileRoute(pe({ strings: ['MKVForge Setup', 'Nullsoft Install System v3.10', 'CompanyName MKVForge Project'], size: 8192 }), 'application/vnd.microsoft.portable-executable', 'mkvforge-5.2.0-win64-setup.exe'),
    'www.mkvforge.org/files/5.2.0/mkvforge-5.2.0-win64-portable.zip': fileRoute(zip([{ name: 'mkvforge/mkvforge.exe', data: pe({ strings: ['MKVForge'], size: 4096 }) }, { name: 'mkvforge/COPYING', data: 'GNU GENERAL PUBLIC LICENSE Version 3' }]), 'application/zip', 'mkvforge-5.2.0-win64-portable.zip'),
    'www.mkvforge.org/files/5.2.0/SHA256SUMS': { status: 200, headers: { 'content-type': 'text/plain' }, body: '4e0f2d1c9b8a7f6e5d4c3b2a1908f7e6d5c4b3a291807f6e5d4c3b2a1908f7e6  mkvforge-5.2.0-win64-setup.exe\n' },
  },
},
{
  id: 'p-clean-browser-release-notes-download',
  label: 'clean',
  kind: 'browser-update',
  url: 'https://www.lumen-browser.org/en/release-notes/131.0/',
  body: doc({
    lang: 'en',
    title: 'Lumen Browser 131.0 release notes',
    css: '.w{max-width:800px;margin:0 auto;padding:20px}.dl{display:inline-block;background:#6d28d9;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none}',
    body: `${nav('Lumen Browser', ['Download', 'Features', 'Privacy', 'Release notes', 'Support'], '#fff', '#3b0764')}
<div class="w"><h1>Lumen 131.0 – release notes</h1><p>Released 26 November 2026</p>
<h3>New</h3><ul><li>Tab groups can now be saved and restored across devices.</li><li>Improved PDF form filling.</li></ul>
<h3>Security fixes</h3><ul><li>Fixed 7 security issues, including 2 rated high (CVE-2026-41102, CVE-2026-41107).</li></ul>
<p>Lumen updates itself automatically. To check, open <b>Menu → Help → About Lumen</b>. If you need a fresh install:</p>
<a class="dl" href="/en/download/thanks/?os=win64">Download Lumen for Windows</a>
<p style="font-size:13px;color:#555">Pop-ups on other websites saying "your browser is out of date – download update" are not from us. Lumen never updates via a file downloaded from another website.</p></div>
${footer([['Lumen Browser', 'About', 'Community', 'Donate']], 'Lumen Browser is developed by the Lumen Foundation, a non-profit.')}`,
  }),
  routes: {
    'www.lumen-browser.org/en/download/thanks/': htmlRoute(doc({ lang: 'en', title: 'Thanks for downloading Lumen', body: '<div style="max-width:600px;margin:60px auto;text-align:center"><h1>Your download should begin automatically</h1><p>If it doesn\'t, <a href="/en/download/LumenSetup-131.0.exe">click here</a>.</p></div><script>setTimeout(function(){location.href="/en/download/LumenSetup-131.0.exe"},1000)</script>' })),
    'www.lumen-browser.org/en/download/LumenSetup-131.0.exe': fileRoute(pe({ strings: ['Lumen Browser Installer', 'CompanyName Lumen Foundation'], size: 8192 }), 'application/octet-stream', 'LumenSetup-131.0.exe'),
  },
},
{
  id: 'p-clean-lottery-results-es',
  label: 'clean',
  kind: 'lottery-results',
  url: 'https://www.resultados-sorteos.es/loteria-navidad/comprobar-decimo',
  body: doc({
    lang: 'es',
    title: 'Comprobar Lotería de Navidad 2026 – Resultados Sorteos',
    css: '.w{max-width:760px;margin:0 auto;padding:20px}input{padding:10px;font-size:18px;width:140px}',
    body: `${nav('Resultados Sorteos', ['Lotería Nacional', 'Primitiva', 'Euromillones', 'Navidad', 'Niño'], '#fff', '#b71c1c')}
<div class="w"><h1>Comprobar décimo de la Lotería de Navidad</h1><p>El sorteo se celebrará el 22 de diciembre. Podrás comprobar tu número aquí en cuanto salgan los premios.</p>
<input placeholder="00000" maxlength="5"> <input placeholder="Importe €" style="width:110px"> <button style="background:#b71c1c;color:#fff;border:0;padding:11px 20px">Comprobar</button>
<p style="font-size:14px">Los premios mayores se cobran en entidades bancarias colaboradoras; los menores de 2.000 € en cualquier administración de loterías. Desconfía de correos o SMS que te comuniquen un premio y pidan pagar una tasa: Loterías y Apuestas del Estado nunca pide dinero para cobrar un premio.</p></div>
${footer([['Resultados Sorteos', 'Aviso legal', 'Juego responsable', 'Contacto']], 'Web informativa no oficial. +18. Juega con responsabilidad.')}`,
  }),
},
{
  id: 'p-clean-newsletter-unsubscribe-fr',
  label: 'clean',
  kind: 'email-preferences',
  url: 'https://newsletter.maison-lavande.fr/preferences?u=8c2d11f0&l=promo',
  body: doc({
    lang: 'fr',
    title: 'Vos préférences e-mail – Maison Lavande',
    css: '.c{max-width:520px;margin:40px auto;padding:24px;border:1px solid #e3dcef;border-radius:8px}',
    body: `<div class="c"><h2 style="margin-top:0;color:#6b4c9a">Maison Lavande</h2><p>Choisissez les e-mails que vous souhaitez recevoir :</p>
<label><input type="checkbox" checked> Nouveautés et collections (1 par mois)</label><br><label><input type="checkbox" checked> Offres et soldes</label><br><label><input type="checkbox"> Conseils beauté</label>
<p><button style="background:#6b4c9a;color:#fff;border:0;padding:10px 20px;border-radius:4px">Enregistrer</button> <button style="background:#fff;border:1px solid #6b4c9a;color:#6b4c9a;padding:9px 18px;border-radius:4px">Se désabonner de tout</button></p>
<p style="font-size:12px;color:#777">Maison Lavande SARL, 12 place aux Herbes, 84000 Avignon. Conformément au RGPD, vous pouvez exercer vos droits à dpo@maison-lavande.fr.</p></div>`,
  }),
},
];
