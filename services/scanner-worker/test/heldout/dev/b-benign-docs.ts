import type { Entry } from '../entry.js';
import { html, copyJs } from '../parts/b-benign-docs.js';

export const entries: Entry[] = [
{
  id: 'b-ok-docs-homebrew-like',
  label: 'clean',
  kind: 'dev-docs',
  url: 'https://macports-ng.org/',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Brewline — The missing package manager for macOS (or Linux)</title>
<style>body{font-family:"Helvetica Neue",Helvetica,Arial;background:#fdf6e3;color:#2e2a24;margin:0;text-align:center}.w{max-width:760px;margin:0 auto;padding:50px 20px}h1{font-size:40px;font-weight:300}
.install{background:#2e2a24;color:#fdf6e3;border-radius:6px;padding:16px;font-family:Menlo,monospace;font-size:14px;text-align:left;position:relative}.install button{position:absolute;right:10px;top:10px;background:#b58900;border:0;color:#fff;border-radius:4px;padding:4px 10px;cursor:pointer}
.cols{display:flex;gap:30px;text-align:left;margin-top:40px}.cols div{flex:1}</style></head>
<body><div class="w"><h1>Brewline</h1><p>The missing package manager for macOS (or Linux)</p><h3>Install Brewline</h3>
<div class="install"><code id="inst">/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/brewline/install/HEAD/install.sh)"</code><button data-copy="inst">&#x2398;</button></div>
<p>Paste that in a macOS Terminal or Linux shell prompt. The script explains what it will do and then pauses before it does it. Read about other <a href="/docs/installation">installation options</a>.</p>
<div class="cols"><div><h4>What does Brewline do?</h4><p>Brewline installs the stuff you need that Apple (or your Linux system) didn't.</p><pre>$ brewline install wget</pre></div>
<div><h4>Casks</h4><p>Brewline Cask installs macOS apps, fonts and plugins.</p><pre>$ brewline install --cask firefox</pre></div></div>
<p style="font-size:12px;color:#93a1a1;margin-top:50px">Brewline is run entirely by unpaid volunteers. Please consider donating.</p></div>${copyJs}</body></html>`,
},
{
  id: 'b-ok-captcha-hcaptcha-form',
  label: 'clean',
  kind: 'captcha',
  url: 'https://www.hausarzt-praxis-wendt.de/kontakt/',
  body: html`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Kontakt – Hausarztpraxis Dr. Wendt</title>
<script src="https://js.hcaptcha.com/1/api.js?hl=de" async defer></script>
<style>body{font-family:"Source Sans Pro",Arial;margin:0;color:#2b2b2b}header{background:#2b6777;color:#fff;padding:18px 30px}header a{color:#fff;margin-right:16px}.f{max-width:560px;margin:30px auto;padding:0 20px}
label{display:block;margin-top:12px;font-weight:600}input,textarea{width:100%;padding:9px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}button{margin-top:16px;background:#2b6777;color:#fff;border:0;padding:11px 24px;border-radius:4px}</style></head>
<body><header><b>Hausarztpraxis Dr. med. Anna Wendt</b><br><a href="/">Start</a><a href="/sprechzeiten/">Sprechzeiten</a><a href="/leistungen/">Leistungen</a><a href="/kontakt/">Kontakt</a></header>
<div class="f"><h1>Kontakt</h1><p>Für Terminanfragen und Rezeptbestellungen nutzen Sie bitte das Formular. In dringenden Fällen rufen Sie uns an: <b>0351 48 22 910</b>. Außerhalb der Sprechzeiten: ärztlicher Bereitschaftsdienst <b>116 117</b>.</p>
<form action="/kontakt/senden" method="post"><label>Name<input name="name" required></label><label>E-Mail<input type="email" name="email" required></label><label>Anliegen<textarea name="nachricht" rows="5"></textarea></label>
<div class="h-captcha" data-sitekey="3b1f2e6a-7c44-4a11-9d1e-52f0c8a9e7b2" style="margin-top:14px"></div>
<button type="submit">Absenden</button></form><p style="font-size:13px;color:#666">Bitte senden Sie keine Befunde per E-Mail. Datenschutzhinweise finden Sie <a href="/datenschutz/">hier</a>.</p></div></body></html>`,
},
{
  id: 'b-ok-captcha-press-hold',
  label: 'clean',
  kind: 'captcha',
  url: 'https://www.ticketgrid.com/blocked?url=%2Fevent%2Fstadium-tour-2025',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Access to this page has been denied</title>
<style>body{font-family:Arial,sans-serif;background:#fff;color:#333;text-align:center;margin:0;padding-top:80px}.hold{display:inline-block;position:relative;width:260px;height:54px;border:2px solid #1f5bd8;border-radius:30px;overflow:hidden;user-select:none;cursor:pointer;margin:20px 0}
.hold .fill{position:absolute;left:0;top:0;bottom:0;width:0;background:#1f5bd8}.hold span{position:relative;line-height:54px;font-weight:bold;color:#1f5bd8;mix-blend-mode:difference}p.ref{font-size:12px;color:#999}</style></head>
<body><h2>Before we continue...</h2><p>Press &amp; Hold to confirm you are<br>a human (and not a bot).</p>
<div class="hold" id="h"><div class="fill" id="f"></div><span>Press &amp; Hold</span></div>
<p class="ref">Reference ID 4c7e0b22-9a1f-11ef-b8a4-2f1e7d6c3a90</p><p style="font-size:13px">Having a problem? <a href="/help/access">Contact support</a></p>
<script>
var el = document.getElementById('h'), fill = document.getElementById('f'), t = null, w = 0;
function start(e){ e.preventDefault(); t = setInterval(function(){ w += 2; fill.style.width = w + '%'; if (w >= 100) { clearInterval(t); done(); } }, 40); }
function stop(){ clearInterval(t); if (w < 100) { w = 0; fill.style.width = '0'; } }
function done(){ fetch('/_px/verify', { method: 'POST', body: JSON.stringify({ h: 1, ts: Date.now() }) }).finally(function(){ location.href = decodeURIComponent(new URLSearchParams(location.search).get('url') || '/'); }); }
el.addEventListener('mousedown', start); el.addEventListener('touchstart', start); addEventListener('mouseup', stop); addEventListener('touchend', stop);
</script></body></html>`,
},
{
  id: 'b-ok-kb-flushdns-fr',
  label: 'clean',
  kind: 'support-page',
  url: 'https://assistance.fibre-ouest.fr/aide/internet/vider-cache-dns',
  body: html`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Vider le cache DNS de votre ordinateur – Assistance Fibre Ouest</title>
<style>body{font-family:Arial,sans-serif;margin:0;color:#222;background:#fff}.hd{background:#ff7900;padding:14px 30px;color:#fff;font-weight:bold}.c{max-width:760px;margin:24px auto;line-height:1.65;padding:0 18px}
.e{border-left:4px solid #ff7900;padding:6px 14px;margin:14px 0;background:#fff7f0}code{background:#f2f2f2;padding:1px 5px}</style></head>
<body><div class="hd">Fibre Ouest · Assistance</div><div class="c"><p><a href="/aide/">Aide</a> › <a href="/aide/internet/">Internet</a> › Vider le cache DNS</p>
<h1>Vider le cache DNS de votre ordinateur</h1><p>Si certains sites ne s'affichent plus alors que votre connexion fonctionne, vider le cache DNS peut résoudre le problème.</p>
<h2>Sous Windows</h2><div class="e">1. Appuyez simultanément sur les touches <b>Windows + R</b>.<br>2. Tapez <code>cmd</code> puis appuyez sur <b>Entrée</b>.<br>3. Dans la fenêtre noire, tapez <code>ipconfig /flushdns</code> puis <b>Entrée</b>.<br>4. Le message « Cache de résolution DNS vidé » s'affiche.</div>
<h2>Sous macOS</h2><div class="e">1. Ouvrez le <b>Terminal</b> (Applications › Utilitaires).<br>2. Tapez <code>sudo dscacheutil -flushcache; sudo killall -HUP mDNSResponder</code><br>3. Saisissez le mot de passe de votre session.</div>
<p>Le problème persiste ? Contactez le service client au <b>3900</b> (service gratuit + prix d'un appel), du lundi au samedi de 8h à 20h.</p></div></body></html>`,
},
];
