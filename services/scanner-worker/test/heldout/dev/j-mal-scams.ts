import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, jsRoute, logo } from '../parts/j-kit.js';
import { jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'j-techsupport-defender-locker-en',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-defender-alert.security-check-pc.com/err/0x8024?ph=18885550147',
  routes: {
    'win-defender-alert.security-check-pc.com/err/0x8024': htmlRoute(doc({
      title: 'Windows Defender Security Center',
      style: `body{background:#0078d7;color:#fff;font-family:"Segoe UI"}.w{position:fixed;top:10%;left:50%;transform:translateX(-50%);width:640px;background:#fff;color:#000;box-shadow:0 0 40px rgba(0,0,0,.5)}.t{background:#c00;color:#fff;padding:8px 14px;font-weight:700}.c{padding:18px}.ph{font-size:28px;color:#c00;font-weight:800}button{background:#0078d7;color:#fff;border:0;padding:8px 24px;margin-right:8px}`,
      bodyAttr: 'onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){});document.getElementById(\'a\').play()"',
      body: `<audio id="a" src="/err/alert.wav" loop autoplay></audio>
<p style="padding:20px">Windows Defender - Security Warning<br>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</p>
<div class="w"><div class="t">⚠ Windows Defender Security Center</div><div class="c"><p><b>App: Trojan:Win32/Pomal!rfn spyware detected</b></p><p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p><ul><li>Email Credentials</li><li>Banking Passwords</li><li>Facebook Login</li><li>Pictures &amp; Documents</li></ul><p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p><p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p><p>Call Microsoft Support (Toll Free):</p><p class="ph" id="ph"></p><p style="font-size:12px">Closing this window will put your personal information at risk and lead to a suspension of your Windows Registration.</p><button>Deny</button><button>Allow</button></div></div>
<script>var p=new URLSearchParams(location.search).get('ph')||'18885550147';var f='+1-'+p.slice(1,4)+'-'+p.slice(4,7)+'-'+p.slice(7);document.getElementById('ph').textContent=f;
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};window.onbeforeunload=function(){return 'Are you sure?'};
setInterval(function(){document.title=document.title==='Windows Defender Security Center'?'⚠ Call '+f:'Windows Defender Security Center'},900);document.addEventListener('keydown',function(e){e.preventDefault()});</script>`,
    })),
    'win-defender-alert.security-check-pc.com/err/alert.wav': fileRoute(beepWav(1, 960), 'audio/wav'),
  },
},
{
  id: 'j-techsupport-microsoft-de',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://microsoft-sicherheit-warnung.azureedge-hilfe.de/?land=de',
  routes: {
    'microsoft-sicherheit-warnung.azureedge-hilfe.de/': htmlRoute(doc({
      lang: 'de',
      title: 'Microsoft-Warnung: Ihr Computer ist gesperrt',
      style: `body{background:#000 linear-gradient(#001e3c,#000);color:#fff;font-family:"Segoe UI"}.s{max-width:760px;margin:60px auto;background:#fff;color:#222;padding:24px;border:3px solid #e00}.n{font-size:30px;font-weight:900;color:#e00;text-align:center}.scan{background:#eee;height:16px}.scan div{height:16px;background:#0078d7;width:0;transition:width 5s}`,
      body: `<div class="s"><h2>⛔ Microsoft Windows – Fehlercode #DW6VB36</h2><p>Der Zugriff auf diesen PC wurde aus Sicherheitsgründen gesperrt. Auf Ihrem Computer wurde ein Virus (Trojaner.Zeus) gefunden, der Ihre Bankdaten, Passwörter und Fotos an Dritte sendet.</p>
<div class="scan"><div id="sc"></div></div><p id="st">Scanne Systemdateien…</p>
<p><b>Rufen Sie sofort den Microsoft-Support an, um Ihre Daten zu schützen:</b></p><p class="n">☎ 0800 181 4417 (gebührenfrei)</p><p style="font-size:13px">Bitte schalten Sie den Computer nicht aus und schließen Sie diese Seite nicht, sonst werden Ihre Daten unwiderruflich gelöscht. Ein zertifizierter Techniker wird Ihnen per Fernwartung (AnyDesk) helfen.</p></div>
<script>setTimeout(function(){document.getElementById('sc').style.width='100%'},100);setTimeout(function(){document.getElementById('st').textContent='3 Bedrohungen gefunden: Trojan.Zeus, Spyware.KeyLogger, Adware.Tracker'},5200);
window.onbeforeunload=function(){return 'Ihre Daten werden gelöscht!'};setTimeout(function(){alert('WARNUNG! Ihr Computer ist infiziert. Rufen Sie 0800 181 4417 an.')},1500)</script>`,
    })),
  },
},
{
  id: 'j-fakeshop-electronics-pl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://www.elektro-hurt24.com.pl/produkt/iphone-17-pro-256gb',
  body: doc({
    lang: 'pl',
    title: 'iPhone 17 Pro 256GB – WYPRZEDAŻ LIKWIDACYJNA -65% | ElektroHurt24',
    style: `header{background:#004a99;color:#fff;padding:14px 30px;font-weight:700}.m{max-width:980px;margin:24px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px}.img{height:380px;background:#f1f1f1}.pr{font-size:34px;color:#e00;font-weight:900}.b{background:#ff6a00;color:#fff;border:0;padding:16px;width:100%;font-size:18px}.cd{background:#ffefef;padding:10px;color:#c00;font-weight:700}`,
    body: `<header>ElektroHurt24 · Likwidacja magazynu</header><div class="m"><div class="img"></div><div><h1>Apple iPhone 17 Pro 256GB – Tytan pustynny</h1><p class="pr">1 499,00 zł <s style="font-size:18px;color:#888">5 299,00 zł</s></p><div class="cd">⏰ Likwidacja magazynu kończy się za <span id="t">00:14:59</span> · Zostały tylko 3 sztuki!</div>
<p>✔ Nowy, zafoliowany · ✔ Gwarancja 24 mies. · ✔ Wysyłka 24h</p><p><b>Płatność:</b> tylko przelew tradycyjny lub BLIK na telefon (płatności kartą chwilowo niedostępne).</p><button class="b" onclick="location.href='/zamowienie?p=iphone17pro'">KUP TERAZ</button>
<p style="font-size:12px;color:#777">Sklep działa od 2026 r. · Kontakt wyłącznie przez formularz · ElektroHurt24 Sp. z o.o. (w organizacji)</p></div></div>
<script>var s=899;setInterval(function(){s=s>0?s-1:899;document.getElementById('t').textContent='00:'+String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000)</script>`,
  }),
  routes: {
    'www.elektro-hurt24.com.pl/zamowienie': htmlRoute(doc({ lang: 'pl', title: 'Zamówienie', body: `<div style="max-width:520px;margin:40px auto"><h2>Dane do przelewu</h2><p>Odbiorca: ElektroHurt24<br>Nr konta: PL61 1090 1014 0000 0712 1981 2874<br>Tytuł: Zamówienie 77412<br>Kwota: 1 499,00 zł</p><p>Lub BLIK na numer: +48 512 000 417</p><p>Zamówienie zostanie wysłane po zaksięgowaniu wpłaty.</p></div>` })),
  },
},
{
  id: 'j-scam-job-task-whatsapp',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://task.hotelrank-partners.work/#/login?inv=HR8841',
  routes: {
    'task.hotelrank-partners.work/': htmlRoute(doc({
      title: 'HotelRank Partners – Online Work',
      style: `body{background:#fdf2f8;max-width:480px;margin:0 auto}.c{background:#fff;margin:12px;padding:18px;border-radius:12px}.btn{background:#db2777;color:#fff;border:0;padding:12px;width:100%;border-radius:10px}.lv td{padding:4px 8px;font-size:13px}input{width:100%;padding:10px;border:1px solid #ddd;border-radius:8px;margin:4px 0}`,
      body: `<div class="c"><h2>HotelRank Partners</h2><p>Earn <b>$120–$800 per day</b> rating hotels from your phone. Work 1 hour a day, anywhere. Commission paid daily in USDT.</p>
<table class="lv"><tr><td>VIP1</td><td>deposit $100</td><td>40 tasks/day</td><td>0.5% per task</td></tr><tr><td>VIP2</td><td>deposit $1,000</td><td>50 tasks/day</td><td>0.8% per task</td></tr><tr><td>VIP3</td><td>deposit $5,000</td><td>60 tasks/day</td><td>1.2% per task</td></tr></table>
<p style="font-size:13px">⚠ "Combination orders" may make your balance negative; recharge to complete them and unlock your earnings.</p></div>
<div class="c"><form onsubmit="event.preventDefault();location.hash='#/recharge'"><input placeholder="Phone / WhatsApp"><input type="password" placeholder="Password"><input placeholder="Invitation code" value="HR8841"><button class="btn">Register &amp; get $10 bonus</button></form><p style="font-size:12px">Customer service: Telegram @HotelRank_CS_Anna</p></div>`,
    })),
  },
},
{
  id: 'j-advfee-inheritance-fr',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://www.cabinet-notarial-dubreuil-succession.fr/dossier/HR-2026-114',
  body: doc({
    lang: 'fr',
    title: 'Cabinet Dubreuil & Associés – Dossier de succession HR-2026-114',
    style: `header{background:#1a2b4c;color:#fff;padding:16px 30px;font-family:Georgia}main{max-width:760px;margin:24px auto;padding:0 16px}.b{border:1px solid #ccc;padding:16px;background:#fafafa}.f input{width:100%;padding:9px;margin:4px 0}.f button{background:#1a2b4c;color:#fff;border:0;padding:12px 20px}`,
    body: `<header>Cabinet Dubreuil &amp; Associés · Notaires</header><main><h2>Dossier de succession n° HR-2026-114</h2>
<div class="b"><p>Bénéficiaire désigné : <b>vous</b> (parent éloigné de feu M. Henri Rousseau, décédé à Genève le 12/03/2026).</p><p>Montant de l'héritage : <b>1 850 000,00 €</b></p><p>Statut : <span style="color:#c00">En attente des frais d'enregistrement et de mainlevée</span></p></div>
<p>Conformément à l'article 784 du Code civil, le transfert des fonds ne peut être effectué qu'après règlement des <b>frais de dossier de 2 450 €</b> par virement ou coupons PCS/Transcash. Ces frais sont déduits de l'héritage à la clôture.</p>
<form class="f" method="post" action="/dossier/HR-2026-114/valider"><input placeholder="Nom et prénom"><input placeholder="Adresse postale"><input placeholder="Téléphone"><input placeholder="IBAN pour recevoir les fonds"><input placeholder="Copie de pièce d'identité (lien)"><button>Valider mon dossier</button></form>
<p style="font-size:12px">Maître Philippe Dubreuil · Tél. +33 7 56 00 41 19 · Membre de la Chambre des Notaires</p></main>`,
  }),
},
];
