import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cookieBar, gtm, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute, fileRoute, pe, cfb, zip } from '../parts/e-bin.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const entries: Entry[] = [
(() => {
  const host = 'www.csas.cz';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#2e3f50}.hd{background:#fff;border-bottom:1px solid #e4e9f0;padding:16px 36px;display:flex;align-items:center}.hd nav{margin-left:auto;display:flex;gap:18px;font-size:14px}
.w{max-width:820px;margin:26px auto;padding:0 18px}h1{font-size:34px;color:#0b1f35}.sms{background:#eef3fd;border-radius:14px 14px 14px 2px;padding:12px 16px;max-width:520px;margin:10px 0;font-size:15px}
.card{border:1px solid #e4e9f0;border-radius:12px;padding:18px 20px;margin:16px 0}.card h3{margin-top:0}.red{color:#c4262e;font-weight:700}`;
  const body = `<div class="hd">${wordmark('Česká spořitelna', '#135ee2', { mark: 'circle', width: 200 })}<nav><span>Občané</span><span>Podnikatelé</span><span>Bezpečnost</span><span>Kontakty</span></nav></div>
<div class="w"><p style="font-size:13px;color:#5a6b7c">Bezpečnost › Aktuální podvody</p><h1>Jak poznat podvodné zprávy a telefonáty</h1>
<p>Podvodníci se vydávají za banku, policii, Českou poštu nebo dopravce. Ukážeme vám, jak vypadají jejich zprávy, abyste je poznali.</p>
<div class="card"><h3>1. Falešná SMS o zablokování George</h3><div class="sms">Ceska sporitelna: Vas pristup do George byl docasne omezen. Pro obnoveni overte svou totoznost: george-csas.overeni-klienta.com</div><p>Odkaz vede na podvodnou stránku, která vypadá jako George a chce klientské číslo, heslo a SMS kód. <span class="red">Do George se přihlašujte jen na george.csas.cz nebo v aplikaci.</span></p></div>
<div class="card"><h3>2. „Bezpečný účet“</h3><p>Volá vám „bezpečnostní oddělení banky“ nebo „ČNB“ a tvrdí, že váš účet je napadený. Máte převést peníze na bezpečný účet, případně vybrat hotovost a vložit ji do bitcoinového automatu. <span class="red">Žádný bezpečný účet neexistuje.</span> Zavěste a zavolejte na 956 777 956.</p></div>
<div class="card"><h3>3. Instalace aplikace pro vzdálený přístup</h3><p>Podvodník vás požádá o instalaci AnyDesk, TeamViewer nebo „CS Podpora“. Tím získá kontrolu nad vaším zařízením. My po vás nikdy nebudeme chtít nic instalovat.</p></div>
<div class="card"><h3>4. Doplatek za zásilku</h3><div class="sms">CP: Vase zasilka RR40217736CZ ceka na doplaceni postovneho 38 Kc. Zaplatte do 24h: cpost-cz.zasilka-doruceni.info</div><p>Po zadání údajů karty přijde „ověřovací SMS“ — ve skutečnosti potvrzujete přidání karty do cizího telefonu.</p></div>
<p>Pokud jste údaje zadali, okamžitě zablokujte kartu v aplikaci George nebo na lince 956 777 956 (nonstop).</p></div>`;
  return {
    id: 'yd-clean-csas-cz-scam-examples-advice', label: 'clean', kind: 'bank-security-advice',
    url: `https://${host}/cs/bezpecnost/aktualni-podvody`,
    body: page({ lang: 'cs', title: 'Aktuální podvody | Česká spořitelna', head: favicon('#135ee2', 'S'), css, body: body + cookieBar('Soubory cookie používáme ke zlepšení webu. <a href="#">Nastavení cookies</a>', 'Souhlasím', 'Pouze nezbytné', '#135ee2') }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.nbs.rs';
  const css = `${baseCss}body{font-family:"Times New Roman",serif;color:#222;background:#fbfaf7}.hd{background:#1b365d;color:#fff;padding:16px 36px;display:flex;align-items:center;gap:14px}.w{max-width:820px;margin:26px auto;background:#fff;padding:30px;border:1px solid #e4e0d6}
.q{background:#f4f1ea;border-left:4px solid #8a6d3b;padding:10px 14px;margin:10px 0;font-family:Arial,sans-serif;font-size:14px}`;
  const body = `<div class="hd">${flag(['#c6363c', '#0c4076', '#fff'])}<div><b>Народна банка Србије</b><br><small>Заштита корисника финансијских услуга</small></div></div>
<div class="w"><p style="font-size:13px;color:#666">Саопштење · 11.03.2025.</p><h1>Упозорење грађанима на лажне поруке у име банака и Управе царина</h1>
<p>Народна банка Србије упозорава грађане да су у оптицају СМС поруке и имејлови у којима се, у име банака, од корисника тражи да „активирају нови мToken“ или да „плате царинске дажбине“ за пошиљку.</p>
<div class="q">„Od 01. marta postojeći mToken prestaje da važi. Aktivirajte novi mToken: intesa-mtoken-aktivacija.com“</div>
<div class="q">„Ваша пошиљка RS-CAR-558102 је задржана. Уплатите царинске дажбине од 38.500 RSD у року од 48 сати.“</div>
<p>Банке никада не траже од клијената да путем линка уносе корисничко име, лозинку, ПИН, број картице или ЈМБГ. Управа царина не наплаћује дажбине уплатом на рачуне „царинских агената“ по налогу непознатих лица.</p>
<p>Уколико сте унели податке, одмах контактирајте своју банку. Притужбе можете упутити Центру за заштиту корисника НБС: 0800 111 110.</p></div>`;
  return {
    id: 'yd-clean-nbs-rs-cyrillic-warning-notice', label: 'clean', kind: 'regulator-warning',
    url: `https://${host}/sr/scripts/showcontent/index.html?id=19774`,
    body: page({ lang: 'sr-Cyrl', title: 'Упозорење на лажне поруке – НБС', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.varninainternetu.si';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{background:#00a19a;color:#fff;padding:16px 36px}.w{max-width:800px;margin:26px auto;padding:0 18px}.sms{background:#f0f0f0;border-radius:12px;padding:12px 14px;margin:10px 0;font-size:15px;max-width:520px}
.box{border:2px solid #00a19a;border-radius:8px;padding:16px;margin:18px 0}`;
  const body = `<div class="hd"><b>Varni na internetu</b> · SI-CERT</div>
<div class="w"><h1>Lažna SMS sporočila o neplačani cestnini</h1><p>V zadnjih tednih prejemamo veliko prijav SMS sporočil, ki se sklicujejo na DARS in e-vinjeto. Primeri:</p>
<div class="sms">DARS: Za vase vozilo ni veljavne e-vinjete. Poravnajte nadomestilo 4,90 EUR, da se izognete globi 300 EUR: dars-evinjeta.si-placilo.com</div>
<div class="sms">Obvestilo: neporavnana cestnina na postaji Log. Placilo: evinjeta-si.info/placilo</div>
<p>Povezave vodijo na spletne strani, ki posnemajo DARS in od vas zahtevajo podatke plačilne kartice. Z vnosom podatkov lahko napadalci izvedejo plačila v vašem imenu.</p>
<div class="box"><b>Kaj storiti?</b><ul><li>DARS ne pošilja SMS sporočil s povezavami za plačilo.</li><li>E-vinjeto kupujte le na evinjeta.dars.si ali na prodajnih mestih.</li><li>Če ste vnesli podatke kartice, takoj pokličite svojo banko in blokirajte kartico.</li><li>Sporočilo prijavite na cert@cert.si.</li></ul></div></div>`;
  return {
    id: 'yd-clean-si-cert-toll-sms-warning', label: 'clean', kind: 'cert-awareness-article',
    url: `https://${host}/novice/lazni-sms-cestnina/`,
    body: page({ lang: 'sl', title: 'Lažni SMS o neplačani cestnini | Varni na internetu', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.hba.gr';
  const css = `${baseCss}body{font-family:"Roboto",Arial,sans-serif;color:#1d2733}.hd{background:#0a2f5c;color:#fff;padding:16px 36px}.w{max-width:820px;margin:26px auto;padding:0 18px}.q{background:#f3f6fa;border-left:4px solid #0a2f5c;padding:12px;margin:10px 0}`;
  const body = `<div class="hd"><b>Ελληνική Ένωση Τραπεζών</b></div>
<div class="w"><h1>Προστατευτείτε από την ηλεκτρονική απάτη</h1><p>Οι απατεώνες στέλνουν μηνύματα που μοιάζουν με αυθεντικά από τράπεζες, ΕΛΤΑ, COSMOTE ή το gov.gr. Παραδείγματα:</p>
<div class="q">«Η πρόσβασή σας στο e-Banking έχει περιοριστεί. Συνδεθείτε για επιβεβαίωση: eurobank-gr-ebanking.com»</div>
<div class="q">«ΕΛΤΑ: Το δέμα σας δεν μπορεί να παραδοθεί. Πληρώστε 2,49 € για επαναποστολή.»</div>
<div class="q">«Έκτακτη ενίσχυση 250 € ανά παιδί. Υποβάλετε αίτηση με τους κωδικούς TAXISnet.»</div>
<h2>Χρήσιμες συμβουλές</h2><ul><li>Οι τράπεζες δεν ζητούν ποτέ κωδικούς, OTP ή στοιχεία κάρτας μέσω συνδέσμων.</li><li>Μην εγκρίνετε στην εφαρμογή της τράπεζας συναλλαγές που δεν ξεκινήσατε.</li><li>Ελέγχετε τη διεύθυνση της σελίδας πριν εισαγάγετε στοιχεία.</li><li>Σε περίπτωση απάτης, επικοινωνήστε αμέσως με την τράπεζά σας και τη Δίωξη Ηλεκτρονικού Εγκλήματος (11188).</li></ul></div>`;
  return {
    id: 'yd-clean-hba-gr-fraud-examples', label: 'clean', kind: 'bank-security-advice',
    url: `https://${host}/el/asfaleia/ilektroniki-apati`,
    body: page({ lang: 'el', title: 'Ηλεκτρονική απάτη – Ελληνική Ένωση Τραπεζών', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'helpdesk.intranet.stavby-moravia.cz';
  const cmds: Array<[string, string, string]> = [
    ['Obnovení DNS cache', 'Pokud se nenačítají interní stránky (např. po připojení k VPN).', 'ipconfig /flushdns'],
    ['Kontrola připojení k doméně', 'Ověří, že počítač vidí řadič domény.', 'nltest /sc_verify:stavby.local'],
    ['Vynucení aktualizace politik', 'Po změně skupin nebo tiskáren.', 'gpupdate /force'],
    ['Přemapování síťových disků', 'Spustí přihlašovací skript ručně.', 'powershell -ExecutionPolicy Bypass -File \\\\stavby.local\\NETLOGON\\mapdrives.ps1'],
    ['Instalace klienta VPN', 'Instalace z interního repozitáře přes winget.', 'winget install --id Fortinet.FortiClientVPN --source msstore --accept-package-agreements'],
  ];
  const blocks = cmds.map(([t, d, c], i) => `<div class="k"><h3>${t}</h3><p>${d}</p><div class="code"><code id="c${i}">${esc(c)}</code><button data-c="c${i}">Kopírovat</button></div></div>`).join('\n');
  const css = `${baseCss}body{background:#f5f6f8;font-family:"Segoe UI",Arial,sans-serif;color:#222}.hd{background:#1e3a5f;color:#fff;padding:14px 30px;display:flex;align-items:center}.hd span{margin-left:auto;font-size:13px}
.w{max-width:880px;margin:24px auto;padding:0 18px}.k{background:#fff;border-radius:6px;padding:16px 20px;margin-bottom:12px;border:1px solid #e1e4e8}.k h3{margin:0 0 4px}.k p{margin:0 0 10px;color:#555;font-size:14px}
.code{display:flex;align-items:center;background:#0f1720;color:#e6edf3;border-radius:4px;padding:10px 12px;font-family:Consolas,monospace;font-size:13px}.code code{flex:1;overflow-x:auto;white-space:nowrap}.code button{margin-left:10px;background:#2f81f7;color:#fff;border:0;border-radius:3px;padding:5px 10px;cursor:pointer}
.note{background:#fff8e1;border:1px solid #ffe08a;border-radius:6px;padding:12px 14px;font-size:14px}`;
  const body = `<div class="hd"><b>Stavby Moravia a.s. · IT Helpdesk</b><span>Přihlášen: j.novotna · Interní síť</span></div>
<div class="w"><h1>Řešení častých problémů – příkazy pro uživatele</h1>
<p class="note">Příkazy spouštějte jen na firemních počítačích a jen podle tohoto návodu. IT oddělení vás <b>nikdy</b> nebude žádat o vložení příkazů z webových stránek mimo intranet nebo z „ověření, že nejste robot“. Takové výzvy jsou podvod — nahlaste je na linku 1234.</p>
${blocks}
<p style="font-size:13px;color:#666">Nepomohlo to? Založte požadavek v systému Jira Service Desk nebo volejte linku 1234 (Po–Pá 7–17).</p></div>`;
  const js = `<script>
document.querySelectorAll('[data-c]').forEach(function(b){b.addEventListener('click',function(){var t=document.getElementById(b.dataset.c).textContent;navigator.clipboard.writeText(t).then(function(){b.textContent='Zkopírováno';setTimeout(function(){b.textContent='Kopírovat'},1500)})})});
</script>`;
  return {
    id: 'yd-clean-cz-intranet-helpdesk-commands', label: 'clean', kind: 'it-help-commands',
    url: `https://${host}/kb/caste-problemy-prikazy`,
    body: page({ lang: 'cs', title: 'Časté problémy – IT Helpdesk', css, body, scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.sk-cert.sk';
  const snippet = `var b = atob(p.join(''));
var a = new Uint8Array(b.length);
for (var i = 0; i < b.length; i++) a[i] = b.charCodeAt(i);
var blob = new Blob([a], {type: 'application/octet-stream'});
var l = document.createElement('a');
l.href = URL.createObjectURL(blob);
l.download = 'Faktura_0092841175.zip';
l.click();`;
  const css = `${baseCss}body{font-family:"Source Sans Pro",Arial,sans-serif;color:#1d1d1d}.hd{background:#0b3d91;color:#fff;padding:16px 34px}.w{max-width:860px;margin:26px auto;padding:0 18px}
pre{background:#1e1e1e;color:#d4d4d4;border-radius:6px;padding:14px;overflow-x:auto;font-size:13px}`;
  const body = `<div class="hd"><b>SK-CERT</b> · Národné centrum kybernetickej bezpečnosti</div>
<div class="w"><h1>Analýza: HTML smuggling v kampani s falošnými faktúrami</h1><p style="color:#666">Publikované 7. 3. 2025 · Technická analýza</p>
<p>Útočníci rozosielajú e-maily s odkazom na stránku, ktorá sa tvári ako portál dodávateľa energií. Stránka neobsahuje odkaz na súbor – škodlivý archív je vložený priamo v JavaScripte ako reťazec Base64 a zostaví sa až v prehliadači. Vďaka tomu ho nezachytia sieťové filtre kontrolujúce sťahované súbory.</p>
<p>Zjednodušená ukážka kódu, ktorý sme našli na stránke:</p><pre>${esc(snippet)}</pre>
<p>Archív obsahuje skript <code>Factura_Enel_0092841175.vbs</code>, ktorý spustí PowerShell a stiahne ďalší modul. Obeť vidí falošnú chybovú hlášku Adobe Reader.</p>
<h2>Odporúčania</h2><ul><li>Zakážte spúšťanie súborov .vbs, .js a .hta cez Windows Script Host tam, kde nie je potrebné.</li><li>Nastavte, aby sa súbory .js a .vbs otvárali v Poznámkovom bloku.</li><li>Monitorujte procesy wscript.exe a mshta.exe spúšťajúce powershell.exe.</li></ul></div>`;
  return {
    id: 'yd-clean-sk-cert-html-smuggling-analysis', label: 'clean', kind: 'security-blog-quoting-code',
    url: `https://${host}/analyzy/html-smuggling-falosne-faktury/`,
    body: page({ lang: 'sk', title: 'HTML smuggling vo falošných faktúrach | SK-CERT', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'anydesk.com';
  const exe = pe({ strings: ['AnyDesk Software GmbH', 'AnyDesk.exe', 'philandro Software GmbH', 'Digitally signed by AnyDesk Software GmbH'], size: 40960 });
  const css = `${baseCss}body{font-family:"Inter",Arial,sans-serif;color:#1b1b1b}.hd{display:flex;align-items:center;padding:16px 40px;border-bottom:1px solid #eee}.hd nav{margin-left:auto;display:flex;gap:20px;font-size:14px}
.hero{text-align:center;padding:50px 20px}.hero h1{font-size:40px;margin:0}.dl{display:inline-block;background:#ef443b;color:#fff;padding:14px 34px;border-radius:6px;text-decoration:none;font-weight:700;margin-top:20px}
.os{display:flex;justify-content:center;gap:24px;margin-top:26px;font-size:14px;color:#555}.warn{max-width:760px;margin:30px auto;background:#fff4f2;border-radius:8px;padding:16px 20px;font-size:14px}`;
  const body = `<div class="hd">${wordmark('AnyDesk', '#ef443b', { mark: 'diamond', width: 130 })}<nav><span>Produkty</span><span>Ceny</span><span>Podpora</span><span>Stáhnout</span></nav></div>
<div class="hero"><h1>Stáhnout AnyDesk pro Windows</h1><p>Verze 9.0.4 · 5 MB · Zdarma pro soukromé použití</p><a class="dl" href="/cs/downloads/windows/AnyDesk.exe" id="d">Stáhnout nyní</a>
<div class="os"><span>Windows</span><span>macOS</span><span>Linux</span><span>Android</span><span>iOS</span></div></div>
<div class="warn"><b>Chraňte se před podvodníky:</b> AnyDesk nikdy nepoužívejte na výzvu neznámé osoby, která se vydává za pracovníka banky, policie nebo technické podpory. Nikomu nedovolte přístup k vašemu zařízení, pokud jste si podporu sami neobjednali.</div>`;
  return {
    id: 'yd-clean-anydesk-cz-official-download', label: 'clean', kind: 'software-download-official',
    url: `https://${host}/cs/downloads/windows`,
    body: page({ lang: 'cs', title: 'Stáhnout AnyDesk pro Windows', css, body }),
    routes: { [`${host}/cs/downloads/windows/AnyDesk.exe`]: fileRoute(exe, 'application/octet-stream', 'AnyDesk.exe') },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.emag.ro';
  const challenge = page({ lang: 'ro', title: 'Un moment…', css: `${baseCss}body{font-family:Arial,sans-serif;background:#fff;color:#313131}.w{max-width:600px;margin:18vh auto;padding:0 20px}.sp{width:34px;height:34px;border:4px solid #e0e0e0;border-top-color:#005eb8;border-radius:50%;animation:r 1s linear infinite;display:inline-block;vertical-align:middle;margin-right:10px}@keyframes r{to{transform:rotate(360deg)}}.f{font-size:12px;color:#888;margin-top:60px}`,
    body: `<div class="w"><h1 style="font-weight:500">www.emag.ro</h1><p><span class="sp"></span>Verificăm dacă conexiunea este sigură. Acest proces este automat.</p><noscript>Activați JavaScript și cookie-urile pentru a continua.</noscript><p class="f">Ray ID: 8f29c1e07b44d2a1 · Performanță și securitate</p></div>`,
    scripts: `<script>
(function(){var t=Date.now();var n=0;for(var i=0;i<2e5;i++){n=(n*31+i)%1000003}
fetch('/cdn-cgi/challenge-platform/h/b/flow/ov1?ray=8f29c1e07b44d2a1',{method:'POST',body:JSON.stringify({n:n,t:Date.now()-t,w:screen.width,tz:Intl.DateTimeFormat().resolvedOptions().timeZone})}).then(function(){document.cookie='cf_clearance=ok;path=/;max-age=1800';setTimeout(function(){location.replace('/telefon-mobil-samsung-galaxy-a55/pd/DRW9L2YBM/')},600)}).catch(function(){})})();
</script>` });
  const product = page({ lang: 'ro', title: 'Telefon mobil Samsung Galaxy A55, 8GB, 256GB, 5G – eMAG.ro', css: `${baseCss}body{font-family:Arial,sans-serif}.hd{background:#005eb8;color:#fff;padding:14px 30px;font-weight:700;font-size:22px}.w{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 16px}.im{height:380px;background:#f0f0f0;border-radius:8px}.pr{font-size:32px;color:#e5002b;font-weight:700}.b{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:14px 30px;font-weight:700}`,
    body: `<div class="hd">eMAG</div><div class="w"><div class="im"></div><div><h1 style="font-size:24px">Telefon mobil Samsung Galaxy A55, Dual SIM, 8GB RAM, 256GB, 5G, Awesome Navy</h1><p>⭐ 4,7 (1.284 review-uri)</p><div class="pr">1.799,99 Lei</div><p>Livrare gratuită · Retur gratuit în 30 de zile · Vândut și livrat de eMAG</p><button class="b">Adaugă în coș</button></div></div>` });
  return {
    id: 'yd-clean-emag-ro-bot-check-interstitial', label: 'clean', kind: 'bot-check-legit',
    url: `https://${host}/telefon-mobil-samsung-galaxy-a55/pd/DRW9L2YBM/?ref=hp`,
    body: challenge,
    headers: { 'cache-control': 'private, max-age=0, no-store', server: 'cloudflare' },
    routes: {
      [`${host}/cdn-cgi/challenge-platform/h/b/flow/ov1`]: jsonRoute({ ok: true }),
      [`${host}/telefon-mobil-samsung-galaxy-a55/pd/DRW9L2YBM/`]: htmlRoute(product),
    },
  } satisfies Entry;
})(),

(() => {
  const final = page({ lang: 'cs', title: 'Příspěvek na bydlení | MPSV', css: `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:4px solid #2362a2;padding:14px 30px;display:flex;align-items:center;gap:12px}.w{max-width:820px;margin:24px auto;padding:0 18px}.b{display:inline-block;background:#2362a2;color:#fff;padding:11px 20px;text-decoration:none;border-radius:3px}`,
    body: `<div class="hd">${flag(['#fff', '#d7141a', '#11457e'])}<b>Ministerstvo práce a sociálních věcí</b></div>
<div class="w"><h1>Příspěvek na bydlení</h1><p>Příspěvek na bydlení je dávka státní sociální podpory, která pomáhá s náklady na bydlení rodinám a jednotlivcům s nízkými příjmy.</p>
<h2>Jak požádat</h2><ol><li>Online přes Jenda – portál MPSV (přihlášení přes Identitu občana).</li><li>Na kontaktním pracovišti Úřadu práce ČR.</li></ol><a class="b" href="https://jenda.mpsv.cz/">Podat žádost přes Jenda</a>
<p style="font-size:13px;color:#666;margin-top:20px">MPSV ani Úřad práce nezasílají SMS s odkazy k vyplnění údajů platební karty.</p></div>` });
  return {
    id: 'yd-clean-cz-shortlink-to-ministry-page', label: 'clean', kind: 'shortener-redirect-legit',
    url: 'https://1url.cz/mpsv-bydleni',
    routes: {
      '1url.cz/mpsv-bydleni': redirectRoute(301, 'https://www.mpsv.cz/prispevek-na-bydleni?utm_source=sms&utm_medium=ukazka'),
      'www.mpsv.cz/prispevek-na-bydleni': htmlRoute(final),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.raiffeisen.sk';
  const css = `${baseCss}body{font-family:Arial,sans-serif;color:#222}.hd{background:#fff;border-bottom:3px solid #fee600;padding:14px 34px;display:flex;align-items:center}.w{max-width:900px;margin:24px auto;padding:0 18px}
.g{display:grid;grid-template-columns:repeat(2,1fr);gap:14px}.c{border:1px solid #e3e3e3;border-radius:6px;padding:16px}.c .n{font-size:24px;font-weight:700;margin:6px 0}.r{background:#fff3f3;border-color:#f2b8b8}`;
  const body = `<div class="hd">${wordmark('Raiffeisen BANK', '#000', { mark: 'square', width: 180 })}<span style="margin-left:auto;font-size:14px">Kontakty</span></div>
<div class="w"><h1>Kontakty a blokácia karty</h1><div class="g">
<div class="c r"><b>Blokácia platobnej karty – nonstop</b><div class="n">0650 850 500</div>Zo zahraničia: +421 2 5920 1380. Kartu môžete zablokovať aj v aplikácii Raiffeisen Mobilný banking.</div>
<div class="c"><b>Klientske centrum</b><div class="n">0650 850 555</div>Po–Ne 8:00–20:00</div>
<div class="c"><b>Nahlásenie podvodu</b><div class="n">0650 850 500</div>Ak ste zadali údaje na podvodnej stránke alebo vám volal podvodník.</div>
<div class="c"><b>E-mail</b><div class="n" style="font-size:18px">info@raiffeisen.sk</div>Odpovedáme do 2 pracovných dní.</div></div>
<p style="margin-top:20px">Pozor: podvodníci môžu na displeji zobraziť naše telefónne číslo (spoofing). Ak vám niekto volá v mene banky a žiada prevod peňazí, zložte a zavolajte nám sami.</p></div>`;
  return {
    id: 'yd-clean-raiffeisen-sk-contacts-card-block', label: 'clean', kind: 'support-contacts-page',
    url: `https://${host}/sk/kontakty/`,
    body: page({ lang: 'sk', title: 'Kontakty a blokácia karty | Raiffeisen banka', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'support.microsoft.com';
  const css = `${baseCss}body{font-family:"Segoe UI",Arial,sans-serif;color:#262626}.hd{border-bottom:1px solid #e5e5e5;padding:12px 30px;display:flex;align-items:center;gap:12px}.w{max-width:820px;margin:26px auto;padding:0 18px}
.ex{background:#f2f2f2;padding:12px;border-left:4px solid #c42b1c;margin:10px 0}.ok{background:#e6f4ea;padding:12px;border-left:4px solid #107c10}`;
  const body = `<div class="hd"><svg width="22" height="22"><rect width="10" height="10" fill="#f25022"/><rect x="12" width="10" height="10" fill="#7fba00"/><rect y="12" width="10" height="10" fill="#00a4ef"/><rect x="12" y="12" width="10" height="10" fill="#ffb900"/></svg><b>Microsoft</b><span style="color:#666">Asistență</span></div>
<div class="w"><h1>Protejați-vă împotriva înșelătoriilor de asistență tehnică</h1>
<p>Înșelătoriile de asistență tehnică încearcă să vă convingă că aveți o problemă cu dispozitivul și să plătiți pentru „remedieri” inutile.</p>
<h2>Cum arată</h2><div class="ex">Un ecran albastru în browser cu mesajul „Computerul dumneavoastră a fost blocat… Sunați la Asistența Microsoft: +40 31 …”, însoțit de sunete de alarmă și ecran complet.</div>
<div class="ex">Un apel neașteptat de la cineva care pretinde că lucrează pentru Microsoft și vă cere să instalați AnyDesk sau TeamViewer.</div>
<div class="ok"><b>Rețineți:</b> Mesajele de eroare și avertismentele Microsoft nu conțin niciodată numere de telefon. Microsoft nu vă sună nesolicitat.</div>
<h2>Ce puteți face</h2><ul><li>Închideți fila browserului (dacă nu răspunde, folosiți Ctrl+Shift+Esc și închideți browserul din Task Manager).</li><li>Nu sunați la numărul afișat.</li><li>Raportați înșelătoria la www.microsoft.com/reportascam.</li></ul></div>`;
  return {
    id: 'yd-clean-ms-support-ro-tech-scam-article', label: 'clean', kind: 'vendor-security-article',
    url: `https://${host}/ro-ro/windows/protejati-va-impotriva-inselatoriilor-de-asistenta-tehnica-2ebf91bd-f94c-2a8a-e541-f5c800d18435`,
    body: page({ lang: 'ro', title: 'Protejați-vă împotriva înșelătoriilor de asistență tehnică – Asistență Microsoft', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.makthes-news.gr';
  const css = `${baseCss}body{font-family:Georgia,serif;color:#222}header{background:#1e4d8c;color:#fff;padding:14px 30px;display:flex;align-items:center}header nav{margin-left:auto;display:flex;gap:16px;font-family:Arial;font-size:14px}
.w{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:1fr 300px;gap:24px;padding:0 16px}.a{border-bottom:1px solid #ddd;padding:14px 0}.a h2{margin:0 0 6px;font-size:22px}.ad{background:#f3f3f3;height:250px;display:flex;align-items:center;justify-content:center;color:#999;font-family:Arial;font-size:12px}`;
  const body = `<header><b style="font-size:24px">Μακεδονικά Νέα</b><nav><span>Θεσσαλονίκη</span><span>Οικονομία</span><span>Αθλητικά</span><span>Πολιτισμός</span></nav></header>
<div class="w"><main><div class="a"><h2>Νέες γραμμές του μετρό Θεσσαλονίκης: τι αλλάζει από τον Απρίλιο</h2><p>Την επέκταση του ωραρίου λειτουργίας ανακοίνωσε η Αττικό Μετρό…</p></div>
<div class="a"><h2>ΠΑΟΚ: Με ρόστερ πλήρες για το ντέρμπι της Κυριακής</h2><p>Ο προπονητής έχει στη διάθεσή του όλους τους ποδοσφαιριστές…</p></div>
<div class="a"><h2>Προσοχή σε ψεύτικα SMS για «επιστροφή χρημάτων» από πάροχο κινητής</h2><p>Η Δίωξη Ηλεκτρονικού Εγκλήματος προειδοποιεί για μηνύματα που ζητούν στοιχεία κάρτας με πρόσχημα διπλή χρέωση λογαριασμού…</p></div></main>
<aside><div class="ad" id="div-gpt-ad-300x250">Διαφήμιση</div></aside></div>`;
  const scripts = `${gtm('GTM-N7Q2K4X')}
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{cmd:[]};googletag.cmd.push(function(){googletag.defineSlot('/21775744923/makthes/home',[300,250],'div-gpt-ad-300x250').addService(googletag.pubads());googletag.enableServices();googletag.display('div-gpt-ad-300x250')});</script>
<script>if('Notification' in window&&Notification.permission==='default'){setTimeout(function(){var b=document.createElement('div');b.style.cssText='position:fixed;top:10px;right:10px;background:#fff;border:1px solid #ccc;padding:12px;font-family:Arial;font-size:14px;box-shadow:0 2px 10px rgba(0,0,0,.2)';b.innerHTML='Θέλετε ειδοποιήσεις για έκτακτες ειδήσεις; <button id=ny>Ναι</button> <button id=nn>Όχι</button>';document.body.appendChild(b);document.getElementById('nn').onclick=function(){b.remove()};document.getElementById('ny').onclick=function(){Notification.requestPermission();b.remove()}},8000)}</script>`;
  return {
    id: 'yd-clean-gr-regional-news-with-ads', label: 'clean', kind: 'news-site-ads',
    url: `https://${host}/`,
    body: page({ lang: 'el', title: 'Μακεδονικά Νέα – Ειδήσεις από τη Θεσσαλονίκη', css, body: body + cookieBar('Χρησιμοποιούμε cookies για εξατομικευμένες διαφημίσεις. <a href="#">Ρυθμίσεις</a>', 'Αποδοχή', 'Απόρριψη', '#1e4d8c'), scripts }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.sportmarket.hr';
  const css = `${baseCss}body{background:#f4f5f7;font-family:Arial,sans-serif}.hd{background:#111;color:#fff;padding:14px 30px;font-weight:700;font-size:20px}.c{max-width:400px;margin:50px auto;background:#fff;border-radius:8px;padding:28px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:11px;border:1px solid #c4c4c4;border-radius:6px}.b{width:100%;margin-top:16px;background:#f05a28;color:#fff;border:0;border-radius:6px;padding:12px;font-weight:700}
.cf-turnstile{margin-top:14px;min-height:65px;border:1px solid #e0e0e0;border-radius:4px;display:flex;align-items:center;padding:0 12px;font-size:13px;color:#555;background:#fafafa}`;
  const body = `<div class="hd">SportMarket</div>
<div class="c"><h2 style="margin-top:0">Prijava u korisnički račun</h2><form method="post" action="/account/login"><label>E-mail</label><input name="email" type="email" autocomplete="username"><label>Lozinka</label><input name="password" type="password" autocomplete="current-password">
<div class="cf-turnstile" data-sitekey="0x4AAAAAAAB2kLw7ZpQ3xYzT" data-language="hr">Provjera sigurnosti…</div><button class="b">Prijava</button></form>
<p style="font-size:13px"><a href="/account/zaboravljena-lozinka">Zaboravili ste lozinku?</a> · <a href="/account/registracija">Registracija</a></p></div>`;
  return {
    id: 'yd-clean-hr-shop-login-turnstile', label: 'clean', kind: 'bot-check-legit',
    url: `https://${host}/account/login`,
    body: page({ lang: 'hr', title: 'Prijava – SportMarket', css, body, head: '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>' }),
  } satisfies Entry;
})(),

(() => {
  const host = 'moj.o2.cz';
  const pdf = `%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 88>>stream\nBT /F1 14 Tf 60 780 Td (O2 Czech Republic a.s. - Vyuctovani sluzeb 03/2025 - 649,00 Kc) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  const css = `${baseCss}body{background:#f4f6f9;font-family:Arial,sans-serif;color:#1a2b4c}.hd{background:#0019a5;color:#fff;padding:14px 30px;display:flex;align-items:center}.w{max-width:860px;margin:24px auto;background:#fff;border-radius:8px;padding:26px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:10px;border-bottom:1px solid #eef;text-align:left}a.pdf{color:#0019a5;font-weight:700}`;
  const body = `<div class="hd"><b style="font-size:22px">O2</b><span style="margin-left:auto;font-size:13px">Moje O2 · Jana Dvořáková</span></div>
<div class="w"><h1 style="font-size:22px;margin-top:0">Vyúčtování</h1><table><tr><th>Období</th><th>Částka</th><th>Splatnost</th><th>Stav</th><th>Doklad</th></tr>
<tr><td>03/2025</td><td>649,00 Kč</td><td>15. 4. 2025</td><td>K úhradě</td><td><a class="pdf" href="/api/billing/invoices/2503118842/pdf">PDF</a></td></tr>
<tr><td>02/2025</td><td>649,00 Kč</td><td>15. 3. 2025</td><td>Zaplaceno</td><td><a class="pdf" href="/api/billing/invoices/2502118842/pdf">PDF</a></td></tr>
<tr><td>01/2025</td><td>712,40 Kč</td><td>15. 2. 2025</td><td>Zaplaceno</td><td><a class="pdf" href="/api/billing/invoices/2501118842/pdf">PDF</a></td></tr></table>
<p style="font-size:13px;color:#556">Vyúčtování posíláme jen jako PDF. Pokud dostanete „fakturu O2“ jako ZIP, ISO nebo soubor .exe, neotvírejte ji.</p></div>`;
  return {
    id: 'yd-clean-o2-cz-invoice-pdf-portal', label: 'clean', kind: 'document-download-legit',
    url: `https://${host}/vyuctovani`,
    body: page({ lang: 'cs', title: 'Vyúčtování | Moje O2', css, body }),
    routes: { [`${host}/api/billing/invoices/2503118842/pdf`]: fileRoute(pdf, 'application/pdf', 'O2_vyuctovani_2025-03.pdf') },
  } satisfies Entry;
})(),
];
