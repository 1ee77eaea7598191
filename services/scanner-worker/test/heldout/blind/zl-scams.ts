import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, jsonRoute } from '../parts/e-bin.js';

// Tech-support and investment scam landing pages on hosted accounts.

export const entries: Entry[] = [
{
  id: 'zl-scam-techsupport-defender-de',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://sicherheitscenter-windows.alpenweb.site/warnung/index.html?code=DW6VX',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Windows-Sicherheit – Virenwarnung</title>
<style>body{margin:0;background:#0a246a;font-family:"Segoe UI",Arial;color:#fff}.w{max-width:760px;margin:40px auto;background:#fff;color:#222}.t{background:#0078d7;color:#fff;padding:10px 16px}.i{padding:22px}.ph{font-size:30px;color:#c00;font-weight:700}</style></head>
<body><div class="w"><div class="t">Windows Defender Security Center</div><div class="i"><h2>** ZUGRIFF AUS SICHERHEITSGRÜNDEN GESPERRT **</h2>
<p>Ihr Computer ist mit Trojan Spyware infiziert. Folgende Daten sind gefährdet:</p><ul><li>Facebook-Anmeldedaten</li><li>Kreditkartendaten</li><li>E-Mail-Konto-Anmeldedaten</li><li>Auf diesem Computer gespeicherte Fotos</li></ul>
<p>Rufen Sie sofort den Microsoft Support an, um Ihren Computer zu entsperren:</p><p class="ph">☎ +49 800 000 4412 (gebührenfrei)</p><p>Schließen Sie diese Seite nicht und starten Sie Ihren Computer nicht neu, um Datenverlust zu vermeiden.</p></div></div>
<audio id="a" src="alarm.wav" autoplay loop></audio>
<script>document.onclick=function(){document.getElementById('a').play();var e=document.documentElement;(e.requestFullscreen||e.webkitRequestFullscreen).call(e)};
window.onbeforeunload=function(){return 'Ihr Computer ist gesperrt!'};setInterval(function(){alert('WARNUNG! Trojaner gefunden. Rufen Sie +49 800 000 4412 an.')},15000)</script></body></html>`,
  routes: { 'sicherheitscenter-windows.alpenweb.site/warnung/alarm.wav': { status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(1, 740) } },
},
{
  id: 'zl-scam-techsupport-apple-fr',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://support-icloud-alerte.gratis-hosting.eu/',
  body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Alerte de sécurité Apple</title>
<style>body{margin:0;font-family:-apple-system,Helvetica;background:#f5f5f7}.m{max-width:520px;margin:12vh auto;background:#fff;border-radius:14px;padding:28px;box-shadow:0 10px 40px rgba(0,0,0,.2);text-align:center}.n{font-size:26px;font-weight:700;color:#0071e3}</style></head>
<body><div class="m"><div style="font-size:48px"></div><h2>Votre iPhone / Mac a été compromis</h2><p>Nous avons détecté que votre identifiant Apple a été utilisé pour un achat de 899,00 € sur l'App Store. Si vous n'êtes pas à l'origine de cette transaction, contactez immédiatement l'assistance Apple.</p>
<p class="n">01 76 00 00 00</p><p style="font-size:12px;color:#888">Ne fermez pas cette fenêtre. Référence dossier : APL-FR-229183</p></div>
<script>history.pushState({},'',location.href);onpopstate=function(){history.pushState({},'',location.href)}</script></body></html>`,
},
{
  id: 'zl-scam-invest-fake-news-nl',
  label: 'scam',
  kind: 'investment',
  url: 'https://nieuws-vandaag-nl.online/economie/2026/11/andre-hazes-bitcoin-geheim/',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Schokkend: André Hazes onthult hoe hij € 38.000 per maand verdient – banken willen dit stoppen</title>
<style>body{margin:0;font-family:Georgia,serif;background:#fff}.top{background:#e00;color:#fff;padding:8px 20px;font:700 20px Arial}.c{max-width:720px;margin:auto;padding:20px}.q{border-left:4px solid #e00;padding-left:12px;font-style:italic}.cta{display:block;background:#0a0;color:#fff;text-align:center;padding:14px;font:700 18px Arial;text-decoration:none;margin:20px 0}</style></head>
<body><div class="top">RTL NIEUWS · Economie</div><div class="c"><h1>André Hazes onthult hoe hij € 38.000 per maand verdient – De Nederlandsche Bank wil dit stoppen</h1><p style="color:#888;font-size:13px">29 november 2026 · 4 min leestijd</p>
<p>Tijdens een live-uitzending vertelde de zanger over het "geheim" achter zijn fortuin. De presentator onderbrak het interview, maar de opname lekte uit.</p><p class="q">"Iedereen kan dit doen. Je stort €250 en het platform handelt automatisch voor je met kunstmatige intelligentie."</p>
<p>Wij hebben het platform zelf getest: na 7 dagen was onze inleg van €250 gegroeid tot €3.412.</p><a class="cta" href="#reg">Registreer nu gratis bij Bitcoin Prime →</a>
<form id="reg" action="/api/lead" method="post" style="border:2px solid #0a0;padding:16px"><h3>Start vandaag – nog 17 plaatsen beschikbaar</h3><input name="fn" placeholder="Voornaam" style="width:100%;padding:10px;margin:4px 0"><input name="ln" placeholder="Achternaam" style="width:100%;padding:10px;margin:4px 0"><input name="email" placeholder="E-mail" style="width:100%;padding:10px;margin:4px 0"><input name="phone" placeholder="+31 6 ..." style="width:100%;padding:10px;margin:4px 0"><button style="width:100%;padding:12px;background:#0a0;color:#fff;border:0;font-size:16px">NU REGISTREREN</button></form>
<h3>Reacties (214)</h3><p><b>Sandra K.</b> Ik heb vorige maand €4.200 opgenomen, echt waar! 👍</p><p><b>Pieter v.d. B.</b> Eerst sceptisch, maar het werkt.</p></div></body></html>`,
  routes: { 'nieuws-vandaag-nl.online/api/lead': jsonRoute({ ok: true, redirect: 'https://bitcoin-prime-platform.io/welcome' }) },
},
];
