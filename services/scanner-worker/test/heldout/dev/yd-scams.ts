import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, qrish, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, fileRoute, beepWav, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'zpravy-cz.denni-clanek.com';
  const css = `${baseCss}body{background:#fff;font-family:Georgia,"Times New Roman",serif;color:#222}
.top{background:#c00;color:#fff;font-family:Arial,sans-serif;display:flex;align-items:center;padding:8px 20px;gap:22px;font-size:14px}.top b{font-size:24px;letter-spacing:-1px}
.w{max-width:760px;margin:0 auto;padding:20px}.meta{font-family:Arial;font-size:13px;color:#777}h1{font-size:34px;line-height:1.15}
.ph{background:#ddd;height:300px;display:flex;align-items:center;justify-content:center;color:#666;font-family:Arial;margin:12px 0}
blockquote{border-left:4px solid #c00;margin:16px 0;padding:4px 16px;font-style:italic}
.cta{display:block;background:#2e7d32;color:#fff;text-align:center;font-family:Arial;font-weight:700;padding:16px;border-radius:4px;text-decoration:none;font-size:18px;margin:20px 0}
.form{border:2px solid #2e7d32;padding:20px;font-family:Arial;border-radius:6px}.form input{width:100%;padding:12px;margin:6px 0;border:1px solid #aaa;border-radius:4px}.form button{width:100%;padding:14px;background:#2e7d32;color:#fff;border:0;border-radius:4px;font-weight:700;font-size:17px}
.cm{font-family:Arial;font-size:14px;border-top:1px solid #eee;padding:12px 0}.cm b{color:#385898}`;
  const body = `<div class="top"><b>Zprávy</b><span>Domácí</span><span>Zahraniční</span><span>Ekonomika</span><span>Krimi</span></div>
<div class="w">
<p class="meta">Ekonomika · <span id="dt"></span> · 4 min čtení</p>
<h1>Moderátor Tomáš Berka v přímém přenosu prozradil, jak si vydělává přes 180 000 Kč měsíčně. ČNB se ho snažila zastavit</h1>
<div class="ph">[foto z vysílání]</div>
<p>V nedělním vydání pořadu se moderátor nechal unést a prozradil divákům svou „malou tajnou investici“. Vysílání bylo po několika minutách přerušeno, ale záznam se nám podařilo získat.</p>
<blockquote>„Platforma Quantum Fintrade funguje na bázi umělé inteligence. Stačí vložit 6 000 Kč a systém sám obchoduje. Já jsem první týden vydělal 48 000 korun,“ řekl Berka.</blockquote>
<p>Zástupci bank byli podle našich informací zděšení. „Tohle je konec pro banky,“ komentoval to anonymní zdroj z Komerční banky. Platforma je zatím otevřená pro občany České republiky, ale počet míst je omezen.</p>
<p>Naše redakce to vyzkoušela: po vkladu 6 200 Kč jsme za 7 dní měli na účtu <b>61 430 Kč</b>. Výběr proběhl bez problémů.</p>
<a class="cta" href="#reg">ZAREGISTRUJTE SE NYNÍ – ZBÝVÁ 17 MÍST</a>
<div class="form" id="reg"><h3 style="margin-top:0">Registrace do Quantum Fintrade</h3>
<form id="lead"><input name="first_name" placeholder="Jméno" required><input name="last_name" placeholder="Příjmení" required><input name="email" type="email" placeholder="E-mail" required><input name="phone" placeholder="+420 Telefon" required><button>Začít vydělávat</button></form>
<p style="font-size:12px;color:#666">Osobní manažer vás bude kontaktovat do 15 minut.</p></div>
<h3 style="font-family:Arial">Komentáře (238)</h3>
<div class="cm"><b>Jana Nováková</b><br>Zkusila jsem to minulý týden, dnes mi přišlo na účet 23 000 Kč. Děkuju!</div>
<div class="cm"><b>Petr Dvořák</b><br>Nejdřív jsem nevěřil, ale manažerka Lucie mi vše vysvětlila. Doporučuji.</div>
<div class="cm"><b>Marie Svobodová</b><br>Proč o tom nemluví v televizi? Jasně, banky to nechtějí.</div>
</div>`;
  const js = `<script>
dt.textContent=new Date().toLocaleDateString('cs-CZ');
lead.onsubmit=function(e){e.preventDefault();var o=Object.fromEntries(new FormData(lead));o.country='CZ';o.funnel='qfintrade-news-cz';o.aff_id='2291';o.ip='';
fetch('/crm/api/v2/leads',{method:'POST',headers:{'Content-Type':'application/json','X-Api-Key':'b81fd2c4a0'},body:JSON.stringify(o)}).then(function(r){return r.json()}).then(function(j){location.href=j.autologin||'/dekujeme.html'})};
</script>`;
  return {
    id: 'yd-invest-news-cz-celebrity-scam', label: 'scam', kind: 'investment-celebrity-scam',
    url: `https://${host}/ekonomika/moderator-investice`,
    body: page({ lang: 'cs', title: 'Moderátor prozradil své tajemství | Zprávy', css, body, scripts: js }),
    routes: {
      [`${host}/crm/api/v2/leads`]: jsonRoute({ status: 'ok', autologin: '/dekujeme.html' }),
      [`${host}/dekujeme.html`]: htmlRoute(page({ lang: 'cs', title: 'Děkujeme', body: '<div style="font-family:Arial;max-width:500px;margin:80px auto;text-align:center"><h1>Gratulujeme!</h1><p>Vaše registrace byla přijata. Váš osobní manažer vás bude kontaktovat z čísla začínajícího +44. Mějte prosím připravenou platební kartu pro první vklad 6 000 Kč.</p></div>' })),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'cnb-bezpecny-ucet.cz-ochrana.com';
  const css = `${baseCss}body{background:#f3f4f6;font-family:Arial,sans-serif;color:#1f2937}.hd{background:#fff;border-bottom:4px solid #8b0c2c;padding:16px 30px;display:flex;gap:14px;align-items:center}
.w{max-width:700px;margin:26px auto;background:#fff;border-radius:6px;padding:30px}.alert{background:#fef2f2;border:1px solid #fca5a5;padding:14px;border-radius:4px;margin-bottom:16px}
.acc{background:#f0fdf4;border:2px dashed #16a34a;padding:16px;font-family:monospace;font-size:18px;margin:14px 0}ol li{margin:8px 0}
.case{font-size:14px;color:#555}`;
  const body = `<div class="hd">${flag(['#fff', '#d7141a', '#11457e'])}<div><b>Česká národní banka</b><br><small>Odbor ochrany spotřebitele na finančním trhu</small></div></div>
<div class="w">
<div class="alert"><b>Váš bankovní účet je kompromitován.</b> Zjistili jsme pokus o neautorizovaný převod z vašeho účtu. Prostředky je nutné neprodleně přesunout na dočasný zabezpečený účet ČNB.</div>
<p class="case">Číslo případu: <b>CNB-2025-04-118837</b> · Odpovědný pracovník: <b>Ing. Pavel Hrubý</b>, bezpečnostní oddělení</p>
<h2>Postup</h2>
<ol><li>Nezavírejte hovor s pracovníkem ČNB a nikomu o případu neříkejte — ani pracovníkům pobočky, mohou být zapojeni.</li>
<li>Ve své bankovní aplikaci zadejte převod celého zůstatku na níže uvedený zabezpečený účet.</li>
<li>Jako zprávu pro příjemce uveďte číslo případu.</li>
<li>Po prošetření (3–5 pracovních dní) vám budou prostředky vráceny včetně kompenzace.</li></ol>
<div class="acc">Zabezpečený účet: 2701994418 / 2010<br>IBAN: CZ46 2010 0000 0027 0199 4418<br>Zpráva: CNB-2025-04-118837</div>
<p>Pokud banka převod zablokuje, vyberte hotovost a vložte ji přes bitcoinový automat na adresu, kterou vám sdělí pracovník.</p>
<p>Bezpečnostní linka ČNB: <b>+420 228 880 417</b></p></div>`;
  return {
    id: 'yd-safe-account-cz-cnb-scam', label: 'scam', kind: 'safe-account-scam',
    url: `https://${host}/pripad/CNB-2025-04-118837`,
    body: page({ lang: 'cs', title: 'ČNB – Zabezpečený účet', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'mnb-biztonsagi-szamla.hu-vedelem.net';
  const css = `${baseCss}body{background:#eef1f4;font-family:Arial,sans-serif}.hd{background:#13294b;color:#fff;padding:16px 30px}.w{max-width:640px;margin:26px auto;background:#fff;padding:28px;border-radius:6px}
.cd{font-size:36px;font-weight:700;color:#c0392b;text-align:center;margin:10px 0}.box{border:1px solid #d0d7de;border-radius:6px;padding:14px;margin:12px 0}.dl{display:inline-block;background:#e67e22;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:700}`;
  const body = `<div class="hd"><b>Magyar Nemzeti Bank</b> · Pénzügyi Fogyasztóvédelmi Központ</div>
<div class="w"><h2 style="margin-top:0">Biztonsági eljárás folyamatban</h2>
<p>Ügyintézőnk telefonon tájékoztatta Önt, hogy bankszámláját csalók próbálják megcsapolni. Megtakarításai védelme érdekében kérjük, kövesse az utasításokat az alábbi időn belül:</p>
<div class="cd" id="cd">29:59</div>
<div class="box"><b>1. lépés:</b> Telepítse a távsegítő alkalmazást, hogy kollégánk ellenőrizhesse készülékét.<br><br><a class="dl" href="/letoltes/MNB_Tamogatas.exe">MNB Támogatás letöltése</a></div>
<div class="box"><b>2. lépés:</b> Utalja át teljes egyenlegét az MNB ideiglenes biztonsági számlájára:<br><code>HU42 1177 3016 0245 8817 0000 0000</code><br>Kedvezményezett: Biztonsági Letéti Számla</div>
<div class="box"><b>3. lépés:</b> Ne tájékoztassa bankfiókját az eljárásról, mert a vizsgálat bizalmas.</div>
<p>Ügyszám: MNB/BV-44812 · Visszahívás: +36 1 445 2091</p></div>`;
  const js = `<script>var t=1799;setInterval(function(){if(t>0)t--;cd.textContent=Math.floor(t/60)+':'+('0'+t%60).slice(-2)},1000)</script>`;
  return {
    id: 'yd-safe-account-hu-mnb-scam', label: 'scam', kind: 'safe-account-scam',
    url: `https://${host}/eljaras/44812`,
    body: page({ lang: 'hu', title: 'MNB – Biztonsági eljárás', css, body, scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'global-diplomatic-courier.eu-delivery.services';
  const css = `${baseCss}body{background:#f5f5f0;font-family:"Times New Roman",serif;color:#222}.hd{background:#1b2a41;color:#d4af37;padding:18px 36px;font-size:22px;letter-spacing:1px}
.w{max-width:760px;margin:26px auto;background:#fff;padding:32px;border:1px solid #ddd}table{width:100%;border-collapse:collapse;font-family:Arial;font-size:14px}td{border:1px solid #ddd;padding:8px}td:first-child{background:#fafafa;width:40%}
.st{color:#b00;font-weight:700}.pay{background:#fffbe6;border:1px solid #e6c200;padding:16px;font-family:Arial;margin-top:18px}`;
  const body = `<div class="hd">GLOBAL DIPLOMATIC COURIER SERVICES</div>
<div class="w"><h2>Praćenje pošiljke / Consignment Tracking</h2>
<table><tr><td>Broj pošiljke</td><td>GDC-7730-HR-2291</td></tr><tr><td>Pošiljatelj</td><td>Dr. Michael Anderson, US Army Medical Corps, Camp Buehring</td></tr><tr><td>Primatelj</td><td>Ivana K., Split, Hrvatska</td></tr><tr><td>Sadržaj</td><td>Diplomatski kovčeg (osobne stvari, dokumenti, gotovina USD)</td></tr><tr><td>Trenutna lokacija</td><td>Zračna luka Frankfurt — carinsko skladište</td></tr><tr><td>Status</td><td class="st">ZADRŽANO — nepodmirena pristojba za carinsko odobrenje</td></tr></table>
<div class="pay"><b>Za nastavak isporuke potrebno je platiti pristojbu za carinsko odobrenje (Anti-Terrorism Clearance Certificate): 1.850,00 EUR</b><br><br>
Plaćanje: uplata na račun agenta ili putem Bitcoin ATM-a.<br>Korisnik: Clearance Agent Ltd · IBAN: GB18 CLRB 0406 9421 5530 12 · Opis: GDC-7730<br>ili BTC: bc1q9h7d2k4xw0m8xqv5e2yzt3r6p8u0s7n4lcgfj2<br><br>
Nakon uplate pošaljite potvrdu na e-mail: clearance.desk@gdc-mail.eu ili WhatsApp +44 7520 618 944.</div>
<p style="font-family:Arial;font-size:12px;color:#777">Pošiljka će biti vraćena pošiljatelju ako pristojba ne bude plaćena u roku od 72 sata.</p></div>`;
  return {
    id: 'yd-romance-hr-diplomatic-parcel-scam', label: 'scam', kind: 'romance-parcel-scam',
    url: `https://${host}/tracking.php?no=GDC-7730-HR-2291`,
    body: page({ lang: 'hr', title: 'Global Diplomatic Courier – Tracking', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'natalia-profil.srecanja-ljubezen.com';
  const css = `${baseCss}body{background:#fdf2f5;font-family:Arial,sans-serif;color:#333}.hd{background:#e91e63;color:#fff;padding:14px 26px;font-weight:700}
.w{max-width:720px;margin:24px auto;display:grid;grid-template-columns:220px 1fr;gap:24px;background:#fff;border-radius:12px;padding:24px}
.ph{width:220px;height:280px;background:linear-gradient(135deg,#f8bbd0,#f48fb1);border-radius:10px;display:flex;align-items:end;justify-content:center;color:#fff;padding:10px}
.msg{background:#fce4ec;border-radius:10px;padding:14px;margin:10px 0;font-size:15px}.btn{display:inline-block;background:#e91e63;color:#fff;padding:11px 20px;border-radius:22px;text-decoration:none;font-weight:700}`;
  const body = `<div class="hd">♥ Srečanja in ljubezen</div>
<div class="w"><div class="ph">Natalia, 31</div><div>
<h2 style="margin-top:0">Natalia, 31 · Harkiv → Ljubljana</h2>
<p>Medicinska sestra. Iščem resnega moškega za skupno življenje. 🌷</p>
<div class="msg"><b>Natalia:</b> Dragi moj Marko, danes sem bila na veleposlaništvu. Vizum je skoraj pripravljen, a moram plačati še zavarovanje in letalsko karto – <b>780 €</b>. Moja banka ne dela zaradi vojne. Prosim, pošlji preko Western Union na ime moje agentke Olena Kravets, Kijev. Ko pridem, ti vse vrnem, obljubim. Tvoja N. 💋</div>
<div class="msg"><b>Natalia:</b> Če ti je lažje, lahko kupiš darilne kartice Google Play in mi pošlješ kode na e-pošto natalia.k1993@ukr-mail.net.</div>
<a class="btn" href="#">Pošlji sporočilo</a></div></div>`;
  return {
    id: 'yd-romance-si-dating-visa-scam', label: 'scam', kind: 'romance-scam',
    url: `https://${host}/profil/natalia-31`,
    body: page({ lang: 'sl', title: 'Natalia, 31 – Srečanja in ljubezen', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'windows-ro-alerta.azurewebsites.net';
  const css = `${baseCss}html,body{height:100%}body{background:#0078d7;color:#fff;font-family:"Segoe UI",Arial,sans-serif;overflow:hidden;cursor:none}
.bsod{padding:60px 80px}.bsod h1{font-size:90px;margin:0;font-weight:300}.bsod p{font-size:22px;max-width:900px}
.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;color:#222;width:560px;box-shadow:0 0 0 2000px rgba(0,0,0,.35),0 10px 40px rgba(0,0,0,.5);cursor:default}
.pop .t{background:#c42b1c;color:#fff;padding:10px 14px;font-weight:600}.pop .c{padding:18px}.pop .ph{font-size:26px;font-weight:700;color:#c42b1c;text-align:center;margin:10px 0}
.pop button{background:#0078d7;color:#fff;border:0;padding:9px 22px;float:right}`;
  const body = `<div class="bsod"><h1>:(</h1><p>Computerul dumneavoastră a fost blocat din motive de securitate. Am detectat activitate suspectă: <b>Trojan:Win32/Emotet.RSK!MTB</b>. Datele dumneavoastră bancare, parolele Facebook și fotografiile sunt în pericol.</p><p>Cod eroare: 0x80072ee7 · Nu reporniți computerul.</p></div>
<div class="pop"><div class="t">Windows Defender — Alertă de securitate</div><div class="c">
<p>Accesul la acest PC a fost suspendat. Închiderea acestei pagini va duce la dezactivarea licenței Windows și pierderea datelor.</p>
<p>Sunați la Asistența Microsoft pentru a debloca:</p><div class="ph">+40 31 630 7749</div><p style="font-size:13px;color:#555">(Apel gratuit · Asistență în limba română 24/7)</p>
<button onclick="fs()">OK</button><div style="clear:both"></div></div></div>
<audio id="au" src="/media/alert.wav" loop autoplay></audio>`;
  const js = `<script>
function fs(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);try{navigator.keyboard&&navigator.keyboard.lock()}catch(e){}document.getElementById('au').play().catch(function(){})}
document.addEventListener('click',fs);document.addEventListener('keydown',function(e){e.preventDefault();fs();return false});
window.onbeforeunload=function(){return 'Sunteți sigur?'};
for(var i=0;i<20;i++)history.pushState({},'',location.href);window.onpopstate=function(){history.pushState({},'',location.href)};
setTimeout(function(){alert('ALERTĂ: Computerul dumneavoastră este infectat. Sunați la +40 31 630 7749')},1500);
</script>`;
  return {
    id: 'yd-techsupport-ro-windows-lock-scam', label: 'scam', kind: 'tech-support-scam',
    url: `https://${host}/ro/index.html?er=0x80072ee7`,
    body: page({ lang: 'ro', title: 'Windows Defender – Alertă de securitate', css, body, scripts: js }),
    routes: { [`${host}/media/alert.wav`]: fileRoute(beepWav(2, 960), 'audio/wav') },
  } satisfies Entry;
})(),

(() => {
  const host = 'eset-ochrana-sk.blob.core.windows.net';
  const css = `${baseCss}body{background:#1c1c1c;color:#fff;font-family:Arial,sans-serif}.w{max-width:760px;margin:40px auto;background:#fff;color:#222;border-radius:6px;overflow:hidden}
.t{background:#00a0a0;color:#fff;padding:14px 20px;display:flex;align-items:center;font-weight:700}.c{padding:22px}.scan{background:#f5f5f5;border-radius:4px;padding:10px;font-family:monospace;font-size:13px;height:140px;overflow:hidden}
.bar{height:14px;background:#eee;border-radius:7px;margin:12px 0;overflow:hidden}.bar i{display:block;height:100%;width:0;background:#d32f2f;transition:width .3s}
.call{text-align:center;font-size:28px;font-weight:800;color:#d32f2f;margin:14px 0}`;
  const body = `<div class="w"><div class="t">ESET Internet Security · Kritické upozornenie</div><div class="c">
<p><b>Váš počítač je infikovaný 5 vírusmi!</b> Skenovanie zistilo hrozby, ktoré odosielajú vaše heslá do internet bankingu a súkromné fotky útočníkom.</p>
<div class="bar"><i id="pb"></i></div><div class="scan" id="sc"></div>
<p>Licencia vašej ochrany vypršala. Nevypínajte počítač a okamžite kontaktujte technickú podporu:</p>
<div class="call">☎ 02 3300 8841</div><p style="text-align:center;font-size:13px;color:#666">Bezplatná linka technickej podpory · Po–Ne 0:00–24:00</p></div></div>
<audio src="/snd/warn.wav" autoplay loop></audio>`;
  const js = `<script>
var f=['C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts','C:\\\\Users\\\\Public\\\\svchost32.exe','HKLM\\\\Software\\\\Run\\\\updater','C:\\\\ProgramData\\\\bank_grabber.dll','C:\\\\Users\\\\AppData\\\\Roaming\\\\keylog.tmp'];var i=0,p=0;
setInterval(function(){p=Math.min(100,p+3);pb.style.width=p+'%';var d=document.createElement('div');d.textContent=(i%3?'OK  ':'NÁJDENÉ  ')+f[i%f.length];sc.prepend(d);i++},300);
setTimeout(function(){if(confirm('Počítač je zablokovaný. Zavolajte na 02 3300 8841. Pokračovať?')){}},2500);
document.onmousedown=function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen().catch(function(){})};
</script>`;
  return {
    id: 'yd-techsupport-sk-antivirus-scam', label: 'scam', kind: 'tech-support-scam',
    url: `https://${host}/web/index.html`,
    body: page({ lang: 'sk', title: 'ESET – Kritické upozornenie', css, body, scripts: js }),
    routes: { [`${host}/snd/warn.wav`]: fileRoute(beepWav(1, 700), 'audio/wav') },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.dom-in-vrt-razprodaja.shop';
  const items = [
    ['Robotski sesalnik Dyson 360 Vis Nav', '1.199,00', '119,90'], ['Kavni aparat DeLonghi Magnifica S', '449,00', '49,90'], ['Vrtni žar Weber Genesis E-325', '1.349,00', '129,00'],
    ['Akumulatorska kosilnica Husqvarna', '899,00', '89,90'], ['Zračni cvrtnik Philips XXL', '329,00', '32,90'], ['Pametni TV Samsung 65" QLED', '1.499,00', '149,00'],
  ];
  const grid = items.map(([n, o, p]) => `<div class="p"><div class="im"></div><h3>${n}</h3><s>${o} €</s> <b>${p} €</b><br><span class="z">-90%</span><button onclick="add('${n}',${p.replace(',', '.')})">V košarico</button></div>`).join('');
  const css = `${baseCss}body{font-family:Arial,sans-serif;background:#fff}.bn{background:#111;color:#ffde00;text-align:center;padding:8px;font-weight:700}.hd{display:flex;align-items:center;padding:14px 30px;border-bottom:1px solid #eee}.hd b{font-size:24px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:1000px;margin:20px auto;padding:0 16px}.p{border:1px solid #eee;padding:14px;border-radius:6px}.im{height:150px;background:#f1f1f1;border-radius:4px}.p s{color:#999}.p b{color:#d0021b;font-size:20px}.z{background:#d0021b;color:#fff;font-size:12px;padding:2px 6px;border-radius:3px}.p button{width:100%;margin-top:10px;padding:10px;background:#111;color:#fff;border:0}
#ck{position:fixed;right:0;top:0;bottom:0;width:360px;background:#fff;box-shadow:-4px 0 20px rgba(0,0,0,.2);padding:20px;display:none}#ck input{width:100%;padding:10px;margin:5px 0;border:1px solid #ccc}
.ft{font-size:12px;color:#777;text-align:center;padding:20px}`;
  const body = `<div class="bn">ZAPIRAMO TRGOVINO – RAZPRODAJA ZALOG -90% · Še <span id="cd">02:14:09</span></div>
<div class="hd"><b>Dom&amp;Vrt</b><span style="margin-left:auto">🛒 <span id="cn">0</span></span></div>
<div class="g">${grid}</div>
<div id="ck"><h2>Zaključek nakupa</h2><div id="sum"></div><input placeholder="Ime in priimek"><input placeholder="Naslov"><input placeholder="E-pošta"><input placeholder="Telefon">
<p><b>Plačilo samo z bančnim nakazilom</b> (zaradi zapiranja trgovine kartično plačilo ni mogoče):<br>Prejemnik: HOME LIQUIDATION LTD<br>IBAN: LT12 3130 0101 8842 6619<br>Sklic: naročilo + vaše ime</p><button onclick="this.textContent='Naročilo oddano!'" style="width:100%;padding:12px;background:#d0021b;color:#fff;border:0">Oddaj naročilo</button></div>
<p class="ft">© Dom&amp;Vrt · Kontakt: info@dom-in-vrt-razprodaja.shop · Vse pravice pridržane.</p>`;
  const js = `<script>var c=[],t=8049;function add(n,p){c.push([n,p]);cn.textContent=c.length;ck.style.display='block';sum.innerHTML=c.map(function(x){return x[0]+' – '+x[1].toFixed(2)+' €'}).join('<br>')}
setInterval(function(){t--;cd.textContent=[t/3600|0,(t%3600)/60|0,t%60].map(function(n){return('0'+n).slice(-2)}).join(':')},1000)</script>`;
  return {
    id: 'yd-shop-si-liquidation-transfer-scam', label: 'scam', kind: 'fake-shop-scam',
    url: `https://${host}/`,
    body: page({ lang: 'sl', title: 'Dom&Vrt – Razprodaja zalog -90%', css, body, scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'rabota-ot-vkashti.bg-online.work';
  const css = `${baseCss}body{background:#fffaf0;font-family:Arial,sans-serif;color:#2b2b2b}.hero{background:linear-gradient(135deg,#ff9900,#ff5e00);color:#fff;padding:44px 30px;text-align:center}.hero h1{font-size:36px;margin:0}
.w{max-width:820px;margin:26px auto;padding:0 16px}.steps{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.steps div{background:#fff;border-radius:10px;padding:16px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.lv{width:100%;border-collapse:collapse;margin:16px 0;background:#fff}.lv td,.lv th{border:1px solid #eee;padding:8px;font-size:14px}
.cta{display:block;text-align:center;background:#25d366;color:#fff;padding:15px;border-radius:30px;text-decoration:none;font-weight:700;font-size:18px;margin:20px 0}`;
  const body = `<div class="hero"><h1>Работа от вкъщи: 150–400 лв. на ден</h1><p>Само 30 минути дневно с телефона. Без опит. Изплащане всеки ден.</p></div>
<div class="w"><h2>Как работи?</h2><div class="steps"><div><b>1.</b> Регистрирате се в платформата за оптимизация на поръчки на партньора ни Amazon.</div><div><b>2.</b> Изпълнявате 40 задачи дневно (харесвания и оценки на продукти).</div><div><b>3.</b> Получавате комисиона до 20% върху стойността на всяка поръчка.</div></div>
<h2>Нива на членство</h2><table class="lv"><tr><th>Ниво</th><th>Депозит</th><th>Дневен доход</th></tr><tr><td>VIP 1</td><td>100 USDT</td><td>18 USDT</td></tr><tr><td>VIP 2</td><td>500 USDT</td><td>110 USDT</td></tr><tr><td>VIP 3</td><td>2000 USDT</td><td>520 USDT</td></tr></table>
<p>За да започнете, свържете се с нашия HR мениджър в WhatsApp или Telegram. Първите 3 задачи са безплатни — след това се изисква депозит за активиране на нивото.</p>
<a class="cta" href="https://wa.me/447418300912?text=%D0%97%D0%B4%D1%80%D0%B0%D0%B2%D0%B5%D0%B9%D1%82%D0%B5%2C%20%D0%B8%D1%81%D0%BA%D0%B0%D0%BC%20%D0%B4%D0%B0%20%D1%80%D0%B0%D0%B1%D0%BE%D1%82%D1%8F">📱 Пишете ни в WhatsApp</a>
<p style="font-size:12px;color:#888">Amazon е търговска марка на съответния притежател. Ние сме независим партньор.</p></div>`;
  return {
    id: 'yd-job-bg-task-deposit-scam', label: 'scam', kind: 'job-task-scam',
    url: `https://${host}/`,
    body: page({ lang: 'bg', title: 'Работа от вкъщи – 150–400 лв. на ден', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'lidl-gr.dora-epeteios.club';
  const css = `${baseCss}body{background:#0050aa;font-family:Arial,sans-serif;color:#222}.w{max-width:480px;margin:0 auto;background:#fff;min-height:100vh;padding:20px}
.lg{text-align:center;margin-bottom:10px}.q{display:none}.q.on{display:block}.o{display:block;width:100%;padding:13px;margin:8px 0;border:2px solid #0050aa;background:#fff;border-radius:8px;font-size:16px;color:#0050aa;font-weight:700}
#wheel{width:260px;height:260px;border-radius:50%;margin:20px auto;background:conic-gradient(#e60a14 0 45deg,#fff000 45deg 90deg,#0050aa 90deg 135deg,#fff 135deg 180deg,#e60a14 180deg 225deg,#fff000 225deg 270deg,#0050aa 270deg 315deg,#fff 315deg);transition:transform 4s cubic-bezier(.2,.8,.2,1);border:6px solid #222}
.cm{font-size:13px;border-top:1px solid #eee;padding:8px 0}`;
  const body = `<div class="w"><div class="lg">${wordmark('LIDL', '#0050aa', { mark: 'square', width: 100 })}</div>
<h2 style="text-align:center">🎉 Η Lidl Ελλάς γιορτάζει! Κερδίστε ένα καλάθι αγορών αξίας 500 €</h2>
<p style="text-align:center">Απαντήστε σε 3 ερωτήσεις. Απομένουν <b>14</b> δώρα σήμερα.</p>
<div class="q on" id="a1"><b>Πόσο συχνά ψωνίζετε στη Lidl;</b><button class="o" data-n="a2">Κάθε εβδομάδα</button><button class="o" data-n="a2">Κάθε μήνα</button></div>
<div class="q" id="a2"><b>Πώς βαθμολογείτε τα προϊόντα μας;</b><button class="o" data-n="a3">Εξαιρετικά</button><button class="o" data-n="a3">Καλά</button></div>
<div class="q" id="a3"><b>Γυρίστε τον τροχό!</b><div id="wheel"></div><button class="o" id="spin">ΓΥΡΙΣΤΕ</button></div>
<div class="q" id="a4"><h3>Συγχαρητήρια! Κερδίσατε ένα καλάθι αγορών 500 €!</h3><p>Πληρώστε μόνο τα έξοδα αποστολής <b>1,95 €</b> για να παραλάβετε το δώρο σας.</p>
<form id="sf" action="https://checkout.gift-prize-portal.com/pay" method="post"><input type="hidden" name="offer" value="lidl-gr-500"><input type="hidden" name="amount" value="1.95"><button class="o" style="background:#e60a14;color:#fff;border-color:#e60a14">ΠΑΡΑΛΑΒΗ ΔΩΡΟΥ</button></form>
<p style="font-size:10px;color:#999">Με την υποβολή αποδέχεστε τους όρους συνδρομής VIP Club 49,90 € ανά 14 ημέρες.</p></div>
<h4>Σχόλια</h4><div class="cm"><b>Κατερίνα Π.</b> Μόλις παρέλαβα το καλάθι μου! 😍</div><div class="cm"><b>Γιάννης Θ.</b> Αληθινό, ευχαριστώ Lidl!</div></div>`;
  const js = `<script>
document.querySelectorAll('.o[data-n]').forEach(function(b){b.onclick=function(){document.querySelector('.q.on').classList.remove('on');document.getElementById(b.dataset.n).classList.add('on')}});
spin.onclick=function(){wheel.style.transform='rotate(1845deg)';setTimeout(function(){a3.classList.remove('on');a4.classList.add('on')},4200)};
</script>`;
  return {
    id: 'yd-lottery-gr-supermarket-wheel-scam', label: 'scam', kind: 'prize-survey-scam',
    url: `https://${host}/gr/`,
    body: page({ lang: 'el', title: 'Lidl – Δώρο επετείου', css, body, scripts: js }),
    routes: { 'checkout.gift-prize-portal.com/pay': htmlRoute(page({ lang: 'el', title: 'Πληρωμή', css: baseCss, body: `<div style="max-width:420px;margin:40px auto;font-family:Arial"><h2>Έξοδα αποστολής 1,95 €</h2><form><input placeholder="Αριθμός κάρτας" data-card="number" style="width:100%;padding:10px;margin:5px 0"><input placeholder="ΜΜ/ΕΕ" data-card="expiry" style="width:100%;padding:10px;margin:5px 0"><input placeholder="CVV" data-card="cvc" style="width:100%;padding:10px;margin:5px 0"><button style="width:100%;padding:12px">Πληρωμή</button></form></div>`, scripts: cardFieldScript })) },
  } satisfies Entry;
})(),

(() => {
  const host = 'pomoc-povodne-cz.sbirka-obetem.org';
  const css = `${baseCss}body{font-family:Arial,sans-serif;background:#f4f6f8;color:#222}.hero{background:#1d3557;color:#fff;padding:50px 30px;text-align:center}.hero h1{font-size:34px;margin:0 0 10px}
.w{max-width:760px;margin:24px auto;background:#fff;border-radius:8px;padding:28px}.bar{height:18px;background:#e5e7eb;border-radius:9px;overflow:hidden}.bar i{display:block;height:100%;width:71%;background:#e63946}
.pay{display:grid;grid-template-columns:1fr 160px;gap:20px;align-items:center;background:#f9fafb;border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:16px 0}
code{background:#eef;padding:2px 6px;border-radius:3px;word-break:break-all}`;
  const body = `<div class="hero"><h1>Pomozte rodinám zasaženým povodněmi</h1><p>Tisíce lidí na Jesenicku a Ostravsku přišly o domovy. Každá koruna pomůže.</p></div>
<div class="w"><p><b>Vybráno 7 124 380 Kč</b> z 10 000 000 Kč · 18 442 dárců</p><div class="bar"><i></i></div>
<p>Sbírku organizuje dobrovolnická iniciativa „Pomoc Jeseníkům“. Vybrané prostředky předáváme přímo rodinám bez administrativních nákladů.</p>
<div class="pay"><div><b>Bankovní převod</b><br>Číslo účtu: 2402211773 / 3030<br>Variabilní symbol: 2024<br><br><b>Kryptoměny</b><br>BTC: <code>bc1qzq3v8m0y2d5t4n7x6e9r0p1s2u3w4k5j6h7g8f</code><br>USDT (TRC20): <code>TJr4k9wQ2mV7pX1sZ8yN3bC6dF5gH0aLqe</code></div><div>${qrish(2024)}</div></div>
<p>Pro rychlou pomoc pište na Telegram @pomoc_jeseniky. Potvrzení o daru pro daňové účely bohužel nevystavujeme.</p></div>`;
  return {
    id: 'yd-charity-cz-flood-crypto-scam', label: 'scam', kind: 'charity-scam',
    url: `https://${host}/`,
    body: page({ lang: 'cs', title: 'Sbírka pro oběti povodní – Pomoc Jeseníkům', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'rendszer-ertesites.hu-secure.cyou';
  const css = `${baseCss}body{background:#000;color:#0f0;font-family:"Courier New",monospace}.w{max-width:820px;margin:40px auto;padding:20px;border:1px solid #0f0}
.btc{background:#111;border:1px dashed #0f0;padding:12px;margin:12px 0;word-break:break-all;font-size:18px}.t{color:#f33;font-size:26px}`;
  const body = `<div class="w"><p class="t">FIGYELEM! Az eszközét feltörtük.</p>
<p>Hónapokkal ezelőtt hozzáférést szereztem az eszközéhez egy kártevőn keresztül, amelyet egy felnőtt weboldalon telepített. Rögzítettem a kameráját és a böngészési előzményeit. Rendelkezem az összes névjegyével, Facebook- és e-mail-kapcsolatával.</p>
<p>Ha nem akarja, hogy a videót elküldjem családjának és munkatársainak, utaljon <b>1200 USD</b> értékű Bitcoint az alábbi címre 48 órán belül:</p>
<div class="btc">bc1q7x5v2w8k0m3n6p9r4t1y8u5i2o7l3j6h9g0fdx</div>
<p>Az időzítő elindult, amikor megnyitotta ezt az oldalt: <b id="cd">47:59:59</b></p>
<p>Ne próbáljon kapcsolatba lépni a rendőrséggel. Ha megteszi, a videó azonnal nyilvános lesz.</p>
<p>Bitcoint vásárolhat bármely kriptoautomatánál vagy a Binance, Revolut alkalmazásban.</p></div>`;
  const js = `<script>var s=172799;setInterval(function(){s--;cd.textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(n){return('0'+n).slice(-2)}).join(':')},1000)</script>`;
  return {
    id: 'yd-extortion-hu-webcam-btc-scam', label: 'scam', kind: 'extortion-scam',
    url: `https://${host}/u/8841c2`,
    body: page({ lang: 'hu', title: 'Rendszerértesítés', css, body, scripts: js }),
  } satisfies Entry;
})(),
];
