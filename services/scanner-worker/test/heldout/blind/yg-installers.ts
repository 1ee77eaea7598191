import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-gosign-desktop-firma-download',
  label: 'clean',
  kind: 'official-installer',
  url: 'https://www.firma.infocert.it/installazione/gosign-desktop/',
  body: doc({
    lang: 'it',
    title: 'GoSign Desktop - Download | InfoCert',
    css: cardCss('#0057b8', '#f4f7fb', "Roboto, Arial, sans-serif") + `.wrap{max-width:760px}.os{display:flex;gap:12px}.os a{flex:1}`,
    body: `<div class="top"><b style="color:#0057b8;font-size:22px">InfoCert</b><nav><a href="#">Firma digitale</a><a href="#">SPID</a><a href="#">PEC</a></nav></div>
<div class="wrap"><div class="card"><h1>Scarica GoSign Desktop</h1><p class="sub">Il software gratuito per firmare digitalmente documenti con smart card, token USB o firma remota, e verificare file .p7m e PDF firmati.</p>
<div class="os"><a class="btn" href="https://rinnovofirma.infocert.it/gosign/download/win/GoSign-Desktop-Setup.exe">Windows</a><a class="btn sec" href="https://rinnovofirma.infocert.it/gosign/download/mac/GoSign-Desktop.dmg">macOS</a><a class="btn sec" href="https://rinnovofirma.infocert.it/gosign/download/linux/GoSign-Desktop.AppImage">Linux</a></div>
<p class="muted" style="margin-top:16px">Requisiti: Windows 10 o successivo, 4 GB RAM. Versione corrente: 2.3.9. Installando accetti le condizioni di licenza.</p></div></div>`,
  }),
  routes: {
    'rinnovofirma.infocert.it/gosign/download/win/GoSign-Desktop-Setup.exe': fileRoute(pe({ x64: true, strings: ['GoSign Desktop', 'InfoCert S.p.A.', 'NSIS', 'electron.asar'], size: 65536 }), 'application/octet-stream', 'GoSign-Desktop-Setup.exe'),
  },
},
{
  id: 'yg-assistenza-remota-studio-informatico',
  label: 'clean',
  kind: 'remote-support-legit',
  url: 'https://www.infoservicebrescia.it/assistenza-remota',
  body: doc({
    lang: 'it',
    title: 'Assistenza remota | InfoService Brescia - Assistenza informatica per aziende',
    css: cardCss('#1f6f8b', '#f3f7f9', "Lato, Arial, sans-serif") + `.wrap{max-width:760px}.stp li{margin:8px 0}`,
    body: `<div class="top"><b style="color:#1f6f8b;font-size:20px">InfoService Brescia</b><nav><a href="/">Home</a><a href="/servizi">Servizi</a><a href="/contatti">Contatti</a></nav></div>
<div class="wrap"><div class="card"><h1>Assistenza remota per i clienti con contratto</h1>
<p class="sub">Se un nostro tecnico ti ha chiesto di avviare una sessione di assistenza remota, scarica il modulo qui sotto.</p>
<ol class="stp"><li>Scarica e avvia <b>InfoService-QuickSupport.exe</b> (TeamViewer QuickSupport personalizzato).</li><li>Comunica al tecnico l'ID mostrato, <b>solo</b> se hai aperto tu il ticket o ci hai chiamato al nostro numero fisso.</li><li>Al termine chiudi il programma: l'accesso non resta attivo.</li></ol>
<a class="btn" href="/download/InfoService-QuickSupport.exe">Scarica modulo di assistenza</a>
<p class="muted" style="margin-top:16px">Non effettuiamo mai chiamate non richieste e non ti chiederemo di accedere all'home banking durante una sessione. Orari: lun-ven 8:30-18:00 · 030 ${digits('isb-tel', 7)} · P.IVA 0${digits('isb-piva', 10)}</p></div></div>`,
  }),
  routes: {
    'www.infoservicebrescia.it/download/InfoService-QuickSupport.exe': fileRoute(pe({ strings: ['TeamViewer QuickSupport', 'TeamViewer Germany GmbH', 'InfoService Brescia'], size: 49152 }), 'application/octet-stream', 'InfoService-QuickSupport.exe'),
  },
},
{
  id: 'yg-mijn-overheid-digid-app-downloadpagina',
  label: 'clean',
  kind: 'official-app-page',
  url: 'https://www.digid.nl/inlogmethodes/digid-app',
  body: doc({
    lang: 'nl',
    title: 'DigiD app | DigiD',
    css: `body{margin:0;font-family:RijksoverheidSans,Verdana,sans-serif;color:#000}.lg{display:flex;justify-content:center}.lg div{background:#154273;width:44px;height:80px}.lg span{padding:20px 10px;font-size:14px}.bar{background:#e17000;height:6px}main{max-width:720px;margin:24px auto;padding:0 16px}.st{display:flex;gap:10px}.st a{background:#000;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none}`,
    body: `<div class="lg"><div></div><span>DigiD</span></div><div class="bar"></div>
<main><h1>DigiD app</h1><p>Met de DigiD app logt u makkelijk en veilig in. U activeert de app met uw gebruikersnaam en wachtwoord en een sms-code, of door uw identiteitsbewijs te scannen.</p>
<div class="st"><a href="https://apps.apple.com/nl/app/digid/id1044081818">Download in de App Store</a><a href="https://play.google.com/store/apps/details?id=nl.rijksoverheid.digid.digid">Ontdek het op Google Play</a></div>
<h2>Veilig gebruik</h2><p>Download de DigiD app alleen via de officiële appwinkels. DigiD stuurt nooit een apk-bestand of een link via sms of WhatsApp. Geef nooit uw koppelcode of pincode aan iemand anders.</p></main>`,
  }),
},
];
