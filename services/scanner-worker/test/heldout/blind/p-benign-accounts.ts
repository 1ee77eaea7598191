import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-clean-password-reset-saas-en',
  label: 'clean',
  kind: 'password-reset',
  url: 'https://app.rotaplanner.io/reset-password?token=9f8e1c2b7a6d4e3f&email=j.harris%40stmarys-surgery.nhs.uk',
  body: doc({
    lang: 'en',
    title: 'Choose a new password – RotaPlanner',
    css: 'body{background:#f4f6f8}.c{max-width:400px;margin:60px auto;background:#fff;padding:28px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1)}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #c4cdd5;border-radius:4px}ul{font-size:13px;color:#637381;padding-left:18px}',
    body: `<div class="c"><h2 style="margin-top:0">📅 RotaPlanner</h2><h3>Choose a new password</h3><p style="font-size:14px" id="who"></p>
<form id="f" action="/api/password/reset" method="post"><input type="hidden" name="token" id="tok"><label>New password</label><input type="password" name="pw" id="pw" autocomplete="new-password"><label>Confirm password</label><input type="password" name="pw2" autocomplete="new-password">
<ul><li id="r1">At least 12 characters</li><li>Not one of your last 5 passwords</li></ul><button style="width:100%;background:#5c6ac4;color:#fff;border:0;padding:12px;border-radius:4px">Update password</button></form>
<p style="font-size:12px;color:#919eab">This link expires 60 minutes after it was sent. If you didn't request a reset, you can ignore the email – your password won't change.</p></div>
<script>var q=new URLSearchParams(location.search);document.getElementById('tok').value=q.get('token')||'';document.getElementById('who').textContent='Resetting password for '+(q.get('email')||'your account');document.getElementById('pw').oninput=function(){document.getElementById('r1').style.color=this.value.length>=12?'green':''}</script>`,
  }),
},
{
  id: 'p-clean-careers-page-application-de',
  label: 'clean',
  kind: 'job-offer',
  url: 'https://karriere.brenner-logistik.de/stellen/disponent-nahverkehr-m-w-d-bremen',
  body: doc({
    lang: 'de',
    title: 'Disponent Nahverkehr (m/w/d) – Bremen | Brenner Logistik Karriere',
    css: '.w{max-width:820px;margin:0 auto;padding:20px}',
    body: `${nav('Brenner Logistik · Karriere', ['Stellenangebote', 'Ausbildung', 'Benefits', 'Über uns'], '#fff', '#c8102e')}
<div class="w"><h1>Disponent Nahverkehr (m/w/d)</h1><p>Bremen-Hemelingen · Vollzeit · ab sofort · unbefristet</p>
<h3>Deine Aufgaben</h3><ul><li>Tourenplanung für 35 Fahrzeuge im Nahverkehr</li><li>Ansprechpartner für Fahrer und Kunden</li><li>Abrechnung und Kontrolle der Lieferscheine</li></ul>
<h3>Das bieten wir</h3><ul><li>3.400–3.900 € brutto, 30 Tage Urlaub</li><li>JobRad, betriebliche Altersvorsorge</li></ul>
<p>Bewirb dich ganz einfach online – ohne Anschreiben. Deine Ansprechpartnerin: Frau Meike Lührs, 0421 4089-214.</p>
<button style="background:#c8102e;color:#fff;border:0;padding:12px 28px">Jetzt bewerben</button>
<p style="font-size:12px;color:#666;margin-top:20px">Hinweis: Wir kontaktieren Bewerber nie über WhatsApp und verlangen keine Gebühren. Vorsicht vor falschen Jobangeboten in unserem Namen.</p></div>
${footer([['Brenner Logistik GmbH', 'Impressum', 'Datenschutz']], '© 2026 Brenner Logistik GmbH, Bremen')}`,
  }),
},
{
  id: 'p-clean-customs-fee-postal-own',
  label: 'clean',
  kind: 'customs-payment',
  url: 'https://www.posti.fi/fi/tulli/maksa-tullimaksu?lahetys=JJFI65432100012345678',
  body: doc({
    lang: 'fi',
    title: 'Maksa tullimaksu – Posti',
    css: '.c{max-width:620px;margin:20px auto;padding:0 16px}.box{border:1px solid #ddd;border-radius:8px;padding:16px}',
    body: `${nav('Posti', ['Seuraa lähetystä', 'Lähetä', 'Vastaanota', 'Asiakastuki'], '#111', '#ffd400')}
<div class="c"><h1 style="font-size:24px">Lähetyksesi odottaa tulliselvitystä</h1><div class="box"><p>Lähetystunnus: JJFI65432100012345678<br>Lähettäjä: Shenzhen Gadgets Co. (Kiina)<br>Arvonlisävero: 6,72 € · Käsittelymaksu: 4,90 €</p>
<p><b>Yhteensä 11,62 €</b></p><button style="background:#1c1c1c;color:#fff;border:0;padding:11px 24px;border-radius:24px">Maksa verkkopankissa tai kortilla</button></div>
<p style="font-size:13px">Voit tarkistaa lähetyksen tiedot myös OmaPosti-sovelluksesta. Posti ei koskaan pyydä korttitietoja tekstiviestin linkin kautta – tämän sivun osoite on aina posti.fi.</p></div>
${footer([['Posti', 'Tietosuoja', 'Evästeet', 'Saavutettavuus']], '© Posti Group Oyj 2026')}`,
  }),
},
];
